import type { Database } from '../../db/client';
import { createRateLimitsRepository } from './rate-limits.repository';
import { createRateLimitsService, type RateLimitsService } from './rate-limits.service';

export { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';
export { createRateLimitsService, type RateLimitResult, type RateLimitRule, type RateLimitsService } from './rate-limits.service';

/** The rate-limits service on a database (until the composition root creates one for the app). */
export const rateLimitsFor = (db: Database, options: { clock?: () => Date } = {}): RateLimitsService =>
  createRateLimitsService(createRateLimitsRepository(db), options);
