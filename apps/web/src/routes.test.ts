import { describe, expect, it } from 'vitest';
import { ROUTE_REDIRECTS, appRoutes, findRoute, pageLoaders } from './routes';
import { areaOf, groupOf } from './navigation';

/** Every path of spec §2, written out as the spec lists them. */
const SPEC_PATHS = [
  '/home', '/homeSearch', '/redirect/*', '/login', '/auth-redirect', '/findPsw', '/register', '/agreeement', '/perfectInfo', '/aboutUs',
  '/valueAdded/index', '/404', '/401', '/shareDetail', '/viewFile',
  ...['list', 'own', 'serveCom', 'focus', 'detail', 'detailA'].map((page) => `/disData/notice/${page}`),
  ...['listed', 'delisted', 'hkCom', 'detail', 'detailA', 'detailHK', 'statusDetail', 'shDetail'].map((page) => `/disData/comp/${page}`),
  ...['list', 'detail', 'create'].map((page) => `/disData/issue/${page}`),
  ...['list', 'cancel', 'detail'].map((page) => `/disData/director/${page}`),
  ...['listed', 'offered', 'status', 'list'].map((page) => `/disData/prospectus/${page}`),
  ...['com', 'receiver', 'bankruptcy', 'winding'].map((page) => `/disData/hkSearch/${page}`),
  ...[
    'allRules', 'listingRulesMain', 'listingRulesGEM', 'GuidanceLetters', 'ListingDecision', 'HKExFAQs', 'SFCGuidelines', 'SFCCodes',
    'SFCCirculars', 'HKExInterLetters', 'HKSFCPractice', 'HKSFCFAQs', 'HKSFCPolicy', 'PanelAndCommittee', 'HKSFCNewsletters',
    'HKExConsultation', 'HKSFCConsultation', 'detail',
  ].map((page) => `/disData/org/${page}`),
  '/disData/ruleB/list', '/disData/ruleB/detail', '/disData/sup/list', '/disData/sup/detail', '/disData/ruleL/list', '/disData/ruleL/detail',
  '/disData/sta/company', '/disData/download/index', '/disData/contact/list', '/disData/acc/list',
  '/disAi/index',
  ...['bhList', 'bdList', 'ovList', 'time0', 'time5', 'time30', 'fileEdit'].map((page) => `/disAi/item/${page}`),
  '/disAi/file/index', '/disAi/cert/business', '/disAi/cert/businessDetail',
  ...[
    'createHome', 'createGsms', 'createCbpl', 'createQypl', 'createBoard', 'createHkex', 'createQyc', 'createQycDet', 'createDet', 'createAs',
    'createSc', 'createScd', 'createSr',
  ].map((page) => `/docAi/create/${page}`),
  '/docAi/head/index', '/docAi/file/index',
  ...['assets', 'profits', 'revenue', 'consideration', 'equity'].map((page) => `/calAi/scale/${page}`),
  ...['stockYear', 'stockOther', 'board'].map((page) => `/calAi/meet/${page}`),
  '/calAi/stock/stockPrice', '/calAi/stockMinMax/index',
  ...['year', 'yearMiddle', 'quarter'].map((page) => `/calAi/fiReDate/${page}`),
  '/calAi/calendar', '/calAi/fee/index', // listing-fee estimate (added with the calculator screens)
  // the secretary's filing deadlines (issue 12: NDDR, Monthly Return, poll results, book-closure chain)
  ...['nddr', 'monthlyReturn', 'pollResults'].map((page) => `/calAi/deadline/${page}`), '/calAi/meet/bookClosure',
  ...['collect', 'focus', 'history', 'info', 'wxSet'].map((page) => `/manage/person/${page}`),
  ...['baseInfo', 'staff', 'org'].map((page) => `/manage/comp/${page}`),
  '/manage/serveCom/set', '/manage/serveCom/staff', '/manage/sCart/index', '/manage/sCart/buyInfo',
  '/manage/order/index', '/manage/order/detail', '/manage/order/invoice', '/manage/vip/index', '/manage/sys/message',
];

/** Routes beyond spec §2: the staff certification review and the development outbox (public; 404 from the server in production). */
const TOOL_PATHS = ['/admin/certification', '/admin/orders', '/admin/invoices', '/admin/secretaryTemplates', '/admin/sync', '/dev/outbox'];
const PUBLIC_TOOL_PATHS = ['/dev/outbox'];

const PUBLIC_PATHS = [
  '/home', '/homeSearch', '/redirect/*', '/login', '/auth-redirect', '/findPsw', '/register', '/agreeement', '/perfectInfo', '/aboutUs',
  '/valueAdded/index', '/404', '/401', '/shareDetail', '/viewFile',
];

const metaOf = (path: string) => {
  const entry = appRoutes.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry.meta;
};

