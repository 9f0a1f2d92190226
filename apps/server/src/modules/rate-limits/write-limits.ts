import { AppError } from '../../lib/errors';
import type { RateLimitRule, RateLimitsService } from './rate-limits.service';

/** A write's limits: one rule per client address and one per signed-in account. */
export type WriteLimitRules = { perIp: RateLimitRule; perUser: RateLimitRule };

/** Who writes: the client address and, when signed in, the account. */
export type WriterKeys = { ip?: string | null; userId?: string | null };

/**
 * Counts one write (feedback, an e-mail code, a user-added record) under its per-IP and per-account
 * rules, in the database so every process counts together.
 * @throws AppError WRITES_TOO_FREQUENT (spec §8 -5) when either count is over its limit, with the wait.
 */
export const consumeWriteLimits = async (limits: RateLimitsService, rules: WriteLimitRules, writer: WriterKeys): Promise<void> => {
  const results = await Promise.all([
    writer.ip ? limits.consume(rules.perIp, writer.ip) : undefined,
    writer.userId ? limits.consume(rules.perUser, writer.userId) : undefined,
  ]);
  const waits = results.filter((result) => result !== undefined && !result.allowed).map((result) => result!.retryAfterSeconds);
  if (waits.length === 0) return;
  const retryAfterSeconds = Math.max(...waits);
  throw new AppError('WRITES_TOO_FREQUENT', { params: { minutes: Math.ceil(retryAfterSeconds / 60) }, data: { retryAfterSeconds } });
};
