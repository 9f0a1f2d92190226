import { companiesEndpoints } from '@app/contracts';
import type { ListedCompanyDetail, ListedCompanyItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPath, okReply, replyFor, renderApp, resetAppState, signedInUserReply } from '../../test-utils';


const signedInUser = (vipStatus = 0) => signedInUserReply({ user: { vipStatus } });
;

const TENCENT: ListedCompanyItem = {
  market: 'HK',
  stockCode: '00700',
  shortNameEn: 'Tencent Holdings Limited',
  shortNameCn: '騰訊控股有限公司',
  nameEn: 'Tencent Holdings Limited',
  nameCn: '騰訊控股有限公司',
  status: 1,
  board: 'main',
  securitiesType: 'ordinary',
  industry: 'information-technology',
  placeOfIncorporation: 'cayman-islands',
  tradingState: null,
  listingDate: '2004-06-16',
  delistingDate: null,
  marketCap: '3200000000000.00',
  source: 'demo',
  listingSource: { list: 'hkex-snapshot', asOf: '2023-05-31' },
};

const DETAIL: ListedCompanyDetail = {
  company: {
    ...TENCENT,
    website: 'https://www.tencent.com',
    issuedShares: 9_500_000_000,
    financialYearEnd: '12-31',
    lotSize: 100,
    currency: 'HKD',
    averagePrice5d: null,
    pairedListing: null,
    registrar: 'Harbour Share Registrars Limited',
    principalOffice: 'Room 1203, 12/F, Jade Tower, Hong Kong',
    chairman: 'Chan Tai Man',
    companySecretary: 'Ms. Wong Mei Ling',
    complianceAdviser: null,
    auditor: 'Harbourside CPA Limited',
    legalAdviser: 'Chan & Cheung Solicitors',
  },
  directors: [],
  financials: {
    years: [2025],
    statements: [{ fiscalYear: 2025, statement: 'pl', currency: 'HKD', items: { revenue: 1_000_000, grossProfit: 400_000 }, source: 'demo' }],
    isLimited: true,
  },
  shareholders: [],
  shareholdersTotal: 0,
  offering: null,
  quota: { used: 3, limit: 10 },
};

const requestsTo = (sent: { path: string; body: URLSearchParams }[], path: string) => sent.filter((request) => request.path === path).map((request) => Object.fromEntries(request.body));

beforeEach(() => resetAppState());

describe('/disData/comp/listed', () => {
  it('lists the companies with the demonstration label, linked to their pages', async () => {
    const { sent } = await renderApp('/disData/comp/listed', 'en', { '/au/listedCompany/list': replyFor(companiesEndpoints.listListed, { list: [TENCENT], total: 1 }) });
    const link = await screen.findByTestId('company-link');
    expect(link.textContent).toBe('Tencent Holdings Limited');
    expect(link.getAttribute('href')).toBe('/disData/comp/detail?stockCode=00700');
    expect(screen.getAllByTestId('demo-tag')[0]!.textContent).toBe('Demonstration data');
    expect(screen.getByText('Companies found: 1')).toBeTruthy();
    expect(screen.getByTestId('listing-sources').textContent).toBe(
      'Listing status and board from: HKEX list of listed companies, snapshot of 31 May 2023 No list we hold gives trading suspensions, so none is shown.',
    );
    expect(requestsTo(sent, '/au/listedCompany/list')[0]).toMatchObject({ status: '1', page: '1', limit: '20' });
  });

  it('shows the VIP badge on the VIP-only filters, and after a -10 offers to clear them', async () => {
    Cookies.set('token', 'real-token');
    const { sent } = await renderApp('/disData/comp/listed?industry=financials&keyword=bank', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/listedCompany/list': (body) =>
        body.get('industry') ? { errCode: -10, resultMsg: 'This function is for VIP members. Please upgrade to continue.', resultData: null } : okReply({ list: [TENCENT], total: 1 }),
    });
    await screen.findByTestId('company-filters');
    expect(document.querySelectorAll('.companies-vip-label__badge')).toHaveLength(3);
    // the API client's policy opens the buy-VIP dialog
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: /VIP member/ })).toBeTruthy();
    await userEvent.click(await screen.findByTestId('clear-vip-filters'));
    await screen.findByTestId('company-link');
    const last = requestsTo(sent, '/au/listedCompany/list').at(-1)!;
    expect(last.industry).toBeUndefined();
    expect(last.keyword).toBe('bank');
  });

  it('speaks traditional Chinese in zh-HK', async () => {
    await renderApp('/disData/comp/listed', 'zh-HK', { '/au/listedCompany/list': replyFor(companiesEndpoints.listListed, { list: [TENCENT], total: 1 }) });
    expect((await screen.findByTestId('company-link')).textContent).toBe('騰訊控股有限公司');
    expect(screen.getAllByTestId('demo-tag')[0]!.textContent).toBe('示範資料');
    expect(screen.getByTestId('listing-sources').textContent).toContain('上市狀態及板塊取自：香港交易所上市公司名單');
    // Issue 18: market values count in 萬 and 億 in Chinese, not the English "3.2T".
    expect(screen.getByText('HKD 3.2萬億')).toBeTruthy();
  });

  it('counts market values in 万 and 亿 in zh-CN', async () => {
    await renderApp('/disData/comp/listed', 'zh-CN', { '/au/listedCompany/list': replyFor(companiesEndpoints.listListed, { list: [{ ...TENCENT, marketCap: '453592000000.00' }], total: 1 }) });
    expect(await screen.findByText('HKD 4,535.92亿')).toBeTruthy();
  });
});

