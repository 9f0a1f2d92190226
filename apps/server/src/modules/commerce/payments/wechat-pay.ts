import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import {
  NotificationRejectedError,
  ProviderResponseRejectedError,
  type CreatePaymentInput,
  type NotificationRequest,
  type ParsedNotification,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderRefundState,
  type RefundInput,
} from './payment-provider';

/*
 * WeChat Pay APIv3, domestic direct merchant, Native (QR) payments (brief §1).
 * Signing, callback verification and resource decryption are small functions
 * over node:crypto so the brief's §7 vectors test them directly.
 */

/** Brief §1.2: METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n (a GET has an empty body, so it ends "\n\n"). */
export const wechatRequestMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** Brief §1.3 step 1: TIMESTAMP\nNONCE\nRAW_BODY\n. */
export const wechatNotificationMessage = (timestamp: string, nonce: string, rawBody: string) => `${timestamp}\n${nonce}\n${rawBody}\n`;

/** base64 SHA256withRSA (PKCS#1 v1.5) of a UTF-8 message. */
export const rsaSha256Sign = (privateKey: string | KeyObject, message: string): string => createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

/** Checks a base64 SHA256withRSA signature; false for any malformed input. */
export const rsaSha256Verify = (publicKey: string | KeyObject, message: string, signature: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/** The Authorization header of a request (brief §1.2). */
export const wechatAuthorization = (options: { mchId: string; serialNo: string; privateKey: string | KeyObject; method: string; pathAndQuery: string; body: string; timestamp: string; nonce: string }) => {
  const signature = rsaSha256Sign(options.privateKey, wechatRequestMessage(options.method, options.pathAndQuery, options.timestamp, options.nonce, options.body));
  return `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchId}",nonce_str="${options.nonce}",timestamp="${options.timestamp}",serial_no="${options.serialNo}",signature="${signature}"`;
};

/**
 * AES-256-GCM decryption of a notification resource (brief §1.3 step 2): key = APIv3 key,
 * IV = nonce, AAD = associated_data, the last 16 bytes of the ciphertext are the tag.
 * @throws when the tag does not match (tampered ciphertext, wrong AAD or key).
 */
export const decryptWechatResource = (apiV3Key: string, nonce: string, associatedData: string, ciphertextBase64: string): string => {
  const data = Buffer.from(ciphertextBase64, 'base64');
  if (data.length < 17) throw new NotificationRejectedError('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
};

/** The other direction, used by the sandbox to play WeChat (and by tests). */
export { encryptWechatResource } from './wechat-encrypt';

export type WechatPayKeys = {
  mchId: string;
  appId: string;
  /** Merchant API certificate serial (Authorization serial_no). */
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  /** Platform keys by id: platform-certificate serials and/or the PUB_KEY_ID_… public key (brief §1.3 key types). */
  platformKeys: Record<string, string>;
};

/** Brief §1.3: reject if |now − Wechatpay-Timestamp| > 300 s. */
const MAX_CLOCK_OFFSET_SECONDS = 300;

type TransactionResource = {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string; payer_total?: number; payer_currency?: string };
};
type RefundResource = { mchid?: string; out_trade_no?: string; out_refund_no?: string; refund_id?: string; refund_status?: string; status?: string };

const paymentStateOf = (tradeState: string | undefined): ProviderPaymentState['state'] =>
  tradeState === 'SUCCESS' || tradeState === 'REFUND' ? 'PAID' : tradeState === 'CLOSED' || tradeState === 'REVOKED' || tradeState === 'PAYERROR' ? 'CLOSED' : 'PENDING';

/** A transaction object (notification resource or query reply) in our terms. */
export const wechatTransactionState = (resource: TransactionResource): ProviderPaymentState => ({
  outTradeNo: resource.out_trade_no ?? '',
  state: paymentStateOf(resource.trade_state),
  transactionId: resource.transaction_id,
  amountMinor: resource.amount?.total,
  currency: resource.amount?.currency,
  payerAmountMinor: resource.amount?.payer_total,
  payerCurrency: resource.amount?.payer_currency,
  merchantId: resource.mchid,
  appId: resource.appid,
  paidAt: resource.success_time ? new Date(resource.success_time) : undefined,
});

const refundStatusOf = (status: string | undefined): ProviderRefundState['status'] =>
  status === 'SUCCESS' ? 'SUCCEEDED' : status === 'CLOSED' ? 'CLOSED' : status === 'ABNORMAL' ? 'ABNORMAL' : 'PROCESSING';

/**
 * Why a WeChat Pay signature over `body` is not acceptable, or undefined when it is.
 * The same check covers callbacks (brief §1.3) and every API reply: the
 * Wechatpay-Timestamp/Nonce/Signature/Serial headers, message
 * TIMESTAMP\nNONCE\nBODY\n, SHA256withRSA with the platform key whose id is the
 * serial (certificate serial or PUB_KEY_ID_…), timestamp within 300 s of `now`.
 * Probe traffic ("WECHATPAY/SIGNTEST/…") fails the signature check.
 */
export const wechatSignatureProblem = (platformKeys: Record<string, string>, header: (name: string) => string | null | undefined, body: string, now: Date): string | undefined => {
  const timestamp = header('Wechatpay-Timestamp');
  const nonce = header('Wechatpay-Nonce');
  const signature = header('Wechatpay-Signature');
  const serial = header('Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return 'missing Wechatpay-* headers';
  const platformKey = platformKeys[serial];
  if (!platformKey) return `unknown platform key ${serial}`;
  if (!rsaSha256Verify(platformKey, wechatNotificationMessage(timestamp, nonce, body), signature)) return 'bad signature';
  if (!/^\d+$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_OFFSET_SECONDS) return 'timestamp outside 300 s';
  return undefined;
};

/**
 * Verifies (platform key chosen by Wechatpay-Serial, clock within 300 s) and decrypts
 * a WeChat Pay notification (brief §1.3). Probe traffic with a bad signature fails here.
 * @throws NotificationRejectedError
 */
export const parseWechatNotification = (keys: Pick<WechatPayKeys, 'apiV3Key' | 'platformKeys' | 'mchId'>, request: NotificationRequest, now: Date): ParsedNotification => {
  const problem = wechatSignatureProblem(keys.platformKeys, (name) => request.headers[name.toLowerCase()], request.rawBody, now);
  if (problem) throw new NotificationRejectedError(problem);
  let envelope: { id?: string; event_type?: string; resource?: { ciphertext?: string; nonce?: string; associated_data?: string; original_type?: string } };
  try {
    envelope = JSON.parse(request.rawBody);
  } catch {
    throw new NotificationRejectedError('body is not JSON');
  }
  const resource = envelope.resource;
  if (!envelope.id || !resource?.ciphertext || !resource.nonce) throw new NotificationRejectedError('no resource');
  let plain: string;
  try {
    plain = decryptWechatResource(keys.apiV3Key, resource.nonce, resource.associated_data ?? '', resource.ciphertext);
  } catch {
    throw new NotificationRejectedError('resource does not decrypt');
  }
  const decoded = JSON.parse(plain) as TransactionResource & RefundResource;
  if (decoded.mchid !== undefined && decoded.mchid !== keys.mchId) throw new NotificationRejectedError('another merchant');
  if (envelope.event_type?.startsWith('REFUND.') || resource.original_type === 'refund') {
    return {
      kind: 'refund',
      eventId: envelope.id,
      refund: { outTradeNo: decoded.out_trade_no ?? '', outRefundNo: decoded.out_refund_no ?? '', status: refundStatusOf(decoded.refund_status), providerRefundId: decoded.refund_id },
    };
  }
  return { kind: 'payment', eventId: envelope.id, payment: wechatTransactionState(decoded) };
};

/**
 * WeChat decides by HTTP status (brief §1.3 step 4); the body carries WeChat's
 * code/message and, like every JSON reply of this API, the envelope fields.
 */
export const WECHAT_ANSWER = {
  accepted: { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: 'OK', errCode: 0, resultMsg: 'OK', resultData: null }) },
  rejected: { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'rejected', errCode: 400, resultMsg: 'Notification rejected.', resultData: null }) },
};

