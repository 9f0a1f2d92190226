import { HealthSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { HealthService } from './health.service';

/** GET /health: database kind and version, the applied migration; a failing database answers 999. */
export const healthModule = async (app: FastifyInstance, { health }: { health: HealthService }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Service health', response: { 200: envelopeSchema(HealthSchema) } },
    },
    async (request) => ok(request, await health.check()),
  );
};
