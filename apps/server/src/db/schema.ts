import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

export * from './disclosure.schema';
export * from './files.schema';
export * from './alerts.schema';
export * from './commerce.schema';
export * from './jobs.schema';
export * from './documents.schema';
export * from './secretary.schema';
export * from './sync.schema';
export * from './calculators.schema';

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
    // 1 new, 2 handled (staff answered it: /au/admin/feedback/reply)
    status: integer('status').notNull().default(1),
    // the staff answer; its sender, if signed in when sending, is told in the message centre (switch `contact`)
    reply: varchar('reply', { length: 200 }),
    repliedBy: uuid('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
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

/**
 * Fixed-window counters of rate limits and lockouts (module rate-limits), one row per
 * (scope, key): the window started at window_start and ends at expires_at. Counting is one
 * atomic upsert, so every process on one database counts together and restarts forget nothing.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: varchar('scope', { length: 80 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);

/** Which seed steps ran, so demo data is loaded once and never twice. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Accounts and organisations (spec §3 sassUser / sassCompany, §4, §6)
// ---------------------------------------------------------------------------

/**
 * The account's own company (spec sassCompany). Account type codes (spec §3):
 * 1 listed company, 2 law firm, 3 accounting firm, 4 investment bank, 5 other,
 * 6 compliance adviser, 7 IFA, 8 secretarial services, 9 securities company.
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  type: smallint('type'),
  stockCode: varchar('stock_code', { length: 10 }),
  shortNameEn: varchar('short_name_en', { length: 200 }),
  shortNameCn: varchar('short_name_cn', { length: 200 }),
  userCompanyName: varchar('user_company_name', { length: 100 }),
  headImageUrl: text('head_image_url'),
  province: varchar('province', { length: 40 }),
  city: varchar('city', { length: 40 }),
  district: varchar('district', { length: 40 }),
  companyAddress: varchar('company_address', { length: 200 }),
  // 0 unverified, 1 under review, 2 verified, 3 failed (spec §4)
  certificationStatus: smallint('certification_status').notNull().default(0),
  certificationCheckStatus: smallint('certification_check_status').notNull().default(0),
  checkStatus: smallint('check_status').notNull().default(0),
  // 3 = company (corporate) membership (spec §4)
  vipStatus: smallint('vip_status').notNull().default(0),
  vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
  maxUsers: integer('max_users').notNull().default(1),
  secretarySwitch: smallint('secretary_switch').notNull().default(0),
  fileSwitch: smallint('file_switch').notNull().default(0),
  exp3: smallint('exp3').notNull().default(0),
  accountTypeChangedAt: timestamp('account_type_changed_at', { withTimezone: true }),
  ...timestamps,
});

/** A person who signs in (spec sassUser). userType 2 is a sub-account of a corporate organisation. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    phone: varchar('phone', { length: 20 }),
    // 1 +86, 2 +852, 3 +853, 4 +886 (spec §3 profile dialog codes)
    phoneRegion: smallint('phone_region'),
    loginName: varchar('login_name', { length: 40 }),
    name: varchar('name', { length: 40 }),
    nickName: varchar('nick_name', { length: 40 }),
    email: varchar('email', { length: 120 }),
    job: varchar('job', { length: 20 }),
    openId: varchar('open_id', { length: 64 }),
    unionId: varchar('union_id', { length: 64 }),
    headImg: text('head_img'),
    passwordHash: text('password_hash'),
    // 0 none, 1 VIP, 3 company member (spec §4)
    vipStatus: smallint('vip_status').notNull().default(0),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    userType: smallint('user_type').notNull().default(1),
    adminStatus: smallint('admin_status').notNull().default(0),
    secretarySwitch: smallint('secretary_switch').notNull().default(1),
    fileSwitch: smallint('file_switch').notNull().default(1),
    exp3: smallint('exp3').notNull().default(0),
    // back-office staff (reviews certification requests)
    isStaff: boolean('is_staff').notNull().default(false),
    loginAccess: boolean('login_access').notNull().default(true),
    // Company person fields (spec §3): department, 1 current / 2 previous employee, second contacts, notes
    deptId: uuid('dept_id').references((): AnyPgColumn => companyDepartments.id, { onDelete: 'set null' }),
    jobStatus: smallint('job_status').notNull().default(1),
    standbyPhone: varchar('standby_phone', { length: 20 }),
    standbyEmail: varchar('standby_email', { length: 120 }),
    tel: varchar('tel', { length: 30 }),
    fax: varchar('fax', { length: 30 }),
    remark: varchar('remark', { length: 200 }),
    label: varchar('label', { length: 60 }),
    // The interface language the user chose (en, zh-CN, zh-HK; issue 18): what messages, SMS and e-mail made
    // without a request (reminders, alerts, notices, digests) are written in. Null until chosen or first signed in.
    locale: varchar('locale', { length: 5 }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_login_name_key').on(table.loginName),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_open_id_key').on(table.openId),
    uniqueIndex('users_union_id_key').on(table.unionId),
    index('users_organisation_id_idx').on(table.organisationId),
  ],
);

/**
 * An organisation's departments (spec §3 Department: name up to 60
 * characters, with sub-departments through parent_id); names are unique
 * within the organisation (/au/companyDept/exist).
 */
export const companyDepartments = pgTable(
  'company_departments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => companyDepartments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('company_departments_organisation_name_key').on(table.organisationId, table.name), index('company_departments_parent_id_idx').on(table.parentId)],
);

/** Signed-in sessions; only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keepSigned: boolean('keep_signed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_id_idx').on(table.userId)],
);

/** SMS and e-mail verification codes; only a hash of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: varchar('channel', { length: 5 }).notNull(),
    target: varchar('target', { length: 120 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    ...timestamps,
  },
  (table) => [
    index('verification_codes_target_idx').on(table.channel, table.target, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Slider captcha challenges (spec §9: 400×155, piece 44, radius 10). */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    pieceX: smallint('piece_x').notNull(),
    pieceY: smallint('piece_y').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    /** Hash of the client that asked for the puzzle (address + user agent); only that client may answer it. */
    clientHash: varchar('client_hash', { length: 64 }),
    /** How far from the answer a release may be (px): tighter after failures from the address. */
    tolerancePx: smallint('tolerance_px').notNull().default(4),
    /** This puzzle's place in a row of puzzles the client must solve in a row (1 = first). */
    round: smallint('round').notNull().default(1),
    /** Puzzles to solve in a row before a ticket (more after failures from the address). */
    roundsRequired: smallint('rounds_required').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('captcha_challenges_client_hash_created_at_idx').on(table.clientHash, table.createdAt)],
);

