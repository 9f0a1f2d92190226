import type { CompanyRole } from '@app/domain';

/**
 * Session shapes come from the contracts (UserInfo, SassUser, SassCompany of
 * POST /au/saasuser/getUserInfo) and membership rules from the domain
 * (VipStatus, CertificationStatus, roles, the access rule). Here: the route
 * roles the web filters by and the status values the contracts do not name yet.
 */

/** Route roles of spec §6: the company-type roles (the domain's Role also has admin and staff). */
export type RouteRole = CompanyRole;
export { ROLE_LISTED, ROLE_SERVE_COM } from '@app/domain';

/** Spec §3: auth list entry types. */
export const AuthEntryType = { FreeSearchLimit: 2, FreeCompanyLimit: 3 } as const;
