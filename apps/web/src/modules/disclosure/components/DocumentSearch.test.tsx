import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, resetAppState, signedInUserReply } from '../../../test-utils';

beforeEach(() => resetAppState());

const categories = { errCode: 0, resultMsg: '', resultData: { list: [] } };

const emptyResult = (body: URLSearchParams) => ({
  errCode: 0,
  resultMsg: '',
  resultData: { list: [], total: 0, totalCapped: false, totalCountedSince: null, page: Number(body.get('page')), limit: 20, range: { startDate: null, endDate: null }, quota: null, tookMs: 1 },
});

const signedInUser = (vipStatus: number) => signedInUserReply({ user: { vipStatus } });

const searchesSent = (sent: { path: string; body: URLSearchParams }[]) => sent.filter((entry) => entry.path === '/au/document/search').map((entry) => entry.body);

describe('disclosure search errors (spec §8 through the API client policy)', () => {
  const vipOnly = { errCode: -10, resultMsg: 'This function is for VIP members. Please upgrade to continue.', resultData: null };

  it('-10 (a VIP-only filter) opens the buy-VIP dialog for a free member', async () => {
    Cookies.set('token', 'real-token');
    await renderApp('/disData/notice/list', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/document/search': vipOnly,
      '/au/document/categories': categories,
    });
    expect(await screen.findByText('VIP membership removes the limits of the free tier:')).toBeTruthy();
  });

  it('-10 sends a visitor to sign in first (a visitor cannot buy a membership)', async () => {
    const { router } = await renderApp('/disData/notice/list', 'en', { '/au/document/search': vipOnly, '/au/document/categories': categories });
    await expect.poll(() => currentPath(router)).toMatch(/^\/login\?redirect=/);
  });

  it('1999 (full-text quota used up) sends a visitor to sign in, keeping the search', async () => {
    const { router } = await renderApp('/disData/notice/list?keyword=results&scope=full', 'en', {
      '/au/document/search': { errCode: 1999, resultMsg: "You have used today's 10 free searches. Subscribe to continue.", resultData: { limit: 10 } },
      '/au/document/categories': categories,
    });
    await expect.poll(() => currentPath(router)).toMatch(/^\/login\?redirect=/);
    expect(decodeURIComponent(currentPath(router))).toContain('/disData/notice/list?keyword=results&scope=full');
  });

  it('a search submitted from the form goes into the URL, starting again from page 1', async () => {
    const { router, sent } = await renderApp('/disData/notice/list?page=3', 'en', {
      '/au/document/search': (body) => ({
        errCode: 0,
        resultMsg: '',
        resultData: { list: [], total: 0, totalCapped: false, totalCountedSince: null, page: Number(body.get('page')), limit: 20, range: { startDate: null, endDate: null }, quota: null, tookMs: 1 },
      }),
      '/au/document/categories': categories,
    });
    await screen.findByText('No results found...');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('disclosure-keyword'), 'final results');
    await user.click(screen.getByLabelText('Any keyword'));
    await user.click(screen.getByTestId('disclosure-search-submit'));
    await expect.poll(() => currentPath(router)).toBe('/disData/notice/list?keyword=final+results&match=any');
    await expect.poll(() => sent.filter((entry) => entry.path === '/au/document/search').at(-1)?.body.get('keyword')).toBe('final results');
    const last = sent.filter((entry) => entry.path === '/au/document/search').at(-1)?.body;
    expect(last?.get('matchMode')).toBe('any');
    expect(last?.get('page')).toBe('1');
    expect(last?.get('market')).toBe('HK');
  });
});

