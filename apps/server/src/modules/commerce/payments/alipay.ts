import { rsaSha256Sign, rsaSha256Verify } from './wechat-pay';
import {
  decimalFromMinor,
  minorFromDecimal,
  NotificationRejectedError,
  ProviderResponseRejectedError,
  type CreatePaymentInput,
  type NotificationRequest,
  type ParsedNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderRefundState,
} from './payment-provider';

/*
 * Alipay Open Platform, domestic gateway protocol with RSA2 (brief §2).
 * Amounts travel as yuan strings with 2 decimals and are converted exactly.
 */

/**
 * Brief §2.2: the string to sign: every parameter except `sign` (and, for a
 * notification, `sign_type`) and empty values, sorted by key in ASCII order,
 * joined as raw key=value pairs with '&'.
 */
export const alipaySigningString = (params: Record<string, string | undefined>, kind: 'request' | 'notification' = 'request'): string =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && !(kind === 'notification' && key === 'sign_type') && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

/** Signs request parameters with the app private key (RSA2 = SHA256withRSA). */
export const alipaySign = (privateKey: string, params: Record<string, string | undefined>): string => rsaSha256Sign(privateKey, alipaySigningString(params, 'request'));

/** Verifies an async notification with the Alipay public key (values already form-decoded once). */
export const alipayVerifyNotification = (alipayPublicKey: string, params: Record<string, string>): boolean =>
  Boolean(params.sign) && rsaSha256Verify(alipayPublicKey, alipaySigningString(params, 'notification'), params.sign);

/**
 * The exact text of the JSON object under `key` in a gateway reply (Alipay signs
 * these bytes as sent, so they are cut out, never re-serialised), or undefined.
 */
