import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../test/disclosure-fixtures';
import { parseHkexStockList, stockListOfFileName } from './hkex-stock-list.parser';
import { ImportFormatError } from './import-report';

describe('parseHkexStockList', () => {
  it('reads codes and short names, refusing bad codes, missing names and repeats', () => {
    expect(parseHkexStockList(readFixture('activestock_sehk_e.json'))).toEqual({
      rows: [
        { row: 1, stockCode: '00700', shortNameEn: 'TENCENT' },
        { row: 2, stockCode: '80700', shortNameEn: 'TENCENT-R' },
        { row: 3, stockCode: '00001', shortNameEn: 'CKH HOLDINGS' },
        { row: 4, stockCode: '00015', shortNameEn: 'VANTAGE INTL' },
      ],
      rejections: [
        { row: 5, reason: 'c "12AB" is not a Hong Kong stock code' },
        { row: 6, reason: 'n (short name) is missing' },
        { row: 7, reason: 'duplicate stock code 00700 (first on row 1)' },
      ],
    });
  });

  it('refuses a file that is not a JSON array', () => {
    expect(() => parseHkexStockList('{"c":"00700"}')).toThrow(ImportFormatError);
  });

  it('tells the list from the file name', () => {
    expect(stockListOfFileName('activestock_sehk_e.json')).toBe('active');
    expect(stockListOfFileName('inactivestock_sehk_e.json')).toBe('inactive');
    expect(stockListOfFileName('stocks.json')).toBeNull();
  });
});
