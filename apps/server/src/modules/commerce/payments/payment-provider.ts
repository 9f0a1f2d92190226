/**
 * One interface for every payment provider (brief §0): WeChat Pay APIv3 Native,
 * Alipay and the local sandbox. The service never sees provider formats: it
 * gets normalised states and passes them to one function (applyProviderState)
 * whether they came from a notification or from a query.
 */

/** Provider names stored on every payment row. */
export type ProviderName = 'wechat' | 'alipay' | 'sandbox';

export type CreatePaymentInput = {
  outTradeNo: string;
  amountMinor: number;
  currency: string;
  description: string;
  expiresAt: Date;
  notifyUrl: string;
  returnUrl?: string;
  /** 1 WeChat Pay, 2 Alipay (spec §7 payWay); the sandbox plays either. */
  payWay: number;
};

/** The provider's view of one payment, normalised. */
export type ProviderPaymentState = {
  outTradeNo: string;
  /** PAID also covers WeChat REFUND and Alipay TRADE_FINISHED: the money was received. */
  state: 'PAID' | 'PENDING' | 'CLOSED' | 'NOT_FOUND';
  transactionId?: string;
  amountMinor?: number;
  currency?: string;
  merchantId?: string;
  appId?: string;
  payerAmountMinor?: number;
  payerCurrency?: string;
  paidAt?: Date;
};

export type RefundInput = {
  outTradeNo: string;
  outRefundNo: string;
  amountMinor: number;
  totalMinor: number;
  currency: string;
  reason: string;
  notifyUrl: string;
};

export type ProviderRefundState = {
  outRefundNo: string;
  status: 'SUCCEEDED' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
  providerRefundId?: string;
};

/** What arrived at the callback: raw body bytes as text (signatures cover them exactly) and the headers. */
export type NotificationRequest = {
  headers: Record<string, string | undefined>;
  rawBody: string;
  contentType: string;
};

export type ParsedNotification =
  | { kind: 'payment'; eventId: string; payment: ProviderPaymentState }
  | { kind: 'refund'; eventId: string; refund: ProviderRefundState & { outTradeNo: string } };

/** Thrown by parseNotification when the signature, format or merchant is wrong: logged, nothing changes. */
export class NotificationRejectedError extends Error {}

/**
 * Thrown by a live adapter when a provider's API reply is not signed by the
 * provider (missing, unknown-key, forged or stale signature): the reply is not
 * read, so nothing changes; the caller's job or poll tries again later.
 */
export class ProviderResponseRejectedError extends Error {}

/** How the provider wants its callback answered (WeChat: HTTP status decides; Alipay: the body `success`). */
export type NotificationAnswer = { status: number; contentType: string; body: string };

export type PaymentProvider = {
  readonly name: ProviderName;
  readonly merchantId: string;
  readonly appId: string;
  /** Creates the provider's order; returns the QR text (WeChat code_url, Alipay qr_code) or the page URL. */
  createPayment: (input: CreatePaymentInput) => Promise<{ codeUrl: string }>;
  queryPayment: (outTradeNo: string) => Promise<ProviderPaymentState>;
  /** Closes an unpaid order; an order the provider never saw is fine. */
  closePayment: (outTradeNo: string) => Promise<void>;
  /** Asks for a refund; the same outRefundNo again is the same refund (idempotent at the provider). */
  refund: (input: RefundInput) => Promise<ProviderRefundState>;
  queryRefund: (outRefundNo: string, outTradeNo: string) => Promise<ProviderRefundState>;
  /** Verifies and decodes a notification. @throws NotificationRejectedError */
  parseNotification: (request: NotificationRequest, now: Date) => ParsedNotification;
  answer: { accepted: NotificationAnswer; rejected: NotificationAnswer };
};

/** Exact conversion of a decimal yuan/dollar string ("12.30") to minor units, no floats (brief §4.2). */
export const minorFromDecimal = (value: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new NotificationRejectedError(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** Minor units as the "12.30" string Alipay expects. */
export const decimalFromMinor = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
