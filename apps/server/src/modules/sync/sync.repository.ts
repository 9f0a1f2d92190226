import { and, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { syncRuns } from '../../db/schema';

export type SyncRunRow = typeof syncRuns.$inferSelect;
export type SyncRunTotals = Pick<SyncRunRow, 'requests' | 'fetched' | 'inserted' | 'updated' | 'unchanged' | 'rejected'>;

/** The only SQL for sync_runs. */
export const createSyncRepository = (db: Database) => ({
  /**
   * Starts a run of `source` unless one is running (returns null then). A run still "running" that
   * started before `staleBefore` belongs to a process that died: it is closed as failed first.
   */
  startRun: async (values: { source: string; trigger: 'schedule' | 'manual'; startedAt: Date; staleBefore: Date }): Promise<bigint | null> => {
    await db
      .update(syncRuns)
      .set({ status: 'failed', finishedAt: values.startedAt, error: 'interrupted: the process running it stopped before it finished' })
      .where(and(eq(syncRuns.source, values.source), eq(syncRuns.status, 'running'), lt(syncRuns.startedAt, values.staleBefore)));
    // The partial unique index (one running row per source) refuses a second start, in any process.
    const [row] = await db
      .insert(syncRuns)
      .values({ source: values.source, trigger: values.trigger, startedAt: values.startedAt })
      .onConflictDoNothing()
      .returning({ id: syncRuns.id });
    return row?.id ?? null;
  },

  finishRun: async (id: bigint, values: SyncRunTotals & { status: 'ok' | 'failed'; finishedAt: Date; error: string | null; details: unknown }) => {
    await db.update(syncRuns).set(values).where(eq(syncRuns.id, id));
  },

  /** The newest `limit` runs of each source, newest first. */
  latestRuns: async (sources: readonly string[], limit: number): Promise<Map<string, SyncRunRow[]>> => {
    const result = new Map<string, SyncRunRow[]>();
    for (const source of sources) {
      result.set(source, await db.select().from(syncRuns).where(eq(syncRuns.source, source)).orderBy(desc(syncRuns.startedAt), desc(syncRuns.id)).limit(limit));
    }
    return result;
  },

  /** When each source last finished a run without error. */
  lastSuccess: async (): Promise<Map<string, Date>> => {
    const rows = await db
      .select({ source: syncRuns.source, at: max(syncRuns.finishedAt) })
      .from(syncRuns)
      .where(eq(syncRuns.status, 'ok'))
      .groupBy(syncRuns.source);
    return new Map(rows.flatMap((row) => (row.at ? [[row.source, row.at] as const] : [])));
  },

  /** Every run of a source, oldest first (tests). */
  runsOf: (source: string) => db.select().from(syncRuns).where(eq(syncRuns.source, source)).orderBy(syncRuns.startedAt, syncRuns.id),

  /** Runs in the table (tests). */
  countRuns: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(syncRuns))[0].total,
});

export type SyncRepository = ReturnType<typeof createSyncRepository>;
