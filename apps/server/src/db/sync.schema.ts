import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per run of a public-source sync (modules/sync): which source, what
 * started it, when it started and finished, what it fetched and what the
 * importers did with it, and the error that stopped it. The staff page reads
 * the newest run of each source from here.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The source id (modules/sync/sources.ts), e.g. 'hkex-latest'. */
    source: varchar('source', { length: 40 }).notNull(),
    /** 'schedule' (the recurring job) or 'manual' (a staff member's "run now"). */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    /** running → ok | failed. */
    status: varchar('status', { length: 10 }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** HTTP requests made, and records read from their answers. */
    requests: integer('requests').notNull().default(0),
    fetched: integer('fetched').notNull().default(0),
    /** What the importers did with the records: new, changed, already stored as they are (duplicates), refused. */
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    error: text('error'),
    /** Per file: name, URL and the importer's counts; the first rejections; notes for the operator. */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('sync_runs_source_started_idx').on(table.source, table.startedAt),
    // One run of a source at a time, across processes: a second start finds this row and skips.
    uniqueIndex('sync_runs_one_running_key').on(table.source).where(sql`${table.status} = 'running'`),
  ],
);
