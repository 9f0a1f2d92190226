import { z } from 'zod';
import { addMonthsMonthEnd, isIsoDate } from '@app/domain';
import { Markets } from './organisation';

/** Limits of the daily-price calls and the importer in one place. */
export const PriceLimits = {
  /** POST /au/stock/stockHistory: the longest range one call returns (years). */
  historyMaxYears: 5,
  stockCodeMax: 10,
  /** Stored precision: prices numeric(18,4), turnover numeric(20,2). */
  priceDecimals: 4,
  turnoverDecimals: 2,
  priceIntegerDigits: 14,
  turnoverIntegerDigits: 18,
  volumeDigits: 18,
} as const;

/** Where a stored daily price came from: an imported file, or the synthetic demonstration history. */
export const DailyPriceSources = { Import: 'import', Demo: 'demo' } as const;
export type DailyPriceSource = (typeof DailyPriceSources)[keyof typeof DailyPriceSources];

/** Columns of the import layout (CSV header or JSON field names); `market` may be left out (HK). */
export const PRICE_IMPORT_COLUMNS = ['stock_code', 'date', 'open', 'high', 'low', 'close', 'volume', 'turnover'] as const;
export const PRICE_IMPORT_OPTIONAL_COLUMNS = ['market'] as const;

/** A stock code as typed: letters and digits ('00700', '600519'); HK codes shorter than 5 digits are padded by the server. */
export const stockCodeField = z
  .string({ error: 'validation.prices.stockCode' })
  .min(1, { error: 'validation.prices.stockCode' })
  .max(PriceLimits.stockCodeMax, { error: 'validation.prices.stockCode' })
  .regex(/^[0-9A-Za-z]+$/, { error: 'validation.prices.stockCode' });

const isoDateField = z.string({ error: 'validation.calculators.date' }).refine(isIsoDate, { error: 'validation.calculators.date' }).meta({ format: 'date' });

/**
 * Range rules shared by the price calls: at most 5 years, and (when
 * `isOrderChecked`) the end not before the start. Skipped while a date is
 * itself invalid (that date has its own message).
 */
export const checkDateRange = (
  start: string,
  end: string,
  endField: string,
  context: z.RefinementCtx,
  isOrderChecked: boolean,
): void => {
  if (!isIsoDate(start) || !isIsoDate(end)) return;
  if (start > end) {
    if (isOrderChecked) context.addIssue({ code: 'custom', path: [endField], message: 'validation.prices.rangeInverted' });
  } else if (end > addMonthsMonthEnd(start, 12 * PriceLimits.historyMaxYears)) {
    context.addIssue({ code: 'custom', path: [endField], message: 'validation.prices.rangeTooLong' });
  }
};

/**
 * POST /au/stock/stockHistory {q_stockCode, stime, etime} (spec §7): daily
 * prices of one security between two dates (both included, at most 5 years).
 * `market` narrows the look-up; codes do not collide across markets (HK 5
 * digits, A shares 6), so it may be left out.
 */
export const StockHistoryBodySchema = z
  .object({
    q_stockCode: stockCodeField,
    stime: isoDateField,
    etime: isoDateField,
    market: z.enum(Markets, { error: 'validation.organisation.market' }).optional(),
  })
  .superRefine((body, context) => checkDateRange(body.stime, body.etime, 'etime', context, true));
export type StockHistoryBody = z.infer<typeof StockHistoryBodySchema>;

/** One trading day of a security. Prices and amounts are exact decimal strings, never floats. */
export const DailyPriceSchema = z.object({
  date: z.string().describe("'YYYY-MM-DD'"),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.string().describe('shares traded (whole number as text)'),
  turnover: z.string().describe('value traded in the trading currency, 2 decimals'),
});
export type DailyPrice = z.infer<typeof DailyPriceSchema>;

/** The price history in ascending date order; isDemonstration when any row is synthetic demo data. */
export const StockHistoryResultSchema = z.object({
  list: z.array(DailyPriceSchema),
  total: z.number().int(),
  isDemonstration: z.boolean().describe('true when any returned row is synthetic demonstration data (label it in the UI)'),
});
export type StockHistoryResult = z.infer<typeof StockHistoryResultSchema>;

/** Why an imported row was refused. */
export const PriceImportProblemCodes = [
  'required',
  'stockCodeInvalid',
  'marketInvalid',
  'dateInvalid',
  'dateOutOfRange',
  'dateInFuture',
  'notTradingDay',
  'notANumber',
  'tooManyDecimals',
  'tooLarge',
  'notPositive',
  'negative',
  'notWhole',
  'highBelowOpenOrClose',
  'lowAboveOpenOrClose',
  'duplicateRow',
  'notAnObject',
] as const;
export type PriceImportProblemCode = (typeof PriceImportProblemCodes)[number];

/** One refused row: its line in the file and every problem found. */
export type PriceImportRejection = {
  line: number;
  problems: { field: string; code: PriceImportProblemCode }[];
};

/** What an import did: rows inserted, changed, already identical and refused. */
export type PriceImportReport = {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: PriceImportRejection[];
};
