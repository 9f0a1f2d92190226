import { companiesEndpoints, type Director, type HkCompanyItem } from '@app/contracts';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, replyFor, resetAppState, signedInUserReply } from '../../test-utils';

// Issue 18: the values the sources write in English are shown in the reader's language, not only the labels.
const DIRECTOR: Director = {
  id: 'd1',
  market: 'HK',
  stockCode: '00700',
  companyShortNameEn: 'Tencent Holdings Limited',
  companyShortNameCn: '騰訊控股有限公司',
  nameEn: 'Yu Kwok Leung',
  nameZh: '余國樑',
  category: 1,
  position: 'Chairman and Executive Director',
  appointedOn: '2020-01-02',
  resignedOn: null,
  birthYear: 1960,
  age: 66,
  gender: 'M',
  education: null,
  source: 'demo',
};

const HK_COMPANY: HkCompanyItem = {
  companyNo: 'F0001234',
  nameEn: 'Harbour Holdings Limited',
  nameZh: null,
  companyType: 'Registered Non-Hong Kong Company',
  registerKind: 'foreign',
  incorporationDate: '2010-05-04',
  status: 'live',
  dissolutionDate: null,
  source: 'demo',
};

beforeEach(() => {
  resetAppState();
  Cookies.set('token', 'real-token');
});

describe('enumerated values on the company screens', () => {
  it.each([
    ['zh-HK', '主席兼執行董事'],
    ['zh-CN', '董事长兼执行董事'],
    ['en', 'Chairman and Executive Director'],
  ] as const)('shows a director’s position in %s as %s, the name as the source writes it', async (locale, position) => {
    await renderApp('/disData/director/list', locale, {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/director/list': replyFor(companiesEndpoints.listDirectors, { list: [DIRECTOR], total: 1 }),
    });
    expect(await screen.findByText(position)).toBeTruthy();
    if (locale !== 'en') expect(screen.queryByText('Chairman and Executive Director')).toBeNull();
    expect(screen.getAllByText(/余國樑/).length).toBeGreaterThan(0);
  });

  it.each([
    ['zh-HK', '註冊非香港公司'],
    ['zh-CN', '注册非香港公司'],
    ['en', 'Registered Non-Hong Kong Company'],
  ] as const)('shows a registry company type in %s as %s', async (locale, companyType) => {
    await renderApp('/disData/comp/hkCom', locale, {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/hkCompany/list': replyFor(companiesEndpoints.listHk, { list: [HK_COMPANY], total: 1 }),
    });
    expect(await screen.findByText(companyType)).toBeTruthy();
  });
});
