import { ListingStates } from '@app/contracts';
import { hongKongLocal } from '@app/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../../db/disclosure.schema';
import { listedCompanies } from '../../db/schema';
import { createDisclosureImporter } from '../disclosure/index';
import { repairListingFacts } from './index';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { seedCompanyDemoData } from '../../../seeds/demo/companies/demo.seed';

const TODAY = '2026-11-22';
const future = () => new Date(Date.now() + 30 * 86_400_000);

let app: FastifyInstance;
let freeToken: string;
let vipToken: string;

/** A form POST as the web client sends it, from a given address (visitors are counted by address). */
const post = (url: string, fields: Record<string, string | number> = {}, remoteAddress = '203.0.113.10') => postFrom(app, url, fields, remoteAddress);

beforeAll(async () => {
  app = await buildTestApp();
  await seedCompanyDemoData(app.db, { today: TODAY });
  freeToken = (await buildUser(app)).token;
  vipToken = (await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: future() } })).token;
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/listedCompany/list', () => {
  it('lets visitors browse listed companies, every generated profile labelled demo', async () => {
    const { status, body } = await post('/au/listedCompany/list');
    expect(status).toBe(200);
    expect(body.errCode).toBe(0);
    expect(body.resultData.total).toBeGreaterThan(5000);
    expect(body.resultData.list).toHaveLength(20);
    expect(body.resultData.list[0]).toMatchObject({ market: 'HK', stockCode: '00001', status: 1, source: 'demo', board: 'main' });
  });

  it('finds a company by code with or without leading zeros, and by name in either script', async () => {
    const byCode = await post('/au/listedCompany/list', { keyword: '700' });
    expect(byCode.body.resultData.list[0]).toMatchObject({ stockCode: '00700', market: 'HK' });
    const traditional = await post('/au/listedCompany/list', { keyword: '匯豐控股' });
    const simplified = await post('/au/listedCompany/list', { keyword: '汇丰控股' });
    expect(traditional.body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toContain('00005');
    expect(simplified.body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(traditional.body.resultData.list.map((row: { stockCode: string }) => row.stockCode));
    const aShare = await post('/au/listedCompany/list', { keyword: '建設銀行', market: 'A' });
    expect(aShare.body.resultData.list[0]).toMatchObject({ stockCode: '601939', market: 'SH' });
  });

  it('filters by market and board (A-share boards follow the code prefix)', async () => {
    const star = await post('/au/listedCompany/list', { market: 'A', board: 'star', limit: 50 });
    expect(star.body.resultData.total).toBeGreaterThan(100);
    for (const row of star.body.resultData.list) expect(row.stockCode.startsWith('68')).toBe(true);
    const chinext = await post('/au/listedCompany/list', { market: 'A', board: 'chinext', limit: 50 });
    for (const row of chinext.body.resultData.list) expect(row.stockCode.startsWith('30')).toBe(true);
    const hongKong = await post('/au/listedCompany/list', { market: 'HK', limit: 50 });
    for (const row of hongKong.body.resultData.list) expect(row.market).toBe('HK');
  });

  it('lists as delisted only the companies a list marks so: A shares named 退 or PT, no Hong Kong issuer of the 2023 snapshot', async () => {
    const { body } = await post('/au/listedCompany/list', { status: 2, limit: 50 });
    expect(body.resultData.total).toBeGreaterThan(100);
    for (const row of body.resultData.list) {
      expect(row).toMatchObject({ status: 2, tradingState: 'delisted', delistingDate: null, listingSource: { list: 'a-share-list', asOf: '2025-09-09' } });
      expect(row.shortNameCn).toMatch(/退|^PT|已合并/);
    }
    const hongKong = await post('/au/listedCompany/list', { status: 2, market: 'HK' });
    expect(hongKong.body.resultData.total).toBe(0);
    for (const state of ['suspended', 'halted']) expect((await post('/au/listedCompany/list', { tradingState: state })).body.resultData.total).toBe(0);
  });

  it('names the list and its day beside the listing facts', async () => {
    const { body } = await post('/au/listedCompany/list', { keyword: '00700' });
    expect(body.resultData.list[0]).toMatchObject({ stockCode: '00700', status: 1, tradingState: null, board: 'main', listingSource: { list: 'hkex-snapshot', asOf: '2023-05-31' } });
  });

  it('sorts by market value, largest first by default', async () => {
    const { body } = await post('/au/listedCompany/list', { sortBy: 'marketCap', market: 'HK', limit: 10 });
    const values = body.resultData.list.map((row: { marketCap: string }) => Number(row.marketCap));
    expect(values).toEqual([...values].sort((left, right) => right - left));
  });

  it.each([['industry', 'financials'], ['securitiesType', 'h'], ['placeOfIncorporation', 'cayman-islands']])('refuses the VIP-only %s filter to visitors and free users with -10', async (field, value) => {
    expect((await post('/au/listedCompany/list', { [field]: value })).body.errCode).toBe(-10);
    const free = await post('/au/listedCompany/list', { [field]: value, token: freeToken });
    expect(free.status).toBe(403);
    expect(free.body.errCode).toBe(-10);
  });

  it('applies the VIP-only filters for VIP members', async () => {
    const { body } = await post('/au/listedCompany/list', { securitiesType: 'h-sh-a', market: 'HK', token: vipToken, limit: 50 });
    expect(body.errCode).toBe(0);
    expect(body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(expect.arrayContaining(['00939', '01398', '00386', '00857', '03988']));
    for (const row of body.resultData.list) expect(row.securitiesType).toBe('h-sh-a');
    const banks = await post('/au/listedCompany/list', { industry: 'financials', token: vipToken, limit: 50 });
    for (const row of banks.body.resultData.list) expect(row.industry).toBe('financials');
  });

  it('names the field of a bad filter value', async () => {
    const { status, body } = await post('/au/listedCompany/list', { limit: 15, industry: 'shipping', status: 3 });
    expect(status).toBe(400);
    const messages = Object.fromEntries(body.resultData.details.map((detail: { path: string; message: string }) => [detail.path, detail.message]));
    expect(messages).toMatchObject({
      limit: 'Page size must be 10, 20, 30 or 50.',
      industry: 'Please choose an industry from the list.',
      status: 'Status must be 1 (listed) or 2 (delisted).',
    });
  });

  it('answers an empty page, not an error, for a keyword that matches nothing', async () => {
    const { body } = await post('/au/listedCompany/list', { keyword: 'zzzz-no-such-company' });
    expect(body.resultData).toEqual({ list: [], total: 0 });
  });
});

describe('POST /api/au/listedCompany/detail', () => {
  it('returns the profile, board, statements, shareholders and pairing of an A+H company', async () => {
    const { body } = await post('/au/listedCompany/detail', { market: 'HK', stockCode: '939', token: freeToken });
    expect(body.errCode).toBe(0);
    const { company, directors, financials, shareholders, quota } = body.resultData;
    expect(company).toMatchObject({ stockCode: '00939', securitiesType: 'h-sh-a', placeOfIncorporation: 'prc', source: 'demo', currency: 'HKD', website: 'https://www.ccb.com' });
    expect(company.pairedListing).toMatchObject({ market: 'SH', stockCode: '601939' });
    expect(company.chairman).toBeTruthy();
    expect(directors.length).toBeGreaterThanOrEqual(4);
    expect(directors.length).toBeLessThanOrEqual(12);
    expect(directors.find((director: { position: string }) => director.position === 'Chairman and Executive Director').nameEn).toBe(company.chairman);
    // Main Board Rule 3.10A: at least three independent non-executive directors among the serving board
    expect(directors.filter((director: { category: number; resignedOn: string | null }) => director.category === 3 && !director.resignedOn).length).toBeGreaterThanOrEqual(3);
    expect(shareholders.length).toBeGreaterThanOrEqual(2);
    expect(quota).toEqual({ used: 1, limit: 10 });
    // Free users see the latest year only (spec §6)
    expect(financials.years).toHaveLength(1);
    expect(financials.isLimited).toBe(true);
    expect(financials.statements.map((statement: { statement: string }) => statement.statement).sort()).toEqual(['bs', 'cf', 'pl']);
  });

  it('gives VIP members three years of statements without counting', async () => {
    const { body } = await post('/au/listedCompany/detail', { stockCode: '00700', token: vipToken });
    expect(body.resultData.financials.years).toHaveLength(3);
    expect(body.resultData.financials.isLimited).toBe(false);
    expect(body.resultData.quota).toEqual({ used: 0, limit: null });
    const [latest] = body.resultData.financials.statements.filter((statement: { statement: string }) => statement.statement === 'bs');
    expect(latest.items.totalAssets).toBe(latest.items.totalLiabilities + latest.items.totalEquity);
  });

  it('answers profile texts in the request language and script', async () => {
    const english = await post('/au/listedCompany/detail', { stockCode: '601939', market: 'A', token: vipToken, language: 'en' });
    const chinese = await post('/au/listedCompany/detail', { stockCode: '601939', market: 'A', token: vipToken, language: 3 });
    expect(english.body.resultData.company.pairedListing).toMatchObject({ market: 'HK', stockCode: '00939' });
    expect(english.body.resultData.company.chairman).toMatch(/^[A-Za-z ]+$/);
    expect(chinese.body.resultData.company.chairman).toMatch(/^\p{Script=Han}+$/u);
    expect(chinese.body.resultData.company).toMatchObject({ currency: 'CNY', board: 'sh-main', securitiesType: 'h-sh-a' });
  });

  it('answers 404 naming the code for an unknown company, without counting it', async () => {
    const user = await buildUser(app);
    const { status, body } = await post('/au/listedCompany/detail', { stockCode: '99998', token: user.token });
    expect(status).toBe(404);
    expect(body.resultMsg).toBe('No listed company with stock code 99998 was found.');
    expect(await app.container.quota.usedToday(`user:${user.user.id}`, 'company')).toBe(0);
  });

  it('refuses the 11th look-up of the day of a free user with 2000', async () => {
    const { token } = await buildUser(app);
    for (let use = 1; use <= 10; use += 1) expect((await post('/au/listedCompany/detail', { stockCode: '00005', token })).body.resultData.quota.used).toBe(use);
    const refused = await post('/au/listedCompany/detail', { stockCode: '00005', token });
    expect(refused.body.errCode).toBe(2000);
    expect(refused.body.resultData).toMatchObject({ limit: 10, visitor: false });
    // the shareholders page counts against the same quota
    expect((await post('/au/listedCompany/shareholders', { stockCode: '00005', token })).body.errCode).toBe(2000);
  });

  it('counts visitors by address and marks their refusal for the login prompt', async () => {
    for (let use = 1; use <= 10; use += 1) expect((await post('/au/listedCompany/detail', { stockCode: '00001' }, '198.51.100.77')).body.errCode).toBe(0);
    const refused = await post('/au/listedCompany/detail', { stockCode: '00001' }, '198.51.100.77');
    expect(refused.body).toMatchObject({ errCode: 2000, resultData: { visitor: true } });
    expect((await post('/au/listedCompany/detail', { stockCode: '00001' }, '198.51.100.78')).body.errCode).toBe(0);
  });

  it('rejects a malformed code with a message naming the rule', async () => {
    const { status, body } = await post('/au/listedCompany/detail', { stockCode: '7OO' });
    expect(status).toBe(400);
    expect(body.resultData.details).toEqual([{ path: 'stockCode', message: 'Please enter a stock code: digits only, 5 for Hong Kong (e.g. 00700) or 6 for A shares.' }]);
  });
});

describe('POST /api/au/listedCompany/shareholders', () => {
  it('lists every substantial shareholder, largest first, each at least 5 %', async () => {
    const { body } = await post('/au/listedCompany/shareholders', { stockCode: '00700', token: vipToken });
    expect(body.resultData.company.stockCode).toBe('00700');
    const percentages = body.resultData.list.map((row: { percentage: string }) => Number(row.percentage));
    expect(percentages).toEqual([...percentages].sort((left, right) => right - left));
    for (const value of percentages) expect(value).toBeGreaterThanOrEqual(5);
    expect(percentages.reduce((sum: number, value: number) => sum + value, 0)).toBeLessThanOrEqual(90);
  });
});

describe('POST /api/au/listedCompany/status', () => {
  it('gives a listed company its history from application to listing', async () => {
    const [listed] = await app.db.select().from(offerings).where(and(eq(offerings.listingState, ListingStates.listed), isNotNull(offerings.stockCode))).limit(1);
    const { body } = await post('/au/listedCompany/status', { market: 'HK', stockCode: listed!.stockCode! });
    expect(body.resultData.history.map((step: { state: number }) => step.state)).toEqual([1, 2, 3, 4]);
    const dates = body.resultData.history.map((step: { date: string }) => step.date);
    expect(dates).toEqual([...dates].sort());
    expect(body.resultData).toMatchObject({ listingState: 4, offering: { id: listed!.id } });
  });

  it('ends a delisted company with the delisting, undated when the list gives no day', async () => {
    const [delisted] = await app.db.select().from(listedCompanies).where(eq(listedCompanies.status, 2)).limit(1);
    const { body } = await post('/au/listedCompany/status', { market: delisted!.market, stockCode: delisted!.stockCode });
    expect(body.resultData).toMatchObject({ listingState: ListingStates.delisted, listingSource: { list: 'a-share-list', asOf: '2025-09-09' } });
    expect(body.resultData.history.at(-1)).toEqual({ state: ListingStates.delisted, date: null });
  });

  it('gives an applicant the state its application is in', async () => {
    const [lapsed] = await app.db.select().from(offerings).where(eq(offerings.listingState, ListingStates.lapsed)).limit(1);
    const { body } = await post('/au/listedCompany/status', { id: lapsed!.id });
    expect(body.resultData.listingState).toBe(ListingStates.lapsed);
    expect(body.resultData.history.map((step: { state: number }) => step.state)).toEqual([ListingStates.applying, ListingStates.lapsed]);
  });

  it('asks for a code or an id, and answers 404 for an unknown id', async () => {
    expect((await post('/au/listedCompany/status', {})).body.resultData.details[0]).toEqual({ path: 'stockCode', message: 'Please give a stock code or the id of a new issue.' });
    const missing = await post('/au/listedCompany/status', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toMatchObject({ errCode: 404, resultMsg: 'The new issue was not found. The record may have been removed.' });
  });
});

describe('seedCompanyDemoData', () => {
  it('adds nothing when run again on a seeded database', async () => {
    expect(await seedCompanyDemoData(app.db, { today: TODAY })).toBe(
      'company demo data: 0 profiles, 0 directors, 0 statements, 0 shareholders, 0 offerings, 0 Hong Kong companies',
    );
  });
});

// After the seed's own checks: the import adds a company without a profile.
describe('a company from an imported HKEX stock list', () => {
  it('takes a GEM issuer from an imported HKEX stock list, naming that list and the day of its import', async () => {
    const list = JSON.stringify([{ c: '08001', i: 1, n: 'EXAMPLE GEM' }]);
    await createDisclosureImporter(app.db).run('hkex-stock-list', [{ name: 'activestock_sehk_e.json', text: list }], { list: 'active' });
    // the day of the list is read at most every five minutes
    app.container.clock.advance(5 * 60_000);
    const { body } = await post('/au/listedCompany/list', { keyword: '08001' });
    const day = hongKongLocal(app.container.clock.now()).date;
    expect(body.resultData.list[0]).toMatchObject({ stockCode: '08001', board: 'gem', status: 1, tradingState: 'normal', listingSource: { list: 'hkex-stock-list', asOf: day } });
  });
});

describe('repairListingFacts', () => {
  it('takes out the delistings and suspensions an earlier demo seed invented, and nothing a list wrote', async () => {
    const invent = (stockCode: string, values: Partial<typeof listedCompanies.$inferInsert>) =>
      app.db.update(listedCompanies).set(values).where(and(eq(listedCompanies.market, 'HK'), eq(listedCompanies.stockCode, stockCode)));
    await invent('00002', { status: 2, tradingState: 'delisted', delistingDate: '2019-04-01' });
    await invent('00003', { tradingState: 'suspended' });
    expect(await repairListingFacts(app.db, true)).toMatch(/^listing facts: 2 of \d+ entries corrected$/);
    const rows = await app.db
      .select({ stockCode: listedCompanies.stockCode, status: listedCompanies.status, tradingState: listedCompanies.tradingState, delistingDate: listedCompanies.delistingDate })
      .from(listedCompanies)
      .where(and(eq(listedCompanies.market, 'HK'), inArray(listedCompanies.stockCode, ['00002', '00003', '08001'])))
      .orderBy(listedCompanies.stockCode);
    expect(rows).toEqual([
      { stockCode: '00002', status: 1, tradingState: null, delistingDate: null },
      { stockCode: '00003', status: 1, tradingState: null, delistingDate: null },
      { stockCode: '08001', status: 1, tradingState: 'normal', delistingDate: null },
    ]);
  });
});
