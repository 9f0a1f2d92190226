import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Feedback and contact requests (spec §3 Feedback; footer form is type 2). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: varchar('name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    type: integer('type').notNull(),
    userId: varchar('user_id', { length: 64 }),
    source: varchar('source', { length: 50 }),
    keyword: varchar('keyword', { length: 100 }),
    company: varchar('company', { length: 20 }),
    job: varchar('job', { length: 20 }),
    // 1 new, 2 handled (back-office workflow comes with the admin pages)
    status: integer('status').notNull().default(1),
    locale: varchar('locale', { length: 5 }).notNull(),
    ...timestamps,
  },
  (table) => [index('feedbacks_created_at_idx').on(table.createdAt)],
);

/**
 * System parameters read by /au/sysParam/list {type} and by server rules
 * (free-tier quotas, contact details). One row per (type, key).
 */
export const systemParameters = pgTable(
  'system_parameters',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: varchar('type', { length: 40 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    value: text('value').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [uniqueIndex('system_parameters_type_key_key').on(table.type, table.key)],
);

/** Which seed steps ran, so demo data is loaded once and never twice. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