/**
 * Messages the development providers "sent" (SMS and e-mail), shown on the
 * development outbox page instead of reaching a phone or mailbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: varchar('channel', { length: 5 }).notNull(),
    recipient: varchar('recipient', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    // E-mail attachments: [{ filename, contentType, sizeBytes, content? }]; the content is kept for text ones (≤ 64 KB, e.g. .ics) only.
    attachments: jsonb('attachments'),
    ...timestamps,
  },
  (table) => [index('outbox_messages_created_at_idx').on(table.createdAt)],
);

/**
 * Listed securities known to the product (HK, Shanghai, Shenzhen, Beijing).
 * The accounts module reads it for stock search; the disclosure module owns and extends it.
 */
export const listedCompanies = pgTable(
  'listed_companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    // HK, SH, SZ, BJ
    market: varchar('market', { length: 2 }).notNull(),
    shortNameEn: varchar('short_name_en', { length: 200 }),
    shortNameCn: varchar('short_name_cn', { length: 200 }),
    // 1 listed, 2 delisted
    status: smallint('status').notNull().default(1),
    listingDate: date('listing_date'),
    // Company profile (spec §3 Company). profile_source 'demo' marks generated values the UI labels.
    nameEn: text('name_en'),
    nameCn: text('name_cn'),
    // main | gem (HK); sh-main | sz-main | sme | chinext | star | bse (mainland)
    board: varchar('board', { length: 10 }),
    // See SecuritiesTypes in @app/contracts (ordinary, h, red-chip, sh-a, …)
    securitiesType: varchar('securities_type', { length: 12 }),
    // normal | suspended | halted (short suspension) | delisted
    tradingState: varchar('trading_state', { length: 10 }),
    delistingDate: date('delisting_date'),
    industry: varchar('industry', { length: 40 }),
    placeOfIncorporation: varchar('place_of_incorporation', { length: 40 }),
    // The other leg of an A+H pair: 'SH:600028' on the H share, 'HK:00386' on the A share
    pairedListing: varchar('paired_listing', { length: 14 }),
    website: text('website'),
    issuedShares: bigint('issued_shares', { mode: 'number' }),
    // MM-DD
    financialYearEnd: varchar('financial_year_end', { length: 5 }),
    lotSize: integer('lot_size'),
    marketCap: numeric('market_cap', { precision: 20, scale: 2 }),
    // { chairman, companySecretary, complianceAdviser, auditor, legalAdviser, registrar, principalOffice }
    profile: jsonb('profile'),
    profileSource: varchar('profile_source', { length: 10 }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('listed_companies_market_stock_code_key').on(table.market, table.stockCode),
    // Look-ups by code alone (followed companies, client companies, the session's focusNum): without it each read the whole unique index (0.5–1 ms).
    index('listed_companies_stock_code_idx').on(table.stockCode),
    index('listed_companies_status_listing_date_idx').on(table.status, table.listingDate),
  ],
);