describe('/disData/comp/detail', () => {
  it('shows the profile with the demonstration notice, and the one-year note on statements', async () => {
    Cookies.set('token', 'real-token');
    const { sent } = await renderApp('/disData/comp/detail?stockCode=700', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/listedCompany/detail': replyFor(companiesEndpoints.listedDetail, DETAIL),
    });
    expect((await screen.findByTestId('company-title')).textContent).toBe('00700 Tencent Holdings Limited');
    // the notice leaves out the listing facts, whose list and day are named
    expect(screen.getByTestId('demo-notice').textContent).toContain('the stock code, names, board and listing status come from the public list named on this page');
    expect(screen.getByTestId('listing-source').textContent).toBe('Listing status, board and names: HKEX list of listed companies, snapshot of 31 May 2023');
    expect(within(screen.getByTestId('company-profile')).getByText('Harbourside CPA Limited')).toBeTruthy();
    expect(screen.getByText('Free company look-ups used today: 3 of 10')).toBeTruthy();
    expect(requestsTo(sent, '/au/listedCompany/detail')).toEqual([expect.objectContaining({ market: 'HK', stockCode: '00700' })]);
    await userEvent.click(screen.getByRole('tab', { name: 'Financial statements' }));
    expect(await screen.findByTestId('financials-limited')).toBeTruthy();
    expect(within(screen.getByTestId('statement-pl')).getByText('1,000,000')).toBeTruthy();
  });

  it('explains a used-up daily quota to a free member', async () => {
    Cookies.set('token', 'real-token');
    await renderApp('/disData/comp/detail?stockCode=00700', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/listedCompany/detail': { errCode: 2000, resultMsg: "You have used today's 10 free company look-ups. Subscribe to continue.", resultData: { limit: 10, visitor: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Daily company look-ups used up' })).toBeTruthy();
    expect(screen.getByText('Free members can open 10 company pages a day. Become a VIP member for unlimited look-ups.')).toBeTruthy();
  });

  it('says when the company does not exist', async () => {
    await renderApp('/disData/comp/detail?stockCode=99998', 'en', {
      '/au/listedCompany/detail': { errCode: 404, resultMsg: 'No listed company with stock code 99998 was found.', resultData: null },
    });
    const heading = await screen.findByRole('heading', { name: 'Record not found' });
    expect(within(heading.closest('section')!).getByText('No listed company with stock code 99998 was found.')).toBeTruthy();
  });
});

describe('/disData/issue/create', () => {
  it('checks the form with the call’s own rules before sending, then adds the issue', async () => {
    Cookies.set('token', 'real-token');
    const { sent, router } = await renderApp('/disData/issue/create', 'en', {
      '/au/saasuser/getUserInfo': signedInUser(0),
      '/au/offering/add': replyFor(companiesEndpoints.addOffering, { id: '11111111-1111-4111-8111-111111111111' }),
      '/au/offering/detail': { errCode: 404, resultMsg: 'The new issue was not found. The record may have been removed.', resultData: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('offering-submit'));
    expect(await screen.findByText('Please choose a listing state from the list.')).toBeTruthy();
    await user.click(screen.getByTestId('listing-state-select').querySelector('.ant-select-selector, .ant-select-content') ?? screen.getByTestId('listing-state-select'));
    await user.click(await screen.findByTitle('Processing'));
    await user.click(screen.getByTestId('offering-submit'));
    expect(await screen.findByText("Please enter the applicant's English or Chinese name.")).toBeTruthy();
    expect(await screen.findByText('Application date is required for the chosen listing state.')).toBeTruthy();
    expect(requestsTo(sent, '/au/offering/add')).toEqual([]);

    await user.type(screen.getByLabelText('Chinese name'), '翠玉物流控股有限公司');
    await user.type(screen.getByLabelText('Sponsors'), 'Harbour Capital Limited');
    // Enter in the date field confirms the date and submits the form
    await user.type(screen.getByLabelText('Application date'), '2026-11-02{enter}');
    await waitFor(() => expect(requestsTo(sent, '/au/offering/add')).toHaveLength(1));
    expect(requestsTo(sent, '/au/offering/add')[0]).toMatchObject({ nameZh: '翠玉物流控股有限公司', listingState: '7', applicationDate: '2026-11-02', board: 'main', offeringType: 'ipo', sponsors: 'Harbour Capital Limited' });
    await waitFor(() => expect(currentPath(router)).toBe('/disData/issue/detail?id=11111111-1111-4111-8111-111111111111'));
  });
});
