import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { insertDocuments } from './documents.repository';
import { documentKeyOf, type DocumentInput } from './documents.writer';

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);

/** A small corpus with known titles, dates and issuers. */
const announcement = (sourceId: string, fields: Partial<DocumentInput>): DocumentInput => ({
  kind: 'announcement',
  source: 'test',
  sourceId,
  market: 'HK',
  stockCodes: ['00700'],
  titleEn: null,
  titleZh: null,
  releaseTime: daysAgo(1),
  t1Code: '10000',
  t2Codes: [],
  ...fields,
});

const CORPUS: DocumentInput[] = [
  announcement('pw-1', { titleEn: 'Profit Warning', titleZh: '盈利警告', t2Codes: ['13500'], releaseTime: daysAgo(1) }),
  announcement('ct-hk', { titleEn: 'Continuing Connected Transactions', titleZh: '持續關連交易', t2Codes: ['11300'], releaseTime: daysAgo(2.5), stockCodes: ['00005'] }),
  announcement('ct-a', { market: 'SH', stockCodes: ['600519'], titleZh: '关于关连交易的公告', releaseTime: daysAgo(5) }),
  announcement('placing', { titleEn: 'Placing of New Shares under General Mandate', titleZh: '根據一般授權配售新股份', t2Codes: ['18480'], releaseTime: daysAgo(20) }),
  announcement('rights', { titleEn: 'Proposed Rights Issue', titleZh: '建議供股', t2Codes: ['18500'], releaseTime: daysAgo(200) }),
  announcement('results-old', { titleEn: 'Annual Results Announcement 2023', titleZh: '2023年度業績公告', t2Codes: ['13300'], releaseTime: daysAgo(800) }),
  announcement('pw-old', { titleEn: 'Profit Warning', titleZh: '盈利警告', t2Codes: ['13500'], releaseTime: daysAgo(4.5 * 365) }),
  announcement('pw-ancient', { titleEn: 'Profit Warning', titleZh: '盈利警告', t2Codes: ['13500'], releaseTime: daysAgo(12 * 365) }),
  announcement('delisted-2018', { stockCodes: ['00999'], issuerDelisted: true, titleEn: 'Profit Warning', titleZh: '盈利警告', releaseTime: new Date('2018-06-01T10:00:00Z') }),
  announcement('body', {
    titleEn: 'Voluntary Announcement',
    titleZh: '自願公告',
    releaseTime: daysAgo(3),
    bodies: [
      { lang: 'en', body: 'The decrease in profit was mainly attributable to the impairment of goodwill.' },
      { lang: 'zh', body: '溢利減少主要由於商譽減值所致。' },
    ],
  }),
  announcement('zh-only', { titleZh: '董事會會議召開日期', releaseTime: daysAgo(6) }),
  {
    kind: 'regulation',
    source: 'test',
    sourceId: 'rule-14',
    titleEn: 'Main Board Listing Rules - Notifiable Transactions',
    titleZh: '主板上市規則 - 須予公布的交易',
    releaseTime: daysAgo(30),
    issuingBody: 'HKEX',
    listType: 1,
    orgType: 4,
    validity: 1,
  },
  {
    kind: 'regulation',
    source: 'test',
    sourceId: 'rule-old',
    titleEn: 'Guidance Letter on Notifiable Transactions (superseded)',
    titleZh: '有關須予公布的交易的指引信(已取代)',
    releaseTime: daysAgo(3000),
    issuingBody: 'HKEX',
    listType: 3,
    orgType: 5,
    validity: 3,
  },
];

const search = async (app: FastifyInstance, fields: Record<string, string>, token?: string) => {
  const response = await postForm(app, '/api/au/document/search', { ...fields, ...(token ? { token } : {}) });
  return response.json() as { errCode: number; resultMsg: string; resultData: { list: { md5Key: string; titleEn: string | null; titleZh: string | null; highlight: { titleEn: number[][]; titleZh: number[][] }; headline: string | null; stocks: { stockCode: string }[]; source: string }[]; total: number; totalCapped: boolean; range: { startDate: string | null } } };
};
const keysOf = (body: Awaited<ReturnType<typeof search>>) => body.resultData.list.map((hit) => hit.md5Key);
const key = (sourceId: string) => documentKeyOf('test', sourceId);

