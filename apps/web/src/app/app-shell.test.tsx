import { VISITOR_TOKEN } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, resetAppState, signedInUserReply } from '../test-utils';

const signedInUser = (overrides: { vipStatus?: number; companyType?: number | null } = {}) =>
  signedInUserReply({ user: { vipStatus: overrides.vipStatus ?? 0 }, company: { type: overrides.companyType === undefined ? 2 : overrides.companyType } });

beforeEach(() => resetAppState());

describe('app shell routing (spec §2)', () => {
  it('sends the empty path to the announcement list', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('form', { name: 'Search documents' })).toBeTruthy();
    expect(currentPath(router)).toBe('/disData/notice/list');
  });

  it('keeps the query of the empty path on the way to the announcement list', async () => {
    const { router } = await renderApp('/?keyword=Tencent');
    await screen.findByRole('form', { name: 'Search documents' });
    expect(currentPath(router)).toBe('/disData/notice/list?keyword=Tencent');
  });

  it('shows 404 for an unknown path', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('redirects /loginNo to / (and on to the announcement list)', async () => {
    const { router } = await renderApp('/loginNo');
    await screen.findByRole('form', { name: 'Search documents' });
    expect(currentPath(router)).toBe('/disData/notice/list');
  });

  it('sets the page title to route title - brand', async () => {
    await renderApp('/home');
    await screen.findByRole('heading', { name: 'Disclosure, rules and compliance tools in one place' });
    await waitFor(() => expect(document.title).toBe('Home - Compliance Desk'));
  });

  it('searches announcements from the home page', async () => {
    const { router } = await renderApp('/home');
    const search = await screen.findByRole('searchbox', { name: 'Search announcements' });
    await userEvent.type(search, '  Tencent {Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/disData/notice/list?keyword=Tencent'));
  });

  it('renders the sidebar of the current area on list pages', async () => {
    await renderApp('/calAi/scale/assets');
    const sidebar = await screen.findByRole('complementary', { name: 'Section menu' });
    expect(await within(sidebar).findByRole('link', { name: 'Assets ratio' })).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Open VIP' })).toBeTruthy();
  });

  it('hides the sidebar and the language switch on a detail page', async () => {
    await renderApp('/disData/notice/detail?md5Key=abc&langType=1');
    await screen.findByRole('heading', { name: 'This link does not name a document.' });
    expect(screen.queryByRole('complementary', { name: 'Section menu' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Interface language' })).toBeNull();
  });
});

describe('route guard for visitors (spec §4, §6)', () => {
  it('sends a visitor on a needRegist route to /login keeping the redirect', async () => {
    const { router } = await renderApp('/manage/person/info?tab=2');
    expect(await screen.findByTestId('login-redirect')).toBeTruthy();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/manage/person/info?tab=2')}`);
    expect(screen.getByTestId('login-redirect').textContent).toContain('/manage/person/info?tab=2');
  });

  it('continues as visitor (token sightseer) on a non-public route', async () => {
    await renderApp('/calAi/scale/assets');
    await screen.findByLabelText('Total assets of the subject');
    await waitFor(() => expect(Cookies.get('token')).toBe(VISITOR_TOKEN));
  });

  it('sets no visitor token on a public route', async () => {
    await renderApp('/home');
    await screen.findByRole('heading', { name: 'Disclosure, rules and compliance tools in one place' });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('lets the visitor token into document creation', async () => {
    const { router } = await renderApp('/docAi/create/createHome');
    // The document families (issue 15), not the login redirect. The family's name shows on its card and, once the
    // documents menu has loaded, in the menu as well.
    expect((await screen.findAllByText('Board documents')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('login-redirect')).toBeNull();
    expect(router.state.location.pathname).toBe('/docAi/create/createHome');
  });

  it('sends 401 for a role the visitor does not have', async () => {
    const { router } = await renderApp('/manage/serveCom/set');
    await screen.findByTestId('login-redirect');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('signed-in session (spec §4)', () => {
  it('clears the token and goes to login when user info cannot be loaded', async () => {
    Cookies.set('token', 'expired-token');
    const { router } = await renderApp('/calAi/scale/assets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(Cookies.get('token')).toBeUndefined());
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/calAi/scale/assets')}`);
  });

  it('shows the signed-in header from user info', async () => {
    Cookies.set('token', 'real-token');
    await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(),
      '/au/messageInfo/list': { errCode: 0, resultMsg: '', resultData: { list: [], total: 0, unreadNum: 120 } },
    });
    expect(await screen.findByRole('button', { name: 'Example Law' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Personal centre' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('opens the VIP dialog on a VIP page for a free user', async () => {
    Cookies.set('token', 'real-token');
    await renderApp('/disData/sta/company', 'en', { '/au/saasuser/getUserInfo': signedInUser({ vipStatus: 0 }) });
    expect(await screen.findByRole('heading', { name: 'This page is for VIP members' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: /VIP member/ })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: /Company member/ })).toBeTruthy();
  });

  it('lets a VIP member into a VIP page', async () => {
    Cookies.set('token', 'real-token');
    const { router } = await renderApp('/disData/sta/company', 'en', { '/au/saasuser/getUserInfo': signedInUser({ vipStatus: 1 }) });
    // The statistics page itself renders (its tab label), not the 401 page or a VIP prompt.
    expect(await screen.findByText('Listed-company statistics')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/disData/sta/company');
    expect(screen.queryByRole('heading', { name: 'No access' })).toBeNull();
  });

  it('refuses a service-company user a listed-only route with 401', async () => {
    Cookies.set('token', 'real-token');
    const { router } = await renderApp('/manage/comp/baseInfo', 'en', { '/au/saasuser/getUserInfo': signedInUser() });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/401');
  });

  it('signs out through POST /exit and goes to /login', async () => {
    Cookies.set('token', 'real-token');
    const { router, sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(),
      '/exit': { errCode: 0, resultMsg: 'ok', resultData: null },
    });
    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent.map((request) => request.path)).toContain('/exit');
    expect(sent.find((request) => request.path === '/exit')?.body.get('token')).toBe('real-token');
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('language', () => {
  it('renders the shell in traditional Chinese', async () => {
    await renderApp('/home', 'zh-HK');
    expect(await screen.findByRole('heading', { name: '資訊披露、監管規則與合規工具，一站匯集' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '主頁' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('主頁 - 合規通'));
  });

  it('renders the shell in simplified Chinese', async () => {
    await renderApp('/404', 'zh-CN');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});

describe('session replies (spec §8)', () => {
  it('goes to login keeping the redirect and clears the token on 9999', async () => {
    Cookies.set('token', 'real-token');
    const { router } = await renderApp('/calAi/scale/assets', 'en', {
      '/au/saasuser/getUserInfo': { errCode: 9999, resultMsg: 'Your session has expired. Please sign in again.', resultData: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/calAi/scale/assets')}`);
    await waitFor(() => expect(Cookies.get('token')).toBeUndefined());
  });
});
