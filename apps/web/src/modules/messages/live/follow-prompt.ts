import { FOLLOW_POLL_MAX, FOLLOW_POLL_MS, FOLLOW_PROMPT_DELAY_MS } from '@app/domain';

export type FollowPromptDeps = {
  /** Asks the server whether the user follows the official account (/au/saasuser/flag). */
  isFollowed: () => Promise<boolean>;
  open: () => void;
  close: () => void;
};

/**
 * Spec §4 follow prompt, for one page: FOLLOW_PROMPT_DELAY_MS (3 minutes) after the page opens, a
 * WeChat-bound user who does not follow the official account sees the dialog; it then asks every
 * FOLLOW_POLL_MS (2 s), at most FOLLOW_POLL_MAX (150) times, and closes once the user follows.
 * Answers a function that stops it (page left, dialog dismissed).
 */
export const startFollowPrompt = ({ isFollowed, open, close }: FollowPromptDeps): (() => void) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const followed = () => isFollowed().catch(() => false);

  const poll = async (count: number) => {
    if (stopped) return;
    if (await followed()) {
      if (!stopped) close();
      stopped = true;
      return;
    }
    if (!stopped && count < FOLLOW_POLL_MAX) timer = setTimeout(() => void poll(count + 1), FOLLOW_POLL_MS);
  };

  timer = setTimeout(async () => {
    if (stopped || (await followed()) || stopped) return;
    open();
    timer = setTimeout(() => void poll(1), FOLLOW_POLL_MS);
  }, FOLLOW_PROMPT_DELAY_MS);

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
};
