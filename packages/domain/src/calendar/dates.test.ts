import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonthsMonthEnd, differenceInCalendarDays, fromDayNumber, getWeekday, isIsoDate, isLeapYear, toDayNumber } from './dates';

describe(addMonthsMonthEnd.name, () => {
  // hk-rules §0 [M]: month-end convention for "within N months after period end".
  it.each([
    ['2025-12-31', 3, '2026-03-31', 'year end + 3 m'],
    ['2026-06-30', 2, '2026-08-31', 'half-year end + 2 m keeps month end'],
    ['2023-11-30', 3, '2024-02-29', 'month end into a leap February'],
    ['2022-11-30', 3, '2023-02-28', 'month end into a common February'],
    ['2024-02-29', 6, '2024-08-31', 'leap-day month end'],
    ['2025-01-15', 1, '2025-02-15', 'mid-month keeps the day'],
    ['2025-01-30', 1, '2025-02-28', 'not a month end: capped'],
    ['2026-03-31', -1, '2026-02-28', 'one month back'],
  ])('%s + %i months = %s (%s)', (date, months, expected) => {
    expect(addMonthsMonthEnd(date, months)).toBe(expected);
  });
});

describe(isIsoDate.name, () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-1x', false],
    ['2026/01/01', false],
    ['２０２６-01-01', false],
    ['2026-01-011', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-04-00', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('day numbers', () => {
  it('agree with the platform Date for every day from 1600 to 2400, both ways', () => {
    const msPerDay = 86_400_000;
    for (let dayNumber = Date.UTC(1600, 0, 1) / msPerDay; dayNumber <= Date.UTC(2400, 11, 31) / msPerDay; dayNumber += 1) {
      const expected = new Date(dayNumber * msPerDay).toISOString().slice(0, 10);
      if (fromDayNumber(dayNumber) !== expected || toDayNumber(expected) !== dayNumber) {
        expect([fromDayNumber(dayNumber), toDayNumber(expected)]).toEqual([expected, dayNumber]);
      }
    }
    expect(fromDayNumber(-719_528)).toBe('0000-01-01');
    expect(toDayNumber('0000-01-01')).toBe(-719_528);
    // Years 0–99: Date.UTC would read 99 as 1999; setUTCFullYear does not.
    const year99 = new Date(0);
    year99.setUTCFullYear(99, 11, 31);
    expect(toDayNumber('0099-12-31')).toBe(year99.getTime() / msPerDay);
  });
});

describe('day arithmetic', () => {
  it('counts across a leap day and knows the weekday', () => {
    expect(differenceInCalendarDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(addCalendarDays('2024-03-21', -22)).toBe('2024-02-28');
    expect(getWeekday('2026-05-31')).toBe(0);
    expect(getWeekday('1970-01-01')).toBe(4);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
  });
});
