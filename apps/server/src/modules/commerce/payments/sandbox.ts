import { randomBytes, randomUUID } from 'node:crypto';
import type { CommerceRepository, SandboxTradeRow } from '../commerce.repository';
import { ALIPAY_ANSWER, alipaySigningString, parseAlipayNotification } from './alipay';
import { decimalFromMinor, type NotificationRequest, type PaymentProvider, type ProviderPaymentState } from './payment-provider';
import {
  SANDBOX_ALIPAY_PRIVATE_KEY,
  SANDBOX_ALIPAY_PUBLIC_KEY,
  SANDBOX_APIV3_KEY,
  SANDBOX_PLATFORM_PRIVATE_KEY,
  SANDBOX_PLATFORM_PUBLIC_KEY,
  SANDBOX_PLATFORM_SERIAL,
} from './sandbox-keys';
import { encryptWechatResource } from './wechat-encrypt';
import { parseWechatNotification, rsaSha256Sign, WECHAT_ANSWER, wechatNotificationMessage } from './wechat-pay';

/*
 * The local payment sandbox (issue 13): it plays the provider's side. Orders
 * live in commerce_sandbox_trades; its cashier page (sandbox.routes.ts) shows
 * what was scanned with "pay" and "fail" buttons, and paying sends a
 * notification signed exactly as WeChat Pay (payWay 1: RSA-SHA256 over the
 * platform message, AES-256-GCM resource) or Alipay (payWay 2: RSA2 form) would,
 * so our callback runs its real verification code.
 */

export const SANDBOX_MERCHANT_ID = 'SANDBOX-MCH';
export const SANDBOX_APP_ID = 'sandbox-app';

type SandboxRepository = Pick<CommerceRepository, 'upsertSandboxTrade' | 'findSandboxTrade' | 'updateSandboxTrade'>;

const wechatKeys = { mchId: SANDBOX_MERCHANT_ID, apiV3Key: SANDBOX_APIV3_KEY, platformKeys: { [SANDBOX_PLATFORM_SERIAL]: SANDBOX_PLATFORM_PUBLIC_KEY } };
const alipayKeys = { appId: SANDBOX_APP_ID, sellerId: SANDBOX_MERCHANT_ID, alipayPublicKey: SANDBOX_ALIPAY_PUBLIC_KEY };

const stateOf = (trade: SandboxTradeRow | undefined, outTradeNo: string): ProviderPaymentState =>
  !trade
    ? { outTradeNo, state: 'NOT_FOUND' }
    : {
        outTradeNo,
        state: trade.state === 'SUCCESS' ? 'PAID' : trade.state === 'CLOSED' || trade.state === 'PAYERROR' ? 'CLOSED' : 'PENDING',
        transactionId: trade.transactionId ?? undefined,
        amountMinor: trade.amountMinor,
        currency: trade.currency,
        merchantId: SANDBOX_MERCHANT_ID,
        appId: SANDBOX_APP_ID,
      };

/** A WeChat-format notification (headers + raw JSON body) for a paid sandbox trade, signed with the sandbox platform key. */
export const buildSandboxWechatNotification = (
  trade: Pick<SandboxTradeRow, 'outTradeNo' | 'transactionId' | 'amountMinor' | 'currency'>,
  now: Date,
  overrides: { mchId?: string; amount?: number; currency?: string; signWith?: string; eventId?: string } = {},
): NotificationRequest => {
  const resource = JSON.stringify({
    appid: SANDBOX_APP_ID,
    mchid: overrides.mchId ?? SANDBOX_MERCHANT_ID,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.transactionId,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: now.toISOString(),
    amount: { total: overrides.amount ?? trade.amountMinor, currency: overrides.currency ?? trade.currency },
  });
  const nonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: overrides.eventId ?? `EV-${randomUUID()}`,
    create_time: now.toISOString(),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: encryptWechatResource(SANDBOX_APIV3_KEY, nonce, 'transaction', resource), nonce, associated_data: 'transaction' },
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  return {
    contentType: 'application/json',
    rawBody: body,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': SANDBOX_PLATFORM_SERIAL,
      'wechatpay-signature': rsaSha256Sign(overrides.signWith ?? SANDBOX_PLATFORM_PRIVATE_KEY, wechatNotificationMessage(timestamp, headerNonce, body)),
    },
  };
};

