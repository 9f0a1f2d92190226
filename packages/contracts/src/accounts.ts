import { z } from 'zod';
import { ACCOUNT_TYPES, FieldLimits, PASSWORD_MAX, PASSWORD_MIN, Roles } from '@app/domain';
import { maxDisplayWidth } from './common';
import { Locales, localeFromLanguageParam } from './locale';

// Account types and roles live in @app/domain (the spec §6 access rule; no zod, so the web's first page need not load zod for them).
export { AccountType, ACCOUNT_TYPES, Roles, type Role } from '@app/domain';


const phoneRegionField = z.coerce
  .number({ error: 'validation.phoneRegion' })
  .int()
  .refine((value) => [1, 2, 3, 4].includes(value), { error: 'validation.phoneRegion' });

const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(64, { error: 'validation.passwordRule' });

const newPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && !/\p{Script=Han}/u.test(value) && !/\s/.test(value), {
    error: 'validation.passwordRule',
  });

const codeField = z.string().regex(/^\d{6}$/, { error: 'validation.codeFormat' });

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * POST /login (spec §7): by phone + SMS code, or by phone / login name /
 * e-mail + password. notKeepSigned shortens the session to 3 days.
 */
export const LoginBodySchema = z
  .object({
    loginName: z.string({ error: 'validation.loginNameRequired' }).min(1, { error: 'validation.loginNameRequired' }).max(120),
    phoneType: phoneRegionField.optional(),
    code: codeField.optional(),
    password: passwordField.optional(),
    notKeepSigned: booleanFlag.optional(),
  })
  .refine((body) => body.code !== undefined || body.password !== undefined, { error: 'validation.codeOrPassword', path: ['password'] });
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A new session: the opaque token and when it expires. */
export const SessionTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string().describe('ISO time'),
  isNewUser: z.boolean(),
});
export type SessionToken = z.infer<typeof SessionTokenSchema>;

/**
 * POST /regist (spec §7): a new account for a phone, proven by an SMS code
 * (sent with /common/sendCode type 2, and either sent here or checked before
 * with /common/checkCode). openId carries the WeChat binding ticket from a scan.
 */
