import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { LISTED_COMPANIES_SEED_NAME, listedCompanySeedSteps, seedListedCompanies } from '../companies/listed-companies.seed';

const search = (app: FastifyInstance, fields: Record<string, string>) => postForm(app, '/api/common/listCompanyInfo', fields);
const codesOf = (body: { resultData: { stockCode: string }[] }) => body.resultData.map((row) => row.stockCode);

describe('listed-company catalogue seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('loads the HK Main Board and A-share files with padded codes and markets', async () => {
    const [{ total }] = await app.db.select({ total: count() }).from(listedCompanies);
    // 2,269 HK + 5,640 A-share rows in the shared data.
    expect(total).toBe(2269 + 5640);
    const [hsbc] = await app.db.select().from(listedCompanies).where(eq(listedCompanies.stockCode, '00005'));
    expect(hsbc).toMatchObject({ market: 'HK', shortNameEn: 'HSBC Holdings plc', shortNameCn: '匯豐控股有限公司', status: 1, listingDate: null });
    const [moutai] = await app.db.select().from(listedCompanies).where(eq(listedCompanies.stockCode, '600519'));
    expect(moutai).toMatchObject({ market: 'SH', shortNameEn: null, shortNameCn: '贵州茅台', listingDate: '2001-08-27' });
    const markets = await app.db.select({ market: listedCompanies.market, total: count() }).from(listedCompanies).groupBy(listedCompanies.market);
    expect(Object.fromEntries(markets.map((row) => [row.market, row.total]))).toEqual({ HK: 2269, SH: 1785 + 562 + 55, SZ: 1603 + 1349 + 59, BJ: 16 + 169 + 42 });
  });

  it('inserts nothing new when run again', async () => {
    expect(await seedListedCompanies(app.db)).toBe('listed companies: 2269 HK + 5640 A-share read (0 skipped), 0 inserted');
  });

  it('offers no step, with a warning, when the shared data is missing', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(listedCompanySeedSteps('/nonexistent/shared/data')).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/nonexistent/shared/data/hk-listed-companies-2023/data.json');
    warn.mockRestore();
    expect(listedCompanySeedSteps().map((step) => step.name)).toEqual([LISTED_COMPANIES_SEED_NAME]);
  });
});

describe('POST /api/common/listCompanyInfo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('answers visitors with stockCode, shortNameEn and shortNameCn only', async () => {
    const response = await search(app, { queryName: '00700' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errCode).toBe(0);
    expect(body.resultData[0]).toEqual({ stockCode: '00700', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司' });
  });

  it('puts the exact code first, then code prefixes', async () => {
    const body = (await search(app, { queryName: '700', limit: '50' })).json();
    const codes = codesOf(body);
    expect(codes[0]).toBe('00700');
    expect(codes.slice(1).every((code) => code.startsWith('700') || String(Number(code)).startsWith('700'))).toBe(true);
    expect(codesOf((await search(app, { queryName: '6005' })).json()).every((code) => code.startsWith('6005'))).toBe(true);
  });

  it.each([
    ['English, any case', 'hsbc', '00005'],
    ['traditional Chinese', '匯豐', '00005'],
    ['simplified Chinese for a traditional HK name', '汇丰控股', '00005'],
    ['simplified Chinese', '腾讯', '00700'],
    ['traditional Chinese for a simplified A-share name', '貴州茅台', '600519'],
    ['half-width input for a full-width, spaced name', '万科A', '000002'],
  ])('finds names in %s', async (_case, queryName, code) => {
    expect(codesOf((await search(app, { queryName })).json())).toContain(code);
  });

  it('ranks names that start with the query before names that contain it', async () => {
    const codes = codesOf((await search(app, { queryName: 'tencent', limit: '50' })).json());
    expect(codes[0]).toBe('00700');
  });

  it('filters by market type and listing status', async () => {
    expect(codesOf((await search(app, { queryName: '控股', type: 'HK', limit: '50' })).json()).every((code) => code.length === 5)).toBe(true);
    expect(codesOf((await search(app, { queryName: '60', type: '2', limit: '50' })).json()).every((code) => code.length === 6)).toBe(true);
    expect((await search(app, { queryName: '00700', type: 'SH' })).json().resultData).toEqual([]);
    expect((await search(app, { queryName: '00700', status: '2' })).json().resultData).toEqual([]);
  });

  it('returns 10 by default and at most limit', async () => {
    expect((await search(app, { queryName: '控股' })).json().resultData).toHaveLength(10);
    expect((await search(app, { queryName: '控股', limit: '50' })).json().resultData).toHaveLength(50);
  });

  it('returns nothing for an empty query', async () => {
    expect((await search(app, { queryName: '  ' })).json().resultData).toEqual([]);
  });

  it.each([
    ['limit', { queryName: 'a', limit: '51' }, 'Page size must be at most 50.'],
    ['status', { queryName: 'a', status: '3' }, 'Status must be 1 (listed) or 2 (delisted).'],
    ['type', { queryName: 'a', type: 'NY' }, 'Type must be HK, A, SH, SZ or BJ (or 1 for Hong Kong, 2 for A shares).'],
    ['queryName', { queryName: 'x'.repeat(51) }, 'Search text may be at most 50 characters.'],
  ])('rejects a bad %s with details', async (path, fields, message) => {
    const response = await search(app, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path, message }]);
  });

  it('is not counted against the daily company quota', async () => {
    for (let call = 0; call < 12; call += 1) expect((await search(app, { queryName: 'bank' })).json().errCode).toBe(0);
    expect(await app.container.quota.usedToday('ip:127.0.0.1', 'company')).toBe(0);
  });
});
