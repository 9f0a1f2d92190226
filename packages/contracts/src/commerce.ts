import { z } from 'zod';
import { PageQuerySchema } from './common';

/**
 * Commerce (issue 13): products, cart, orders, payments, refunds, registry
 * fulfilment and memberships. Money is always an integer in minor units
 * (cents) with an ISO currency (spec §9 "prices in cents").
 */

/** Limits of spec §5 / §9 for the registry products and fulfilment. */
export const CommerceLimits = {
  /** Spec §5: a registry application carries at most 90 files. */
  filesPerOrder: 90,
  /** Spec §9: each uploaded file at most 10 MB. */
  fileBytes: 10 * 1024 * 1024,
  /** The Official Receiver's online search takes up to 5 names per submission (brief §5.1). */
  namesPerReceiverSearch: 5,
  /** Spec §4: registry orders not delivered 24 h after payment are cancelled and refunded. */
  deliveryHours: 24,
  /** Spec §9: the payment dialog polls every 1.5 s. */
  pollMilliseconds: 1500,
  /** Spec §9: the QR code is drawn 180 px wide. */
  qrSize: 180,
  /** Cart size guard (not a spec figure). */
  cartItems: 50,
  nameMax: 100,
  purposeMax: 200,
} as const;

/** Product kinds: a membership plan or a registry search product. */
export const ProductKinds = ['membership', 'registry'] as const;
export type ProductKind = (typeof ProductKinds)[number];

/** Registry search screens of spec §2 (/disData/hkSearch/*) plus the business-registration extract. */
export const RegistryKinds = ['com', 'receiver', 'bankruptcy', 'winding', 'br'] as const;
export type RegistryKind = (typeof RegistryKinds)[number];

/** Order states (brief §4.1); the list screen groups them as the spec does (pending, completed, cancelled). */
export const OrderStatuses = ['PENDING_PAYMENT', 'PAID', 'FULFILLING', 'DELIVERED', 'CANCELLED', 'REFUND_PENDING', 'REFUNDED'] as const;
export type OrderStatus = (typeof OrderStatuses)[number];

/** Spec §7 orderType: 1 membership, 2 registry search. */
export const OrderType = { Membership: 1, Registry: 2 } as const;

/** Spec §7 payWay: 1 WeChat Pay (QR), 2 Alipay (page in an iframe / QR). */
export const PayWay = { Wechat: 1, Alipay: 2 } as const;

/** Spec §7 payStatus as getTcPayDetail answers it: '0' waiting, '1' paid, '2' closed or failed. */
export const PayStatus = { Waiting: '0', Paid: '1', Closed: '2' } as const;

const idField = (key: string) => z.string({ error: key }).uuid({ error: key });

/** One product (spec §3 Product) as /au/product/list answers it. */
export const ProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(ProductKinds),
  registry: z.enum(RegistryKinds).nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int().describe('minor units (cents)'),
  originalPrice: z.number().int().nullable().describe('minor units; struck-through reference price'),
  officialFee: z.number().int().nullable().describe('registry products: the government fee, minor units'),
  serviceCharge: z.number().int().nullable().describe('registry products: our service charge, minor units'),
  currency: z.string().length(3),
  productMonth: z.number().int().nullable(),
  recommend: z.number().int().describe('1 recommended'),
  needsPurpose: z.boolean().describe('checkout asks for the search purpose and declaration (BR extracts)'),
});
export type Product = z.infer<typeof ProductSchema>;

/** POST /au/product/list {page, limit, kind?, registry?}. */
export const ProductListBodySchema = PageQuerySchema.extend({
  kind: z.enum(ProductKinds, { error: 'validation.commerce.kind' }).optional(),
  registry: z.enum(RegistryKinds, { error: 'validation.commerce.registry' }).optional(),
});
export const ProductListSchema = z.object({ list: z.array(ProductSchema), total: z.number().int() });
export type ProductList = z.infer<typeof ProductListSchema>;

