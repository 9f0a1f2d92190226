import { describe, expect, it } from 'vitest';
import { accessUserOf, decideAccess, documentEntryOpen, rolesOf, secretaryEntryOpen, type AccessDecision, type AccessRequirement, type AccessSubject, type AccessUserFields } from './rule';

const fields = (changes: Partial<AccessUserFields> = {}): AccessUserFields => ({
  vipStatus: 3,
  userType: 1,
  adminStatus: 0,
  companyType: 2,
  certificationCheckStatus: 2,
  secretarySwitch: { company: 1, user: 1 },
  fileSwitch: { company: 1, user: 1 },
  isStaff: false,
  ...changes,
});
const user = (changes: Partial<AccessUserFields> = {}) => accessUserOf(fields(changes));
const visitor: AccessSubject = { kind: 'visitor' };
const expired: AccessSubject = { kind: 'visitor', sessionExpired: true };

// The cases the shared table (access-table.ts) leaves out: one side's own behaviour, and the order of the checks.
describe(decideAccess.name, () => {
  it.each<[string, AccessSubject, AccessRequirement, AccessDecision]>([
    ['an expired token is refused on any non-public requirement', expired, { needVip: true }, 'sessionExpired'],
    ['an expired token is refused even where the visitor token passes', expired, { aiFile: true, visitorsAllowed: true }, 'sessionExpired'],
    ['an expired token passes a public requirement', expired, { isPublic: true }, 'allow'],
    ['no flag: anyone passes', visitor, {}, 'allow'],
    ['a visitor carries the listed role (spec §4)', visitor, { roles: ['listed'] }, 'allow'],
    ['a visitor does not carry isServeCom', visitor, { roles: ['isServeCom'] }, 'wrongRole'],
    ['a visitor on a certification page without needRegist is asked to certify', visitor, { rzPage: true }, 'notCertified'],
    ['a visitor on a staff page without needRegist is refused', visitor, { staff: true }, 'staffOnly'],
    ['document creation without the visitor token refuses a visitor', visitor, { aiFile: true }, 'notCompanyMember'],
    ['sign-in comes before the VIP check', visitor, { needRegist: true, needVip: true }, 'signIn'],
    ['a user whose company has no type passes the page guard (spec §6)', user({ companyType: null, vipStatus: 0 }), { needVip: true, untypedCompanyPasses: true }, 'allow'],
    ['… but not staff pages', user({ companyType: null }), { staff: true, untypedCompanyPasses: true }, 'staffOnly'],
    ['without untypedCompanyPasses, no type has no role', user({ companyType: null }), { roles: ['isServeCom'] }, 'wrongRole'],
    ['membership comes before certification', user({ vipStatus: 1, certificationCheckStatus: 1 }), { aiSecretary: true, rzPage: true }, 'notCompanyMember'],
    ['certification comes after the secretary rules', user({ certificationCheckStatus: 1 }), { aiSecretary: true, rzPage: true }, 'certificationUnderReview'],
    ['the account type comes before the switches', user({ companyType: 3, secretarySwitch: { company: 0, user: 0 } }), { aiSecretary: true }, 'accountTypeNotEligible'],
    ['the secretary ignores the file switches', user({ fileSwitch: { company: 0, user: 0 } }), { aiSecretary: true }, 'allow'],
    ['a VIP (1) on a VIP page with company-level AI gets the company dialog', user({ vipStatus: 1 }), { needVip: true, aiFile: true }, 'notCompanyMember'],
    ['role before admin', user({ userType: 2 }), { roles: ['listed'], isAdmin: true }, 'wrongRole'],
    ['an unknown membership is free', user({ vipStatus: undefined }), { needVip: true }, 'buyVip'],
    ['vipStatus 2 is not VIP', user({ vipStatus: 2 }), { needVip: true }, 'buyVip'],
  ])('%s', (_name, subject, requirement, decision) => {
    expect(decideAccess(subject, requirement)).toBe(decision);
  });
});

describe(accessUserOf.name, () => {
  it('reads the stored fields: switches on at 1, no company type as none, admin by spec §6', () => {
    expect(accessUserOf(fields({ companyType: null, certificationCheckStatus: null, userType: 2, adminStatus: 0, fileSwitch: { company: 1, user: 2 }, isStaff: undefined }))).toEqual({
      kind: 'user',
      vipStatus: 3,
      isAdmin: false,
      companyType: undefined,
      certificationCheckStatus: undefined,
      secretarySwitch: { company: true, user: true },
      fileSwitch: { company: true, user: false },
      isStaff: false,
    });
  });
});

describe(rolesOf.name, () => {
  it.each<[string, AccessSubject, string[]]>([
    ['a visitor', visitor, ['listed']],
    ['a listed-company admin', user({ companyType: 1 }), ['listed', 'admin']],
    ['a law-firm sub-account', user({ userType: 2 }), ['isServeCom']],
    ['staff of a company without a type', user({ companyType: null, isStaff: true }), ['admin', 'staff']],
  ])('%s', (_name, subject, roles) => expect(rolesOf(subject)).toEqual(roles));
});

describe('service entries (spec §2 Services dropdown)', () => {
  it.each<[string, AccessSubject, boolean, boolean]>([
    ['a visitor', visitor, false, true],
    ['a law firm with every switch on', user(), true, true],
    ['an accounting firm with every switch on', user({ companyType: 3 }), false, true],
    ['one secretary and one file switch off', user({ secretarySwitch: { company: 1, user: 0 }, fileSwitch: { company: 0, user: 1 } }), false, false],
  ])('%s: secretary %s, documents %s', (_name, subject, secretary, documents) => {
    expect(secretaryEntryOpen(subject)).toBe(secretary);
    expect(documentEntryOpen(subject)).toBe(documents);
  });
});
