import type { ChangePasswordBody, Locale, LoginBody, PhoneLookupBody, RegisterBody, ResetPasswordBody, SessionToken } from '@app/contracts';
import { isPhoneRegion, normaliseMobile, PhoneRegion, type PhoneRegionCode } from '@app/domain';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/secrets';
import type { Actor, UserRow } from './access.policy';
import type { AuthRepository } from './auth.repository';
import type { RateLimitsService } from '../rate-limits/index';
import { createPasswordLockout } from './password-lockout';
import { createPhoneLookupLimit } from './phone-lookup-limit';
import type { SessionService } from './session.service';

/** What the auth service needs from the verification module (codes sent by SMS or e-mail). */
export type CodeVerifier = {
  consumeCode(input: { channel: 'sms' | 'email'; target: string; purpose: 'login' | 'register' | 'resetPassword'; code: string }): Promise<void>;
  consumeVerified(input: { channel: 'sms' | 'email'; target: string; purpose: 'register' }): Promise<boolean>;
};

/** Pending WeChat identities from a scan, redeemed when the user registers or binds. */
export type WechatTicketRedeemer = {
  redeemTicket(ticket: string): Promise<{ openId: string; unionId: string | null; nickName: string | null; headImg: string | null } | undefined>;
};

/** Who is signing in from where; `locale` only when the request named its language. */
export type ClientContext = { ip?: string; userAgent?: string; locale?: Locale };

// Order to try when a phone arrives without its region: Hong Kong first (our main market), then the others.
const REGION_GUESS_ORDER: PhoneRegionCode[] = [PhoneRegion.HongKong, PhoneRegion.Mainland, PhoneRegion.Macau, PhoneRegion.Taiwan];

const phoneCandidates = (phone: string, region?: number): string[] => {
  const regions = region !== undefined && isPhoneRegion(region) ? [region] : REGION_GUESS_ORDER;
  return [...new Set(regions.map((candidate) => normaliseMobile(phone, candidate)).filter((value): value is string => Boolean(value)))];
};

/** The canonical phone for a region, or a validation error naming the phone field. */
const requirePhone = (phone: string, region: number): string => {
  const normalised = isPhoneRegion(region) ? normaliseMobile(phone, region) : undefined;
  if (!normalised) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'phone', message: 'validation.phoneForRegion' }] });
  return normalised;
};

/**
 * Sign-in, registration, passwords and sign-out (spec §4, §5, §7).
 * @throws AUTH_USER_NOT_REGISTERED, AUTH_PASSWORD_WRONG, AUTH_PASSWORD_LOCKED (5 wrong in 15 minutes), AUTH_PASSWORD_NOT_SET,
 *   AUTH_PHONE_REGISTERED, AUTH_ACCOUNT_DISABLED, and the verifier's code errors.
 */