describe('POST /au/document/search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, CORPUS);
  });
  afterAll(() => closeTestApp(app));

  it("names the issuers in the reader's script: converted across scripts only, an A share by its market", async () => {
    const issuers = async (language: string, keyword: string) => {
      const body = (await postForm(app, `/api/au/document/search?language=${language}`, { keyword })).json();
      return Object.fromEntries(body.resultData.list.flatMap((hit: { stocks: { stockCode: string; shortNameCn: string | null }[] }) => hit.stocks.map((stock) => [stock.stockCode, stock.shortNameCn])));
    };
    expect(await issuers('zh-CN', '盈利警告')).toMatchObject({ '00700': '腾讯控股有限公司' });
    expect(await issuers('zh-HK', '盈利警告')).toMatchObject({ '00700': '騰訊控股有限公司' });
    expect(await issuers('zh-HK', '關連交易')).toMatchObject({ '00005': '匯豐控股有限公司', '600519': '貴州茅台' });
    expect(await issuers('zh-CN', '關連交易')).toMatchObject({ '00005': '汇丰控股有限公司', '600519': '贵州茅台' });
  });

  it('finds a traditional title from simplified input and the other way round', async () => {
    const simplifiedInput = await search(app, { keyword: '关连交易' });
    expect(keysOf(simplifiedInput)).toEqual([key('ct-hk'), key('ct-a')]);
    const traditionalInput = await search(app, { keyword: '關連交易' });
    expect(keysOf(traditionalInput)).toEqual(keysOf(simplifiedInput));
  });

  it('finds a term inside a title (no word boundaries in Chinese) and highlights it', async () => {
    const body = await search(app, { keyword: '配售' });
    expect(keysOf(body)).toEqual([key('placing')]);
    expect(body.resultData.list[0]!.highlight.titleZh).toEqual([[6, 8]]);
    expect(body.resultData.list[0]!.headline).toBe('Announcements and Notices - [Placing]');
  });

  it('returns matches newest first across every period, old ones included', async () => {
    const body = await search(app, { keyword: '盈利警告' });
    // the 2018 announcement of a delisted issuer stays in when no filter is used (spec §9)
    expect(keysOf(body)).toEqual([key('pw-1'), key('pw-old'), key('delisted-2018'), key('pw-ancient')]);
    expect(body.resultData.total).toBe(4);
  });

  it('leaves out delisted issuers’ announcements before May 2019 once a filter is used (spec §9)', async () => {
    const body = await search(app, { keyword: '盈利警告', t2Code: '13500' });
    expect(keysOf(body)).toEqual([key('pw-1'), key('pw-old'), key('pw-ancient')]);
  });

  it('matches all terms or any term', async () => {
    expect(keysOf(await search(app, { keyword: '配售 供股' }))).toEqual([]);
    expect(keysOf(await search(app, { keyword: '配售 供股', matchMode: 'any' }))).toEqual([key('placing'), key('rights')]);
    expect(keysOf(await search(app, { keyword: 'rights issue' }))).toEqual([key('rights')]);
  });

  it('matches English words as prefixes', async () => {
    expect(keysOf(await search(app, { keyword: 'result' }))).toEqual([key('results-old')]);
  });

  it('rejects Chinese and English mixed in one search with the spec message', async () => {
    const body = await search(app, { keyword: 'profit 盈利' });
    expect(body.errCode).toBe(-1);
    expect(body.resultMsg).toBe('Input keyword(s) in either Chinese or English, not both.');
  });

  it('rejects a lone Chinese character and symbols with a clear message', async () => {
    const lone = await search(app, { keyword: '股' });
    expect(lone.errCode).toBe(-1);
    expect(lone.resultMsg).toMatch(/at least two Chinese characters/);
    expect((await search(app, { keyword: '%%%' })).errCode).toBe(-1);
  });

  it.each([
    ['2d', ['pw-1']],
    ['3d', ['pw-1', 'ct-hk']],
    ['1w', ['pw-1', 'ct-hk', 'body', 'ct-a', 'zh-only']],
    ['1m', ['pw-1', 'ct-hk', 'body', 'ct-a', 'zh-only', 'placing']],
    ['1y', ['pw-1', 'ct-hk', 'body', 'ct-a', 'zh-only', 'placing', 'rights']],
    ['3y', ['pw-1', 'ct-hk', 'body', 'ct-a', 'zh-only', 'placing', 'rights', 'results-old']],
    ['5y', ['pw-1', 'ct-hk', 'body', 'ct-a', 'zh-only', 'placing', 'rights', 'results-old', 'pw-old']],
  ])('the %s preset covers exactly the documents in that period', async (datePreset, expected) => {
    const body = await search(app, { datePreset });
    expect(keysOf(body)).toEqual(expected.map(key));
  });

  it('searches any custom range, including several years (no one-month limit)', async () => {
    const from = new Date(now - 13 * 365 * DAY).toISOString().slice(0, 10);
    const to = new Date(now - 4 * 365 * DAY).toISOString().slice(0, 10);
    const body = await search(app, { keyword: 'profit warning', startDate: from, endDate: to });
    expect(keysOf(body)).toEqual([key('pw-old'), key('pw-ancient')]);
    expect(body.resultData.range.startDate).toBe(from);
  });

  it('rejects a start after the end, and a preset together with dates', async () => {
    expect((await search(app, { startDate: '2025-02-01', endDate: '2025-01-01' })).resultData).toMatchObject({ details: [{ path: 'endDate' }] });
    expect((await search(app, { datePreset: '1m', startDate: '2025-01-01' })).errCode).toBe(400);
  });

  it('filters by stock code (short codes padded), market and category', async () => {
    expect(keysOf(await search(app, { stockCodes: '5' }))).toEqual([key('ct-hk')]);
    expect(keysOf(await search(app, { market: 'A' }))).toEqual([key('ct-a')]);
    expect(keysOf(await search(app, { t2Code: '18500' }))).toEqual([key('rights')]);
  });

  it('searches regulatory documents by list and validity', async () => {
    const all = await search(app, { kind: 'regulation', keyword: '须予公布' });
    expect(keysOf(all)).toEqual([key('rule-14'), key('rule-old')]);
    expect(keysOf(await search(app, { kind: 'regulation', listType: '1' }))).toEqual([key('rule-14')]);
    expect(keysOf(await search(app, { kind: 'regulation', validity: '3' }))).toEqual([key('rule-old')]);
  });

  it('pages with the spec page sizes only', async () => {
    const first = await search(app, { limit: '10' });
    const second = await search(app, { limit: '10', page: '2' });
    expect(first.resultData.list).toHaveLength(10);
    expect(second.resultData.list).toHaveLength(1);
    expect(first.resultData.total).toBe(11);
    const wrong = await search(app, { limit: '15' });
    expect(wrong.errCode).toBe(400);
    expect(wrong.resultMsg).toMatch(/10, 20, 30 or 50/);
  });

  it('searches bodies in full-text mode only', async () => {
    const user = await buildUser(app);
    expect(keysOf(await search(app, { keyword: '商譽減值' }, user.token))).toEqual([]);
    expect(keysOf(await search(app, { keyword: '商誉减值', scope: 'full' }, user.token))).toEqual([key('body')]);
    expect(keysOf(await search(app, { keyword: 'goodwill', scope: 'full' }, user.token))).toEqual([key('body')]);
  });

  it('counts full-text searches against the free quota: the 11th gets 1999 (spec §6)', async () => {
    const user = await buildUser(app);
    for (let use = 1; use <= 10; use += 1) {
      const body = await search(app, { keyword: 'goodwill', scope: 'full' }, user.token);
      expect(body.errCode).toBe(0);
    }
    const refused = await search(app, { keyword: 'goodwill', scope: 'full' }, user.token);
    expect(refused.errCode).toBe(1999);
    // title search stays free
    expect((await search(app, { keyword: 'goodwill' }, user.token)).errCode).toBe(0);
  });

  it('keeps the industry, securities-type and place-of-incorporation filters for VIP members (spec §6)', async () => {
    const free = await buildUser(app);
    expect((await search(app, { industry: 'Banks' }, free.token)).errCode).toBe(-10);
    expect((await search(app, { placeOfIncorporation: 'Cayman Islands' })).errCode).toBe(9999);
    const vip = await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: new Date(now + 30 * DAY) } });
    expect((await search(app, { securitiesType: 'h' }, vip.token)).errCode).toBe(0);
  });

  it('counts only the newest month when a common term fills the page from it, and says so', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      announcement(`agm-${index}`, { stockCodes: ['00011'], titleEn: 'Notice of Annual General Meeting', titleZh: '股東週年大會通告', releaseTime: daysAgo(1 + index / 10) }),
    );
    await insertDocuments(app.db, [...many, announcement('agm-old', { stockCodes: ['00011'], titleEn: 'Notice of Annual General Meeting', titleZh: '股東週年大會通告', releaseTime: daysAgo(400) })]);
    const body = await search(app, { keyword: '股东周年大会' });
    expect(body.resultData.list).toHaveLength(20);
    expect(body.resultData).toMatchObject({ total: 25, totalCapped: true });
    expect((body.resultData as unknown as { totalCountedSince: string }).totalCountedSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // within a range the first window covers, the count is exact
    const exact = await search(app, { keyword: '股东周年大会', datePreset: '1w' });
    expect(exact.resultData).toMatchObject({ total: 25, totalCapped: false, totalCountedSince: null });
    expect(keysOf(await search(app, { keyword: '股东周年大会', page: '2' }))).toEqual([...many.slice(20).map((item) => key(item.sourceId)), key('agm-old')]);
  });

  it('needs an account for the own / client / followed company scopes', async () => {
    expect((await search(app, { owner: 'focus' })).errCode).toBe(9999);
    const user = await buildUser(app);
    const body = await search(app, { owner: 'serveCom' }, user.token);
    expect(body).toMatchObject({ errCode: 0, resultData: { list: [], total: 0 } });
  });
});

