import { describe, expect, it } from 'vitest';
import { canUseDocuments, canUseSecretary, resolveRouteAccess, type AccessSession, type RouteAccess, type RouteAccessMeta } from './access';

const FULL_PATH = '/manage/person/info?tab=2';

const visitor: AccessSession = {
  isVisitor: true,
  roles: ['listed'],
  isAdmin: false,
  vipStatus: undefined,
  companyType: undefined,
  certificationCheckStatus: undefined,
  secretarySwitch: { company: false, user: false },
  fileSwitch: { company: false, user: false },
};

/** A signed-in user of a law firm (type 2) with no membership. */
const user = (overrides: Partial<AccessSession> = {}): AccessSession => ({
  isVisitor: false,
  roles: ['isServeCom'],
  isAdmin: true,
  vipStatus: 0,
  companyType: 2,
  certificationCheckStatus: 0,
  secretarySwitch: { company: false, user: false },
  fileSwitch: { company: false, user: false },
  ...overrides,
});

const listedUser = (overrides: Partial<AccessSession> = {}) => user({ roles: ['listed'], companyType: 1, ...overrides });
const companyMember = (overrides: Partial<AccessSession> = {}) =>
  user({
    vipStatus: 3,
    secretarySwitch: { company: true, user: true },
    fileSwitch: { company: true, user: true },
    ...overrides,
  });

const ALLOW: RouteAccess = { kind: 'allow' };
const LOGIN: RouteAccess = { kind: 'login', redirect: FULL_PATH };
const FORBIDDEN: RouteAccess = { kind: 'forbidden' };
const VIP: RouteAccess = { kind: 'vipDialog' };
const COMPANY_VIP: RouteAccess = { kind: 'companyVipDialog' };
const CERTIFY: RouteAccess = { kind: 'certification', state: 'prompt' };
const UNDER_REVIEW: RouteAccess = { kind: 'certification', state: 'underReview' };

const secretaryMeta: RouteAccessMeta = { needRegist: true, aiSecretary: true, vipPageC: true };
const documentsMeta: RouteAccessMeta = { aiFile: true, vipPageC: true };

