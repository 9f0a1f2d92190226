import { AccountType } from '@app/domain';
import { VipStatus } from '@app/domain';
import { CertificationCheckStatus, type RouteRole } from './types';
import { isVip } from './roles';

/**
 * Route access (spec §4 and §6) as one pure function. The route table declares
 * the flags; the guard component performs the outcome. Pages never check VIP,
 * roles or certification themselves.
 */

/** The access flags of a route (spec §2 "Route metadata flags"). */
export type RouteAccessMeta = {
  /** Opens without any token (spec §2 public routes). */
  isPublic?: boolean;
  /** Visitors are sent to /login with the path kept as redirect. */
  needRegist?: boolean;
  /** VIP (vipStatus 1 or 3) or the VIP purchase dialog. */
  needVip?: boolean;
  /** VIP content page: same rule as needVip. */
  vipPage?: boolean;
  /** Company-level VIP page: vipStatus 3. */
  vipPageC?: boolean;
  /** Certification page: certificationCheckStatus 2. */
  rzPage?: boolean;
  /** AI secretary: vipStatus 3, company type 1, 2 or 8, both secretary switches on. */
  aiSecretary?: boolean;
  /** Document generation: vipStatus 3 and both file switches on, or the visitor token. */
  aiFile?: boolean;
  /** Only these roles may open the route (it is hidden from the menu for others). */
  roles?: readonly RouteRole[];
  /** Only company administrators. */
  isAdmin?: boolean;
  /** Only back-office staff (sassUser.isStaff); the server checks again. */
  staffOnly?: boolean;
};

/** What the guard needs to know about the user (built by toAccessSession). */
export type AccessSession = {
  isVisitor: boolean;
  roles: readonly RouteRole[];
  isAdmin: boolean;
  vipStatus: number | undefined;
  companyType: number | undefined;
  certificationCheckStatus: number | undefined;
  secretarySwitch: { company: boolean; user: boolean };
  fileSwitch: { company: boolean; user: boolean };
  /** Back-office staff (sassUser.isStaff). */
  isStaff?: boolean;
};

export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'login'; redirect: string }
  | { kind: 'vipDialog' }
  | { kind: 'companyVipDialog' }
  | { kind: 'certification'; state: 'prompt' | 'underReview' }
  | { kind: 'forbidden' };

/** Spec §6: the secretary entry is for listed companies, law firms and secretarial services companies. */
export const SECRETARY_COMPANY_TYPES: readonly number[] = [AccountType.ListedCompany, AccountType.LawFirm, AccountType.SecretarialServices];

const ALLOW: RouteAccess = { kind: 'allow' };

/** True when the role list allows one of the user's roles (no list: everyone). */
export const hasRouteRole = (meta: Pick<RouteAccessMeta, 'roles'>, roles: readonly RouteRole[]): boolean =>
  !meta.roles || meta.roles.length === 0 || meta.roles.some((role) => roles.includes(role));

/** True when the secretary entry should show (spec §2 Services dropdown, §6). */
export const canUseSecretary = (session: AccessSession): boolean =>
  !session.isVisitor &&
  session.companyType !== undefined &&
  SECRETARY_COMPANY_TYPES.includes(session.companyType) &&
  session.secretarySwitch.company &&
  session.secretarySwitch.user;

/** True when document creation should show: both file switches on, or the visitor token (spec §6). */
export const canUseDocuments = (session: AccessSession): boolean =>
  session.isVisitor || (session.fileSwitch.company && session.fileSwitch.user);

/**
 * Decides what happens when `session` opens a route with `meta`.
 * @param target the full path (path + query) kept as the login redirect
 */
export const resolveRouteAccess = (meta: RouteAccessMeta, session: AccessSession, target: { fullPath: string }): RouteAccess => {
  if (meta.isPublic) return ALLOW;
  if (meta.needRegist && session.isVisitor) return { kind: 'login', redirect: target.fullPath };
  if (meta.staffOnly && !session.isStaff) return { kind: 'forbidden' };
  // Spec §6: a user whose company has no type yet passes, so the profile dialog can ask for it.
  if (!session.isVisitor && session.companyType === undefined) return ALLOW;
  if (!hasRouteRole(meta, session.roles)) return { kind: 'forbidden' };
  if (meta.isAdmin && !session.isAdmin) return { kind: 'forbidden' };
  if ((meta.needVip || meta.vipPage) && !isVip(session.vipStatus)) return { kind: 'vipDialog' };

  const isCompanyMember = session.vipStatus === VipStatus.CompanyMember;
  if (meta.aiFile) {
    if (!session.isVisitor) {
      if (!isCompanyMember) return { kind: 'companyVipDialog' };
      if (!canUseDocuments(session)) return { kind: 'forbidden' };
    }
  } else if (meta.aiSecretary) {
    if (!isCompanyMember) return { kind: 'companyVipDialog' };
    if (!canUseSecretary(session)) return { kind: 'forbidden' };
  } else if (meta.vipPageC && !isCompanyMember) {
    return { kind: 'companyVipDialog' };
  }

  if (meta.rzPage && session.certificationCheckStatus !== CertificationCheckStatus.Certified) {
    return { kind: 'certification', state: session.certificationCheckStatus === CertificationCheckStatus.UnderReview ? 'underReview' : 'prompt' };
  }
  return ALLOW;
};
