import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { every, type JobsService } from '../jobs/index';
import { registerDownloadRoutes } from './downloads.routes';
import type { DownloadsService } from './downloads.service';

/** The download centre: zips of companies' documents, removed after 24 hours (hourly by a recurring job, and whenever listed or fetched). */
export const downloadsModule = async (app: FastifyInstance, services: Pick<Container, 'downloads'>) => {
  registerDownloadRoutes(app, services.downloads);
};

/** Removes expired zips every hour (files only: idempotent, outside a transaction). */
export const defineDownloadSweep = (jobs: JobsService, downloads: DownloadsService) =>
  jobs.recurring(
    'downloads.sweep',
    every(3600),
    async () => {
      await downloads.sweepExpired();
    },
    { transaction: false },
  );
