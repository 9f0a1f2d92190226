import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The compliance secretary (issue 14; module `secretary`): matter templates (data, editable
 * by staff), matters and their tasks per organisation, reminder deliveries (the idempotency
 * guard of every send), personal iCalendar feeds and the certificates/licences register.
 * Organisation and user ids refer to the auth module's tables (no foreign keys to them, so
 * this module's migrations stay its own; rows of a deleted organisation are left behind).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A matter template (brief §1): its whole definition (tasks with rule, source, tag, kind, inputs, reminders) as data. */
export const secretaryTemplates = pgTable('secretary_templates', {
  code: varchar('code', { length: 60 }).primaryKey(),
  category: varchar('category', { length: 20 }).notNull(),
  audience: varchar('audience', { length: 10 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // The MatterTemplate of @app/domain (names, inputs, tasks).
  definition: jsonb('definition').notNull(),
  // 'seed' as the catalogue made it; 'staff' once edited.
  origin: varchar('origin', { length: 10 }).notNull().default('seed'),
  updatedBy: uuid('updated_by'),
  ...timestamps,
});

/** A matter: one template run (or the user's own) for one company an organisation serves. */
export const secretaryMatters = pgTable(
  'secretary_matters',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    templateCode: varchar('template_code', { length: 60 }),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    // 'listed' (stock code) or 'hk' (Companies Registry number)
    companyKind: varchar('company_kind', { length: 6 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    companyNo: varchar('company_no', { length: 20 }),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    // 'MB' | 'GEM' | 'private'
    board: varchar('board', { length: 8 }).notNull(),
    inputs: jsonb('inputs').notNull().default({}),
    // 1 in progress, 2 archived, 3 archive withdrawn (in progress again) — spec §4
    status: smallint('status').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    leadUserId: uuid('lead_user_id'),
    // Channels besides the message centre: any of 'sms', 'email', 'wechat'
    channels: jsonb('channels').notNull().default(['email']),
    // Language of reminders sent for this matter (the creator's at creation): en, zh-HK or zh-CN
    locale: varchar('locale', { length: 5 }).notNull().default('zh-HK'),
    ...timestamps,
  },
  (table) => [index('secretary_matters_organisation_status_idx').on(table.organisationId, table.status)],
);

/** A task of a matter, with its suggested (statutory) deadline and the rule it came from. */
export const secretaryTasks = pgTable(
  'secretary_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => secretaryMatters.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    sequence: integer('sequence').notNull(),
    // { en, zhHK, zhCN } from the template, or the user's own name in all three
    names: jsonb('names').notNull(),
    period: varchar('period', { length: 7 }),
    kind: varchar('kind', { length: 16 }).notNull(),
    rule: varchar('rule', { length: 200 }),
    confidence: varchar('confidence', { length: 1 }),
    source: varchar('source', { length: 200 }),
    dueTime: varchar('due_time', { length: 5 }),
    isAsap: boolean('is_asap').notNull().default(false),
    statutoryDate: date('statutory_date'),
    latestBusinessDay: date('latest_business_day'),
    internalDate: date('internal_date'),
    triggerDate: date('trigger_date'),
    notes: jsonb('notes').notNull().default([]),
    leadUserId: uuid('lead_user_id'),
    participantIds: jsonb('participant_ids').notNull().default([]),
    remark: varchar('remark', { length: 2000 }),
    // [{ title, reference }] until the file store links documents
    relatedDocuments: jsonb('related_documents').notNull().default([]),
    completedDate: date('completed_date'),
    reminderOffsets: jsonb('reminder_offsets').notNull().default([]),
    reminderDaily: boolean('reminder_daily').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('secretary_tasks_matter_idx').on(table.matterId, table.sequence),
    index('secretary_tasks_organisation_internal_idx').on(table.organisationId, table.internalDate),
  ],
);

/**
 * A document of a matter (or of one of its tasks): a file of the file store (files module, issue 16),
 * referred to by its id. Detaching removes this row only; the file stays in its folder. Who may open
 * or download it is decided by the files module's folder permissions on every call.
 */
export const secretaryDocuments = pgTable(
  'secretary_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => secretaryMatters.id, { onDelete: 'cascade' }),
    // null: the matter's own document; else the task's
    taskId: uuid('task_id').references(() => secretaryTasks.id, { onDelete: 'cascade' }),
    // file_nodes.id of the files module (no foreign key: another module's table)
    fileId: uuid('file_id').notNull(),
    attachedBy: uuid('attached_by').notNull(),
    ...timestamps,
  },
  (table) => [index('secretary_documents_matter_idx').on(table.matterId, table.taskId)],
);

/**
 * One reminder to one person on one channel on one day: inserted (and committed) before the
 * provider is called, so no re-run, second process or restart ever sends it twice.
 */
export const secretaryReminderDeliveries = pgTable(
  'secretary_reminder_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // 'task' or 'certificate'
    subjectKind: varchar('subject_kind', { length: 12 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    day: date('day').notNull(),
    // 'sending' | 'sent' | 'retrying' | 'failed' | 'skipped'
    status: varchar('status', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 120 }),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The subject whose job claimed and sends this row (a digest lists several subjects' reminders); null: its own.
    sentWith: uuid('sent_with'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('secretary_reminder_deliveries_once_key').on(table.subjectKind, table.subjectId, table.userId, table.channel, table.day),
    index('secretary_reminder_deliveries_subject_idx').on(table.subjectId),
  ],
);

/** A person's secret calendar address (only the SHA-256 of the token is stored); revoking deletes it. */
export const secretaryCalendarFeeds = pgTable('secretary_calendar_feeds', {
  userId: uuid('user_id').primaryKey(),
  organisationId: uuid('organisation_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  ...timestamps,
});

/** The certificates and licences register (business registration, incorporation, others) with expiry dates. */
export const secretaryCertificates = pgTable(
  'secretary_certificates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    // 'businessRegistration' | 'incorporation' | 'other'
    kind: varchar('kind', { length: 24 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    number: varchar('number', { length: 60 }),
    issueDate: date('issue_date'),
    expiryDate: date('expiry_date'),
    holderUserId: uuid('holder_user_id'),
    remark: varchar('remark', { length: 2000 }),
    reminderOffsets: jsonb('reminder_offsets').notNull().default([5, 3, 1]),
    ...timestamps,
  },
  (table) => [index('secretary_certificates_organisation_idx').on(table.organisationId, table.expiryDate)],
);
