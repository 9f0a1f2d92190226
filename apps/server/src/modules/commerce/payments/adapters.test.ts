import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipayResponseContent, alipaySigningString, alipaySign, alipayVerifyNotification, createAlipayProvider, parseAlipayNotification } from './alipay';
import { decimalFromMinor, minorFromDecimal, NotificationRejectedError, ProviderResponseRejectedError } from './payment-provider';
import { buildSandboxAlipayNotification, buildSandboxWechatNotification, createSandboxProvider } from './sandbox';
import { SANDBOX_ALIPAY_PUBLIC_KEY, SANDBOX_APIV3_KEY, SANDBOX_PLATFORM_PUBLIC_KEY, SANDBOX_PLATFORM_SERIAL } from './sandbox-keys';
import { createWechatPayProvider, decryptWechatResource, parseWechatNotification, rsaSha256Sign, rsaSha256Verify, wechatAuthorization, wechatNotificationMessage, wechatRequestMessage } from './wechat-pay';
import { encryptWechatResource } from './wechat-encrypt';
import { fakeAlipayGateway, fakeWechatApi, testKeyPair } from './test-gateways';

// The brief's §7 test vectors (payments-and-registry.md), constructed with fake keys.
const AES_KEY = '0123456789abcdef0123456789abcdef';
const AES_NONCE = 'fedcba987654';
const AES_CIPHERTEXT = 'HxayICOjc35uR5+ngInMPoNl9opKNR0GEBKLPXcvQYR/ooVwW7bxqtzuspRP7xrsZtKiQ2GSEarG6SbJYUJ1oUVU+9ZbAyLsKTyTQUmBW7z7obWiG3bREKEelqkpvBLhMCYZy4TR5k8=';
const AES_PLAINTEXT = '{"out_trade_no":"T0001","trade_state":"SUCCESS","amount":{"total":100,"currency":"CNY"}}';

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('WeChat Pay APIv3 helpers', () => {
  it('decrypts the brief §7 AES-256-GCM vector', () => {
    expect(decryptWechatResource(AES_KEY, AES_NONCE, 'transaction', AES_CIPHERTEXT)).toBe(AES_PLAINTEXT);
  });

  it('refuses a flipped ciphertext byte and a changed associated data (GCM tag check)', () => {
    const bytes = Buffer.from(AES_CIPHERTEXT, 'base64');
    bytes[3] ^= 0x01;
    expect(() => decryptWechatResource(AES_KEY, AES_NONCE, 'transaction', bytes.toString('base64'))).toThrow();
    expect(() => decryptWechatResource(AES_KEY, AES_NONCE, 'refund', AES_CIPHERTEXT)).toThrow();
  });

  it('encrypts so that the vector round-trips', () => {
    expect(encryptWechatResource(AES_KEY, AES_NONCE, 'transaction', AES_PLAINTEXT)).toBe(AES_CIPHERTEXT);
  });

  it('builds the brief §7 request-signing string of a GET (ends with \\n\\n)', () => {
    expect(wechatRequestMessage('GET', '/v3/pay/transactions/out-trade-no/T0001?mchid=1900000001', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/pay/transactions/out-trade-no/T0001?mchid=1900000001\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it('builds the brief §7 callback verification string', () => {
    expect(wechatNotificationMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{raw body}')).toBe('1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{raw body}\n');
  });

  it('signs a request that the merchant public key verifies, and a tampered message fails', () => {
    const merchant = keyPair();
    const header = wechatAuthorization({ mchId: '1900000001', serialNo: 'ABC', privateKey: merchant.privateKey, method: 'GET', pathAndQuery: '/v3/x?mchid=1', body: '', timestamp: '1554208460', nonce: 'N1' });
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="N1",timestamp="1554208460",serial_no="ABC",signature="/);
    expect(rsaSha256Verify(merchant.publicKey, wechatRequestMessage('GET', '/v3/x?mchid=1', '1554208460', 'N1', ''), signature)).toBe(true);
    expect(rsaSha256Verify(merchant.publicKey, wechatRequestMessage('GET', '/v3/x?mchid=2', '1554208460', 'N1', ''), signature)).toBe(false);
  });

  const platform = keyPair();
  const keys = { mchId: '1900000001', apiV3Key: AES_KEY, platformKeys: { PUB_KEY_ID_0001: platform.publicKey } };
  const notification = (body: string, timestamp = '1554209980', signer = platform.privateKey, serial = 'PUB_KEY_ID_0001') => ({
    contentType: 'application/json',
    rawBody: body,
    headers: { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': 'c5ac7061fccab6bf3e254dcf98995b8c', 'wechatpay-serial': serial, 'wechatpay-signature': rsaSha256Sign(signer, wechatNotificationMessage(timestamp, 'c5ac7061fccab6bf3e254dcf98995b8c', body)) },
  });
  const body = JSON.stringify({ id: 'EV-1', event_type: 'TRANSACTION.SUCCESS', resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: AES_CIPHERTEXT, nonce: AES_NONCE, associated_data: 'transaction', original_type: 'transaction' } });
  const at = new Date(1554209980 * 1000 + 10_000);

  it('verifies, decrypts and reads a notification signed with the platform key', () => {
    expect(parseWechatNotification(keys, notification(body), at)).toEqual({
      kind: 'payment',
      eventId: 'EV-1',
      payment: expect.objectContaining({ outTradeNo: 'T0001', state: 'PAID', amountMinor: 100, currency: 'CNY' }),
    });
  });

  it.each([
    ['a signature by another key (probe traffic)', () => notification(body, '1554209980', keyPair().privateKey)],
    ['an unknown Wechatpay-Serial', () => notification(body, '1554209980', platform.privateKey, 'PUB_KEY_ID_9999')],
    ['a body changed after signing', () => ({ ...notification(body), rawBody: body.replace('EV-1', 'EV-2') })],
    ['a timestamp more than 300 s away', () => notification(body, '1554209000')],
  ])('refuses %s', (_name, build) => {
    expect(() => parseWechatNotification(keys, build(), at)).toThrow(NotificationRejectedError);
  });
});

describe('Alipay helpers', () => {
  it('builds the brief §7 precreate signing string (sorted, sign excluded, sign_type kept)', () => {
    const params = {
      app_id: '2021000000000000',
      method: 'alipay.trade.precreate',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2024-01-01 12:00:00',
      version: '1.0',
      notify_url: 'https://example.com/pay/alipay/notify',
      biz_content: '{"out_trade_no":"T0001","total_amount":"1.00","subject":"VIP"}',
      sign: 'ignored',
      empty: '',
    };
    expect(alipaySigningString(params)).toBe(
      'app_id=2021000000000000&biz_content={"out_trade_no":"T0001","total_amount":"1.00","subject":"VIP"}&charset=utf-8&method=alipay.trade.precreate&notify_url=https://example.com/pay/alipay/notify&sign_type=RSA2&timestamp=2024-01-01 12:00:00&version=1.0',
    );
  });

  it('leaves out sign_type too when verifying a notification', () => {
    expect(alipaySigningString({ b: '2', a: '1', sign: 's', sign_type: 'RSA2' }, 'notification')).toBe('a=1&b=2');
  });

  it('signs with RSA2 so that the public key verifies; a changed amount fails', () => {
    const app = keyPair();
    const params = { app_id: '1', out_trade_no: 'T1', total_amount: '1.00', sign_type: 'RSA2' };
    const sign = alipaySign(app.privateKey, params);
    // a notification leaves sign_type out of the string; sign one that way for the check
    const notified = { ...params, sign: rsaSha256Sign(app.privateKey, alipaySigningString(params, 'notification')) };
    expect(sign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(alipayVerifyNotification(app.publicKey, notified)).toBe(true);
    expect(alipayVerifyNotification(app.publicKey, { ...notified, total_amount: '100.00' })).toBe(false);
  });

  it('converts yuan strings to minor units exactly, and back', () => {
    expect(minorFromDecimal('12.30')).toBe(1230);
    expect(minorFromDecimal('0.01')).toBe(1);
    expect(minorFromDecimal('100000000')).toBe(10_000_000_000);
    expect(minorFromDecimal('19.9')).toBe(1990);
    expect(() => minorFromDecimal('1.005')).toThrow();
    expect(decimalFromMinor(1230)).toBe('12.30');
    expect(decimalFromMinor(5)).toBe('0.05');
  });

  it('refuses a notification for another app or with a bad signature', () => {
    const trade = { outTradeNo: 'T1', transactionId: 'X', amountMinor: 100 };
    const good = buildSandboxAlipayNotification(trade, new Date());
    const keys = { appId: 'sandbox-app', sellerId: 'SANDBOX-MCH', alipayPublicKey: SANDBOX_ALIPAY_PUBLIC_KEY };
    expect(parseAlipayNotification(keys, good)).toMatchObject({ kind: 'payment', payment: { outTradeNo: 'T1', state: 'PAID', amountMinor: 100 } });
    expect(() => parseAlipayNotification({ ...keys, appId: 'other' }, good)).toThrow(NotificationRejectedError);
    expect(() => parseAlipayNotification(keys, { ...good, rawBody: good.rawBody.replace('total_amount=1.00', 'total_amount=0.01') })).toThrow(NotificationRejectedError);
  });
});

describe('sandbox notifications', () => {
  it('are signed and encrypted exactly as WeChat Pay would, so the real verifier accepts them', () => {
    const now = new Date();
    const parsed = parseWechatNotification(
      { mchId: 'SANDBOX-MCH', apiV3Key: SANDBOX_APIV3_KEY, platformKeys: { [SANDBOX_PLATFORM_SERIAL]: SANDBOX_PLATFORM_PUBLIC_KEY } },
      buildSandboxWechatNotification({ outTradeNo: 'P1', transactionId: 'T', amountMinor: 9800, currency: 'HKD' }, now),
      now,
    );
    expect(parsed).toMatchObject({ kind: 'payment', payment: { outTradeNo: 'P1', state: 'PAID', amountMinor: 9800, currency: 'HKD', merchantId: 'SANDBOX-MCH' } });
  });

  it('the sandbox provider rejects a notification with a forged signature', () => {
    const provider = createSandboxProvider({ upsertSandboxTrade: async () => undefined, findSandboxTrade: async () => undefined, updateSandboxTrade: async () => undefined }, { cashierUrl: () => '', now: () => new Date() });
    const now = new Date();
    const forged = buildSandboxWechatNotification({ outTradeNo: 'P1', transactionId: 'T', amountMinor: 9800, currency: 'HKD' }, now, { signWith: keyPair().privateKey });
    expect(() => provider.parseNotification(forged, now)).toThrow(NotificationRejectedError);
  });
});

describe('live adapters check the signature of every provider reply', () => {
  const platform = { ...testKeyPair(), serial: 'PUB_KEY_ID_0000000000000024' };
  const transaction = { appid: 'wxapp', mchid: '1900000001', out_trade_no: 'P1', transaction_id: '4200001', trade_state: 'SUCCESS', amount: { total: 9800, currency: 'CNY' } };
  const wechatApi = () =>
    fakeWechatApi(platform, (call) =>
      call.path.endsWith('/close') ? { status: 204 } : call.path.startsWith('/v3/pay/transactions/out-trade-no/') ? { status: 200, body: transaction } : { status: 404, body: { code: 'NOT_FOUND', message: 'no' } },
    );
  const wechatProvider = (fetcher: typeof fetch) =>
    createWechatPayProvider({ mchId: '1900000001', appId: 'wxapp', serialNo: 'MERCHANT', privateKey: testKeyPair().privateKey, apiV3Key: AES_KEY, platformKeys: { [platform.serial]: platform.publicKey } }, 'https://wechat.test', fetcher);

  it('WeChat Pay: reads a reply signed with the platform key, including the body-less 204 of close', async () => {
    const api = wechatApi();
    const provider = wechatProvider(api.fetcher);
    expect(await provider.queryPayment('P1')).toMatchObject({ outTradeNo: 'P1', state: 'PAID', amountMinor: 9800, transactionId: '4200001' });
    await expect(provider.closePayment('P1')).resolves.toBeUndefined();
    expect(api.state.calls.map((call) => call.path)).toEqual(['/v3/pay/transactions/out-trade-no/P1?mchid=1900000001', '/v3/pay/transactions/out-trade-no/P1/close']);
  });

  it.each(['forged', 'missing', 'stale', 'unknown-key', 'tampered'] as const)('WeChat Pay: refuses a %s reply signature, on a query and on a close', async (signing) => {
    const api = wechatApi();
    api.state.signing = signing;
    const provider = wechatProvider(api.fetcher);
    await expect(provider.queryPayment('P1')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
    await expect(provider.closePayment('P1')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
  });

  const alipay = testKeyPair();
  const alipayGateway = () =>
    fakeAlipayGateway(alipay, (method, biz): Record<string, string> =>
      method === 'alipay.trade.query'
        ? biz.out_trade_no === 'P1'
          ? { code: '10000', msg: 'Success', out_trade_no: 'P1', trade_no: '2024A', trade_status: 'TRADE_SUCCESS', total_amount: '98.00' }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' }
        : { code: '10000', msg: 'Success' },
    );
  const alipayProvider = (fetcher: typeof fetch) => createAlipayProvider({ appId: '2021000000000000', sellerId: '2088000000000000', privateKey: testKeyPair().privateKey, alipayPublicKey: alipay.publicKey }, 'https://alipay.test/gateway.do', fetcher);

  it('Alipay: reads a reply whose sign covers the exact *_response text, business errors included', async () => {
    const provider = alipayProvider(alipayGateway().fetcher);
    expect(await provider.queryPayment('P1')).toMatchObject({ outTradeNo: 'P1', state: 'PAID', amountMinor: 9800, transactionId: '2024A' });
    expect(await provider.queryPayment('P2')).toEqual({ outTradeNo: 'P2', state: 'NOT_FOUND' });
    await expect(provider.closePayment('P1')).resolves.toBeUndefined();
  });

  it.each(['forged', 'missing', 'tampered'] as const)('Alipay: refuses a %s reply sign', async (signing) => {
    const gateway = alipayGateway();
    gateway.state.signing = signing;
    const provider = alipayProvider(gateway.fetcher);
    await expect(provider.queryPayment('P1')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
    await expect(provider.closePayment('P1')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
  });

  it('Alipay: cuts the signed text out of the reply as sent (spacing, nested objects and escaped quotes kept)', () => {
    const raw = '{ "alipay_trade_query_response" : {"code":"10000","note":"a \\"}\\" b","fund":{"x":[1,{"y":2}]}} , "sign":"S"}';
    expect(alipayResponseContent(raw, 'alipay_trade_query_response')).toBe('{"code":"10000","note":"a \\"}\\" b","fund":{"x":[1,{"y":2}]}}');
    expect(alipayResponseContent(raw, 'error_response')).toBeUndefined();
  });
});
