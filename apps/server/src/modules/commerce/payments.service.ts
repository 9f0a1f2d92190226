import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dailyAt } from '../jobs/index';
import type { CommerceJobs } from './jobs-port';
import type { CommerceQueries, CommerceRepository, OrderRow, PaymentRow } from './commerce.repository';
import { NotificationRejectedError, type NotificationRequest, type PaymentProvider, type ProviderName, type ProviderPaymentState } from './payments/payment-provider';

/*
 * The payment state machine of brief §4 (issue 13). Orders and payment
 * attempts change only under the order's row lock, through conditional
 * updates, so a repeated, late or concurrent notification changes nothing.
 * Notifications, the dialog's poll, the expiry job and reconciliation all end
 * in applyProviderState.
 */

/** How long a QR / payment attempt stays payable (brief §4.3: e.g. 30 min; WeChat's code_url itself dies at 2 h). */
export const PAYMENT_TTL_MINUTES = 30;
/** The poll asks the provider itself at most this often per attempt (brief §1.4: backend queries when no callback arrives). */
const PROVIDER_QUERY_INTERVAL_MS = 5_000;

export const JobKinds = {
  expirePayment: 'commerce.payment.expire',
  executeRefund: 'commerce.refund.execute',
  reconcilePayment: 'commerce.payment.reconcile',
  reconcileSweep: 'commerce.reconcile',
  reconcileDaily: 'commerce.reconcile.daily',
} as const;

/**
 * The daily reconciliation (brief §4.3) runs at this Hong Kong time and asks the
 * provider about every attempt of the last RECONCILE_LOOKBACK_DAYS that is still
 * pending (CREATED, AWAITING_SCAN) or unknown (FAILED: our create call failed,
 * so the provider may still have taken money). Downloading the providers' daily
 * bills is not built.
 */
const RECONCILE_DAILY_AT = '03:30';
const RECONCILE_LOOKBACK_DAYS = 7;
const RECONCILE_STATUSES = ['CREATED', 'AWAITING_SCAN', 'FAILED'];

/** Reconciliation runs every 5 minutes (brief §4.3: first query within a minute, then back off). */
const RECONCILE_EVERY_MS = 5 * 60_000;

/** What happens to the business when an order becomes paid (VIP grant, fulfilment start); runs in the payment's transaction. */
export type PaidOrderHandler = (order: OrderRow, context: { tx: Transaction; queries: CommerceQueries; now: Date }) => Promise<void>;

export type PaymentsServiceDependencies = {
  repository: CommerceRepository;
  /** Providers by payWay (1 WeChat, 2 Alipay); the sandbox plays both. */
  providerFor: (payWay: number) => PaymentProvider;
  providerNamed: (name: string) => PaymentProvider | undefined;
  jobs: CommerceJobs;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
  notifyUrl: (provider: ProviderName) => string;
  onOrderPaid: PaidOrderHandler;
};

export type ApplyOutcome = 'paid' | 'duplicate' | 'late-refunded' | 'closed' | 'pending' | 'mismatch' | 'unknown-payment';

