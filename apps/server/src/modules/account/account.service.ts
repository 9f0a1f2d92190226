import type { ChangePhoneEmailBody, Locale, PerfectInfoBody, UpdateUserBody, UserInfo } from '@app/contracts';
import { AccountType, localeFromLanguageParam } from '@app/contracts';
import { HEADER_MESSAGE_FETCH, isAdminUser, isPhoneRegion, normaliseMobile } from '@app/domain';
import { uniqueViolationError } from '../../db/unique-violations';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/secrets';
import type { UserActor } from '../auth/actor';
import { rolesOf } from '../auth/access.policy';
import type { UsersService } from '../auth/users.service';
import type { SessionService } from '../auth/session.service';
import type { MessagesService } from '../messages/messages.service';
import type { AccountTypeService } from '../organisation/account-type.service';
import type { ServiceCompaniesService } from '../organisation/service-companies.service';
import type { FocusService } from '../user-content/focus.service';
import type { WechatService } from '../wechat/wechat.service';
import type { QuotaService } from '../quota/quota.service';
import { presentSassCompany, presentSassUser } from './account.presenter';

type ProfileCode = { channel: 'sms' | 'email'; target: string; purpose: 'bindPhone' | 'changePhone' | 'bindEmail' | 'confirmPhone'; code: string };

/** What the account service needs from the verification module. */
export type ProfileCodeVerifier = {
  /** Checks a code without using it up (a wrong entry counts). */
  verifyCode(input: ProfileCode): Promise<void>;
  consumeCode(input: ProfileCode): Promise<void>;
};

const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { details: [{ path, message }] });

/** A unique-key race becomes its spec answer (db/unique-violations.ts), with per-call overrides. */
const rethrowUnique =
  (overrides?: Parameters<typeof uniqueViolationError>[1]) =>
  (error: unknown): never => {
    throw uniqueViolationError(error, overrides) ?? error;
  };

