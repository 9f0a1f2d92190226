import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTwoHandles } from '../../../test/shared-database';
import type { Database, DatabaseHandle } from '../../db/client';
import { createAdjustableClock, type AdjustableClock } from '../../lib/clock';
import { createJobsRepository } from './jobs.repository';
import { createJobsService, PermanentJobError, type JobsService } from './jobs.service';
import { every } from './schedules';

const MINUTE = 60_000;

let handles: { first: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> };
let clock: AdjustableClock;

/** A jobs service as one process has it: its own worker name, on a handle of the shared database. */
const jobsOn = (db: Database, worker: string): JobsService => createJobsService({ db, repository: createJobsRepository(db), clock, worker });

/** Effects of handlers, written through the job's transaction (a table of their own). */
const effects = async (db: Database) =>
  ((await db.execute(sql`select label from job_test_effects order by label`)) as unknown as { rows: { label: string }[] }).rows.map((row) => row.label);
const writeEffect = (tx: Database, label: string) => tx.execute(sql`insert into job_test_effects (label) values (${label})`);

beforeAll(async () => {
  handles = await openTwoHandles();
  await handles.first.db.execute(sql`create table if not exists job_test_effects (label text not null)`);
});
afterEach(async () => {
  await handles.first.db.execute(sql`delete from job_test_effects`);
  await handles.first.db.execute(sql`delete from jobs`);
});
afterAll(() => handles.close());

describe('jobs: scheduling', () => {
  it('runs a job when the clock reaches its time, and not before', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    jobs.define<{ label: string }>('test.effect', async ({ label }, { tx }) => {
      await writeEffect(tx, label);
    });
    await jobs.schedule('test.effect', { label: 'later' }, { runAt: new Date(clock.now().getTime() + 10 * MINUTE) });

    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 0 });
    clock.advance(10 * MINUTE);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0, retried: 0 });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 0 });
    expect(await effects(handles.first.db)).toEqual(['later']);
  });

  it('adds a keyed job once: scheduling it again changes nothing, even after it ran', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    jobs.define<{ label: string }>('test.effect', async ({ label }, { tx }) => {
      await writeEffect(tx, label);
    });
    const first = await jobs.schedule('test.effect', { label: 'reminder' }, { key: 'task-1:sms:2026-11-25' });
    const again = await jobs.schedule('test.effect', { label: 'reminder twice' }, { key: 'task-1:sms:2026-11-25' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    await jobs.runDue();
    await jobs.schedule('test.effect', { label: 'after it ran' }, { key: 'task-1:sms:2026-11-25' });
    await jobs.runDue();
    expect(await effects(handles.first.db)).toEqual(['reminder']);
  });

  it('replace moves a pending job to its new time and payload; cancel stops it', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    jobs.define<{ label: string }>('test.effect', async ({ label }, { tx }) => {
      await writeEffect(tx, label);
    });
    const start = clock.now().getTime();
    await jobs.schedule('test.effect', { label: 'old' }, { key: 'k', runAt: new Date(start + MINUTE) });
    const moved = await jobs.schedule('test.effect', { label: 'new' }, { key: 'k', runAt: new Date(start + 5 * MINUTE), replace: true });
    expect(moved.created).toBe(false);
    await jobs.schedule('test.effect', { label: 'cancelled' }, { key: 'c', runAt: new Date(start + MINUTE) });
    expect(await jobs.cancel('test.effect', 'c')).toBe(true);
    expect(await jobs.cancel('test.effect', 'c')).toBe(false);

    clock.advance(MINUTE);
    expect((await jobs.runDue()).ran).toBe(0);
    clock.advance(4 * MINUTE);
    expect((await jobs.runDue()).ran).toBe(1);
    expect(await effects(handles.first.db)).toEqual(['new']);
  });

  it('a job scheduled in a transaction that rolls back does not exist', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    jobs.define('test.noop', async () => undefined);
    await handles.first.db
      .transaction(async (tx) => {
        await jobs.schedule('test.noop', {}, { key: 'rolled-back', tx });
        throw new Error('the caller failed');
      })
      .catch(() => undefined);
    expect(await jobs.find('test.noop', 'rolled-back')).toBeUndefined();
  });
});

