import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** The only SQL for the job table. */
export const createJobsRepository = (db: Database) => ({
  /**
   * Adds a job; with a key, a second job of the same (kind, key) is not added (created=false), unless
   * `replace`, which moves a still-pending one to the new time and payload.
   */
  insert: async (
    values: { kind: string; key: string | null; payload: unknown; runAt: Date; maxAttempts: number; replace: boolean },
    tx: Transaction = db,
  ): Promise<{ id: string; created: boolean }> => {
    const row = { kind: values.kind, key: values.key, payload: values.payload ?? {}, runAt: values.runAt, maxAttempts: values.maxAttempts };
    if (values.key === null) {
      const [inserted] = await tx.insert(jobs).values(row).returning({ id: jobs.id });
      return { id: String(inserted.id), created: true };
    }
    const insert = tx.insert(jobs).values(row);
    const [inserted] = values.replace
      ? await insert
          .onConflictDoUpdate({
            target: [jobs.kind, jobs.key],
            set: { runAt: values.runAt, payload: row.payload, updatedAt: sql`now()` },
            setWhere: sql`${jobs.status} = 'pending'`,
          })
          .returning({ id: jobs.id, inserted: sql<boolean>`(xmax = 0)` })
      : await insert.onConflictDoNothing({ target: [jobs.kind, jobs.key] }).returning({ id: jobs.id, inserted: sql<boolean>`(xmax = 0)` });
    // xmax = 0: the row was inserted by this statement, not updated by its conflict clause.
    if (inserted) return { id: String(inserted.id), created: inserted.inserted };
    const [existing] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, values.kind), eq(jobs.key, values.key)));
    return { id: String(existing.id), created: false };
  },

  /** Cancels the pending job (kind, key); true when one was pending. */
  cancel: async (kind: string, key: string, tx: Transaction = db): Promise<boolean> => {
    const rows = await tx
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.status, 'pending')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /**
   * Claims up to `limit` due jobs of the given kinds for `worker` until `lockedUntil`: pending jobs whose
   * time has come, and running jobs whose claim ran out (their process died). SKIP LOCKED lets
   * several processes claim at once without taking the same row.
   */
  claimDue: async (kinds: string[], worker: string, now: Date, lockedUntil: Date, limit: number): Promise<JobRow[]> => {
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(and(eq(jobs.status, 'pending'), sql`${jobs.runAt} <= ${now}`), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: worker, lockedUntil, updatedAt: sql`now()` })
      .where(inArray(jobs.id, due))
      .returning();
  },

  /**
   * Inside the handler's transaction: locks the job's row while this worker still holds the claim
   * (so no other process can take it over mid-run); false when the claim was lost.
   */
  holdClaim: async (tx: Transaction, id: bigint, worker: string, lockedUntil: Date): Promise<boolean> => {
    const rows = await tx
      .update(jobs)
      .set({ lockedUntil })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** The job is done; inside the handler's transaction, committed together with its effects. */
  markDone: async (tx: Transaction, id: bigint, worker: string, now: Date): Promise<void> => {
    await tx
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
  },

  /** After a failed run: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
  markFailed: async (id: bigint, worker: string, error: string, retryAt: Date | null, now: Date): Promise<void> => {
    await db
      .update(jobs)
      .set(
        retryAt
          ? { status: 'pending', runAt: retryAt, lockedBy: null, lockedUntil: null, lastError: error, updatedAt: sql`now()` }
          : { status: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: error, updatedAt: sql`now()` },
      )
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
  },

  /** One job by kind and key (tests, staff views). */
  find: async (kind: string, key: string): Promise<JobRow | undefined> => {
    const [row] = await db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
    return row;
  },

  /** The earliest pending time of each of `kinds` (staff views: "next run"); kinds with nothing pending are absent. */
  nextPending: async (kinds: string[]): Promise<Map<string, Date>> => {
    if (kinds.length === 0) return new Map();
    const rows = await db
      .select({ kind: jobs.kind, runAt: sql<Date>`min(${jobs.runAt})`.mapWith(jobs.runAt) })
      .from(jobs)
      .where(and(inArray(jobs.kind, kinds), eq(jobs.status, 'pending')))
      .groupBy(jobs.kind);
    return new Map(rows.map((row) => [row.kind, row.runAt]));
  },

  /** Forgets finished (done or cancelled) jobs older than `before`; failed ones stay for inspection. */
  removeFinishedBefore: async (before: Date): Promise<number> => {
    const rows = await db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'cancelled']), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    return rows.length;
  },
});

export type JobsRepository = ReturnType<typeof createJobsRepository>;
