import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@app/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { runPendingSeeds } from '../seeds/index';
import { fastifyTrustProxy, type AppConfig } from './config/env';
import { zodValidatorCompiler } from './lib/validation';
import { accountModule } from './modules/account/index';
import { authModule, sessionPlugin } from './modules/auth/index';
import { calculatorsModule } from './modules/calculators/index';
import { companiesModule } from './modules/companies/index';
import { healthModule } from './modules/health/index';
import { messagesModule, messagesPlugin } from './modules/messages/index';
import { pricesModule } from './modules/prices/index';
import { disclosureModule } from './modules/disclosure/index';
import { statisticsModule } from './modules/statistics/index';
import { downloadsModule } from './modules/downloads/index';
import { organisationModule } from './modules/organisation/index';
import { quotaPlugin } from './modules/quota/index';
import { rateLimitsHousekeeping } from './modules/rate-limits/index';
import { focusPlugin, userContentModule } from './modules/user-content/index';
import { createWechatModule } from './modules/wechat/index';
import { feedbackModule } from './modules/feedback/index';
import { systemModule } from './modules/system/index';
import { verificationModule, verificationPlugin } from './modules/verification/index';
import { accessPlugin } from './plugins/access';
import { databasePlugin } from './plugins/database';
import { messagingPlugin } from './plugins/messaging';
import { API_PREFIX, errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/web-app';

export type BuildAppOptions = {
  config: AppConfig;
  /** Overrides the PGlite folder ('memory://' in tests). */
  pgliteDataDir?: string;
};

/**
 * Builds the whole application: cross-cutting plugins first, then one plugin
 * per domain module under /api, then the web app. Used by server.ts and tests.
 */
export const buildApp = async ({ config, pgliteDataDir }: BuildAppOptions): Promise<FastifyInstance> => {
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
    await app.register(accessPlugin);
    await app.register(formBody);
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
    await app.register(databasePlugin, { config, pgliteDataDir });
    await app.register(swaggerPlugin);
    await app.register(messagingPlugin, { config });
    await app.register(verificationPlugin, { config });
    // App-wide services modules share (decorated on the root instance).
    await app.register(sessionPlugin, { staffPhones: config.STAFF_PHONES });
    await app.register(messagesPlugin);
    await app.register(quotaPlugin);
    await app.register(focusPlugin);
    await app.register(rateLimitsHousekeeping);

    await app.register(
      async (api) => {
        await api.register(healthModule);
        await api.register(feedbackModule);
        await api.register(systemModule);
        await api.register(verificationModule);
        // WeChat first: registration redeems its tickets, so its decorator must reach the auth module.
        await api.register(fp(createWechatModule(config)));
        await api.register(authModule);
        await api.register(accountModule);
        await api.register(messagesModule);
        await api.register(organisationModule, { dataDir: config.DATA_DIR });
        await api.register(pricesModule);
        await api.register(companiesModule);
        await api.register(calculatorsModule);
        await api.register(disclosureModule);
        await api.register(statisticsModule);
        await api.register(downloadsModule, { dataDir: config.DATA_DIR });
        await api.register(userContentModule);
      },
      { prefix: API_PREFIX },
    );
    await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
    await runPendingSeeds(app.db, app.log, { includeDemoData: config.SEED_DEMO });
    await app.ready();
  } catch (error) {
    // A plugin that refuses to start (bad provider settings) must not leave the database open.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};
