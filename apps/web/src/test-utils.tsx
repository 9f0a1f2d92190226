import { Locales, accountEndpoints, type AnyEndpoint, type EndpointReplyData, type Envelope, type Locale, type SassCompany, type SassUser, type UserInfo } from '@app/contracts';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from './app/App';
import { installHttp } from './app/reply-effects';
import { buildRouteTree } from './app/router';
import { queryClient } from './app/queryClient';
import { tabs } from './app/layouts/tabs-store';
import i18next from 'i18next';
import { NAMESPACES, initI18n, loadAntdLocale, missingKeys, type Namespace } from './i18n';
import { configureHttp } from './lib/http';
import { limitDialog, vipDialog } from './modules/commerce';
import { sessionStore } from './modules/auth';

/** Test helpers for rendering the whole app (not a test file itself). */

/** A fake API: maps a path such as '/au/saasuser/getUserInfo' to a reply envelope. */
export type FakeApi = Record<string, Envelope<unknown> | ((body: URLSearchParams) => Envelope<unknown>)>;

export type SentRequest = { path: string; body: URLSearchParams };

/** Replies of the fake API; unknown paths answer like the server's 404 envelope. */
export const installFakeApi = (api: FakeApi = {}) => {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '').split('?')[0];
    const body = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
    sent.push({ path, body });
    const handler = api[path];
    const envelope = typeof handler === 'function' ? handler(body) : (handler ?? { errCode: 404, resultMsg: `There is no such API call: POST ${path}`, resultData: null });
    return new Response(JSON.stringify(envelope), { status: envelope.errCode === 0 ? 200 : 400 });
  });
  configureHttp({ fetch });
  return { sent, fetch };
};

/** Forgets cookies, the session, tabs, dialogs and cached queries between tests. */
export const resetAppState = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStore.reload();
  tabs.closeAll();
  vipDialog.close();
  limitDialog.close();
  queryClient.clear();
  missingKeys.clear();
};

/**
 * Renders the app at `path` in `locale` with a memory router, with the given namespaces loaded
 * (every one unless told; the others are dropped, as on a fresh page load).
 */
export const renderApp = async (path: string, locale: Locale = 'en', api: FakeApi = {}, namespaces: readonly Namespace[] = NAMESPACES) => {
  if (i18next.isInitialized) {
    // i18next remembers what its backend loaded: forget that too, or a dropped namespace counts as loaded
    const loadStates = (i18next.services.backendConnector as { state?: Record<string, number> }).state ?? {};
    for (const language of Locales)
      for (const namespace of NAMESPACES)
        if (!namespaces.includes(namespace)) {
          i18next.removeResourceBundle(language, namespace);
          delete loadStates[`${language}|${namespace}`];
        }
  }
  await initI18n(locale, i18next, namespaces);
  const antdLocale = await loadAntdLocale(locale);
  sessionStore.reload();
  const router = createMemoryRouter(buildRouteTree(), { initialEntries: [path] });
  installHttp(router, locale);
  const fakeApi = installFakeApi(api);
  const view = render(<App router={router} antdLocale={antdLocale} />);
  return { router, ...fakeApi, ...view };
};

/** A success envelope around `resultData`, as the server sends it (for calls without a contract entry). */
export const okReply = <T,>(resultData: T): Envelope<T> => ({ errCode: 0, resultMsg: 'Success', resultData });

/**
 * The success reply of one endpoint entry (packages/contracts): `resultData` is typed by the entry's
 * response schema, so a contract change breaks the fake replies at type-check time, and the client's
 * reply check (lib/http.ts) rejects a reply that the schema does not accept when the test runs.
 */
export const replyFor = <E extends AnyEndpoint,>(endpoint: E, resultData: EndpointReplyData<E>, resultMsg = 'Success'): Envelope<EndpointReplyData<E>> => {
  void endpoint;
  return { errCode: 0, resultMsg, resultData };
};

/** The form bodies the app sent to `path`, as plain objects. */
export const bodiesSentTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.path === path).map((request) => Object.fromEntries(request.body));

/** Path + query of the router's current location. */
export const currentPath = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

type UserInfoOverrides = { roles?: UserInfo['roles']; user?: Partial<SassUser>; company?: Partial<SassCompany> };

/**
 * A /au/saasuser/getUserInfo reply for a signed-in user of a law firm
 * (service-company type 2, admin, free member); override what a test needs.
 */
export const signedInUserReply = ({ roles = ['isServeCom'], user = {}, company = {} }: UserInfoOverrides = {}) =>
  replyFor(accountEndpoints.getUserInfo, {
    name: 'Chan Tai Man',
    avatar: null,
    introduction: null,
    roles,
    isAdmin: true,
    sassUser: {
      id: 'u1',
      phone: '852****5678',
      phoneRegion: null,
      name: 'Chan Tai Man',
      loginName: null,
      nickName: null,
      miniNickName: null,
      email: null,
      job: null,
      openId: null,
      unionId: null,
      headImg: null,
      miniHeadImg: null,
      vipStatus: 0,
      vipExpiresAt: null,
      userType: 1,
      adminStatus: 1,
      createDate: '2026-01-05T08:00:00.000Z',
      passwordSet: true,
      secretarySwitch: 0,
      fileSwitch: 0,
      exp3: 0,
      isStaff: false,
      locale: null,
      ...user,
    },
    sassCompany: {
      id: 'c1',
      type: 2,
      stockCode: null,
      shortNameEn: 'Example Law',
      shortNameCn: '範例律師行',
      userCompanyName: 'Example Law LLP',
      headImageUrl: null,
      certificationStatus: 0,
      certificationCheckStatus: 0,
      checkStatus: 0,
      vipStatus: 0,
      secretarySwitch: 0,
      fileSwitch: 0,
      exp3: 0,
      ...company,
    },
    authList: [],
    msgList: [],
    unreadNum: 0,
    focusNum: 0,
    stockCode: null,
    isFollow: false,
  });
