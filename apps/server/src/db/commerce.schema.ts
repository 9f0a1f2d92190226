import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/*
 * Commerce tables (issue 13), owned by modules/commerce. Money is bigint minor
 * units plus a currency (spec §9, brief §4.2); every uniqueness rule of the
 * payment state machine is a named constraint, so a repeated or late
 * notification cannot credit twice even when two processes race.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const money = (name: string) => bigint(name, { mode: 'number' });

/** Products: membership plans and registry searches; staff change prices here without a deploy. */
export const commerceProducts = pgTable(
  'commerce_products',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: varchar('code', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    registry: varchar('registry', { length: 20 }),
    nameEn: text('name_en').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhHk: text('name_zh_hk').notNull(),
    descriptionEn: text('description_en'),
    descriptionZhCn: text('description_zh_cn'),
    descriptionZhHk: text('description_zh_hk'),
    /** Membership: the price. Registry: official fee + service charge (kept in step by the service). */
    priceMinor: money('price_minor').notNull(),
    originalPriceMinor: money('original_price_minor'),
    officialFeeMinor: money('official_fee_minor'),
    serviceChargeMinor: money('service_charge_minor'),
    currency: varchar('currency', { length: 3 }).notNull(),
    productMonth: integer('product_month'),
    recommend: smallint('recommend').notNull().default(0),
    needsPurpose: boolean('needs_purpose').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_products_code_key').on(table.code), check('commerce_products_price_check', sql`${table.priceMinor} > 0`)],
);

/** The one cart across all registries: one line per search, with the price when it was added. */
export const commerceCartItems = pgTable(
  'commerce_cart_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id),
    target: jsonb('target').notNull(),
    targetLabel: text('target_label').notNull(),
    priceMinor: money('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    ...timestamps,
  },
  (table) => [index('commerce_cart_items_user_id_idx').on(table.userId)],
);

/** Contacts for registry orders (spec §3 shopping address). */
export const commerceAddresses = pgTable(
  'commerce_addresses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    contactType: smallint('contact_type').notNull().default(1),
    contactName: varchar('contact_name', { length: 40 }).notNull(),
    type: smallint('type').notNull().default(1),
    name: text('name'),
    companyName: text('company_name'),
    tel: varchar('tel', { length: 30 }).notNull(),
    email: varchar('email', { length: 120 }),
    postCode: varchar('post_code', { length: 20 }),
    area: text('area'),
    addressOne: text('address_one'),
    ...timestamps,
  },
  (table) => [index('commerce_addresses_user_id_idx').on(table.userId)],
);

/**
 * Orders (brief §4.1). paid_minor and refunded_minor are kept in the same
 * transaction as the payment and refund rows; the check makes "refunds never
 * exceed what was paid" a database rule.
 */
