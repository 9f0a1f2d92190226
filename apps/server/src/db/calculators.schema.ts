import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Saved calculator deadlines (issue 17, modules/calculators): a deadline a user computed with a
 * filing calculator and asked to be reminded of. The daily reminder job reads the rows due in 3 days
 * and today; deleting a row is what stops its reminders. Owned by the calculators module.
 */
export const calculatorDeadlines = pgTable(
  'calculator_deadlines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // no foreign key to auth's users table (one owner per table); a user's rows go with the account's data clean-up
    userId: uuid('user_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    calculatorKind: varchar('calculator_kind', { length: 30 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calculator_deadlines_user_date_idx').on(table.userId, table.deadlineDate), index('calculator_deadlines_date_idx').on(table.deadlineDate)],
);
