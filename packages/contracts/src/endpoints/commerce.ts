import { z } from 'zod';
import {
  AdminInvoiceIssueBodySchema,
  AdminInvoiceListBodySchema,
  AdminInvoiceListSchema,
  AdminInvoiceRejectBodySchema,
  ApplyPayBodySchema,
  ApplyPaySchema,
  CartAddBodySchema,
  CartSchema,
  FulfilmentListBodySchema,
  FulfilmentListSchema,
  IdBodySchema,
  InvoiceFileQuerySchema,
  InvoiceRequestBodySchema,
  InvoiceRequestListSchema,
  MembershipSchema,
  OrderAddBodySchema,
  OrderCreatedSchema,
  OrderDetailSchema,
  OrderFileDeleteBodySchema,
  OrderFileDownloadQuerySchema,
  OrderIdBodySchema,
  OrderListBodySchema,
  OrderListSchema,
  OrderReceiptBodySchema,
  OrderReceiptListSchema,
  OrderReceiptSchema,
  PayDetailQuerySchema,
  PayDetailSchema,
  ProductListBodySchema,
  ProductListSchema,
  ProductUpdateBodySchema,
  ServiceCostBodySchema,
  ServiceCostSchema,
  ShoppingAddressBodySchema,
  ShoppingAddressListSchema,
  ShoppingAddressSchema,
  UnobtainableBodySchema,
} from '../commerce';
import { defineEndpoint } from '../endpoint';
import { PageQuerySchema } from '../common';

/**
 * Shop, orders, payment and registry fulfilment (spec §7 "Shop and orders" and
 * "Downloads"; the "separate payment host" calls are served by this API under
 * the same envelope). Cart, invoice, membership and staff calls are not in the
 * spec and follow its style.
 */
