import { statisticsEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { StatisticsService } from './statistics.service';

/** POST /au/statistics/company: the charts of /disData/sta/company (VIP, spec §2). */
export const registerStatisticsRoutes = (app: FastifyInstance, service: StatisticsService) => {
  routeFor(
    app,
    statisticsEndpoints.company,
    { access: { vip: 'member' }, tags: ['statistics'], summary: 'Listed-company statistics of a market (HK or A): listings per year and board, delistings per year, market-value bands (HKD), industry mix (VIP)' },
    async (request) => ok(request, await service.getCompanyStatistics(request.body)),
  );
};
