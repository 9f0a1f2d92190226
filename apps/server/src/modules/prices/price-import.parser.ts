import { splitCsvRecords } from '../../lib/csv';
import {
  Markets,
  PRICE_IMPORT_COLUMNS,
  PriceLimits,
  type Market,
  type PriceImportRejection,
} from '@app/contracts';
import { isDateInCalendarRange, isIsoDate, isTradingDay } from '@app/domain';
import { calendarMarketOf, normaliseStockCode } from './stock-codes';

/** One record as read from the file, with the line it starts on. */
export type RawPriceRecord = { line: number; fields: Record<string, unknown> };

/** A row that passed every check, in the stored form (exact decimal strings). */
export type ValidPriceRow = {
  line: number;
  market: Market;
  stockCode: string;
  tradeDate: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: bigint;
  turnover: string;
};

/** The file cannot be read as the import layout at all (no row is imported). */
export class PriceImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceImportFormatError';
  }
}

/** Splits CSV text into records of fields (RFC 4180 quoting), each with the line it starts on. */
const readCsvRecords = (text: string) => splitCsvRecords(text, (message) => new PriceImportFormatError(message));

/**
 * Reads the CSV layout: a header naming stock_code, date, open, high, low,
 * close, volume and turnover (market optional, any order), then one row per
 * trading day. @throws PriceImportFormatError when the header is unusable.
 */
export const parsePriceCsv = (text: string): RawPriceRecord[] => {
  const [header, ...rows] = readCsvRecords(text.replace(/^\uFEFF/, ''));
  if (!header) throw new PriceImportFormatError('The file is empty.');
  const columns = header.values.map((name) => name.trim().toLowerCase());
  const missing = PRICE_IMPORT_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new PriceImportFormatError(`The header lacks the column(s) ${missing.join(', ')}.`);
  return rows.map(({ line, values }) => ({
    line,
    fields: Object.fromEntries(columns.map((column, index) => [column, values[index]])),
  }));
};

/** Line (1-based) on which each top-level element of a JSON array starts. */
const findArrayElementLines = (text: string): number[] => {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let isInString = false;
  let isExpectingElement = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\n') line += 1;
    if (isInString) {
      if (character === '\\') index += 1;
      else if (character === '"') isInString = false;
      continue;
    }
    if (/\s/.test(character)) continue;
    if (depth === 1 && isExpectingElement && character !== ']') {
      lines.push(line);
      isExpectingElement = false;
    }
    if (character === '"') isInString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth === 1) isExpectingElement = true;
    } else if (character === ']' || character === '}') depth -= 1;
    else if (character === ',' && depth === 1) isExpectingElement = true;
  }
  return lines;
};

/**
 * Reads the JSON layout: an array of objects with the CSV's field names.
 * Each record keeps the line its object starts on, for the report.
 * @throws PriceImportFormatError when the text is not a JSON array.
 */
export const parsePriceJson = (text: string): RawPriceRecord[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new PriceImportFormatError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new PriceImportFormatError('The JSON file must hold an array of price rows.');
  const lines = findArrayElementLines(text);
  return parsed.map((item, index) => ({
    line: lines[index] ?? index + 1,
    fields: typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : { __notAnObject: true },
  }));
};

type Problems = PriceImportRejection['problems'];

type ParsedDecimal = { text: string; scaled: bigint };

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads an exact non-negative decimal (thousands commas allowed) with at most
 * `decimals` places; `scaled` is the value × 10^scale for comparisons.
 */
const readDecimal = (
  problems: Problems,
  field: string,
  input: unknown,
  limits: { decimals: number; integerDigits: number; scale: number; isPositive: boolean },
): ParsedDecimal | null => {
  if (input === undefined || input === null || String(input).trim() === '') {
    problems.push({ field, code: 'required' });
    return null;
  }
  if (typeof input !== 'string' && typeof input !== 'number') {
    problems.push({ field, code: 'notANumber' });
    return null;
  }
  const match = DECIMAL_PATTERN.exec(String(input).trim().replaceAll(',', ''));
  if (!match) {
    problems.push({ field, code: 'notANumber' });
    return null;
  }
  const [, sign, integerPart, fraction = ''] = match;
  const trimmedFraction = fraction.replace(/0+$/, '');
  const integerDigits = integerPart.replace(/^0+(?=\d)/, '');
  const scaled = BigInt(integerDigits + trimmedFraction.padEnd(limits.scale, '0'));
  if (trimmedFraction.length > limits.decimals) problems.push({ field, code: 'tooManyDecimals' });
  else if (integerDigits.length > limits.integerDigits) problems.push({ field, code: 'tooLarge' });
  else if (sign === '-' && scaled !== 0n) problems.push({ field, code: limits.isPositive ? 'notPositive' : 'negative' });
  else if (limits.isPositive && scaled === 0n) problems.push({ field, code: 'notPositive' });
  else return { text: trimmedFraction ? `${integerDigits}.${trimmedFraction}` : integerDigits, scaled };
  return null;
};

const PRICE_LIMITS = { decimals: PriceLimits.priceDecimals, integerDigits: PriceLimits.priceIntegerDigits, scale: PriceLimits.priceDecimals, isPositive: true };
const TURNOVER_LIMITS = { decimals: PriceLimits.turnoverDecimals, integerDigits: PriceLimits.turnoverIntegerDigits, scale: PriceLimits.turnoverDecimals, isPositive: false };

const readText = (input: unknown): string => (typeof input === 'string' || typeof input === 'number' ? String(input).trim() : '');