/**
 * The catalogue's change counter: one row (id 1) whose version a statement-level trigger on
 * listed_companies raises in the writing transaction (custom migration `listed_companies_version_trigger`), so it becomes visible
 * with the change itself. The in-memory catalogue index reads it by primary key on every call instead
 * of counting the catalogue (docs/PERFORMANCE.md, fourth round).
 */
export const listedCompaniesVersion = pgTable('listed_companies_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A user's client ("service") companies: listed (stock code) or Hong Kong
 * non-listed (Companies Registry number). status 1 is the one current default;
 * the partial unique index makes a second default impossible (spec §4).
 */
export const serviceCompanies = pgTable(
  'service_companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'listed' or 'hk'
    kind: varchar('kind', { length: 6 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    companyNo: varchar('company_no', { length: 20 }),
    companyNameCn: varchar('company_name_cn', { length: 200 }),
    companyNameEn: varchar('company_name_en', { length: 200 }),
    job: varchar('job', { length: 20 }).notNull(),
    status: smallint('status').notNull().default(2),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('service_companies_one_default_key').on(table.userId).where(sql`${table.status} = 1`),
    uniqueIndex('service_companies_user_stock_code_key').on(table.userId, table.stockCode).where(sql`${table.kind} = 'listed'`),
    uniqueIndex('service_companies_user_company_no_key').on(table.userId, table.companyNo).where(sql`${table.kind} = 'hk'`),
  ],
);

/** Files users upload (business cards now; the file manager later). Stored under DATA_DIR/files. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: varchar('purpose', { length: 30 }).notNull(),
  storagePath: text('storage_path').notNull(),
  originalName: varchar('original_name', { length: 255 }),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  ...timestamps,
});

/** Account certification requests (spec §3 certification info, §4 statuses). */
export const certificationRequests = pgTable(
  'certification_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: varchar('name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    userCompanyName: varchar('user_company_name', { length: 30 }).notNull(),
    job: varchar('job', { length: 20 }),
    email: varchar('email', { length: 120 }),
    accountType: smallint('account_type').notNull(),
    stockCode: varchar('stock_code', { length: 10 }),
    checkType: smallint('check_type').notNull().default(1),
    cardFileId: uuid('card_file_id')
      .notNull()
      .references(() => storedFiles.id),
    // 1 under review, 2 verified, 3 failed
    status: smallint('status').notNull().default(1),
    reason: varchar('reason', { length: 200 }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('certification_requests_status_idx').on(table.status, table.createdAt)],
);

/** The message centre (spec §3 Message); readStatus 1 unread, 2 read. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    source: smallint('source').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    content: text('content'),
    readStatus: smallint('read_status').notNull().default(1),
    md5Key: varchar('md5_key', { length: 64 }),
    languageType: smallint('language_type'),
    ruleType: smallint('rule_type'),
    docUrlCn: text('doc_url_cn'),
    docUrlEn: text('doc_url_en'),
    // One message per user and thing (alerts: 'doc:<md5Key>', 'director:<md5Key>:<person>'); null for one-off notices
    dedupeKey: varchar('dedupe_key', { length: 160 }),
    // What the detail route needs besides md5Key (spec §2): { id, kind, market, orgType, listType, sourceType } of a document
    ref: jsonb('ref'),
    ...timestamps,
  },
  (table) => [
    index('messages_user_id_created_at_idx').on(table.userId, table.createdAt),
    uniqueIndex('messages_user_id_dedupe_key_key').on(table.userId, table.dedupeKey),
  ],
);

/**
 * Deliveries of messages on outside channels (issue 17: WeChat template messages of alerts): one row per
 * message and channel, inserted before the provider is called, so a retried or re-run job never sends twice.
 * status: sending | sent | retrying (a transient failure, the job retries) | failed | skipped (switch off,
 * unbound, not following; `error` says which).
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 300 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('message_deliveries_message_channel_key').on(table.messageId, table.channel)],
);

/** Notification switches per user (spec §3 message switches); 1 on, 0 off. */
export const messageSwitches = pgTable('message_switches', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wechat: smallint('wechat').notNull().default(1),
  announcementFocus: smallint('announcement_focus').notNull().default(1),
  violations: smallint('violations').notNull().default(1),
  regulatory: smallint('regulatory').notNull().default(1),
  dynamic: smallint('dynamic').notNull().default(1),
  mediation: smallint('mediation').notNull().default(1),
  application: smallint('application').notNull().default(1),
  director: smallint('director').notNull().default(1),
  calendar: smallint('calendar').notNull().default(1),
  contact: smallint('contact').notNull().default(1),
  // The daily e-mail digest of unread alerts (issue 17): off unless chosen; in the language of the page that turned it on
  emailDigest: smallint('email_digest').notNull().default(0),
  digestLocale: varchar('digest_locale', { length: 5 }),
  exp1: varchar('exp1', { length: 200 }),
  ...timestamps,
});

/** Daily usage of free-tier quotas (spec §6); subject is 'user:<id>' or 'ip:<address>'. */
export const quotaUsages = pgTable(
  'quota_usages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subject: varchar('subject', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    day: date('day').notNull(),
    used: integer('used').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('quota_usages_subject_kind_day_key').on(table.subject, table.kind, table.day)],
);

