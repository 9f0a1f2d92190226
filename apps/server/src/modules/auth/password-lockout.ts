import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';

/** Wrong passwords allowed within the window before password sign-in is refused. */
export const PASSWORD_MAX_FAILURES = 5;
/** Both the counting window and the lock last 15 minutes. */
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;

/** Wrong passwords per account, in a 15-minute window from the first. */
export const PASSWORD_FAILURES_PER_ACCOUNT: RateLimitRule = { scope: 'auth.password-failures', limit: PASSWORD_MAX_FAILURES, windowSeconds: PASSWORD_LOCK_MS / 1000 };
/** The lock itself: a window of its own that allows no call; counting it starts the 15 minutes. */
export const PASSWORD_LOCK_PER_ACCOUNT: RateLimitRule = { scope: 'auth.password-lock', limit: 0, windowSeconds: PASSWORD_LOCK_MS / 1000 };

/** Whole minutes until a lock ends, at least 1 (what the message tells the user). */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts wrong passwords per account and locks password sign-in for PASSWORD_LOCK_MS after
 * PASSWORD_MAX_FAILURES within PASSWORD_LOCK_MS. Both live in the database (rate-limits
 * module), so every server process counts together and a restart does not lift a lock.
 */
export const createPasswordLockout = (limits: RateLimitsService) => ({
  /** When the account is locked: the minutes until the lock ends; otherwise undefined. */
  lockedFor: async (userId: string): Promise<number | undefined> => {
    const lock = await limits.peek(PASSWORD_LOCK_PER_ACCOUNT, userId);
    return lock.count > 0 ? minutesOf(lock.retryAfterSeconds) : undefined;
  },

  /** Counts a wrong password; returns the lock's minutes when this one locks the account. */
  recordFailure: async (userId: string): Promise<number | undefined> => {
    const failures = await limits.consume(PASSWORD_FAILURES_PER_ACCOUNT, userId);
    if (failures.count < PASSWORD_MAX_FAILURES) return undefined;
    const lock = await limits.consume(PASSWORD_LOCK_PER_ACCOUNT, userId);
    await limits.reset(PASSWORD_FAILURES_PER_ACCOUNT, userId);
    return minutesOf(lock.retryAfterSeconds);
  },

  /** A correct password starts the count again. */
  reset: async (userId: string): Promise<void> => {
    await limits.reset(PASSWORD_FAILURES_PER_ACCOUNT, userId);
  },
});

export type PasswordLockout = ReturnType<typeof createPasswordLockout>;
