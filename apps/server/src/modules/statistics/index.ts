import type { FastifyInstance } from 'fastify';
import { createStatisticsRepository } from './statistics.repository';
import { registerStatisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';

/** Statistics of listed companies for /disData/sta/company. */
export const statisticsModule = async (app: FastifyInstance) => {
  registerStatisticsRoutes(app, createStatisticsService(createStatisticsRepository(app.db)));
};
