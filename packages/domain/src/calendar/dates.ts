/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Every date is a plain
 * civil date: we convert through UTC day numbers, so no time zone or
 * daylight-saving shift can move a date.
 */

/** A civil date written 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Day of the week as numbered by `Date#getUTCDay`: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DIGIT_0 = 48;
const HYPHEN = 45;

/** The digits of `text` from `start` to `end` as a number, or -1 if any is not a digit. */
const digitsAt = (text: string, start: number, end: number): number => {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
};

/**
 * Days since 1970-01-01 of a civil date (proleptic Gregorian), by integer arithmetic: H. Hinnant,
 * "chrono-Compatible Low-Level Date Algorithms", days_from_civil. Date.UTC would read years 0–99 as 1900–1999.
 */
const daysFromCivil = (year: number, month: number, day: number): number => {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

/**
 * Days since 1970-01-01 of a real calendar date written 'YYYY-MM-DD', else null. Read character by character,
 * not by a regular expression: calendar walks call it for every day they pass (a notice-period calculation
 * reads a few dozen dates).
 */
const dayNumberOf = (value: unknown): number | null => {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== HYPHEN || value.charCodeAt(7) !== HYPHEN) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > getDaysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
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

const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

/** The 'YYYY-MM-DD' date of a day number (days since 1970-01-01): Hinnant's civil_from_days, no Date made. */
export const fromDayNumber = (dayNumber: number): IsoDate => {
  const shifted = dayNumber + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
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
