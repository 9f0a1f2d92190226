import { CalendarError, getCalendarRange, isProvisionalHolidayDate, type Market } from '../calendar/market-calendar';
import { isIsoDate, type IsoDate } from '../calendar/dates';
import { isEmptyValue } from '../validation/values';
import { isNegative, isZero, parseDecimal, type DecimalInput, type Exact } from './decimal';
import type { ResultBuilder } from './result';

/** How an amount is checked besides being a number. */
type AmountRule = 'any' | 'nonNegative' | 'positive';

/**
 * Reads a required amount (spec §5: not empty). Records AMOUNT_REQUIRED,
 * AMOUNT_INVALID or AMOUNT_NOT_POSITIVE on `builder` and returns null on failure.
 */
export const readAmount = (
  builder: ResultBuilder,
  field: string,
  input: DecimalInput | null | undefined,
  rule: AmountRule = 'any',
): Exact | null => {
  if (isEmptyValue(input)) {
    builder.error('AMOUNT_REQUIRED', { field });
    return null;
  }
  const value = parseDecimal(input as DecimalInput);
  if (!value) {
    builder.error('AMOUNT_INVALID', { field });
    return null;
  }
  if ((rule === 'positive' && (isNegative(value) || isZero(value))) || (rule === 'nonNegative' && isNegative(value))) {
    builder.error('AMOUNT_NOT_POSITIVE', { field });
    return null;
  }
  return value;
};

/** Reads an optional amount: undefined when empty, otherwise as `readAmount`. */
export const readOptionalAmount = (
  builder: ResultBuilder,
  field: string,
  input: DecimalInput | null | undefined,
  rule: AmountRule = 'any',
): Exact | null | undefined => (isEmptyValue(input) ? undefined : readAmount(builder, field, input, rule));

/** Reads a whole number of shares (≥ 0, or > 0 when `rule` is 'positive'). */
export const readShareCount = (
  builder: ResultBuilder,
  field: string,
  input: DecimalInput | null | undefined,
  rule: 'nonNegative' | 'positive',
): Exact | null => {
  const value = readAmount(builder, field, input, rule);
  if (value && value.denominator !== 1n) {
    builder.error('AMOUNT_INVALID', { field, params: { reason: 'fractionalShares' } });
    return null;
  }
  return value;
};

/**
 * Which part of the calendar's range a date must lie in: the whole range, or
 * only after its start for calendar-day rules that still work once the
 * holiday list ends (their business-day checks then become unknown).
 */
export type DateBounds = 'calendarRange' | 'fromCalendarStart' | 'anyDate';

/** Records DATE_OUT_OF_RANGE with the covered range, so the message can state it. */
export const recordOutOfRange = (builder: ResultBuilder, field: string, date: string, market: Market = 'XHKG'): void => {
  const { firstDate, lastDate } = getCalendarRange(market);
  builder.error('DATE_OUT_OF_RANGE', { field, params: { date, market, firstDate, lastDate } });
};

/**
 * HOLIDAYS_PROVISIONAL once per year when an HKEX date lies in a year whose
 * holidays rest on a provisional list (hk-rules §7; data README [S]).
 */
export const warnIfProvisional = (builder: ResultBuilder, date: string | null | undefined, market: Market = 'XHKG'): void => {
  if (typeof date === 'string' && isIsoDate(date) && isProvisionalHolidayDate(date, market))
    builder.warn('HOLIDAYS_PROVISIONAL', { params: { year: date.slice(0, 4) } });
};

/**
 * Reads a required date and checks it lies in the market calendar's range
 * (spec §5: dates outside the calculable range are rejected); 'anyDate' skips
 * the range check for dates that only calendar arithmetic uses.
 */
export const readDate = (
  builder: ResultBuilder,
  field: string,
  input: string | null | undefined,
  market: Market = 'XHKG',
  bounds: DateBounds = 'calendarRange',
): IsoDate | null => {
  if (isEmptyValue(input)) {
    builder.error('DATE_REQUIRED', { field });
    return null;
  }
  const text = String(input).trim();
  if (!isIsoDate(text)) {
    builder.error('DATE_INVALID', { field });
    return null;
  }
  if (bounds === 'anyDate') return text;
  const { firstDate, lastDate } = getCalendarRange(market);
  if (text < firstDate || (bounds === 'calendarRange' && text > lastDate)) {
    recordOutOfRange(builder, field, text, market);
    return null;
  }
  warnIfProvisional(builder, text, market);
  return text;
};

/** Reads an optional date: undefined when empty, otherwise as `readDate`. */
export const readOptionalDate = (
  builder: ResultBuilder,
  field: string,
  input: string | null | undefined,
  market: Market = 'XHKG',
): IsoDate | null | undefined => (isEmptyValue(input) ? undefined : readDate(builder, field, input, market));

/**
 * Runs calendar work; a computed date leaving the calendar's range becomes a
 * DATE_OUT_OF_RANGE error on `builder` (null is returned).
 */
export const withCalendar = <Value>(builder: ResultBuilder, field: string, work: () => Value): Value | null => {
  try {
    const value = work();
    if (typeof value === 'string') warnIfProvisional(builder, value);
    return value;
  } catch (error) {
    if (error instanceof CalendarError) {
      if (error.code === 'DATE_OUT_OF_RANGE') recordOutOfRange(builder, field, error.date, error.market);
      else builder.error(error.code, { field, params: { date: error.date, market: error.market } });
      return null;
    }
    throw error;
  }
};

/** Checks `value` is one of `allowed`; records OPTION_INVALID otherwise. */
export const readOption = <Option extends string>(
  builder: ResultBuilder,
  field: string,
  value: unknown,
  allowed: readonly Option[],
  fallback?: Option,
): Option | null => {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as Option;
  builder.error('OPTION_INVALID', { field, params: { allowed: [...allowed] } });
  return null;
};
