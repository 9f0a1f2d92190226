import { TOKEN_DAYS_KEEP_SIGNED, TOKEN_DAYS_NOT_KEEP_SIGNED, VISITOR_TOKEN, internationalFormOf } from '@app/domain';
import type { Locale } from '@app/contracts';
import { createOpaqueToken, sha256Hex } from '../../lib/secrets';
import type { Actor } from './access.policy';
import type { AuthRepository } from './auth.repository';

const DAY_MS = 86_400_000;

export type SessionServiceOptions = {
  clock?: () => Date;
  /** STAFF_PHONES: international numbers without '+' whose users are back-office staff. */
  staffPhones?: ReadonlySet<string>;
};

/**
 * Sessions (spec §4): random opaque tokens stored hashed, valid 3 days with
 * notKeepSigned and 7 days otherwise, revoked by /exit.
 */
export const createSessionService = (repository: AuthRepository, { clock = () => new Date(), staffPhones = new Set() }: SessionServiceOptions = {}) => {
  const isStaffPhone = (phone: string | null) => phone !== null && staffPhones.has(internationalFormOf(phone).slice(1));
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
      const found = await repository.findLiveSession(sha256Hex(token), clock());
      if (!found) return { kind: 'visitor', tokenProblem: 'invalid' };
      // staff by configuration (STAFF_PHONES) as well as by the users.is_staff flag
      const isStaff = found.user.isStaff || isStaffPhone(found.user.phone);
      return { kind: 'user', ...found, user: { ...found.user, isStaff } };
    },
    endSession: (sessionId: string) => repository.revokeSession(sessionId, clock()),
    endOtherSessions: (userId: string, keepSessionId?: string) => repository.revokeUserSessions(userId, clock(), keepSessionId),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
