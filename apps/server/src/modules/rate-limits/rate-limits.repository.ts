import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/** A counter's state after counting or reading it. */
export type CounterState = { count: number; expiresAt: Date };

/** The only SQL for rate-limit counters. */
export const createRateLimitsRepository = (db: Database) => ({
  /**
   * Counts one call of (scope, key) in one statement: a live window counts on, an ended
   * (or missing) one starts again at `now` with count 1 and ends `windowSeconds` later.
   * Every process on one database counts into the same row.
   */
  increment: async (scope: string, key: string, now: Date, windowSeconds: number): Promise<CounterState> => {
    const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
    const windowEnded = sql`${rateLimitCounters.expiresAt} <= excluded.window_start`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ scope, key, count: 1, windowStart: now, expiresAt })
      .onConflictDoUpdate({
        target: [rateLimitCounters.scope, rateLimitCounters.key],
        set: {
          count: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowStart: sql`case when ${windowEnded} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
          expiresAt: sql`case when ${windowEnded} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
    return row;
  },

  /** The counter of (scope, key), ended or not, or undefined. */
  find: async (scope: string, key: string): Promise<CounterState | undefined> => {
    const [row] = await db
      .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key)));
    return row;
  },

  /** Forgets the counter of (scope, key). */
  remove: async (scope: string, key: string): Promise<void> => {
    await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key)));
  },

  /** Forgets counters whose window ended before `before`. */
  removeEndedBefore: async (before: Date): Promise<void> => {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, before));
  },
});

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