export const commerceOrders = pgTable(
  'commerce_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: uuid('user_id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    orderType: smallint('order_type').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    paidMinor: money('paid_minor').notNull().default(0),
    refundedMinor: money('refunded_minor').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    title: text('title').notNull(),
    addressId: uuid('address_id'),
    contactName: text('contact_name'),
    tel: varchar('tel', { length: 30 }),
    email: varchar('email', { length: 120 }),
    purpose: text('purpose'),
    typeCode: varchar('type_code', { length: 20 }),
    locale: varchar('locale', { length: 5 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliverBy: timestamp('deliver_by', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The buyer removed it from the list; kept for audit (issue 13). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_orders_order_no_key').on(table.orderNo),
    index('commerce_orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('commerce_orders_status_idx').on(table.status),
    check('commerce_orders_amount_check', sql`${table.amountMinor} > 0`),
    check('commerce_orders_refund_check', sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.paidMinor}`),
  ],
);

/** Order lines: what was bought, at what price, for which target. */
export const commerceOrderItems = pgTable(
  'commerce_order_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => commerceProducts.id),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    productName: text('product_name').notNull(),
    registry: varchar('registry', { length: 20 }),
    target: jsonb('target'),
    targetLabel: text('target_label').notNull(),
    priceMinor: money('price_minor').notNull(),
    officialFeeMinor: money('official_fee_minor'),
    serviceChargeMinor: money('service_charge_minor'),
    currency: varchar('currency', { length: 3 }).notNull(),
    productMonth: integer('product_month'),
    ...timestamps,
  },
  (table) => [index('commerce_order_items_order_id_idx').on(table.orderId)],
);

/** The order timeline (created, paid, in fulfilment, delivered, cancelled, refunded). */
export const commerceOrderEvents = pgTable(
  'commerce_order_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    type: varchar('type', { length: 30 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
    actorUserId: uuid('actor_user_id'),
    ...timestamps,
  },
  (table) => [index('commerce_order_events_order_id_idx').on(table.orderId)],
);

/** One payment attempt at one provider (brief §4.1): a new attempt has a new out_trade_no. */
export const commercePayments = pgTable(
  'commerce_payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    merchantId: varchar('merchant_id', { length: 64 }).notNull(),
    payWay: smallint('pay_way').notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    providerTxnId: varchar('provider_txn_id', { length: 64 }),
    status: varchar('status', { length: 20 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    payerAmountMinor: money('payer_amount_minor'),
    payerCurrency: varchar('payer_currency', { length: 3 }),
    codeUrl: text('code_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Last time the provider was asked (the poll asks at most every few seconds). */
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_payments_out_trade_no_key').on(table.provider, table.merchantId, table.outTradeNo),
    uniqueIndex('commerce_payments_provider_txn_key').on(table.provider, table.providerTxnId),
    index('commerce_payments_order_id_idx').on(table.orderId),
  ],
);

/** Refunds: several rows per order for partial refunds; a retry reuses out_refund_no (brief §1.1). */
export const commerceRefunds = pgTable(
  'commerce_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => commercePayments.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    outRefundNo: varchar('out_refund_no', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    status: varchar('status', { length: 20 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('commerce_refunds_out_refund_no_key').on(table.provider, table.outRefundNo),
    index('commerce_refunds_order_id_idx').on(table.orderId),
    check('commerce_refunds_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** Every notification received, verified or not (audit; replay in tests). */
export const commerceNotifications = pgTable(
  'commerce_notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 100 }),
    headers: jsonb('headers').notNull(),
    body: text('body').notNull(),
    verified: boolean('verified').notNull(),
    outcome: varchar('outcome', { length: 40 }).notNull(),
    detail: text('detail'),
    paymentId: uuid('payment_id'),
    ...timestamps,
  },
  (table) => [index('commerce_notifications_event_idx').on(table.provider, table.eventId), index('commerce_notifications_created_at_idx').on(table.createdAt)],
);

/** Delivered registry files (private to the buyer; stored under DATA_DIR/commerce). */
export const commerceOrderFiles = pgTable(
  'commerce_order_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    fileName: text('file_name').notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    ...timestamps,
  },
  (table) => [index('commerce_order_files_order_id_idx').on(table.orderId)],
);

/** Membership periods granted by paid orders; the user's vip_expires_at is the end of the last one. */
export const commerceMemberships = pgTable(
  'commerce_memberships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_memberships_order_id_key').on(table.orderId), index('commerce_memberships_user_id_idx').on(table.userId)],
);

/** Receipts asked for on paid orders (spec §3 Order receipt). */
export const commerceReceipts = pgTable(
  'commerce_receipts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    tel: varchar('tel', { length: 30 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_receipts_order_id_key').on(table.orderId)],
);

/** Invoice requests (brief §6): REQUESTED → ISSUED / REJECTED by staff. */
export const commerceInvoiceRequests = pgTable(
  'commerce_invoice_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').notNull(),
    orderIds: jsonb('order_ids').notNull(),
    titleType: varchar('title_type', { length: 20 }).notNull(),
    title: text('title').notNull(),
    taxId: varchar('tax_id', { length: 20 }),
    email: varchar('email', { length: 120 }).notNull(),
    address: text('address'),
    phone: varchar('phone', { length: 30 }),
    bank: text('bank'),
    account: varchar('account', { length: 40 }),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('REQUESTED'),
    // staff's answer: the invoice number and PDF when ISSUED, the reason when REJECTED
    invoiceNo: varchar('invoice_no', { length: 40 }),
    invoiceFileName: varchar('invoice_file_name', { length: 160 }),
    invoiceStorageKey: text('invoice_storage_key'),
    invoiceSizeBytes: integer('invoice_size_bytes'),
    rejectReason: text('reject_reason'),
    handledBy: uuid('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('commerce_invoice_requests_user_id_idx').on(table.userId), index('commerce_invoice_requests_status_idx').on(table.status, table.createdAt)],
);

/**
 * One row per commerce notice and outside channel (sms, mail): the guard that
 * makes a retried notice job send each SMS and e-mail at most once
 * (status sending → sent / retrying → failed).
 */
export const commerceNoticeDeliveries = pgTable(
  'commerce_notice_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    noticeKey: varchar('notice_key', { length: 160 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    userId: uuid('user_id').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 300 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_notice_deliveries_key_channel_key').on(table.noticeKey, table.channel)],
);

/** The sandbox provider's own ledger (plays WeChat/Alipay locally; development and tests only). */
export const commerceSandboxTrades = pgTable(
  'commerce_sandbox_trades',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    payWay: smallint('pay_way').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    state: varchar('state', { length: 20 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }),
    refundedMinor: money('refunded_minor').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('commerce_sandbox_trades_out_trade_no_key').on(table.outTradeNo)],
);
