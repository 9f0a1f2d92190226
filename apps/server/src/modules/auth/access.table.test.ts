import { ErrorCodes } from '@app/contracts';
import type { AccessDecision } from '@app/domain';
import { SHARED_ACCESS_CASES, type SharedRequirement, type SharedSubject } from '@app/domain/access-table';
import { describe, expect, it } from 'vitest';
import { checkAccess, type AccessRule, type Actor, type OrganisationRow, type UserRow } from './access.policy';

const NOW = new Date('2026-11-22T00:00:00Z');

/** How a route on the server declares each requirement of the shared table. */
const RULES: Record<SharedRequirement, AccessRule> = {
  public: 'public',
  signedIn: 'user',
  vip: { vip: 'member' },
  companyVip: { vip: 'company' },
  secretary: { feature: 'secretary' },
  documents: { feature: 'file', visitorsAllowed: true },
  listedRole: { role: 'listed' },
  serviceRole: { role: 'isServeCom' },
  admin: { admin: true },
  staff: { staff: true },
  certified: { certified: true },
};

/** Spec §8: what the server answers for each decision (null: the call goes through). */
const ERR_CODE_OF: Record<AccessDecision, number | null> = {
  allow: null,
  sessionExpired: 9999,
  signIn: 9999,
  staffOnly: 403,
  wrongRole: 403,
  notAdmin: 403,
  buyVip: -10,
  notCompanyMember: -11,
  accountTypeNotEligible: 403,
  secretarySwitchedOff: 403,
  fileSwitchedOff: 403,
  buyCompanyVip: -11,
  certificationUnderReview: 403,
  notCertified: 403,
};

/** The caller as the server resolves it: the user's and the organisation's rows. */
const actorOf = (who: SharedSubject): Actor => {
  if (who === 'visitor') return { kind: 'visitor' };
  const user = {
    id: 'u1',
    vipStatus: who.vipStatus,
    vipExpiresAt: null,
    userType: who.userType,
    adminStatus: who.adminStatus,
    secretarySwitch: who.secretarySwitch.user,
    fileSwitch: who.fileSwitch.user,
    isStaff: who.isStaff,
  } as UserRow;
  const organisation = {
    id: 'o1',
    type: who.companyType,
    vipStatus: 0,
    vipExpiresAt: null,
    certificationCheckStatus: who.certificationCheckStatus,
    secretarySwitch: who.secretarySwitch.company,
    fileSwitch: who.fileSwitch.company,
  } as OrganisationRow;
  return { kind: 'user', sessionId: 's1', user, organisation };
};

// The shared spec §6 table (packages/domain access-table.ts); the web's route guard runs it too.
describe('the shared spec §6 access table on the server', () => {
  it.each(SHARED_ACCESS_CASES)('$name: $decision', ({ who, requirement, decision }) => {
    const code = checkAccess(RULES[requirement], actorOf(who), NOW);
    expect(code === null ? null : ErrorCodes[code].errCode).toBe(ERR_CODE_OF[decision]);
  });
});
