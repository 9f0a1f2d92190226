import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploads } from '../../lib/uploads';
import { dailyAt, type JobsService } from '../jobs/index';
import type { FilesService } from './files.service';
import { registerFilesRoutes } from './files.routes';
import { registerSharesRoutes } from './shares.routes';

export { createFilesService, type FilesService } from './files.service';
export { createSharesService, type SharesService } from './shares.service';
export { createFilesRepository, type FilesRepository } from './files.repository';

/**
 * The file store (issue 16): folders, files, versions, permissions, recycle bin and share links.
 * Other modules save or attach files through `files.saveDocument` / `files.describe` (FilesService).
 */
export const filesModule = async (app: FastifyInstance, services: Pick<Container, 'files' | 'shares'>) => {
  // File and version uploads.
  await registerUploads(app);
  registerFilesRoutes(app, services.files);
  registerSharesRoutes(app, services.shares);
};

/**
 * The recycle-bin purge (spec §4, §9): daily at 03:00 Hong Kong time, every item whose purge_after has come
 * (exactly 30 days after deletion, never earlier). Each item's rows go in their own transaction, then its
 * objects; the job is idempotent, so it runs outside the job's transaction.
 */
export const defineFilesPurge = (jobs: JobsService, files: FilesService) =>
  jobs.recurring(
    'files.purge',
    dailyAt('03:00'),
    async ({ now }) => {
      while ((await files.purgeDue(500, now)) === 500) {
        // a bin with more than 500 due items: keep going until none is left
      }
    },
    { transaction: false },
  );
