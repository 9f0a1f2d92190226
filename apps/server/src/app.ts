import formBody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { fastifyTrustProxy, type AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { zodValidatorCompiler } from './lib/validation';
import { createSerializerCompiler } from './lib/serializer';
import { createContainer, type Container } from './container';
import type { SyncFetch } from './modules/sync/index';
import { checkAccess } from './modules/auth/access.policy';
import { accountModule } from './modules/account/index';
import { authModule } from './modules/auth/index';
import { calculatorsModule } from './modules/calculators/index';
import { commerceModule } from './modules/commerce/index';
import { companiesModule } from './modules/companies/index';
import { disclosureModule } from './modules/disclosure/index';
import { downloadsModule } from './modules/downloads/index';
import { filesModule } from './modules/files/index';
import { documentsModule } from './modules/documents/index';
import { feedbackModule } from './modules/feedback/index';
import { secretaryModule } from './modules/secretary/index';
import { syncModule } from './modules/sync/index';
import { healthModule } from './modules/health/index';
import { jobsModule } from './modules/jobs/index';
import { alertsModule } from './modules/alerts/index';
import { messagesModule } from './modules/messages/index';
import { organisationModule } from './modules/organisation/index';
import { pricesModule } from './modules/prices/index';
import { statisticsModule } from './modules/statistics/index';
import { systemModule } from './modules/system/index';
import { userContentModule } from './modules/user-content/index';
import { verificationModule } from './modules/verification/index';
import { wechatModule } from './modules/wechat/index';
import { accessPlugin } from './plugins/access';
import { batchedWritesPlugin } from './plugins/batched-writes';
import { databasePlugin } from './plugins/database';
import { API_PREFIX, errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
import { batchedStandardOutput, OneLineRequestLog } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { createMessagingProviders } from './providers/index';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every service, created once (container.ts). Modules receive theirs as
     * register options and never read this; it is here for tests and scripts.
     */
    container: Container;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  /** The open, migrated database; the caller closes it after the app (it is not seeded here). */
  database: DatabaseHandle;
  /** Outbound HTTP of the public-source sync (tests pass recorded answers; default the platform fetch). */
  fetch?: SyncFetch;
};

/**
 * Builds the whole application: cross-cutting plugins first, then the
 * container of services (container.ts) on the open database, then one plugin
 * per domain module under /api, each given the services it registers routes
 * for, then the web app. Used by server.ts and tests; it does not seed (server.ts and tests do).
 */
export const buildApp = async ({ config, database, fetch }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Standard output in batches of a few lines (plugins/request-log.ts), or pino-pretty's worker.
      ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : { stream: batchedStandardOutput() }),
      // An allow-list: a request is logged by these fields only, never its headers (token, cookies). Download
      // links carry the token in the query string (spec §7); it must not reach the logs either.
      serializers: {
        req: (request: { method: string; url: string; id: string; ip?: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/g, '$1[Redacted]'),
          id: request.id,
          remoteAddress: request.ip,
        }),
      },
    },
    // One line per request instead of two (plugins/request-log.ts).
    logController: new OneLineRequestLog(),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    // request.ip (per-IP limits) and request.protocol follow X-Forwarded-* only from trusted proxies.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // Compiled from each response schema; outside production every reply is also checked against zod (lib/serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.NODE_ENV !== 'production' }));
  // Set when the request arrives (every reply keeps it, errors and unknown routes included): a reply with no
  // onSend hook skips Fastify's onSend chain. A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  try {
    await app.register(errorHandlerPlugin);
    // Replies reach the kernel once per event-loop turn, not one by one (plugins/batched-writes.ts).
    await app.register(batchedWritesPlugin);
    await app.register(securityHeadersPlugin, { config });
    // Request context reads token and language before the access check uses them.
    await app.register(requestContextPlugin);
    await app.register(databasePlugin, { database });
    const messaging = createMessagingProviders(config, { db: app.db, log: app.log });
    const container = createContainer({ db: app.db, databaseKind: app.databaseKind, config, log: app.log, messaging, fetch });
    app.decorate('container', container);
    app.addHook('onClose', async () => {
      await container.close();
    });
    // Before the first request: a cache may keep nothing until other processes' changes can reach it.
    await container.changes.start();
    await app.register(accessPlugin, { resolveActor: container.sessions.resolveActor, checkAccess });
    await app.register(formBody);
    // Multipart bodies: registered by the modules with uploads only (lib/uploads.ts).
    // Live push (issue 17): pages' WebSocket connections (modules/messages).
    await app.register(websocket, { options: { maxPayload: 4096 } });
    await app.register(swaggerPlugin);

    // One plugin per module; each receives the services it registers routes for (typed Pick<Container, ...>).
    await app.register(
      async (api) => {
        await api.register(healthModule, container);
        await api.register(feedbackModule, container);
        await api.register(systemModule, container);
        await api.register(verificationModule, container);
        await api.register(wechatModule, container);
        await api.register(authModule, container);
        await api.register(accountModule, container);
        await api.register(messagesModule, container);
        await api.register(organisationModule, container);
        await api.register(pricesModule, container);
        await api.register(companiesModule, container);
        await api.register(commerceModule, container);
        await api.register(calculatorsModule, container);
        await api.register(disclosureModule, container);
        await api.register(statisticsModule, container);
        await api.register(downloadsModule, container);
        await api.register(userContentModule, container);
        await api.register(filesModule, container);
        await api.register(documentsModule, container);
        await api.register(alertsModule, container);
        await api.register(secretaryModule, container);
        await api.register(syncModule, container);
        // Last: the job runner starts once every module has defined its job kinds.
        await api.register(jobsModule, container);
      },
      { prefix: API_PREFIX },
    );
    await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
    await app.ready();
  } catch (error) {
    // A plugin that refuses to start (bad provider settings) must not leave providers running.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};
