import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { dailyPrices, listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import type { DemoStockProfile } from '../../../seeds/demo/prices/demo-prices.generator';
import { listDemoTradingDays, seedDemoPrices } from '../../../seeds/demo/prices/demo-prices.seed';
import { PriceImportFormatError } from './price-import.parser';
import { createPricesRepository } from './prices.repository';
import { createPricesService, type PricesService } from './prices.service';

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/prices', name), 'utf8');

/** Stored days of one stock, oldest first. */
const storedDays = (app: FastifyInstance, stockCode: string) =>
  app.db
    .select({ date: dailyPrices.tradeDate, close: dailyPrices.close, volume: dailyPrices.volume, turnover: dailyPrices.turnover, source: dailyPrices.source })
    .from(dailyPrices)
    .where(eq(dailyPrices.stockCode, stockCode))
    .orderBy(asc(dailyPrices.tradeDate));

let app: FastifyInstance;
let service: PricesService;

beforeAll(async () => {
  app = await buildTestApp();
  // "Today" for the importer's future-date check.
  service = createPricesService(createPricesRepository(app.db), () => new Date('2026-11-22T04:00:00Z'));
});
afterAll(() => closeTestApp(app));

describe('price importer', () => {
  it('imports a good CSV file, normalising codes and keeping exact decimals', async () => {
    const report = await service.importPrices('prices-good.csv', fixture('prices-good.csv'));
    expect(report).toEqual({ inserted: 5, updated: 0, unchanged: 0, rejected: 0, rejections: [] });
    const rows = await storedDays(app, '01234');
    expect(rows.map((row) => [row.date, row.close, row.volume, row.turnover, row.source])).toEqual([
      ['2025-12-01', '10.1000', 1_000_000n, '10100000.00', 'import'],
      ['2025-12-02', '10.2000', 1_200_000n, '12240000.00', 'import'],
      ['2025-12-03', '10.3000', 900_000n, '9270000.50', 'import'],
      ['2025-12-04', '10.4000', 1_100_000n, '11440000.00', 'import'],
      ['2025-12-05', '10.5000', 800_000n, '8400000.00', 'import'],
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await app.db.select().from(dailyPrices).where(eq(dailyPrices.stockCode, '01234'));
    const report = await service.importPrices('prices-good.csv', fixture('prices-good.csv'));
    expect(report).toEqual({ inserted: 0, updated: 0, unchanged: 5, rejected: 0, rejections: [] });
    expect(await app.db.select().from(dailyPrices).where(eq(dailyPrices.stockCode, '01234'))).toEqual(before);
  });

  it('updates only the rows whose figures changed (10.2000 equals 10.20)', async () => {
    const report = await service.importPrices('prices-corrected.csv', fixture('prices-corrected.csv'));
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 2, rejected: 0 });
    const [, , third] = await storedDays(app, '01234');
    expect(third).toMatchObject({ date: '2025-12-03', close: '10.2500', turnover: '9225000.00' });
  });

  it('reports every malformed row with its line and problems, and imports the rest', async () => {
    const report = await service.importPrices('prices-malformed.csv', fixture('prices-malformed.csv'));
    expect(report.inserted).toBe(1);
    expect(report.rejected).toBe(15);
    expect(report.rejections).toEqual([
      { line: 3, problems: [{ field: 'high', code: 'highBelowOpenOrClose' }] },
      { line: 4, problems: [{ field: 'low', code: 'lowAboveOpenOrClose' }] },
      { line: 5, problems: [{ field: 'date', code: 'dateInvalid' }] },
      { line: 7, problems: [{ field: 'date', code: 'notTradingDay' }] },
      { line: 8, problems: [{ field: 'volume', code: 'negative' }] },
      { line: 9, problems: [{ field: 'volume', code: 'notWhole' }] },
      { line: 10, problems: [{ field: 'open', code: 'notANumber' }] },
      { line: 11, problems: [{ field: 'open', code: 'tooManyDecimals' }] },
      { line: 12, problems: [{ field: 'date', code: 'dateInFuture' }] },
      { line: 13, problems: [{ field: 'close', code: 'required' }] },
      { line: 14, problems: [{ field: 'market', code: 'marketInvalid' }] },
      { line: 15, problems: [{ field: 'date', code: 'duplicateRow' }] },
      { line: 16, problems: [{ field: 'date', code: 'notTradingDay' }] },
      { line: 17, problems: [{ field: 'stock_code', code: 'stockCodeInvalid' }] },
      { line: 18, problems: [{ field: 'turnover', code: 'tooManyDecimals' }] },
    ]);
    // Nothing of a refused row is written: only 2025-12-08 joined the five good days.
    expect((await storedDays(app, '01234')).map((row) => row.date)).toEqual(['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05', '2025-12-08']);
  });

  it('imports the JSON layout, with line numbers of the refused elements', async () => {
    const report = await service.importPrices('prices-mixed.json', fixture('prices-mixed.json'));
    expect(report).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 1,
      rejected: 2,
      rejections: [
        { line: 4, problems: [{ field: 'row', code: 'notAnObject' }] },
        { line: 5, problems: [{ field: 'high', code: 'highBelowOpenOrClose' }] },
      ],
    });
    const rows = await app.db.select().from(dailyPrices).where(and(eq(dailyPrices.market, 'SH'), eq(dailyPrices.stockCode, '600519'))).orderBy(dailyPrices.tradeDate);
    expect(rows.map((row) => [row.tradeDate, row.open, row.close, row.turnover])).toEqual([
      ['2025-12-01', '1450.5000', '1455.8000', '3639500000.00'],
      ['2025-12-02', '1455.8000', '1468.1000', '3083010000.00'],
    ]);
  });

  it('refuses a file that is not the import layout without writing anything', async () => {
    await expect(service.importPrices('bad.csv', 'code,day\n00700,2025-12-01')).rejects.toThrow(PriceImportFormatError);
    await expect(service.importPrices('bad.json', '{"stock_code":"00700"}')).rejects.toThrow(PriceImportFormatError);
  });
});

