import { TOKEN_DAYS_KEEP_SIGNED, TOKEN_DAYS_NOT_KEEP_SIGNED, VISITOR_TOKEN, internationalFormOf } from '@app/domain';
import type { Locale } from '@app/contracts';
import { createOpaqueToken, sha256Hex } from '../../lib/secrets';
import type { ChangeBus } from '../../db/change-bus';
import type { Actor } from './access.policy';
import { createActorCache } from './actor-cache';
import type { AuthRepository } from './auth.repository';

const DAY_MS = 86_400_000;

export type SessionServiceOptions = {
  clock?: () => Date;
  /** STAFF_PHONES: international numbers without '+' whose users are back-office staff. */
  staffPhones?: ReadonlySet<string>;
  /**
   * Keeps callers in memory for up to `seconds` (SESSION_CACHE_SECONDS), dropped on the bus's `actor`
   * changes; without it every call reads its session (scripts, test factories).
   */
  cache?: { seconds: number; maxEntries?: number; changes: Pick<ChangeBus, 'subscribe' | 'onGap' | 'shared'> };
};

const INVALID: Actor = Object.freeze({ kind: 'visitor', tokenProblem: 'invalid' });

/**
 * Sessions (spec §4): random opaque tokens stored hashed, valid 3 days with
 * notKeepSigned and 7 days otherwise, revoked by /exit.
 */
export const createSessionService = (repository: AuthRepository, { clock = () => new Date(), staffPhones = new Set(), cache: cacheOptions }: SessionServiceOptions = {}) => {
  const isStaffPhone = (phone: string | null) => phone !== null && staffPhones.has(internationalFormOf(phone).slice(1));
  const cache = createActorCache({ ttlMs: (cacheOptions?.seconds ?? 0) * 1000, maxEntries: cacheOptions?.maxEntries ?? 10_000 });
  cacheOptions?.changes.subscribe('actor', cache.invalidate);
  cacheOptions?.changes.onGap(cache.clear);
  return {
    /**
     * Starts a session and returns the token the client keeps. `locale` (the language the sign-in request
     * named) becomes the user's stored language when none is stored yet, so that reminders and notices
     * made later without a request are in a language the user reads (issue 18).
     */
    startSession: async (userId: string, options: { keepSigned: boolean; ip?: string; userAgent?: string; locale?: Locale }) => {
      const token = createOpaqueToken();
      const now = clock();
      if (options.locale) await repository.setLocaleIfUnset(userId, options.locale, now);
      const expiresAt = new Date(now.getTime() + (options.keepSigned ? TOKEN_DAYS_KEEP_SIGNED : TOKEN_DAYS_NOT_KEEP_SIGNED) * DAY_MS);
      await repository.insertSession({
        tokenHash: sha256Hex(token),
        userId,
        keepSigned: options.keepSigned,
        expiresAt,
        ip: options.ip?.slice(0, 45),
        userAgent: options.userAgent?.slice(0, 300),
      });
      return { token, expiresAt };
    },
    /** The caller behind a token: no token or 'sightseer' is a visitor; an unknown or expired one too, marked invalid. */
    resolveActor: async (token: string | undefined): Promise<Actor> => {
      if (!token || token === VISITOR_TOKEN) return { kind: 'visitor' };
      const tokenHash = sha256Hex(token);
      const now = clock();
      const cached = cache.get(tokenHash, now);
      if (cached) return cached;
      const since = cache.begin();
      const found = await repository.findLiveSession(tokenHash, now);
      if (!found) return INVALID;
      // staff by configuration (STAFF_PHONES) as well as by the users.is_staff flag
      const isStaff = found.user.isStaff || isStaffPhone(found.user.phone);
      // Frozen: one cached caller serves many requests, so none may change it.
      const actor = Object.freeze({
        kind: 'user' as const,
        sessionId: found.sessionId,
        user: Object.freeze({ ...found.user, isStaff }),
        organisation: Object.freeze(found.organisation),
      });
      if (cacheOptions?.changes.shared()) cache.store(tokenHash, actor, found.expiresAt, since);
      return actor;
    },
    endSession: (sessionId: string) => repository.revokeSession(sessionId, clock()),
    endOtherSessions: (userId: string, keepSessionId?: string) => repository.revokeUserSessions(userId, clock(), keepSessionId),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
