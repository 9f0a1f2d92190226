/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Every date is a plain
 * civil date: we convert through UTC day numbers, so no time zone or
 * daylight-saving shift can move a date.
 */

/** A civil date written 'YYYY-MM-DD'. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day of the week as numbered by `Date#getUTCDay`: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Days since 1970-01-01 of a real calendar date written 'YYYY-MM-DD', else null: parsed once (calendar walks call it per day). */
const dayNumberOf = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > getDaysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
};

/** True when `value` is a real calendar date written 'YYYY-MM-DD' (2023-02-29 is false). */
export const isIsoDate = (value: unknown): value is IsoDate => dayNumberOf(value) !== null;

/**
 * Days since 1970-01-01 for a 'YYYY-MM-DD' date.
 * @throws RangeError when the text is not a valid date.
 */
export const toDayNumber = (date: IsoDate): number => {
  const dayNumber = dayNumberOf(date);
  if (dayNumber === null) throw new RangeError(`Invalid ISO date: ${String(date)}`);
  return dayNumber;
};

/** The 'YYYY-MM-DD' date of a day number (days since 1970-01-01). */
export const fromDayNumber = (dayNumber: number): IsoDate => {
  const moment = new Date(dayNumber * MS_PER_DAY);
  const year = String(moment.getUTCFullYear()).padStart(4, '0');
  const month = String(moment.getUTCMonth() + 1).padStart(2, '0');
  const day = String(moment.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
};

/** `date` moved by `days` calendar days (negative moves back). */
export const addCalendarDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(toDayNumber(date) + days);

/** Calendar days from `from` to `to` (positive when `to` is later). */
export const differenceInCalendarDays = (from: IsoDate, to: IsoDate): number => toDayNumber(to) - toDayNumber(from);

/** Day of the week of `date` (0 = Sunday … 6 = Saturday). */
export const getWeekday = (date: IsoDate): Weekday => (((toDayNumber(date) % 7) + 7 + 4) % 7) as Weekday;

/** True on Saturday and Sunday. */
export const isWeekend = (date: IsoDate): boolean => {
  const weekday = getWeekday(date);
  return weekday === 0 || weekday === 6;
};

/** Gregorian leap year test. */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Number of days in a month (`month` 1–12). */
export const getDaysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1]);

/** True when `date` is the last day of its month. */
export const isLastDayOfMonth = (date: IsoDate): boolean => {
  const [year, month, day] = date.split('-').map(Number);
  return day === getDaysInMonth(year, month);
};

/**
 * `date` plus `months` calendar months by the month-end convention of the
 * brief (hk-rules §0, [M]): a period ending on the last day of a month ends
 * the target month too (31 Dec + 3 m = 31 Mar, 30 Jun + 2 m = 31 Aug);
 * otherwise the same day number, capped at the target month's end.
 */
export const addMonthsMonthEnd = (date: IsoDate, months: number): IsoDate => {
  const [year, month, day] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = getDaysInMonth(targetYear, targetMonth);
  const targetDay = isLastDayOfMonth(date) ? lastDay : Math.min(day, lastDay);
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
};

/** The earlier of two dates. */
export const minDate = (first: IsoDate, second: IsoDate): IsoDate => (first <= second ? first : second);

/** The later of two dates. */
export const maxDate = (first: IsoDate, second: IsoDate): IsoDate => (first >= second ? first : second);
