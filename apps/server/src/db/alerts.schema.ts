import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Alerts (issue 17, modules/alerts): what users follow besides companies (people and topics),
 * and where the event scanners have got to.
 * Messages themselves are the message centre's (`messages`, deduplicated on `dedupe_key`).
 */

/** People (directors, by name across every board) and regulatory topics a user follows. */
export const alertFollows = pgTable(
  'alert_follows',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    // person | topic
    kind: varchar('kind', { length: 10 }).notNull(),
    // person: the normalised English name (else the Chinese one); topic: a topic code
    key: varchar('key', { length: 200 }).notNull(),
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('alert_follows_user_kind_key').on(table.userId, table.kind, table.key), index('alert_follows_kind_key_idx').on(table.kind, table.key)],
);

/** How far each event scanner has read (e.g. 'documents': the last document id turned into alert jobs). */
export const alertCursors = pgTable('alert_cursors', {
  name: varchar('name', { length: 40 }).primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily e-mail digests (issue 17): one row per user and Hong Kong day. A run claims the row with a
 * lease (`claimed_until`) before sending and marks `sent_at` after; a sent row is never sent again, and a
 * claim whose process died before marking it runs out, so a restarted job sends that digest (once).
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    // the Hong Kong day whose alerts the digest lists
    day: date('day').notNull(),
    messageCount: integer('message_count').notNull(),
    // the lease of the run sending it now; null when nobody is (never claimed, released after a failure, or sent)
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('alert_digests_user_day_key').on(table.userId, table.day)],
);