const newTradeNo = (prefix: string, now: Date) => `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;

/** Adds an event to the order's timeline. */
export const addEvent = (queries: CommerceQueries, orderId: string, type: string, at: Date, note: string | null = null, actorUserId: string | null = null) =>
  queries.insertEvent({ orderId, type, at, note, actorUserId });

export const createPaymentsService = (dependencies: PaymentsServiceDependencies) => {
  const { repository, providerFor, providerNamed, jobs, clock, log, notifyUrl, onOrderPaid } = dependencies;

  /**
   * Records a refund request (the sum of refunds never exceeds what was paid:
   * checked here under the order lock and by the table's check) and schedules
   * the provider call as a job in the same transaction.
   * @throws COMMERCE_REFUND_EXCEEDS_PAID
   */
  const requestRefund = async (tx: Transaction, queries: CommerceQueries, order: OrderRow, payment: PaymentRow, amountMinor: number, reason: string, now: Date) => {
    if (amountMinor <= 0) return;
    const current = (await queries.lockOrder(order.id)) ?? order;
    if (current.refundedMinor + amountMinor > current.paidMinor) throw new AppError('COMMERCE_REFUND_EXCEEDS_PAID');
    const refund = await queries.insertRefund({
      orderId: order.id,
      paymentId: payment.id,
      provider: payment.provider,
      outRefundNo: newTradeNo('R', now),
      status: 'REQUESTED',
      amountMinor,
      currency: payment.currency,
      reason,
    });
    await queries.addToOrderSums(order.id, { refunded: amountMinor }, now);
    await addEvent(queries, order.id, 'refund_requested', now, reason);
    await jobs.schedule(JobKinds.executeRefund, { refundId: refund.id }, { key: refund.id, tx });
    return refund;
  };

  /**
   * The one function for callback, poll, expiry and reconciliation (brief §4.2).
   * Checks the provider's facts against the attempt (merchant, amount,
   * currency), then moves payment and order forward only from the states that
   * allow it; entitlements are written in the same transaction.
   */
  const applyProviderState = async (paymentId: string, snapshot: ProviderPaymentState, source: 'notification' | 'poll' | 'expiry' | 'reconcile' | 'switch', outer?: Transaction): Promise<ApplyOutcome> => {
    const now = clock.now();
    return repository.transaction(async (tx, queries) => {
      const unlocked = await queries.findPayment(paymentId);
      if (!unlocked) return 'unknown-payment';
      // lock order first, then payment: the same order everywhere, so no deadlock
      const order = await queries.lockOrder(unlocked.orderId);
      const payment = await queries.lockPayment(paymentId);
      if (!order || !payment) return 'unknown-payment';
      const provider = providerNamed(payment.provider);
      if (snapshot.state === 'PAID') {
        if ((snapshot.merchantId && snapshot.merchantId !== payment.merchantId) || (provider && snapshot.appId && snapshot.appId !== provider.appId)) return 'mismatch';
        if (snapshot.amountMinor !== payment.amountMinor || (snapshot.currency && snapshot.currency !== payment.currency)) return 'mismatch';
        if (payment.status === 'SUCCEEDED') return 'duplicate';
        const succeeded = await queries.transitionPayment(
          payment.id,
          ['CREATED', 'AWAITING_SCAN', 'CLOSED', 'FAILED'],
          {
            status: 'SUCCEEDED',
            providerTxnId: snapshot.transactionId ?? null,
            succeededAt: snapshot.paidAt ?? now,
            payerAmountMinor: snapshot.payerAmountMinor ?? null,
            payerCurrency: snapshot.payerCurrency ?? null,
          },
          now,
        );
        if (!succeeded) return 'duplicate';
        await jobs.cancel(JobKinds.expirePayment, payment.id, { tx });
        await queries.addToOrderSums(order.id, { paid: payment.amountMinor }, now);
        if (order.status === 'PENDING_PAYMENT') {
          await queries.updateOrder(order.id, { status: 'PAID', paidAt: now }, now);
          await addEvent(queries, order.id, 'paid', now, `${payment.provider} ${snapshot.transactionId ?? ''}`.trim());
          await onOrderPaid({ ...order, status: 'PAID', paidAt: now, paidMinor: order.paidMinor + payment.amountMinor }, { tx, queries, now });
          // close the order's other attempts (a second QR of another method)
          for (const other of await queries.openPaymentsOfOrder(order.id)) {
            await queries.transitionPayment(other.id, ['CREATED', 'AWAITING_SCAN'], { status: 'CLOSED', closedAt: now }, now);
            await jobs.schedule(JobKinds.expirePayment, { paymentId: other.id }, { key: other.id, runAt: now, replace: true, tx });
          }
          return 'paid';
        }
        // Brief §1.4: money arrived for an order that is closed, cancelled or already paid by another attempt → refund it.
        const lockedAgain = (await queries.lockOrder(order.id)) ?? order;
        await requestRefund(tx, queries, lockedAgain, succeeded, payment.amountMinor, 'late or second payment', now);
        log.warn({ orderId: order.id, paymentId: payment.id, source }, 'payment after the order was closed or paid: refunded');
        return 'late-refunded';
      }
      if (snapshot.state === 'CLOSED' || (snapshot.state === 'NOT_FOUND' && (source === 'expiry' || source === 'switch'))) {
        const closed = await queries.transitionPayment(payment.id, ['CREATED', 'AWAITING_SCAN'], { status: 'CLOSED', closedAt: now }, now);
        return closed ? 'closed' : 'duplicate';
      }
      return 'pending';
    }, outer);
  };

  /**
   * Asks the provider and applies its answer; at or after the attempt's expiry
   * it closes an unpaid order at the provider first (a payment between query
   * and close is caught by the query after the close).
   */
  const reconcilePayment = async (payment: PaymentRow, source: 'poll' | 'expiry' | 'reconcile' | 'switch', outer?: Transaction): Promise<ApplyOutcome> => {
    const provider = providerNamed(payment.provider);
    if (!provider) return 'unknown-payment';
    let snapshot = await provider.queryPayment(payment.outTradeNo);
    const closing = source === 'expiry' || source === 'switch';
    if (closing && snapshot.state !== 'PAID') {
      await provider.closePayment(payment.outTradeNo);
      snapshot = await provider.queryPayment(payment.outTradeNo);
      if (snapshot.state === 'PENDING') snapshot = { ...snapshot, state: 'CLOSED' };
    }
    return applyProviderState(payment.id, snapshot, source, outer);
  };

  jobs.define<{ paymentId: string }>(JobKinds.expirePayment, async ({ paymentId }, context) => {
    const payment = await repository.within(context.tx).findPayment(paymentId);
    if (!payment) return;
    if (payment.status === 'CLOSED') {
      // closed on our side already (switch / paid by another attempt): make sure the provider closed it too
      const provider = providerNamed(payment.provider);
      const snapshot = await provider?.queryPayment(payment.outTradeNo);
      if (snapshot?.state === 'PAID') await applyProviderState(payment.id, snapshot, 'expiry', context.tx);
      else await provider?.closePayment(payment.outTradeNo);
      return;
    }
    if (payment.status === 'CREATED' || payment.status === 'AWAITING_SCAN') await reconcilePayment(payment, 'expiry', context.tx);
  }, { transaction: false });

  // Reconciliation: a sweep (in the job's transaction) schedules one provider query per attempt still open after a minute.
  jobs.define<{ paymentId: string }>(JobKinds.reconcilePayment, async ({ paymentId }, context) => {
    const payment = await repository.within(context.tx).findPayment(paymentId);
    if (payment && (payment.status === 'CREATED' || payment.status === 'AWAITING_SCAN')) await reconcilePayment(payment, context.now >= payment.expiresAt ? 'expiry' : 'reconcile', context.tx);
    // unknown: only a payment the provider reports counts (FAILED → SUCCEEDED, or refunded when the order moved on)
    if (payment?.status === 'FAILED') await reconcilePayment(payment, 'reconcile', context.tx);
  }, { transaction: false, maxAttempts: 3 });
  jobs.recurring(JobKinds.reconcileDaily, dailyAt(RECONCILE_DAILY_AT), async (context) => {
    const queries = repository.within(context.tx);
    const since = new Date(context.now.getTime() - RECONCILE_LOOKBACK_DAYS * 86_400_000);
    const day = context.now.toISOString().slice(0, 10);
    for (const payment of await queries.paymentsToReconcile(RECONCILE_STATUSES, since, new Date(context.now.getTime() - 60_000), 5000)) {
      await jobs.schedule(JobKinds.reconcilePayment, { paymentId: payment.id }, { key: `${payment.id}:daily:${day}`, tx: context.tx });
    }
  });
  jobs.recurring(JobKinds.reconcileSweep, (after) => new Date(Math.floor(after.getTime() / RECONCILE_EVERY_MS) * RECONCILE_EVERY_MS + RECONCILE_EVERY_MS), async (context) => {
    const stale = await repository.within(context.tx).staleOpenPayments(new Date(context.now.getTime() - 60_000), 200);
    const bucket = Math.floor(context.now.getTime() / RECONCILE_EVERY_MS);
    for (const payment of stale) await jobs.schedule(JobKinds.reconcilePayment, { paymentId: payment.id }, { key: `${payment.id}:${bucket}`, tx: context.tx });
  });

  jobs.define<{ refundId: string }>(JobKinds.executeRefund, async ({ refundId }, context) => {
    const queries = repository.within(context.tx);
    const refund = await queries.findRefund(refundId);
    if (!refund || refund.status === 'SUCCEEDED' || refund.status === 'CLOSED') return;
    const payment = await queries.findPayment(refund.paymentId);
    const provider = payment ? providerNamed(payment.provider) : undefined;
    if (!payment || !provider) return;
    // the same out_refund_no on every attempt: the provider refunds once (brief §1.1)
    const answer =
      refund.attempts === 0
        ? await provider.refund({ outTradeNo: payment.outTradeNo, outRefundNo: refund.outRefundNo, amountMinor: refund.amountMinor, totalMinor: payment.amountMinor, currency: refund.currency, reason: refund.reason, notifyUrl: notifyUrl(provider.name) })
        : await provider.queryRefund(refund.outRefundNo, payment.outTradeNo);
    await markRefund(refund.id, answer.status, answer.providerRefundId, context.now, context.tx);
    if (answer.status === 'PROCESSING' || answer.status === 'ABNORMAL') throw new Error(`refund ${refund.outRefundNo} is ${answer.status}`);
  }, { maxAttempts: 10, transaction: false });

  /** Records a refund's provider status; when every refund of a cancelled order succeeded, the order is REFUNDED. */
  const markRefund = async (refundId: string, status: string, providerRefundId: string | undefined, now: Date, outer?: Transaction) =>
    repository.transaction(async (_tx, queries) => {
      const refund = await queries.findRefund(refundId);
      if (!refund) return;
      const order = await queries.lockOrder(refund.orderId);
      if (!order || refund.status === 'SUCCEEDED') return;
      await queries.updateRefund(refund.id, { status, providerRefundId: providerRefundId ?? null, attempts: refund.attempts + 1, succeededAt: status === 'SUCCEEDED' ? now : null }, now);
      if (status !== 'SUCCEEDED') return;
      await addEvent(queries, order.id, 'refunded', now, null);
      const pending = (await queries.refundsOfOrder(order.id)).filter((other) => other.id !== refund.id && other.status !== 'SUCCEEDED');
      if (order.status === 'REFUND_PENDING' && pending.length === 0) await queries.updateOrder(order.id, { status: 'REFUNDED' }, now);
    }, outer);

  return {
    requestRefund,
    applyProviderState,
    reconcilePayment,

    /**
     * POST /orderpay/applyPay: a new attempt (new out_trade_no) for a pending order.
     * Other open attempts are closed first (switching method, brief §4.1).
     * @throws COMMERCE_ORDER_NOT_FOUND, COMMERCE_ORDER_NOT_PAYABLE, COMMERCE_PAYMENT_PROVIDER_FAILED
     */
    applyPay: async (userId: string, orderId: string, payWay: number, returnUrl?: string) => {
      const order = await repository.findOrder(orderId);
      if (!order || order.userId !== userId) throw new AppError('COMMERCE_ORDER_NOT_FOUND');
      if (order.status !== 'PENDING_PAYMENT') throw new AppError('COMMERCE_ORDER_NOT_PAYABLE');
      for (const open of await repository.openPaymentsOfOrder(order.id)) {
        const outcome = await reconcilePayment(open, 'switch');
        if (outcome === 'paid' || outcome === 'duplicate') {
          const reread = await repository.findOrder(order.id);
          if (reread?.status !== 'PENDING_PAYMENT') throw new AppError('COMMERCE_ORDER_NOT_PAYABLE');
        }
      }
      const provider = providerFor(payWay);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PAYMENT_TTL_MINUTES * 60_000);
      const payment = await repository.transaction(async (tx, queries) => {
        const locked = await queries.lockOrder(order.id);
        if (locked?.status !== 'PENDING_PAYMENT') throw new AppError('COMMERCE_ORDER_NOT_PAYABLE');
        const created = await queries.insertPayment({
          orderId: order.id,
          provider: provider.name,
          merchantId: provider.merchantId,
          payWay,
          outTradeNo: newTradeNo('P', now),
          status: 'CREATED',
          amountMinor: locked.amountMinor,
          currency: locked.currency,
          expiresAt,
        });
        await jobs.schedule(JobKinds.expirePayment, { paymentId: created.id }, { key: created.id, runAt: expiresAt, tx });
        return created;
      });
      let codeUrl: string;
      try {
        ({ codeUrl } = await provider.createPayment({
          outTradeNo: payment.outTradeNo,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          description: order.title,
          expiresAt,
          notifyUrl: notifyUrl(provider.name),
          returnUrl,
          payWay,
        }));
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'payment provider refused the order');
        await repository.transitionPayment(payment.id, ['CREATED'], { status: 'FAILED', closedAt: clock.now() }, clock.now());
        throw new AppError('COMMERCE_PAYMENT_PROVIDER_FAILED');
      }
      await repository.transitionPayment(payment.id, ['CREATED'], { status: 'AWAITING_SCAN', codeUrl }, clock.now());
      return { PayId: payment.id, CodeUrl: codeUrl, payWay, expiresAt: expiresAt.toISOString(), amount: payment.amountMinor, currency: payment.currency };
    },

    /**
     * GET /getTcPayDetail: the dialog's 1.5 s poll. Reads our state; every few
     * seconds without a notification it asks the provider (brief §1.4), and past
     * the expiry it closes the attempt, so a lost notification (kill -9) loses nothing.
     * @throws COMMERCE_PAYMENT_NOT_FOUND
     */
    payDetail: async (userId: string, paymentId: string) => {
      let payment = await repository.findPayment(paymentId);
      const order = payment ? await repository.findOrder(payment.orderId) : undefined;
      if (!payment || !order || order.userId !== userId) throw new AppError('COMMERCE_PAYMENT_NOT_FOUND');
      const now = clock.now();
      const open = payment.status === 'CREATED' || payment.status === 'AWAITING_SCAN';
      if (open && (now >= payment.expiresAt || !payment.lastQueriedAt || now.getTime() - payment.lastQueriedAt.getTime() >= PROVIDER_QUERY_INTERVAL_MS)) {
        await repository.transitionPayment(payment.id, ['CREATED', 'AWAITING_SCAN'], { lastQueriedAt: now }, now);
        try {
          await reconcilePayment(payment, now >= payment.expiresAt ? 'expiry' : 'poll');
        } catch (error) {
          log.warn({ err: error, paymentId }, 'payment query failed; the poll answers from our records');
        }
        payment = (await repository.findPayment(paymentId)) ?? payment;
      }
      const current = (await repository.findOrder(payment.orderId)) ?? order;
      const payStatus = payment.status === 'SUCCEEDED' ? '1' : payment.status === 'CLOSED' || payment.status === 'FAILED' ? '2' : '0';
      return { payStatus: payStatus as '0' | '1' | '2', orderId: current.id, orderStatus: current.status as never };
    },

    /**
     * A provider's callback: logs it, verifies it (signature, merchant), finds the
     * attempt and applies it. Refused notifications change nothing.
     */
    handleNotification: async (providerName: string, request: NotificationRequest) => {
      const provider = providerNamed(providerName);
      const now = clock.now();
      const log_ = async (verified: boolean, outcome: string, detail: string | null, eventId: string | null, paymentId: string | null) =>
        repository.logNotification({ provider: providerName, eventId, headers: request.headers, body: request.rawBody, verified, outcome, detail, paymentId });
      if (!provider) {
        await log_(false, 'unknown-provider', null, null, null);
        return { accepted: false, answer: { status: 404, contentType: 'text/plain', body: 'unknown provider' } };
      }
      let parsed;
      try {
        parsed = provider.parseNotification(request, now);
      } catch (error) {
        const reason = error instanceof NotificationRejectedError ? error.message : 'unreadable';
        await log_(false, 'rejected', reason, null, null);
        log.warn({ provider: providerName, reason }, 'payment notification rejected');
        return { accepted: false, answer: provider.answer.rejected };
      }
      if (parsed.kind === 'refund') {
        const refund = await repository.findRefundByOutRefundNo(provider.name, parsed.refund.outRefundNo);
        if (refund) await markRefund(refund.id, parsed.refund.status, parsed.refund.providerRefundId, now);
        await log_(true, refund ? 'refund' : 'unknown-refund', null, parsed.eventId, refund?.paymentId ?? null);
        return { accepted: true, answer: provider.answer.accepted };
      }
      const payment = await repository.findPaymentByOutTradeNo(provider.name, parsed.payment.outTradeNo);
      if (!payment) {
        await log_(true, 'unknown-payment', parsed.payment.outTradeNo, parsed.eventId, null);
        return { accepted: false, answer: provider.answer.rejected };
      }
      const outcome = await applyProviderState(payment.id, parsed.payment, 'notification');
      await log_(true, outcome, null, parsed.eventId, payment.id);
      if (outcome === 'mismatch') {
        log.error({ paymentId: payment.id, provider: providerName }, 'payment notification does not match the attempt (amount, currency or merchant)');
        return { accepted: false, answer: provider.answer.rejected };
      }
      return { accepted: true, answer: provider.answer.accepted };
    },

    /** Reconciliation: attempts still open a minute after creation are queried (brief §4.3). */
    reconcileOpenPayments: async (limit = 100) => {
      const now = clock.now();
      const stale = await repository.staleOpenPayments(new Date(now.getTime() - 60_000), limit);
      let applied = 0;
      for (const payment of stale) {
        try {
          await reconcilePayment(payment, now >= payment.expiresAt ? 'expiry' : 'reconcile');
          applied += 1;
        } catch (error) {
          log.warn({ err: error, paymentId: payment.id }, 'reconciliation query failed');
        }
      }
      return applied;
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
