import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerCalculatorRoutes } from './calculators.routes';
import { registerSavedDeadlineRoutes } from './saved-deadlines.routes';

/** Calculators module: the compliance calculators and the market calendar over the API (/au/calculator/*), and saved deadlines (/au/calculatorDeadline/*). */
export const calculatorsModule = async (app: FastifyInstance, services: Pick<Container, 'calculators' | 'savedDeadlines'>) => {
  registerCalculatorRoutes(app, services.calculators);
  registerSavedDeadlineRoutes(app, services.savedDeadlines);
};
