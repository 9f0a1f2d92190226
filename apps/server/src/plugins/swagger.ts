import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = [
  'Public API of the compliance and disclosure service (spec §7).',
  '',
  'Calls are POST with a form-encoded body unless stated (GET with a query string where a call says so, multipart for uploads, JSON accepted everywhere a form is).',
  'Every request may carry `token` (session), `language` (1 traditional Chinese, 2 English, 3 simplified Chinese) and `requestTime` (ms).',
  'Every non-empty parameter is trimmed; an empty one counts as not sent.',
  'Every reply is `{ errCode, resultMsg, resultData }`: errCode 0 is success; the others are listed in spec §8 (9999 session invalid, -10 VIP needed, 1999 usage limit, 400 validation with resultData.details [{ path, message }], …).',
].join('\n');

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable page at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Compliance Desk API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
