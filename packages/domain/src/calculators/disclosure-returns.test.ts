import { describe, expect, it } from 'vitest';
import { calculateMonthlyReturn, calculateNextDayDisclosureReturn, calculatePollResults } from './disclosure-returns';

const codes = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

describe('calculateNextDayDisclosureReturn (MB 13.25A(1) [V]: 08:30 on the next business day, HK time)', () => {
  it.each([
    // [case, eventDate, eventTime, timeZone, HK date, HK time, deadline]
    ['HK event on a Thursday: the Friday', '2026-03-19', '15:00', '+08:00', '2026-03-19', '15:00', '2026-03-20'],
    ['HK event on a Friday: the Monday', '2026-03-20', '10:00', 'Asia/Hong_Kong', '2026-03-20', '10:00', '2026-03-23'],
    ['London 18:30 on Thu 25 Mar 2027 (GMT) is 02:30 Fri 26 Mar in HK, after midnight: Good Friday and Easter Monday skipped', '2027-03-25', '18:30', 'Europe/London', '2027-03-26', '02:30', '2027-03-30'],
    ['London 18:30 on Wed 1 Jul 2026 (BST) is 01:30 Thu 2 Jul in HK', '2026-07-01', '18:30', 'Europe/London', '2026-07-02', '01:30', '2026-07-03'],
    ['New York 20:00 (UTC−5) on Thu 24 Dec 2026 is 09:00 Fri 25 Dec (Christmas)', '2026-12-24', '20:00', '-05:00', '2026-12-25', '09:00', '2026-12-28'],
    ['a half day counts as a business day: event Wed 23 Dec 2026, due Thu 24 Dec', '2026-12-23', '11:00', 'UTC+8', '2026-12-23', '11:00', '2026-12-24'],
  ])('%s', (_case, eventDate, eventTime, timeZone, hongKongDate, hongKongTime, deadline) => {
    const result = calculateNextDayDisclosureReturn({ eventDate, eventTime, timeZone });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ eventDateHongKong: hongKongDate, eventTimeHongKong: hongKongTime, deadline: { date: deadline, time: '08:30' } });
    expect(result.steps.every((step) => step.rule === 'MB 13.25A(1)' && step.confidence === 'V')).toBe(true);
  });

  it('GEM cites GEM 17.27A [M]', () => {
    const result = calculateNextDayDisclosureReturn({ board: 'GEM', eventDate: '2026-03-19', eventTime: '15:00', timeZone: '+08:00' });
    expect(result.steps[0]).toMatchObject({ rule: 'GEM 17.27A', confidence: 'M' });
  });

  it('an event time without a time zone is read as HK time with a warning, never silently', () => {
    const result = calculateNextDayDisclosureReturn({ eventDate: '2026-03-19', eventTime: '23:30' });
    expect(result.ok).toBe(true);
    expect(codes(result.warnings)).toContain('TIME_ZONE_ASSUMED_HONG_KONG');
    expect(result.value?.deadline.date).toBe('2026-03-20');
  });

  it.each([
    ['an unknown zone', { eventDate: '2026-03-19', eventTime: '10:00', timeZone: 'Mars/Olympus' }, 'TIME_ZONE_INVALID'],
    ['a time that is not HH:MM', { eventDate: '2026-03-19', eventTime: '25:00', timeZone: '+08:00' }, 'TIME_INVALID'],
    ['a date before 1990', { eventDate: '1989-12-29', eventTime: '10:00', timeZone: '+08:00' }, 'DATE_OUT_OF_RANGE'],
    ['a date past the loaded calendar', { eventDate: '2028-01-03', eventTime: '10:00', timeZone: '+08:00' }, 'DATE_OUT_OF_RANGE'],
  ])('rejects %s', (_case, input, code) => {
    const result = calculateNextDayDisclosureReturn(input);
    expect(result.ok).toBe(false);
    expect(codes(result.errors)).toContain(code);
  });

  it('a 2027 deadline says it rests on the provisional holiday list', () => {
    const result = calculateNextDayDisclosureReturn({ eventDate: '2027-02-04', eventTime: '10:00', timeZone: '+08:00' });
    expect(result.value?.deadline.date).toBe('2027-02-05');
    expect(result.warnings).toContainEqual({ code: 'HOLIDAYS_PROVISIONAL', params: { year: '2027' } });
  });
});

describe('calculateMonthlyReturn (MB 13.25B [M]: 08:30 on the 5th business day after month end)', () => {
  it.each([
    ['month ending on a Saturday (Jan 2026): 5 business days from Mon 2 Feb', 2026, 1, '2026-02-06'],
    ['month ending on a Sunday (May 2026); Mon 25 May holiday already past', 2026, 5, '2026-06-05'],
    ['Lunar New Year in the count (Jan 2026 … Feb 2026 ends Sat 28 Feb)', 2026, 2, '2026-03-06'],
    ['holidays in the count: Mar 2026 ends Tue; Good Friday and the days following Ching Ming and Easter Monday', 2026, 3, '2026-04-10'],
    ['Dec 2026 ends on a half day; New Year’s Day skipped', 2026, 12, '2027-01-08'],
    ['Jan 2027 ends on a Sunday; Lunar New Year’s Eve half day counts', 2027, 1, '2027-02-05'],
    ['Jan 2025: the Lunar New Year holidays 29–31 Jan are before month end', 2025, 1, '2025-02-07'],
  ])('%s', (_case, year, month, deadline) => {
    const result = calculateMonthlyReturn({ year, month });
    expect(result.errors).toEqual([]);
    expect(result.value?.deadline).toEqual({ date: deadline, time: '08:30', timeZone: 'Asia/Hong_Kong', rule: 'MB 13.25B', confidence: 'M' });
    expect(result.value?.countedBusinessDays).toHaveLength(5);
    expect(result.steps.find((step) => step.key === 'monthlyReturn.deadline')).toMatchObject({ rule: 'MB 13.25B', confidence: 'M' });
  });

  it.each([
    ['month 13', { year: 2026, month: 13 }, 'MONTH_INVALID'],
    ['a month before 1990', { year: 1989, month: 11 }, 'DATE_OUT_OF_RANGE'],
    ['Dec 2027: the 5th business day lies past the loaded calendar', { year: 2027, month: 12 }, 'DATE_OUT_OF_RANGE'],
  ])('rejects %s', (_case, input, code) => {
    const result = calculateMonthlyReturn(input);
    expect(result.ok).toBe(false);
    expect(codes(result.errors)).toContain(code);
  });
});

describe('calculatePollResults (MB 13.39(5) [M]: 08:30 on the business day after the meeting)', () => {
  it.each([
    ['AGM Thu 28 May 2026 (hk-rules §8 row 12)', '2026-05-28', '2026-05-29'],
    ['AGM Fri 19 Jun 2026 is Tuen Ng: non-business day warned, due Mon 22 Jun', '2026-06-19', '2026-06-22'],
    ['EGM Thu 8 Apr 2027 (provisional 2027 list)', '2027-04-08', '2027-04-09'],
  ])('%s', (_case, meetingDate, deadline) => {
    const result = calculatePollResults({ meetingDate });
    expect(result.value?.deadline).toMatchObject({ date: deadline, time: '08:30' });
    expect(result.steps[0]).toMatchObject({ rule: 'MB 13.39(5)', confidence: 'M' });
    expect(codes(result.warnings).includes('MEETING_ON_NON_BUSINESS_DAY')).toBe(meetingDate === '2026-06-19');
  });
});
