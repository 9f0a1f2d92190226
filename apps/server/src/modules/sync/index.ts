import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerSyncRoutes } from './sync.routes';

export { createPoliteFetcher, SourceHttpError, type SyncFetch } from './fetcher';
export { createSyncRepository, type SyncRepository } from './sync.repository';
export { createSyncService, type SyncService } from './sync.service';

/** The public-source sync (issue 18): the staff calls; the jobs are defined by the service (container.ts). */
export const syncModule = async (app: FastifyInstance, services: Pick<Container, 'sync'>) => {
  registerSyncRoutes(app, services.sync);
};
