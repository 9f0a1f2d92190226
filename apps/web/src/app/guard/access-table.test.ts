import type { UserInfo } from '@app/contracts';
import { VISITOR_TOKEN, type AccessDecision } from '@app/domain';
import { SHARED_ACCESS_CASES, type SharedRequirement, type SharedSubject } from '@app/domain/access-table';
import { describe, expect, it } from 'vitest';
import { resolveRouteAccess, toAccessSession, type RouteAccess, type RouteAccessMeta } from '../../modules/auth';

const FULL_PATH = '/disData/notice/list?page=2';

/** How a route in the web's route table declares each requirement of the shared table. */
const METAS: Record<SharedRequirement, RouteAccessMeta> = {
  public: { isPublic: true },
  signedIn: { needRegist: true },
  vip: { needVip: true },
  companyVip: { vipPageC: true },
  secretary: { aiSecretary: true },
  documents: { aiFile: true },
  listedRole: { needRegist: true, roles: ['listed'] },
  serviceRole: { needRegist: true, roles: ['isServeCom'] },
  admin: { needRegist: true, isAdmin: true },
  staff: { needRegist: true, staffOnly: true },
  certified: { needRegist: true, rzPage: true },
};

/** What the route guard does for each decision (RouteGate performs it: redirect, dialog or 401). */
const ROUTE_ACCESS_OF: Record<AccessDecision, RouteAccess> = {
  allow: { kind: 'allow' },
  sessionExpired: { kind: 'login', redirect: FULL_PATH },
  signIn: { kind: 'login', redirect: FULL_PATH },
  staffOnly: { kind: 'forbidden' },
  wrongRole: { kind: 'forbidden' },
  notAdmin: { kind: 'forbidden' },
  buyVip: { kind: 'vipDialog' },
  notCompanyMember: { kind: 'companyVipDialog' },
  accountTypeNotEligible: { kind: 'forbidden' },
  secretarySwitchedOff: { kind: 'forbidden' },
  fileSwitchedOff: { kind: 'forbidden' },
  buyCompanyVip: { kind: 'companyVipDialog' },
  certificationUnderReview: { kind: 'certification', state: 'underReview' },
  notCertified: { kind: 'certification', state: 'prompt' },
};

/** The session as the web builds it: the visitor token, or a real token with the user info reply. */
const sessionOf = (who: SharedSubject) => {
  if (who === 'visitor') return toAccessSession(VISITOR_TOKEN, undefined);
  const userInfo = {
    sassUser: {
      id: 'u1',
      vipStatus: who.vipStatus,
      userType: who.userType,
      adminStatus: who.adminStatus,
      secretarySwitch: who.secretarySwitch.user,
      fileSwitch: who.fileSwitch.user,
      isStaff: who.isStaff,
    },
    sassCompany: {
      id: 'c1',
      type: who.companyType,
      certificationCheckStatus: who.certificationCheckStatus,
      secretarySwitch: who.secretarySwitch.company,
      fileSwitch: who.fileSwitch.company,
    },
    authList: [],
  } as unknown as UserInfo;
  return toAccessSession('signed-in-token', userInfo);
};

// The shared spec §6 table (packages/domain access-table.ts); the server's access policy runs it too.
describe('the shared spec §6 access table in the route guard', () => {
  it.each(SHARED_ACCESS_CASES)('$name: $decision', ({ who, requirement, decision }) => {
    expect(resolveRouteAccess(METAS[requirement], sessionOf(who), { fullPath: FULL_PATH })).toEqual(ROUTE_ACCESS_OF[decision]);
  });
});
