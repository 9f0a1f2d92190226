import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createRateLimitsRepository } from './rate-limits.repository';
import { createRateLimitsService, type RateLimitsService } from './rate-limits.service';

export { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';
export { createRateLimitsService, type RateLimitResult, type RateLimitRule, type RateLimitsService } from './rate-limits.service';

/** The rate-limits service on a database (until the composition root creates one for the app). */
export const rateLimitsFor = (db: Database, options: { clock?: () => Date } = {}): RateLimitsService =>
  createRateLimitsService(createRateLimitsRepository(db), options);

// Ended windows are deleted hourly; any process may do it (the delete is idempotent).
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** Deletes ended rate-limit windows at start and every hour while the app runs. */
export const rateLimitsHousekeeping = async (app: FastifyInstance) => {
  const limits = rateLimitsFor(app.db);
  const sweep = () => limits.removeEnded().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit housekeeping failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