describe(resolveRouteAccess.name, () => {
  it.each<[string, RouteAccessMeta, AccessSession, RouteAccess]>([
    // public routes and plain routes
    ['a public route opens for a visitor', { isPublic: true, needRegist: true }, visitor, ALLOW],
    ['a route without flags opens for a visitor (calculators)', {}, visitor, ALLOW],
    ['a route without flags opens for a user', {}, user(), ALLOW],

    // needRegist (spec §6)
    ['needRegist sends a visitor to login with the full path', { needRegist: true }, visitor, LOGIN],
    ['needRegist lets a signed-in user in', { needRegist: true }, user(), ALLOW],

    // roles
    ['role listed is refused to a service-company user', { needRegist: true, roles: ['listed'] }, user(), FORBIDDEN],
    ['role listed lets a listed-company user in', { needRegist: true, roles: ['listed'] }, listedUser(), ALLOW],
    ['role isServeCom is refused to a listed-company user', { roles: ['isServeCom'] }, listedUser(), FORBIDDEN],
    ['role isServeCom lets a service-company user in', { roles: ['isServeCom'] }, user(), ALLOW],
    ['a visitor carries the company-type role listed', { roles: ['listed'] }, visitor, ALLOW],
    ['a visitor is refused an isServeCom route', { roles: ['isServeCom'] }, visitor, FORBIDDEN],
    ['an empty role list means everyone', { roles: [] }, user(), ALLOW],

    // isAdmin
    ['isAdmin refuses a non-admin user', { needRegist: true, isAdmin: true }, user({ isAdmin: false }), FORBIDDEN],
    ['isAdmin lets an admin in', { needRegist: true, isAdmin: true }, user({ isAdmin: true }), ALLOW],
    ['isAdmin plus role listed needs both', { isAdmin: true, roles: ['listed'] }, user({ isAdmin: true }), FORBIDDEN],
    ['needRegist comes before isAdmin for visitors', { needRegist: true, isAdmin: true }, visitor, LOGIN],

    // needVip / vipPage: vipStatus 1 or 3
    ['needVip opens the VIP dialog for a free user', { needRegist: true, needVip: true }, user({ vipStatus: 0 }), VIP],
    ['needVip opens the VIP dialog when vipStatus is missing', { needVip: true }, user({ vipStatus: undefined }), VIP],
    ['needVip opens the VIP dialog for vipStatus 2', { needVip: true }, user({ vipStatus: 2 }), VIP],
    ['needVip lets vipStatus 1 in', { needRegist: true, needVip: true }, user({ vipStatus: 1 }), ALLOW],
    ['needVip lets vipStatus 3 in', { needRegist: true, needVip: true }, user({ vipStatus: 3 }), ALLOW],
    ['needVip + needRegist sends a visitor to login first', { needRegist: true, needVip: true }, visitor, LOGIN],
    ['needVip without needRegist shows a visitor the VIP dialog', { needVip: true }, visitor, VIP],
    ['vipPage follows the needVip rule', { vipPage: true }, user({ vipStatus: 0 }), VIP],

    // vipPageC: company member only
    ['vipPageC refuses VIP (1) with the company dialog', { vipPageC: true }, user({ vipStatus: 1 }), COMPANY_VIP],
    ['vipPageC refuses a free user with the company dialog', { vipPageC: true }, user({ vipStatus: 0 }), COMPANY_VIP],
    ['vipPageC lets a company member in', { vipPageC: true }, user({ vipStatus: 3 }), ALLOW],

    // AI secretary: vipStatus 3, company type 1/2/8, both switches
    ['secretary sends a visitor to login', secretaryMeta, visitor, LOGIN],
    ['secretary refuses a VIP (1) with the company dialog', secretaryMeta, user({ vipStatus: 1 }), COMPANY_VIP],
    ['secretary opens for a law-firm company member with both switches', secretaryMeta, companyMember(), ALLOW],
    ['secretary opens for a listed company member', secretaryMeta, companyMember({ companyType: 1, roles: ['listed'] }), ALLOW],
    ['secretary opens for a secretarial-services company member', secretaryMeta, companyMember({ companyType: 8 }), ALLOW],
    ['secretary refuses an accounting firm (type 3)', secretaryMeta, companyMember({ companyType: 3 }), FORBIDDEN],
    ['secretary refuses an investment bank (type 4)', secretaryMeta, companyMember({ companyType: 4 }), FORBIDDEN],
    ['secretary needs the company switch', secretaryMeta, companyMember({ secretarySwitch: { company: false, user: true } }), FORBIDDEN],
    ['secretary needs the user switch', secretaryMeta, companyMember({ secretarySwitch: { company: true, user: false } }), FORBIDDEN],
    ['secretary ignores the file switches', secretaryMeta, companyMember({ fileSwitch: { company: false, user: false } }), ALLOW],

    // document generation: vipStatus 3 and both file switches, or the visitor token
    ['documents open for the visitor token', documentsMeta, visitor, ALLOW],
    ['documents open for a company member with both file switches', documentsMeta, companyMember(), ALLOW],
    ['documents refuse a free user with the company dialog', documentsMeta, user({ vipStatus: 0 }), COMPANY_VIP],
    ['documents refuse a VIP (1) with the company dialog', documentsMeta, user({ vipStatus: 1 }), COMPANY_VIP],
    ['documents need the company file switch', documentsMeta, companyMember({ fileSwitch: { company: false, user: true } }), FORBIDDEN],
    ['documents need the user file switch', documentsMeta, companyMember({ fileSwitch: { company: true, user: false } }), FORBIDDEN],
    ['documents work for any company type', documentsMeta, companyMember({ companyType: 4 }), ALLOW],
    ['document templates (needRegist) send a visitor to login', { ...documentsMeta, needRegist: true }, visitor, LOGIN],

    // certification pages: certificationCheckStatus 2
    ['rzPage lets a certified company in', { rzPage: true }, user({ certificationCheckStatus: 2 }), ALLOW],
    ['rzPage says "under review" for status 1', { rzPage: true }, user({ certificationCheckStatus: 1 }), UNDER_REVIEW],
    ['rzPage prompts certification for status 0', { rzPage: true }, user({ certificationCheckStatus: 0 }), CERTIFY],
    ['rzPage prompts certification for status 3 (failed)', { rzPage: true }, user({ certificationCheckStatus: 3 }), CERTIFY],
    ['rzPage prompts certification when the status is missing', { rzPage: true }, user({ certificationCheckStatus: undefined }), CERTIFY],
    ['rzPage prompts a visitor', { rzPage: true }, visitor, CERTIFY],
    ['a certificate page checks membership before certification', { ...secretaryMeta, rzPage: true }, user({ vipStatus: 1 }), COMPANY_VIP],
    ['a certificate page checks certification after the secretary rules', { ...secretaryMeta, rzPage: true }, companyMember({ certificationCheckStatus: 1 }), UNDER_REVIEW],
    ['a certificate page opens when everything holds', { ...secretaryMeta, rzPage: true }, companyMember({ certificationCheckStatus: 2 }), ALLOW],

    // spec §6: a company without a type passes so the profile dialog can ask for it
    ['a user whose company has no type passes roles', { roles: ['listed'] }, user({ companyType: undefined, roles: ['isServeCom'] }), ALLOW],
    ['a user whose company has no type passes VIP checks', { needVip: true }, user({ companyType: undefined }), ALLOW],
    ['a user whose company has no type passes the secretary rules', secretaryMeta, user({ companyType: undefined }), ALLOW],
    ['a user whose company has no type passes isAdmin', { isAdmin: true }, user({ companyType: undefined, isAdmin: false }), ALLOW],
    ['a visitor without a company type is still sent to login', { needRegist: true }, visitor, LOGIN],
  ])('%s', (_name, meta, session, expected) => {
    expect(resolveRouteAccess(meta, session, { fullPath: FULL_PATH })).toEqual(expected);
  });

  it('keeps the query string in the login redirect', () => {
    expect(resolveRouteAccess({ needRegist: true }, visitor, { fullPath: '/disData/notice/focus?page=2&keyword=a%20b' })).toEqual({
      kind: 'login',
      redirect: '/disData/notice/focus?page=2&keyword=a%20b',
    });
  });
});

