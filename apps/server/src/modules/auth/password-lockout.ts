/** Wrong passwords allowed within the window before password sign-in is refused. */
export const PASSWORD_MAX_FAILURES = 5;
/** Both the counting window and the lock last 15 minutes. */
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;

type Entry = { failures: number; windowStart: number; lockedUntil?: number };

/**
 * Counts wrong passwords per account and locks password sign-in after
 * PASSWORD_MAX_FAILURES within PASSWORD_LOCK_MS. No table fits this (SMS-code
 * attempts are counted on the code row), so the count lives in memory: it is
 * per process, restarts forget it, and several server processes count apart.
 */
export const createPasswordLockout = (now: () => number = () => Date.now()) => {
  const entries = new Map<string, Entry>();

  /** Whole minutes until the lock ends, at least 1 (what the message tells the user). */
  const minutesLeft = (lockedUntil: number, at: number) => Math.max(1, Math.ceil((lockedUntil - at) / 60_000));

  /** Forgets entries whose window and lock are over, so the map stays small. */
  const sweep = (at: number) => {
    for (const [userId, entry] of entries)
      if ((entry.lockedUntil ?? 0) <= at && entry.windowStart + PASSWORD_LOCK_MS <= at) entries.delete(userId);
  };

  return {
    /** When the account is locked: the minutes until the lock ends; otherwise undefined. */
    lockedFor: (userId: string): number | undefined => {
      const at = now();
      const lockedUntil = entries.get(userId)?.lockedUntil;
      return lockedUntil !== undefined && lockedUntil > at ? minutesLeft(lockedUntil, at) : undefined;
    },

    /** Counts a wrong password; returns the lock's minutes when this one locks the account. */
    recordFailure: (userId: string): number | undefined => {
      const at = now();
      sweep(at);
      const previous = entries.get(userId);
      const entry: Entry = previous && previous.windowStart + PASSWORD_LOCK_MS > at ? previous : { failures: 0, windowStart: at };
      entry.failures += 1;
      if (entry.failures >= PASSWORD_MAX_FAILURES) entry.lockedUntil = at + PASSWORD_LOCK_MS;
      entries.set(userId, entry);
      return entry.lockedUntil === undefined ? undefined : minutesLeft(entry.lockedUntil, at);
    },

    /** A correct password (or an expired lock followed by one) starts the count again. */
    reset: (userId: string): void => {
      entries.delete(userId);
    },
  };
};

export type PasswordLockout = ReturnType<typeof createPasswordLockout>;
