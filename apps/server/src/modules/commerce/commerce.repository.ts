import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  commerceAddresses,
  commerceCartItems,
  commerceInvoiceRequests,
  commerceMemberships,
  commerceNoticeDeliveries,
  commerceNotifications,
  commerceOrderEvents,
  commerceOrderFiles,
  commerceOrderItems,
  commerceOrders,
  commercePayments,
  commerceProducts,
  commerceReceipts,
  commerceRefunds,
  commerceSandboxTrades,
} from '../../db/schema';

export type ProductRow = typeof commerceProducts.$inferSelect;
export type NewProduct = typeof commerceProducts.$inferInsert;
export type CartItemRow = typeof commerceCartItems.$inferSelect;
export type AddressRow = typeof commerceAddresses.$inferSelect;
export type OrderRow = typeof commerceOrders.$inferSelect;
export type NewOrder = typeof commerceOrders.$inferInsert;
export type OrderItemRow = typeof commerceOrderItems.$inferSelect;
export type NewOrderItem = typeof commerceOrderItems.$inferInsert;
export type OrderEventRow = typeof commerceOrderEvents.$inferSelect;
export type PaymentRow = typeof commercePayments.$inferSelect;
export type NewPayment = typeof commercePayments.$inferInsert;
export type RefundRow = typeof commerceRefunds.$inferSelect;
export type OrderFileRow = typeof commerceOrderFiles.$inferSelect;
export type SandboxTradeRow = typeof commerceSandboxTrades.$inferSelect;
export type ReceiptRow = typeof commerceReceipts.$inferSelect;
export type InvoiceRequestRow = typeof commerceInvoiceRequests.$inferSelect;
export type NoticeDeliveryRow = typeof commerceNoticeDeliveries.$inferSelect;

/** Order states by list filter (spec: pending payment, completed, cancelled). */
export const ORDER_STATUS_GROUPS: Record<'pending' | 'paid' | 'completed' | 'cancelled', string[]> = {
  pending: ['PENDING_PAYMENT'],
  paid: ['PAID', 'FULFILLING'],
  completed: ['DELIVERED'],
  cancelled: ['CANCELLED', 'REFUND_PENDING', 'REFUNDED'],
};