/** Reads a whole, non-negative number of shares (thousands commas allowed). */
const readVolume = (problems: Problems, input: unknown): bigint | null => {
  const text = readText(input).replaceAll(',', '');
  const match = /^\+?(\d+)(?:\.0*)?$/.exec(text);
  if (!text) problems.push({ field: 'volume', code: typeof input === 'object' && input !== null ? 'notANumber' : 'required' });
  else if (match && match[1].replace(/^0+(?=\d)/, '').length > PriceLimits.volumeDigits) problems.push({ field: 'volume', code: 'tooLarge' });
  else if (match) return BigInt(match[1]);
  else if (!DECIMAL_PATTERN.test(text)) problems.push({ field: 'volume', code: 'notANumber' });
  else if (text.startsWith('-')) problems.push({ field: 'volume', code: 'negative' });
  else problems.push({ field: 'volume', code: 'notWhole' });
  return null;
};

const readDate = (problems: Problems, input: unknown, market: Market | null, today: string): string | null => {
  const text = readText(input);
  if (!text) problems.push({ field: 'date', code: 'required' });
  else if (!isIsoDate(text)) problems.push({ field: 'date', code: 'dateInvalid' });
  else if (text > today) problems.push({ field: 'date', code: 'dateInFuture' });
  else if (market && !isDateInCalendarRange(text, calendarMarketOf(market))) problems.push({ field: 'date', code: 'dateOutOfRange' });
  // A row on a day the market's calendar says was closed is a wrong row, not a holiday session.
  else if (market && !isTradingDay(text, calendarMarketOf(market))) problems.push({ field: 'date', code: 'notTradingDay' });
  else return text;
  return null;
};

const maxOf = (first: bigint, second: bigint) => (first > second ? first : second);
const minOf = (first: bigint, second: bigint) => (first < second ? first : second);

/**
 * Checks one record: codes, a trading date not after `today`, positive prices
 * with at most 4 decimals, high ≥ max(open, close), low ≤ min(open, close), a
 * whole non-negative volume and a non-negative turnover with at most 2 decimals.
 * @returns the stored row, or every problem found.
 */
export const validatePriceRecord = (record: RawPriceRecord, today: string): { row: ValidPriceRow } | { rejection: PriceImportRejection } => {
  const { fields, line } = record;
  const problems: Problems = [];
  if (fields.__notAnObject) return { rejection: { line, problems: [{ field: 'row', code: 'notAnObject' }] } };
  const marketText = readText(fields.market).toUpperCase() || 'HK';
  const market = (Markets as readonly string[]).includes(marketText) ? (marketText as Market) : null;
  if (!market) problems.push({ field: 'market', code: 'marketInvalid' });
  const codeText = readText(fields.stock_code);
  if (!codeText) problems.push({ field: 'stock_code', code: 'required' });
  else if (!/^[0-9A-Za-z]+$/.test(codeText) || codeText.length > PriceLimits.stockCodeMax) problems.push({ field: 'stock_code', code: 'stockCodeInvalid' });
  const tradeDate = readDate(problems, fields.date, market, today);
  const open = readDecimal(problems, 'open', fields.open, PRICE_LIMITS);
  const high = readDecimal(problems, 'high', fields.high, PRICE_LIMITS);
  const low = readDecimal(problems, 'low', fields.low, PRICE_LIMITS);
  const close = readDecimal(problems, 'close', fields.close, PRICE_LIMITS);
  const volume = readVolume(problems, fields.volume);
  const turnover = readDecimal(problems, 'turnover', fields.turnover, TURNOVER_LIMITS);
  if (open && high && close && high.scaled < maxOf(open.scaled, close.scaled)) problems.push({ field: 'high', code: 'highBelowOpenOrClose' });
  if (open && low && close && low.scaled > minOf(open.scaled, close.scaled)) problems.push({ field: 'low', code: 'lowAboveOpenOrClose' });
  if (problems.length > 0 || !market || !tradeDate || !open || !high || !low || !close || volume === null || !turnover) {
    return { rejection: { line, problems } };
  }
  return {
    row: {
      line,
      market,
      stockCode: normaliseStockCode(codeText, market),
      tradeDate,
      open: open.text,
      high: high.text,
      low: low.text,
      close: close.text,
      volume,
      turnover: turnover.text,
    },
  };
};

/**
 * Validates every record; a second row for the same market, code and date
 * is refused (the first one wins), so one import never writes a day twice.
 */
export const validatePriceRecords = (records: RawPriceRecord[], today: string): { rows: ValidPriceRow[]; rejections: PriceImportRejection[] } => {
  const rows: ValidPriceRow[] = [];
  const rejections: PriceImportRejection[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const outcome = validatePriceRecord(record, today);
    if ('rejection' in outcome) {
      rejections.push(outcome.rejection);
      continue;
    }
    const key = `${outcome.row.market}|${outcome.row.stockCode}|${outcome.row.tradeDate}`;
    if (seen.has(key)) rejections.push({ line: record.line, problems: [{ field: 'date', code: 'duplicateRow' }] });
    else {
      seen.add(key);
      rows.push(outcome.row);
    }
  }
  return { rows, rejections };
};

/** Picks the parser by file name (.csv or .json). @throws PriceImportFormatError for another extension. */
export const parsePriceFile = (fileName: string, text: string): RawPriceRecord[] => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return parsePriceCsv(text);
  if (lower.endsWith('.json')) return parsePriceJson(text);
  throw new PriceImportFormatError('The file must be a .csv or a .json file.');
};

/** A one-line English description of a rejection, for the command-line report. */
export const describeRejection = (rejection: PriceImportRejection): string =>
  `line ${rejection.line}: ${rejection.problems.map((problem) => `${problem.field} ${problem.code}`).join(', ')}`;

