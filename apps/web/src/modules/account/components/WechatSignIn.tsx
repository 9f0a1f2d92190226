import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pollWechat, startWechat } from '../api';

export type WechatOutcome = { kind: 'signedIn'; token: string } | { kind: 'needsPhone'; ticket: string } | { kind: 'bound' };

const POLL_MS = 2000;

/**
 * WeChat scan (spec §2): the authorize page in an iframe, polled every 2 s
 * until it is confirmed or expires. notKeepSigned is read at each poll, so the
 * sign-in gets the "keep me signed in" choice of the moment (3 or 7 days, spec §4).
 */
export const WechatSignIn = ({ mode, onDone, notKeepSigned }: { mode: 'login' | 'bind'; onDone: (outcome: WechatOutcome) => void; notKeepSigned?: () => boolean }) => {
  const { t } = useTranslation('account');
  const [session, setSession] = useState<{ state: string; authorizeUrl: string }>();
  // 'expired': the code ran out; 'unavailable': it could not be started (the display policy showed why)
  const [ended, setEnded] = useState<'expired' | 'unavailable'>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setSession(undefined);
    setEnded(undefined);
    const poll = async (state: string) => {
      if (cancelled) return;
      try {
        const reply = await pollWechat(state, notKeepSigned?.() ?? false);
        if (cancelled) return;
        if (reply.status === 'signedIn' && reply.token) return onDone({ kind: 'signedIn', token: reply.token });
        if (reply.status === 'needsPhone' && reply.ticket) return onDone({ kind: 'needsPhone', ticket: reply.ticket });
        if (reply.status === 'bound') return onDone({ kind: 'bound' });
        if (reply.status === 'expired') return setEnded('expired');
      } catch {
        // keep polling: a passing network failure should not end the scan
      }
      timer = setTimeout(() => void poll(state), POLL_MS);
    };
    void startWechat(mode).then(
      (started) => {
        if (cancelled) return;
        setSession(started);
        timer = setTimeout(() => void poll(started.state), POLL_MS);
      },
      () => {
        if (!cancelled) setEnded('unavailable');
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // onDone is read when the scan ends; a new callback must not restart it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, attempt]);

  if (ended)
    return (
      <Alert
        type="warning"
        showIcon
        title={t(ended === 'expired' ? 'wechat.expired' : 'wechat.unavailable')}
        action={
          <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
            {t('wechat.retry')}
          </Button>
        }
      />
    );

  return (
    <div className="wechat-sign-in" style={{ textAlign: 'center' }}>
      <p>{mode === 'login' ? t('wechat.scanToSignIn') : t('wechat.scanToBind')}</p>
      {session ? (
        <iframe
          title={t('wechat.frameTitle')}
          src={session.authorizeUrl}
          data-testid="wechat-frame"
          style={{ width: '100%', maxWidth: 360, height: 360, border: '1px solid #f0f0f0', borderRadius: 8 }}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
};
