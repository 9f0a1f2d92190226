import {
  commerceEndpoints as endpoints,
  companiesEndpoints,
  LanguageCode,
  type AdminInvoice,
  type ApplyPay,
  type Cart,
  type CartAddBody,
  type EndpointParams,
  type FulfilmentOrder,
  type Locale,
  type Membership,
  type OrderCreated,
  type OrderDetail,
  type OrderList,
  type PayDetail,
  type ProductList,
  type ShoppingAddress,
} from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';

/** Typed calls of spec §7 "Shop and orders" and the staff fulfilment calls. */

export type ProductQuery = EndpointParams<typeof endpoints.listProducts>;
export type OrderListQuery = EndpointParams<typeof endpoints.listOrders>;
export type AddressInput = EndpointParams<typeof endpoints.addAddress>;
export type CheckoutInput = EndpointParams<typeof endpoints.addOrder>;
export type InvoiceInput = EndpointParams<typeof endpoints.requestInvoice>;

export const listProducts = (query: ProductQuery): Promise<ProductList> => callEndpoint(endpoints.listProducts, query);
export const listCart = (): Promise<Cart> => callEndpoint(endpoints.listCart);
export const addToCart = (body: EndpointParams<typeof endpoints.addToCart> & Partial<CartAddBody>): Promise<Cart> => callEndpoint(endpoints.addToCart, body);
export const removeFromCart = (id: string): Promise<Cart> => callEndpoint(endpoints.removeFromCart, { id });
export const listAddresses = () => callEndpoint(endpoints.listAddresses, { page: 1, limit: 50 });
export const addAddress = (body: AddressInput): Promise<ShoppingAddress> => callEndpoint(endpoints.addAddress, body);
/** POST /au/order/add; `fieldErrors` leaves the price-changed answer to the caller. */
export const addOrder = (body: CheckoutInput): Promise<OrderCreated> => callEndpoint(endpoints.addOrder, body);
export const applyPay = (orderId: string, payWay: number): Promise<ApplyPay> =>
  callEndpoint(endpoints.applyPay, { orderId, payWay, source: 'pc', returnUrl: window.location.href, failUrl: window.location.href });
export const payDetail = (payId: string): Promise<PayDetail> => callEndpoint(endpoints.payDetail, { payId, timeStamp: String(Date.now()) });
export const listOrders = (query: OrderListQuery): Promise<OrderList> => callEndpoint(endpoints.listOrders, query);
export const orderDetail = (orderId: string): Promise<OrderDetail> => callEndpoint(endpoints.orderDetail, { orderId });
export const cancelOrder = (orderId: string) => callEndpoint(endpoints.cancelOrder, { orderId });
export const deleteOrder = (orderId: string) => callEndpoint(endpoints.deleteOrder, { orderId });
export const orderReceipt = (orderId: string, name: string, tel?: string) => callEndpoint(endpoints.orderReceipt, { orderId, name, tel });
export const requestInvoice = (body: InvoiceInput) => callEndpoint(endpoints.requestInvoice, body, { fieldErrors: true });
export const listInvoices = () => callEndpoint(endpoints.listInvoices, { page: 1, limit: 50 });
export const membership = (): Promise<Membership> => callEndpoint(endpoints.membership);

export const adminListOrders = (query: EndpointParams<typeof endpoints.adminListOrders>): Promise<{ list: FulfilmentOrder[]; total: number }> => callEndpoint(endpoints.adminListOrders, query);
export const adminUploadFile = (orderId: string, file: File) => callEndpoint(endpoints.adminUploadFiles, { orderId, file } as never);
export const adminDeleteFile = (orderId: string, fileId: string) => callEndpoint(endpoints.adminDeleteFile, { orderId, fileId });
export const adminDeliver = (orderId: string) => callEndpoint(endpoints.adminDeliver, { orderId });
export const adminUnobtainable = (orderId: string, reason: string) => callEndpoint(endpoints.adminUnobtainable, { orderId, reason });
export const adminListInvoices = (query: EndpointParams<typeof endpoints.adminListInvoices>): Promise<{ list: AdminInvoice[]; total: number }> => callEndpoint(endpoints.adminListInvoices, query);
/** id and invoiceNo travel before the PDF: the server reads the fields first, then streams the file. */
export const adminIssueInvoice = (id: string, invoiceNo: string, file?: File) => callEndpoint(endpoints.adminIssueInvoice, { id, invoiceNo, ...(file ? { file } : {}) } as never);
export const adminRejectInvoice = (id: string, reason: string) => callEndpoint(endpoints.adminRejectInvoice, { id, reason });

/** An issued invoice's PDF as a plain link (the token travels in the query, as for order files). */
export const invoiceFileUrl = (id: string, token: string | undefined, locale: Locale): string => {
  const query = new URLSearchParams({ id, language: String(LanguageCode[locale]), ...(token ? { token } : {}) });
  return `${config.apiBase}${endpoints.downloadInvoice.path}?${query.toString()}`;
};

/** A delivered file as a plain link (spec §7 downloads: the token travels in the query); without a fileId, all files of the order as one zip. */
export const orderFileUrl = (orderId: string, fileId: string | undefined, token: string | undefined, locale: Locale): string => {
  const query = new URLSearchParams({ orderId, ...(fileId ? { fileId } : {}), language: String(LanguageCode[locale]), ...(token ? { token } : {}) });
  return `${config.apiBase}${endpoints.downloadOrderFiles.path}?${query.toString()}`;
};

/** The Hong Kong companies we hold (name in either language or company number), to pick a registry search target. */
export const findHkCompanies = (keyword: string) => callEndpoint(companiesEndpoints.listHk, { keyword, page: 1, limit: 10 });
