import { companiesEndpoints } from '@app/contracts';
import type { AuditorItem, ContactItem, ListedCompanyItem } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { replyFor, renderApp, resetAppState } from '../../test-utils';


const requestsTo = (sent: { path: string; body: URLSearchParams }[], path: string) => sent.filter((request) => request.path === path).map((request) => Object.fromEntries(request.body));

const FIRM: AuditorItem = {
  name: 'Harbourside CPA Limited',
  displayName: 'Harbourside CPA Limited',
  clients: 2,
  sample: [
    { market: 'HK', stockCode: '00700', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司' },
    { market: 'SH', stockCode: '601939', shortNameEn: 'China Construction Bank', shortNameCn: '建设银行' },
  ],
  source: 'demo',
};

const CLIENT: ListedCompanyItem = {
  market: 'SH',
  stockCode: '601939',
  shortNameEn: 'China Construction Bank',
  shortNameCn: '建设银行',
  nameEn: null,
  nameCn: null,
  status: 1,
  board: 'sh-main',
  securitiesType: 'sh-a',
  industry: 'financials',
  placeOfIncorporation: 'prc',
  tradingState: 'normal',
  listingDate: '2007-09-25',
  delistingDate: null,
  marketCap: '1000000.00',
  source: 'demo',
  listingSource: { list: 'a-share-list', asOf: '2025-09-09' },
};

const CONTACT: ContactItem = {
  market: 'HK',
  stockCode: '00700',
  shortNameEn: 'Tencent Holdings Limited',
  shortNameCn: '騰訊控股有限公司',
  nameEn: null,
  nameCn: null,
  companySecretary: 'Ms Wong Mei Ling',
  chairman: 'Chan Tai Man',
  principalOffice: 'Room 1203, 12/F, Jade Tower, Hong Kong',
  website: 'https://www.tencent.com',
  registrar: 'Harbour Share Registrars Limited',
  source: 'demo',
};

beforeEach(() => resetAppState());

describe('/disData/acc/list', () => {
  it('lists the firms with their client counts and the demonstration label; a firm opens to its clients', async () => {
    const { sent } = await renderApp('/disData/acc/list?keyword=harbour&market=A', 'en', {
      '/au/auditor/list': replyFor(companiesEndpoints.listAuditors, { list: [FIRM], total: 1 }),
      '/au/auditor/clients': replyFor(companiesEndpoints.auditorClients, { list: [CLIENT], total: 1 }),
    });
    const firm = await screen.findByTestId('auditor-firm');
    expect(firm.textContent).toBe('Harbourside CPA Limited');
    expect(screen.getByText('Accounting firms found: 1')).toBeTruthy();
    expect(screen.getAllByTestId('demo-tag')[0]!.textContent).toBe('Demonstration data');
    expect(screen.getByRole('link', { name: '00700 Tencent Holdings Limited' }).getAttribute('href')).toBe('/disData/comp/detail?stockCode=00700');
    expect(requestsTo(sent, '/au/auditor/list')[0]).toMatchObject({ keyword: 'harbour', market: 'A', page: '1', limit: '20' });

    await userEvent.click(firm);
    const client = await screen.findByTestId('auditor-client-link');
    expect(client.getAttribute('href')).toBe('/disData/comp/detailA?market=SH&stockCode=601939');
    expect(requestsTo(sent, '/au/auditor/clients')[0]).toMatchObject({ name: 'Harbourside CPA Limited', market: 'A', page: '1', limit: '20' });
  });

  it('says so when no firm matches, in traditional Chinese in zh-HK', async () => {
    await renderApp('/disData/acc/list', 'zh-HK', { '/au/auditor/list': replyFor(companiesEndpoints.listAuditors, { list: [], total: 0 }) });
    expect(await screen.findByText('沒有符合條件的會計師事務所，請嘗試其他名稱或市場。')).toBeTruthy();
  });
});

describe('/disData/contact/list', () => {
  it('lists the secretary, chairman, office, website and registrar of each company, labelled demo', async () => {
    const { sent } = await renderApp('/disData/contact/list?limit=50', 'en', { '/au/listedCompany/contacts': replyFor(companiesEndpoints.listContacts, { list: [CONTACT], total: 1 }) });
    const link = await screen.findByTestId('contact-company-link');
    expect(link.getAttribute('href')).toBe('/disData/comp/detail?stockCode=00700');
    const row = link.closest('tr')!;
    for (const text of ['Ms Wong Mei Ling', 'Chan Tai Man', 'Room 1203, 12/F, Jade Tower, Hong Kong', 'Harbour Share Registrars Limited']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'https://www.tencent.com' }).getAttribute('target')).toBe('_blank');
    expect(within(row).getByTestId('demo-tag')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Company secretary' })).toBeTruthy();
    expect(requestsTo(sent, '/au/listedCompany/contacts')[0]).toMatchObject({ page: '1', limit: '50' });
  });

  it('shows the empty state', async () => {
    await renderApp('/disData/contact/list', 'zh-CN', { '/au/listedCompany/contacts': replyFor(companiesEndpoints.listContacts, { list: [], total: 0 }) });
    expect(await screen.findByRole('columnheader', { name: '公司秘书' })).toBeTruthy();
    expect(await screen.findByText('没有公司符合这些筛选条件。请尝试其他关键词或清除部分筛选。')).toBeTruthy();
  });
});
