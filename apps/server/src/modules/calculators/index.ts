import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerCalculatorRoutes } from './calculators.routes';

/** Calculators module: the compliance calculators and the market calendar over the API (/au/calculator/*). */
export const calculatorsModule = async (app: FastifyInstance, services: Pick<Container, 'calculators'>) => {
  registerCalculatorRoutes(app, services.calculators);
};
