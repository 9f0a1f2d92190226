import { DevOutboxQuerySchema, DevOutboxSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { DevOutboxReader } from '../../providers/index';

/**
 * GET /dev/outbox: what the development providers "sent". Registered only
 * while SMS_PROVIDER or MAIL_PROVIDER is 'dev'; with real providers the path does not exist.
 */
export const registerDevOutboxRoutes = (app: FastifyInstance, outbox: DevOutboxReader) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development tool (only with SMS_PROVIDER or MAIL_PROVIDER=dev): latest SMS and e-mails the dev providers kept instead of sending',
        querystring: DevOutboxQuerySchema,
        response: { 200: envelopeSchema(DevOutboxSchema) },
      },
    },
    async (request) => {
      const { list, total } = await outbox.listLatest(request.query.limit);
      return ok(request, {
        list: list.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
        total,
      });
    },
  );
};