/** Staff: POST /au/admin/product/update {id, price, originalPrice, serviceCharge, active}: plans change without a deploy. */
export const ProductUpdateBodySchema = z.object({
  id: idField('validation.commerce.productId'),
  price: z.coerce.number({ error: 'validation.commerce.amount' }).int({ error: 'validation.commerce.amount' }).min(1, { error: 'validation.commerce.amount' }).optional(),
  originalPrice: z.coerce.number({ error: 'validation.commerce.amount' }).int({ error: 'validation.commerce.amount' }).min(0, { error: 'validation.commerce.amount' }).optional(),
  serviceCharge: z.coerce.number({ error: 'validation.commerce.amount' }).int({ error: 'validation.commerce.amount' }).min(0, { error: 'validation.commerce.amount' }).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type ProductUpdateBody = z.infer<typeof ProductUpdateBodySchema>;

/** What a registry search is about: a company (number and names), names of people/companies, or a BR number + branch. */
export const RegistryTargetSchema = z.object({
  companyNo: z.string().max(20).optional(),
  nameEn: z.string().max(CommerceLimits.nameMax).optional(),
  nameZh: z.string().max(CommerceLimits.nameMax).optional(),
  names: z.array(z.string().min(1).max(CommerceLimits.nameMax)).max(CommerceLimits.namesPerReceiverSearch).optional(),
  brNumber: z.string().max(20).optional(),
  branch: z.string().max(3).optional(),
});
export type RegistryTarget = z.infer<typeof RegistryTargetSchema>;

/** POST /au/shopCart/add {prodId, target (JSON text)}: one line in the one cart across all registries. */
export const CartAddBodySchema = z.object({
  prodId: idField('validation.commerce.productId'),
  companyNo: z.string().trim().max(20).optional(),
  nameEn: z.string().trim().max(CommerceLimits.nameMax).optional(),
  nameZh: z.string().trim().max(CommerceLimits.nameMax).optional(),
  /** Names for the Official Receiver's searches, separated by new lines (up to 5). */
  names: z.string().max(CommerceLimits.nameMax * CommerceLimits.namesPerReceiverSearch + 10).optional(),
  brNumber: z.string().trim().regex(/^\d{8}$/, { error: 'validation.commerce.brNumber' }).optional(),
  branch: z.string().trim().regex(/^\d{3}$/, { error: 'validation.commerce.branch' }).optional(),
});
export type CartAddBody = z.infer<typeof CartAddBodySchema>;

export const CartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  registry: z.enum(RegistryKinds).nullable(),
  target: RegistryTargetSchema,
  targetLabel: z.string(),
  price: z.number().int().describe('price when added, minor units'),
  currentPrice: z.number().int().describe('price now; differs when staff changed it since'),
  currency: z.string(),
  needsPurpose: z.boolean(),
  available: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartSchema = z.object({ list: z.array(CartItemSchema), total: z.number().int(), amount: z.number().int(), currency: z.string() });
export type Cart = z.infer<typeof CartSchema>;

export const IdBodySchema = z.object({ id: idField('validation.commerce.id') });
export type IdBody = z.infer<typeof IdBodySchema>;

/** Spec §3 shopping address. */
export const ShoppingAddressBodySchema = z.object({
  contactType: z.coerce.number().int().min(1).max(2).default(1),
  contactName: z.string({ error: 'validation.commerce.contactName' }).trim().min(1, { error: 'validation.commerce.contactName' }).max(20, { error: 'validation.max20' }),
  type: z.coerce.number().int().min(1).max(2).default(1),
  name: z.string().trim().max(CommerceLimits.nameMax).optional(),
  companyName: z.string().trim().max(CommerceLimits.nameMax).optional(),
  tel: z.string({ error: 'validation.commerce.tel' }).trim().regex(/^\+?[0-9 -]{6,20}$/, { error: 'validation.phoneFormat' }),
  email: z.string().trim().email({ error: 'validation.commerce.email' }).optional(),
  postCode: z.string().trim().max(20).optional(),
  area: z.string().trim().max(CommerceLimits.nameMax).optional(),
  addressOne: z.string().trim().max(200, { error: 'validation.max200' }).optional(),
});
export type ShoppingAddressBody = z.infer<typeof ShoppingAddressBodySchema>;
export const ShoppingAddressSchema = z.object({
  id: z.string(),
  contactType: z.number(),
  contactName: z.string(),
  type: z.number(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  tel: z.string(),
  email: z.string().nullable(),
  postCode: z.string().nullable(),
  area: z.string().nullable(),
  addressOne: z.string().nullable(),
});
export type ShoppingAddress = z.infer<typeof ShoppingAddressSchema>;
export const ShoppingAddressListSchema = z.object({ list: z.array(ShoppingAddressSchema), total: z.number().int() });

/**
 * POST /au/order/add {prodId, shopId, orderType, addressId, typeCode} (spec §7).
 * orderType 1: prodId is the membership plan. orderType 2: shopId lists the cart
 * lines (comma-separated), addressId the contact, typeCode the search purpose code;
 * confirmedAmount re-confirms a total whose prices changed since the lines went
 * into the cart (COMMERCE_PRICE_CHANGED otherwise).
 */
export const OrderAddBodySchema = z.object({
  orderType: z.coerce.number().int().refine((value) => value === 1 || value === 2, { error: 'validation.commerce.orderType' }),
  prodId: z.string().uuid({ error: 'validation.commerce.productId' }).optional(),
  shopId: z.string().max(2000).optional(),
  addressId: z.string().uuid({ error: 'validation.commerce.addressId' }).optional(),
  typeCode: z.string().max(20).optional(),
  purpose: z.string().trim().max(CommerceLimits.purposeMax, { error: 'validation.max200' }).optional(),
  declaration: z.enum(['true', 'false', '1', '0']).optional(),
  confirmedAmount: z.coerce.number().int().optional(),
});
export type OrderAddBody = z.infer<typeof OrderAddBodySchema>;
export const OrderCreatedSchema = z.object({ orderId: z.string(), orderNo: z.string(), amount: z.number().int(), currency: z.string() });
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** POST /orderpay/applyPay {orderId, payWay, source, returnUrl, failUrl} → PayId, CodeUrl (spec §7). */
export const ApplyPayBodySchema = z.object({
  orderId: idField('validation.commerce.orderId'),
  payWay: z.coerce.number().int().refine((value) => value === 1 || value === 2, { error: 'validation.commerce.payWay' }),
  source: z.string().max(20).optional(),
  returnUrl: z.string().max(500).optional(),
  failUrl: z.string().max(500).optional(),
});
export type ApplyPayBody = z.infer<typeof ApplyPayBodySchema>;
export const ApplyPaySchema = z.object({
  PayId: z.string(),
  CodeUrl: z.string().describe('WeChat: the text of the QR code; Alipay: the page to show in an iframe (or the QR text)'),
  payWay: z.number().int(),
  expiresAt: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type ApplyPay = z.infer<typeof ApplyPaySchema>;

/** GET /getTcPayDetail ?payId&timeStamp → payStatus (spec §7). */
export const PayDetailQuerySchema = z.object({ payId: idField('validation.commerce.payId'), timeStamp: z.string().optional() });
export const PayDetailSchema = z.object({ payStatus: z.enum(['0', '1', '2']), orderId: z.string(), orderStatus: z.enum(OrderStatuses) });
export type PayDetail = z.infer<typeof PayDetailSchema>;

/** POST /au/order/list {page, limit, status?}: status groups 'pending', 'completed', 'cancelled' or one state. */
export const OrderListBodySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'paid', 'completed', 'cancelled'], { error: 'validation.commerce.statusFilter' }).optional(),
});
export type OrderListBody = z.infer<typeof OrderListBodySchema>;

export const OrderItemSchema = z.object({
  id: z.string(),
  productName: z.string(),
  registry: z.enum(RegistryKinds).nullable(),
  targetLabel: z.string(),
  price: z.number().int(),
  officialFee: z.number().int().nullable(),
  serviceCharge: z.number().int().nullable(),
  currency: z.string(),
});
export const OrderSummarySchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.number().int(),
  status: z.enum(OrderStatuses),
  amount: z.number().int(),
  refunded: z.number().int(),
  currency: z.string(),
  title: z.string(),
  createDate: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListSchema = z.object({ list: z.array(OrderSummarySchema), total: z.number().int() });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderEventSchema = z.object({ type: z.string(), at: z.string(), note: z.string().nullable() });
export const OrderFileSchema = z.object({ id: z.string(), fileName: z.string(), sizeBytes: z.number().int(), contentType: z.string(), uploadedAt: z.string() });
export type OrderFile = z.infer<typeof OrderFileSchema>;
export const OrderDetailSchema = OrderSummarySchema.extend({
  items: z.array(OrderItemSchema),
  timeline: z.array(OrderEventSchema),
  files: z.array(OrderFileSchema),
  contactName: z.string().nullable(),
  tel: z.string().nullable(),
  purpose: z.string().nullable(),
  cancelReason: z.string().nullable(),
  deliverBy: z.string().nullable(),
  canCancel: z.boolean(),
  canPay: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderIdBodySchema = z.object({ orderId: idField('validation.commerce.orderId') });
export type OrderIdBody = z.infer<typeof OrderIdBodySchema>;

/** POST /au/order/serviceCost {prodId}: the fee breakdown shown before adding to the cart. */
export const ServiceCostBodySchema = z.object({ prodId: idField('validation.commerce.productId') });
export const ServiceCostSchema = z.object({ officialFee: z.number().int(), serviceCharge: z.number().int(), price: z.number().int(), currency: z.string() });

/** POST /au/order/orderReceipt {orderId, name, tel}: asks for a receipt of a paid order (spec §3 Order receipt). */
export const OrderReceiptBodySchema = z.object({
  orderId: idField('validation.commerce.orderId'),
  name: z.string({ error: 'validation.commerce.receiptName' }).trim().min(1, { error: 'validation.commerce.receiptName' }).max(CommerceLimits.nameMax),
  tel: z.string().trim().max(20).optional(),
});
export type OrderReceiptBody = z.infer<typeof OrderReceiptBodySchema>;
export const OrderReceiptSchema = z.object({ id: z.string(), orderId: z.string(), orderNo: z.string(), name: z.string(), tel: z.string().nullable(), amount: z.number().int(), currency: z.string(), createDate: z.string() });
export const OrderReceiptListSchema = z.object({ list: z.array(OrderReceiptSchema), total: z.number().int() });

/** POST /au/order/invoice {orderIds, titleType, title, taxId, email, …} (brief §6: enterprise buyers give their tax ID). */
export const InvoiceRequestBodySchema = z
  .object({
    orderIds: z.string({ error: 'validation.commerce.orderId' }).min(1, { error: 'validation.commerce.orderId' }),
    titleType: z.enum(['personal', 'enterprise'], { error: 'validation.commerce.titleType' }),
    title: z.string({ error: 'validation.commerce.invoiceTitle' }).trim().min(1, { error: 'validation.commerce.invoiceTitle' }).max(CommerceLimits.nameMax),
    taxId: z.string().trim().max(20).optional(),
    email: z.string({ error: 'validation.commerce.email' }).trim().email({ error: 'validation.commerce.email' }),
    address: z.string().trim().max(200).optional(),
    phone: z.string().trim().max(20).optional(),
    bank: z.string().trim().max(100).optional(),
    account: z.string().trim().max(40).optional(),
  })
  .superRefine((value, context) => {
    // SAT Announcement 2017 No. 16: an enterprise buyer must give its taxpayer ID (18-character unified social credit code, or 15/20 digits)
    if (value.titleType === 'enterprise' && !/^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/.test(value.taxId ?? '')) {
      context.addIssue({ code: 'custom', path: ['taxId'], message: 'validation.commerce.taxId' });
    }
  });
export type InvoiceRequestBody = z.infer<typeof InvoiceRequestBodySchema>;
/** An invoice request: REQUESTED → ISSUED (number, PDF) / REJECTED (reason) by staff. */
export const InvoiceRequestSchema = z.object({
  id: z.string(),
  orderIds: z.array(z.string()),
  titleType: z.string(),
  title: z.string(),
  taxId: z.string().nullable(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['REQUESTED', 'ISSUED', 'REJECTED']),
  createDate: z.string(),
  invoiceNo: z.string().nullable(),
  /** The issued invoice PDF can be downloaded (GET /au/order/invoiceFile). */
  hasFile: z.boolean(),
  rejectReason: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type InvoiceRequest = z.infer<typeof InvoiceRequestSchema>;
export const InvoiceRequestListSchema = z.object({ list: z.array(InvoiceRequestSchema), total: z.number().int() });

/** Staff: the invoice requests (open ones first, oldest first), with the buyer and the optional fields. */
export const AdminInvoiceListBodySchema = PageQuerySchema.extend({ status: z.enum(['REQUESTED', 'ISSUED', 'REJECTED']).optional() });
export const AdminInvoiceSchema = InvoiceRequestSchema.extend({ buyer: z.string(), address: z.string().nullable(), phone: z.string().nullable(), bank: z.string().nullable(), account: z.string().nullable() });
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;
export const AdminInvoiceListSchema = z.object({ list: z.array(AdminInvoiceSchema), total: z.number().int() });
/** multipart: id, invoiceNo, then the invoice PDF (optional, 10 MB). */
export const AdminInvoiceIssueBodySchema = z.object({
  id: idField('validation.commerce.id'),
  invoiceNo: z.string({ error: 'validation.commerce.invoiceNo' }).trim().min(1, { error: 'validation.commerce.invoiceNo' }).max(40),
});
export const AdminInvoiceRejectBodySchema = z.object({
  id: idField('validation.commerce.id'),
  reason: z.string({ error: 'validation.commerce.reason' }).trim().min(1, { error: 'validation.commerce.reason' }).max(200, { error: 'validation.max200' }),
});
/** GET /au/order/invoiceFile ?id&token: the issued invoice PDF of the caller's request. */
export const InvoiceFileQuerySchema = z.object({ id: idField('validation.commerce.id'), token: z.string().optional(), language: z.string().optional() });

/** Staff fulfilment queue: POST /au/admin/order/list {page, limit, status}. */
export const FulfilmentListBodySchema = PageQuerySchema.extend({ status: z.enum(['FULFILLING', 'DELIVERED', 'CANCELLED', 'REFUNDED']).optional() });
export const FulfilmentOrderSchema = OrderSummarySchema.extend({
  buyer: z.string(),
  items: z.array(OrderItemSchema),
  files: z.array(OrderFileSchema),
  deliverBy: z.string().nullable(),
  contactName: z.string().nullable(),
  tel: z.string().nullable(),
  purpose: z.string().nullable(),
});
export type FulfilmentOrder = z.infer<typeof FulfilmentOrderSchema>;
export const FulfilmentListSchema = z.object({ list: z.array(FulfilmentOrderSchema), total: z.number().int() });
export const UnobtainableBodySchema = z.object({
  orderId: idField('validation.commerce.orderId'),
  reason: z.string({ error: 'validation.commerce.reason' }).trim().min(1, { error: 'validation.commerce.reason' }).max(200, { error: 'validation.max200' }),
});
export type UnobtainableBody = z.infer<typeof UnobtainableBodySchema>;
export const OrderFileDeleteBodySchema = z.object({ orderId: idField('validation.commerce.orderId'), fileId: idField('validation.commerce.fileId') });

/** GET /au/baseDownloadFile/icrisFileUrlToZip ?orderId&fileId?&token: a delivered file (or all, zipped) of the caller's order. */
export const OrderFileDownloadQuerySchema = z.object({
  orderId: idField('validation.commerce.orderId'),
  fileId: z.string().uuid({ error: 'validation.commerce.fileId' }).optional(),
  token: z.string().optional(),
  language: z.string().optional(),
});

/** The membership as /au/vip/status answers it (vipStatus, expiry). */
export const MembershipSchema = z.object({ vipStatus: z.number().int(), expiresAt: z.string().nullable(), orders: z.number().int() });
export type Membership = z.infer<typeof MembershipSchema>;
