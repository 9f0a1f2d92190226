import { FOLLOW_POLL_MAX, FOLLOW_POLL_MS, FOLLOW_PROMPT_DELAY_MS } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFollowPrompt } from './follow-prompt';

describe('the follow-the-official-account prompt (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (answers: (call: number) => boolean) => {
    let calls = 0;
    const isFollowed = vi.fn(async () => answers(++calls));
    const open = vi.fn();
    const close = vi.fn();
    const stop = startFollowPrompt({ isFollowed, open, close });
    return { isFollowed, open, close, stop };
  };

  it('opens 180000 ms after the page opens for a user who does not follow, polls every 2 s and closes once followed', async () => {
    expect(FOLLOW_PROMPT_DELAY_MS).toBe(180_000);
    expect(FOLLOW_POLL_MS).toBe(2000);
    // the first call (at 3 minutes) and four polls say no; the fifth poll says yes
    const prompt = setup((call) => call >= 6);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(prompt.open).not.toHaveBeenCalled();
    expect(prompt.isFollowed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prompt.open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FOLLOW_POLL_MS * 4);
    expect(prompt.isFollowed).toHaveBeenCalledTimes(5);
    expect(prompt.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FOLLOW_POLL_MS);
    expect(prompt.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FOLLOW_POLL_MS * 10);
    expect(prompt.isFollowed).toHaveBeenCalledTimes(6);
  });

  it('never opens for a user who already follows', async () => {
    const prompt = setup(() => true);
    await vi.advanceTimersByTimeAsync(FOLLOW_PROMPT_DELAY_MS + FOLLOW_POLL_MS * 5);
    expect(prompt.open).not.toHaveBeenCalled();
    expect(prompt.isFollowed).toHaveBeenCalledTimes(1);
  });

  it('stops polling after 150 polls without a follow, leaving the dialog to the user', async () => {
    expect(FOLLOW_POLL_MAX).toBe(150);
    const prompt = setup(() => false);
    await vi.advanceTimersByTimeAsync(FOLLOW_PROMPT_DELAY_MS + FOLLOW_POLL_MS * (FOLLOW_POLL_MAX + 20));
    expect(prompt.open).toHaveBeenCalledTimes(1);
    expect(prompt.isFollowed).toHaveBeenCalledTimes(1 + FOLLOW_POLL_MAX);
    expect(prompt.close).not.toHaveBeenCalled();
  });

  it('does nothing once the page is left, and a failed check counts as not following', async () => {
    const left = setup(() => false);
    await vi.advanceTimersByTimeAsync(FOLLOW_PROMPT_DELAY_MS - 1);
    left.stop();
    await vi.advanceTimersByTimeAsync(FOLLOW_PROMPT_DELAY_MS);
    expect(left.open).not.toHaveBeenCalled();
    expect(left.isFollowed).not.toHaveBeenCalled();

    let calls = 0;
    const open = vi.fn();
    const close = vi.fn();
    const isFollowed = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new Error('offline');
      return true;
    });
    const stop = startFollowPrompt({ isFollowed, open, close });
    await vi.advanceTimersByTimeAsync(FOLLOW_PROMPT_DELAY_MS + FOLLOW_POLL_MS * 2);
    expect(open).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    stop();
  });
});
