import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@app/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { fastifyTrustProxy, type AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { zodValidatorCompiler } from './lib/validation';
import { createContainer, type Container } from './container';
import { checkAccess } from './modules/auth/access.policy';
import { accountModule } from './modules/account/index';
import { authModule } from './modules/auth/index';
import { calculatorsModule } from './modules/calculators/index';
import { companiesModule } from './modules/companies/index';
import { disclosureModule } from './modules/disclosure/index';
import { downloadsModule } from './modules/downloads/index';
import { rateLimitsHousekeeping } from './modules/rate-limits/index';
import { feedbackModule } from './modules/feedback/index';
import { healthModule } from './modules/health/index';
import { messagesModule } from './modules/messages/index';
import { organisationModule } from './modules/organisation/index';
import { pricesModule } from './modules/prices/index';
import { statisticsModule } from './modules/statistics/index';
import { systemModule } from './modules/system/index';
import { userContentModule } from './modules/user-content/index';
import { verificationModule } from './modules/verification/index';
import { wechatModule } from './modules/wechat/index';
import { accessPlugin } from './plugins/access';
import { databasePlugin } from './plugins/database';
import { API_PREFIX, errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
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
};

/**
 * Builds the whole application: cross-cutting plugins first, then the
 * container of services (container.ts) on the open database, then one plugin
 * per domain module under /api, each given the services it registers routes
 * for, then the web app. Used by server.ts and tests; it does not seed (server.ts and tests do).
 */
export const buildApp = async ({ config, database }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      // Download links carry the token in the query string (spec §7); it must not reach the logs.
      serializers: {
        req: (request: { method: string; url: string; id: string; ip?: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/g, '$1[Redacted]'),
          id: request.id,
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    // request.ip (per-IP limits) and request.protocol follow X-Forwarded-* only from trusted proxies.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  try {
    await app.register(errorHandlerPlugin);
    await app.register(securityHeadersPlugin, { config });
    // Request context reads token and language before the access check uses them.
    await app.register(requestContextPlugin);
    await app.register(databasePlugin, { database });
    const messaging = createMessagingProviders(config, { db: app.db, log: app.log });
    const container = createContainer({ db: app.db, databaseKind: app.databaseKind, config, log: app.log, messaging });
    app.decorate('container', container);
    app.addHook('onClose', async () => {
      await container.close();
    });
    await app.register(accessPlugin, { resolveActor: container.sessions.resolveActor, checkAccess });
    await app.register(formBody);
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
    await app.register(swaggerPlugin);
    await app.register(rateLimitsHousekeeping, { limits: container.rateLimits });

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
        await api.register(calculatorsModule, container);
        await api.register(disclosureModule, container);
        await api.register(statisticsModule, container);
        await api.register(downloadsModule, container);
        await api.register(userContentModule, container);
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