describe('the route table', () => {
  it('declares every route of spec §2 and nothing else', () => {
    expect(appRoutes.map((entry) => entry.path).sort()).toEqual([...SPEC_PATHS, ...TOOL_PATHS].sort());
  });

  it('declares each path once', () => {
    expect(new Set(appRoutes.map((entry) => entry.path)).size).toBe(appRoutes.length);
  });

  it('marks exactly the spec public routes as public', () => {
    expect(appRoutes.filter((entry) => entry.meta.isPublic).map((entry) => entry.path).sort()).toEqual([...PUBLIC_PATHS, ...PUBLIC_TOOL_PATHS].sort());
  });

  it('gives every route a title key in the routes namespace', () => {
    for (const entry of appRoutes) expect(entry.meta.titleKey).toMatch(/^page\.[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/);
  });

  it('has the spec redirects', () => {
    expect(ROUTE_REDIRECTS).toEqual({ index: '/disData/notice/list', loginNo: '/', unknown: '/404' });
  });

  it.each(appRoutes.filter((entry) => entry.path.startsWith('/manage/')).map((entry) => entry.path))('%s needs registration', (path) => {
    expect(metaOf(path).needRegist).toBe(true);
  });

  it.each(['/manage/comp/baseInfo', '/manage/comp/staff', '/manage/comp/org', '/manage/serveCom/staff'])('%s is for admins', (path) => {
    expect(metaOf(path).isAdmin).toBe(true);
  });

  it.each([
    '/perfectInfo',
    '/manage/comp/baseInfo',
    '/manage/serveCom/set',
    '/manage/serveCom/staff',
    '/manage/sys/message',
    ...['createQycDet', 'createAs', 'createSc', 'createScd', 'createSr'].map((segment) => `/docAi/create/${segment}`),
  ])('%s has its page (not "not available")', (path) => {
    expect(appRoutes.find((entry) => entry.path === path)?.load).not.toBe(pageLoaders.notAvailable);
  });

  it.each([
    ['/manage/comp/baseInfo', ['listed']],
    ['/manage/serveCom/set', ['isServeCom']],
    ['/manage/serveCom/staff', ['isServeCom']],
    ['/disData/notice/own', ['listed']],
    ['/disData/notice/serveCom', ['isServeCom']],
  ])('%s has roles %j', (path, roles) => {
    expect(metaOf(path).roles).toEqual(roles);
  });

  it.each(['/disData/sta/company', '/disData/download/index'])('%s needs registration and VIP', (path) => {
    expect(metaOf(path)).toMatchObject({ needRegist: true, needVip: true });
  });

  it('needs registration for followed-company announcements', () => {
    expect(metaOf('/disData/notice/focus').needRegist).toBe(true);
  });

  it.each(appRoutes.filter((entry) => /^\/(disData\/hkSearch|manage\/sCart)\//.test(entry.path)).map((entry) => entry.path))(
    '%s shows the cart shortcut',
    (path) => {
      expect(metaOf(path).cartPage).toBe(true);
    },
  );

  it.each(appRoutes.filter((entry) => entry.path.startsWith('/disAi/')).map((entry) => entry.path))('%s is an AI-secretary route', (path) => {
    expect(metaOf(path)).toMatchObject({ aiSecretary: true, vipPageC: true, needRegist: true });
  });

  it.each(['/disAi/cert/business', '/disAi/cert/businessDetail'])('%s needs certification', (path) => {
    expect(metaOf(path).rzPage).toBe(true);
  });

  it.each(appRoutes.filter((entry) => entry.path.startsWith('/docAi/')).map((entry) => entry.path))('%s is a document route', (path) => {
    expect(metaOf(path)).toMatchObject({ aiFile: true, vipPageC: true });
  });

  it.each(appRoutes.filter((entry) => entry.path.startsWith('/docAi/create/')).map((entry) => entry.path))(
    '%s is open to the visitor token (no sign-in needed)',
    (path) => {
      expect(metaOf(path).needRegist).toBeFalsy();
    },
  );

  it.each(appRoutes.filter((entry) => entry.path.startsWith('/calAi/')).map((entry) => entry.path))('%s needs no sign-in and is not public', (path) => {
    const meta = metaOf(path);
    expect(meta.isPublic).toBeFalsy();
    expect(meta.needRegist).toBeFalsy();
    expect(meta.needVip).toBeFalsy();
  });

  it.each(appRoutes.filter((entry) => /\/(detail|detailA|detailHK|statusDetail|shDetail|businessDetail)$/.test(entry.path)).map((entry) => entry.path))(
    'detail page %s hides the sidebar and stays out of the menu',
    (path) => {
      const meta = metaOf(path);
      expect(meta.hideSidebar).toBe(true);
      expect(meta.inMenu).toBeFalsy();
    },
  );

  it.each(['/disData/notice/detail', '/disData/notice/detailA', '/disData/ruleB/detail', '/disData/sup/detail', '/disData/org/detail'])(
    'language-specific detail page %s hides the language switch',
    (path) => {
      expect(metaOf(path).hideLanguageSwitch).toBe(true);
    },
  );

  it('shows the footer on home and about only', () => {
    expect(appRoutes.filter((entry) => entry.meta.showFooter).map((entry) => entry.path).sort()).toEqual(['/aboutUs', '/home']);
  });

  it('affixes the home tab', () => {
    expect(appRoutes.filter((entry) => entry.meta.affix).map((entry) => entry.path)).toEqual(['/home']);
  });

  it('puts menu items only under the sidebar areas', () => {
    for (const entry of appRoutes.filter((candidate) => candidate.meta.inMenu)) expect(areaOf(entry.path)).toBeDefined();
  });
});

describe(findRoute.name, () => {
  it.each([
    ['/home', '/home'],
    ['/home/', '/home'],
    ['/disData/org/HKExFAQs', '/disData/org/HKExFAQs'],
    ['/redirect/disData/notice/list', '/redirect/*'],
  ])('finds %s as %s', (pathname, expected) => {
    expect(findRoute(pathname)?.path).toBe(expected);
  });

  it('returns undefined for unknown paths', () => {
    expect(findRoute('/nope')).toBeUndefined();
  });
});

describe('areaOf / groupOf', () => {
  it.each([
    ['/disData/notice/list', 'disData', 'notice'],
    ['/calAi/calendar', 'calAi', 'calendar'],
    ['/home', undefined, ''],
  ])('%s is area %s, group %s', (path, area, group) => {
    expect(areaOf(path)).toBe(area);
    expect(groupOf(path)).toBe(group);
  });
});
