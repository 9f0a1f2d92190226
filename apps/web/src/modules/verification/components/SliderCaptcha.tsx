import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderCaptchaChallenge } from '@app/contracts';
import { ApiError } from '../../../lib/http';
import { getSliderCaptcha, verifySliderCaptcha } from '../api';

/** The piece image is this wide (spec §9: piece 44 plus its tabs). */
const PIECE_IMAGE = 62;
/** Most trail samples sent (the first, then evenly spread, and the last). */
const MAX_TRAIL_SAMPLES = 200;

type TrailSample = [number, number, number];

/** Keeps the first and last samples and spreads the rest evenly, so a slow drag still starts at [0, 0, 0]. */
const thinTrail = (trail: TrailSample[]): TrailSample[] => {
  if (trail.length <= MAX_TRAIL_SAMPLES) return trail;
  const step = (trail.length - 1) / (MAX_TRAIL_SAMPLES - 1);
  return Array.from({ length: MAX_TRAIL_SAMPLES }, (_, index) => trail[Math.round(index * step)]);
};

/** resultData of a puzzle solved when the server asks for another one in a row (errCode -3). */
const nextRoundOf = (error: ApiError): { round: number; roundsRequired: number } | undefined => {
  const data = error.resultData as { round?: unknown; roundsRequired?: unknown } | null;
  return typeof data?.round === 'number' && typeof data.roundsRequired === 'number' ? { round: data.round, roundsRequired: data.roundsRequired } : undefined;
};

/** resultData of a refused new puzzle (errCode -5): how long until one may be asked for. */
const retryAfterOf = (error: unknown): number | undefined => {
  const data = error instanceof ApiError ? (error.resultData as { retryAfterSeconds?: unknown } | null) : undefined;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined;
};

export type SliderCaptchaProps = {
  open: boolean;
  onSolved: (ticket: string) => void;
  onCancel: () => void;
};

/**
 * Slider captcha (spec §2/§9): drag the piece into its hole. The release
 * position and the drag trail (x, y from the press, ms) go to the server; a
 * wrong answer loads a new puzzle, and so does a right one when the server
 * asks for several in a row (after failures from the same address).
 */
export const SliderCaptcha = ({ open, onSolved, onCancel }: SliderCaptchaProps) => {
  const { t } = useTranslation('account');
  const [puzzle, setPuzzle] = useState<SliderCaptchaChallenge>();
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState<'idle' | 'checking' | 'wrong' | 'nextRound'>('idle');
  const [rounds, setRounds] = useState({ done: 0, total: 1 });
  // A puzzle that could not be loaded: when the server said how long to wait, the next one loads by itself then.
  const [unavailable, setUnavailable] = useState<{ retryAfterSeconds?: number }>();
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const drag = useRef<{ startX: number; startY: number; startTime: number; trail: TrailSample[] } | undefined>(undefined);

  const load = useCallback(async () => {
    clearTimeout(retryTimer.current);
    setPuzzle(undefined);
    setUnavailable(undefined);
    setOffset(0);
    try {
      setPuzzle(await getSliderCaptcha());
    } catch (error) {
      // the display policy showed the failure; the picture says what happens next
      const retryAfterSeconds = retryAfterOf(error);
      setUnavailable({ retryAfterSeconds });
      if (retryAfterSeconds !== undefined) retryTimer.current = setTimeout(() => void load(), retryAfterSeconds * 1000);
    }
  }, []);

  useEffect(() => {
    if (open) void load();
    return () => clearTimeout(retryTimer.current);
  }, [open, load]);

  const maxOffset = (puzzle?.width ?? 400) - PIECE_IMAGE;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!puzzle || status === 'checking') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - offset, startY: event.clientY, startTime: performance.now(), trail: [[0, 0, 0]] };
    setStatus('idle');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const next = Math.max(0, Math.min(maxOffset, event.clientX - current.startX));
    current.trail.push([Math.round(next), Math.round(event.clientY - current.startY), Math.round(performance.now() - current.startTime)]);
    setOffset(next);
  };

  const onPointerUp = async () => {
    const current = drag.current;
    drag.current = undefined;
    if (!current || !puzzle) return;
    setStatus('checking');
    try {
      // The last recorded position, not the offset state (a release can come before React renders the last move).
      const releasedAt = current.trail[current.trail.length - 1][0];
      const { ticket } = await verifySliderCaptcha(puzzle.id, releasedAt, JSON.stringify(thinTrail(current.trail)));
      setStatus('idle');
      onSolved(ticket);
    } catch (error) {
      const nextRound = error instanceof ApiError ? nextRoundOf(error) : undefined;
      if (nextRound) setRounds({ done: nextRound.round, total: nextRound.roundsRequired });
      setStatus(nextRound ? 'nextRound' : 'wrong');
      if (error instanceof ApiError) void load();
    }
  };

  return (
    // Not closed by a click on the mask: a drag that starts or ends beside the slider would close the puzzle unsolved.
    <Modal open={open} title={t('captcha.title')} footer={null} onCancel={onCancel} width={448} destroyOnHidden mask={{ closable: false }}>
      <div className="slider-captcha" data-testid="slider-captcha">
        <div className="slider-captcha__picture" style={{ position: 'relative', width: puzzle?.width ?? 400, height: puzzle?.height ?? 155 }}>
          {puzzle ? (
            <>
              <img src={puzzle.background} alt={t('captcha.picture')} width={puzzle.width} height={puzzle.height} draggable={false} />
              <img
                src={puzzle.piece}
                alt=""
                data-testid="slider-captcha-piece"
                draggable={false}
                style={{ position: 'absolute', left: offset, top: puzzle.pieceY, pointerEvents: 'none' }}
              />
            </>
          ) : unavailable ? (
            <Typography.Text type="secondary" data-testid="slider-captcha-unavailable" style={{ position: 'absolute', inset: 0, margin: 'auto', height: 44, padding: '0 40px', textAlign: 'center' }}>
              {unavailable.retryAfterSeconds === undefined ? t('captcha.unavailable') : t('captcha.waitForNext', { seconds: unavailable.retryAfterSeconds })}
            </Typography.Text>
          ) : (
            <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />
          )}
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('captcha.refresh')}
            onClick={() => void load()}
            style={{ position: 'absolute', right: 4, top: 4, background: 'rgba(255,255,255,0.7)' }}
          />
        </div>
        <div
          className="slider-captcha__track"
          style={{ position: 'relative', width: puzzle?.width ?? 400, height: 40, marginTop: 12, borderRadius: 20, background: '#f0f2f5', userSelect: 'none' }}
        >
          <Typography.Text type="secondary" style={{ position: 'absolute', inset: 0, lineHeight: '40px', textAlign: 'center' }}>
            {status === 'wrong'
              ? t('captcha.wrong')
              : status === 'nextRound'
                ? t('captcha.nextRound', rounds)
                : status === 'checking'
                  ? t('captcha.checking')
                  : t('captcha.hint')}
          </Typography.Text>
          <div
            role="slider"
            aria-label={t('captcha.handle')}
            aria-valuemin={0}
            aria-valuemax={maxOffset}
            aria-valuenow={Math.round(offset)}
            tabIndex={0}
            data-testid="slider-captcha-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => void onPointerUp()}
            style={{
              position: 'absolute',
              left: offset,
              top: 0,
              width: PIECE_IMAGE,
              height: 40,
              borderRadius: 20,
              background: status === 'wrong' ? '#ff4d4f' : '#1677ff',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'grab',
              touchAction: 'none',
            }}
          >
            <RightOutlined />
          </div>
        </div>
      </div>
    </Modal>
  );
};
