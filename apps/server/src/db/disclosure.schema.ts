import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Disclosure data: documents of every kind with their search vectors, the
 * HKEXnews category tree, and the company data around them (directors,
 * offerings, Hong Kong registry companies, financials, shareholders).
 * Each row carries `source`: 'demo' for generated demonstration rows (the UI
 * labels them), or the importer that wrote it ('hkex', 'sfc', 'cr', 'shared').
 */

/** A PostgreSQL tsvector, written as the output of to_tsvector('simple', …) over our own tokens. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * HKEXnews headline categories (level t1, t2g group, t2) from 2007-06-25 and the
 * document types (level doc) used 1999-04-01..2007-06-24; names in three scripts.
 */
export const headlineCategories = pgTable(
  'headline_categories',
  {
    level: varchar('level', { length: 3 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    // t2g and t2: the tier-1 code; t2 also its group
    t1Code: varchar('t1_code', { length: 10 }),
    groupCode: varchar('group_code', { length: 10 }),
    nameEn: text('name_en').notNull(),
    nameZhHk: text('name_zh_hk').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // A code (or name) of our reference seed that no public source confirms; the category files replace it.
    guessed: boolean('guessed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.level, table.code] })],
);

/**
 * Every searchable document: announcements (HK and A-share), regulatory
 * documents of the /disData/org lists, enforcement cases, regulatory updates,
 * laws and regulations. Kept narrow: bodies live in document_bodies, and the
 * body search vector is TOASTed out of line.
 */
export const documents = pgTable(
  'documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // announcement | regulation | enforcement | update | law
    kind: varchar('kind', { length: 12 }).notNull(),
    // The public key of a document in URLs (spec §2 md5Key)
    md5Key: varchar('md5_key', { length: 32 }).notNull(),
    // The importer and its id for the document, so re-imports change nothing
    source: varchar('source', { length: 10 }).notNull(),
    sourceId: varchar('source_id', { length: 60 }).notNull(),
    // Announcements: HK, SH, SZ, BJ and the issuers' stock codes (several for joint announcements)
    market: varchar('market', { length: 2 }),
    stockCodes: text('stock_codes').array().notNull().default(sql`'{}'::text[]`),
    // The issuer was delisted (spec §9: its announcements before May 2019 are left out when filters are used)
    issuerDelisted: boolean('issuer_delisted').notNull().default(false),
    titleEn: text('title_en'),
    titleZh: text('title_zh'),
    releaseTime: timestamp('release_time', { withTimezone: true }).notNull(),
    // HKEXnews headline category (tier 1 and tier-2 codes) or pre-2007 document type
    t1Code: varchar('t1_code', { length: 10 }),
    t2Codes: text('t2_codes').array().notNull().default(sql`'{}'::text[]`),
    docType: varchar('doc_type', { length: 10 }),
    // Links to the published files, per language, and their sizes
    fileLinkEn: text('file_link_en'),
    fileLinkZh: text('file_link_zh'),
    fileType: varchar('file_type', { length: 10 }),
    fileSize: varchar('file_size', { length: 20 }),
    // Regulatory documents: issuing body (HKEX, SFC, LEGCO, CSRC, SSE, SZSE), list and organisation type (spec §9)
    issuingBody: varchar('issuing_body', { length: 10 }),
    listType: smallint('list_type'),
    orgType: smallint('org_type'),
    // 1 effective, 2 expired, 3 repealed
    validity: smallint('validity'),
    versionDate: date('version_date'),
    effectiveDate: date('effective_date'),
    ruleNumber: varchar('rule_number', { length: 60 }),
    // Enforcement cases and regulatory updates: 1 HKEX, 0 SFC (spec §2 sup sourceType)
    sourceType: smallint('source_type'),
    subjectEn: text('subject_en'),
    subjectZh: text('subject_zh'),
    punishedParty: text('punished_party'),
    summaryEn: text('summary_en'),
    summaryZh: text('summary_zh'),
    hasBody: boolean('has_body').notNull().default(false),
    // Overlapping Han bigrams + Latin/digit words of both titles, simplified script (see modules/disclosure/search)
    searchTitle: tsvector('search_title').notNull(),
    searchBody: tsvector('search_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_md5_key_key').on(table.md5Key),
    uniqueIndex('documents_source_source_id_key').on(table.source, table.sourceId),
    index('documents_release_time_idx').on(table.releaseTime.desc(), table.id.desc()),
    index('documents_kind_release_time_idx').on(table.kind, table.releaseTime.desc()),
    index('documents_stock_codes_idx').using('gin', table.stockCodes),
    index('documents_t2_codes_idx').using('gin', table.t2Codes),
    index('documents_search_title_idx').using('gin', table.searchTitle),
    index('documents_search_body_idx').using('gin', table.searchBody),
  ],
);

/**
 * The documents' change counter: one row (id 1) whose version a statement-level trigger on documents
 * raises in the writing transaction (custom migration `documents_version_trigger`), so it becomes visible
 * with the change itself. Search pages and the follows list's announcement counts are kept in memory while
 * it (and the catalogue's, listed_companies_version) is unchanged (docs/PERFORMANCE.md, fifth round).
 */
export const documentsVersion = pgTable('documents_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Full text of a document, per language ('en' or 'zh'); searched through documents.search_body. */
export const documentBodies = pgTable(
  'document_bodies',
  {
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.lang] })],
);

/** Directors of listed companies (spec §3): category 1 executive, 2 non-executive, 3 independent non-executive, 4 alternate. */
export const directors = pgTable(
  'directors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    category: smallint('category').notNull(),
    position: text('position'),
    appointedOn: date('appointed_on').notNull(),
    resignedOn: date('resigned_on'),
    birthYear: smallint('birth_year'),
    // 'M' or 'F'
    gender: varchar('gender', { length: 1 }),
    // As the source writes it: English, and Chinese where the source gives it (shown to Chinese readers).
    education: text('education'),
    educationZh: text('education_zh'),
    source: varchar('source', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('directors_stock_code_idx').on(table.market, table.stockCode), index('directors_resigned_on_idx').on(table.resignedOn)],
);

/**
 * New issues and prospectuses (spec §3 Offering, §4 listing states): applications
 * (A1, PHIP) through listing, with the offer terms.
 */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    // main | gem
    board: varchar('board', { length: 10 }).notNull(),
    // ipo | introduction | placing | offer-for-sale | spin-off | transfer
    offeringType: varchar('offering_type', { length: 20 }).notNull(),
    // See ListingState in @app/contracts
    listingState: smallint('listing_state').notNull(),
    applicationDate: date('application_date'),
    hearingDate: date('hearing_date'),
    prospectusDate: date('prospectus_date'),
    listingDate: date('listing_date'),
    currency: varchar('currency', { length: 3 }).notNull().default('HKD'),
    offerPriceLow: numeric('offer_price_low', { precision: 14, scale: 4 }),
    offerPriceHigh: numeric('offer_price_high', { precision: 14, scale: 4 }),
    offerPrice: numeric('offer_price', { precision: 14, scale: 4 }),
    sharesOffered: bigint('shares_offered', { mode: 'number' }),
    proceeds: numeric('proceeds', { precision: 20, scale: 2 }),
    greenshoeShares: bigint('greenshoe_shares', { mode: 'number' }),
    publicSubscriptionMultiple: numeric('public_subscription_multiple', { precision: 10, scale: 2 }),
    placingSubscriptionMultiple: numeric('placing_subscription_multiple', { precision: 10, scale: 2 }),
    sponsors: text('sponsors').array().notNull().default(sql`'{}'::text[]`),
    // [{ role: 'legal-adviser' | 'auditor' | 'underwriter' | 'compliance-adviser' | …, name }]
    advisers: jsonb('advisers').notNull().default(sql`'[]'::jsonb`),
    createdByUserId: uuid('created_by_user_id'),
    source: varchar('source', { length: 10 }).notNull(),
    // pending | approved | rejected: a user-added record (source 'user') is pending until staff review it;
    // only approved records are shown to others (imports and seeds are approved)
    reviewStatus: varchar('review_status', { length: 10 }).notNull().default('approved'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: uuid('reviewed_by_user_id'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offerings_listing_state_idx').on(table.listingState),
    index('offerings_stock_code_idx').on(table.market, table.stockCode),
    index('offerings_review_status_idx').on(table.reviewStatus, table.createdAt),
  ],
);

/** Hong Kong companies from the Companies Registry (local and registered non-Hong Kong companies). */
export const hkCompanies = pgTable(
  'hk_companies',
  {
    companyNo: varchar('company_no', { length: 20 }).primaryKey(),
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    companyType: text('company_type'),
    // local | foreign
    registerKind: varchar('register_kind', { length: 7 }).notNull(),
    incorporationDate: date('incorporation_date'),
    placeOfIncorporation: text('place_of_incorporation'),
    // live | dissolved | winding-up
    status: varchar('status', { length: 12 }).notNull().default('live'),
    windingUpMode: text('winding_up_mode'),
    dissolutionDate: date('dissolution_date'),
    // [{ date, nameEn, nameZh }] earlier names, newest first
    nameHistory: jsonb('name_history').notNull().default(sql`'[]'::jsonb`),
    source: varchar('source', { length: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hk_companies_name_en_idx').on(table.nameEn)],
);

/** Financial statement lines per company and year: statement pl | bs | cf, items { key: amount }. */
export const companyFinancials = pgTable(
  'company_financials',
  {
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    statement: varchar('statement', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    items: jsonb('items').notNull(),
    source: varchar('source', { length: 10 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.market, table.stockCode, table.fiscalYear, table.statement] })],
);

/** Substantial shareholders (spec §3): holding, percentage and the last notice date. */
export const companyShareholders = pgTable(
  'company_shareholders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    holderName: text('holder_name').notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    percentage: numeric('percentage', { precision: 7, scale: 4 }).notNull(),
    lastNoticeDate: date('last_notice_date'),
    source: varchar('source', { length: 10 }).notNull(),
  },
  (table) => [index('company_shareholders_stock_code_idx').on(table.market, table.stockCode)],
);

/** What an importer run did (counts and rejected rows), for the operator and idempotency checks. */
export const importRuns = pgTable('import_runs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  importer: varchar('importer', { length: 40 }).notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  rejected: integer('rejected').notNull(),
  // [{ row, reason }]
  rejections: jsonb('rejections').notNull().default(sql`'[]'::jsonb`),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
