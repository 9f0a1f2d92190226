import { Locales } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoaders } from '../routes';
import { renderApp, resetAppState } from '../test-utils';
import { initI18n, loadNamespaces, missingKeys } from './init';
import { ROUTE_NAMESPACES, SHARED_NAMESPACES, STARTUP_NAMESPACES } from './locales';

beforeEach(() => resetAppState());

/** The landing list's calls answered as on a fresh server (an error reply would bring the errors namespace). */
const LANDING_API = {
  '/au/document/categories': { errCode: 0, resultMsg: '', resultData: { list: [] } },
  '/au/document/search': (body: URLSearchParams) => ({
    errCode: 0,
    resultMsg: '',
    resultData: { list: [], total: 0, totalCapped: false, totalCountedSince: null, page: Number(body.get('page')), limit: 20, range: { startDate: null, endDate: null }, quota: null, tookMs: 1 },
  }),
};

describe('namespaces loaded with their routes (issue 19)', () => {
  it('starts with the landing route namespaces only and adds one, in the active language, when asked', async () => {
    expect(STARTUP_NAMESPACES).not.toContain('calculators');
    expect(ROUTE_NAMESPACES).toContain('calculators');
    expect(SHARED_NAMESPACES).toEqual(expect.arrayContaining(['account', 'commerce', 'messages', 'secretary']));
    const instance = await initI18n('zh-HK', i18next.createInstance(), STARTUP_NAMESPACES);
    expect(instance.hasResourceBundle('zh-HK', 'common')).toBe(true);
    expect(instance.hasResourceBundle('zh-HK', 'calculators')).toBe(false);
    expect(instance.hasResourceBundle('zh-HK', 'account')).toBe(false);

    await loadNamespaces(['calculators'], instance);
    expect(instance.hasResourceBundle('zh-HK', 'calculators')).toBe(true);
    expect(instance.t('calculators:common.result')).not.toBe('common.result');
  });

  it('a calculator page brings its namespace and the shared ones before it renders; the landing list brings none', async () => {
    await initI18n('en', i18next, STARTUP_NAMESPACES);
    for (const namespace of [...SHARED_NAMESPACES, ...ROUTE_NAMESPACES]) i18next.removeResourceBundle('en', namespace);
    await pageLoaders.noticeList();
    expect(i18next.hasResourceBundle('en', 'account')).toBe(false);
    const page = await pageLoaders.listingFee();
    expect(page.Component).toBeTypeOf('function');
    expect(i18next.hasResourceBundle('en', 'calculators')).toBe(true);
    for (const namespace of SHARED_NAMESPACES) expect(i18next.hasResourceBundle('en', namespace)).toBe(true);
  });

  it.each(Locales)('%s: the landing list draws everything from the startup namespaces', async (locale) => {
    const { sent } = await renderApp('/disData/notice/list', locale, LANDING_API, STARTUP_NAMESPACES);
    await screen.findByTestId('disclosure-open-vip');
    await screen.findByTestId('result-total');
    expect(sent.map((entry) => entry.path).sort()).toEqual(Object.keys(LANDING_API).sort());
    await screen.findByText(i18next.t('disclosure:form.search'));
    for (const namespace of SHARED_NAMESPACES) expect(i18next.hasResourceBundle(locale, namespace)).toBe(false);
    expect([...missingKeys]).toEqual([]);
  });

  it('a shared link with a VIP filter names the chosen industry there: the companies strings load for it alone', async () => {
    await renderApp('/disData/notice/list?industry=energy', 'zh-HK', LANDING_API, STARTUP_NAMESPACES);
    expect(await screen.findByText('能源業')).toBeTruthy();
    expect(i18next.hasResourceBundle('zh-HK', 'companies')).toBe(true);
    expect(i18next.hasResourceBundle('zh-HK', 'account')).toBe(false);
    expect([...missingKeys]).toEqual([]);
  });

  // (once, like the dialog below: the warning is a lazily loaded component)
  it('a rejected keyword there brings the server messages (errors) and shows them, above the list and in the form', async () => {
    const locale = 'zh-HK';
    await renderApp('/disData/notice/list?keyword=%E5%B9%B4%E5%A0%B1abc', locale, LANDING_API, STARTUP_NAMESPACES);
    expect(i18next.hasResourceBundle(locale, 'errors')).toBe(false);
    const message = await screen.findByText((_, element) => element?.classList.contains('ant-alert-title') === true);
    expect(i18next.hasResourceBundle(locale, 'errors')).toBe(true);
    expect(message.textContent).toBe(i18next.t('errors:codes.SEARCH_MIXED_LANGUAGE'));
    const keyword = screen.getByTestId('disclosure-keyword');
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'results 年報');
    await screen.findByText(i18next.t('errors:codes.SEARCH_MIXED_LANGUAGE'), { selector: '.ant-form-item-explain-error' });
    expect([...missingKeys]).toEqual([]);
  });

  // (once: a lazily loaded component loads once per page load, and switching the language reloads the page)
  it('a dialog opened there brings the shared namespaces before it shows', async () => {
    await renderApp('/disData/notice/list', 'zh-HK', {}, STARTUP_NAMESPACES);
    await userEvent.click(await screen.findByTestId('disclosure-open-vip'));
    await screen.findByRole('dialog');
    for (const namespace of SHARED_NAMESPACES) expect(i18next.hasResourceBundle('zh-HK', namespace)).toBe(true);
    expect([...missingKeys]).toEqual([]);
  });
});
