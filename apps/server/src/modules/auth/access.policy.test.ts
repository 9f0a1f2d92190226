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
    ['a visitor on a VIP call must sign in first', { vip: 'member' }, { kind: 'visitor' }, 'AUTH_LOGIN_REQUIRED'],
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
