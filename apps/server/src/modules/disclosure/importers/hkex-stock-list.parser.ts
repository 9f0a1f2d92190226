import { ImportFormatError, type ImportRejection, type ParseResult } from './import-report';
import { dropDuplicates, isRecord, readJson, textOf, toHongKongStockCode } from './parse-helpers';

/** Which HKEXnews stock list a file is: `activestock_sehk_e.json` or `inactivestock_sehk_e.json`. */
export const StockLists = ['active', 'inactive'] as const;
export type StockList = (typeof StockLists)[number];

/** One security of a stock list. */
export type StockListRow = { row: number; stockCode: string; shortNameEn: string };

// listed_companies.short_name_en is varchar(200)
const SHORT_NAME_MAX = 200;

/**
 * Reads an HKEXnews stock list: `[{"c": "00700", "i": 7609, "n": "TENCENT"}]`
 * (c the 5-digit code, i HKEXnews' internal stock id, n the short name).
 * @throws ImportFormatError when the file is not a JSON array.
 */
export const parseHkexStockList = (text: string): ParseResult<StockListRow> => {
  const body = readJson(text, 'The stock-list file');
  if (!Array.isArray(body)) throw new ImportFormatError('The stock-list file must be a JSON array of {c, i, n} objects.');
  const rows: StockListRow[] = [];
  const rejections: ImportRejection[] = [];
  body.forEach((item: unknown, index: number) => {
    const row = index + 1;
    if (!isRecord(item)) {
      rejections.push({ row, reason: 'the row is not an object' });
      return;
    }
    const problems: string[] = [];
    const stockCode = toHongKongStockCode(item.c);
    if (!textOf(item.c)) problems.push('c (stock code) is missing');
    else if (!stockCode) problems.push(`c "${textOf(item.c)}" is not a Hong Kong stock code`);
    const shortNameEn = textOf(item.n).replace(/\s+/g, ' ');
    if (!shortNameEn) problems.push('n (short name) is missing');
    else if (shortNameEn.length > SHORT_NAME_MAX) problems.push(`n is longer than ${SHORT_NAME_MAX} characters`);
    if (problems.length > 0 || !stockCode) rejections.push({ row, reason: problems.join('; ') });
    else rows.push({ row, stockCode, shortNameEn });
  });
  const { kept, rejections: duplicates } = dropDuplicates(rows, (row) => row.stockCode, (code) => `stock code ${code}`);
  return { rows: kept, rejections: [...rejections, ...duplicates].sort((left, right) => left.row - right.row) };
};

/**
 * The list a file name names (`inactivestock…` before `activestock…`, since
 * one contains the other), or null.
 */
export const stockListOfFileName = (fileName: string): StockList | null => {
  const lower = fileName.toLowerCase();
  if (lower.includes('inactivestock')) return 'inactive';
  if (lower.includes('activestock')) return 'active';
  return null;
};
