import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCartItems, commerceNoticeDeliveries, commerceNotifications, commerceOrders, commercePayments, commerceRefunds, hkCompanies, messages } from '../../db/schema';
import { createCommerceNotices } from './commerce.notices';
import { dailyAt } from '../jobs/index';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser } from '../../../test/factories';
import { createPaymentsService } from './payments.service';
import { buildSandboxWechatNotification, SANDBOX_APP_ID } from './payments/sandbox';
import { ProviderResponseRejectedError, type NotificationRequest } from './payments/payment-provider';
import { fakeAlipayGateway, fakeWechatApi, testKeyPair } from './payments/test-gateways';
import { createWechatPayProvider } from './payments/wechat-pay';
import { createAlipayProvider } from './payments/alipay';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n2 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The multipart body of a staff upload: orderId first, then the files. */
const multipart = (orderId: string, files: { name: string; type: string; content: Buffer }[]) => {
  const boundary = '----commerce-test';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n${orderId}\r\n`)];
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('commerce: orders, the payment state machine and registry fulfilment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = async (path: string, token: string, fields: Record<string, string | number> = {}) => {
    const response = await postForm(app, `/api${path}`, { token, language: '2', ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])) });
    return { status: response.statusCode, body: response.json() };
  };
  const poll = async (token: string, payId: string) => (await app.inject({ method: 'GET', url: `/api/getTcPayDetail?payId=${payId}&token=${token}` })).json();
  const deliver = (notification: NotificationRequest) =>
    app.inject({ method: 'POST', url: '/api/orderpay/notify/sandbox', headers: { 'content-type': notification.contentType, ...(notification.headers as Record<string, string>) }, payload: notification.rawBody });
  const runJobs = () => app.container.jobs.runDue();
  const plan = async (code: string) => {
    const { body } = await call('/au/product/list', 'sightseer', { kind: 'membership', page: 1, limit: 10 });
    return body.resultData.list.find((product: { code: string }) => product.code === code);
  };
  const paymentOf = async (payId: string) => (await app.db.select().from(commercePayments).where(eq(commercePayments.id, payId)))[0];
  const orderOf = async (orderId: string) => (await app.db.select().from(commerceOrders).where(eq(commerceOrders.id, orderId)))[0];

  /** A free user's VIP order with one payment attempt (QR issued). */
  const vipAttempt = async (code = 'vip-monthly') => {
    const buyer = await buildUser(app);
    const product = await plan(code);
    const created = await call('/au/order/add', buyer.token, { orderType: 1, prodId: product.id });
    expect(created.body.errCode).toBe(0);
    const applied = await call('/orderpay/applyPay', buyer.token, { orderId: created.body.resultData.orderId, payWay: 1 });
    expect(applied.body.errCode).toBe(0);
    const payment = await paymentOf(applied.body.resultData.PayId);
    return { buyer, product, orderId: created.body.resultData.orderId as string, payId: applied.body.resultData.PayId as string, payment };
  };

  it('lists the plans in minor units with a currency (spec §3 Product)', async () => {
    const { body } = await call('/au/product/list', 'sightseer', { kind: 'membership', page: 1, limit: 10 });
    expect(body.resultData.list.map((product: { code: string; price: number; currency: string; productMonth: number }) => [product.code, product.price, product.currency, product.productMonth])).toEqual([
      ['vip-monthly', 9800, 'HKD', 1],
      ['vip-quarterly', 26800, 'HKD', 3],
      ['vip-yearly', 89800, 'HKD', 12],
    ]);
  });

  it('makes a free user VIP at once when the sandbox pays, and a repeated notification changes nothing', async () => {
    const { buyer, payId, payment, orderId } = await vipAttempt();
    expect(payment).toMatchObject({ status: 'AWAITING_SCAN', amountMinor: 9800, currency: 'HKD', provider: 'sandbox' });
    expect((await poll(buyer.token, payId)).resultData.payStatus).toBe('0');

    const paid = await app.container.paymentSandbox!.provider.pay(payment.outTradeNo, 'pay');
    const first = await deliver(paid!.notification!);
    expect(first.statusCode).toBe(200);
    expect((await poll(buyer.token, payId)).resultData).toMatchObject({ payStatus: '1', orderStatus: 'DELIVERED' });
    const user = await reloadUser(app, buyer.user.id);
    expect(user.vipStatus).toBe(1);
    const expectedEnd = new Date(app.container.clock.now());
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(user.vipExpiresAt!.getTime() - expectedEnd.getTime())).toBeLessThan(60_000);

    // the same delivery again, and a second event for the same payment
    expect((await deliver(paid!.notification!)).statusCode).toBe(200);
    const again = buildSandboxWechatNotification(paid!.trade, app.container.clock.now());
    expect((await deliver(again)).statusCode).toBe(200);
    expect((await reloadUser(app, buyer.user.id)).vipExpiresAt).toEqual(user.vipExpiresAt);
    expect(await orderOf(orderId)).toMatchObject({ paidMinor: 9800, refundedMinor: 0 });
    const log = await app.db.select().from(commerceNotifications).where(eq(commerceNotifications.paymentId, payId));
    expect(log.map((entry) => entry.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);

    // the message of the activation arrives through the job table
    await runJobs();
    const notices = await app.db.select().from(messages).where(eq(messages.userId, buyer.user.id));
    expect(notices.map((notice) => notice.titleEn)).toContain('Your VIP membership is active');
  });

  it('refuses a forged signature and a wrong amount, logs them and changes nothing', async () => {
    const { buyer, payId, payment } = await vipAttempt();
    const trade = { outTradeNo: payment.outTradeNo, transactionId: 'FORGED1', amountMinor: 9800, currency: 'HKD' };
    const { generateKeyPairSync } = await import('node:crypto');
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await deliver(buildSandboxWechatNotification(trade, app.container.clock.now(), { signWith: otherKey }))).statusCode).toBe(400);
    expect((await deliver(buildSandboxWechatNotification(trade, app.container.clock.now(), { amount: 1 }))).statusCode).toBe(400);
    expect((await deliver(buildSandboxWechatNotification(trade, app.container.clock.now(), { currency: 'CNY' }))).statusCode).toBe(400);
    expect((await deliver(buildSandboxWechatNotification(trade, app.container.clock.now(), { mchId: 'OTHER' }))).statusCode).toBe(400);
    expect((await paymentOf(payId)).status).toBe('AWAITING_SCAN');
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(0);
    const log = await app.db.select().from(commerceNotifications).where(eq(commerceNotifications.provider, 'sandbox'));
    expect(log.filter((entry) => entry.body.includes('EV-') && !entry.verified).length).toBeGreaterThanOrEqual(2);
  });

  /** The payment state machine of the app, with `provider` in place of the sandbox (jobs of its own kinds are the app's already). */
  const paymentsWith = (provider: Parameters<typeof createPaymentsService>[0]['providerFor'] extends (payWay: number) => infer P ? P : never) => {
    const jobs = app.container.jobs;
    return createPaymentsService({
      repository: app.container.commerceRepository,
      providerFor: () => provider,
      providerNamed: () => provider,
      jobs: { define: () => undefined, recurring: () => undefined, schedule: (...args) => jobs.schedule(...args), cancel: (...args) => jobs.cancel(...args) },
      clock: app.container.clock,
      log: app.log,
      notifyUrl: () => 'https://example.test/notify',
      onOrderPaid: (order, context) => app.container.commerce.onOrderPaid(order, context),
    });
  };

  it('WeChat Pay: a query reply with a forged, missing or stale signature changes nothing; the signed one finishes the payment', async () => {
    const { buyer, payId, payment, orderId } = await vipAttempt();
    const platform = { ...testKeyPair(), serial: 'PUB_KEY_ID_0000000000000042' };
    const api = fakeWechatApi(platform, () => ({
      status: 200,
      body: { appid: SANDBOX_APP_ID, mchid: payment.merchantId, out_trade_no: payment.outTradeNo, transaction_id: 'WX-LIVE-1', trade_state: 'SUCCESS', amount: { total: 9800, currency: 'HKD' } },
    }));
    const live = createWechatPayProvider(
      { mchId: payment.merchantId, appId: SANDBOX_APP_ID, serialNo: 'MERCHANT', privateKey: testKeyPair().privateKey, apiV3Key: '0123456789abcdef0123456789abcdef', platformKeys: { [platform.serial]: platform.publicKey } },
      'https://wechat.test',
      api.fetcher,
    );
    const payments = paymentsWith(live);
    for (const signing of ['forged', 'missing', 'stale'] as const) {
      api.state.signing = signing;
      await expect(payments.reconcilePayment(payment, 'reconcile')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
      await expect(payments.reconcilePayment(payment, 'expiry')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
    }
    expect((await paymentOf(payId)).status).toBe('AWAITING_SCAN');
    expect(await orderOf(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', paidMinor: 0 });
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(0);
    api.state.signing = 'good';
    expect(await payments.reconcilePayment(payment, 'reconcile')).toBe('paid');
    expect(await paymentOf(payId)).toMatchObject({ status: 'SUCCEEDED', providerTxnId: 'WX-LIVE-1' });
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(1);
  });

  it('Alipay: a gateway reply with a forged or missing sign changes nothing; the signed one finishes the payment', async () => {
    const { buyer, payId, payment } = await vipAttempt();
    const alipay = testKeyPair();
    const gateway = fakeAlipayGateway(alipay, () => ({ code: '10000', msg: 'Success', out_trade_no: payment.outTradeNo, trade_no: 'ALI-LIVE-1', trade_status: 'TRADE_SUCCESS', total_amount: '98.00' }));
    const live = createAlipayProvider({ appId: SANDBOX_APP_ID, sellerId: payment.merchantId, privateKey: testKeyPair().privateKey, alipayPublicKey: alipay.publicKey }, 'https://alipay.test/gateway.do', gateway.fetcher);
    // the domestic gateway reports CNY: this attempt is priced in CNY for the test
    await app.db.update(commercePayments).set({ currency: 'CNY' }).where(eq(commercePayments.id, payId));
    const payments = paymentsWith(live);
    for (const signing of ['forged', 'missing', 'tampered'] as const) {
      gateway.state.signing = signing;
      await expect(payments.reconcilePayment(payment, 'reconcile')).rejects.toBeInstanceOf(ProviderResponseRejectedError);
    }
    expect((await paymentOf(payId)).status).toBe('AWAITING_SCAN');
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(0);
    gateway.state.signing = 'good';
    expect(await payments.reconcilePayment(payment, 'reconcile')).toBe('paid');
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(1);
  });

  it('a retried notice job repeats neither the message-centre entry nor an SMS or e-mail already sent', async () => {
    const buyer = await buildUser(app, { user: { email: `notice-${Date.now()}@example.com` } });
    const sent: string[] = [];
    let mailFailures = 1;
    const notices = createCommerceNotices({
      repository: app.container.commerceRepository,
      users: app.container.users,
      messages: app.container.messages,
      sms: { name: 'test', send: async (to) => void sent.push(`sms ${to}`) },
      mail: {
        name: 'test',
        send: async (message) => {
          if (mailFailures-- > 0) throw new Error('SMTP 451 try later');
          sent.push(`mail ${message.to} ${message.subject}`);
        },
      },
      clock: app.container.clock,
    });
    const payload = { key: `refunded:${buyer.user.id}`, userId: buyer.user.id, notice: 'orderRefunded' as const, params: { orderNo: 'R-1', reason: 'no record', amount: 'HK$52.00' }, locale: 'en' as const, sms: true, mail: true };
    await expect(notices.send(payload)).rejects.toThrow('SMTP 451');
    await notices.send(payload);
    await notices.send(payload);
    expect(sent).toEqual([`sms ${buyer.user.phone}`, `mail ${buyer.user.email} Registry order R-1 cancelled and refunded`]);
    const entries = await app.db.select().from(messages).where(eq(messages.userId, buyer.user.id));
    expect(entries.map((entry) => entry.titleEn)).toEqual(['Registry order R-1 cancelled and refunded']);
    const rows = await app.db.select().from(commerceNoticeDeliveries).where(eq(commerceNoticeDeliveries.noticeKey, payload.key));
    expect(rows.map((row) => [row.channel, row.status, row.attempts]).sort()).toEqual([['mail', 'sent', 2], ['sms', 'sent', 1]]);
  });

  it('writes a notice in the language stored with the buyer, not the order’s (issue 18)', async () => {
    const buyer = await buildUser(app, { user: { email: `notice-cn-${Date.now()}@example.com`, locale: 'zh-CN' } });
    const sent: string[] = [];
    const notices = createCommerceNotices({
      repository: app.container.commerceRepository,
      users: app.container.users,
      messages: app.container.messages,
      sms: { name: 'test', send: async (_to, text) => void sent.push(text) },
      mail: { name: 'test', send: async (message) => void sent.push(message.subject) },
      clock: app.container.clock,
    });
    await notices.send({ key: `refunded-cn:${buyer.user.id}`, userId: buyer.user.id, notice: 'orderRefunded', params: { orderNo: 'R-2', reason: '-', amount: 'HK$52.00' }, locale: 'zh-HK', sms: true, mail: true });
    expect(sent).toEqual(['【合规通】查询订单 R-2 未能交付，已取消并全额原路退款。', expect.stringContaining('R-2')]);
    expect(sent[1]).not.toMatch(/[冊單]/);
    const [entry] = await app.db.select().from(messages).where(eq(messages.userId, buyer.user.id));
    expect(entry.title).not.toMatch(/[冊單]/);
  });

  it('the daily reconciliation asks the provider about attempts still pending or unknown and applies its answer', async () => {
    const sandbox = app.container.paymentSandbox!.provider;
    // paid at the provider, but our create call "failed" (a timeout): unknown on our side, and nobody polls it
    const unknown = await vipAttempt();
    await sandbox.pay(unknown.payment.outTradeNo, 'pay');
    await app.db.update(commercePayments).set({ status: 'FAILED' }).where(eq(commercePayments.id, unknown.payId));
    // never paid
    const unpaid = await vipAttempt();
    await runJobs();
    expect((await paymentOf(unknown.payId)).status).toBe('FAILED');

    const now = app.container.clock.now();
    app.container.clock.advance(dailyAt('03:30')(now).getTime() - now.getTime() + 1000);
    for (let round = 0; round < 3; round += 1) await runJobs();
    expect(await paymentOf(unknown.payId)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await orderOf(unknown.orderId)).toMatchObject({ status: 'DELIVERED', paidMinor: 9800 });
    expect((await reloadUser(app, unknown.buyer.user.id)).vipStatus).toBe(1);
    expect((await paymentOf(unpaid.payId)).status).toBe('CLOSED');
    expect((await reloadUser(app, unpaid.buyer.user.id)).vipStatus).toBe(0);
  });

  it('finishes a payment whose notification was lost (kill -9) through the poll', async () => {
    const { buyer, payId, payment } = await vipAttempt();
    // the provider takes the money, but our callback never hears of it
    await app.container.paymentSandbox!.provider.pay(payment.outTradeNo, 'pay');
    expect((await poll(buyer.token, payId)).resultData.payStatus).toBe('1');
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(1);
  });

  it('closes an unpaid attempt at its expiry (job) and refunds a payment that arrives after the buyer cancelled', async () => {
    const { buyer, payId, payment, orderId } = await vipAttempt();
    app.container.clock.advance(31 * 60_000);
    await runJobs();
    expect((await paymentOf(payId)).status).toBe('CLOSED');
    expect((await poll(buyer.token, payId)).resultData.payStatus).toBe('2');

    expect((await call('/au/order/cancelOrder', buyer.token, { orderId })).body.errCode).toBe(0);
    // the provider still reports a success for the closed attempt (a payer between query and close)
    const late = buildSandboxWechatNotification({ outTradeNo: payment.outTradeNo, transactionId: 'LATE1', amountMinor: 9800, currency: 'HKD' }, app.container.clock.now());
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'CANCELLED', paidMinor: 9800, refundedMinor: 9800 });
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(0);
    await runJobs();
    const refunds = await app.db.select().from(commerceRefunds).where(eq(commerceRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountMinor: 9800, reason: 'late or second payment' });
  });

  it('lets expiry and success race: one wins and the money is counted once', async () => {
    const { payId, payment, orderId } = await vipAttempt();
    const snapshot = { outTradeNo: payment.outTradeNo, state: 'PAID' as const, transactionId: 'RACE1', amountMinor: 9800, currency: 'HKD', merchantId: 'SANDBOX-MCH' };
    const outcomes = await Promise.all([
      app.container.payments.applyProviderState(payId, { outTradeNo: payment.outTradeNo, state: 'CLOSED' }, 'expiry'),
      app.container.payments.applyProviderState(payId, snapshot, 'notification'),
      app.container.payments.applyProviderState(payId, snapshot, 'poll'),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ paidMinor: 9800, refundedMinor: 0 });
    expect((await paymentOf(payId)).status).toBe('SUCCEEDED');
  });

  it('refuses paying a paid order twice, cancelling it, and refunds above what was paid', async () => {
    const { buyer, payment, orderId } = await vipAttempt();
    await deliver((await app.container.paymentSandbox!.provider.pay(payment.outTradeNo, 'pay'))!.notification!);
    expect((await call('/orderpay/applyPay', buyer.token, { orderId, payWay: 1 })).body.errCode).toBe(409);
    expect((await call('/au/order/cancelOrder', buyer.token, { orderId })).body.errCode).toBe(409);
    const paidPayment = await paymentOf(payment.id);
    const order = await orderOf(orderId);
    const repository = app.container.commerceRepository;
    await expect(repository.transaction((tx, queries) => app.container.payments.requestRefund(tx, queries, order, paidPayment, 9801, 'too much', new Date()))).rejects.toMatchObject({
      code: 'COMMERCE_REFUND_EXCEEDS_PAID',
    });
    await repository.transaction((tx, queries) => app.container.payments.requestRefund(tx, queries, order, paidPayment, 5000, 'part', new Date()));
    await expect(repository.transaction((tx, queries) => app.container.payments.requestRefund(tx, queries, order, paidPayment, 4801, 'rest and more', new Date()))).rejects.toMatchObject({
      code: 'COMMERCE_REFUND_EXCEEDS_PAID',
    });
    expect((await orderOf(orderId)).refundedMinor).toBe(5000);
  });

  it("switching method closes the other attempt first; another user's payment is not visible", async () => {
    const { buyer, payId, orderId } = await vipAttempt();
    const alipay = await call('/orderpay/applyPay', buyer.token, { orderId, payWay: 2 });
    expect(alipay.body.resultData.CodeUrl).toContain('/api/orderpay/sandbox/cashier?outTradeNo=');
    expect((await paymentOf(payId)).status).toBe('CLOSED');
    const stranger = await buildUser(app);
    expect((await poll(stranger.token, alipay.body.resultData.PayId)).errCode).toBe(404);
  });

  describe('registry orders', () => {
    const product = async (code: string) => {
      const { body } = await call('/au/product/list', 'sightseer', { kind: 'registry', page: 1, limit: 50 });
      return body.resultData.list.find((candidate: { code: string }) => candidate.code === code);
    };
    const paidRegistryOrder = async () => {
      const buyer = await buildUser(app, { user: { email: `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com` } });
      const particulars = await product('hk-com-particulars');
      expect(particulars).toMatchObject({ price: 5200, officialFee: 2200, serviceCharge: 3000 });
      expect((await call('/au/shopCart/add', buyer.token, { prodId: particulars.id })).body.errCode).toBe(400);
      const cart = await call('/au/shopCart/add', buyer.token, { prodId: particulars.id, companyNo: '0000001', nameEn: 'HONGKONG TEST LIMITED' });
      expect(cart.body.resultData).toMatchObject({ total: 1, amount: 5200 });
      expect((await call('/au/order/add', buyer.token, { orderType: 2 })).body.errCode).toBe(400);
      const address = await call('/au/shoppingAddress/add', buyer.token, { contactName: 'Ann Lee', tel: '85291234567', email: 'ann@example.com' });
      const order = await call('/au/order/add', buyer.token, { orderType: 2, addressId: address.body.resultData.id });
      expect(order.body.resultData).toMatchObject({ amount: 5200, currency: 'HKD' });
      const applied = await call('/orderpay/applyPay', buyer.token, { orderId: order.body.resultData.orderId, payWay: 1 });
      const payment = await paymentOf(applied.body.resultData.PayId);
      await deliver((await app.container.paymentSandbox!.provider.pay(payment.outTradeNo, 'pay'))!.notification!);
      return { buyer, orderId: order.body.resultData.orderId as string };
    };
    const staff = async () => (await buildUser(app, { user: { isStaff: true } })).token;

    it('keeps a registry company\'s name as the Registry writes it and shows it in each reader\'s script (issue 18)', async () => {
      await app.db.insert(hkCompanies).values({ companyNo: '0098765', nameEn: 'KOWLOON FERRY HOLDINGS LIMITED', nameZh: '九龍渡輪控股有限公司', registerKind: 'local', source: 'test' });
      const buyer = await buildUser(app);
      const zhCn = { language: '3' };
      const zhHk = { language: '1' };
      // the search shows a mainland reader the simplified name, and the page sends back what it showed
      const found = await call('/au/hkCompany/list', buyer.token, { ...zhCn, keyword: '九龙渡轮', page: 1, limit: 10 });
      expect(found.body.resultData.list[0]).toMatchObject({ companyNo: '0098765', nameZh: '九龙渡轮控股有限公司' });
      const particulars = await product('hk-com-particulars');
      const added = await call('/au/shopCart/add', buyer.token, { ...zhCn, prodId: particulars.id, companyNo: '0098765', nameEn: 'KOWLOON FERRY HOLDINGS LIMITED', nameZh: '九龙渡轮控股有限公司' });
      expect(added.body.resultData.list[0].targetLabel).toBe('0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龙渡轮控股有限公司');
      const receiver = await product('oro-receiver');
      await call('/au/shopCart/add', buyer.token, { ...zhCn, prodId: receiver.id, names: '陈大文' });

      const stored = await app.db.select({ target: commerceCartItems.target, targetLabel: commerceCartItems.targetLabel }).from(commerceCartItems).where(eq(commerceCartItems.userId, buyer.user.id));
      expect(stored).toContainEqual({ target: { companyNo: '0098765', nameEn: 'KOWLOON FERRY HOLDINGS LIMITED', nameZh: '九龍渡輪控股有限公司' }, targetLabel: '0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龍渡輪控股有限公司' });
      expect(stored).toContainEqual({ target: { names: ['陈大文'] }, targetLabel: '陈大文' });
      const labels = async (language: Record<string, string>) => (await call('/au/shopCart/list', buyer.token, language)).body.resultData.list.map((item: { targetLabel: string }) => item.targetLabel).sort();
      expect(await labels(zhHk)).toEqual(['0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龍渡輪控股有限公司', '陳大文']);
      expect(await labels(zhCn)).toEqual(['0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龙渡轮控股有限公司', '陈大文']);

      // a different name for that number is the buyer's own and stays as typed
      const other = await call('/au/shopCart/add', buyer.token, { ...zhCn, prodId: particulars.id, companyNo: '0098765', nameZh: '九龙轮船有限公司' });
      expect(other.body.resultData.list.map((item: { target: { nameZh?: string } }) => item.target.nameZh)).toContain('九龙轮船有限公司');

      // the order keeps the Registry's spelling: staff search with it, each buyer's reader sees it in their script
      const address = await call('/au/shoppingAddress/add', buyer.token, { contactName: 'Ann Lee', tel: '85291234567', email: 'ann@example.com' });
      const cartIds = (await call('/au/shopCart/list', buyer.token)).body.resultData.list.filter((item: { target: { companyNo?: string; nameEn?: string } }) => item.target.nameEn).map((item: { id: string }) => item.id);
      const order = await call('/au/order/add', buyer.token, { ...zhCn, orderType: 2, addressId: address.body.resultData.id, shopId: cartIds.join(',') });
      const orderId = order.body.resultData.orderId as string;
      expect((await orderOf(orderId)).title).toBe('公司资料查询 · 0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龙渡轮控股有限公司');
      const detailLabel = async (language: Record<string, string>) => (await call('/au/order/detail', buyer.token, { ...language, orderId })).body.resultData.items[0].targetLabel;
      expect(await detailLabel(zhHk)).toBe('0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龍渡輪控股有限公司');
      expect(await detailLabel(zhCn)).toBe('0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龙渡轮控股有限公司');
      const applied = await call('/orderpay/applyPay', buyer.token, { orderId, payWay: 1 });
      await deliver((await app.container.paymentSandbox!.provider.pay((await paymentOf(applied.body.resultData.PayId)).outTradeNo, 'pay'))!.notification!);
      const queue = await call('/au/admin/order/list', await staff(), { ...zhCn, page: 1, limit: 50 });
      const queued = queue.body.resultData.list.find((row: { orderId: string }) => row.orderId === orderId);
      expect(queued.items[0].targetLabel).toBe('0098765 · KOWLOON FERRY HOLDINGS LIMITED · 九龍渡輪控股有限公司');
    });

    it('goes from the cart to fulfilment, staff deliver a PDF, and only the buyer downloads it', async () => {
      const { buyer, orderId } = await paidRegistryOrder();
      expect(await orderOf(orderId)).toMatchObject({ status: 'FULFILLING' });
      expect((await call('/au/shopCart/list', buyer.token)).body.resultData.total).toBe(0);
      const staffToken = await staff();
      expect((await call('/au/admin/order/list', buyer.token, { page: 1, limit: 20 })).status).toBe(403);
      const queue = await call('/au/admin/order/list', staffToken, { page: 1, limit: 50 });
      expect(queue.body.resultData.list.map((order: { orderId: string }) => order.orderId)).toContain(orderId);

      expect((await call('/au/admin/order/deliver', staffToken, { orderId })).body.errCode).toBe(409);
      const wrongType = await app.inject({ method: 'POST', url: '/api/au/admin/order/upload', ...multipart(orderId, [{ name: 'x.pdf', type: 'application/pdf', content: Buffer.from('not a pdf') }]), headers: { ...multipart(orderId, []).headers, token: staffToken } });
      expect(wrongType.json().errCode).toBe(415);
      const body = multipart(orderId, [
        { name: 'particulars.pdf', type: 'application/pdf', content: PDF },
        { name: 'particulars.pdf', type: 'application/pdf', content: PDF2 },
      ]);
      const upload = await app.inject({ method: 'POST', url: '/api/au/admin/order/upload', payload: body.payload, headers: { ...body.headers, token: staffToken } });
      expect(upload.json()).toMatchObject({ errCode: 0, resultData: { files: 2 } });
      expect((await call('/au/admin/order/deliver', staffToken, { orderId })).body.errCode).toBe(0);

      const detail = await call('/au/order/detail', buyer.token, { orderId });
      expect(detail.body.resultData.status).toBe('DELIVERED');
      expect(detail.body.resultData.timeline.map((event: { type: string }) => event.type)).toEqual(['created', 'paid', 'fulfilling', 'delivered']);
      const [file] = detail.body.resultData.files;
      const download = await app.inject({ method: 'GET', url: `/api/au/baseDownloadFile/icrisFileUrlToZip?orderId=${orderId}&fileId=${file.id}&token=${buyer.token}` });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect([PDF, PDF2].some((content) => download.rawPayload.equals(content))).toBe(true);
      const stranger = await buildUser(app);
      const stolen = await app.inject({ method: 'GET', url: `/api/au/baseDownloadFile/icrisFileUrlToZip?orderId=${orderId}&fileId=${file.id}&token=${stranger.token}` });
      expect(stolen.json().errCode).toBe(404);

      // all files of the order as one zip (no fileId): the buyer only
      const zipped = await app.inject({ method: 'GET', url: `/api/au/baseDownloadFile/icrisFileUrlToZip?orderId=${orderId}&token=${buyer.token}` });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-type']).toBe('application/zip');
      expect(zipped.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''order-\w+\.zip$/);
      const entries = unzipSync(new Uint8Array(zipped.rawPayload));
      expect(Object.keys(entries).sort()).toEqual(['particulars (2).pdf', 'particulars.pdf']);
      expect(Buffer.from(entries['particulars.pdf']).equals(PDF)).toBe(true);
      expect(Buffer.from(entries['particulars (2).pdf']).equals(PDF2)).toBe(true);
      const strangerZip = await app.inject({ method: 'GET', url: `/api/au/baseDownloadFile/icrisFileUrlToZip?orderId=${orderId}&token=${stranger.token}` });
      expect(strangerZip.headers['content-type']).toMatch(/json/);
      expect(strangerZip.json()).toMatchObject({ errCode: 404, resultData: null });

      // the 24-hour job was cancelled by the delivery
      app.container.clock.advance(25 * 3_600_000);
      await app.container.jobs.runDue();
      expect((await orderOf(orderId)).status).toBe('DELIVERED');
    });

    it('cancels and refunds an order not delivered within 24 hours (job on the test clock)', async () => {
      const { buyer, orderId } = await paidRegistryOrder();
      app.container.clock.advance(23 * 3_600_000);
      await runJobs();
      expect((await orderOf(orderId)).status).toBe('FULFILLING');
      app.container.clock.advance(3_600_000 + 1000);
      await runJobs();
      await runJobs();
      expect(await orderOf(orderId)).toMatchObject({ status: 'REFUNDED', paidMinor: 5200, refundedMinor: 5200 });
      const detail = await call('/au/order/detail', buyer.token, { orderId });
      expect(detail.body.resultData.timeline.map((event: { type: string }) => event.type)).toEqual(['created', 'paid', 'fulfilling', 'cancelled', 'refund_requested', 'refunded']);
    });

    it('staff mark an order unobtainable: cancelled and fully refunded with the reason', async () => {
      const { orderId } = await paidRegistryOrder();
      const staffToken = await staff();
      expect((await call('/au/admin/order/unobtainable', staffToken, { orderId, reason: 'No record found' })).body.errCode).toBe(0);
      await runJobs();
      expect(await orderOf(orderId)).toMatchObject({ status: 'REFUNDED', cancelReason: 'No record found', refundedMinor: 5200 });
      expect((await call('/au/admin/order/unobtainable', staffToken, { orderId, reason: 'again' })).body.errCode).toBe(409);
    });

    it('staff issue an invoice with its number and PDF (the buyer sees it, is told and downloads it) or refuse one with a reason', async () => {
      const { buyer, orderId } = await paidRegistryOrder();
      const requested = await call('/au/order/invoice', buyer.token, { orderIds: orderId, titleType: 'enterprise', title: 'Harbour Law LLP', taxId: '91310000MA1FL8XQ3X', email: 'ap@example.com' });
      expect(requested.body.errCode).toBe(0);
      const id = requested.body.resultData.id as string;
      const staffToken = await staff();
      expect((await call('/au/admin/invoice/list', buyer.token, { page: 1, limit: 20 })).status).toBe(403);
      const list = await call('/au/admin/invoice/list', staffToken, { page: 1, limit: 50, status: 'REQUESTED' });
      expect(list.body.resultData.list.find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'REQUESTED', amount: 5200, currency: 'HKD', taxId: '91310000MA1FL8XQ3X' });

      const issue = (fields: Record<string, string>, file?: Buffer) => {
        const boundary = '----invoice-test';
        const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
        if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="INV-0001.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), file, Buffer.from('\r\n'));
        parts.push(Buffer.from(`--${boundary}--\r\n`));
        return app.inject({ method: 'POST', url: '/api/au/admin/invoice/issue', payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: staffToken } });
      };
      expect((await issue({ id }, PDF)).json().errCode).toBe(400);
      expect((await issue({ id, invoiceNo: 'INV-0001' }, Buffer.from('not a pdf'))).json().errCode).toBe(415);
      expect((await issue({ id, invoiceNo: 'INV-0001' }, PDF)).json().errCode).toBe(0);
      expect((await issue({ id, invoiceNo: 'INV-0002' })).json().errCode).toBe(409);

      const mine = await call('/au/order/invoiceList', buyer.token, { page: 1, limit: 10 });
      expect(mine.body.resultData.list[0]).toMatchObject({ id, status: 'ISSUED', invoiceNo: 'INV-0001', hasFile: true, rejectReason: null });
      const download = await app.inject({ method: 'GET', url: `/api/au/order/invoiceFile?id=${id}&token=${buyer.token}` });
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(PDF)).toBe(true);
      const stranger = await buildUser(app);
      expect((await app.inject({ method: 'GET', url: `/api/au/order/invoiceFile?id=${id}&token=${stranger.token}` })).json()).toMatchObject({ errCode: 404, resultData: null });
      await runJobs();
      const titles = (await app.db.select().from(messages).where(eq(messages.userId, buyer.user.id))).map((message) => message.titleEn);
      expect(titles).toContain('Invoice INV-0001 issued');

      const second = await call('/au/order/invoice', buyer.token, { orderIds: orderId, titleType: 'personal', title: 'Ann Lee', email: 'ann@example.com' });
      const secondId = second.body.resultData.id as string;
      expect((await call('/au/admin/invoice/reject', staffToken, { id: secondId, reason: 'Already invoiced as INV-0001' })).body.errCode).toBe(0);
      expect((await call('/au/admin/invoice/reject', staffToken, { id: secondId, reason: 'again' })).body.errCode).toBe(409);
      const after = await call('/au/order/invoiceList', buyer.token, { page: 1, limit: 10 });
      expect(after.body.resultData.list.find((row: { id: string }) => row.id === secondId)).toMatchObject({ status: 'REJECTED', rejectReason: 'Already invoiced as INV-0001', hasFile: false });
    });

    it('asks to re-confirm a price changed after the line went into the cart', async () => {
      const buyer = await buildUser(app);
      const index = await product('hk-com-directors-index');
      await call('/au/shopCart/add', buyer.token, { prodId: index.id, companyNo: '0000002' });
      const staffToken = await staff();
      expect((await call('/au/admin/product/update', staffToken, { id: index.id, serviceCharge: 3500 })).body.errCode).toBe(0);
      const address = await call('/au/shoppingAddress/add', buyer.token, { contactName: 'Bo', tel: '85291234568' });
      const refused = await call('/au/order/add', buyer.token, { orderType: 2, addressId: address.body.resultData.id });
      expect(refused.body).toMatchObject({ errCode: 409, resultData: { amount: 4600, currency: 'HKD' } });
      const accepted = await call('/au/order/add', buyer.token, { orderType: 2, addressId: address.body.resultData.id, confirmedAmount: 4600 });
      expect(accepted.body.resultData.amount).toBe(4600);
      await call('/au/admin/product/update', staffToken, { id: index.id, serviceCharge: 3000 });
    });

    it('needs a purpose and declaration for a business-registration extract', async () => {
      const buyer = await buildUser(app);
      const extract = await product('br-extract');
      expect((await call('/au/shopCart/add', buyer.token, { prodId: extract.id, brNumber: '1234567' })).body.errCode).toBe(400);
      await call('/au/shopCart/add', buyer.token, { prodId: extract.id, brNumber: '12345678' });
      const address = await call('/au/shoppingAddress/add', buyer.token, { contactName: 'Cy', tel: '85291234569' });
      expect((await call('/au/order/add', buyer.token, { orderType: 2, addressId: address.body.resultData.id })).body.errCode).toBe(400);
      const ok = await call('/au/order/add', buyer.token, { orderType: 2, addressId: address.body.resultData.id, purpose: 'Verify a supplier', declaration: 'true' });
      expect(ok.body.errCode).toBe(0);
    });
  });

  it('extends a running membership and sends the pre-expiry message, then ends it on time', async () => {
    const { buyer, payment } = await vipAttempt('vip-monthly');
    await deliver((await app.container.paymentSandbox!.provider.pay(payment.outTradeNo, 'pay'))!.notification!);
    const first = (await reloadUser(app, buyer.user.id)).vipExpiresAt!;
    const renewal = await call('/au/order/add', buyer.token, { orderType: 1, prodId: (await plan('vip-monthly')).id });
    const applied = await call('/orderpay/applyPay', buyer.token, { orderId: renewal.body.resultData.orderId, payWay: 1 });
    await deliver((await app.container.paymentSandbox!.provider.pay((await paymentOf(applied.body.resultData.PayId)).outTradeNo, 'pay'))!.notification!);
    const extended = (await reloadUser(app, buyer.user.id)).vipExpiresAt!;
    const expected = new Date(first);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(extended.getTime()).toBe(expected.getTime());

    app.container.clock.advance(extended.getTime() - app.container.clock.now().getTime() - 6 * 86_400_000);
    await runJobs();
    await runJobs();
    const titles = (await app.db.select().from(messages).where(eq(messages.userId, buyer.user.id))).map((message) => message.titleEn);
    expect(titles).toContain('Your VIP membership ends soon');
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(1);
    app.container.clock.advance(7 * 86_400_000);
    await runJobs();
    await runJobs();
    expect((await reloadUser(app, buyer.user.id)).vipStatus).toBe(0);
  });
});
