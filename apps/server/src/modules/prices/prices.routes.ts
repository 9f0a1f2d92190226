import { pricesEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { PricesService } from './prices.service';

/** POST /au/stock/stockHistory (spec §7): daily prices of one security between two dates. */
export const registerPricesRoutes = (app: FastifyInstance, service: PricesService) => {
  routeFor(
    app,
    pricesEndpoints.stockHistory,
    { access: 'public', tags: ['prices'], summary: 'Daily price history (open, high, low, close, volume, turnover) between stime and etime, ascending; at most 5 years' },
    async (request) => ok(request, await service.getStockHistory(request.body, request.locale)),
  );
};
