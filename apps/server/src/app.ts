import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@app/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { runPendingSeeds } from '../seeds/index';
import type { AppConfig } from './config/env';
import { zodValidatorCompiler } from './lib/validation';
import { healthModule } from './modules/health/index';
import { feedbackModule } from './modules/feedback/index';
import { systemModule } from './modules/system/index';
import { accessPlugin } from './plugins/access';
import { databasePlugin } from './plugins/database';
import { API_PREFIX, errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
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
    },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(accessPlugin);
  await app.register(requestContextPlugin);
  await app.register(formBody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await app.register(databasePlugin, { config, pgliteDataDir });
  await app.register(swaggerPlugin);

  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(feedbackModule);
      await api.register(systemModule);
    },
    { prefix: API_PREFIX },
  );
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });

  if (config.SEED_DEMO) await runPendingSeeds(app.db, app.log);
  return app;
};
