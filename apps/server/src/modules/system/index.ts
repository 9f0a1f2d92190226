import { ListSystemParametersBodySchema, SystemParameterListSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_CONSUMES } from '../../lib/route-options';
import { ok } from '../../lib/reply';
import type { Container } from '../../container';

/** System parameters: POST /au/sysParam/list {type} (spec §7). */
export const systemModule = async (app: FastifyInstance, { system }: Pick<Container, 'system'>) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/au/sysParam/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public system parameters of one group (e.g. the free-tier limits)',
        consumes: FORM_CONSUMES,
        body: ListSystemParametersBodySchema,
        response: { 200: envelopeSchema(SystemParameterListSchema) },
      },
    },
    async (request) => {
      const list = await system.listParametersByType(request.body.type);
      return ok(request, { list, total: list.length });
    },
  );
};
