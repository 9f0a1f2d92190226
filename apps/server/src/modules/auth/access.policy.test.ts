import { describe, expect, it } from 'vitest';
import { checkAccess, rolesOf, type Actor, type AccessRule, type OrganisationRow, type UserRow } from './access.policy';

const NOW = new Date('2026-11-22T00:00:00Z');
const FUTURE = new Date('2027-01-01T00:00:00Z');
const PAST = new Date('2026-01-01T00:00:00Z');

const user = (changes: Partial<UserRow> = {}): UserRow =>
  ({ id: 'u1', vipStatus: 0, vipExpiresAt: null, userType: 1, adminStatus: 0, secretarySwitch: 1, fileSwitch: 1, isStaff: false, ...changes }) as UserRow;
const organisation = (changes: Partial<OrganisationRow> = {}): OrganisationRow =>
  ({ id: 'o1', type: 2, vipStatus: 0, vipExpiresAt: null, secretarySwitch: 1, fileSwitch: 1, ...changes }) as OrganisationRow;
const signedIn = (userChanges: Partial<UserRow> = {}, organisationChanges: Partial<OrganisationRow> = {}): Actor => ({
  kind: 'user',
  sessionId: 's1',
  user: user(userChanges),
  organisation: organisation(organisationChanges),
});