export const commerceEndpoints = {
  listProducts: defineEndpoint({ path: '/au/product/list', request: ProductListBodySchema, response: ProductListSchema }),
  addOrder: defineEndpoint({ path: '/au/order/add', request: OrderAddBodySchema, response: OrderCreatedSchema }),
  applyPay: defineEndpoint({ path: '/orderpay/applyPay', request: ApplyPayBodySchema, response: ApplyPaySchema }),
  payDetail: defineEndpoint({ method: 'GET', path: '/getTcPayDetail', request: PayDetailQuerySchema, response: PayDetailSchema }),
  listOrders: defineEndpoint({ path: '/au/order/list', request: OrderListBodySchema, response: OrderListSchema }),
  orderDetail: defineEndpoint({ path: '/au/order/detail', request: OrderIdBodySchema, response: OrderDetailSchema }),
  cancelOrder: defineEndpoint({ path: '/au/order/cancelOrder', request: OrderIdBodySchema, response: z.null() }),
  deleteOrder: defineEndpoint({ path: '/au/order/deleteOrder', request: OrderIdBodySchema, response: z.null() }),
  serviceCost: defineEndpoint({ path: '/au/order/serviceCost', request: ServiceCostBodySchema, response: ServiceCostSchema }),
  orderReceipt: defineEndpoint({ path: '/au/order/orderReceipt', request: OrderReceiptBodySchema, response: OrderReceiptSchema }),
  bankruptcyDetail: defineEndpoint({ path: '/au/order/bankruptcyDetail', request: OrderIdBodySchema, response: OrderDetailSchema }),
  registrationcertDetail: defineEndpoint({ path: '/au/order/registrationcertDetail', request: OrderIdBodySchema, response: OrderDetailSchema }),
  listReceipts: defineEndpoint({ path: '/au/orderReceipt/list', request: PageQuerySchema, response: OrderReceiptListSchema }),
  listAddresses: defineEndpoint({ path: '/au/shoppingAddress/list', request: PageQuerySchema, response: ShoppingAddressListSchema }),
  addAddress: defineEndpoint({ path: '/au/shoppingAddress/add', request: ShoppingAddressBodySchema, response: ShoppingAddressSchema }),
  addressDetail: defineEndpoint({ path: '/au/shoppingAddress/detail', request: IdBodySchema, response: ShoppingAddressSchema }),
  /** A delivered registry file (fileId) or all of an order's files zipped; a plain link with the token in the query. */
  downloadOrderFiles: defineEndpoint({ method: 'GET', path: '/au/baseDownloadFile/icrisFileUrlToZip', request: OrderFileDownloadQuerySchema }),
  listCart: defineEndpoint({ path: '/au/shopCart/list', response: CartSchema }),
  addToCart: defineEndpoint({ path: '/au/shopCart/add', request: CartAddBodySchema, response: CartSchema }),
  removeFromCart: defineEndpoint({ path: '/au/shopCart/delete', request: IdBodySchema, response: CartSchema }),
  requestInvoice: defineEndpoint({ path: '/au/order/invoice', request: InvoiceRequestBodySchema, response: z.object({ id: z.string() }) }),
  listInvoices: defineEndpoint({ path: '/au/order/invoiceList', request: PageQuerySchema, response: InvoiceRequestListSchema }),
  /** The issued invoice PDF of the caller's request; a plain link with the token in the query. */
  downloadInvoice: defineEndpoint({ method: 'GET', path: '/au/order/invoiceFile', request: InvoiceFileQuerySchema }),
  membership: defineEndpoint({ path: '/au/vip/status', response: MembershipSchema }),
  // staff (back office)
  adminListOrders: defineEndpoint({ path: '/au/admin/order/list', request: FulfilmentListBodySchema, response: FulfilmentListSchema }),
  /** multipart: orderId + one or more files (PDF, JPEG, PNG; 10 MB each; 90 per order). */
  adminUploadFiles: defineEndpoint({ path: '/au/admin/order/upload', encoding: 'multipart', request: OrderIdBodySchema, response: z.object({ files: z.number().int() }) }),
  adminDeleteFile: defineEndpoint({ path: '/au/admin/order/deleteFile', request: OrderFileDeleteBodySchema, response: z.null() }),
  adminDeliver: defineEndpoint({ path: '/au/admin/order/deliver', request: OrderIdBodySchema, response: z.null() }),
  adminUnobtainable: defineEndpoint({ path: '/au/admin/order/unobtainable', request: UnobtainableBodySchema, response: z.null() }),
  adminUpdateProduct: defineEndpoint({ path: '/au/admin/product/update', request: ProductUpdateBodySchema, response: z.null() }),
  adminListInvoices: defineEndpoint({ path: '/au/admin/invoice/list', request: AdminInvoiceListBodySchema, response: AdminInvoiceListSchema }),
  /** multipart: id, invoiceNo, then the invoice PDF (optional; 10 MB). The buyer gets a message and an e-mail. */
  adminIssueInvoice: defineEndpoint({ path: '/au/admin/invoice/issue', encoding: 'multipart', request: AdminInvoiceIssueBodySchema, response: z.null() }),
  adminRejectInvoice: defineEndpoint({ path: '/au/admin/invoice/reject', request: AdminInvoiceRejectBodySchema, response: z.null() }),
  /** Provider callbacks: raw body, answered the way each provider wants (not an envelope); WeChat's notify_url takes no query string. */
  notifyWechat: defineEndpoint({ path: '/orderpay/notify/wechat' }),
  notifyAlipay: defineEndpoint({ path: '/orderpay/notify/alipay' }),
  notifySandbox: defineEndpoint({ path: '/orderpay/notify/sandbox' }),
  /** The sandbox's cashier page (what the QR encodes; the Alipay iframe shows it): plays the payer. */
  sandboxCashier: defineEndpoint({ method: 'GET', path: '/orderpay/sandbox/cashier', request: z.object({ outTradeNo: z.string().max(32), language: z.string().optional() }) }),
  /** The sandbox's pay / fail buttons: marks the trade and sends the signed notification to our callback. */
  sandboxPay: defineEndpoint({ path: '/orderpay/sandbox/pay', request: z.object({ outTradeNo: z.string().max(32), outcome: z.enum(['pay', 'fail']), language: z.string().optional() }) }),
};