describe('POST /au/document/detail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, CORPUS);
  });
  afterAll(() => closeTestApp(app));

  it('returns one language version with its body and the issuer’s other documents', async () => {
    const response = await postForm(app, '/api/au/document/detail', { md5Key: key('body'), langType: '1' });
    const body = response.json();
    expect(body.errCode).toBe(0);
    expect(body.resultData).toMatchObject({ title: '自願公告', langType: 1, body: '溢利減少主要由於商譽減值所致。', langTypes: [1, 2] });
    expect(body.resultData.related.length).toBeGreaterThan(0);
  });

  it('says the language version is missing and which versions exist (spec §8)', async () => {
    const response = await postForm(app, '/api/au/document/detail', { md5Key: key('zh-only'), langType: '2', language: '1' });
    expect(response.json()).toMatchObject({ errCode: 404, resultMsg: '未能找到該語言的詳情,請重試。', resultData: { langTypes: [1] } });
  });

  it('answers an unknown key with not found and a malformed key with a field message', async () => {
    expect((await postForm(app, '/api/au/document/detail', { md5Key: 'f'.repeat(32) })).json().errCode).toBe(404);
    const malformed = (await postForm(app, '/api/au/document/detail', { md5Key: 'nope' })).json();
    expect(malformed).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'md5Key' }] } });
  });
});

