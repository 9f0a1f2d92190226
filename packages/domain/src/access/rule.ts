import { CertificationStatus, ROLE_LISTED, ROLE_SERVE_COM, SECRETARY_ACCOUNT_TYPES, VISITOR_ROLES, VipStatus, AccountType, type CompanyRole, type Role } from './codes';
import { isAdminUser, isVip } from './membership';

/**
 * The spec §6 access rule, once for both sides: the server's access policy
 * (a call's `config.access`) and the web's route guard (a route's metadata)
 * each translate their declaration into an AccessRequirement and their caller
 * into an AccessSubject, ask decideAccess, and turn the decision into their
 * own effect (an errCode on the server; a redirect or a dialog on the web).
 */

/** A feature's two switches (spec §6): the company-level one and the user-level one. */
export type FeatureSwitches = { company: boolean; user: boolean };

/** Spec §4: a visitor has no token, or the 'sightseer' token. */
export type AccessVisitor = {
  kind: 'visitor';
  /** A token was sent but is unknown or expired (the server's view): the caller must sign in again. */
  sessionExpired?: boolean;
};

/** A signed-in user as the rule sees them (build one with accessUserOf). */
export type AccessUser = {
  kind: 'user';
  /** The membership in force (spec §4): 1 VIP, 3 company member; anything else is free. */
  vipStatus: number | undefined;
  /** Spec §6 isAdmin. */
  isAdmin: boolean;
  /** The company's account type (spec §3); undefined while the profile has none. */
  companyType: number | undefined;
  /** The company's certificationCheckStatus (spec §4). */
  certificationCheckStatus: number | undefined;
  secretarySwitch: FeatureSwitches;
  fileSwitch: FeatureSwitches;
  /** Back-office staff (certification review). */
  isStaff: boolean;
};

export type AccessSubject = AccessVisitor | AccessUser;

type Stored = number | null | undefined;

/** The stored fields a user is read from: sassUser and sassCompany (spec §3) on the web, the rows on the server. */
export type AccessUserFields = {
  /** The membership in force (the server works out expiry first, see effectiveVipStatus). */
  vipStatus: Stored;
  userType: Stored;
  adminStatus: Stored;
  companyType: Stored;
  certificationCheckStatus: Stored;
  secretarySwitch: { company: Stored; user: Stored };
  fileSwitch: { company: Stored; user: Stored };
  isStaff: boolean | undefined;
};

/** The user the rule sees: a switch is on when it is 1; a missing company type means the profile has none. */
export const accessUserOf = (fields: AccessUserFields): AccessUser => ({
  kind: 'user',
  vipStatus: fields.vipStatus ?? undefined,
  isAdmin: isAdminUser({ userType: fields.userType ?? 0, adminStatus: fields.adminStatus ?? 0 }),
  companyType: fields.companyType ?? undefined,
  certificationCheckStatus: fields.certificationCheckStatus ?? undefined,
  secretarySwitch: { company: fields.secretarySwitch.company === 1, user: fields.secretarySwitch.user === 1 },
  fileSwitch: { company: fields.fileSwitch.company === 1, user: fields.fileSwitch.user === 1 },
  isStaff: fields.isStaff === true,
});

/**
 * What a route or a call requires, named after the spec §2 route metadata flags.
 * No flag: anyone passes, visitors included.
 */
export type AccessRequirement = {
  /** Spec §2 public routes: anyone, even with an expired token. */
  isPublic?: boolean;
  /** needRegist: a visitor signs in first. */
  needRegist?: boolean;
  /** Back-office staff only. */
  staff?: boolean;
  /** Spec §2 meta.roles: one of these company-type roles (a visitor carries 'listed', spec §4). */
  roles?: readonly CompanyRole[];
  /** Spec §6 isAdmin: the organisation's administrator. */
  isAdmin?: boolean;
  /** needVip (and vipPage): vipStatus 1 or 3. */
  needVip?: boolean;
  /** vipPageC, a company-level VIP page: vipStatus 3. */
  vipPageC?: boolean;
  /** AI secretary: vipStatus 3, company type 1, 2 or 8, both secretary switches on. */
  aiSecretary?: boolean;
  /** AI file (document creation): vipStatus 3 and both file switches on. */
  aiFile?: boolean;
  /** With aiFile: the visitor token may create documents too (spec §6). */
  visitorsAllowed?: boolean;
  /** rzPage, a certification page: certificationCheckStatus 2. */
  rzPage?: boolean;
  /** Spec §6: a user whose company has no type yet passes the page guard, so the profile dialog can ask for it. */
  untypedCompanyPasses?: boolean;
};