export const alipayResponseContent = (raw: string, key: string): string | undefined => {
  const at = raw.indexOf(`"${key}"`);
  if (at < 0) return undefined;
  let index = at + key.length + 2;
  while (/\s|:/.test(raw[index] ?? '')) index += 1;
  if (raw[index] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let cursor = index; cursor < raw.length; cursor += 1) {
    const char = raw[cursor];
    if (inString) {
      if (char === '\\') cursor += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return raw.slice(index, cursor + 1);
  }
  return undefined;
};

/**
 * Reads a gateway reply of `method` after checking the `sign` over its
 * `*_response` (or `error_response`) text with the Alipay public key.
 * @throws ProviderResponseRejectedError when the sign is missing or does not verify
 */
export const readAlipayResponse = (alipayPublicKey: string, method: string, raw: string): Record<string, string> => {
  const key = [`${method.replaceAll('.', '_')}_response`, 'error_response'].find((candidate) => alipayResponseContent(raw, candidate) !== undefined);
  const content = key ? alipayResponseContent(raw, key) : undefined;
  let sign: unknown;
  try {
    sign = (JSON.parse(raw) as { sign?: unknown }).sign;
  } catch {
    throw new ProviderResponseRejectedError(`Alipay reply to ${method} is not JSON`);
  }
  if (!content) throw new ProviderResponseRejectedError(`Alipay reply to ${method} has no response object`);
  if (typeof sign !== 'string' || !sign) throw new ProviderResponseRejectedError(`Alipay reply to ${method} is not signed`);
  if (!rsaSha256Verify(alipayPublicKey, content, sign)) throw new ProviderResponseRejectedError(`Alipay reply to ${method} has a bad signature`);
  return JSON.parse(content) as Record<string, string>;
};

export type AlipayKeys = { appId: string; sellerId: string; privateKey: string; alipayPublicKey: string };

const tradeStateOf = (status: string | undefined): ProviderPaymentState['state'] =>
  status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'PAID' : status === 'TRADE_CLOSED' ? 'CLOSED' : 'PENDING';

/** "yyyy-MM-dd HH:mm:ss" in GMT+8 (brief §2). */
export const alipayTimestamp = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Verifies and reads an Alipay notification (brief §2.3): signature, app_id and
 * seller_id are ours; a refund shows as refund_fee on the trade.
 * @throws NotificationRejectedError
 */
export const parseAlipayNotification = (keys: Pick<AlipayKeys, 'appId' | 'sellerId' | 'alipayPublicKey'>, request: NotificationRequest): ParsedNotification => {
  const params = Object.fromEntries(new URLSearchParams(request.rawBody)) as Record<string, string>;
  if (!alipayVerifyNotification(keys.alipayPublicKey, params)) throw new NotificationRejectedError('bad signature');
  if (params.app_id !== keys.appId) throw new NotificationRejectedError('another app');
  if (params.seller_id && params.seller_id !== keys.sellerId) throw new NotificationRejectedError('another seller');
  if (!params.notify_id || !params.out_trade_no) throw new NotificationRejectedError('no notify_id or out_trade_no');
  return {
    kind: 'payment',
    eventId: params.notify_id,
    payment: {
      outTradeNo: params.out_trade_no,
      state: tradeStateOf(params.trade_status),
      transactionId: params.trade_no,
      amountMinor: params.total_amount ? minorFromDecimal(params.total_amount) : undefined,
      // the domestic gateway settles CNY only (brief §0)
      currency: 'CNY',
      merchantId: params.seller_id,
      appId: params.app_id,
      paidAt: params.gmt_payment ? new Date(`${params.gmt_payment.replace(' ', 'T')}+08:00`) : undefined,
    },
  };
};

/** Alipay wants the body `success` (brief §2.3); anything else makes it retry. */
export const ALIPAY_ANSWER = {
  accepted: { status: 200, contentType: 'text/plain', body: 'success' },
  rejected: { status: 200, contentType: 'text/plain', body: 'fail' },
};

/**
 * The Alipay adapter: precreate (QR) for the dialog, query, close, refund
 * (out_request_no = our refund number). Every gateway reply must carry a valid
 * `sign` (RSA2, Alipay public key) before it is read.
 */
export const createAlipayProvider = (keys: AlipayKeys, gatewayUrl = 'https://openapi.alipay.com/gateway.do', fetcher: typeof fetch = fetch, now: () => Date = () => new Date()): PaymentProvider => {
  const call = async (method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: keys.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(now()),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    params.sign = alipaySign(keys.privateKey, params);
    const response = await fetcher(gatewayUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: new URLSearchParams(params).toString() });
    // nothing of the reply is used before its signature is checked
    return readAlipayResponse(keys.alipayPublicKey, method, await response.text());
  };
  const refundOf = (outRefundNo: string, reply: Record<string, string>): ProviderRefundState => ({
    outRefundNo,
    status: reply.code === '10000' && (reply.fund_change === 'Y' || reply.refund_status === 'REFUND_SUCCESS' || reply.refund_amount) ? 'SUCCEEDED' : reply.code === '10000' ? 'PROCESSING' : 'ABNORMAL',
    providerRefundId: reply.trade_no,
  });
  return {
    name: 'alipay',
    merchantId: keys.sellerId,
    appId: keys.appId,
    createPayment: async (input: CreatePaymentInput) => {
      const reply = await call(
        'alipay.trade.precreate',
        { out_trade_no: input.outTradeNo, total_amount: decimalFromMinor(input.amountMinor), subject: input.description.slice(0, 256), time_expire: alipayTimestamp(input.expiresAt) },
        { notify_url: input.notifyUrl },
      );
      if (reply.code !== '10000' || !reply.qr_code) throw new Error(`Alipay precreate: ${reply.code} ${reply.sub_code ?? ''}`);
      return { codeUrl: reply.qr_code };
    },
    queryPayment: async (outTradeNo) => {
      const reply = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      // precreate: the trade exists only after the scan (brief §2.1)
      if (reply.sub_code === 'ACQ.TRADE_NOT_EXIST') return { outTradeNo, state: 'NOT_FOUND' };
      if (reply.code !== '10000') throw new Error(`Alipay query: ${reply.code} ${reply.sub_code ?? ''}`);
      return {
        outTradeNo,
        state: tradeStateOf(reply.trade_status),
        transactionId: reply.trade_no,
        amountMinor: reply.total_amount ? minorFromDecimal(reply.total_amount) : undefined,
        currency: 'CNY',
        merchantId: keys.sellerId,
        appId: keys.appId,
      };
    },
    closePayment: async (outTradeNo) => {
      const reply = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      if (reply.code !== '10000' && reply.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw new Error(`Alipay close: ${reply.code} ${reply.sub_code ?? ''}`);
    },
    refund: async (input) =>
      refundOf(input.outRefundNo, await call('alipay.trade.refund', { out_trade_no: input.outTradeNo, refund_amount: decimalFromMinor(input.amountMinor), refund_reason: input.reason, out_request_no: input.outRefundNo })),
    queryRefund: async (outRefundNo, outTradeNo) => refundOf(outRefundNo, await call('alipay.trade.fastpay.refund.query', { out_trade_no: outTradeNo, out_request_no: outRefundNo })),
    parseNotification: (request) => parseAlipayNotification(keys, request),
    answer: ALIPAY_ANSWER,
  };
};
