import { addCalendarDays, isWeekend, type IsoDate } from '../calendar/dates';
import { getCalendarRange, getPreviousTradingDay } from '../calendar/market-calendar';
import { recordOutOfRange, warnIfProvisional, withCalendar } from './inputs';
import type { ResultBuilder } from './result';

/**
 * What the HKEX calendar can say about a computed date. Past the calendar's
 * last date (the official holiday list ends there; lunar holidays are never
 * computed) a part that needs the list is null: unknown, not guessed.
 */
export type BusinessDayStatus = {
  /** Null when the date is a weekday after the calendar's last date. */
  readonly isBusinessDay: boolean | null;
  /** Latest business day on or before the date; null when a weekday after the last date lies on the way. */
  readonly latestBusinessDay: IsoDate | null;
};

/**
 * The business-day status of `date` (hk-rules §0: Mon–Fri except general
 * holidays; half days count). A Saturday or Sunday is known not to be a
 * business day even past the calendar; the latest business day is known
 * only when every day back to the calendar's last date is a weekend.
 * Before the calendar's start the date is out of range: null.
 * @throws CalendarError when the walk back leaves the start of the calendar.
 */
export const getBusinessDayStatus = (date: IsoDate): BusinessDayStatus | null => {
  const { firstDate, lastDate } = getCalendarRange('XHKG');
  if (date < firstDate) return null;
  let day = date;
  while (day > lastDate && isWeekend(day)) day = addCalendarDays(day, -1);
  if (day > lastDate) return { isBusinessDay: date === day ? null : false, latestBusinessDay: null };
  const latestBusinessDay = getPreviousTradingDay(day, 'XHKG', true);
  return { isBusinessDay: latestBusinessDay === date, latestBusinessDay };
};

/**
 * `getBusinessDayStatus` for a calculator: a date before the calendar is a
 * DATE_OUT_OF_RANGE error (null returned); an unknown part adds the
 * CALENDAR_NOT_PUBLISHED warning naming the date and the calendar's last date.
 */
export const checkBusinessDay = (builder: ResultBuilder, field: string, date: IsoDate): BusinessDayStatus | null => {
  if (date < getCalendarRange('XHKG').firstDate) {
    recordOutOfRange(builder, field, date);
    return null;
  }
  const status = withCalendar(builder, field, () => getBusinessDayStatus(date));
  if (!status) return null;
  warnIfProvisional(builder, date);
  if (status.isBusinessDay === null || status.latestBusinessDay === null) warnCalendarNotPublished(builder, field, date);
  return status;
};

/** CALENDAR_NOT_PUBLISHED: the business days around `date` cannot be checked until the next holiday list is loaded. */
export const warnCalendarNotPublished = (builder: ResultBuilder, field: string, date: IsoDate): void => {
  const { lastDate } = getCalendarRange('XHKG');
  builder.warn('CALENDAR_NOT_PUBLISHED', { field, params: { date, lastDate, year: date.slice(0, 4) } });
};