/** RFC 3339 in +08:00, as time_expire wants it. */
const rfc3339China = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

/**
 * The WeChat Pay APIv3 Native adapter (domestic: CNY). Every request is signed,
 * and every reply (errors and the body-less 204 included) must carry a valid
 * platform signature before a byte of it is read: an unsigned or forged reply
 * throws ProviderResponseRejectedError and changes nothing.
 */
export const createWechatPayProvider = (
  keys: WechatPayKeys,
  apiBaseUrl = 'https://api.mch.weixin.qq.com',
  fetcher: typeof fetch = fetch,
  // WeChat compares our timestamps with real time, and we compare theirs with it too
  now: () => Date = () => new Date(),
): PaymentProvider => {
  const call = async <T>(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<{ status: number; data: T }> => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = wechatAuthorization({
      mchId: keys.mchId,
      serialNo: keys.serialNo,
      privateKey: keys.privateKey,
      method,
      pathAndQuery,
      body,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      nonce: randomBytes(16).toString('hex'),
    });
    const response = await fetcher(`${apiBaseUrl}${pathAndQuery}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorization },
      ...(method === 'POST' ? { body } : {}),
    });
    const text = await response.text();
    const problem = wechatSignatureProblem(keys.platformKeys, (name) => response.headers.get(name), text, now());
    if (problem) throw new ProviderResponseRejectedError(`WeChat Pay reply to ${method} ${pathAndQuery.split('?')[0]} (HTTP ${response.status}) refused: ${problem}`);
    let data: T;
    try {
      data = (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new Error(`WeChat Pay ${response.status}: not JSON`);
    }
    return { status: response.status, data };
  };
  const failIf = (status: number, data: unknown) => {
    if (status >= 400) throw new Error(`WeChat Pay ${status}: ${JSON.stringify(data)}`);
  };
  return {
    name: 'wechat',
    merchantId: keys.mchId,
    appId: keys.appId,
    createPayment: async (input: CreatePaymentInput) => {
      const { status, data } = await call<{ code_url?: string }>('POST', '/v3/pay/transactions/native', {
        appid: keys.appId,
        mchid: keys.mchId,
        description: input.description.slice(0, 127),
        out_trade_no: input.outTradeNo,
        notify_url: input.notifyUrl,
        time_expire: rfc3339China(input.expiresAt),
        amount: { total: input.amountMinor, currency: input.currency },
      });
      failIf(status, data);
      if (!data.code_url) throw new Error('WeChat Pay gave no code_url');
      return { codeUrl: data.code_url };
    },
    queryPayment: async (outTradeNo) => {
      const { status, data } = await call<TransactionResource & { code?: string }>('GET', `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${keys.mchId}`);
      if (status === 404 || data.code === 'ORDER_NOT_EXIST') return { outTradeNo, state: 'NOT_FOUND' };
      failIf(status, data);
      return wechatTransactionState(data);
    },
    closePayment: async (outTradeNo) => {
      const { status, data } = await call('POST', `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`, { mchid: keys.mchId });
      if (status !== 204 && status !== 404) failIf(status, data);
    },
    refund: async (input: RefundInput) => {
      const { status, data } = await call<RefundResource>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: input.reason.slice(0, 80),
        notify_url: input.notifyUrl,
        amount: { refund: input.amountMinor, total: input.totalMinor, currency: input.currency },
      });
      failIf(status, data);
      return { outRefundNo: input.outRefundNo, status: refundStatusOf(data.status), providerRefundId: data.refund_id };
    },
    queryRefund: async (outRefundNo) => {
      const { status, data } = await call<RefundResource>('GET', `/v3/refund/domestic/refunds/${outRefundNo}`);
      failIf(status, data);
      return { outRefundNo, status: refundStatusOf(data.status), providerRefundId: data.refund_id };
    },
    parseNotification: (request, now) => parseWechatNotification(keys, request, now),
    answer: WECHAT_ANSWER,
  };
};
