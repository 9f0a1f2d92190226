import type { ErrorCode } from '@app/contracts';
import {
  accessUserOf,
  decideAccess,
  effectiveVipStatus,
  rolesOf as rolesOfSubject,
  VipStatus,
  type AccessDenial,
  type AccessRequirement,
  type AccessSubject,
  type AccessUser,
  type CompanyRole,
  type Role,
} from '@app/domain';
import type { organisations, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;

/** Who is calling: a visitor (no token, 'sightseer', or a token that is no longer valid) or a user. */
export type Actor =
  | { kind: 'visitor'; tokenProblem?: 'invalid' }
  | { kind: 'user'; sessionId: string; user: UserRow; organisation: OrganisationRow };

/**
 * Who may call a route (spec §6), declared on every route as `config.access`.
 * 'public': anyone, visitors included. 'user': any signed-in user. An object
 * adds requirements on top of being signed in, except that a visitor on a
 * VIP or AI call is answered like a free user (-10, or -11 at company level).
 * The rule itself is @app/domain's decideAccess (the web's route guard asks it too).
 */
export type AccessRule =
  | 'public'
  | 'user'
  | {
      /** Spec §6 roles: 'listed' = company type 1, 'isServeCom' = any other type. */
      role?: CompanyRole;
      /** Spec §6 isAdmin (the organisation's administrator). */
      admin?: boolean;
      /** Back-office staff (certification review). */
      staff?: boolean;
      /** 'member': vipStatus 1 or 3 (-10 otherwise); 'company': vipStatus 3 (-11 otherwise). */
      vip?: 'member' | 'company';
      /** AI features need company membership and both the company- and user-level switch on (spec §6). */
      feature?: 'secretary' | 'file';
      /** With feature 'file': document creation is also open to the visitor token (spec §6). */
      visitorsAllowed?: boolean;
      /** Spec §6 certification pages: the company's certificationCheckStatus must be 2 (verified). */
      certified?: boolean;
    };

/** A route's rule in the words of the shared spec §6 rule (see AccessRule). */
export const requirementOf = (rule: AccessRule): AccessRequirement => {
  if (rule === 'public') return { isPublic: true };
  if (rule === 'user') return { needRegist: true };
  const { role, admin, staff, vip, feature, visitorsAllowed, certified } = rule;
  return {
    // a visitor signs in first unless the call is only about VIP or an AI feature
    needRegist: Boolean(staff || admin || role || certified) || (!vip && !feature),
    staff,
    roles: role ? [role] : undefined,
    isAdmin: admin,
    needVip: vip === 'member',
    vipPageC: vip === 'company',
    aiSecretary: feature === 'secretary',
    aiFile: feature === 'file',
    visitorsAllowed,
    rzPage: certified,
  };
};

/** The user the rule sees; `vipStatus` is the membership in force (expiry already applied). */
const accessUserFrom = (user: UserRow, organisation: OrganisationRow, vipStatus: number): AccessUser =>
  accessUserOf({
    vipStatus,
    userType: user.userType,
    adminStatus: user.adminStatus,
    companyType: organisation.type,
    certificationCheckStatus: organisation.certificationCheckStatus,
    secretarySwitch: { company: organisation.secretarySwitch, user: user.secretarySwitch },
    fileSwitch: { company: organisation.fileSwitch, user: user.fileSwitch },
    isStaff: user.isStaff,
  });

/** The caller as the shared rule sees them: an unknown or expired token is a visitor whose session expired. */
export const subjectOf = (actor: Actor, now: Date): AccessSubject =>
  actor.kind === 'visitor'
    ? { kind: 'visitor', sessionExpired: actor.tokenProblem === 'invalid' }
    : accessUserFrom(actor.user, actor.organisation, effectiveVipStatus(actor.user, actor.organisation, now));

/** Spec §4: 'listed' when the company type is 1, else 'isServeCom' (none without a type); plus admin and staff. */
export const rolesOf = (user: UserRow, organisation: OrganisationRow): Role[] => rolesOfSubject(accessUserFrom(user, organisation, VipStatus.Free));

/** Spec §8: the errCode each refusal answers with (9999 sign in, -10 buy VIP, -11 company VIP, 403 otherwise). */
const ERROR_OF_DENIAL: Record<AccessDenial, ErrorCode> = {
  sessionExpired: 'AUTH_SESSION_INVALID',
  signIn: 'AUTH_LOGIN_REQUIRED',
  staffOnly: 'PERMISSION_DENIED',
  wrongRole: 'PERMISSION_DENIED',
  notAdmin: 'PERMISSION_DENIED',
  buyVip: 'VIP_REQUIRED',
  notCompanyMember: 'VIP_COMPANY_REQUIRED',
  accountTypeNotEligible: 'PERMISSION_DENIED',
  secretarySwitchedOff: 'PERMISSION_DENIED',
  fileSwitchedOff: 'PERMISSION_DENIED',
  buyCompanyVip: 'VIP_COMPANY_REQUIRED',
  certificationUnderReview: 'ORGANISATION_CERTIFICATION_UNDER_REVIEW',
  notCertified: 'ORGANISATION_CERTIFICATION_REQUIRED',
};

/**
 * Decides whether `actor` may call a route with `rule`; returns the error code
 * to answer with, or null to allow. Pure: the access plugin calls it for every request.
 * An unknown or expired token always gets 9999 so the client signs in again.
 */
export const checkAccess = (rule: AccessRule, actor: Actor, now: Date): ErrorCode | null => {
  const decision = decideAccess(subjectOf(actor, now), requirementOf(rule));
  return decision === 'allow' ? null : ERROR_OF_DENIAL[decision];
};
