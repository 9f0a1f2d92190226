import type { ErrorCode } from '@app/contracts';
import { AccountType, CertificationStatus, type Role } from '@app/contracts';
import { VipStatus, effectiveVipStatus, isAdminUser, isVip } from '@app/domain';
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
 * adds requirements on top of being signed in.
 */
export type AccessRule =
  | 'public'
  | 'user'
  | {
      /** Spec §6 roles: 'listed' = company type 1, 'isServeCom' = any other type. */
      role?: 'listed' | 'isServeCom';
      /** Spec §6 isAdmin (the organisation's administrator). */
      admin?: boolean;
      /** Back-office staff (certification review). */
      staff?: boolean;
      /** 'member': vipStatus 1 or 3 (-10 otherwise); 'company': vipStatus 3 (-11 otherwise). */
      vip?: 'member' | 'company';
      /** AI features need company membership and both the company- and user-level switch on (spec §6). */
      feature?: 'secretary' | 'file';
      /** Spec §6: document creation ('file') is also open to the visitor token. */
      visitorsAllowed?: boolean;
      /** Spec §6 certification pages: the company's certificationCheckStatus must be 2 (verified). */
      certified?: boolean;
    };

/** Spec §4: 'listed' when the company type is 1, else 'isServeCom'; plus admin and staff. */
export const rolesOf = (user: UserRow, organisation: OrganisationRow): Role[] => {
  const roles: Role[] = [];
  if (organisation.type !== null) roles.push(organisation.type === AccountType.ListedCompany ? 'listed' : 'isServeCom');
  if (isAdminUser(user)) roles.push('admin');
  if (user.isStaff) roles.push('staff');
  return roles;
};

// Spec §6: the secretary entry needs company type 1, 2 or 8.
const SECRETARY_ACCOUNT_TYPES: number[] = [AccountType.ListedCompany, AccountType.LawFirm, AccountType.SecretarialServices];

type Requirements = Exclude<AccessRule, 'public' | 'user'>;

/**
 * A visitor on a rule with requirements: spec §6 / issue "a visitor or a free
 * user calling a VIP-only call gets -10 (or -11 for company level)"; any other
 * requirement (role, admin, staff, certification) asks them to sign in (9999).
 */
const visitorProblem = (rule: Requirements): ErrorCode | null => {
  if (rule.visitorsAllowed) return null;
  if (rule.staff || rule.admin || rule.role || rule.certified) return 'AUTH_LOGIN_REQUIRED';
  if (rule.vip === 'company' || rule.feature) return 'VIP_COMPANY_REQUIRED';
  if (rule.vip === 'member') return 'VIP_REQUIRED';
  return 'AUTH_LOGIN_REQUIRED';
};

/** Spec §6 certification pages: verified passes; under review gets its own message. */
const certificationProblem = (organisation: OrganisationRow): ErrorCode | null => {
  if (organisation.certificationCheckStatus === CertificationStatus.Verified) return null;
  return organisation.certificationCheckStatus === CertificationStatus.UnderReview ? 'ORGANISATION_CERTIFICATION_UNDER_REVIEW' : 'ORGANISATION_CERTIFICATION_REQUIRED';
};

/**
 * Decides whether `actor` may call a route with `rule`; returns the error code
 * to answer with, or null to allow. Pure: the session plugin calls it for every request.
 * An unknown or expired token always gets 9999 so the client signs in again.
 */
export const checkAccess = (rule: AccessRule, actor: Actor, now: Date): ErrorCode | null => {
  if (rule === 'public') return null;
  if (actor.kind === 'visitor') {
    if (actor.tokenProblem === 'invalid') return 'AUTH_SESSION_INVALID';
    return rule === 'user' ? 'AUTH_LOGIN_REQUIRED' : visitorProblem(rule);
  }
  if (rule === 'user') return null;
  const { user, organisation } = actor;
  if (rule.staff && !user.isStaff) return 'PERMISSION_DENIED';
  if (rule.role && !rolesOf(user, organisation).includes(rule.role)) return 'PERMISSION_DENIED';
  if (rule.admin && !isAdminUser(user)) return 'PERMISSION_DENIED';
  if (rule.certified) {
    const problem = certificationProblem(organisation);
    if (problem) return problem;
  }
  const vipStatus = effectiveVipStatus(user, organisation, now);
  if (rule.vip === 'member' && !isVip(vipStatus)) return 'VIP_REQUIRED';
  if ((rule.vip === 'company' || rule.feature) && vipStatus !== VipStatus.CompanyMember) return 'VIP_COMPANY_REQUIRED';
  if (rule.feature === 'secretary') {
    if (organisation.type === null || !SECRETARY_ACCOUNT_TYPES.includes(organisation.type)) return 'PERMISSION_DENIED';
    if (organisation.secretarySwitch !== 1 || user.secretarySwitch !== 1) return 'PERMISSION_DENIED';
  }
  if (rule.feature === 'file' && (organisation.fileSwitch !== 1 || user.fileSwitch !== 1)) return 'PERMISSION_DENIED';
  return null;
};