describe('POST /au/document/categories', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('returns the category tree in the request language', async () => {
    const english = (await postForm(app, '/api/au/document/categories')).json();
    expect(english.resultData.list).toContainEqual({ level: 't2', code: '13300', t1Code: '10000', groupCode: '3', name: 'Final Results', isGuessed: false });
    const simplified = (await postForm(app, '/api/au/document/categories', { language: '3' })).json();
    expect(simplified.resultData.list).toContainEqual(expect.objectContaining({ level: 't1', code: '10000', name: '公告及通告' }));
  });

  it('marks the codes no public source confirms until the category files are imported', async () => {
    const list = (await postForm(app, '/api/au/document/categories')).json().resultData.list as { level: string; code: string; isGuessed: boolean }[];
    const guessed = list.filter((entry) => entry.isGuessed).map((entry) => `${entry.level}:${entry.code}`);
    // 13500 Profit Warning and 11300 Continuing Connected Transaction are our reading; 16200 and 10000 are documented
    expect(guessed).toEqual(expect.arrayContaining(['t2:13500', 't2:11300', 't1:20000', 'doc:11000']));
    expect(guessed).not.toContain('t2:16200');
    expect(guessed).not.toContain('t1:10000');
    await insertDocuments(app.db, CORPUS);
    const hits = (await postForm(app, '/api/au/document/search', { keyword: 'Profit Warning' })).json().resultData.list as { headline: string; headlineGuessed: boolean }[];
    expect(hits[0]).toMatchObject({ headline: 'Announcements and Notices - [Profit Warning]', headlineGuessed: true });
    const placing = (await postForm(app, '/api/au/document/search', { keyword: 'Placing' })).json().resultData.list as { headline: string; headlineGuessed: boolean }[];
    expect(placing[0]).toMatchObject({ headline: 'Announcements and Notices - [Placing]', headlineGuessed: false });
  });
});
