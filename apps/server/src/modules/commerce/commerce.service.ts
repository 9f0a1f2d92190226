import type {
  Cart,
  CartAddBody,
  InvoiceRequestBody,
  Locale,
  OrderAddBody,
  OrderDetail,
  OrderListBody,
  OrderSummary,
  Product,
  ProductUpdateBody,
  RegistryTarget,
  ShoppingAddressBody,
} from '@app/contracts';
import { CommerceLimits, OrderType } from '@app/contracts';
import { effectiveVipStatus, VipStatus } from '@app/domain';
import { nameKey } from '@app/domain/chinese-script';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { streamZip } from '../../lib/zip-stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nameForReader } from '../../lib/reader-name';
import { recipientLocale } from '../../lib/recipient-locale';
import type { MailProvider, SmsProvider } from '../../providers/types';
import type { UsersService } from '../auth/users.service';
import type { MessagesService } from '../messages/messages.service';
import { defaultProducts } from './commerce.products';
import { ORDER_STATUS_GROUPS, type AddressRow, type CommerceQueries, type CommerceRepository, type InvoiceRequestRow, type OrderFileRow, type OrderItemRow, type OrderRow, type ProductRow } from './commerce.repository';
import type { CommerceJobs } from './jobs-port';
import { commerceCatalogues as catalogues, createCommerceNotices, type NoticePayload } from './commerce.notices';
import { addEvent, type PaymentsService } from './payments.service';

export { COMMERCE_MESSAGE_SOURCE } from './commerce.notices';
/** The pre-expiry notice goes this many days before a membership ends. */
const MEMBERSHIP_REMINDER_DAYS = 7;

export const CommerceJobKinds = {
  notify: 'commerce.notify',
  registryDeadline: 'commerce.registry.deadline',
  membershipReminder: 'commerce.membership.reminder',
  membershipExpire: 'commerce.membership.expire',
  reconcile: 'commerce.reconcile',
} as const;

type NotifyPayload = Omit<NoticePayload, 'key'>;

/** Accepted delivered-file types, recognised by their first bytes (not the name). */
const FILE_SIGNATURES: { type: string; extension: string; matches: (head: Buffer) => boolean }[] = [
  { type: 'application/pdf', extension: 'pdf', matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/png', extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extension: 'jpg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
];

const nameOf = (product: Pick<ProductRow, 'nameEn' | 'nameZhCn' | 'nameZhHk'>, locale: Locale) => (locale === 'en' ? product.nameEn : locale === 'zh-CN' ? product.nameZhCn : product.nameZhHk);
const descriptionOf = (product: ProductRow, locale: Locale) => (locale === 'en' ? product.descriptionEn : locale === 'zh-CN' ? product.descriptionZhCn : product.descriptionZhHk);

/** Money for a person (messages): HK$12.30. */
const formatMoney = (minor: number, currency: string) => `${currency === 'HKD' ? 'HK$' : currency === 'CNY' ? '¥' : `${currency} `}${(minor / 100).toFixed(2)}`;
const hkDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

const addMonths = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
};

/** The words that identify a registry target (shown in cart, orders and the staff queue). */
const labelOf = (target: RegistryTarget) =>
  [target.companyNo, target.nameEn, target.nameZh, ...(target.names ?? []), target.brNumber ? `BR ${target.brNumber}-${target.branch ?? '000'}` : undefined].filter(Boolean).join(' · ');

/**
 * A stored target (names as the source or the buyer wrote them) with its Chinese names in the reader's script
 * (issue 18); `locale` null keeps them as stored (the staff queue: what is searched at the Registry).
 */
const targetForReader = (target: RegistryTarget, locale: Locale | null): RegistryTarget => ({
  ...target,
  ...(target.nameZh ? { nameZh: nameForReader(target.nameZh, locale) ?? target.nameZh } : {}),
  ...(target.names ? { names: target.names.map((name) => nameForReader(name, locale) ?? name) } : {}),
});
/** The label of an order line in the reader's script (a membership line has no target and keeps its label). */
const itemLabelFor = (item: Pick<OrderItemRow, 'target' | 'targetLabel'>, locale: Locale | null) =>
  item.target ? labelOf(targetForReader(item.target as RegistryTarget, locale)) : item.targetLabel;

export const presentProduct = (product: ProductRow, locale: Locale): Product => ({
  id: product.id,
  code: product.code,
  kind: product.kind as Product['kind'],
  registry: (product.registry as Product['registry']) ?? null,
  name: nameOf(product, locale),
  description: descriptionOf(product, locale) ?? null,
  price: product.priceMinor,
  originalPrice: product.originalPriceMinor ?? null,
  officialFee: product.officialFeeMinor ?? null,
  serviceCharge: product.serviceChargeMinor ?? null,
  currency: product.currency,
  productMonth: product.productMonth ?? null,
  recommend: product.recommend,
  needsPurpose: product.needsPurpose,
});

const presentSummary = (order: OrderRow): OrderSummary => ({
  orderId: order.id,
  orderNo: order.orderNo,
  orderType: order.orderType,
  status: order.status as OrderSummary['status'],
  amount: order.amountMinor,
  refunded: order.refundedMinor,
  currency: order.currency,
  title: order.title,
  createDate: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});
