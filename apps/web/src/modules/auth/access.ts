import {
  decideAccess,
  documentEntryOpen,
  hasRequiredRole,
  secretaryEntryOpen,
  type AccessDecision,
  type AccessRequirement,
  type AccessSubject,
  type AccessUser,
} from '@app/domain';
import type { RouteRole } from './types';

/**
 * Route access (spec §4 and §6): the route table declares the flags, the
 * shared rule (@app/domain decideAccess, which the server's access policy
 * asks too) decides, and the guard component performs the outcome. Pages
 * never check VIP, roles or certification themselves.
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

/** What the guard needs to know about the user (built by toAccessSession): the rule's user, plus the menu's roles. */
export type AccessSession = Omit<AccessUser, 'kind' | 'isStaff'> & {
  isVisitor: boolean;
  /** The menu's roles (the rule reads the company type itself). */
  roles: readonly RouteRole[];
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

const ALLOW: RouteAccess = { kind: 'allow' };

/** A route's flags in the words of the shared rule. */
export const requirementOf = (meta: RouteAccessMeta): AccessRequirement => ({
  isPublic: meta.isPublic,
  needRegist: meta.needRegist,
  staff: meta.staffOnly,
  roles: meta.roles,
  isAdmin: meta.isAdmin,
  needVip: meta.needVip || meta.vipPage,
  vipPageC: meta.vipPageC,
  aiSecretary: meta.aiSecretary,
  aiFile: meta.aiFile,
  // spec §6: document creation is also open to the visitor token
  visitorsAllowed: true,
  rzPage: meta.rzPage,
  // spec §6: users whose company has no type pass the guard, so the profile dialog can ask for it
  untypedCompanyPasses: true,
});

/** The current user as the shared rule sees them. */
export const subjectOf = (session: AccessSession): AccessSubject => {
  if (session.isVisitor) return { kind: 'visitor' };
  const { vipStatus, isAdmin, companyType, certificationCheckStatus, secretarySwitch, fileSwitch } = session;
  return { kind: 'user', vipStatus, isAdmin, companyType, certificationCheckStatus, secretarySwitch, fileSwitch, isStaff: session.isStaff === true };
};

/** What the guard does for each decision of the rule. */
const routeAccessOf = (decision: AccessDecision, fullPath: string): RouteAccess => {
  switch (decision) {
    case 'allow':
      return ALLOW;
    case 'signIn':
    case 'sessionExpired':
      return { kind: 'login', redirect: fullPath };
    case 'buyVip':
      return { kind: 'vipDialog' };
    case 'buyCompanyVip':
    case 'notCompanyMember':
      return { kind: 'companyVipDialog' };
    case 'notCertified':
      return { kind: 'certification', state: 'prompt' };
    case 'certificationUnderReview':
      return { kind: 'certification', state: 'underReview' };
    case 'staffOnly':
    case 'wrongRole':
    case 'notAdmin':
    case 'accountTypeNotEligible':
    case 'secretarySwitchedOff':
    case 'fileSwitchedOff':
      return { kind: 'forbidden' };
  }
};

/** True when the role list allows one of the user's roles (no list: everyone). */
export const hasRouteRole = (meta: Pick<RouteAccessMeta, 'roles'>, roles: readonly RouteRole[]): boolean => hasRequiredRole(meta.roles, roles);

/** True when the secretary entry should show (spec §2 Services dropdown, §6). */
export const canUseSecretary = (session: AccessSession): boolean => secretaryEntryOpen(subjectOf(session));

/** True when document creation should show: both file switches on, or the visitor token (spec §6). */
export const canUseDocuments = (session: AccessSession): boolean => documentEntryOpen(subjectOf(session));

/**
 * Decides what happens when `session` opens a route with `meta`.
 * @param target the full path (path + query) kept as the login redirect
 */
export const resolveRouteAccess = (meta: RouteAccessMeta, session: AccessSession, target: { fullPath: string }): RouteAccess =>
  routeAccessOf(decideAccess(subjectOf(session), requirementOf(meta)), target.fullPath);
