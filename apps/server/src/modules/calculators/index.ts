import type { FastifyInstance } from 'fastify';
import { createPricesRepository, createPricesService } from '../prices/index';
import { registerCalculatorRoutes } from './calculators.routes';
import { createCalculatorsService } from './calculators.service';
import { registerDeadlineCalculatorRoutes } from './deadline-calculators.routes';

/** Calculators module: the compliance calculators and the market calendar over the API (/au/calculator/*). */
export const calculatorsModule = async (app: FastifyInstance) => {
  registerCalculatorRoutes(app, createCalculatorsService(createPricesService(createPricesRepository(app.db))));
  registerDeadlineCalculatorRoutes(app);
};
