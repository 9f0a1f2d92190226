import type { DocumentHit, DocumentSearchResult } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';
import { pageableTotalOf } from './ResultTable';

beforeEach(() => resetAppState());

const hit = (overrides: Partial<DocumentHit>): DocumentHit => ({
  id: 1,
  md5Key: '1fa95196ae2ccb038a2dcd35a3f5bf90',
  kind: 'announcement',
  titleEn: 'Profit Warning and Business Update',
  titleZh: '盈利警告及業務最新情況',
  highlight: { titleEn: [], titleZh: [[0, 4]] },
  releaseTime: '2026-11-20T15:00:00.000Z',
  market: 'HK',
  stocks: [{ market: 'HK', stockCode: '01945', shortNameEn: 'Zero2IPO Holdings Inc.', shortNameCn: '清科創業控股有限公司' }],
  t1Code: '10000',
  t2Codes: ['13500'],
  docType: null,
  headline: '公告及通告 - [盈利警告]',
  fileType: 'PDF',
  fileSize: null,
  fileOrigin: 'generated',
  headlineGuessed: false,
  langTypes: [1, 2],
  issuingBody: null,
  listType: null,
  orgType: null,
  validity: null,
  versionDate: null,
  effectiveDate: null,
  ruleNumber: null,
  sourceType: null,
  subjectEn: null,
  subjectZh: null,
  punishedParty: null,
  hasBody: false,
  source: 'demo',
  ...overrides,
});

const result = (list: DocumentHit[], extra: Partial<DocumentSearchResult> = {}): DocumentSearchResult => ({
  list,
  total: list.length,
  totalCapped: false,
  totalCountedSince: null,
  page: 1,
  limit: 20,
  range: { startDate: null, endDate: null },
  quota: null,
  tookMs: 3,
  ...extra,
});

