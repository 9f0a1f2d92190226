import { organisationEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { CatalogueService } from '../companies/catalogue.service';

const tags = ['company'];

/** POST /common/listCompanyInfo: the stock picker (public; not counted against the company quota). */
export const registerStockSearchRoutes = (app: FastifyInstance, service: Pick<CatalogueService, 'search'>) => {
  routeFor(
    app,
    organisationEndpoints.listCompanyInfo,
    { access: 'public', tags, summary: 'Stock search by code or name (English, traditional or simplified Chinese): exact code, code prefix, then names' },
    async (request) => ok(request, await service.search(request.body, request.locale)),
  );
};
