import { commerceEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeFor } from '../../lib/route-for';
import type { PaymentsService } from './payments.service';
import type { createSandboxProvider } from './payments/sandbox';
import { sandboxCashierPage, sandboxResultPage } from './sandbox.pages';

const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/**
 * The providers' callbacks (/orderpay/notify/:provider) and, with the sandbox,
 * its cashier pages. Callbacks keep the raw body: signatures cover its exact bytes.
 */
export const registerPaymentRoutes = async (
  app: FastifyInstance,
  payments: PaymentsService,
  sandbox: { provider: ReturnType<typeof createSandboxProvider>; notifyUrl: string; cashierPath: string } | undefined,
) => {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const notifyRoutes = [
      ['wechat', endpoints.notifyWechat],
      ['alipay', endpoints.notifyAlipay],
      ['sandbox', endpoints.notifySandbox],
    ] as const;
    for (const [provider, endpoint] of notifyRoutes) {
      routeFor(scope, endpoint, { access: 'public', tags: ['payment callbacks'], summary: `Payment notifications of ${provider} (verified, logged, idempotent)` }, async (request, reply) => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));
        const { answer } = await payments.handleNotification(provider, {
          headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
          contentType: String(request.headers['content-type'] ?? ''),
        });
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      });
    }
  });

  if (!sandbox) return;
  routeFor(app, endpoints.sandboxCashier, { access: 'public', tags: ['payment sandbox'], summary: 'Sandbox cashier: what the QR encodes; pay or fail (development only)', produces: ['text/html'] }, async (request, reply) =>
    sendHtml(reply, await sandboxCashierPage(request.locale, await sandbox.provider.findTrade(request.query.outTradeNo), `/api${endpoints.sandboxPay.path}`, `${sandbox.cashierPath}?outTradeNo=${request.query.outTradeNo}`)),
  );
  routeFor(app, endpoints.sandboxPay, { access: 'public', tags: ['payment sandbox'], summary: 'Sandbox: the payer pays or fails; a paid trade sends a signed notification to the callback', produces: ['text/html'] }, async (request, reply) => {
    const result = await sandbox.provider.pay(request.body.outTradeNo, request.body.outcome);
    if (!result) return sendHtml(reply, sandboxResultPage(request.locale, 'unknown'));
    if (!result.notification) return sendHtml(reply, sandboxResultPage(request.locale, 'failed'));
    try {
      // over HTTP like a real provider (PUBLIC_BASE_URL must reach this server)
      const response = await fetch(sandbox.notifyUrl, { method: 'POST', headers: { 'content-type': result.notification.contentType, ...result.notification.headers } as Record<string, string>, body: result.notification.rawBody });
      return sendHtml(reply, sandboxResultPage(request.locale, 'sent', { status: String(response.status) }));
    } catch (error) {
      return sendHtml(reply, sandboxResultPage(request.locale, 'notSent', { error: error instanceof Error ? error.message : 'error' }));
    }
  });
};
