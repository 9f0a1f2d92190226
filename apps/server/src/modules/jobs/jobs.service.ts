import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRow, JobsRepository } from './jobs.repository';
import { every } from './schedules';

export type JobContext = {
  /** The transaction that also marks the job done: effects written through it happen exactly once. */
  tx: Transaction;
  /** The app clock's time when the job was claimed. */
  now: Date;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  jobId: string;
  key: string | null;
  /** When the job was due. */
  runAt: Date;
};
export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;
export type JobOptions = {
  /** Runs before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** Seconds before retry number `attempt` (default 30 × 2^(attempt−1), at most one hour). */
  retryDelaySeconds?: (attempt: number) => number;
  /** How long a claim holds (default 300 s): a job whose process died runs again after it. */
  leaseSeconds?: number;
  /**
   * false: the handler runs outside a transaction (context.tx is the plain database) and the job is
   * marked done after it returns: at least once, so the handler keeps its own unique attempt rows.
   * For handlers that call outside services (SMS, e-mail, WeChat, payment providers), which must not
   * run inside a transaction: on PGlite every other query waits for an open transaction.
   */
  transaction?: boolean;
};
export type ScheduleOptions = { key?: string; runAt?: Date; replace?: boolean; tx?: Transaction };
export type RunResult = { ran: number; failed: number; retried: number };

/** Thrown by a handler to fail its job at once, without retries (a bad payload, a refused recipient). */
export class PermanentJobError extends Error {}

type Definition = { handler: JobHandler<unknown>; maxAttempts: number; retryDelaySeconds: (attempt: number) => number; leaseSeconds: number; transaction: boolean };

const defaultRetryDelay = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));
const BATCH = 20;
const FINISHED_JOBS_KEPT_DAYS = 30;
// One runDue call stops after this many jobs so that a flood of due jobs cannot keep one call busy forever.
const MAX_JOBS_PER_CALL = 500;

/** Claims that ran out of time; the transaction of the handler is rolled back. */
class ClaimLostError extends Error {}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * The durable job table's service: define handlers, schedule and cancel jobs, and run the due ones.
 * Each job runs in a transaction that also marks it done, so its database effects happen exactly
 * once even with several processes on one database or a crash between claim and commit (the claim
 * runs out after its lease and another run starts from a clean slate). Handlers that call outside
 * services record their own attempt first (see modules/jobs/README.md).
 */
export const createJobsService = ({ db, repository, clock, worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}` }: { db: Database; repository: JobsRepository; clock: Clock; worker?: string }) => {
  const definitions = new Map<string, Definition>();

  const define = <P>(kind: string, handler: JobHandler<P>, options: JobOptions = {}) => {
    if (definitions.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    definitions.set(kind, {
      handler: handler as JobHandler<unknown>,
      maxAttempts: options.maxAttempts ?? 5,
      retryDelaySeconds: options.retryDelaySeconds ?? defaultRetryDelay,
      leaseSeconds: options.leaseSeconds ?? 300,
      transaction: options.transaction ?? true,
    });
  };

  const schedule = <P>(kind: string, payload: P, options: ScheduleOptions = {}) => {
    const definition = definitions.get(kind);
    return repository.insert(
      { kind, key: options.key ?? null, payload, runAt: options.runAt ?? clock.now(), maxAttempts: definition?.maxAttempts ?? 5, replace: options.replace ?? false },
      options.tx,
    );
  };

  const cancel = (kind: string, key: string, options: { tx?: Transaction } = {}) => repository.cancel(kind, key, options.tx);

  /** Keys of recurring occurrences: one row per kind and due time, so processes agree on each. */
  const occurrenceKey = (at: Date) => `at:${at.toISOString()}`;
  const recurringKinds = new Map<string, (after: Date) => Date>();

  const recurring = (kind: string, next: (after: Date) => Date, handler: (context: JobContext) => Promise<void>, options: JobOptions = {}) => {
    recurringKinds.set(kind, next);
    define(
      kind,
      async (_payload, context) => {
        await handler(context);
        // The next occurrence is written with this one's completion: after downtime, one catch-up run, not one per missed time.
        const at = next(context.now);
        await repository.insert({ kind, key: occurrenceKey(at), payload: {}, runAt: at, maxAttempts: 5, replace: false }, context.tx);
      },
      options,
    );
  };

  /** Makes sure each recurring kind has its next occurrence (at start; idempotent across processes). */
  const ensureRecurring = async () => {
    const now = clock.now();
    for (const [kind, next] of recurringKinds) {
      const at = next(now);
      await repository.insert({ kind, key: occurrenceKey(at), payload: {}, runAt: at, maxAttempts: 5, replace: false });
    }
  };

  const runOne = async (job: JobRow, now: Date): Promise<'done' | 'retried' | 'failed' | 'lost'> => {
    const definition = definitions.get(job.kind);
    if (!definition) return 'lost';
    const leaseEnd = () => new Date(clock.now().getTime() + definition.leaseSeconds * 1000);
    const run = async (tx: Transaction) => {
      if (!(await repository.holdClaim(tx, job.id, worker, leaseEnd()))) throw new ClaimLostError();
      await definition.handler(job.payload, { tx, now, attempt: job.attempts, jobId: String(job.id), key: job.key, runAt: job.runAt });
      await repository.markDone(tx, job.id, worker, now);
    };
    try {
      if (definition.transaction) await db.transaction(run);
      else await run(db);
      return 'done';
    } catch (error) {
      if (error instanceof ClaimLostError) return 'lost';
      const permanent = error instanceof PermanentJobError || job.attempts >= definition.maxAttempts;
      const retryAt = permanent ? null : new Date(clock.now().getTime() + definition.retryDelaySeconds(job.attempts) * 1000);
      await repository.markFailed(job.id, worker, describe(error), retryAt, clock.now());
      return permanent ? 'failed' : 'retried';
    }
  };

  /** Claims and runs every due job of the kinds defined here, in batches, oldest first. */
  const runDue = async ({ limit = MAX_JOBS_PER_CALL }: { limit?: number } = {}): Promise<RunResult> => {
    const result: RunResult = { ran: 0, failed: 0, retried: 0 };
    const kinds = [...definitions.keys()];
    const longestLease = Math.max(300, ...[...definitions.values()].map((definition) => definition.leaseSeconds));
    let handled = 0;
    while (handled < limit) {
      const now = clock.now();
      const claimed = await repository.claimDue(kinds, worker, now, new Date(now.getTime() + longestLease * 1000), Math.min(BATCH, limit - handled));
      if (claimed.length === 0) break;
      for (const job of claimed) {
        const outcome = await runOne(job, now);
        if (outcome === 'done') result.ran += 1;
        else if (outcome === 'failed') result.failed += 1;
        else if (outcome === 'retried') result.retried += 1;
      }
      handled += claimed.length;
    }
    return result;
  };

  // The table keeps finished jobs for 30 days (what ran, when, after how many attempts); failed ones stay until looked at.
  recurring(
    'jobs.cleanup',
    every(24 * 3600),
    async ({ now }) => {
      await repository.removeFinishedBefore(new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 24 * 3600_000));
    },
    { transaction: false },
  );

  return { define, schedule, cancel, recurring, ensureRecurring, runDue, worker, find: repository.find, nextPending: repository.nextPending };
};

export type JobsService = ReturnType<typeof createJobsService>;
