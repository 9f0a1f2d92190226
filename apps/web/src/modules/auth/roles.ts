import { FREE_COMPANY_LIMIT, FREE_SEARCH_LIMIT, isAdminUser as isAdminByDomain, isVip as isVipByDomain } from '@app/domain';
import { isVisitorToken } from '../../lib/http';
import type { AccessSession } from './access';
import type { SassUser, UserInfo } from '@app/contracts';
import { AuthEntryType, ROLE_LISTED, ROLE_SERVE_COM, type RouteRole } from './types';

/** Reads a number defensively (null or text from older replies); empty gives undefined. */
export const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Spec §4: 'listed' when the company type is 1, else 'isServeCom'. */
export const rolesForCompanyType = (companyType: number | undefined): RouteRole[] => (companyType === 1 ? [ROLE_LISTED] : [ROLE_SERVE_COM]);

/** Spec §4: a visitor continues with the company-type role. */
export const VISITOR_ROLES: readonly RouteRole[] = [ROLE_LISTED];

/** Spec §6 (rule in @app/domain): admin unless userType is 2 without adminStatus 1. */
export const isAdminUser = (user: Pick<SassUser, 'userType' | 'adminStatus'>): boolean =>
  isAdminByDomain({ userType: toNumber(user.userType) ?? 0, adminStatus: toNumber(user.adminStatus) ?? 0 });

/** Spec §4 (rule in @app/domain): vipStatus 1 or 3 is VIP; unknown is not. */
export const isVip = (vipStatus: number | undefined): boolean => vipStatus !== undefined && isVipByDomain(vipStatus);

/** The free daily limits from the auth list (spec §3), defaulting to spec §9. */
export const freeLimitsOf = (userInfo: UserInfo | undefined): { search: number; company: number } => {
  const entries = userInfo?.authList ?? [];
  const valueOf = (type: number, fallback: number) => toNumber(entries.find((entry) => toNumber(entry.type) === type)?.ordinaryValue) ?? fallback;
  return { search: valueOf(AuthEntryType.FreeSearchLimit, FREE_SEARCH_LIMIT), company: valueOf(AuthEntryType.FreeCompanyLimit, FREE_COMPANY_LIMIT) };
};

/** What the route guard needs to know about the current user. */
export const toAccessSession = (token: string | undefined, userInfo: UserInfo | undefined): AccessSession => {
  if (isVisitorToken(token) || !userInfo) {
    return {
      isVisitor: isVisitorToken(token),
      roles: VISITOR_ROLES,
      isAdmin: false,
      vipStatus: undefined,
      companyType: undefined,
      certificationCheckStatus: undefined,
      secretarySwitch: { company: false, user: false },
      fileSwitch: { company: false, user: false },
    };
  }
  const user = userInfo.sassUser;
  const company = userInfo.sassCompany ?? undefined;
  const companyType = toNumber(company?.type);
  return {
    isVisitor: false,
    roles: rolesForCompanyType(companyType),
    isAdmin: isAdminUser(user),
    vipStatus: toNumber(user.vipStatus),
    companyType,
    certificationCheckStatus: toNumber(company?.certificationCheckStatus),
    secretarySwitch: { company: toNumber(company?.secretarySwitch) === 1, user: toNumber(user.secretarySwitch) === 1 },
    fileSwitch: { company: toNumber(company?.fileSwitch) === 1, user: toNumber(user.fileSwitch) === 1 },
    isStaff: user.isStaff === true,
  };
};