describe('the Advanced (VIP) issuer filters', () => {
  it('are locked for a free member, with the VIP badge, a tooltip and a button that opens the buy-VIP dialog', async () => {
    Cookies.set('token', 'real-token');
    const { sent } = await renderApp('/disData/notice/list', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/document/search': emptyResult,
      '/au/document/categories': categories,
    });
    const row = await screen.findByTestId('disclosure-vip-filters');
    expect(within(row).getByText('Advanced (VIP)')).toBeTruthy();
    expect(row.querySelectorAll('.companies-vip-label__badge')).toHaveLength(3);
    // wait for the session: the row is locked once the member is known to be free
    await expect.poll(() => row.querySelectorAll('.ant-select-disabled').length).toBe(3);
    for (const label of ['Industry', 'Securities type', 'Place of incorporation']) {
      expect(within(row).getByLabelText(new RegExp(label)).hasAttribute('disabled')).toBe(true);
    }
    await userEvent.hover(row.querySelector('.disclosure-search__locked') as Element);
    expect(await screen.findByText("Filtering by the issuer's industry, securities type and place of incorporation is available to VIP members.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(row).getByTestId('disclosure-open-vip'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: /VIP member/ })).toBeTruthy();
    // nothing VIP-only was asked of the server
    expect(searchesSent(sent).every((body) => !body.has('industry') && !body.has('securitiesType') && !body.has('placeOfIncorporation'))).toBe(true);
  });

  it('are open to a VIP member and round-trip through the URL into the search body', async () => {
    Cookies.set('token', 'real-token');
    const { router, sent } = await renderApp('/disData/notice/list?industry=financials&secType=h&place=prc', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(1),
      '/au/document/search': emptyResult,
      '/au/document/categories': categories,
    });
    const row = await screen.findByTestId('disclosure-vip-filters');
    await expect.poll(() => searchesSent(sent).at(-1)?.get('industry')).toBe('financials');
    expect(searchesSent(sent).at(-1)?.get('securitiesType')).toBe('h');
    expect(searchesSent(sent).at(-1)?.get('placeOfIncorporation')).toBe('prc');
    // the form shows the values read from the URL, with the company list's names, and nothing is locked
    expect(within(row).getByText('Financials')).toBeTruthy();
    expect(within(row).getByText('H shares')).toBeTruthy();
    expect(row.querySelectorAll('.ant-select-disabled')).toHaveLength(0);
    expect(within(row).queryByTestId('disclosure-open-vip')).toBeNull();
    // submitting again (with a keyword) keeps the filters in the URL
    const user = userEvent.setup();
    await user.type(screen.getByTestId('disclosure-keyword'), 'results');
    await user.click(screen.getByTestId('disclosure-search-submit'));
    await expect.poll(() => currentPath(router)).toBe('/disData/notice/list?keyword=results&industry=financials&secType=h&place=prc');
  });
});

describe('the headline-category picker', () => {
  it('tags the categories the imported category files have not confirmed, and searches by their plain names', async () => {
    const tree = {
      errCode: 0,
      resultMsg: '',
      resultData: {
        list: [
          { level: 't1', code: '10000', t1Code: null, groupCode: null, name: '公告及通告', isGuessed: false },
          { level: 't1', code: '90000', t1Code: null, groupCode: null, name: '監管者公告及新聞', isGuessed: true },
        ],
      },
    };
    await renderApp('/disData/notice/list', 'zh-HK', { '/au/document/search': emptyResult, '/au/document/categories': tree });
    const user = userEvent.setup();
    const picker = await screen.findByTestId('disclosure-category');
    await user.click(picker.querySelector('.ant-select-selector, .ant-select-content') ?? picker);
    const guessed = await screen.findByText('監管者公告及新聞');
    expect(within(guessed.closest('li') as HTMLElement).getByTestId('guessed-category').textContent).toBe('未核實');
    expect(within(screen.getByText('公告及通告').closest('li') as HTMLElement).queryByTestId('guessed-category')).toBeNull();
    await user.type(within(picker).getByRole('combobox'), '監管');
    expect(await screen.findAllByTestId('guessed-category')).toHaveLength(1);
    expect(screen.queryByText('公告及通告')).toBeNull();
  });
});
