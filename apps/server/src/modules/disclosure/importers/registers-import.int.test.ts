import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hkCompanies, listedCompanies } from '../../../db/schema';
import { buildTestApp, closeTestApp } from '../../../../test/helper';
import { readFixture } from '../../../../test/disclosure-fixtures';
import { createDisclosureImporter, type DisclosureImporter, type ImportFormat, type ImportOptions } from './importers.service';

let app: FastifyInstance;
let importer: DisclosureImporter;

const importFixture = (format: ImportFormat, name: string, options: ImportOptions = {}) => importer.run(format, [{ name, text: readFixture(name) }], options);

const FIXTURE_CODES = ['00700', '80700', '00001', '00015', '00004', '00024'];

const storedStocks = () =>
  app.db
    .select({ stockCode: listedCompanies.stockCode, shortNameEn: listedCompanies.shortNameEn, status: listedCompanies.status, tradingState: listedCompanies.tradingState })
    .from(listedCompanies)
    .where(and(eq(listedCompanies.market, 'HK'), inArray(listedCompanies.stockCode, FIXTURE_CODES)))
    .orderBy(asc(listedCompanies.stockCode));

const storedCompany = async (companyNo: string) => {
  const [row] = await app.db.select().from(hkCompanies).where(eq(hkCompanies.companyNo, companyNo));
  return row;
};

