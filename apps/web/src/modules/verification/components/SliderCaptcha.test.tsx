import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { installFakeApi, okReply } from '../../../test-utils';
import { SliderCaptcha } from './SliderCaptcha';

const PUZZLE = { id: '5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', background: 'data:image/png;base64,', piece: 'data:image/png;base64,', pieceY: 30, width: 400, height: 155 };

type Sample = [number, number, number];

describe('SliderCaptcha', () => {
  let clock = 0;
  beforeEach(async () => {
    await initI18n('en');
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    // jsdom has no pointer capture.
    Element.prototype.setPointerCapture = () => undefined;
  });
  afterEach(() => vi.restoreAllMocks());

  /** Presses the handle at (100, 300), moves through `moves` ([dx, dy, ms later]) and releases. */
  const drag = async (moves: Sample[]) => {
    const handle = await screen.findByTestId('slider-captcha-handle');
    await screen.findByTestId('slider-captcha-piece');
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, pointerId: 1 });
    for (const [dx, dy, later] of moves) {
      clock += later;
      fireEvent.pointerMove(handle, { clientX: 100 + dx, clientY: 300 + dy, pointerId: 1 });
    }
    fireEvent.pointerUp(handle, { pointerId: 1 });
  };

  it('sends the release position and the drag trail (x, y from the press, ms), starting at [0, 0, 0]', async () => {
    const { sent } = installFakeApi({ '/common/captcha/slider': okReply(PUZZLE), '/common/captcha/verify': okReply({ ticket: 't', expiresInSeconds: 120 }) });
    const onSolved = vi.fn();
    render(<SliderCaptcha open onSolved={onSolved} onCancel={() => undefined} />);
    await drag([
      [10, 1, 20],
      [40, 2, 18],
      [90, 1, 17],
      [140, -1, 19],
      [170, 0, 22],
      [181, 1, 30],
    ]);
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('t'));
    const [body] = sent.filter((request) => request.path === '/common/captcha/verify').map((request) => Object.fromEntries(request.body));
    expect(body.x).toBe('181');
    expect(JSON.parse(body.trail)).toEqual([
      [0, 0, 0],
      [10, 1, 20],
      [40, 2, 38],
      [90, 1, 55],
      [140, -1, 74],
      [170, 0, 96],
      [181, 1, 126],
    ]);
  });

  it('keeps the first and the last samples of a long drag (at most 200)', async () => {
    const { sent } = installFakeApi({ '/common/captcha/slider': okReply(PUZZLE), '/common/captcha/verify': okReply({ ticket: 't', expiresInSeconds: 120 }) });
    render(<SliderCaptcha open onSolved={() => undefined} onCancel={() => undefined} />);
    await drag(Array.from({ length: 500 }, (_, index): Sample => [Math.round(((index + 1) * 200) / 500), 0, 8]));
    await waitFor(() => expect(sent.some((request) => request.path === '/common/captcha/verify')).toBe(true));
    const trail: Sample[] = JSON.parse(sent.find((request) => request.path === '/common/captcha/verify')?.body.get('trail') ?? '[]');
    expect(trail).toHaveLength(200);
    expect(trail[0]).toEqual([0, 0, 0]);
    expect(trail[199]).toEqual([200, 0, 4000]);
  });

  it('loads the next puzzle and says so when the server asks for one more in a row', async () => {
    const { sent } = installFakeApi({
      '/common/captcha/slider': okReply(PUZZLE),
      '/common/captcha/verify': { errCode: -3, resultMsg: 'Correct. For security, please solve one more puzzle.', resultData: { round: 1, roundsRequired: 2 } },
    });
    const onSolved = vi.fn();
    render(<SliderCaptcha open onSolved={onSolved} onCancel={() => undefined} />);
    await drag([
      [50, 0, 30],
      [120, 1, 30],
      [150, 0, 40],
    ]);
    expect(await screen.findByText('Correct. One more puzzle, please (1 of 2 solved)')).toBeTruthy();
    await waitFor(() => expect(sent.filter((request) => request.path === '/common/captcha/slider')).toHaveLength(2));
    expect(onSolved).not.toHaveBeenCalled();
  });
  it('when a new puzzle is refused for a while, says so and loads one by itself once the wait is over', async () => {
    let asked = 0;
    const { sent } = installFakeApi({
      '/common/captcha/slider': () =>
        (asked += 1) === 1 ? { errCode: -5, resultMsg: 'Too many slider verifications. Please try again in 5 seconds.', resultData: { retryAfterSeconds: 5 } } : okReply(PUZZLE),
    });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    render(<SliderCaptcha open onSolved={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText('A new puzzle loads by itself in 5 seconds.')).toBeTruthy();
    const retry = timers.mock.calls.find(([, delay]) => delay === 5000);
    expect(retry).toBeDefined();
    await act(async () => (retry![0] as () => void)());
    expect(await screen.findByTestId('slider-captcha-piece')).toBeTruthy();
    expect(sent.filter((request) => request.path === '/common/captcha/slider')).toHaveLength(2);
  });

  it('when a puzzle cannot be loaded, says to press refresh instead of spinning', async () => {
    installFakeApi({ '/common/captcha/slider': { errCode: -1, resultMsg: 'System busy', resultData: null } });
    render(<SliderCaptcha open onSolved={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText('The puzzle could not be loaded. Press ↻ for a new one.')).toBeTruthy();
  });

  it('stays open when a drag is released outside the dialog (a click on the mask); its close button still closes it', async () => {
    installFakeApi({ '/common/captcha/slider': okReply(PUZZLE) });
    const onCancel = vi.fn();
    render(<SliderCaptcha open onSolved={() => undefined} onCancel={onCancel} />);
    await screen.findByTestId('slider-captcha-piece');
    // A press that misses the handle and a release over the mask: the dialog's wrapper gets the whole click.
    const wrapper = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrapper);
    fireEvent.mouseUp(wrapper);
    fireEvent.click(wrapper);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