/** Why a subject is refused, in the order decideAccess checks. */
export const ACCESS_DENIALS = [
  'sessionExpired',
  'signIn',
  'staffOnly',
  'wrongRole',
  'notAdmin',
  'buyVip',
  'notCompanyMember',
  'accountTypeNotEligible',
  'secretarySwitchedOff',
  'fileSwitchedOff',
  'buyCompanyVip',
  'certificationUnderReview',
  'notCertified',
] as const;
export type AccessDenial = (typeof ACCESS_DENIALS)[number];
export type AccessDecision = 'allow' | AccessDenial;

/** Spec §4: 'listed' when the company type is 1, any other type 'isServeCom'; no type, no role. */
export const companyRoleOf = (companyType: number | undefined): CompanyRole | undefined => {
  if (companyType === undefined) return undefined;
  return companyType === AccountType.ListedCompany ? ROLE_LISTED : ROLE_SERVE_COM;
};

/** The roles of spec §6: a visitor carries 'listed'; a user their company role, 'admin' and 'staff'. */
export const rolesOf = (subject: AccessSubject): Role[] => {
  if (subject.kind === 'visitor') return [...VISITOR_ROLES];
  const roles: Role[] = [];
  const companyRole = companyRoleOf(subject.companyType);
  if (companyRole) roles.push(companyRole);
  if (subject.isAdmin) roles.push('admin');
  if (subject.isStaff) roles.push('staff');
  return roles;
};

/** True when `roles` include one of `required` (no list, or an empty one: everyone). */
export const hasRequiredRole = (required: readonly CompanyRole[] | undefined, roles: readonly Role[]): boolean =>
  !required || required.length === 0 || required.some((role) => roles.includes(role));

/** Spec §6: the secretary entry needs company type 1, 2 or 8. */
export const isSecretaryAccountType = (companyType: number | undefined): boolean =>
  companyType !== undefined && SECRETARY_ACCOUNT_TYPES.includes(companyType);

const bothOn = (switches: FeatureSwitches) => switches.company && switches.user;

/** Spec §2 Services dropdown, §6: the secretary entry shows for company types 1, 2 and 8 with both secretary switches on. */
export const secretaryEntryOpen = (subject: AccessSubject): boolean =>
  subject.kind === 'user' && isSecretaryAccountType(subject.companyType) && bothOn(subject.secretarySwitch);

/** Spec §2 Services dropdown, §6: document creation shows with both file switches on, or for the visitor token. */
export const documentEntryOpen = (subject: AccessSubject): boolean => subject.kind === 'visitor' || bothOn(subject.fileSwitch);

/** The AI features and company-level VIP pages: company membership (vipStatus 3), then the feature's own conditions. */
const companyLevelDenial = (user: AccessUser | undefined, requirement: AccessRequirement): AccessDenial | undefined => {
  const isCompanyMember = user?.vipStatus === VipStatus.CompanyMember;
  if (requirement.aiFile) {
    if (!user) return requirement.visitorsAllowed ? undefined : 'notCompanyMember';
    if (!isCompanyMember) return 'notCompanyMember';
    return bothOn(user.fileSwitch) ? undefined : 'fileSwitchedOff';
  }
  if (requirement.aiSecretary) {
    if (!user || !isCompanyMember) return 'notCompanyMember';
    if (!isSecretaryAccountType(user.companyType)) return 'accountTypeNotEligible';
    return bothOn(user.secretarySwitch) ? undefined : 'secretarySwitchedOff';
  }
  if (requirement.vipPageC && !isCompanyMember) return 'buyCompanyVip';
  return undefined;
};

/**
 * Spec §6: may `subject` open a route, or call an API, that requires `requirement`?
 * 'allow', or the first reason to refuse, checked in this order: sign-in
 * (needRegist), staff, roles, isAdmin, needVip, the AI features and company-level
 * VIP, certification.
 */
export const decideAccess = (subject: AccessSubject, requirement: AccessRequirement): AccessDecision => {
  if (requirement.isPublic) return 'allow';
  const user = subject.kind === 'user' ? subject : undefined;
  if (subject.kind === 'visitor' && subject.sessionExpired) return 'sessionExpired';
  if (requirement.needRegist && !user) return 'signIn';
  if (requirement.staff && !user?.isStaff) return 'staffOnly';
  if (requirement.untypedCompanyPasses && user && user.companyType === undefined) return 'allow';
  if (!hasRequiredRole(requirement.roles, rolesOf(subject))) return 'wrongRole';
  if (requirement.isAdmin && !user?.isAdmin) return 'notAdmin';
  if (requirement.needVip && !isVip(user?.vipStatus)) return 'buyVip';
  const companyLevel = companyLevelDenial(user, requirement);
  if (companyLevel) return companyLevel;
  if (requirement.rzPage && user?.certificationCheckStatus !== CertificationStatus.Verified) {
    return user?.certificationCheckStatus === CertificationStatus.UnderReview ? 'certificationUnderReview' : 'notCertified';
  }
  return 'allow';
};
