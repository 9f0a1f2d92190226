import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The durable job table (modules/jobs): every timer and background task of the
 * server (reminders, expiries, refunds, purges, syncs, alert fan-out) is a row
 * here, claimed with FOR UPDATE SKIP LOCKED so that each runs once across
 * processes and restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: varchar('kind', { length: 80 }).notNull(),
    /** With a key, (kind, key) is unique forever: scheduling it again changes nothing. */
    key: varchar('key', { length: 200 }),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    /** pending → running → done | failed; pending → cancelled. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The process that claimed it, and until when its claim holds (then another may run it). */
    lockedBy: varchar('locked_by', { length: 80 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_key').on(table.kind, table.key),
    // The claim query: due pending jobs, and running jobs whose claim ran out.
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} = 'pending'`),
    index('jobs_running_idx').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
  ],
);
