import type { Changes } from '../../db/change-bus';
import { createLru } from '../../lib/lru';
import type { Actor } from './access.policy';

type UserActor = Extract<Actor, { kind: 'user' }>;
type Entry = { actor: UserActor; expiresAt: number; storedAt: number };

export type ActorCacheOptions = {
  /** How long an entry is served at most (the bound on staleness when a change notification is lost). 0: no cache. */
  ttlMs: number;
  maxEntries: number;
  /** A monotonic clock in ms (entries age in real time, whatever the business clock says). */
  monotonicMs?: () => number;
};

/**
 * Session token hash → the signed-in caller, for a few seconds (issue 19: the session lookup was a query
 * on every signed-in call). Rules, see the module README:
 * - an entry lives `ttlMs` at most, and never past its session's expiry (checked on every hit);
 * - `invalidate` drops the entries of changed users, organisations and sessions; writers call it through
 *   the change bus at once in their own process and on commit in every other;
 * - a lookup that began before an invalidation is not stored (`begin` / `store` compare a generation),
 *   so a read racing a write cannot put the old row back;
 * - at most `maxEntries`, least recently used out first.
 */
export const createActorCache = ({ ttlMs, maxEntries, monotonicMs = () => performance.now() }: ActorCacheOptions) => {
  const entries = createLru<string, Entry>(maxEntries);
  let generation = 0;

  return {
    /** The cached caller of a token hash, if fresh and its session not expired at `now` (the business clock). */
    get: (tokenHash: string, now: Date): UserActor | undefined => {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (monotonicMs() - entry.storedAt < ttlMs && now.getTime() < entry.expiresAt) return entry.actor;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Call before reading the session; hand the answer to `store`. */
    begin: () => generation,
    /** Keeps a caller read since `begin` returned `since`, unless something changed meanwhile. */
    store: (tokenHash: string, actor: UserActor, sessionExpiresAt: Date, since: number) => {
      if (ttlMs <= 0 || since !== generation) return;
      entries.set(tokenHash, { actor, expiresAt: sessionExpiresAt.getTime(), storedAt: monotonicMs() });
    },
    /** Drops what a change makes stale; a change naming nothing drops everything. */
    invalidate: ({ users = [], organisations = [], sessions = [] }: Partial<Changes['actor']>) => {
      generation += 1;
      if (users.length + organisations.length + sessions.length === 0) {
        entries.clear();
        return;
      }
      const [userIds, organisationIds, sessionIds] = [new Set(users), new Set(organisations), new Set(sessions)];
      entries.deleteWhere(({ actor }) => userIds.has(actor.user.id) || organisationIds.has(actor.organisation.id) || sessionIds.has(actor.sessionId));
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
    size: entries.size,
  };
};

export type ActorCache = ReturnType<typeof createActorCache>;