describe('POST /api/au/stock/stockHistory', () => {
  beforeAll(async () => {
    // Stored out of order on purpose; one demonstration stock.
    const repository = createPricesRepository(app.db);
    const day = (stockCode: string, tradeDate: string, close: string) => ({
      market: 'HK',
      stockCode,
      tradeDate,
      open: close,
      high: close,
      low: close,
      close,
      volume: 1000n,
      turnover: String(Number(close) * 1000),
    });
    await repository.upsert([day('02468', '2025-12-10', '5.12'), day('02468', '2025-12-08', '5.08'), day('02468', '2025-12-09', '5.1')], 'import');
    await repository.insertMissing([day('02469', '2025-12-08', '7.7'), day('02469', '2025-12-09', '7.8')], 'demo');
  });

  it('returns the days between stime and etime in ascending order, as exact strings', async () => {
    const response = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '02468', stime: '2025-12-08', etime: '2025-12-09' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errCode: 0,
      resultMsg: 'Success',
      resultData: {
        list: [
          { date: '2025-12-08', open: '5.0800', high: '5.0800', low: '5.0800', close: '5.0800', volume: '1000', turnover: '5080.00' },
          { date: '2025-12-09', open: '5.1000', high: '5.1000', low: '5.1000', close: '5.1000', volume: '1000', turnover: '5100.00' },
        ],
        total: 2,
        isDemonstration: false,
      },
    });
  });

  it('pads a short HK code, filters by market and includes both ends of the range', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/au/stock/stockHistory', payload: { q_stockCode: '2468', market: 'HK', stime: '2025-12-01', etime: '2025-12-10' } });
    expect(response.json().resultData.list.map((row: { date: string }) => row.date)).toEqual(['2025-12-08', '2025-12-09', '2025-12-10']);
    const mainland = await app.inject({ method: 'POST', url: '/api/au/stock/stockHistory', payload: { q_stockCode: '600519', market: 'SH', stime: '2025-12-01', etime: '2025-12-31' } });
    expect(mainland.json().resultData.total).toBe(2);
  });

  it('marks demonstration data so the UI can label it', async () => {
    const response = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '02469', stime: '2025-12-01', etime: '2025-12-31' });
    expect(response.json().resultData).toMatchObject({ total: 2, isDemonstration: true });
  });

  it('answers an empty list for a range without trading and 404 for a stock without any stored price', async () => {
    const empty = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '02468', stime: '2024-01-01', etime: '2024-12-31' });
    expect(empty.json().resultData).toEqual({ list: [], total: 0, isDemonstration: false });
    const missing = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '09998', stime: '2025-12-01', etime: '2025-12-31', language: '2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errCode: 404,
      resultMsg: 'No price history is stored for stock 09998.',
      resultData: { stockCode: '09998', market: null, details: [{ path: 'q_stockCode', message: 'No price history is stored for stock 09998.' }] },
    });
    const traditional = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '09998', market: 'HK', stime: '2025-12-01', etime: '2025-12-31', language: '1' });
    expect(traditional.json().resultMsg).toBe('未有儲存股票 09998（HK）的歷史股價。');
  });

  it.each([
    [{ stime: '2025-12-01', etime: '2025-12-31' }, 'q_stockCode', 'Please enter a stock code (letters and digits, at most 10).'],
    [{ q_stockCode: '02468', stime: '2025-13-01', etime: '2025-12-31' }, 'stime', 'Start date must be a date written YYYY-MM-DD.'],
    [{ q_stockCode: '02468', stime: '2025-12-31', etime: '2025-12-01' }, 'etime', 'The end date must not be before the start date.'],
    [{ q_stockCode: '02468', stime: '2020-12-01', etime: '2025-12-02' }, 'etime', 'The date range may be at most 5 years.'],
    [{ q_stockCode: '02468', stime: '2025-12-01', etime: '2025-12-31', market: 'NY' }, 'market', 'Type must be HK, A, SH, SZ or BJ (or 1 for Hong Kong, 2 for A shares).'],
  ])('rejects %o with 400 naming %s', async (fields, field, message) => {
    const response = await postForm(app, '/api/au/stock/stockHistory', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('accepts exactly five years', async () => {
    const response = await postForm(app, '/api/au/stock/stockHistory', { q_stockCode: '02468', stime: '2020-12-02', etime: '2025-12-02' });
    expect(response.json().errCode).toBe(0);
  });
});

describe('demonstration price history', () => {
  const profile = (stockCode: string): DemoStockProfile => ({ stockCode, startPrice: 23.45, volatilityPercent: 2, lotSize: 500, dailyTurnoverHkd: 80e6 });
  const stocks = [profile('T0001'), profile('T0002'), profile('T0003')];
  const window = { today: '2025-12-14', firstDate: '2025-12-01' };

  beforeAll(async () => {
    // T0003 is not in the catalogue and must be skipped.
    await app.db
      .insert(listedCompanies)
      .values([
        { stockCode: 'T0001', market: 'HK', shortNameEn: 'Test One' },
        { stockCode: 'T0002', market: 'HK', shortNameEn: 'Test Two' },
      ])
      .onConflictDoNothing();
  });

  it('writes one bar per trading day and catalogued stock, marked demo, with consistent highs and lows', async () => {
    const report = await seedDemoPrices(app.db, { ...window, stocks });
    const tradingDays = listDemoTradingDays(window.today, window.firstDate);
    expect(tradingDays).toHaveLength(10);
    expect(report).toBe('demo daily prices: 20 rows for 2 stocks, 2025-12-01 to 2025-12-12 (not in the catalogue: T0003)');
    const rows = await app.db.select().from(dailyPrices).where(inArray(dailyPrices.stockCode, ['T0001', 'T0002', 'T0003']));
    expect(rows).toHaveLength(tradingDays.length * 2);
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['demo']));
    const [{ inconsistent }] = await selectRows<{ inconsistent: number }>(
      app.db,
      sql`select count(*)::int as inconsistent from daily_prices
        where stock_code in ('T0001', 'T0002') and (high < greatest(open, close) or low > least(open, close) or low <= 0)`,
    );
    expect(inconsistent).toBe(0);
  });

  it('is reproducible and never overwrites stored days', async () => {
    const before = await storedDays(app, 'T0001');
    expect(await seedDemoPrices(app.db, { ...window, stocks })).toMatch(/^demo daily prices: 0 rows for 2 stocks/);
    await app.db.delete(dailyPrices).where(eq(dailyPrices.stockCode, 'T0001'));
    await seedDemoPrices(app.db, { ...window, stocks });
    expect(await storedDays(app, 'T0001')).toEqual(before);
  });
});
