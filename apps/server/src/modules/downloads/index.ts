import type { FastifyInstance } from 'fastify';
import { rateLimitsFor } from '../rate-limits/index';
import { createDownloadStore } from './download-store';
import { registerDownloadRoutes } from './downloads.routes';
import { createDownloadsRepository } from './downloads.repository';
import { createDownloadsService } from './downloads.service';

export type DownloadsModuleOptions = {
  /** DATA_DIR: prepared zips go under DATA_DIR/downloads/<userId>. */
  dataDir: string;
};

/** The download centre: zips of companies' documents, removed after 24 hours (at start-up and whenever listed or fetched). */
export const downloadsModule = async (app: FastifyInstance, options: DownloadsModuleOptions) => {
  const service = createDownloadsService({ repository: createDownloadsRepository(app.db), store: createDownloadStore(options.dataDir), limits: rateLimitsFor(app.db) });
  registerDownloadRoutes(app, service);
  app.addHook('onReady', async () => {
    const removed = await service.sweepExpired();
    if (removed > 0) app.log.info({ removed }, 'expired downloads removed');
  });
};