const presentItem = (item: OrderItemRow, locale: Locale | null) => ({
  id: item.id,
  productName: item.productName,
  registry: (item.registry as OrderDetail['items'][number]['registry']) ?? null,
  targetLabel: itemLabelFor(item, locale),
  price: item.priceMinor,
  officialFee: item.officialFeeMinor ?? null,
  serviceCharge: item.serviceChargeMinor ?? null,
  currency: item.currency,
});
const presentInvoice = (row: InvoiceRequestRow) => ({
  id: row.id,
  orderIds: row.orderIds as string[],
  titleType: row.titleType,
  title: row.title,
  taxId: row.taxId,
  email: row.email,
  amount: row.amountMinor,
  currency: row.currency,
  status: row.status as 'REQUESTED' | 'ISSUED' | 'REJECTED',
  createDate: row.createdAt.toISOString(),
  invoiceNo: row.invoiceNo,
  hasFile: Boolean(row.invoiceStorageKey),
  rejectReason: row.rejectReason,
  handledAt: row.handledAt?.toISOString() ?? null,
});
const presentFile = (file: OrderFileRow) => ({ id: file.id, fileName: file.fileName, sizeBytes: file.sizeBytes, contentType: file.contentType, uploadedAt: file.createdAt.toISOString() });
const presentAddress = (address: AddressRow) => ({
  id: address.id,
  contactType: address.contactType,
  contactName: address.contactName,
  type: address.type,
  name: address.name,
  companyName: address.companyName,
  tel: address.tel,
  email: address.email,
  postCode: address.postCode,
  area: address.area,
  addressOne: address.addressOne,
});

export type CommerceServiceDependencies = {
  repository: CommerceRepository;
  payments: PaymentsService;
  users: UsersService;
  messages: Pick<MessagesService, 'notify'>;
  sms: SmsProvider;
  mail: MailProvider;
  jobs: CommerceJobs;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
  /** Delivered files live under this folder (DATA_DIR/commerce). */
  filesDir: string;
  /** The Companies Registry names we hold for a company number, as the source writes them (companies module). */
  registry: { registeredNames: (companyNo: string) => Promise<{ nameEn: string | null; nameZh: string | null } | null> };
};

/**
 * Products, cart, orders, memberships and registry fulfilment (issue 13).
 * Payments and refunds are the payments service's; this one decides what an
 * order is and what a paid order gives.
 */