/** An Alipay-format notification (form body) for a paid sandbox trade, signed with the sandbox Alipay key. */
export const buildSandboxAlipayNotification = (trade: Pick<SandboxTradeRow, 'outTradeNo' | 'transactionId' | 'amountMinor'>, now: Date, overrides: { amount?: number; notifyId?: string } = {}): NotificationRequest => {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const params: Record<string, string> = {
    notify_type: 'trade_status_sync',
    notify_id: overrides.notifyId ?? randomUUID().replaceAll('-', ''),
    notify_time: stamp,
    app_id: SANDBOX_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.transactionId ?? '',
    out_trade_no: trade.outTradeNo,
    seller_id: SANDBOX_MERCHANT_ID,
    trade_status: 'TRADE_SUCCESS',
    total_amount: decimalFromMinor(overrides.amount ?? trade.amountMinor),
    gmt_payment: stamp,
  };
  params.sign = rsaSha256Sign(SANDBOX_ALIPAY_PRIVATE_KEY, alipaySigningString(params, 'notification'));
  return { contentType: 'application/x-www-form-urlencoded', rawBody: new URLSearchParams(params).toString(), headers: {} };
};

/**
 * The sandbox provider. `cashierUrl(outTradeNo)` is what the QR encodes (and the
 * Alipay iframe shows): the local page that plays the payer.
 */
export const createSandboxProvider = (repository: SandboxRepository, options: { cashierUrl: (outTradeNo: string) => string; now: () => Date }): PaymentProvider & {
  /** The payer pays (or fails): marks the trade and returns the notification to deliver, or null. */
  pay: (outTradeNo: string, outcome: 'pay' | 'fail') => Promise<{ trade: SandboxTradeRow; notification: NotificationRequest | null } | null>;
  findTrade: (outTradeNo: string) => Promise<SandboxTradeRow | undefined>;
} => ({
  name: 'sandbox',
  merchantId: SANDBOX_MERCHANT_ID,
  appId: SANDBOX_APP_ID,
  createPayment: async (input) => {
    await repository.upsertSandboxTrade({
      outTradeNo: input.outTradeNo,
      payWay: input.payWay,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      state: 'NOTPAY',
      expiresAt: input.expiresAt,
    });
    return { codeUrl: options.cashierUrl(input.outTradeNo) };
  },
  queryPayment: async (outTradeNo) => stateOf(await repository.findSandboxTrade(outTradeNo), outTradeNo),
  closePayment: async (outTradeNo) => {
    await repository.updateSandboxTrade(outTradeNo, ['NOTPAY'], { state: 'CLOSED' }, options.now());
  },
  refund: async (input) => {
    const trade = await repository.findSandboxTrade(input.outTradeNo);
    if (!trade || trade.state !== 'SUCCESS') return { outRefundNo: input.outRefundNo, status: 'ABNORMAL' };
    return { outRefundNo: input.outRefundNo, status: 'SUCCEEDED', providerRefundId: `SBR-${input.outRefundNo}` };
  },
  queryRefund: async (outRefundNo) => ({ outRefundNo, status: 'SUCCEEDED', providerRefundId: `SBR-${outRefundNo}` }),
  parseNotification: (request, now) => (request.contentType.includes('json') ? parseWechatNotification(wechatKeys, request, now) : parseAlipayNotification(alipayKeys, request)),
  answer: WECHAT_ANSWER,
  findTrade: (outTradeNo) => repository.findSandboxTrade(outTradeNo),
  pay: async (outTradeNo, outcome) => {
    const now = options.now();
    const trade = await repository.findSandboxTrade(outTradeNo);
    if (!trade) return null;
    if (outcome === 'fail') {
      const failed = await repository.updateSandboxTrade(outTradeNo, ['NOTPAY'], { state: 'PAYERROR' }, now);
      // WeChat notifies successes only (brief §1.3): a failure reaches us through the query
      return failed ? { trade: failed, notification: null } : { trade, notification: null };
    }
    const paid = (await repository.updateSandboxTrade(outTradeNo, ['NOTPAY'], { state: 'SUCCESS', transactionId: `SB${Date.now()}${randomBytes(4).toString('hex')}` }, now)) ?? trade;
    if (paid.state !== 'SUCCESS') return { trade: paid, notification: null };
    return { trade: paid, notification: paid.payWay === 2 ? buildSandboxAlipayNotification(paid, now) : buildSandboxWechatNotification(paid, now) };
  },
});

export { ALIPAY_ANSWER };