beforeAll(async () => {
  app = await buildTestApp();
  importer = createDisclosureImporter(app.db);
  // The same starting point with or without the seeded catalogue: three catalogue rows
  // (full names, never confirmed by a stock list) and three codes not stored yet.
  await app.db.delete(listedCompanies).where(and(eq(listedCompanies.market, 'HK'), inArray(listedCompanies.stockCode, FIXTURE_CODES)));
  await app.db.insert(listedCompanies).values([
    { market: 'HK', stockCode: '00700', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司' },
    { market: 'HK', stockCode: '00001', shortNameEn: 'CK Hutchison Holdings Limited', shortNameCn: '長江和記實業有限公司' },
    { market: 'HK', stockCode: '00004', shortNameEn: 'The Wharf (Holdings) Limited', shortNameCn: '九龍倉集團有限公司' },
  ]);
});
afterAll(() => closeTestApp(app));

describe('hkex-stock-list importer', () => {
  it('adds and confirms the active list, taking the HKEX short names and only issuers\' shares (80700 TENCENT-R is a second counter)', async () => {
    const report = await importFixture('hkex-stock-list', 'activestock_sehk_e.json', { list: 'active' });
    expect(report).toEqual({
      importer: 'hkex-stock-list:active',
      inserted: 1,
      updated: 2,
      unchanged: 0,
      skipped: 1,
      rejected: 3,
      rejections: [
        { row: 5, reason: 'c "12AB" is not a Hong Kong stock code' },
        { row: 6, reason: 'n (short name) is missing' },
        { row: 7, reason: 'duplicate stock code 00700 (first on row 1)' },
      ],
    });
    expect(await storedStocks()).toEqual([
      { stockCode: '00001', shortNameEn: 'CKH HOLDINGS', status: 1, tradingState: 'normal' },
      { stockCode: '00004', shortNameEn: 'The Wharf (Holdings) Limited', status: 1, tradingState: null },
      { stockCode: '00015', shortNameEn: 'VANTAGE INTL', status: 1, tradingState: 'normal' },
      { stockCode: '00700', shortNameEn: 'TENCENT', status: 1, tradingState: 'normal' },
    ]);
    const [tencent] = await app.db.select({ shortNameCn: listedCompanies.shortNameCn }).from(listedCompanies).where(eq(listedCompanies.stockCode, '00700'));
    expect(tencent.shortNameCn).toBe('騰訊控股有限公司');
  });

  it('changes nothing when the active list is imported again', async () => {
    expect(await importFixture('hkex-stock-list', 'activestock_sehk_e.json', { list: 'active' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, skipped: 1, rejected: 3 });
  });

  it('marks inactive securities delisted, but leaves a code HKEX has reused for a listed security', async () => {
    const rowsBefore = (await app.db.select({ total: count() }).from(listedCompanies))[0].total;
    const report = await importFixture('hkex-stock-list', 'inactivestock_sehk_e.json', { list: 'inactive' });
    expect(report).toEqual({
      importer: 'hkex-stock-list:inactive',
      inserted: 1,
      updated: 2,
      unchanged: 0,
      skipped: 0,
      rejected: 2,
      rejections: [
        { row: 1, reason: 'code reused: 00001 is listed as "CKH HOLDINGS"; the delisted "CHEUNG KONG" is not stored' },
        { row: 5, reason: 'c "X1" is not a Hong Kong stock code' },
      ],
    });
    expect(await storedStocks()).toEqual([
      { stockCode: '00001', shortNameEn: 'CKH HOLDINGS', status: 1, tradingState: 'normal' },
      { stockCode: '00004', shortNameEn: 'WHARF HOLDINGS', status: 2, tradingState: 'delisted' },
      { stockCode: '00015', shortNameEn: 'VANTAGE INTL', status: 2, tradingState: 'delisted' },
      { stockCode: '00024', shortNameEn: 'BURWILL', status: 2, tradingState: 'delisted' },
      { stockCode: '00700', shortNameEn: 'TENCENT', status: 1, tradingState: 'normal' },
    ]);
    // Never deletes: one row more (00024), none fewer.
    expect((await app.db.select({ total: count() }).from(listedCompanies))[0].total).toBe(rowsBefore + 1);
  });

  it('changes nothing when the inactive list is imported again', async () => {
    expect(await importFixture('hkex-stock-list', 'inactivestock_sehk_e.json', { list: 'inactive' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, rejected: 2 });
  });

  it('needs to know which list the file is', async () => {
    await expect(importFixture('hkex-stock-list', 'activestock_sehk_e.json')).rejects.toThrow(/active or inactive/);
  });
});

describe('cr-companies importer', () => {
  it('adds the new and renamed companies of a daily file and reports bad lines', async () => {
    const report = await importFixture('cr-companies', 'RNC063L_20251008.csv', { registerKind: 'local' });
    expect(report).toEqual({
      importer: 'cr-companies:local',
      inserted: 3,
      updated: 0,
      unchanged: 0,
      rejected: 4,
      rejections: [
        { row: 5, reason: 'incorporation date "31/09/2025" is not a date' },
        { row: 6, reason: 'the CR number (column 4) is missing' },
        { row: 7, reason: 'CR number F0009999 is not on the local register' },
        { row: 8, reason: 'a change of name (no incorporation date) needs a change date' },
      ],
    });
    expect(await storedCompany('7654321')).toMatchObject({
      nameEn: 'ALPHA HARBOUR LIMITED',
      nameZh: '阿爾法海港有限公司',
      registerKind: 'local',
      incorporationDate: '2025-10-08',
      status: 'live',
      nameHistory: [],
      source: 'cr',
    });
    // A change of name of a company we did not know yet: stored under its new name, no history.
    expect(await storedCompany('7000001')).toMatchObject({ nameEn: 'GAMMA WORKS LIMITED', incorporationDate: null, nameHistory: [] });
  });

  it('pushes the old name onto name_history when a company is renamed', async () => {
    const report = await importFixture('cr-companies', 'RNC063L_20251009.csv', { registerKind: 'local' });
    expect(report).toMatchObject({ inserted: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(await storedCompany('7654321')).toMatchObject({
      nameEn: 'ALPHA HARBOUR HOLDINGS LIMITED',
      nameZh: '阿爾法海港控股有限公司',
      incorporationDate: '2025-10-08',
      nameHistory: [{ date: '2025-10-09', nameEn: 'ALPHA HARBOUR LIMITED', nameZh: '阿爾法海港有限公司' }],
    });
  });

  it('changes nothing when either day is imported again, in any order', async () => {
    expect(await importFixture('cr-companies', 'RNC063L_20251008.csv', { registerKind: 'local' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, rejected: 4 });
    expect(await importFixture('cr-companies', 'RNC063L_20251009.csv', { registerKind: 'local' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect((await storedCompany('7654321')).nameHistory).toHaveLength(1);
  });

  it('stores registered non-Hong Kong companies on the foreign register', async () => {
    const report = await importFixture('cr-companies', 'RNC063F_20251008.csv', { registerKind: 'foreign' });
    expect(report).toMatchObject({ importer: 'cr-companies:foreign', inserted: 2, rejected: 1, rejections: [{ row: 4, reason: 'CR number 7654999 is not on the foreign register' }] });
    expect(await storedCompany('F0001235')).toMatchObject({ nameEn: 'SIGMA HOLDINGS LTD', registerKind: 'foreign', incorporationDate: '2025-10-08' });
    const [{ total }] = await app.db.select({ total: count() }).from(hkCompanies).where(sql`${hkCompanies.registerKind} = 'foreign'`);
    expect(total).toBe(2);
  });
});
