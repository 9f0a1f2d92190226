import { sql } from 'drizzle-orm';
import type { GeneratedDocumentStoredFiles } from '@app/contracts';
import { customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Binary content (letterhead images: at most 2 MB each, kept in the database so every process sees them). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Letterhead templates (spec §3 header template: name, language, logo, header file),
 * one organisation's own. Owned by the documents module. The organisation and
 * user ids are auth's rows; a letterhead disappears with its organisation's
 * documents module data, not by a foreign key into auth's tables.
 */
export const documentLetterheads = pgTable(
  'document_letterheads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    // en | zh-HK | zh-CN | bilingual
    headLanguage: varchar('head_language', { length: 10 }).notNull(),
    logo: bytea('logo').notNull(),
    logoType: varchar('logo_type', { length: 20 }).notNull(),
    logoWidth: integer('logo_width').notNull(),
    logoHeight: integer('logo_height').notNull(),
    header: bytea('header').notNull(),
    headerType: varchar('header_type', { length: 20 }).notNull(),
    headerWidth: integer('header_width').notNull(),
    headerHeight: integer('header_height').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('document_letterheads_organisation_name_key').on(table.organisationId, table.name)],
);

/**
 * Generated documents (issue 15), one user's own: the template and version,
 * the inputs and choices they were made from. Downloads regenerate the file
 * from these, so a kept document can be re-downloaded or revised.
 */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // Null for a document the visitor token made (spec §6 lets visitors create documents; kept 24 hours, not listed).
    organisationId: uuid('organisation_id'),
    userId: uuid('user_id'),
    templateId: varchar('template_id', { length: 60 }).notNull(),
    templateVersion: smallint('template_version').notNull(),
    title: text('title').notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    companyName: text('company_name'),
    // en | zh-HK | zh-CN | en+zh-HK | en+zh-CN
    docLanguage: varchar('doc_language', { length: 10 }).notNull(),
    // separate | sideBySide | sequential
    layout: varchar('layout', { length: 12 }).notNull(),
    letterheadId: uuid('letterhead_id').references(() => documentLetterheads.id, { onDelete: 'set null' }),
    inputs: jsonb('inputs').notNull(),
    // The company data the document was filled from, kept so a re-download is the same document.
    company: jsonb('company'),
    // The file-store nodes (module files) holding this generation's Word and PDF files, saved when it was made;
    // null when the user had no write right in the store (or for the visitor token). Owned here, not by files.
    storedFiles: jsonb('stored_files').$type<GeneratedDocumentStoredFiles>(),
    ...timestamps,
  },
  (table) => [index('generated_documents_user_created_at_idx').on(table.userId, table.createdAt)],
);

export type LetterheadRow = typeof documentLetterheads.$inferSelect;
export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;
