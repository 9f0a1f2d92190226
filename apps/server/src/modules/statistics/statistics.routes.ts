import { CompanyStatisticsBodySchema, CompanyStatisticsSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { StatisticsService } from './statistics.service';

/** POST /au/statistics/company: the charts of /disData/sta/company (VIP, spec §2). */
export const registerStatisticsRoutes = (app: FastifyInstance, service: StatisticsService) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/au/statistics/company',
    {
      config: { access: { vip: 'member' } },
      schema: {
        tags: ['statistics'],
        summary: 'Listed-company statistics of a market (HK or A): listings per year and board, delistings per year, market-value bands (HKD), industry mix (VIP)',
        consumes: FORM_CONSUMES,
        body: CompanyStatisticsBodySchema,
        response: { 200: envelopeSchema(CompanyStatisticsSchema) },
      },
    },
    async (request) => ok(request, await service.getCompanyStatistics(request.body)),
  );
};
