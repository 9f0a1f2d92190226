import type { Role } from '@app/contracts';

/**
 * Session shapes come from the contracts (UserInfo, SassUser, SassCompany of
 * POST /au/saasuser/getUserInfo) and membership rules from the domain
 * (VipStatus, isVip, isAdminUser). Here: the route roles the web filters by
 * and the status values the contracts do not name yet.
 */

/** Route roles of spec §6 (the contracts' Role also has back-office roles). */
export type RouteRole = Extract<Role, 'listed' | 'isServeCom'>;
export const ROLE_LISTED: RouteRole = 'listed';
export const ROLE_SERVE_COM: RouteRole = 'isServeCom';

/** Spec §4: company certificationCheckStatus values. */
export const CertificationCheckStatus = { NotStarted: 0, UnderReview: 1, Certified: 2, Failed: 3 } as const;

/** Spec §3: auth list entry types. */
export const AuthEntryType = { FreeSearchLimit: 2, FreeCompanyLimit: 3 } as const;
