import { Locales, type Locale, type SassCompany, type SassUser } from '@app/contracts';
import { effectiveVipStatus, maskMobile } from '@app/domain';
import type { OrganisationRow, UserRow } from '../auth/access.policy';

const isLocale = (value: unknown): value is Locale => (Locales as readonly unknown[]).includes(value);

// WeChat ids are not the client's business; it only needs to know a binding exists.
const maskIdentifier = (value: string | null) => (value ? `${value.slice(0, 3)}***${value.slice(-3)}` : null);

/** users row → sassUser (spec §3); phone masked 3 + 4 (spec §9). */
export const presentSassUser = (user: UserRow, organisation: OrganisationRow, now: Date): SassUser => ({
  id: user.id,
  phone: user.phone ? maskMobile(user.phone) : null,
  phoneRegion: user.phoneRegion,
  name: user.name,
  loginName: user.loginName,
  nickName: user.nickName,
  miniNickName: null,
  email: user.email,
  job: user.job,
  openId: maskIdentifier(user.openId),
  unionId: maskIdentifier(user.unionId),
  headImg: user.headImg,
  miniHeadImg: null,
  vipStatus: effectiveVipStatus(user, organisation, now),
  vipExpiresAt: (organisation.vipStatus === 3 ? organisation.vipExpiresAt : user.vipExpiresAt)?.toISOString() ?? null,
  userType: user.userType,
  adminStatus: user.adminStatus,
  createDate: user.createdAt.toISOString(),
  passwordSet: user.passwordHash !== null,
  secretarySwitch: user.secretarySwitch,
  fileSwitch: user.fileSwitch,
  exp3: user.exp3,
  isStaff: user.isStaff,
  locale: isLocale(user.locale) ? user.locale : null,
});

/** organisations row → sassCompany (spec §3). */
export const presentSassCompany = (organisation: OrganisationRow): SassCompany => ({
  id: organisation.id,
  type: organisation.type,
  stockCode: organisation.stockCode,
  shortNameEn: organisation.shortNameEn,
  shortNameCn: organisation.shortNameCn,
  userCompanyName: organisation.userCompanyName,
  headImageUrl: organisation.headImageUrl,
  certificationStatus: organisation.certificationStatus,
  certificationCheckStatus: organisation.certificationCheckStatus,
  checkStatus: organisation.checkStatus,
  vipStatus: organisation.vipStatus,
  secretarySwitch: organisation.secretarySwitch,
  fileSwitch: organisation.fileSwitch,
  exp3: organisation.exp3,
});
