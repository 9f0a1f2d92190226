import { createHash } from 'node:crypto';
import type { RateLimitsRepository } from './rate-limits.repository';

/**
 * One limit: at most `limit` calls per key in a fixed window of `windowSeconds` that starts
 * at the key's first call. `scope` names the rule in the table (e.g. 'auth.phone-lookup.ip').
 */
export type RateLimitRule = { scope: string; limit: number; windowSeconds: number };

/**
 * The state of one key under a rule. `consume`: whether this call is allowed (count ≤ limit).
 * `peek`: whether one more call would be (count < limit). `retryAfterSeconds` is 0 when
 * allowed, else the whole seconds until the window ends (at least 1).
 */
export type RateLimitResult = { allowed: boolean; count: number; remaining: number; retryAfterSeconds: number };

export type RateLimitsService = {
  /** Counts one call of `key` and answers whether it is within the limit. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** Reads the key's state without counting. */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** Starts the key's count again (e.g. after a correct password). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /** Deletes counters whose window has ended (housekeeping; safe from any process). */
  removeEnded(): Promise<void>;
};

// The column holds 200 characters; longer keys (unusual e-mail addresses) are stored as their hash.
const MAX_KEY_LENGTH = 200;
const storedKey = (key: string) => (key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/**
 * Rate limits and lockouts counted in the database (table rate_limit_counters), so every
 * process on one database shares them and a restart forgets none.
 */
export const createRateLimitsService = (repository: RateLimitsRepository, options: { clock?: () => Date } = {}): RateLimitsService => {
  const clock = options.clock ?? (() => new Date());

  const result = (rule: RateLimitRule, count: number, expiresAt: Date, allowed: boolean, now: Date): RateLimitResult => ({
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  });

  return {
    consume: async (rule, key) => {
      const now = clock();
      const state = await repository.increment(rule.scope, storedKey(key), now, rule.windowSeconds);
      return result(rule, state.count, state.expiresAt, state.count <= rule.limit, now);
    },
    peek: async (rule, key) => {
      const now = clock();
      const state = await repository.find(rule.scope, storedKey(key));
      if (!state || state.expiresAt <= now) return result(rule, 0, now, rule.limit > 0, now);
      return result(rule, state.count, state.expiresAt, state.count < rule.limit, now);
    },
    reset: (rule, key) => repository.remove(rule.scope, storedKey(key)),
    removeEnded: () => repository.removeEndedBefore(clock()),
  };
};
