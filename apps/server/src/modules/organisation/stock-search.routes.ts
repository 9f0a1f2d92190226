import { ListCompanyInfoBodySchema, StockSearchResultListSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { CatalogueService } from '../companies/catalogue.service';

const tags = ['company'];

/** POST /common/listCompanyInfo: the stock picker (public; not counted against the company quota). */
export const registerStockSearchRoutes = (app: FastifyInstance, service: Pick<CatalogueService, 'search'>) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/common/listCompanyInfo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stock search by code or name (English, traditional or simplified Chinese): exact code, code prefix, then names',
        consumes: FORM_CONSUMES,
        body: ListCompanyInfoBodySchema,
        response: { 200: envelopeSchema(StockSearchResultListSchema) },
      },
    },
    async (request) => ok(request, await service.search(request.body)),
  );
};
