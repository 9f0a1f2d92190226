import { describe, expect, it } from 'vitest';
import { calculateReportingDeadlines, type ReportingDeadlinesInput } from './reporting-deadlines';

describe(calculateReportingDeadlines.name, () => {
  // hk-rules §8: the Main Board December year-end timetable (FY 2025).
  it('hk-rules §8: MB FY 2025 timetable (board meeting and results on 25 Mar 2026, AGM 28 May 2026)', () => {
    const result = calculateReportingDeadlines({
      reportType: 'annual',
      periodEndDate: '2025-12-31',
      publicationDate: '2026-03-25',
      boardMeetingDate: '2026-03-25',
      agmDate: '2026-05-28',
    });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({
      regime: 'mainBoard',
      resultsDeadline: { date: '2026-03-31', isBusinessDay: true, rule: 'MB 13.49(1)', confidence: 'V' },
      reportDeadline: { date: '2026-04-30', rule: 'MB 13.46(1)(a)' },
      esgReportDeadline: { date: '2026-05-31', isBusinessDay: false, latestBusinessDay: '2026-05-29' },
      agmDeadline: { date: '2026-06-30' },
      blackout: { startDate: '2026-01-24', endDate: '2026-03-25', lengthDays: 60, notifyExchangeBy: '2026-01-23', isShortenedToPeriodEnd: false },
      boardMeetingNoticeDate: '2026-03-13',
      buyBackRestriction: { startDate: '2026-02-25', endDate: '2026-03-25' },
    });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'DEADLINE_ON_NON_BUSINESS_DAY', field: 'esgReportDeadline', params: { date: '2026-05-31', weekday: 0, latestBusinessDay: '2026-05-29' } }),
    );
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'DEADLINE_NOT_EXTENDED', confidence: 'M' }));
  });

  // MB 13.49(6) / 13.48(1) [V]: interim results 2 months, report 3 months; month-end convention [M].
  it.each<[string, Partial<ReportingDeadlinesInput>, string | null, string | null]>([
    ['MB 13.49(6)/13.48(1) half-year to 30 Jun', { reportType: 'interim', periodEndDate: '2026-06-30' }, '2026-08-31', '2026-09-30'],
    ['MB 13.49(1)/13.46(1)(a) leap year: FYE 30 Nov 2023', { reportType: 'annual', periodEndDate: '2023-11-30' }, '2024-02-29', '2024-03-31'],
    ['MB 13.49(6) leap day period end 29 Feb 2024', { reportType: 'interim', periodEndDate: '2024-02-29' }, '2024-04-30', '2024-05-31'],
    ['MB 13.49(1) FYE 31 Mar', { reportType: 'annual', periodEndDate: '2025-03-31' }, '2025-06-30', '2025-07-31'],
    ['GEM 18.49/18.03 2024 regime: FYE 31 Dec 2023 gets 4 months', { board: 'GEM', reportType: 'annual', periodEndDate: '2023-12-31' }, '2024-03-31', '2024-04-30'],
    ['GEM 18.03 pre-2024: FYE 31 Dec 2022 report in 3 months', { board: 'GEM', reportType: 'annual', periodEndDate: '2022-12-31' }, '2023-03-31', '2023-03-31'],
    ['GEM 18.78 pre-2024: half-year 45 days', { board: 'GEM', reportType: 'interim', periodEndDate: '2023-06-30' }, '2023-08-14', '2023-08-14'],
    ['GEM 2024 regime: half-year aligned with the MB', { board: 'GEM', reportType: 'interim', periodEndDate: '2024-06-30' }, '2024-08-31', '2024-09-30'],
    ['GEM 18.79 pre-2024: quarterly 45 days', { board: 'GEM', reportType: 'quarterly', periodEndDate: '2023-09-30' }, '2023-11-14', '2023-11-14'],
    ['GEM 2024 regime: quarterly not mandatory', { board: 'GEM', reportType: 'quarterly', periodEndDate: '2024-03-31' }, null, null],
    ['GEM override: 2024 regime forced on FY 2022', { board: 'GEM', reportType: 'annual', periodEndDate: '2022-12-31', gemRegime: '2024' }, '2023-03-31', '2023-04-30'],
  ])('%s', (_rule, input, resultsDeadline, reportDeadline) => {
    const result = calculateReportingDeadlines(input as ReportingDeadlinesInput);
    expect(result.errors).toEqual([]);
    expect(result.value?.resultsDeadline?.date ?? null).toBe(resultsDeadline);
    expect(result.value?.reportDeadline?.date ?? null).toBe(reportDeadline);
  });

  it('GEM: the regime follows the old deadline and says so as an [M] assumption', () => {
    const result = calculateReportingDeadlines({ board: 'GEM', reportType: 'annual', periodEndDate: '2023-12-31' });
    expect(result.value?.regime).toBe('gem2024');
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'GEM_REGIME_BY_OLD_DEADLINE', confidence: 'M' }));
  });

  it.each([
    ['MB', 'CG Code (recommended best practice)', 'M', '2026-05-15'],
    ['GEM', 'GEM Update No. 78 (quarterly reporting removed)', 'V', null],
  ] as const)('%s quarterly results are not mandatory', (board, rule, confidence, deadline) => {
    const result = calculateReportingDeadlines({ board, reportType: 'quarterly', periodEndDate: '2026-03-31' });
    expect(result.value?.isMandatory).toBe(false);
    expect(result.value?.resultsDeadline?.date ?? null).toBe(deadline);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'REPORT_NOT_MANDATORY', rule, confidence }));
    expect(result.value?.blackout.lengthDays).toBe(30);
  });

  // hk-rules §0 [M]: a deadline on a weekend or holiday is flagged, not extended; half days are business days.
  it.each([
    ['on a Sunday (interim results 31 Aug 2025)', '2025-06-30', '2025-08-31', '2025-08-29'],
    ['on Christmas Day: the half-day Christmas Eve is the business day before', '2025-10-25', '2025-12-25', '2025-12-24'],
  ])('hk-rules §0 flags a deadline %s', (_case, periodEndDate, date, latestBusinessDay) => {
    const result = calculateReportingDeadlines({ reportType: 'interim', periodEndDate });
    expect(result.value?.resultsDeadline).toMatchObject({ date, isBusinessDay: false, latestBusinessDay });
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'DEADLINE_ON_NON_BUSINESS_DAY', field: 'resultsDeadline' }));
  });

  // App C3 A.3(a) [V]: 60 / 30 days before publication, or from the period end if shorter ([M] start day).
  it.each([
    ['App C3 A.3(a) annual, full 60 days', 'annual', '2025-12-31', '2026-03-25', false, '2026-01-24', false],
    ['App C3 A.3(a) annual starting before the year end is cut to 1 Jan', 'annual', '2025-12-31', '2026-02-10', false, '2026-01-01', true],
    ['App C3 A.3(a) interim starting before the period end is cut to 1 Jul', 'interim', '2026-06-30', '2026-07-15', false, '2026-07-01', true],
    ['App C3 A.3(a) conservative reading includes the period-end day', 'interim', '2026-06-30', '2026-07-15', true, '2026-06-30', true],
    ['App C3 A.3(a) interim 30 days', 'interim', '2026-06-30', '2026-08-20', false, '2026-07-21', false],
    ['App C3 A.3(a) leap year: 60 days before 29 Mar 2024', 'annual', '2023-12-31', '2024-03-29', false, '2024-01-29', false],
  ] as const)('%s', (_rule, reportType, periodEndDate, publicationDate, isBlackoutConservative, startDate, isShortened) => {
    const result = calculateReportingDeadlines({ reportType, periodEndDate, publicationDate, isBlackoutConservative });
    expect(result.value?.blackout).toMatchObject({ startDate, endDate: publicationDate, isShortenedToPeriodEnd: isShortened });
    expect(result.assumptions.map((note) => note.code)).toContain(
      isBlackoutConservative ? 'BLACKOUT_INCLUDES_PERIOD_END' : 'BLACKOUT_STARTS_AFTER_PERIOD_END',
    );
  });

  // Spec §5: a rush warning when 5 days or less remain before the blackout.
  it.each([
    ['6 days before', '2026-01-18', []],
    ['5 days before', '2026-01-19', ['BLACKOUT_STARTS_SOON']],
    ['1 day before', '2026-01-23', ['BLACKOUT_STARTS_SOON']],
    ['on the first day', '2026-01-24', ['BLACKOUT_IN_PROGRESS']],
    ['on publication day', '2026-03-25', ['BLACKOUT_IN_PROGRESS']],
    ['after publication', '2026-03-26', []],
  ])('spec §5 rush warning %s', (_case, today, expected) => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31', publicationDate: '2026-03-25', today });
    expect(result.warnings.map((note) => note.code).filter((code) => code.startsWith('BLACKOUT'))).toEqual(expected);
  });

  it('App C3 A.3(a): assumes publication on the results deadline when no date is given', () => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31' });
    expect(result.value).toMatchObject({ publicationDate: '2026-03-31', isPublicationDateAssumed: true, blackout: { startDate: '2026-01-30' } });
    expect(result.assumptions.map((note) => note.code)).toContain('PUBLICATION_ON_DEADLINE');
  });

  // MB 13.46(1)(a) [V]: the annual report also goes out 21 days before the AGM; the earlier date binds.
  it('MB 13.46(1)(a): an early AGM brings the annual report deadline forward', () => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31', agmDate: '2026-05-15' });
    expect(result.value?.reportDeadline?.date).toBe('2026-04-23');
    expect(result.warnings.map((note) => note.code)).toContain('ANNUAL_REPORT_BOUND_BY_AGM');
  });

  it.each([
    ['a publication after the deadline', { publicationDate: '2026-04-01' }, 'PUBLICATION_AFTER_DEADLINE'],
    ['an AGM after 6 months (App A1 para 14)', { agmDate: '2026-07-02' }, 'MEETING_AFTER_DEADLINE'],
  ])('hk-rules §3 warns about %s', (_case, extra, code) => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31', ...extra });
    expect(result.warnings.map((note) => note.code)).toContain(code);
  });

  // Past the calendar's last date (31 Dec 2027: the 1823 list ends on 31 Dec 2026, then the provisional 2027 list) the calendar-day deadlines still stand;
  // only the business-day check is unknown (hk-rules §7: lunar holidays are never computed).
  it.each([
    ['MB 13.49(1) FY 2027 results', 'resultsDeadline', '2027-12-31', '2028-03-31', null],
    ['MB 13.46(1)(a) FY 2027 annual report', 'reportDeadline', '2027-12-31', '2028-04-30', false],
    ['App A1 para 14 FY 2027 AGM', 'agmDeadline', '2027-12-31', '2028-06-30', null],
    ['MB 13.49(1) results due on Sunday 30 Apr 2028: known not a business day', 'resultsDeadline', '2028-01-31', '2028-04-30', false],
  ] as const)('%s is given with CALENDAR_NOT_PUBLISHED', (_rule, field, periodEndDate, date, isBusinessDay) => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate });
    expect(result.errors).toEqual([]);
    expect(result.value?.[field]).toMatchObject({ date, isBusinessDay, latestBusinessDay: null });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'CALENDAR_NOT_PUBLISHED', field, params: { date, lastDate: '2027-12-31', year: '2028' } }),
    );
    expect(result.warnings.some((note) => note.code === 'DEADLINE_ON_NON_BUSINESS_DAY' && note.field === field)).toBe(isBusinessDay === false);
  });

  it('App C3 A.3(a) / MB 10.06(2)(e): FY 2027 blackout and buy-back window are calendar days; the r.13.43 notice is left open', () => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2027-12-31', boardMeetingDate: '2028-03-24' });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({
      publicationDate: '2028-03-31',
      blackout: { startDate: '2028-01-31', endDate: '2028-03-31', notifyExchangeBy: '2028-01-30', lengthDays: 60, actualDaysBeforePublication: 60 },
      buyBackRestriction: { startDate: '2028-02-24', endDate: '2028-03-31' },
      boardMeetingNoticeDate: null,
    });
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'CALENDAR_NOT_PUBLISHED', field: 'boardMeetingNoticeDate' }));
  });

  it('spec §5: a period end before 1990 is refused with the covered range', () => {
    const result = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '1989-12-31' });
    expect(result.errors).toEqual([
      { code: 'DATE_OUT_OF_RANGE', field: 'periodEndDate', params: { date: '1989-12-31', market: 'XHKG', firstDate: '1990-01-01', lastDate: '2027-12-31' } },
    ]);
  });

  it.each([
    ['a period end before 1990', { reportType: 'annual', periodEndDate: '1989-12-31' }, 'DATE_OUT_OF_RANGE'],
    ['publication before the period end', { reportType: 'annual', periodEndDate: '2025-12-31', publicationDate: '2025-12-30' }, 'DATE_RANGE_INVERTED'],
    ['an empty period end', { reportType: 'annual', periodEndDate: '' }, 'DATE_REQUIRED'],
    ['an unknown report type', { reportType: 'monthly', periodEndDate: '2025-12-31' }, 'OPTION_INVALID'],
  ])('spec §5 rejects %s', (_case, input, code) => {
    const result = calculateReportingDeadlines(input as unknown as ReportingDeadlinesInput);
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe(code);
  });
});
