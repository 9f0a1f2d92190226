import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerStatisticsRoutes } from './statistics.routes';

/** Statistics of listed companies for /disData/sta/company. */
export const statisticsModule = async (app: FastifyInstance, services: Pick<Container, 'statistics'>) => {
  registerStatisticsRoutes(app, services.statistics);
};