describe(checkAccess.name, () => {
  it.each<[string, AccessRule, Actor, string | null]>([
    ['public lets a visitor in', 'public', { kind: 'visitor' }, null],
    ['a visitor on a user call must sign in (spec §8 9999)', 'user', { kind: 'visitor' }, 'AUTH_LOGIN_REQUIRED'],
    ['an expired token on a user call is a session error', 'user', { kind: 'visitor', tokenProblem: 'invalid' }, 'AUTH_SESSION_INVALID'],
    ['a signed-in user passes a user call', 'user', signedIn(), null],
    ['a free user on a VIP call gets -10 (spec §6)', { vip: 'member' }, signedIn(), 'VIP_REQUIRED'],
    ['a VIP (1) passes a VIP call', { vip: 'member' }, signedIn({ vipStatus: 1, vipExpiresAt: FUTURE }), null],
    ['an expired VIP is free again', { vip: 'member' }, signedIn({ vipStatus: 1, vipExpiresAt: PAST }), 'VIP_REQUIRED'],
    ['a company member (3) passes a VIP call', { vip: 'member' }, signedIn({}, { vipStatus: 3, vipExpiresAt: FUTURE }), null],
    ['a VIP (1) on a company-level call gets -11 (spec §6 vipPageC)', { vip: 'company' }, signedIn({ vipStatus: 1 }), 'VIP_COMPANY_REQUIRED'],
    ['a visitor on a VIP call gets -10 like a free user (spec §6)', { vip: 'member' }, { kind: 'visitor' }, 'VIP_REQUIRED'],
    ['a visitor on a company-level VIP call gets -11 (spec §6)', { vip: 'company' }, { kind: 'visitor' }, 'VIP_COMPANY_REQUIRED'],
    ['a visitor on an AI secretary call gets -11 (spec §6)', { feature: 'secretary' }, { kind: 'visitor' }, 'VIP_COMPANY_REQUIRED'],
    ['an expired token on a VIP call still gets 9999 to sign in again', { vip: 'member' }, { kind: 'visitor', tokenProblem: 'invalid' }, 'AUTH_SESSION_INVALID'],
    ['a visitor on an admin call must sign in', { admin: true }, { kind: 'visitor' }, 'AUTH_LOGIN_REQUIRED'],
    ['a visitor on a role call must sign in', { role: 'listed' }, { kind: 'visitor' }, 'AUTH_LOGIN_REQUIRED'],
    ['listed role needs company type 1', { role: 'listed' }, signedIn(), 'PERMISSION_DENIED'],
    ['listed role passes for type 1', { role: 'listed' }, signedIn({}, { type: 1 }), null],
    ['isServeCom passes for a law firm', { role: 'isServeCom' }, signedIn(), null],
    ['isServeCom refuses a company without a type', { role: 'isServeCom' }, signedIn({}, { type: null }), 'PERMISSION_DENIED'],
    ['admin: userType 1 is admin (spec §6)', { admin: true }, signedIn({ userType: 1 }), null],
    ['admin: userType 2 needs adminStatus 1', { admin: true }, signedIn({ userType: 2, adminStatus: 0 }), 'PERMISSION_DENIED'],
    ['admin: userType 2 with adminStatus 1 is admin', { admin: true }, signedIn({ userType: 2, adminStatus: 1 }), null],
    ['staff calls need a staff user', { staff: true }, signedIn(), 'PERMISSION_DENIED'],
    ['secretary needs company membership', { feature: 'secretary' }, signedIn({ vipStatus: 1 }), 'VIP_COMPANY_REQUIRED'],
    ['secretary needs type 1, 2 or 8 (spec §6)', { feature: 'secretary' }, signedIn({}, { type: 3, vipStatus: 3 }), 'PERMISSION_DENIED'],
    ['secretary needs the company switch on', { feature: 'secretary' }, signedIn({}, { vipStatus: 3, secretarySwitch: 0 }), 'PERMISSION_DENIED'],
    ['secretary needs the user switch on', { feature: 'secretary' }, signedIn({ secretarySwitch: 0 }, { vipStatus: 3 }), 'PERMISSION_DENIED'],
    ['secretary passes with both switches on', { feature: 'secretary' }, signedIn({}, { vipStatus: 3 }), null],
    ['file features need both file switches', { feature: 'file' }, signedIn({ fileSwitch: 0 }, { vipStatus: 3 }), 'PERMISSION_DENIED'],
    ['file features pass with both file switches on', { feature: 'file' }, signedIn({}, { vipStatus: 3 }), null],
    ['file features need the company file switch', { feature: 'file' }, signedIn({}, { vipStatus: 3, fileSwitch: 0 }), 'PERMISSION_DENIED'],
    ['a visitor on a file feature gets -11 when visitors are not allowed', { feature: 'file' }, { kind: 'visitor' }, 'VIP_COMPANY_REQUIRED'],
    ['document creation is open to the visitor token (spec §6)', { feature: 'file', visitorsAllowed: true }, { kind: 'visitor' }, null],
    ['document creation still checks signed-in users', { feature: 'file', visitorsAllowed: true }, signedIn({ fileSwitch: 0 }, { vipStatus: 3 }), 'PERMISSION_DENIED'],
    ['an expired token is not the visitor token', { feature: 'file', visitorsAllowed: true }, { kind: 'visitor', tokenProblem: 'invalid' }, 'AUTH_SESSION_INVALID'],
    ['certification pages need status 2 (spec §6)', { certified: true }, signedIn({}, { certificationCheckStatus: 2 }), null],
    ['certification pages refuse an unverified account', { certified: true }, signedIn({}, { certificationCheckStatus: 0 }), 'ORGANISATION_CERTIFICATION_REQUIRED'],
    ['certification pages refuse a failed certification', { certified: true }, signedIn({}, { certificationCheckStatus: 3 }), 'ORGANISATION_CERTIFICATION_REQUIRED'],
    ['certification pages say so while under review (spec §6)', { certified: true }, signedIn({}, { certificationCheckStatus: 1 }), 'ORGANISATION_CERTIFICATION_UNDER_REVIEW'],
    ['a visitor on a certification page must sign in', { certified: true }, { kind: 'visitor' }, 'AUTH_LOGIN_REQUIRED'],
  ])('%s', (_name, rule, actor, expected) => {
    expect(checkAccess(rule, actor, NOW)).toBe(expected);
  });
});

describe(rolesOf.name, () => {
  it.each<[Partial<UserRow>, Partial<OrganisationRow>, string[]]>([
    [{}, { type: 1 }, ['listed', 'admin']],
    [{}, { type: 8 }, ['isServeCom', 'admin']],
    [{ userType: 2 }, { type: 2 }, ['isServeCom']],
    [{ isStaff: true }, { type: null }, ['admin', 'staff']],
  ])('user %j in organisation %j has roles %j', (userChanges, organisationChanges, roles) => {
    expect(rolesOf(user(userChanges), organisation(organisationChanges))).toEqual(roles);
  });
});
