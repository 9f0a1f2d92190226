import type { IsoDate } from '../calendar/dates';
import { isTradingDay, listTradingDays, type Market } from '../calendar/market-calendar';
import { compare, divide, fromInteger, isZero, sum, type DecimalInput, type Exact } from './decimal';
import { readAmount, readDate } from './inputs';
import type { ResultBuilder } from './result';
import { isEmptyValue } from '../validation/values';

/**
 * One day of prices (the input of the price calculators). A user may give the
 * close alone (their own closing prices for any stock and date): open, high
 * and low are then the close, and volume and turnover unknown.
 */
export type DailyPrice = {
  readonly date: IsoDate;
  readonly open?: DecimalInput | null;
  readonly high?: DecimalInput | null;
  readonly low?: DecimalInput | null;
  readonly close: DecimalInput;
  readonly volume?: DecimalInput | null;
  readonly turnover?: DecimalInput | null;
};

/** A validated price row with exact figures. */
export type PriceRow = {
  readonly date: IsoDate;
  readonly open: Exact;
  readonly high: Exact;
  readonly low: Exact;
  readonly close: Exact;
  /** Null on a close-only row (user-given closing prices). */
  readonly volume: Exact | null;
  readonly turnover: Exact | null;
};

/** A close-only row: nothing but the date and the close. */
const isCloseOnly = (price: DailyPrice): boolean => [price.open, price.high, price.low, price.volume, price.turnover].every((value) => isEmptyValue(value));

/**
 * Validates and sorts price rows. Errors: invalid amounts and dates, dates
 * outside the calendar, duplicate dates. Warnings: rows on non-trading days,
 * internally inconsistent rows.
 */
export const readPrices = (builder: ResultBuilder, prices: readonly DailyPrice[] | undefined, market: Market): PriceRow[] | null => {
  if (!Array.isArray(prices) || prices.length === 0) {
    builder.error('AMOUNT_REQUIRED', { field: 'prices' });
    return null;
  }
  const rows: PriceRow[] = [];
  prices.forEach((price, index) => {
    const field = `prices.${index}`;
    if (isCloseOnly(price)) {
      const date = readDate(builder, `${field}.date`, price.date, market);
      const close = readAmount(builder, `${field}.close`, price.close, 'positive');
      if (!date || !close) return;
      builder.assume('PRICES_CLOSE_ONLY');
      if (!isTradingDay(date, market)) builder.warn('PRICE_ON_NON_TRADING_DAY', { field, params: { date } });
      rows.push({ date, open: close, high: close, low: close, close, volume: null, turnover: null });
      return;
    }
    const date = readDate(builder, `${field}.date`, price.date, market);
    const open = readAmount(builder, `${field}.open`, price.open, 'positive');
    const high = readAmount(builder, `${field}.high`, price.high, 'positive');
    const low = readAmount(builder, `${field}.low`, price.low, 'positive');
    const close = readAmount(builder, `${field}.close`, price.close, 'positive');
    const volume = readAmount(builder, `${field}.volume`, price.volume, 'nonNegative');
    const turnover = readAmount(builder, `${field}.turnover`, price.turnover, 'nonNegative');
    if (!date || !open || !high || !low || !close || !volume || !turnover) return;
    const isInconsistent =
      compare(high, low) < 0 || [open, close].some((value) => compare(value, low) < 0 || compare(value, high) > 0);
    if (isInconsistent) builder.warn('PRICE_ROW_INCONSISTENT', { field, params: { date } });
    if (!isTradingDay(date, market)) builder.warn('PRICE_ON_NON_TRADING_DAY', { field, params: { date } });
    rows.push({ date, open, high, low, close, volume, turnover });
  });
  if (builder.hasErrors()) return null;
  rows.sort((first, second) => (first.date < second.date ? -1 : first.date > second.date ? 1 : 0));
  for (let index = 1; index < rows.length; index += 1) {
    if (rows[index].date === rows[index - 1].date) {
      builder.error('PRICE_DATE_DUPLICATE', { field: 'prices', params: { date: rows[index].date } });
      return null;
    }
  }
  return rows;
};

/** Market trading days between the first and last row of a window that have no row. */
const findMissingTradingDays = (rows: readonly PriceRow[], market: Market): IsoDate[] => {
  if (rows.length === 0) return [];
  const present = new Set(rows.map((row) => row.date));
  return listTradingDays(rows[0].date, rows[rows.length - 1].date, market).filter((date) => !present.has(date));
};

/** Simple average of the closing prices of `rows` (the Listing Rules basis). */
export const averageClose = (rows: readonly PriceRow[]): Exact => divide(sum(rows.map((row) => row.close)), fromInteger(rows.length));

/** Warns about suspension gaps and days without trades inside an averaging window; returns the gaps. */
export const warnAboutWindow = (builder: ResultBuilder, rows: readonly PriceRow[], market: Market, field: string): IsoDate[] => {
  const missing = findMissingTradingDays(rows, market);
  if (missing.length > 0) builder.warn('PRICE_MISSING_FOR_TRADING_DAY', { field, params: { dates: missing } });
  const zeroVolume = rows.filter((row) => row.volume !== null && isZero(row.volume)).map((row) => row.date);
  if (zeroVolume.length > 0) builder.warn('PRICE_ZERO_VOLUME_DAY', { field, params: { dates: zeroVolume } });
  return missing;
};
