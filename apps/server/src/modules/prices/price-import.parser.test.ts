import { describe, expect, it } from 'vitest';
import { PriceImportFormatError, parsePriceCsv, parsePriceFile, parsePriceJson, validatePriceRecord, validatePriceRecords } from './price-import.parser';

const TODAY = '2026-11-22';
const fields = (overrides: Record<string, unknown> = {}) => ({
  stock_code: '00700',
  date: '2025-12-01',
  open: '380.2',
  high: '385',
  low: '379.4',
  close: '383.6',
  volume: '12000000',
  turnover: '4590000000.55',
  ...overrides,
});

describe('parsePriceCsv', () => {
  it('reads the header in any order, quoted fields and CRLF lines, keeping each record’s line', () => {
    const records = parsePriceCsv('\uFEFFclose,date,stock_code,open,high,low,volume,turnover\r\n"1,234.5",2025-12-01,00700,1,2,1,"1,000",3\r\n\r\n5,2025-12-02,"00""7",1,2,1,1,1\r\n');
    expect(records).toEqual([
      { line: 2, fields: { close: '1,234.5', date: '2025-12-01', stock_code: '00700', open: '1', high: '2', low: '1', volume: '1,000', turnover: '3' } },
      { line: 4, fields: { close: '5', date: '2025-12-02', stock_code: '00"7', open: '1', high: '2', low: '1', volume: '1', turnover: '1' } },
    ]);
  });

  it('refuses a header without the required columns', () => {
    expect(() => parsePriceCsv('stock_code,date,close\n00700,2025-12-01,1')).toThrow(/open, high, low, volume, turnover/);
    expect(() => parsePriceCsv('')).toThrow(PriceImportFormatError);
  });
});

describe('parsePriceJson', () => {
  it('numbers each array element by the line it starts on', () => {
    const text = '[\n  {"stock_code": "00700", "note": "a, [b] {c}"},\n  "x",\n  {\n    "stock_code": "00005"\n  }\n]';
    expect(parsePriceJson(text).map((record) => record.line)).toEqual([2, 3, 4]);
  });

  it('refuses text that is not a JSON array', () => {
    expect(() => parsePriceJson('{"stock_code": "00700"}')).toThrow(/array/);
    expect(() => parsePriceJson('[{')).toThrow(/not valid JSON/);
    expect(() => parsePriceFile('prices.xlsx', '')).toThrow(/\.csv or a \.json/);
  });
});

describe('validatePriceRecord', () => {
  it('accepts a consistent row and stores exact decimal text, HK codes padded to 5 digits', () => {
    expect(validatePriceRecord({ line: 2, fields: fields({ stock_code: '700', open: '380.20', volume: '12,000,000' }) }, TODAY)).toEqual({
      row: {
        line: 2,
        market: 'HK',
        stockCode: '00700',
        tradeDate: '2025-12-01',
        open: '380.2',
        high: '385',
        low: '379.4',
        close: '383.6',
        volume: 12_000_000n,
        turnover: '4590000000.55',
      },
    });
  });

  it.each([
    [{ high: '383' }, [{ field: 'high', code: 'highBelowOpenOrClose' }]],
    [{ low: '380.4' }, [{ field: 'low', code: 'lowAboveOpenOrClose' }]],
    [{ volume: '-1' }, [{ field: 'volume', code: 'negative' }]],
    [{ volume: '1.5' }, [{ field: 'volume', code: 'notWhole' }]],
    [{ turnover: '1.005' }, [{ field: 'turnover', code: 'tooManyDecimals' }]],
    [{ open: '0' }, [{ field: 'open', code: 'notPositive' }]],
    [{ date: '2025-12-06' }, [{ field: 'date', code: 'notTradingDay' }]],
    [{ date: '2026-11-23' }, [{ field: 'date', code: 'dateInFuture' }]],
    [{ date: '1989-12-29' }, [{ field: 'date', code: 'dateOutOfRange' }]],
    [{ date: '01/12/2025' }, [{ field: 'date', code: 'dateInvalid' }]],
    [{ market: 'NY' }, [{ field: 'market', code: 'marketInvalid' }]],
    [{ stock_code: '' }, [{ field: 'stock_code', code: 'required' }]],
  ])('refuses %o', (overrides, problems) => {
    expect(validatePriceRecord({ line: 7, fields: fields(overrides) }, TODAY)).toEqual({ rejection: { line: 7, problems } });
  });

  it('checks a mainland row against the mainland calendar', () => {
    // 2025-10-02 is inside the National Day week in Shanghai, an ordinary trading day in Hong Kong.
    expect(validatePriceRecord({ line: 2, fields: fields({ market: 'sh', stock_code: '600519', date: '2025-10-02' }) }, TODAY)).toEqual({
      rejection: { line: 2, problems: [{ field: 'date', code: 'notTradingDay' }] },
    });
    expect('row' in validatePriceRecord({ line: 2, fields: fields({ date: '2025-10-02' }) }, TODAY)).toBe(true);
  });

  it('keeps the first of two rows for the same stock and day', () => {
    const { rows, rejections } = validatePriceRecords(
      [
        { line: 2, fields: fields() },
        { line: 3, fields: fields({ stock_code: '700', close: '384' }) },
      ],
      TODAY,
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(rejections).toEqual([{ line: 3, problems: [{ field: 'date', code: 'duplicateRow' }] }]);
  });
});
