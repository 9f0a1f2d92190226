import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerDisclosureRoutes } from './disclosure.routes';

/** Disclosure and regulatory search (issue 4): one search service behind every /disData list. */
export const disclosureModule = async (app: FastifyInstance, services: Pick<Container, 'search' | 'documentFiles'>) => {
  registerDisclosureRoutes(app, services.search, services.documentFiles);
};

// The importers of the public formats, for the scheduled sync (modules/sync) as for `npm run data:import`.
export { createDisclosureImporter, ImportFormats, type DisclosureImporter, type ImportFile, type ImportFormat, type ImportOptions } from './importers/importers.service';
export { ImportFormatError, type ImportRejection, type ImportReport } from './importers/import-report';
