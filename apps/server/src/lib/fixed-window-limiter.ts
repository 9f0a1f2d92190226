/**
 * Counts calls per key (e.g. a client IP) in fixed windows, in memory. Enough
 * for one process guarding cheap public look-ups against enumeration; the
 * counts start again when the server restarts.
 */
export const createFixedWindowLimiter = (options: { limit: number; windowMs: number; clock?: () => number }) => {
  const { limit, windowMs, clock = () => Date.now() } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();

  // Forget finished windows so the map stays as small as the set of recent callers.
  const forgetFinished = (now: number) => {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  };

  return {
    /** Counts one call for `key`; false when the key already made `limit` calls in this window. */
    tryConsume: (key: string): boolean => {
      const now = clock();
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size >= 10_000) forgetFinished(now);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
  };
};

export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;
