import { accessUserOf, companyRoleOf, FREE_COMPANY_LIMIT, FREE_SEARCH_LIMIT, isAdminUser as isAdminByDomain, ROLE_SERVE_COM, VISITOR_ROLES } from '@app/domain';
import { isVisitorToken } from '../../lib/http';
import type { AccessSession } from './access';
import type { SassUser, UserInfo } from '@app/contracts';
import { AuthEntryType, type RouteRole } from './types';

export { isVip, VISITOR_ROLES } from '@app/domain';

/** Reads a number defensively (null or text from older replies); empty gives undefined. */
export const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Spec §4: 'listed' when the company type is 1, else 'isServeCom' (the menu of a profile without a type too). */
export const rolesForCompanyType = (companyType: number | undefined): RouteRole[] => [companyRoleOf(companyType) ?? ROLE_SERVE_COM];

/** Spec §6 (rule in @app/domain): admin unless userType is 2 without adminStatus 1. */
export const isAdminUser = (user: Pick<SassUser, 'userType' | 'adminStatus'>): boolean =>
  isAdminByDomain({ userType: toNumber(user.userType) ?? 0, adminStatus: toNumber(user.adminStatus) ?? 0 });

/** The free daily limits from the auth list (spec §3), defaulting to spec §9. */
export const freeLimitsOf = (userInfo: UserInfo | undefined): { search: number; company: number } => {
  const entries = userInfo?.authList ?? [];
  const valueOf = (type: number, fallback: number) => toNumber(entries.find((entry) => toNumber(entry.type) === type)?.ordinaryValue) ?? fallback;
  return { search: valueOf(AuthEntryType.FreeSearchLimit, FREE_SEARCH_LIMIT), company: valueOf(AuthEntryType.FreeCompanyLimit, FREE_COMPANY_LIMIT) };
};

/** What the route guard needs to know about the current user (the shared rule reads the stored fields, see accessUserOf). */
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
  const { kind: _kind, ...access } = accessUserOf({
    vipStatus: toNumber(user.vipStatus),
    userType: toNumber(user.userType),
    adminStatus: toNumber(user.adminStatus),
    companyType: toNumber(company?.type),
    certificationCheckStatus: toNumber(company?.certificationCheckStatus),
    secretarySwitch: { company: toNumber(company?.secretarySwitch), user: toNumber(user.secretarySwitch) },
    fileSwitch: { company: toNumber(company?.fileSwitch), user: toNumber(user.fileSwitch) },
    isStaff: user.isStaff,
  });
  return { isVisitor: false, roles: rolesForCompanyType(access.companyType), ...access };
};
