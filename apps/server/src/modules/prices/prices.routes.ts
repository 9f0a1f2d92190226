import { StockHistoryBodySchema, StockHistoryResultSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { PricesService } from './prices.service';

/** POST /au/stock/stockHistory (spec §7): daily prices of one security between two dates. */
export const registerPricesRoutes = (app: FastifyInstance, service: PricesService) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/au/stock/stockHistory',
    {
      config: { access: 'public' },
      schema: {
        tags: ['prices'],
        summary: 'Daily price history (open, high, low, close, volume, turnover) between stime and etime, ascending; at most 5 years',
        consumes: FORM_CONSUMES,
        body: StockHistoryBodySchema,
        response: { 200: envelopeSchema(StockHistoryResultSchema) },
      },
    },
    async (request) => ok(request, await service.getStockHistory(request.body, request.locale)),
  );
};