export const createAuthService = (deps: {
  repository: AuthRepository;
  sessions: SessionService;
  verifier: CodeVerifier;
  wechat: WechatTicketRedeemer;
  /** Wrong-password lockouts and look-up limits, counted in the database. */
  limits: RateLimitsService;
}) => {
  const { repository, sessions, verifier, wechat, limits } = deps;
  const passwordLockout = createPasswordLockout(limits);
  const phoneLookupLimit = createPhoneLookupLimit(limits);

  /** The lock message says in whole minutes when to try again. */
  const passwordLocked = (minutes: number) => new AppError('AUTH_PASSWORD_LOCKED', { params: { minutes } });

  const findByPhone = async (phone: string, region?: number): Promise<UserRow | undefined> => {
    for (const candidate of phoneCandidates(phone, region)) {
      const user = await repository.findUserByPhone(candidate);
      if (user) return user;
    }
    return undefined;
  };

  const startSession = async (user: UserRow, keepSigned: boolean, client: ClientContext, isNewUser: boolean): Promise<SessionToken> => {
    if (!user.loginAccess) throw new AppError('AUTH_ACCOUNT_DISABLED');
    const { token, expiresAt } = await sessions.startSession(user.id, { keepSigned, ...client });
    return { token, expiresAt: expiresAt.toISOString(), isNewUser };
  };

  return {
    /**
     * Counts one public phone look-up (/phoneIsExist, /common/bindDetail) from a client address.
     * @throws RATE_LIMITED after PHONE_LOOKUPS_PER_MINUTE a minute.
     */
    limitPhoneLookup: (ip: string): Promise<void> => phoneLookupLimit(ip),

    /**
     * POST /login: SMS code when `code` is sent, else password. Every sign-in by code, and every refused
     * sign-in by password, counts under the phone look-up limit of /phoneIsExist (they could tell a registered
     * number from an unregistered one); past it the answer is RATE_LIMITED, whatever the number.
     */
    login: async (body: LoginBody, client: ClientContext): Promise<SessionToken> => {
      const keepSigned = !body.notKeepSigned;
      if (body.code !== undefined) {
        if (client.ip) await phoneLookupLimit(client.ip);
        const user = await findByPhone(body.loginName, body.phoneType);
        // Registered or not, the number goes through the same code check, so both answer alike (-3 or -4):
        // an unregistered number never has a login code (sendCode refuses to send one).
        const target = user?.phone ?? phoneCandidates(body.loginName, body.phoneType)[0];
        if (!target) throw new AppError('AUTH_SMS_CODE_NOT_SENT');
        await verifier.consumeCode({ channel: 'sms', target, purpose: 'login', code: body.code });
        if (!user) throw new AppError('AUTH_SMS_CODE_NOT_SENT');
        return startSession(user, keepSigned, client, false);
      }
      /** A refusal counts as a look-up; past the limit it is RATE_LIMITED instead. */
      const refuse = async (error: AppError): Promise<never> => {
        if (client.ip) await phoneLookupLimit(client.ip);
        throw error;
      };
      const user =
        (await findByPhone(body.loginName, body.phoneType)) ??
        (await repository.findUserByLoginName(body.loginName)) ??
        (body.loginName.includes('@') ? await repository.findUserByEmail(body.loginName) : undefined);
      if (!user) return refuse(new AppError('AUTH_USER_NOT_REGISTERED'));
      if (!user.passwordHash) return refuse(new AppError('AUTH_PASSWORD_NOT_SET'));
      const lockedFor = await passwordLockout.lockedFor(user.id);
      if (lockedFor) throw passwordLocked(lockedFor);
      if (!(await verifyPassword(body.password ?? '', user.passwordHash))) {
        const lockedNow = await passwordLockout.recordFailure(user.id);
        return refuse(lockedNow ? passwordLocked(lockedNow) : new AppError('AUTH_PASSWORD_WRONG'));
      }
      await passwordLockout.reset(user.id);
      return startSession(user, keepSigned, client, false);
    },

    /** POST /regist: a new account and organisation for a phone proven by a code. */
    register: async (body: RegisterBody, client: ClientContext): Promise<SessionToken> => {
      const phone = requirePhone(body.phone, body.phoneType);
      if (await repository.findUserByPhone(phone)) throw new AppError('AUTH_PHONE_REGISTERED');
      if (body.code !== undefined) {
        await verifier.consumeCode({ channel: 'sms', target: phone, purpose: 'register', code: body.code });
      } else if (!(await verifier.consumeVerified({ channel: 'sms', target: phone, purpose: 'register' }))) {
        throw new AppError('AUTH_SMS_CODE_NOT_SENT');
      }
      const identity = body.openId ? await wechat.redeemTicket(body.openId) : undefined;
      if (body.openId && !identity) throw new AppError('AUTH_WECHAT_TICKET_INVALID');
      const user = await repository.insertUserWithOrganisation({
        phone,
        phoneRegion: body.phoneType,
        passwordHash: body.password ? await hashPassword(body.password) : null,
        exp3: body.exp3 ?? 0,
        openId: identity?.openId,
        unionId: identity?.unionId,
        nickName: identity?.nickName,
        headImg: identity?.headImg,
      });
      return startSession(user, !body.notKeepSigned, client, true);
    },

    /** POST /exit: ends the caller's session; a visitor has nothing to end. */
    logout: async (actor: Actor): Promise<void> => {
      if (actor.kind === 'user') await sessions.endSession(actor.sessionId);
    },

    /** POST /resetPassword: a new password for a phone proven by a code; other sessions end. Counts under the phone look-up limit. */
    resetPassword: async (body: ResetPasswordBody, client: ClientContext = {}): Promise<void> => {
      if (client.ip) await phoneLookupLimit(client.ip);
      const phone = requirePhone(body.phone, body.phoneType);
      const user = await repository.findUserByPhone(phone);
      // As /login by code: the code is checked whether or not the number is registered, so both answer alike.
      await verifier.consumeCode({ channel: 'sms', target: phone, purpose: 'resetPassword', code: body.code });
      if (!user) throw new AppError('AUTH_SMS_CODE_NOT_SENT');
      await repository.updateUser(user.id, { passwordHash: await hashPassword(body.passWord) }, new Date());
      await sessions.endOtherSessions(user.id);
    },

    /** POST /au/saasuser/chagePassword: the old password is required once one is set. */
    changePassword: async (actor: Extract<Actor, { kind: 'user' }>, body: ChangePasswordBody): Promise<void> => {
      const { user } = actor;
      if (user.passwordHash) {
        if (!body.oldPassWord) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'oldPassWord', message: 'validation.passwordRequired' }] });
        if (!(await verifyPassword(body.oldPassWord, user.passwordHash))) throw new AppError('AUTH_PASSWORD_WRONG');
      }
      await repository.updateUser(user.id, { passwordHash: await hashPassword(body.newPassWord) }, new Date());
      await sessions.endOtherSessions(user.id, actor.sessionId);
    },

    /** POST /phoneIsExist: whether a phone has an account. */
    phoneIsRegistered: async (body: PhoneLookupBody): Promise<boolean> => Boolean(await findByPhone(body.phone, body.phoneType)),

    /** POST /common/bindDetail: only whether the phone is registered; how the account signs in is not for anyone to ask. */
    bindDetail: async (body: PhoneLookupBody) => ({ registered: Boolean(await findByPhone(body.phone, body.phoneType)) }),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