describe('announcement results', () => {
  it('sends the search of the URL and shows Hong Kong time, the Chinese title with its match marked, the demo label and the language links', async () => {
    const english = hit({ md5Key: 'e'.repeat(32), titleZh: null, highlight: { titleEn: [[0, 6]], titleZh: [] }, langTypes: [2], source: 'hkex', fileOrigin: 'source', fileSize: '91KB' });
    const { sent } = await renderApp('/disData/notice/list?keyword=%E7%9B%88%E5%88%A9%E8%AD%A6%E5%91%8A&size=50', 'zh-HK', {
      '/au/document/search': { errCode: 0, resultMsg: '', resultData: result([hit({ headlineGuessed: true }), english], { total: 144, totalCapped: true, totalCountedSince: '2025-11-21' }) },
      '/au/document/categories': { errCode: 0, resultMsg: '', resultData: { list: [] } },
    });
    const titles = await screen.findAllByTestId('result-title');
    const request = sent.find((entry) => entry.path === '/au/document/search')?.body;
    expect(request?.get('keyword')).toBe('盈利警告');
    expect(request?.get('market')).toBe('HK');
    expect(request?.get('limit')).toBe('50');
    expect(request?.get('kind')).toBe('announcement');

    // 15:00 UTC is 23:00 in Hong Kong
    expect(screen.getAllByText('2026-11-20 23:00')).toHaveLength(2);
    expect(titles[0].textContent).toBe('盈利警告及業務最新情況');
    expect(titles[0].querySelector('mark')?.textContent).toBe('盈利警告');
    expect(titles[0].getAttribute('href')).toBe('/disData/notice/detail?md5Key=1fa95196ae2ccb038a2dcd35a3f5bf90&langType=1');
    // no Chinese title: the English one, opening the English version
    expect(titles[1].textContent).toBe('Profit Warning and Business Update');
    expect(titles[1].querySelector('mark')?.textContent).toBe('Profit');
    expect(titles[1].getAttribute('href')).toBe(`/disData/notice/detail?md5Key=${'e'.repeat(32)}&langType=2`);

    const rows = titles.map((title) => title.closest('tr') as HTMLElement);
    expect(within(rows[0]).getByText('示範資料')).toBeTruthy();
    expect(within(rows[0]).getByTestId('lang-link-2').getAttribute('href')).toBe('/disData/notice/detail?md5Key=1fa95196ae2ccb038a2dcd35a3f5bf90&langType=2');
    expect(within(rows[1]).queryByText('示範資料')).toBeNull();
    expect(within(rows[1]).queryByTestId('lang-link-1')).toBeNull();
    // 13500 Profit Warning is our reading of the category until the category files are imported
    expect(within(rows[0]).getByTestId('guessed-category').textContent).toBe('未核實');
    expect(within(rows[1]).queryByTestId('guessed-category')).toBeNull();
    // every file opens: the demonstration PDF (no invented size) or, through the same route, the publisher's file
    expect(within(rows[0]).getByTestId('result-file').textContent).toBe('PDF');
    expect(within(rows[0]).getByTestId('result-file').getAttribute('href')).toBe('/api/au/document/file?md5Key=1fa95196ae2ccb038a2dcd35a3f5bf90&langType=1&language=1');
    expect(within(rows[1]).getByTestId('result-file').textContent).toBe('PDF · 91KB');
    expect(within(rows[1]).getByTestId('result-file').getAttribute('href')).toBe(`/api/au/document/file?md5Key=${'e'.repeat(32)}&langType=2&language=1`);
    expect(screen.getByTestId('result-total').textContent).toBe('結果：自 2025-11-21 起 144+（繼續翻頁或收窄日期範圍可點算更早的結果）');
  });

  // Issue 18: a rule number is a value too ("Chapter 14A" on a Chinese screen).
  it.each([
    ['zh-HK', '第十四A章'],
    ['zh-CN', '第十四A章'],
    ['en', 'Chapter 14A'],
  ] as const)('writes a rule number in %s as %s', async (locale, shown) => {
    await renderApp('/disData/notice/list', locale, {
      '/au/document/search': { errCode: 0, resultMsg: '', resultData: result([hit({ ruleNumber: 'Chapter 14A' })]) },
      '/au/document/categories': { errCode: 0, resultMsg: '', resultData: { list: [] } },
    });
    const row = (await screen.findByTestId('result-title')).closest('tr') as HTMLElement;
    expect(within(row).getByText(shown)).toBeTruthy();
    if (locale !== 'en') expect(within(row).queryByText('Chapter 14A')).toBeNull();
  });

  it('opens A-share notices on detailA in a published language version', async () => {
    await renderApp('/disData/notice/list?market=A', 'en', {
      '/au/document/search': (body) =>
        body.get('market') === 'A'
          ? { errCode: 0, resultMsg: '', resultData: result([hit({ market: 'SZ', langTypes: [1] })]) }
          : { errCode: 0, resultMsg: '', resultData: result([]) },
      '/au/document/categories': { errCode: 0, resultMsg: '', resultData: { list: [] } },
    });
    const [title] = await screen.findAllByTestId('result-title');
    // the English title exists, but only the Chinese version is published: the Chinese title opens it
    expect(title.textContent).toBe('盈利警告及業務最新情況');
    expect(title.getAttribute('href')).toBe('/disData/notice/detailA?md5Key=1fa95196ae2ccb038a2dcd35a3f5bf90&langType=1');
    expect(screen.getByTestId('result-total').textContent).toBe('Results: 1');
  });
});

describe(pageableTotalOf.name, () => {
  it('pages through exact counts, one page past a partial count, never past maxOffset', () => {
    expect(pageableTotalOf(undefined, 1, 20)).toBe(0);
    expect(pageableTotalOf({ total: 57, totalCapped: false }, 1, 20)).toBe(57);
    expect(pageableTotalOf({ total: 144, totalCapped: true }, 1, 20)).toBe(164);
    expect(pageableTotalOf({ total: 144, totalCapped: true }, 9, 20)).toBe(200);
    expect(pageableTotalOf({ total: 5000, totalCapped: true }, 499, 20)).toBe(10_000);
  });
});
