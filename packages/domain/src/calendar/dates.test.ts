import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonthsMonthEnd, differenceInCalendarDays, getWeekday, isIsoDate, isLeapYear } from './dates';

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
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
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
