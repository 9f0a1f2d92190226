/**
 * The app clock: the time every service uses for business time (deadlines,
 * expiries, refunds, reminders, purges). In development and tests it can be
 * moved forward (POST /api/dev/clock, or `advance` in a test), so that "24
 * hours later" can be seen without waiting; in production it is the system
 * time and cannot be moved.
 */
export type Clock = {
  now: () => Date;
};

export type AdjustableClock = Clock & {
  /** Moves this process's clock forward by `ms` (never backward: jobs and expiries only go forward). */
  advance: (ms: number) => void;
  /** How far this clock is ahead of the system time. */
  offsetMs: () => number;
  /** Back to the system time (development tools only: one test's "24 hours later" must not leak into the next). */
  reset: () => void;
};

/** A clock that reads the system time plus an offset that only `advance` changes. */
export const createAdjustableClock = (system: () => number = Date.now): AdjustableClock => {
  let offset = 0;
  return {
    now: () => new Date(system() + offset),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
    reset: () => {
      offset = 0;
    },
  };
};
