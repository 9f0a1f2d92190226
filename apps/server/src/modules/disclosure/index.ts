import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerDisclosureRoutes } from './disclosure.routes';

/** Disclosure and regulatory search (issue 4): one search service behind every /disData list. */
export const disclosureModule = async (app: FastifyInstance, services: Pick<Container, 'search'>) => {
  registerDisclosureRoutes(app, services.search);
};
