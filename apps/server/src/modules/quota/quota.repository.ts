import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quotaUsages } from '../../db/schema';

/** The only SQL for free-tier usage counts (quota_usages). */
export const createQuotaRepository = (db: Database) => ({
  /**
   * Counts one use in one statement: insert, or increment only while under
   * `limit`, so concurrent calls cannot overshoot. Undefined when the limit is reached.
   */
  incrementBelow: async (key: { subject: string; kind: string; day: string }, limit: number): Promise<number | undefined> => {
    const [row] = await db
      .insert(quotaUsages)
      .values({ ...key, used: 1 })
      .onConflictDoUpdate({
        target: [quotaUsages.subject, quotaUsages.kind, quotaUsages.day],
        set: { used: sql`${quotaUsages.used} + 1`, updatedAt: sql`now()` },
        setWhere: sql`${quotaUsages.used} < ${limit}`,
      })
      .returning({ used: quotaUsages.used });
    return row?.used;
  },
  /** The count of one subject, kind and day (0 when none). */
  used: async (key: { subject: string; kind: string; day: string }): Promise<number> => {
    const [row] = await db
      .select({ used: quotaUsages.used })
      .from(quotaUsages)
      .where(and(eq(quotaUsages.subject, key.subject), eq(quotaUsages.kind, key.kind), eq(quotaUsages.day, key.day)));
    return row?.used ?? 0;
  },
});

export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
