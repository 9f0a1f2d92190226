import { AppError } from '../../lib/errors';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';

// Public phone look-ups tell whether a number has an account: limit them per client IP against enumeration.
export const PHONE_LOOKUPS_PER_MINUTE = 20;

/** /phoneIsExist and /common/bindDetail together, per client address, counted in the database. */
export const PHONE_LOOKUPS_PER_IP_PER_MINUTE: RateLimitRule = { scope: 'auth.phone-lookup.ip', limit: PHONE_LOOKUPS_PER_MINUTE, windowSeconds: 60 };

/**
 * Counts one phone look-up from a client address.
 * @throws RATE_LIMITED (429) once the address made PHONE_LOOKUPS_PER_MINUTE look-ups this minute.
 */
export const createPhoneLookupLimit = (limits: RateLimitsService) => async (ip: string): Promise<void> => {
  if (!(await limits.consume(PHONE_LOOKUPS_PER_IP_PER_MINUTE, ip)).allowed) throw new AppError('RATE_LIMITED');
};

export type PhoneLookupLimit = ReturnType<typeof createPhoneLookupLimit>;
