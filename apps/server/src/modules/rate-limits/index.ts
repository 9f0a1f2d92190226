import type { Database } from '../../db/client';
import { every, type JobsService } from '../jobs/index';
import { createRateLimitsRepository } from './rate-limits.repository';
import { createRateLimitsService, type RateLimitsService } from './rate-limits.service';

export { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';
export { createRateLimitsService, type RateLimitResult, type RateLimitRule, type RateLimitsService } from './rate-limits.service';

/** A rate-limits service on a database handle (the app's is created once, in container.ts; tests and scripts use this). */
export const rateLimitsFor = (db: Database, options: { clock?: () => Date } = {}): RateLimitsService =>
  createRateLimitsService(createRateLimitsRepository(db), options);

/** Deletes ended rate-limit windows every hour, as a recurring job (one process runs each occurrence). */
export const defineRateLimitHousekeeping = (jobs: JobsService, limits: RateLimitsService) =>
  jobs.recurring('rate-limits.housekeeping', every(3600), () => limits.removeEnded(), { transaction: false });