describe('service entries (spec §2 Services dropdown)', () => {
  it.each<[string, AccessSession, boolean]>([
    ['hidden for visitors', visitor, false],
    ['hidden without switches', user({ vipStatus: 3 }), false],
    ['shown for a law firm with both switches', companyMember(), true],
    ['hidden for an accounting firm with both switches', companyMember({ companyType: 3 }), false],
    ['hidden with only the company switch', companyMember({ secretarySwitch: { company: true, user: false } }), false],
  ])('secretary entry is %s', (_name, session, expected) => {
    expect(canUseSecretary(session)).toBe(expected);
  });

  it.each<[string, AccessSession, boolean]>([
    ['shown for the visitor token', visitor, true],
    ['shown with both file switches', companyMember(), true],
    ['hidden with one file switch', companyMember({ fileSwitch: { company: true, user: false } }), false],
    ['hidden for a free user without switches', user(), false],
  ])('document entry is %s', (_name, session, expected) => {
    expect(canUseDocuments(session)).toBe(expected);
  });
});

describe('staff-only routes', () => {
  it.each<[string, AccessSession, RouteAccess]>([
    ['a visitor', visitor, LOGIN],
    ['a user who is not staff', user(), FORBIDDEN],
    ['staff', user({ isStaff: true }), ALLOW],
  ])('%s', (_name, session, expected) => {
    expect(resolveRouteAccess({ needRegist: true, staffOnly: true }, session, { fullPath: FULL_PATH })).toEqual(expected);
  });
});