/**
 * The WeChat client-credential access tokens (cgi-bin/token), one row per AppID, shared by every process:
 * a refresh invalidates the previous token after a short overlap, so processes must not each keep their
 * own. `refreshing_until` is the lease of the process fetching a new one.
 */
export const wechatAccessTokens = pgTable('wechat_access_tokens', {
  appId: varchar('app_id', { length: 64 }).primaryKey(),
  token: text('token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
  ...timestamps,
});

/**
 * Who follows the WeChat Official Account, as its server callback (subscribe / unsubscribe events) tells:
 * the Official Account's own openId (not the website-login one), the unionId that links it to our user
 * (from cgi-bin/user/info), and the time of the last event applied (an older event retried late is ignored).
 */
export const wechatOfficialAccountFollowers = pgTable(
  'wechat_oa_followers',
  {
    oaOpenId: varchar('oa_open_id', { length: 64 }).primaryKey(),
    unionId: varchar('union_id', { length: 64 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    following: boolean('following').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('wechat_oa_followers_union_id_idx').on(table.unionId), index('wechat_oa_followers_user_id_idx').on(table.userId)],
);

/**
 * WeChat website-login attempts (OAuth 2 "qrconnect"): the state the browser
 * polls, the identity the callback received, and a ticket that carries that
 * identity into registration or binding. State and ticket are stored hashed.
 */
export const wechatLogins = pgTable(
  'wechat_logins',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    // 'login' or 'bind'
    mode: varchar('mode', { length: 5 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // pending → authorized → signedIn | needsPhone | bound | rejected
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    openId: varchar('open_id', { length: 64 }),
    unionId: varchar('union_id', { length: 64 }),
    nickName: varchar('nick_name', { length: 40 }),
    headImg: text('head_img'),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('wechat_logins_state_hash_key').on(table.stateHash), index('wechat_logins_ticket_hash_idx').on(table.ticketHash)],
);

/**
 * Daily price history per security (open, high, low, close, volume, turnover),
 * read by /au/stock/stockHistory and the price calculators. Prices and turnover
 * are exact numerics (returned as strings); source 'import' for imported files,
 * 'demo' for the synthetic demonstration history the UI must label.
 */
export const dailyPrices = pgTable(
  'daily_prices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // HK, SH, SZ, BJ (as listed_companies)
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    tradeDate: date('trade_date').notNull(),
    open: numeric('open', { precision: 18, scale: 4 }).notNull(),
    high: numeric('high', { precision: 18, scale: 4 }).notNull(),
    low: numeric('low', { precision: 18, scale: 4 }).notNull(),
    close: numeric('close', { precision: 18, scale: 4 }).notNull(),
    volume: bigint('volume', { mode: 'bigint' }).notNull(),
    turnover: numeric('turnover', { precision: 20, scale: 2 }).notNull(),
    // 'import' or 'demo'
    source: varchar('source', { length: 20 }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('daily_prices_market_stock_code_trade_date_key').on(table.market, table.stockCode, table.tradeDate),
    // Range scans by code alone (stockHistory without a market).
    index('daily_prices_stock_code_trade_date_idx').on(table.stockCode, table.tradeDate),
  ],
);

// ---------------------------------------------------------------------------
// What users keep: followed companies, footprints, favourites folders and collected items (spec §3, §7)
// ---------------------------------------------------------------------------

/** Companies a user follows (/au/focus/*); their announcements feed /disData/notice/focus. */
export const focusCompanies = pgTable(
  'focus_companies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: varchar('market', { length: 2 }).notNull(),
    stockCode: varchar('stock_code', { length: 10 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('focus_companies_user_stock_key').on(table.userId, table.market, table.stockCode)],
);

/** Detail pages a user opened (/au/footprint/*): one row per item, moved to the top on a new visit. */
export const footprints = pgTable(
  'footprints',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // See CollectTypes in @app/contracts (announcement, regulation, …, company)
    type: smallint('type').notNull(),
    // md5Key, document id, stock code or company number
    refKey: varchar('ref_key', { length: 40 }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    // The route and its query, to reopen the page
    path: text('path').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    visitCount: integer('visit_count').notNull().default(1),
  },
  (table) => [uniqueIndex('footprints_user_item_key').on(table.userId, table.type, table.refKey), index('footprints_user_visited_at_idx').on(table.userId, table.visitedAt)],
);

/** Favourites folders (spec §3: name up to 24 characters, unique per user). */
export const favoritesFolders = pgTable(
  'favorites_folders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 24 }).notNull(),
    instructions: varchar('instructions', { length: 200 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('favorites_folders_user_name_key').on(table.userId, table.name)],
);

/** An item collected into a favourites folder (spec §3 Collected item); once per folder. */
export const collectedItems = pgTable(
  'collected_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoritesId: uuid('favorites_id')
      .notNull()
      .references(() => favoritesFolders.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    refKey: varchar('ref_key', { length: 40 }).notNull(),
    articleTitle: text('article_title').notNull(),
    articleTitleEn: text('article_title_en'),
    langType: smallint('lang_type'),
    path: text('path').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('collected_items_folder_item_key').on(table.favoritesId, table.type, table.refKey), index('collected_items_user_created_at_idx').on(table.userId, table.createdAt)],
);