describe('jobs: failures', () => {
  it('rolls back a failed run, retries with back-off, and fails for good after the last attempt', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    let calls = 0;
    jobs.define(
      'test.flaky',
      async (_payload, { tx }) => {
        calls += 1;
        await writeEffect(tx, `attempt ${calls}`);
        throw new Error('provider timed out');
      },
      { maxAttempts: 3, retryDelaySeconds: (attempt) => attempt * 60 },
    );
    await jobs.schedule('test.flaky', {}, { key: 'x' });

    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 1 });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 0 }); // not before its back-off
    clock.advance(MINUTE);
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 1 });
    clock.advance(2 * MINUTE);
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 1, retried: 0 });
    clock.advance(60 * MINUTE);
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0, retried: 0 });

    const row = await jobs.find('test.flaky', 'x');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: provider timed out' });
    expect(await effects(handles.first.db)).toEqual([]);
  });

  it('a PermanentJobError fails the job at once', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    jobs.define('test.refused', async () => {
      throw new PermanentJobError('no phone number');
    });
    await jobs.schedule('test.refused', {}, { key: 'y' });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 1, retried: 0 });
    expect(await jobs.find('test.refused', 'y')).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('jobs: several processes and crashes', () => {
  it('two processes running due jobs at once run each job exactly once', async () => {
    clock = createAdjustableClock();
    const [a, b] = [jobsOn(handles.first.db, 'process-a'), jobsOn(handles.second.db, 'process-b')];
    for (const jobs of [a, b]) {
      jobs.define<{ label: string }>('test.effect', async ({ label }, { tx }) => {
        await writeEffect(tx, label);
      });
    }
    const labels = Array.from({ length: 60 }, (_, index) => `job ${String(index).padStart(2, '0')}`);
    for (const label of labels) await a.schedule('test.effect', { label }, { key: label });

    const [resultA, resultB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(resultA.ran + resultB.ran).toBe(60);
    expect(await effects(handles.first.db)).toEqual(labels);
  });

  it('a process that died after claiming leaves the job to another once its claim runs out, and it runs once', async () => {
    clock = createAdjustableClock();
    const repository = createJobsRepository(handles.first.db);
    const survivor = jobsOn(handles.second.db, 'survivor');
    survivor.define<{ label: string }>('test.effect', async ({ label }, { tx }) => {
      await writeEffect(tx, label);
    }, { leaseSeconds: 120 });
    await survivor.schedule('test.effect', { label: 'claimed by the dead' }, { key: 'z' });
    // The dead process claims the job and never commits a run.
    const now = clock.now();
    expect(await repository.claimDue(['test.effect'], 'dead', now, new Date(now.getTime() + 2 * MINUTE), 10)).toHaveLength(1);

    expect((await survivor.runDue()).ran).toBe(0);
    clock.advance(2 * MINUTE + 1000);
    expect((await survivor.runDue()).ran).toBe(1);
    expect((await survivor.runDue()).ran).toBe(0);
    expect(await effects(handles.first.db)).toEqual(['claimed by the dead']);
  });

  it('a handler outside a transaction is marked done after it returns', async () => {
    clock = createAdjustableClock();
    const jobs = jobsOn(handles.first.db, 'a');
    const sent: string[] = [];
    jobs.define<{ to: string }>('test.send', async ({ to }, { tx }) => {
      // Outside a transaction the plain database is usable (on PGlite it would wait for an open one).
      await writeEffect(tx, `delivery to ${to}`);
      sent.push(to);
    }, { transaction: false });
    await jobs.schedule('test.send', { to: '+85291234567' }, { key: 'd' });
    expect((await jobs.runDue()).ran).toBe(1);
    expect((await jobs.runDue()).ran).toBe(0);
    expect(sent).toEqual(['+85291234567']);
    expect(await jobs.find('test.send', 'd')).toMatchObject({ status: 'done' });
  });
});

describe('jobs: recurring', () => {
  it('each occurrence runs once across processes; after downtime there is one catch-up, not one per missed time', async () => {
    clock = createAdjustableClock(() => Date.UTC(2026, 10, 25, 1, 0, 10));
    const runs: string[] = [];
    const [a, b] = [jobsOn(handles.first.db, 'process-a'), jobsOn(handles.second.db, 'process-b')];
    for (const jobs of [a, b]) {
      jobs.recurring('test.every-minute', every(60), async ({ runAt }) => {
        runs.push(runAt.toISOString());
      });
    }
    await Promise.all([a.ensureRecurring(), b.ensureRecurring()]);

    clock.advance(50_000); // 01:01:00
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toEqual(['2026-11-25T01:01:00.000Z']);

    clock.advance(10 * MINUTE); // ten minutes of downtime
    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toEqual(['2026-11-25T01:01:00.000Z', '2026-11-25T01:02:00.000Z']);
    const pending = await handles.first.db.execute(sql`select run_at from jobs where kind = 'test.every-minute' and status = 'pending'`);
    expect((pending as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