export const createCommerceService = (dependencies: CommerceServiceDependencies) => {
  const { repository, payments, users, messages, sms, mail, jobs, clock, log, filesDir, registry } = dependencies;

  const notifyLater = (payload: NotifyPayload, key: string, tx: Transaction, runAt?: Date) => jobs.schedule(CommerceJobKinds.notify, { ...payload, key }, { key, tx, runAt });

  const notices = createCommerceNotices({ repository, users, messages, sms, mail, clock });
  // the job's key goes into the payload: the message centre and each outside channel are then at most once per notice
  jobs.define<NoticePayload>(CommerceJobKinds.notify, (payload) => notices.send(payload), { transaction: false });

  /**
   * Cancels a paid registry order and refunds everything not yet refunded (24-hour rule, or staff "unobtainable").
   * Runs under the order lock; a delivered or already cancelled order is left alone.
   */
  const cancelAndRefund = async (tx: Transaction, queries: CommerceQueries, orderId: string, reason: string, now: Date, actorUserId: string | null) => {
    const order = await queries.lockOrder(orderId);
    if (!order || (order.status !== 'FULFILLING' && order.status !== 'PAID')) return false;
    await queries.updateOrder(order.id, { status: 'REFUND_PENDING', cancelledAt: now, cancelReason: reason }, now);
    await addEvent(queries, order.id, 'cancelled', now, reason, actorUserId);
    let remaining = order.paidMinor - order.refundedMinor;
    for (const payment of await queries.succeededPaymentsOfOrder(order.id)) {
      if (remaining <= 0) break;
      const amount = Math.min(remaining, payment.amountMinor);
      await payments.requestRefund(tx, queries, order, payment, amount, reason, now);
      remaining -= amount;
    }
    await jobs.cancel(CommerceJobKinds.registryDeadline, order.id, { tx });
    await notifyLater(
      { userId: order.userId, notice: 'orderRefunded', locale: order.locale as Locale, params: { orderNo: order.orderNo, reason, amount: formatMoney(order.paidMinor - order.refundedMinor, order.currency) }, sms: true, mail: true },
      `refunded:${order.id}`,
      tx,
    );
    return true;
  };

  jobs.define<{ orderId: string }>(CommerceJobKinds.registryDeadline, async ({ orderId }, context) => {
    await repository.transaction(async (tx, queries) => {
      const order = await queries.findOrder(orderId);
      // The reason goes into the buyer's refund notice: in the buyer's stored language, else the order's.
      const buyer = order ? await users.lockAndReadUser(order.userId, tx) : undefined;
      await cancelAndRefund(tx, queries, orderId, catalogues[recipientLocale(buyer?.locale, order?.locale)].reasons.timeout, context.now, null);
    }, context.tx);
  });

  jobs.define<{ userId: string; until: string; locale: Locale }>(CommerceJobKinds.membershipReminder, async ({ userId, until, locale }, context) => {
    const user = await users.lockAndReadUser(userId, context.tx);
    // renewed since: the later expiry has its own reminder
    if (!user || user.vipExpiresAt?.toISOString() !== until || user.vipStatus !== VipStatus.Vip) return;
    await notifyLater({ userId, notice: 'vipEndingSoon', locale, params: { until: hkDate(new Date(until)) } }, `vip-ending:${userId}:${until}`, context.tx);
  });

  jobs.define<{ userId: string; until: string; locale: Locale }>(CommerceJobKinds.membershipExpire, async ({ userId, until, locale }, context) => {
    const user = await users.lockAndReadUser(userId, context.tx);
    if (!user || user.vipExpiresAt?.toISOString() !== until || user.vipStatus !== VipStatus.Vip) return;
    // the access rule already treats an expired membership as free (effectiveVipStatus); this makes the stored status say so too
    await users.setMembership(userId, { vipStatus: VipStatus.Free, vipExpiresAt: user.vipExpiresAt }, context.now, context.tx);
    await notifyLater({ userId, notice: 'vipEnded', locale, params: { until: hkDate(new Date(until)) } }, `vip-ended:${userId}:${until}`, context.tx);
  });

  /**
   * What a paid order gives, in the payment's transaction: a membership is
   * granted (extending a running one), a registry order enters fulfilment with
   * its 24-hour deadline as a job.
   */
  const onOrderPaid = async (order: OrderRow, { tx, queries, now }: { tx: Transaction; queries: CommerceQueries; now: Date }) => {
    const locale = order.locale as Locale;
    if (order.orderType === OrderType.Membership) {
      const [item] = await queries.listItems([order.id]);
      const user = await users.lockAndReadUser(order.userId, tx);
      if (!user || !item) return;
      const running = user.vipStatus === VipStatus.Vip && user.vipExpiresAt && user.vipExpiresAt > now ? user.vipExpiresAt : now;
      const endsAt = addMonths(running, item.productMonth ?? 1);
      await queries.insertMembership({ userId: user.id, orderId: order.id, startsAt: running, endsAt });
      await users.setMembership(user.id, { vipStatus: VipStatus.Vip, vipExpiresAt: endsAt }, now, tx);
      await queries.updateOrder(order.id, { status: 'DELIVERED', deliveredAt: now }, now);
      await addEvent(queries, order.id, 'membership_granted', now, endsAt.toISOString());
      const until = endsAt.toISOString();
      await jobs.schedule(CommerceJobKinds.membershipReminder, { userId: user.id, until, locale }, { key: `${user.id}:${until}`, runAt: new Date(endsAt.getTime() - MEMBERSHIP_REMINDER_DAYS * 86_400_000), tx });
      await jobs.schedule(CommerceJobKinds.membershipExpire, { userId: user.id, until, locale }, { key: `${user.id}:${until}`, runAt: endsAt, tx });
      await notifyLater({ userId: user.id, notice: 'vipActivated', locale, params: { until: hkDate(endsAt) } }, `vip-activated:${order.id}`, tx);
      return;
    }
    const deliverBy = new Date(now.getTime() + CommerceLimits.deliveryHours * 3_600_000);
    await queries.updateOrder(order.id, { status: 'FULFILLING', deliverBy }, now);
    await addEvent(queries, order.id, 'fulfilling', now);
    await jobs.schedule(CommerceJobKinds.registryDeadline, { orderId: order.id }, { key: order.id, runAt: deliverBy, tx });
    await notifyLater({ userId: order.userId, notice: 'orderPaid', locale, params: { orderNo: order.orderNo } }, `paid:${order.id}`, tx);
  };

  /** The cart's lines with their targets as stored (what an order keeps); `cartOf` presents them to a reader. */
  const cartLines = async (userId: string, locale: Locale) => {
    const rows = await repository.listCart(userId);
    const products = new Map((await repository.findProductsByIds([...new Set(rows.map((row) => row.productId))])).map((product) => [product.id, product]));
    return rows.map((row) => {
      const product = products.get(row.productId);
      return {
        id: row.id,
        productId: row.productId,
        productName: product ? nameOf(product, locale) : '',
        registry: (product?.registry as Cart['list'][number]['registry']) ?? null,
        target: row.target as RegistryTarget,
        targetLabel: row.targetLabel,
        price: row.priceMinor,
        currentPrice: product?.priceMinor ?? row.priceMinor,
        currency: product?.currency ?? row.currency,
        needsPurpose: product?.needsPurpose ?? false,
        available: Boolean(product?.active),
      };
    });
  };

  const cartOf = async (userId: string, locale: Locale): Promise<Cart> => {
    const list = (await cartLines(userId, locale)).map((line) => {
      const target = targetForReader(line.target, locale);
      return { ...line, target, targetLabel: labelOf(target) };
    });
    const available = list.filter((item) => item.available);
    return { list, total: list.length, amount: available.reduce((sum, item) => sum + item.currentPrice, 0), currency: available[0]?.currency ?? 'HKD' };
  };

  const ownOrder = async (userId: string, orderId: string) => {
    const order = await repository.findOrder(orderId);
    if (!order || order.userId !== userId) throw new AppError('COMMERCE_ORDER_NOT_FOUND');
    return order;
  };

  const detailOf = async (order: OrderRow, locale: Locale): Promise<OrderDetail> => {
    const [items, events, files] = await Promise.all([repository.listItems([order.id]), repository.listEvents(order.id), repository.listFiles([order.id])]);
    return {
      ...presentSummary(order),
      items: items.map((item) => presentItem(item, locale)),
      timeline: [{ type: 'created', at: order.createdAt.toISOString(), note: null }, ...events.map((event) => ({ type: event.type, at: event.at.toISOString(), note: event.note }))],
      // files are the buyer's once delivered; staff see them in the queue
      files: order.status === 'DELIVERED' ? files.map(presentFile) : [],
      contactName: order.contactName,
      tel: order.tel,
      purpose: order.purpose,
      cancelReason: order.cancelReason,
      deliverBy: order.deliverBy?.toISOString() ?? null,
      canCancel: order.status === 'PENDING_PAYMENT',
      canPay: order.status === 'PENDING_PAYMENT',
    };
  };

  const storagePathOf = (file: Pick<OrderFileRow, 'storageKey'>) => path.join(filesDir, file.storageKey);

  /** Streams an upload to `target`, noting its size and first 8 bytes (for the type check by content). */
  const writeUpload = async (stream: Readable, target: string): Promise<{ size: number; head: Buffer }> => {
    await fsp.mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    let head = Buffer.alloc(0);
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < 8) head = Buffer.concat([head, chunk]).subarray(0, 8);
    });
    await pipeline(stream, fs.createWriteStream(target));
    return { size, head };
  };

  /** The language of the buyer's first order of an invoice request (its notices are in it). */
  const localeOfInvoice = async (queries: CommerceQueries, row: InvoiceRequestRow): Promise<Locale> => {
    const [firstOrderId] = row.orderIds as string[];
    // inside the caller's transaction (on PGlite a query outside it would wait for it)
    const order = firstOrderId ? await queries.findOrder(firstOrderId) : undefined;
    return (order?.locale as Locale | undefined) ?? 'en';
  };

  /**
   * The files as one zip (fflate, stored without recompression: PDF, JPEG and PNG
   * are compressed already), read one at a time and paced by the client; equal
   * names get " (2)", " (3)".
   */
  const zipOf = (files: OrderFileRow[]): Readable => {
    const used = new Set<string>();
    const entryName = (name: string) => {
      const extension = path.extname(name);
      let candidate = name;
      for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) candidate = `${name.slice(0, name.length - extension.length)} (${copy})${extension}`;
      used.add(candidate.toLowerCase());
      return candidate;
    };
    return streamZip(files.map((file) => ({ name: entryName(file.fileName), open: () => fs.createReadStream(storagePathOf(file)) })));
  };

  return {
    onOrderPaid,

    /** Inserts the starting price list where missing (seed step; staff edits are kept). */
    seedProducts: () => repository.insertMissingProducts(defaultProducts()),

    /** POST /au/product/list: the active products in the request's language. */
    listProducts: async (locale: Locale, filter: { kind?: string; registry?: string; page: number; limit: number }) => {
      const { rows, total } = await repository.listProducts({ kind: filter.kind, registry: filter.registry, activeOnly: true }, filter.page, filter.limit);
      return { list: rows.map((row) => presentProduct(row, locale)), total };
    },

    /** Staff: price or availability change without a deploy; a registry price stays official fee + service charge. @throws COMMERCE_PRODUCT_NOT_FOUND */
    updateProduct: async (body: ProductUpdateBody) => {
      const product = await repository.findProduct(body.id);
      if (!product) throw new AppError('COMMERCE_PRODUCT_NOT_FOUND');
      const serviceCharge = body.serviceCharge ?? product.serviceChargeMinor;
      const price = product.kind === 'registry' ? (product.officialFeeMinor ?? 0) + (serviceCharge ?? 0) : (body.price ?? product.priceMinor);
      await repository.updateProduct(
        product.id,
        { priceMinor: price, serviceChargeMinor: serviceCharge, originalPriceMinor: body.originalPrice ?? product.originalPriceMinor, active: body.active === undefined ? product.active : body.active === 'true' },
        clock.now(),
      );
    },

    /** POST /au/order/serviceCost: the fee breakdown of a registry product. @throws COMMERCE_PRODUCT_NOT_FOUND */
    serviceCost: async (productId: string) => {
      const product = await repository.findProduct(productId);
      if (!product?.active) throw new AppError('COMMERCE_PRODUCT_NOT_FOUND');
      return { officialFee: product.officialFeeMinor ?? 0, serviceCharge: product.serviceChargeMinor ?? 0, price: product.priceMinor, currency: product.currency };
    },

    listCart: cartOf,

    /**
     * POST /au/shopCart/add: one registry search into the one cart, at today's price.
     * @throws COMMERCE_PRODUCT_NOT_FOUND, COMMERCE_TARGET_REQUIRED, COMMERCE_CART_FULL
     */
    addToCart: async (userId: string, locale: Locale, body: CartAddBody) => {
      const product = await repository.findProduct(body.prodId);
      if (!product?.active || product.kind !== 'registry') throw new AppError('COMMERCE_PRODUCT_NOT_FOUND');
      const names = (body.names ?? '')
        .split(/\r?\n|[,，;；]/)
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > CommerceLimits.namesPerReceiverSearch) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'names', message: 'validation.commerce.names' }] });
      // A company we hold keeps the name as the Registry writes it when the buyer's is the same name in another
      // script or width (the search showed it in the reader's script): every reader then sees it converted from the original.
      const registered = body.companyNo && (body.nameEn || body.nameZh) ? await registry.registeredNames(body.companyNo) : null;
      const asRegistered = (typed: string | undefined, source: string | null | undefined) => (typed && source && nameKey(typed) === nameKey(source) ? source : typed);
      const nameEn = asRegistered(body.nameEn, registered?.nameEn);
      const nameZh = asRegistered(body.nameZh, registered?.nameZh);
      const target: RegistryTarget = {
        ...(body.companyNo ? { companyNo: body.companyNo } : {}),
        ...(nameEn ? { nameEn } : {}),
        ...(nameZh ? { nameZh } : {}),
        ...(names.length ? { names } : {}),
        ...(body.brNumber ? { brNumber: body.brNumber, branch: body.branch ?? '000' } : {}),
      };
      const hasTarget = product.registry === 'br' ? Boolean(target.brNumber) : Boolean(target.companyNo || target.nameEn || target.nameZh || names.length);
      if (!hasTarget) throw new AppError('COMMERCE_TARGET_REQUIRED');
      if ((await repository.listCart(userId)).length >= CommerceLimits.cartItems) throw new AppError('COMMERCE_CART_FULL');
      await repository.insertCartItem({ userId, productId: product.id, target, targetLabel: labelOf(target), priceMinor: product.priceMinor, currency: product.currency });
      return cartOf(userId, locale);
    },

    removeFromCart: async (userId: string, locale: Locale, itemId: string) => {
      await repository.deleteCartItems(userId, [itemId]);
      return cartOf(userId, locale);
    },

    listAddresses: async (userId: string) => {
      const rows = await repository.listAddresses(userId);
      return { list: rows.map(presentAddress), total: rows.length };
    },
    addAddress: async (userId: string, body: ShoppingAddressBody) => presentAddress(await repository.insertAddress({ userId, ...body })),
    /** @throws RECORD_NOT_FOUND */
    addressDetail: async (userId: string, id: string) => {
      const address = await repository.findAddress(userId, id);
      if (!address) throw new AppError('RECORD_NOT_FOUND');
      return presentAddress(address);
    },

    /**
     * POST /au/order/add. Membership: one plan (a company member gets 500, spec §8).
     * Registry: the chosen cart lines, at today's prices; a changed total must be
     * re-confirmed (confirmedAmount), a contact is required and, for BR extracts,
     * the purpose and declaration (brief §5.3).
     * @throws COMMERCE_PRODUCT_NOT_FOUND, COMMERCE_ALREADY_MEMBER, COMMERCE_CART_EMPTY, COMMERCE_PRICE_CHANGED, COMMERCE_CONTACT_REQUIRED, COMMERCE_PURPOSE_REQUIRED
     */
    createOrder: async (actor: { userId: string; organisationId: string; user: Parameters<typeof effectiveVipStatus>[0]; organisation: Parameters<typeof effectiveVipStatus>[1] }, locale: Locale, body: OrderAddBody) => {
      const now = clock.now();
      const orderNo = `${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
      if (body.orderType === OrderType.Membership) {
        const product = body.prodId ? await repository.findProduct(body.prodId) : undefined;
        if (!product?.active || product.kind !== 'membership') throw new AppError('COMMERCE_PRODUCT_NOT_FOUND');
        if (effectiveVipStatus(actor.user, actor.organisation, now) === VipStatus.CompanyMember) throw new AppError('COMMERCE_ALREADY_MEMBER');
        return repository.transaction(async (_tx, queries) => {
          const order = await queries.insertOrder({
            orderNo,
            userId: actor.userId,
            organisationId: actor.organisationId,
            orderType: OrderType.Membership,
            status: 'PENDING_PAYMENT',
            amountMinor: product.priceMinor,
            currency: product.currency,
            title: nameOf(product, locale),
            locale,
          });
          await queries.insertOrderItems([
            { orderId: order.id, productId: product.id, productCode: product.code, productName: nameOf(product, locale), targetLabel: '', priceMinor: product.priceMinor, currency: product.currency, productMonth: product.productMonth },
          ]);
          return { orderId: order.id, orderNo, amount: order.amountMinor, currency: order.currency };
        });
      }
      const wanted = new Set((body.shopId ?? '').split(',').map((id) => id.trim()).filter(Boolean));
      const cart = (await cartLines(actor.userId, locale)).filter((item) => item.available && (wanted.size === 0 || wanted.has(item.id)));
      if (cart.length === 0) throw new AppError('COMMERCE_CART_EMPTY');
      const currencies = new Set(cart.map((item) => item.currency));
      if (currencies.size > 1) throw new AppError('COMMERCE_PRICE_CHANGED');
      const amount = cart.reduce((sum, item) => sum + item.currentPrice, 0);
      const changed = cart.some((item) => item.currentPrice !== item.price);
      if (changed && body.confirmedAmount !== amount) throw new AppError('COMMERCE_PRICE_CHANGED', { data: { amount, currency: cart[0].currency } });
      const address = body.addressId ? await repository.findAddress(actor.userId, body.addressId) : undefined;
      if (!address) throw new AppError('COMMERCE_CONTACT_REQUIRED');
      const needsPurpose = cart.some((item) => item.needsPurpose);
      const declared = body.declaration === 'true' || body.declaration === '1';
      if (needsPurpose && (!body.purpose || !declared)) throw new AppError('COMMERCE_PURPOSE_REQUIRED');
      const products = new Map((await repository.findProductsByIds(cart.map((item) => item.productId))).map((product) => [product.id, product]));
      return repository.transaction(async (_tx, queries) => {
        const order = await queries.insertOrder({
          orderNo,
          userId: actor.userId,
          organisationId: actor.organisationId,
          orderType: OrderType.Registry,
          status: 'PENDING_PAYMENT',
          amountMinor: amount,
          currency: cart[0].currency,
          // the title is the order's words at ordering, in the buyer's language and script (its lines are converted when read)
          title: cart.length === 1 ? `${cart[0].productName} · ${labelOf(targetForReader(cart[0].target, locale))}` : `${cart[0].productName} +${cart.length - 1}`,
          addressId: address.id,
          contactName: address.contactName,
          tel: address.tel,
          email: address.email,
          purpose: body.purpose ?? null,
          typeCode: body.typeCode ?? null,
          locale,
        });
        await queries.insertOrderItems(
          cart.map((item) => {
            const product = products.get(item.productId);
            return {
              orderId: order.id,
              productId: item.productId,
              productCode: product?.code ?? '',
              productName: item.productName,
              registry: item.registry,
              target: item.target,
              targetLabel: item.targetLabel,
              priceMinor: item.currentPrice,
              officialFeeMinor: product?.officialFeeMinor ?? null,
              serviceChargeMinor: product?.serviceChargeMinor ?? null,
              currency: item.currency,
            };
          }),
        );
        await queries.deleteCartItems(actor.userId, cart.map((item) => item.id));
        return { orderId: order.id, orderNo, amount, currency: order.currency };
      });
    },

    /** POST /au/order/list: the caller's orders, newest first, without those they removed from the list. */
    listOrders: async (userId: string, body: OrderListBody) => {
      const { rows, total } = await repository.listOrders(userId, body.status ? ORDER_STATUS_GROUPS[body.status] : undefined, body.page, body.limit);
      return { list: rows.map(presentSummary), total };
    },

    /** POST /au/order/detail: with items, timeline and (once delivered) files. @throws COMMERCE_ORDER_NOT_FOUND */
    orderDetail: async (userId: string, orderId: string, locale: Locale) => detailOf(await ownOrder(userId, orderId), locale),

    /**
     * POST /au/order/cancelOrder: only while waiting for payment; open attempts
     * are closed at the provider (a payment racing the cancel is refunded).
     * @throws COMMERCE_ORDER_NOT_FOUND, COMMERCE_ORDER_NOT_CANCELLABLE
     */
    cancelOrder: async (userId: string, orderId: string) => {
      await ownOrder(userId, orderId);
      const now = clock.now();
      await repository.transaction(async (_tx, queries) => {
        const order = await queries.lockOrder(orderId);
        if (order?.status !== 'PENDING_PAYMENT') throw new AppError('COMMERCE_ORDER_NOT_CANCELLABLE');
        await queries.updateOrder(orderId, { status: 'CANCELLED', cancelledAt: now, cancelReason: 'cancelled by the buyer' }, now);
        await addEvent(queries, orderId, 'cancelled', now, null, userId);
      });
      for (const open of await repository.openPaymentsOfOrder(orderId)) {
        try {
          await payments.reconcilePayment(open, 'switch');
        } catch (error) {
          // the expiry job closes it later
          log.warn({ err: error, paymentId: open.id }, 'closing a payment attempt of a cancelled order failed');
        }
      }
    },

    /** POST /au/order/deleteOrder: hides a finished order from the list; it is kept for audit. @throws COMMERCE_ORDER_NOT_FOUND, COMMERCE_ORDER_NOT_CANCELLABLE */
    deleteOrder: async (userId: string, orderId: string) => {
      const order = await ownOrder(userId, orderId);
      if (order.status === 'PENDING_PAYMENT' || order.status === 'PAID' || order.status === 'FULFILLING' || order.status === 'REFUND_PENDING') throw new AppError('COMMERCE_ORDER_NOT_CANCELLABLE');
      await repository.updateOrder(orderId, { hiddenAt: clock.now() }, clock.now());
    },

    /** POST /au/order/orderReceipt: a receipt for a paid order (name and phone printed on it). @throws COMMERCE_ORDER_NOT_FOUND, COMMERCE_ORDER_NOT_INVOICEABLE */
    orderReceipt: async (userId: string, body: { orderId: string; name: string; tel?: string }) => {
      const order = await ownOrder(userId, body.orderId);
      if (order.paidMinor === 0) throw new AppError('COMMERCE_ORDER_NOT_INVOICEABLE');
      const receipt = await repository.insertReceipt({ orderId: order.id, userId, name: body.name, tel: body.tel ?? null, updatedAt: clock.now() });
      return { id: receipt.id, orderId: order.id, orderNo: order.orderNo, name: receipt.name, tel: receipt.tel, amount: order.paidMinor - order.refundedMinor, currency: order.currency, createDate: receipt.createdAt.toISOString() };
    },
    listReceipts: async (userId: string, page: number, limit: number) => {
      const { rows, total } = await repository.listReceipts(userId, page, limit);
      return {
        list: rows.map(({ receipt, order }) => ({ id: receipt.id, orderId: order.id, orderNo: order.orderNo, name: receipt.name, tel: receipt.tel, amount: order.paidMinor - order.refundedMinor, currency: order.currency, createDate: receipt.createdAt.toISOString() })),
        total,
      };
    },

    /** POST /au/order/invoice: an invoice request over the caller's paid orders (brief §6). @throws COMMERCE_ORDER_NOT_INVOICEABLE */
    requestInvoice: async (userId: string, body: InvoiceRequestBody) => {
      const ids = [...new Set(body.orderIds.split(',').map((id) => id.trim()).filter(Boolean))];
      const orders = await Promise.all(ids.map((id) => repository.findOrder(id)));
      if (orders.some((order) => !order || order.userId !== userId || order.paidMinor - order.refundedMinor <= 0)) throw new AppError('COMMERCE_ORDER_NOT_INVOICEABLE');
      const paid = orders as OrderRow[];
      if (new Set(paid.map((order) => order.currency)).size !== 1) throw new AppError('COMMERCE_ORDER_NOT_INVOICEABLE');
      const row = await repository.insertInvoiceRequest({
        userId,
        orderIds: ids,
        titleType: body.titleType,
        title: body.title,
        taxId: body.taxId ?? null,
        email: body.email,
        address: body.address ?? null,
        phone: body.phone ?? null,
        bank: body.bank ?? null,
        account: body.account ?? null,
        amountMinor: paid.reduce((sum, order) => sum + order.paidMinor - order.refundedMinor, 0),
        currency: paid[0].currency,
      });
      return { id: row.id };
    },
    listInvoices: async (userId: string, page: number, limit: number) => {
      const { rows, total } = await repository.listInvoiceRequests(userId, page, limit);
      return { list: rows.map(presentInvoice), total };
    },

    /** GET /au/order/invoiceFile: the issued invoice PDF of the caller's own request (staff: any). @throws COMMERCE_INVOICE_NOT_FOUND */
    openInvoiceFile: async (userId: string, id: string, isStaff: boolean) => {
      const row = await repository.findInvoiceRequest(id);
      if (!row || (row.userId !== userId && !isStaff) || row.status !== 'ISSUED' || !row.invoiceStorageKey) throw new AppError('COMMERCE_INVOICE_NOT_FOUND');
      return { name: row.invoiceFileName ?? `invoice-${row.invoiceNo ?? row.id}.pdf`, sizeBytes: row.invoiceSizeBytes ?? undefined, stream: fs.createReadStream(path.join(filesDir, row.invoiceStorageKey)) };
    },

    // --- staff: invoice requests ----------------------------------------------

    /** Staff list of invoice requests (open first), with the buyer's name or phone. */
    adminListInvoices: async (status: string | undefined, page: number, limit: number) => {
      const { rows, total } = await repository.listInvoiceRequestsByStatus(status, page, limit);
      const buyers = await Promise.all(rows.map((row) => users.findUser(row.userId)));
      return {
        list: rows.map((row, index) => ({ ...presentInvoice(row), buyer: buyers[index]?.name ?? buyers[index]?.phone ?? row.userId, address: row.address, phone: row.phone, bank: row.bank, account: row.account })),
        total,
      };
    },

    /**
     * Staff: stores an invoice PDF (streamed, checked by content, 10 MB) under
     * invoices/<request>/; answers where it lies. @throws COMMERCE_INVOICE_NOT_FOUND, COMMERCE_INVOICE_NOT_OPEN, COMMERCE_FILE_TYPE, COMMERCE_FILE_TOO_LARGE
     */
    storeInvoiceFile: async (id: string, file: { filename: string; stream: Readable & { truncated?: boolean } }) => {
      const row = await repository.findInvoiceRequest(id);
      if (!row) throw new AppError('COMMERCE_INVOICE_NOT_FOUND');
      if (row.status !== 'REQUESTED') throw new AppError('COMMERCE_INVOICE_NOT_OPEN');
      const storageKey = path.join('invoices', id, randomUUID());
      const target = path.join(filesDir, storageKey);
      const { size, head } = await writeUpload(file.stream, target);
      const isPdf = FILE_SIGNATURES[0].matches(head);
      if (file.stream.truncated || size > CommerceLimits.fileBytes || !isPdf) {
        await fsp.rm(target, { force: true });
        throw new AppError(!isPdf && !file.stream.truncated ? 'COMMERCE_FILE_TYPE' : 'COMMERCE_FILE_TOO_LARGE');
      }
      const safeName = path.basename(file.filename).replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'invoice.pdf';
      return { storageKey, fileName: safeName, sizeBytes: size };
    },

    /**
     * Staff: "issued" with the invoice number (and the PDF stored by storeInvoiceFile);
     * the buyer gets a message and an e-mail (a job, at most once).
     * @throws COMMERCE_INVOICE_NOT_FOUND, COMMERCE_INVOICE_NOT_OPEN
     */
    issueInvoice: async (staffUserId: string, id: string, invoiceNo: string, file?: { storageKey: string; fileName: string; sizeBytes: number }) => {
      const now = clock.now();
      const issued = await repository.transaction(async (tx, queries) => {
        const row = await queries.answerInvoiceRequest(
          id,
          { status: 'ISSUED', invoiceNo, invoiceStorageKey: file?.storageKey ?? null, invoiceFileName: file?.fileName ?? null, invoiceSizeBytes: file?.sizeBytes ?? null, handledBy: staffUserId, handledAt: now },
          now,
        );
        if (!row) return undefined;
        const locale = await localeOfInvoice(queries, row);
        await notifyLater({ userId: row.userId, notice: 'invoiceIssued', locale, params: { invoiceNo, amount: formatMoney(row.amountMinor, row.currency) }, mail: true }, `invoice-issued:${row.id}`, tx);
        return row;
      });
      if (!issued) {
        if (file) await fsp.rm(path.join(filesDir, file.storageKey), { force: true });
        throw new AppError((await repository.findInvoiceRequest(id)) ? 'COMMERCE_INVOICE_NOT_OPEN' : 'COMMERCE_INVOICE_NOT_FOUND');
      }
    },

    /** Staff: "not accepted", with the reason the buyer is told. @throws COMMERCE_INVOICE_NOT_FOUND, COMMERCE_INVOICE_NOT_OPEN */
    rejectInvoice: async (staffUserId: string, id: string, reason: string) => {
      const now = clock.now();
      const rejected = await repository.transaction(async (tx, queries) => {
        const row = await queries.answerInvoiceRequest(id, { status: 'REJECTED', rejectReason: reason, handledBy: staffUserId, handledAt: now }, now);
        if (!row) return undefined;
        const locale = await localeOfInvoice(queries, row);
        await notifyLater({ userId: row.userId, notice: 'invoiceRejected', locale, params: { reason, amount: formatMoney(row.amountMinor, row.currency) }, mail: true }, `invoice-rejected:${row.id}`, tx);
        return row;
      });
      if (!rejected) throw new AppError((await repository.findInvoiceRequest(id)) ? 'COMMERCE_INVOICE_NOT_OPEN' : 'COMMERCE_INVOICE_NOT_FOUND');
    },

    /** POST /au/vip/status: the membership in force now. */
    membership: async (actor: { userId: string; user: Parameters<typeof effectiveVipStatus>[0]; organisation: Parameters<typeof effectiveVipStatus>[1] }) => {
      const now = clock.now();
      const vipStatus = effectiveVipStatus(actor.user, actor.organisation, now);
      return { vipStatus, expiresAt: vipStatus === VipStatus.Free || !actor.user.vipExpiresAt ? null : new Date(actor.user.vipExpiresAt).toISOString(), orders: await repository.countMemberships(actor.userId) };
    },

    // --- staff: the fulfilment back office ------------------------------------

    /** The queue of paid registry orders (oldest deadline first), with items and uploaded files. */
    fulfilmentQueue: async (status: string | undefined, page: number, limit: number) => {
      const statuses = status ? (status === 'CANCELLED' ? ['CANCELLED', 'REFUND_PENDING'] : [status]) : ['PAID', 'FULFILLING'];
      const { rows, total } = await repository.listOrdersByStatus(statuses, OrderType.Registry, page, limit);
      const ids = rows.map((row) => row.id);
      const [items, files] = await Promise.all([repository.listItems(ids), repository.listFiles(ids)]);
      const buyers = await Promise.all(rows.map((row) => users.findUser(row.userId)));
      return {
        list: rows.map((row, index) => ({
          ...presentSummary(row),
          buyer: buyers[index]?.name ?? buyers[index]?.phone ?? row.userId,
          items: items.filter((item) => item.orderId === row.id).map((item) => presentItem(item, null)),
          files: files.filter((file) => file.orderId === row.id).map(presentFile),
          deliverBy: row.deliverBy?.toISOString() ?? null,
          contactName: row.contactName,
          tel: row.tel,
          purpose: row.purpose,
        })),
        total,
      };
    },

    /**
     * Staff upload of one result file (streamed to disk, checked by content, 10 MB, 90 per order).
     * @throws COMMERCE_ORDER_NOT_FOUND, COMMERCE_ORDER_NOT_DELIVERABLE, COMMERCE_FILE_LIMIT, COMMERCE_FILE_TYPE, COMMERCE_FILE_TOO_LARGE
     */
    uploadFile: async (staffUserId: string, orderId: string, file: { filename: string; stream: Readable & { truncated?: boolean } }) => {
      const order = await repository.findOrder(orderId);
      if (!order || order.orderType !== OrderType.Registry) throw new AppError('COMMERCE_ORDER_NOT_FOUND');
      if (order.status !== 'FULFILLING') throw new AppError('COMMERCE_ORDER_NOT_DELIVERABLE');
      if ((await repository.countFiles(orderId)) >= CommerceLimits.filesPerOrder) throw new AppError('COMMERCE_FILE_LIMIT');
      const id = randomUUID();
      const storageKey = path.join('orders', orderId, id);
      const target = path.join(filesDir, storageKey);
      const { size, head } = await writeUpload(file.stream, target);
      const kind = FILE_SIGNATURES.find((signature) => signature.matches(head));
      if (file.stream.truncated || size > CommerceLimits.fileBytes || !kind) {
        await fsp.rm(target, { force: true });
        throw new AppError(!kind && !file.stream.truncated ? 'COMMERCE_FILE_TYPE' : 'COMMERCE_FILE_TOO_LARGE');
      }
      const safeName = path.basename(file.filename).replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `document.${kind.extension}`;
      await repository.insertFile({ id, orderId, fileName: safeName, contentType: kind.type, sizeBytes: size, storageKey, uploadedBy: staffUserId });
      return repository.countFiles(orderId);
    },

    /** Staff removes a wrong upload before delivery. @throws COMMERCE_FILE_NOT_FOUND, COMMERCE_ORDER_NOT_DELIVERABLE */
    deleteFile: async (orderId: string, fileId: string) => {
      const order = await repository.findOrder(orderId);
      if (order?.status !== 'FULFILLING') throw new AppError('COMMERCE_ORDER_NOT_DELIVERABLE');
      const removed = await repository.deleteFile(orderId, fileId);
      if (!removed) throw new AppError('COMMERCE_FILE_NOT_FOUND');
      await fsp.rm(storagePathOf(removed), { force: true });
    },

    /**
     * Staff: "delivered". The 24-hour job is cancelled in the same transaction
     * and the buyer gets a message, an SMS and an e-mail (as a job).
     * @throws COMMERCE_ORDER_NOT_DELIVERABLE
     */
    deliver: async (staffUserId: string, orderId: string) => {
      const now = clock.now();
      await repository.transaction(async (tx, queries) => {
        const order = await queries.lockOrder(orderId);
        if (!order || order.status !== 'FULFILLING' || (await queries.countFiles(orderId)) === 0) throw new AppError('COMMERCE_ORDER_NOT_DELIVERABLE');
        await queries.updateOrder(orderId, { status: 'DELIVERED', deliveredAt: now }, now);
        await addEvent(queries, orderId, 'delivered', now, null, staffUserId);
        await jobs.cancel(CommerceJobKinds.registryDeadline, orderId, { tx });
        await notifyLater({ userId: order.userId, notice: 'orderDelivered', locale: order.locale as Locale, params: { orderNo: order.orderNo }, sms: true, mail: true }, `delivered:${orderId}`, tx);
      });
    },

    /** Staff: "unobtainable": cancelled and fully refunded, with the reason. @throws COMMERCE_ORDER_NOT_DELIVERABLE */
    unobtainable: async (staffUserId: string, orderId: string, reason: string) => {
      const now = clock.now();
      const done = await repository.transaction(async (tx, queries) => cancelAndRefund(tx, queries, orderId, reason, now, staffUserId));
      if (!done) throw new AppError('COMMERCE_ORDER_NOT_DELIVERABLE');
    },

    /**
     * A delivered file of the caller's own order (fileId), or all of them as one
     * zip streamed file by file (no fileId). Private to the buyer; staff may open
     * files before delivery to check them.
     * @throws COMMERCE_FILE_NOT_FOUND
     */
    openFile: async (userId: string, orderId: string, fileId: string | undefined, isStaff: boolean): Promise<{ kind: 'file'; file: OrderFileRow; stream: Readable } | { kind: 'zip'; name: string; stream: Readable }> => {
      const order = await repository.findOrder(orderId);
      if (!order || (order.userId !== userId && !isStaff) || (!isStaff && order.status !== 'DELIVERED')) throw new AppError('COMMERCE_FILE_NOT_FOUND');
      const files = await repository.listFiles([orderId]);
      if (!fileId) {
        if (files.length === 0) throw new AppError('COMMERCE_FILE_NOT_FOUND');
        return { kind: 'zip', name: `order-${order.orderNo}.zip`, stream: zipOf(files) };
      }
      const file = files.find((candidate) => candidate.id === fileId);
      if (!file) throw new AppError('COMMERCE_FILE_NOT_FOUND');
      return { kind: 'file', file, stream: fs.createReadStream(storagePathOf(file)) };
    },
  };
};

export type CommerceService = ReturnType<typeof createCommerceService>;
