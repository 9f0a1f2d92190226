import type { UserInfo } from '@app/contracts';
import { VISITOR_TOKEN } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { freeLimitsOf, isAdminUser, isVip, rolesForCompanyType, toAccessSession } from './roles';

const userInfo = (overrides: { user?: Partial<UserInfo['sassUser']>; company?: Partial<UserInfo['sassCompany']>; authList?: UserInfo['authList'] } = {}) =>
  ({
    sassUser: {
      id: 'u1',
      vipStatus: 3,
      userType: 1,
      adminStatus: 0,
      secretarySwitch: 1,
      fileSwitch: 0,
      ...overrides.user,
    },
    sassCompany: {
      id: 'c1',
      type: 2,
      certificationCheckStatus: 2,
      secretarySwitch: 1,
      fileSwitch: 1,
      ...overrides.company,
    },
    authList: overrides.authList ?? [],
  }) as unknown as UserInfo;

describe(rolesForCompanyType.name, () => {
  it.each([
    [1, ['listed']],
    [2, ['isServeCom']],
    [8, ['isServeCom']],
    [undefined, ['isServeCom']],
  ])('company type %s gives %j (spec §4)', (type, roles) => {
    expect(rolesForCompanyType(type)).toEqual(roles);
  });
});

describe(isAdminUser.name, () => {
  it.each([
    [1, 0, true],
    [3, 0, true],
    [2, 1, true],
    [2, 0, false],
    [2, 2, false],
  ])('userType %i with adminStatus %i is admin: %s (spec §6)', (userType, adminStatus, expected) => {
    expect(isAdminUser({ userType, adminStatus })).toBe(expected);
  });
});

describe(isVip.name, () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
    [2, false],
    [undefined, false],
  ])('vipStatus %s is VIP: %s', (status, expected) => {
    expect(isVip(status)).toBe(expected);
  });
});

describe(toAccessSession.name, () => {
  it('treats a missing token as a visitor with the listed role', () => {
    expect(toAccessSession(undefined, undefined)).toMatchObject({ isVisitor: true, roles: ['listed'], isAdmin: false, vipStatus: undefined });
  });

  it('treats the visitor token as a visitor even with cached user info', () => {
    expect(toAccessSession(VISITOR_TOKEN, userInfo())).toMatchObject({ isVisitor: true, roles: ['listed'] });
  });

  it('reads roles, admin, VIP, certification and switches from user info', () => {
    expect(toAccessSession('real', userInfo())).toEqual({
      isVisitor: false,
      roles: ['isServeCom'],
      isAdmin: true,
      vipStatus: 3,
      companyType: 2,
      certificationCheckStatus: 2,
      secretarySwitch: { company: true, user: true },
      fileSwitch: { company: true, user: false },
      isStaff: false,
    });
  });

  it('gives a listed company the listed role', () => {
    expect(toAccessSession('real', userInfo({ company: { type: 1 } })).roles).toEqual(['listed']);
  });

  it('keeps a missing company type as undefined (profile not complete)', () => {
    expect(toAccessSession('real', userInfo({ company: { type: null } })).companyType).toBeUndefined();
  });
});

describe(freeLimitsOf.name, () => {
  it('defaults to 10 and 10 (spec §9)', () => {
    expect(freeLimitsOf(undefined)).toEqual({ search: 10, company: 10 });
  });

  it('reads the auth list (type 2 search, type 3 company)', () => {
    const info = userInfo({ authList: [{ type: 2, ordinaryValue: 5 }, { type: 3, ordinaryValue: 7 }] });
    expect(freeLimitsOf(info)).toEqual({ search: 5, company: 7 });
  });
});
