import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerDownloadRoutes } from './downloads.routes';

/** The download centre: zips of companies' documents, removed after 24 hours (at start-up and whenever listed or fetched). */
export const downloadsModule = async (app: FastifyInstance, services: Pick<Container, 'downloads'>) => {
  registerDownloadRoutes(app, services.downloads);
  app.addHook('onReady', async () => {
    const removed = await services.downloads.sweepExpired();
    if (removed > 0) app.log.info({ removed }, 'expired downloads removed');
  });
};
