import type { FastifyInstance } from 'fastify';
import { registerDisclosureRoutes } from './disclosure.routes';
import { createSearchRepository } from './search/search.repository';
import { createSearchService } from './search/search.service';

/** Disclosure and regulatory search (issue 4): one search service behind every /disData list. */
export const disclosureModule = async (app: FastifyInstance) => {
  registerDisclosureRoutes(app, createSearchService({ db: app.db, repository: createSearchRepository(app.db), quota: app.quota }));
};