export const RegisterBodySchema = z.object({
  phone: z.string({ error: 'validation.phoneRequired' }).min(1, { error: 'validation.phoneRequired' }).max(20),
  phoneType: phoneRegionField,
  code: codeField.optional(),
  password: newPasswordField.optional(),
  openId: z.string().max(200).optional(),
  exp3: z.coerce.number().int().min(0).max(9).optional(),
  notKeepSigned: booleanFlag.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /resetPassword (spec §7). */
export const ResetPasswordBodySchema = z.object({
  phone: z.string({ error: 'validation.phoneRequired' }).min(1, { error: 'validation.phoneRequired' }).max(20),
  phoneType: phoneRegionField,
  code: codeField,
  passWord: newPasswordField,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /au/saasuser/chagePassword (spec §7); oldPassWord is not needed when no password is set yet. */
export const ChangePasswordBodySchema = z.object({
  oldPassWord: passwordField.optional(),
  newPassWord: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** POST /phoneIsExist and /common/bindDetail (spec §7). */
export const PhoneLookupBodySchema = z.object({
  phone: z.string({ error: 'validation.phoneRequired' }).min(1, { error: 'validation.phoneRequired' }).max(20),
  phoneType: phoneRegionField.optional(),
});
export type PhoneLookupBody = z.infer<typeof PhoneLookupBodySchema>;

/** Only whether the phone is registered: a public call must not reveal how an account signs in. */
export const BindDetailSchema = z.object({ registered: z.boolean() });

/** sassUser (spec §3). Phone and WeChat ids are masked; the user sees that they are set. */
export const SassUserSchema = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  phoneRegion: z.number().nullable(),
  name: z.string().nullable(),
  loginName: z.string().nullable(),
  nickName: z.string().nullable(),
  miniNickName: z.string().nullable(),
  email: z.string().nullable(),
  job: z.string().nullable(),
  openId: z.string().nullable(),
  unionId: z.string().nullable(),
  headImg: z.string().nullable(),
  miniHeadImg: z.string().nullable(),
  vipStatus: z.number().describe('0 none, 1 VIP, 3 company member'),
  vipExpiresAt: z.string().nullable(),
  userType: z.number(),
  adminStatus: z.number(),
  createDate: z.string(),
  passwordSet: z.boolean(),
  secretarySwitch: z.number(),
  fileSwitch: z.number(),
  exp3: z.number(),
  isStaff: z.boolean(),
  locale: z.enum(Locales).nullable().describe('the interface language stored with the account (issue 18): what reminders, notices and digests are written in; null until chosen or first signed in'),
});
export type SassUser = z.infer<typeof SassUserSchema>;

/** sassCompany (spec §3). */
export const SassCompanySchema = z.object({
  id: z.string(),
  type: z.number().nullable(),
  stockCode: z.string().nullable(),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
  userCompanyName: z.string().nullable(),
  headImageUrl: z.string().nullable(),
  certificationStatus: z.number(),
  certificationCheckStatus: z.number(),
  checkStatus: z.number(),
  vipStatus: z.number(),
  secretarySwitch: z.number(),
  fileSwitch: z.number(),
  exp3: z.number(),
});
export type SassCompany = z.infer<typeof SassCompanySchema>;

/** A header message (spec §3 Message). */
export const MessageSummarySchema = z.object({
  id: z.string(),
  type: z.number(),
  source: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  readStatus: z.number(),
  createDate: z.string(),
  md5Key: z.string().nullable(),
  languageType: z.number().nullable(),
  ruleType: z.number().nullable(),
  docUrlCn: z.string().nullable(),
  docUrlEn: z.string().nullable(),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;


/** POST /au/saasuser/getUserInfo (spec §3 user session). */
export const UserInfoSchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  roles: z.array(z.enum(Roles)),
  isAdmin: z.boolean(),
  sassUser: SassUserSchema,
  sassCompany: SassCompanySchema,
  authList: z.array(z.object({ type: z.number().describe('2 free search limit, 3 free company limit'), ordinaryValue: z.number() })),
  msgList: z.array(MessageSummarySchema),
  unreadNum: z.number(),
  focusNum: z.number(),
  stockCode: z.string().nullable().describe('stock code of the current (default) service company, or the own listed company'),
  isFollow: z.boolean().describe('follows the WeChat official account'),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** POST /au/saasuser/perfectInfo (spec §3 profile fields); which fields are needed depends on the tab. */
export const PerfectInfoBodySchema = z.object({
  phone: z.string().max(20).optional(),
  phoneType: phoneRegionField.optional(),
  code: codeField.optional(),
  type: z.coerce
    .number()
    .int()
    .refine((value) => (ACCOUNT_TYPES as number[]).includes(value), { error: 'validation.accountType' })
    .optional(),
  stockCode: z.string().max(10).optional(),
  companyName: z.string().max(FieldLimits.companyName, { error: 'validation.tooLong' }).optional(),
  userCompanyName: z.string().max(FieldLimits.companyName).optional(),
  name: z.string().max(FieldLimits.short).superRefine(maxDisplayWidth(FieldLimits.short)).optional(),
  email: z.string().max(120).email({ error: 'validation.emailFormat' }).optional(),
  /** The code /common/sendEmailCode (type 1) sent to `email`; needed when `email` is not the account's address already. */
  emailCode: codeField.optional(),
  job: z.string().max(FieldLimits.short).optional(),
  province: z.string().max(40).optional(),
  city: z.string().max(40).optional(),
  district: z.string().max(40).optional(),
  companyAddress: z.string().max(FieldLimits.long).optional(),
  headImageUrl: z.string().max(500).optional(),
});
export type PerfectInfoBody = z.infer<typeof PerfectInfoBodySchema>;

/**
 * POST /au/saasuser/chagePhoneEmail (spec §7): type 1 phone, 2 e-mail, each proven by a code to the new
 * phone or address. The caller also proves it is the account holder: the current password (oldPassWord)
 * or a code texted to the current phone (oldCode, /common/sendCode type 6). The account's other sessions end.
 */
export const ChangePhoneEmailBodySchema = z.object({
  type: z.enum(['1', '2'], { error: 'validation.invalidValue' }),
  phone: z.string().max(20).optional(),
  phoneType: phoneRegionField.optional(),
  email: z.string().max(120).email({ error: 'validation.emailFormat' }).optional(),
  code: codeField,
  oldPassWord: z.string().max(40).optional(),
  oldCode: codeField.optional(),
});
export type ChangePhoneEmailBody = z.infer<typeof ChangePhoneEmailBodySchema>;

/** POST /au/saasuser/update {id, exp4}: small profile flags (exp4 = dismissed prompts). */
export const UpdateUserBodySchema = z.object({
  id: z.string().uuid(),
  exp4: z.string().max(200).optional(),
  name: z.string().max(FieldLimits.short).superRefine(maxDisplayWidth(FieldLimits.short)).optional(),
  nickName: z.string().max(FieldLimits.short).optional(),
  job: z.string().max(FieldLimits.short).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/**
 * POST /au/saasuser/updateLanguage {locale} (issue 18): stores the interface language the user chose
 * with the account. `locale` takes the request codes (1 zh-HK, 2 en, 3 zh-CN) or a language tag
 * (`en`, `zh-CN`, `zh-HK`, `zh_TW`, `zh-Hant`, `yue-HK`, `zh-Hans`, `zh-SG`, any case).
 */
export const UpdateLanguageBodySchema = z.object({
  locale: z
    .string({ error: 'validation.required' })
    .max(20)
    .refine((value) => localeFromLanguageParam(value) !== undefined, { error: 'validation.invalidValue' }),
});
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBodySchema>;

/** POST /weixin/qrLogin/start: begins a WeChat scan to sign in, or (signed in) to bind WeChat. */
export const WechatStartBodySchema = z.object({ mode: z.enum(['login', 'bind']).default('login') });
export const WechatStartSchema = z.object({ state: z.string(), authorizeUrl: z.string(), expiresAt: z.string() });

/** POST /weixin/qrLogin/poll {state}: the browser polls until the scan is confirmed; notKeepSigned shortens the session to 3 days. */
export const WechatPollBodySchema = z.object({ state: z.string().min(10).max(100), notKeepSigned: booleanFlag.optional() });
export const WechatPollSchema = z.object({
  status: z.enum(['pending', 'expired', 'bound', 'signedIn', 'needsPhone']),
  token: z.string().optional().describe('signedIn: the new session token'),
  expiresAt: z.string().optional(),
  ticket: z.string().optional().describe('needsPhone: pass as openId to /regist to create an account bound to this WeChat'),
  nickName: z.string().nullable().optional(),
});
export type WechatPoll = z.infer<typeof WechatPollSchema>;

/** POST /weixin/bindOpenId (spec §7): openId carries the ticket of a confirmed scan. */
export const BindOpenIdBodySchema = z.object({ userId: z.string().uuid(), openId: z.string().min(10).max(200), unionId: z.string().max(64).optional() });

const switchValue = z.coerce.number({ error: 'validation.switchValue' }).int({ error: 'validation.switchValue' }).refine((value) => value === 0 || value === 1, { error: 'validation.switchValue' });

/** POST /au/saasuser/updateChild (spec §7, §6): the admin turns a colleague's AI secretary and document switches on (1) or off (0). */
export const UpdateChildBodySchema = z
  .object({
    userId: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') }),
    secretarySwitch: switchValue.optional(),
    fileSwitch: switchValue.optional(),
  })
  .refine((body) => body.secretarySwitch !== undefined || body.fileSwitch !== undefined, { error: 'validation.switchValue', path: ['secretarySwitch'] });
export type UpdateChildBody = z.infer<typeof UpdateChildBodySchema>;

/** POST /au/saasuser/flag {timeStamp} (spec §7): whether the signed-in WeChat user follows the official account. */
export const FollowFlagBodySchema = z.object({ timeStamp: z.string().max(20).optional() });
export const FollowFlagSchema = z.object({ focusFlag: z.boolean() });

/** WeChat wxacode.getUnlimited limits: width 280-1280 px, scene at most 32 visible characters of this set. */
export const MiniCodeLimits = { widthMin: 280, widthMax: 1280, widthDefault: 430 } as const;

/** GET /miniweixin/miniCode ?scene&width&page (spec §7): the mini-program code image for a scene. */
export const MiniCodeQuerySchema = z.object({
  scene: z.string({ error: 'validation.miniCode.scene' }).regex(/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/, { error: 'validation.miniCode.scene' }),
  width: z.coerce
    .number({ error: 'validation.miniCode.width' })
    .int({ error: 'validation.miniCode.width' })
    .min(MiniCodeLimits.widthMin, { error: 'validation.miniCode.width' })
    .max(MiniCodeLimits.widthMax, { error: 'validation.miniCode.width' })
    .default(MiniCodeLimits.widthDefault),
  page: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/, { error: 'validation.miniCode.page' })
    .max(200, { error: 'validation.miniCode.page' })
    .optional(),
});
export type MiniCodeQuery = z.infer<typeof MiniCodeQuerySchema>;
