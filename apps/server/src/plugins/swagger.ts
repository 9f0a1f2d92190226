import { ErrorCodes } from '@app/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DESCRIPTION = [
  'Public API of the compliance and disclosure service (spec §7).',
  '',
  'Calls are POST with a form-encoded body unless stated (GET with a query string where a call says so, multipart for uploads, JSON accepted everywhere a form is).',
  'Every request may carry `token` (session), `language` (1 traditional Chinese, 2 English, 3 simplified Chinese) and `requestTime` (ms).',
  'Every non-empty parameter is trimmed; an empty one counts as not sent.',
  'Every reply is `{ errCode, resultMsg, resultData }`: errCode 0 is success; the others are listed in spec §8 (9999 session invalid, -10 VIP needed, 1999 usage limit, 400 validation with resultData.details [{ path, message }], …).',
].join('\n');

type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>; components?: Record<string, Record<string, unknown>> };

/** The spec §8 error table as Markdown: HTTP status, errCode and the code's name. */
const errorTable = (): string => {
  const rows = Object.entries(ErrorCodes)
    .map(([name, { errCode, status }]) => ({ name, errCode, status }))
    .sort((left, right) => left.status - right.status || left.errCode - right.errCode || left.name.localeCompare(right.name));
  return ['| HTTP status | errCode | code |', '| --- | --- | --- |', ...rows.map((row) => `| ${row.status} | ${row.errCode} | ${row.name} |`)].join('\n');
};

/** The envelope every failure is answered with (error-handler.ts). */
const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Every failure: errCode from the error table (spec §8), a message in the request language, and resultData null or extra data.',
  properties: {
    errCode: { type: 'integer', description: 'non-zero: see the error table' },
    resultMsg: { type: 'string', description: "A message in the request's language" },
    resultData: {
      description: 'null, or for validation failures (errCode 400) the fields that failed',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            details: {
              type: 'array',
              items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
            },
          },
          additionalProperties: true,
        },
      ],
    },
  },
  required: ['errCode', 'resultMsg', 'resultData'],
};

/**
 * Completes the generated document: components of the registered (recursive) schemas, the error
 * envelope as a shared response, and every operation's non-200 answers pointing to it.
 */
const completeDocument: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, ErrorEnvelope: ERROR_ENVELOPE };
  components.responses = {
    ...components.responses,
    Error: {
      description: `A failure (HTTP status 4xx or 5xx), answered with the envelope; errCode per spec §8:\n\n${errorTable()}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  };
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations)) {
      if (operation && typeof operation === 'object' && operation.responses) operation.responses.default ??= { $ref: '#/components/responses/Error' };
    }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable page at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Compliance Desk API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: completeDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