const createQueries = (db: Database) => ({
  // --- products -----------------------------------------------------------
  listProducts: async (filter: { kind?: string; registry?: string; activeOnly: boolean }, page: number, limit: number) => {
    const where = and(
      filter.kind ? eq(commerceProducts.kind, filter.kind) : undefined,
      filter.registry ? eq(commerceProducts.registry, filter.registry) : undefined,
      filter.activeOnly ? eq(commerceProducts.active, true) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(commerceProducts).where(where).orderBy(asc(commerceProducts.sort), asc(commerceProducts.code)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(commerceProducts).where(where),
    ]);
    return { rows, total };
  },
  findProduct: async (id: string): Promise<ProductRow | undefined> => (await db.select().from(commerceProducts).where(eq(commerceProducts.id, id)))[0],
  findProductsByIds: (ids: string[]) => (ids.length ? db.select().from(commerceProducts).where(inArray(commerceProducts.id, ids)) : Promise.resolve([] as ProductRow[])),
  insertMissingProducts: async (products: NewProduct[]) => {
    await db.insert(commerceProducts).values(products).onConflictDoNothing({ target: commerceProducts.code });
  },
  updateProduct: async (id: string, changes: Partial<NewProduct>, now: Date) => {
    await db.update(commerceProducts).set({ ...changes, updatedAt: now }).where(eq(commerceProducts.id, id));
  },

  // --- cart ---------------------------------------------------------------
  listCart: (userId: string) => db.select().from(commerceCartItems).where(eq(commerceCartItems.userId, userId)).orderBy(asc(commerceCartItems.createdAt)),
  insertCartItem: async (item: typeof commerceCartItems.$inferInsert) => {
    await db.insert(commerceCartItems).values(item);
  },
  deleteCartItems: async (userId: string, ids: string[]) => {
    if (ids.length) await db.delete(commerceCartItems).where(and(eq(commerceCartItems.userId, userId), inArray(commerceCartItems.id, ids)));
  },

  // --- addresses ----------------------------------------------------------
  listAddresses: (userId: string) => db.select().from(commerceAddresses).where(eq(commerceAddresses.userId, userId)).orderBy(desc(commerceAddresses.createdAt)),
  findAddress: async (userId: string, id: string): Promise<AddressRow | undefined> =>
    (await db.select().from(commerceAddresses).where(and(eq(commerceAddresses.id, id), eq(commerceAddresses.userId, userId))))[0],
  insertAddress: async (address: typeof commerceAddresses.$inferInsert): Promise<AddressRow> => (await db.insert(commerceAddresses).values(address).returning())[0],

  // --- orders -------------------------------------------------------------
  insertOrder: async (order: NewOrder): Promise<OrderRow> => (await db.insert(commerceOrders).values(order).returning())[0],
  insertOrderItems: async (items: NewOrderItem[]) => {
    await db.insert(commerceOrderItems).values(items);
  },
  insertEvent: async (event: typeof commerceOrderEvents.$inferInsert) => {
    await db.insert(commerceOrderEvents).values(event);
  },
  findOrder: async (id: string): Promise<OrderRow | undefined> => (await db.select().from(commerceOrders).where(eq(commerceOrders.id, id)))[0],
  /** Reads the order and locks its row until the transaction ends: every state change goes through this lock. */
  lockOrder: async (id: string): Promise<OrderRow | undefined> => (await db.select().from(commerceOrders).where(eq(commerceOrders.id, id)).for('update'))[0],
  updateOrder: async (id: string, changes: Partial<NewOrder>, now: Date) => {
    await db.update(commerceOrders).set({ ...changes, updatedAt: now }).where(eq(commerceOrders.id, id));
  },
  /** Adds to paid or refunded sums; the table's check refuses refunds above what was paid. */
  addToOrderSums: async (id: string, sums: { paid?: number; refunded?: number }, now: Date) => {
    await db
      .update(commerceOrders)
      .set({ paidMinor: sql`${commerceOrders.paidMinor} + ${sums.paid ?? 0}`, refundedMinor: sql`${commerceOrders.refundedMinor} + ${sums.refunded ?? 0}`, updatedAt: now })
      .where(eq(commerceOrders.id, id));
  },
  listOrders: async (userId: string, statuses: string[] | undefined, page: number, limit: number) => {
    const where = and(eq(commerceOrders.userId, userId), isNull(commerceOrders.hiddenAt), statuses ? inArray(commerceOrders.status, statuses) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(commerceOrders).where(where).orderBy(desc(commerceOrders.createdAt)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(commerceOrders).where(where),
    ]);
    return { rows, total };
  },
  listOrdersByStatus: async (statuses: string[], orderType: number, page: number, limit: number) => {
    const where = and(inArray(commerceOrders.status, statuses), eq(commerceOrders.orderType, orderType));
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(commerceOrders).where(where).orderBy(asc(commerceOrders.deliverBy), asc(commerceOrders.createdAt)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(commerceOrders).where(where),
    ]);
    return { rows, total };
  },
  listItems: (orderIds: string[]) => (orderIds.length ? db.select().from(commerceOrderItems).where(inArray(commerceOrderItems.orderId, orderIds)) : Promise.resolve([] as OrderItemRow[])),
  listEvents: (orderId: string) => db.select().from(commerceOrderEvents).where(eq(commerceOrderEvents.orderId, orderId)).orderBy(asc(commerceOrderEvents.at), asc(commerceOrderEvents.createdAt)),

  // --- payments -----------------------------------------------------------
  insertPayment: async (payment: NewPayment): Promise<PaymentRow> => (await db.insert(commercePayments).values(payment).returning())[0],
  findPayment: async (id: string): Promise<PaymentRow | undefined> => (await db.select().from(commercePayments).where(eq(commercePayments.id, id)))[0],
  findPaymentByOutTradeNo: async (provider: string, outTradeNo: string): Promise<PaymentRow | undefined> =>
    (await db.select().from(commercePayments).where(and(eq(commercePayments.provider, provider), eq(commercePayments.outTradeNo, outTradeNo))))[0],
  lockPayment: async (id: string): Promise<PaymentRow | undefined> => (await db.select().from(commercePayments).where(eq(commercePayments.id, id)).for('update'))[0],
  /**
   * The conditional transition of brief §4.2: changes the payment only when it
   * is still in one of `from`; returns the row when it did (the caller grants
   * entitlements only then), undefined when another delivery got there first.
   */
  transitionPayment: async (id: string, from: string[], changes: Partial<NewPayment>, now: Date): Promise<PaymentRow | undefined> =>
    (
      await db
        .update(commercePayments)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(commercePayments.id, id), inArray(commercePayments.status, from)))
        .returning()
    )[0],
  openPaymentsOfOrder: (orderId: string) => db.select().from(commercePayments).where(and(eq(commercePayments.orderId, orderId), inArray(commercePayments.status, ['CREATED', 'AWAITING_SCAN']))),
  succeededPaymentsOfOrder: (orderId: string) => db.select().from(commercePayments).where(and(eq(commercePayments.orderId, orderId), eq(commercePayments.status, 'SUCCEEDED'))),
  /** Attempts still waiting that were created before `before` (reconciliation). */
  staleOpenPayments: (before: Date, limit: number) =>
    db
      .select()
      .from(commercePayments)
      .where(and(inArray(commercePayments.status, ['CREATED', 'AWAITING_SCAN']), lte(commercePayments.createdAt, before)))
      .orderBy(asc(commercePayments.createdAt))
      .limit(limit),

  /** Attempts in `statuses` created between `since` and `before`, oldest first (the daily reconciliation). */
  paymentsToReconcile: (statuses: string[], since: Date, before: Date, limit: number) =>
    db
      .select()
      .from(commercePayments)
      .where(and(inArray(commercePayments.status, statuses), gte(commercePayments.createdAt, since), lte(commercePayments.createdAt, before)))
      .orderBy(asc(commercePayments.createdAt))
      .limit(limit),

  // --- refunds ------------------------------------------------------------
  insertRefund: async (refund: typeof commerceRefunds.$inferInsert): Promise<RefundRow> => (await db.insert(commerceRefunds).values(refund).returning())[0],
  findRefund: async (id: string): Promise<RefundRow | undefined> => (await db.select().from(commerceRefunds).where(eq(commerceRefunds.id, id)))[0],
  findRefundByOutRefundNo: async (provider: string, outRefundNo: string): Promise<RefundRow | undefined> =>
    (await db.select().from(commerceRefunds).where(and(eq(commerceRefunds.provider, provider), eq(commerceRefunds.outRefundNo, outRefundNo))))[0],
  updateRefund: async (id: string, changes: Partial<typeof commerceRefunds.$inferInsert>, now: Date) => {
    await db.update(commerceRefunds).set({ ...changes, updatedAt: now }).where(eq(commerceRefunds.id, id));
  },
  refundsOfOrder: (orderId: string) => db.select().from(commerceRefunds).where(eq(commerceRefunds.orderId, orderId)),

  // --- notifications ------------------------------------------------------
  logNotification: async (entry: typeof commerceNotifications.$inferInsert) => {
    await db.insert(commerceNotifications).values(entry);
  },
  listNotifications: (provider: string) => db.select().from(commerceNotifications).where(eq(commerceNotifications.provider, provider)).orderBy(asc(commerceNotifications.createdAt)),

  // --- files --------------------------------------------------------------
  insertFile: async (file: typeof commerceOrderFiles.$inferInsert) => {
    await db.insert(commerceOrderFiles).values(file);
  },
  listFiles: (orderIds: string[]) =>
    orderIds.length ? db.select().from(commerceOrderFiles).where(inArray(commerceOrderFiles.orderId, orderIds)).orderBy(asc(commerceOrderFiles.createdAt)) : Promise.resolve([] as OrderFileRow[]),
  countFiles: async (orderId: string) => (await db.select({ total: count() }).from(commerceOrderFiles).where(eq(commerceOrderFiles.orderId, orderId)))[0].total,
  deleteFile: async (orderId: string, fileId: string): Promise<OrderFileRow | undefined> =>
    (await db.delete(commerceOrderFiles).where(and(eq(commerceOrderFiles.orderId, orderId), eq(commerceOrderFiles.id, fileId))).returning())[0],

  // --- memberships, receipts, invoices -------------------------------------
  insertMembership: async (membership: typeof commerceMemberships.$inferInsert) => {
    await db.insert(commerceMemberships).values(membership);
  },
  countMemberships: async (userId: string) => (await db.select({ total: count() }).from(commerceMemberships).where(eq(commerceMemberships.userId, userId)))[0].total,
  insertReceipt: async (receipt: typeof commerceReceipts.$inferInsert): Promise<ReceiptRow> =>
    (
      await db
        .insert(commerceReceipts)
        .values(receipt)
        .onConflictDoUpdate({ target: commerceReceipts.orderId, set: { name: receipt.name, tel: receipt.tel ?? null, updatedAt: receipt.updatedAt } })
        .returning()
    )[0],
  listReceipts: async (userId: string, page: number, limit: number) => {
    const rows = await db
      .select({ receipt: commerceReceipts, order: commerceOrders })
      .from(commerceReceipts)
      .innerJoin(commerceOrders, eq(commerceOrders.id, commerceReceipts.orderId))
      .where(eq(commerceReceipts.userId, userId))
      .orderBy(desc(commerceReceipts.createdAt))
      .limit(limit)
      .offset((page - 1) * limit);
    const [{ total }] = await db.select({ total: count() }).from(commerceReceipts).where(eq(commerceReceipts.userId, userId));
    return { rows, total };
  },
  insertInvoiceRequest: async (request: typeof commerceInvoiceRequests.$inferInsert): Promise<InvoiceRequestRow> => (await db.insert(commerceInvoiceRequests).values(request).returning())[0],
  listInvoiceRequests: async (userId: string, page: number, limit: number) => {
    const where = eq(commerceInvoiceRequests.userId, userId);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(commerceInvoiceRequests).where(where).orderBy(desc(commerceInvoiceRequests.createdAt)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(commerceInvoiceRequests).where(where),
    ]);
    return { rows, total };
  },

  findInvoiceRequest: async (id: string): Promise<InvoiceRequestRow | undefined> => (await db.select().from(commerceInvoiceRequests).where(eq(commerceInvoiceRequests.id, id)))[0],
  /** Staff list: one status or all, open (REQUESTED) first, then oldest first. */
  listInvoiceRequestsByStatus: async (status: string | undefined, page: number, limit: number) => {
    const where = status ? eq(commerceInvoiceRequests.status, status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(commerceInvoiceRequests)
        .where(where)
        .orderBy(sql`case when ${commerceInvoiceRequests.status} = 'REQUESTED' then 0 else 1 end`, asc(commerceInvoiceRequests.createdAt))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(commerceInvoiceRequests).where(where),
    ]);
    return { rows, total };
  },
  /** Answers a request still REQUESTED (the conditional update is the guard against two staff answering at once). */
  answerInvoiceRequest: async (id: string, changes: Partial<typeof commerceInvoiceRequests.$inferInsert>, now: Date): Promise<InvoiceRequestRow | undefined> =>
    (
      await db
        .update(commerceInvoiceRequests)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(commerceInvoiceRequests.id, id), eq(commerceInvoiceRequests.status, 'REQUESTED')))
        .returning()
    )[0],

  // --- notice deliveries (SMS and e-mail at most once per notice) ----------
  /** Inserts the delivery row, or finds the one a previous run left: `created` says which. */
  claimNoticeDelivery: async (row: typeof commerceNoticeDeliveries.$inferInsert): Promise<{ row: NoticeDeliveryRow; created: boolean }> => {
    const [inserted] = await db.insert(commerceNoticeDeliveries).values(row).onConflictDoNothing({ target: [commerceNoticeDeliveries.noticeKey, commerceNoticeDeliveries.channel] }).returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db.select().from(commerceNoticeDeliveries).where(and(eq(commerceNoticeDeliveries.noticeKey, row.noticeKey), eq(commerceNoticeDeliveries.channel, row.channel)));
    return { row: existing, created: false };
  },
  /** Conditional change (only from `from`); answers the row when it changed. */
  updateNoticeDelivery: async (id: string, from: string[], changes: Partial<typeof commerceNoticeDeliveries.$inferInsert>, now: Date): Promise<NoticeDeliveryRow | undefined> =>
    (
      await db
        .update(commerceNoticeDeliveries)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(commerceNoticeDeliveries.id, id), inArray(commerceNoticeDeliveries.status, from)))
        .returning()
    )[0],
  listNoticeDeliveries: (noticeKey: string) => db.select().from(commerceNoticeDeliveries).where(eq(commerceNoticeDeliveries.noticeKey, noticeKey)),

  // --- sandbox ledger -----------------------------------------------------
  upsertSandboxTrade: async (trade: typeof commerceSandboxTrades.$inferInsert) => {
    await db.insert(commerceSandboxTrades).values(trade).onConflictDoNothing({ target: commerceSandboxTrades.outTradeNo });
  },
  findSandboxTrade: async (outTradeNo: string): Promise<SandboxTradeRow | undefined> => (await db.select().from(commerceSandboxTrades).where(eq(commerceSandboxTrades.outTradeNo, outTradeNo)))[0],
  updateSandboxTrade: async (outTradeNo: string, fromStates: string[], changes: Partial<typeof commerceSandboxTrades.$inferInsert>, now: Date): Promise<SandboxTradeRow | undefined> =>
    (
      await db
        .update(commerceSandboxTrades)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(commerceSandboxTrades.outTradeNo, outTradeNo), inArray(commerceSandboxTrades.state, fromStates)))
        .returning()
    )[0],
});

/** The only SQL for the commerce tables; `transaction` runs the same queries inside a caller's transaction. */
export const createCommerceRepository = (db: Database) => {
  const queries = createQueries(db);
  return {
    ...queries,
    /** The same queries in a transaction. */
    within: (transaction?: Transaction) => (transaction ? createQueries(transaction) : queries),
    /**
     * Runs `work` in one transaction (row locks last until it ends); inside an
     * outer transaction (a job's) it is a savepoint of that one, so a job's
     * work commits with the job.
     */
    transaction: <T>(work: (transaction: Transaction, queries: ReturnType<typeof createQueries>) => Promise<T>, outer?: Transaction): Promise<T> =>
      (outer ?? db).transaction(async (transaction) => work(transaction as unknown as Transaction, createQueries(transaction as unknown as Database))),
  };
};

export type CommerceRepository = ReturnType<typeof createCommerceRepository>;
export type CommerceQueries = ReturnType<typeof createQueries>;