/** The signed-in user's own profile: user info, profile completion, phone and e-mail changes. */
export const createAccountService = (deps: {
  auth: UsersService;
  /** Sessions (auth module): a phone or e-mail change ends the account's other sessions. */
  sessions: Pick<SessionService, 'endOtherSessions'>;
  /** The listed client companies and which is the default (organisation module), for the session's stockCode and focusNum. */
  serviceCompanies: Pick<ServiceCompaniesService, 'listedStockCodes'>;
  messages: MessagesService;
  quota: QuotaService;
  verifier: ProfileCodeVerifier;
  /** The shared account-type change (once a year, certification reset), owned by the organisation module. */
  accountTypes: Pick<AccountTypeService, 'change'>;
  /** Followed companies, for focusNum (the own and default client company count as followed). */
  focus: Pick<FocusService, 'countFollowed'>;
  /** Whether the user's WeChat follows the official account (the WeChat provider decides), for isFollow. */
  wechat: Pick<WechatService, 'followsOfficialAccount'>;
  clock?: () => Date;
}) => {
  const { auth, sessions, serviceCompanies, messages, quota, verifier, focus, accountTypes, wechat } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Links a phone proven by a code; a phone of another account is refused (spec §8 201). */
  const linkPhone = async (actor: UserActor, phone: string, phoneType: number | undefined, code: string | undefined, purpose: 'bindPhone' | 'changePhone') => {
    const region = phoneType ?? 2;
    const normalised = isPhoneRegion(region) ? normaliseMobile(phone, region) : undefined;
    if (!normalised) throw fieldError('phone', 'validation.phoneForRegion');
    if (!code) throw fieldError('code', 'validation.codeFormat');
    const owner = await auth.findUserByPhone(normalised);
    if (owner && owner.id !== actor.user.id) throw new AppError('AUTH_PHONE_REGISTERED');
    const proof = { channel: 'sms', target: normalised, purpose, code } as const;
    await verifier.verifyCode(proof);
    // Stored before the code is used up: a concurrent claim of the number loses on the unique key (201), not on the code.
    await auth.updateUser(actor.user.id, { phone: normalised, phoneRegion: region }, clock()).catch(rethrowUnique({ users_phone_key: 'AUTH_PHONE_REGISTERED' }));
    await verifier.consumeCode(proof);
  };

  /**
   * Binds an e-mail address proven by the code /common/sendEmailCode sent to it (spec §8 205 when
   * another account has it); the caller's own address (any case) needs no code.
   */
  const linkEmail = async (actor: UserActor, address: string, code: string | undefined) => {
    const email = address.trim().toLowerCase();
    if (actor.user.email?.toLowerCase() === email) return;
    const owner = await auth.findUserByEmail(email);
    if (owner && owner.id !== actor.user.id) throw new AppError('ACCOUNT_EMAIL_EXISTS');
    if (!code) throw fieldError('emailCode', 'validation.codeFormat');
    const proof = { channel: 'email', target: email, purpose: 'bindEmail', code } as const;
    const takenMeanwhile = async (error: unknown): Promise<never> => {
      // a concurrent request that bound the address first used the code up: "exists" is the true answer
      const winner = await auth.findUserByEmail(email);
      throw winner && winner.id !== actor.user.id ? new AppError('ACCOUNT_EMAIL_EXISTS', { cause: error }) : error;
    };
    await verifier.verifyCode(proof).catch(takenMeanwhile);
    await auth.updateUser(actor.user.id, { email }, clock()).catch(rethrowUnique());
    await verifier.consumeCode(proof).catch(takenMeanwhile);
  };

  /**
   * Before a phone or e-mail change: the caller proves they hold the account, by its current password
   * or a code texted to its current phone (sendCode type 6). An account with neither (WeChat sign-in
   * only) has nothing else to prove than its session.
   * @throws VALIDATION_FAILED (oldPassWord) when no proof is sent, AUTH_PASSWORD_WRONG, the code errors.
   */
  const requireHolder = async (actor: UserActor, body: ChangePhoneEmailBody) => {
    const { user } = actor;
    if (body.oldPassWord !== undefined && user.passwordHash) {
      if (!(await verifyPassword(body.oldPassWord, user.passwordHash))) throw new AppError('AUTH_PASSWORD_WRONG');
      return;
    }
    if (body.oldCode !== undefined && user.phone) {
      await verifier.consumeCode({ channel: 'sms', target: user.phone, purpose: 'confirmPhone', code: body.oldCode });
      return;
    }
    if (user.passwordHash || user.phone) throw fieldError('oldPassWord', 'validation.account.holderProofRequired');
  };

  return {
    /** POST /au/saasuser/getUserInfo: the session fields of spec §3 (the latest messages' titles in `reader`'s script). */
    getUserInfo: async (actor: UserActor, reader: Locale): Promise<UserInfo> => {
      const { user, organisation } = actor;
      // One read of the client companies serves both the default's code and the implicit follows (round trips
      // are most of this call's cost: docs/PERFORMANCE.md); a default of kind 'hk' has no stock code.
      const clientCodes = serviceCompanies.listedStockCodes(user.id);
      const [header, authList, listedClientCodes, focusNum, isFollow] = await Promise.all([
        messages.headerSummary(user.id, HEADER_MESSAGE_FETCH, reader),
        quota.authList(),
        clientCodes,
        focus.countFollowed(actor, clientCodes),
        wechat.followsOfficialAccount(user),
      ]);
      const defaultClientCode = listedClientCodes.find((entry) => entry.isDefault)?.stockCode ?? null;
      const isListed = organisation.type === AccountType.ListedCompany;
      const roles = rolesOf(user, organisation);
      return {
        name: user.name ?? user.nickName,
        avatar: user.headImg,
        introduction: null,
        roles,
        isAdmin: roles.includes('admin'),
        sassUser: presentSassUser(user, organisation, clock()),
        sassCompany: presentSassCompany(organisation),
        authList,
        msgList: header.msgList,
        unreadNum: header.unreadNum,
        focusNum,
        stockCode: isListed ? organisation.stockCode : defaultClientCode,
        isFollow,
      };
    },

    /**
     * POST /au/saasuser/perfectInfo: the profile dialog's tab 0 (phone + code)
     * and tab 1 (account type, company and personal fields), spec §4 and §5.
     * Choosing the first type is free; once the company has a type, only its
     * administrator may change it, by the rules of /au/company/updateAccountType.
     * @throws PERMISSION_DENIED for a non-administrator when the company has a type, and as AccountTypeService.change.
     */
    perfectInfo: async (actor: UserActor, body: PerfectInfoBody): Promise<void> => {
      const { user, organisation } = actor;
      if (body.phone !== undefined) await linkPhone(actor, body.phone, body.phoneType, body.code, 'bindPhone');
      if (body.type === undefined) {
        if (body.email) await linkEmail(actor, body.email, body.emailCode);
        if (body.name || body.job) await auth.updateUser(user.id, { name: body.name, job: body.job }, clock());
        return;
      }
      if (organisation.type !== null && !isAdminUser(user)) throw new AppError('PERMISSION_DENIED');
      if (body.type === AccountType.ListedCompany && !body.stockCode) throw fieldError('stockCode', 'validation.selectCompany');
      if (body.type !== AccountType.ListedCompany && !body.companyName) throw fieldError('companyName', 'validation.companyNameRequired');
      if (body.email) await linkEmail(actor, body.email, body.emailCode);
      await accountTypes.change(organisation.id, { type: body.type, stockCode: body.stockCode, companyName: body.companyName });
      const { province, city, district, companyAddress, headImageUrl } = body;
      if (province || city || district || companyAddress || headImageUrl) {
        await auth.updateOrganisation(organisation.id, { province, city, district, companyAddress, headImageUrl }, clock());
      }
      await auth.updateUser(user.id, { name: body.name, job: body.job }, clock());
    },

    /**
     * POST /au/saasuser/chagePhoneEmail: type 1 phone (code by SMS), 2 e-mail (code by e-mail), after the
     * caller proved they hold the account (requireHolder); the account's other sessions then end.
     */
    changePhoneOrEmail: async (actor: UserActor, body: ChangePhoneEmailBody): Promise<void> => {
      if (body.type === '1' && !body.phone) throw fieldError('phone', 'validation.phoneRequired');
      if (body.type === '2' && !body.email) throw fieldError('email', 'validation.emailFormat');
      await requireHolder(actor, body);
      if (body.type === '1') await linkPhone(actor, body.phone!, body.phoneType, body.code, 'changePhone');
      else await linkEmail(actor, body.email!, body.code);
      await sessions.endOtherSessions(actor.user.id, actor.sessionId);
    },

    /** POST /au/saasuser/update: the caller's own small profile fields. */
    updateOwnProfile: async (actor: UserActor, body: UpdateUserBody): Promise<void> => {
      if (body.id !== actor.user.id) throw new AppError('PERMISSION_DENIED');
      await auth.updateUser(actor.user.id, { name: body.name, nickName: body.nickName, job: body.job }, clock());
    },

    /**
     * POST /au/saasuser/updateLanguage: keeps the interface language the user chose (any usual tag or
     * request code) with the account; jobs write to the user in it (issue 18).
     */
    updateLanguage: async (actor: UserActor, language: string): Promise<void> => {
      const locale = localeFromLanguageParam(language);
      if (!locale) throw fieldError('locale', 'validation.invalidValue');
      if (locale !== actor.user.locale) await auth.updateUser(actor.user.id, { locale }, clock());
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
