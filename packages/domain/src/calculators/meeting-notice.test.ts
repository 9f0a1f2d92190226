import { describe, expect, it } from 'vitest';
import { calculateMeetingNotice, getBoardMeetingNotice, type MeetingType } from './meeting-notice';

describe(calculateMeetingNotice.name, () => {
  // CO s.571 [S]: N clear days, so the latest notice date is the meeting date − (N + 1).
  it.each<[string, MeetingType, string, string]>([
    ['CO s.571(1)(a) AGM 21 clear days (hk-rules §8 example)', 'annualGeneralMeeting', '2026-05-28', '2026-05-06'],
    ['CO s.571(1)(a) AGM across a leap February', 'annualGeneralMeeting', '2024-03-21', '2024-02-28'],
    ['CO s.571(1)(a) AGM across a common February', 'annualGeneralMeeting', '2023-03-21', '2023-02-27'],
    ['CO s.571(1)(b) other general meeting 14 clear days', 'generalMeeting', '2026-06-30', '2026-06-15'],
  ])('%s', (_rule, meetingType, meetingDate, latestNoticeDate) => {
    const result = calculateMeetingNotice({ meetingType, meetingDate });
    expect(result.errors).toEqual([]);
    expect(result.value?.latestNoticeDate).toBe(latestNoticeDate);
    expect(result.assumptions.map((note) => note.code)).toContain('CLEAR_DAYS_EXCLUDE_BOTH_ENDS');
  });

  // MB 13.43 [V; counting M]: 7 clear business days.
  it.each([
    ['MB 13.43 board meeting Wed 25 Mar 2026 (hk-rules §8 example)', '2026-03-25', '2026-03-13', '2026-03-15'],
    ['MB 13.43 over the Lunar New Year holidays; the 16 Feb half day counts', '2026-02-27', '2026-02-12', '2026-02-12'],
    ['MB 13.43 meeting on a Saturday counts business days before it', '2026-03-28', '2026-03-18', '2026-03-18'],
    ['MB 13.43 over Easter 2026 (3, 6, 7 Apr closed)', '2026-04-15', '2026-03-31', '2026-03-31'],
    ['MB 13.43 Friday 17 Apr 2026: the alternative is the Easter holiday before the 7th business day', '2026-04-17', '2026-04-02', '2026-04-07'],
  ])('%s', (_rule, meetingDate, latestNoticeDate, alternative) => {
    const result = calculateMeetingNotice({ meetingType: 'boardMeeting', meetingDate });
    expect(result.value).toMatchObject({
      latestNoticeDate,
      latestNoticeDateIfNonBusinessDayPublication: alternative,
      noticePeriod: { count: 7, unit: 'clearBusinessDays' },
    });
    expect(result.steps[0]).toMatchObject({ rule: 'MB 13.43', confidence: 'V' });
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN', confidence: 'M' }));
  });

  it('MB 13.43: getBoardMeetingNotice leaves exactly 7 business days strictly between notice and meeting', () => {
    expect(getBoardMeetingNotice('2026-03-25')).toEqual({
      latestNoticeDate: '2026-03-13',
      latestNoticeDateIfNonBusinessDayPublication: '2026-03-15',
    });
  });

  it('cites GEM 17.48 [M] for a GEM board meeting', () => {
    const result = calculateMeetingNotice({ board: 'GEM', meetingType: 'boardMeeting', meetingDate: '2026-03-25' });
    expect(result.steps[0]).toMatchObject({ rule: 'GEM 17.48', confidence: 'M' });
  });

  // hk-rules §0 [M]: a latest date on a non-business day is not moved; the business day before is shown.
  it('hk-rules §0: an AGM notice date falling on a Sunday is flagged, with the business day before', () => {
    const result = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate: '2026-06-22' });
    expect(result.value).toMatchObject({ latestNoticeDate: '2026-05-31', isLatestNoticeDateBusinessDay: false, latestNoticeBusinessDay: '2026-05-29' });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'DEADLINE_ON_NON_BUSINESS_DAY', params: { date: '2026-05-31', weekday: 0, latestBusinessDay: '2026-05-29' } }),
    );
  });

  it('hk-rules §0: a notice date on a public holiday (1 Oct 2026) rolls back to 30 Sep', () => {
    const result = calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-10-16' });
    expect(result.value?.latestNoticeDate).toBe('2026-10-01');
    expect(result.value?.latestNoticeBusinessDay).toBe('2026-09-30');
  });

  // Spec §5: meeting less than 10 days away; notice date less than 1 day away.
  it.each([
    ['meeting 10 days away: no warning', '2026-06-01', '2026-06-11', 'MEETING', []],
    ['meeting 9 days away', '2026-06-02', '2026-06-11', 'MEETING', ['MEETING_LESS_THAN_10_DAYS_AWAY']],
    ['meeting today', '2026-06-11', '2026-06-11', 'MEETING', ['MEETING_LESS_THAN_10_DAYS_AWAY']],
    ['notice date tomorrow: no warning', '2026-05-05', '2026-05-28', 'NOTICE', []],
    ['notice date today', '2026-05-06', '2026-05-28', 'NOTICE', ['NOTICE_DATE_LESS_THAN_1_DAY_AWAY']],
    ['notice date passed', '2026-05-07', '2026-05-28', 'NOTICE', ['NOTICE_DATE_LESS_THAN_1_DAY_AWAY', 'NOTICE_DATE_PASSED']],
  ])('spec §5 warnings: %s', (_case, today, meetingDate, prefix, expected) => {
    const result = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate, today });
    expect(result.ok).toBe(true);
    expect(result.warnings.map((note) => note.code).filter((code) => code.startsWith(prefix))).toEqual(expected);
  });

  // Spec §5: dates outside the calculable range are rejected.
  it.each([
    ['a notice date before 1990', { meetingType: 'annualGeneralMeeting', meetingDate: '1990-01-10' }, 'DATE_OUT_OF_RANGE'],
    ['a board notice walking before 1990', { meetingType: 'boardMeeting', meetingDate: '1990-01-05' }, 'DATE_OUT_OF_RANGE'],
    ['an impossible date', { meetingType: 'generalMeeting', meetingDate: '2025-02-29' }, 'DATE_INVALID'],
    ['an empty date', { meetingType: 'generalMeeting', meetingDate: '' }, 'DATE_REQUIRED'],
    ['an unknown meeting type', { meetingType: 'creditorsMeeting', meetingDate: '2026-05-28' }, 'OPTION_INVALID'],
  ] as const)('spec §5 rejects %s', (_case, input, code) => {
    const result = calculateMeetingNotice(input as unknown as Parameters<typeof calculateMeetingNotice>[0]);
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe(code);
  });

  // Past the calendar's last date (31 Dec 2027, provisional): clear days are calendar days, so the notice date is still given.
  it.each([
    ['CO s.571(1)(a) AGM on 20 Jan 2028: notice date inside the calendar', '2028-01-20', '2027-12-29', true, '2027-12-29', ['meetingDate']],
    ['CO s.571(1)(a) AGM on 10 Feb 2028: notice date a weekday past the calendar', '2028-02-10', '2028-01-19', null, null, ['latestNoticeDate', 'meetingDate']],
    ['CO s.571(1)(a) AGM on 24 Jan 2028: notice date Sunday 2 Jan 2028, the business day before it in the calendar', '2028-01-24', '2028-01-02', false, '2027-12-31', ['meetingDate']],
  ] as const)('%s', (_rule, meetingDate, latestNoticeDate, isBusinessDay, latestBusinessDay, unknownFields) => {
    const result = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ latestNoticeDate, isLatestNoticeDateBusinessDay: isBusinessDay, latestNoticeBusinessDay: latestBusinessDay });
    const unknown = result.warnings.filter((note) => note.code === 'CALENDAR_NOT_PUBLISHED');
    expect(unknown.map((note) => note.field)).toEqual(unknownFields);
    expect(unknown[0].params).toMatchObject({ lastDate: '2027-12-31', year: '2028' });
  });

  // MB 13.43 and MB 13.66 count business days: past the calendar they refuse, naming the covered range.
  it.each([
    ['MB 13.43 board meeting on 12 Jan 2028', { meetingType: 'boardMeeting', meetingDate: '2028-01-12' }],
    ['MB 13.66 book closure from 14 Jan 2028', { meetingType: 'bookClosure', meetingDate: '2028-01-14' }],
  ] as const)('%s is refused with the calendar range', (_rule, input) => {
    const result = calculateMeetingNotice(input);
    expect(result.errors).toEqual([
      { code: 'DATE_OUT_OF_RANGE', field: 'meetingDate', params: { date: input.meetingDate, market: 'XHKG', firstDate: '1990-01-01', lastDate: '2027-12-31' } },
    ]);
  });

  // CO s.571 [S]: the articles can lengthen the notice, never shorten it.
  it.each([
    ['CO s.571(1)(a) AGM with 20 days', 'annualGeneralMeeting', 20, false, 21],
    ['CO s.571(1)(b) general meeting with 13 days', 'generalMeeting', 13, false, 14],
    ['CO s.571(1)(b) unlimited company with 6 days', 'generalMeeting', 6, true, 7],
  ] as const)('%s is below the statutory minimum', (_rule, meetingType, noticeDays, isUnlimitedCompany, minimum) => {
    const result = calculateMeetingNotice({ meetingType, meetingDate: '2026-06-30', noticeDays, isUnlimitedCompany });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      expect.objectContaining({ code: 'NOTICE_BELOW_STATUTORY', field: 'noticeDays', confidence: 'S', params: { noticeDays, minimum } }),
    ]);
  });

  it('CO s.571(1)(b): an unlimited company may use exactly 7 days', () => {
    expect(calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-06-30', noticeDays: 7, isUnlimitedCompany: true }).value?.latestNoticeDate).toBe(
      '2026-06-22',
    );
  });

  // hk-rules §0 [S]: the articles' deemed-service rules move the sending date earlier.
  it.each([
    ['no deemed-service days (default)', undefined, '2026-05-06', 0],
    ['2 days for posted notice', 2, '2026-05-04', 2],
  ])('hk-rules §0 deemed service: AGM on 28 May 2026 with %s', (_case, deemedServiceDays, latestNoticeDate, days) => {
    const result = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate: '2026-05-28', deemedServiceDays });
    expect(result.value).toMatchObject({ latestNoticeDate, deemedServiceDays: days });
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'DEEMED_SERVICE_DAYS', params: { days } }));
    const step = result.steps.find((item) => item.key === 'meetingNotice.deemedService');
    expect(step?.figures ?? null).toEqual(days ? { latestServiceDate: '2026-05-06', deemedServiceDays: days, latestNoticeDate } : null);
  });

  it('rejects deemed-service days that are not a whole number from 0 to 31', () => {
    const result = calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-06-30', deemedServiceDays: 40 });
    expect(result.errors).toEqual([{ code: 'OPTION_INVALID', field: 'deemedServiceDays' }]);
  });

  // MB 13.66 [S]: at least 10 business days before the closure (6 for a rights issue): P ≤ X − N business days.
  it.each([
    ['MB 13.66 closure from Mon 15 Jun 2026', '2026-06-15', false, '2026-06-01', 10],
    ['MB 13.66 rights issue closure from Mon 15 Jun 2026', '2026-06-15', true, '2026-06-05', 6],
    ['MB 13.66 over the Chung Yeung holiday (19 Oct 2026)', '2026-10-20', false, '2026-10-05', 10],
  ])('%s', (_rule, meetingDate, isRightsIssue, latestNoticeDate, count) => {
    const result = calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate, isRightsIssue });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ latestNoticeDate, isLatestNoticeDateBusinessDay: true, noticePeriod: { count, unit: 'businessDays' } });
    expect(result.steps[0]).toMatchObject({ key: 'meetingNotice.bookClosure', rule: 'MB 13.66', confidence: 'S' });
    expect(result.assumptions.map((note) => note.code)).toContain('BUSINESS_DAYS_BEFORE_COUNTING');
  });

  it('cites GEM 17.78 [M] for a GEM book closure', () => {
    const result = calculateMeetingNotice({ board: 'GEM', meetingType: 'bookClosure', meetingDate: '2026-06-15' });
    expect(result.steps[0]).toMatchObject({ rule: 'GEM 17.78', confidence: 'M' });
  });

  // CO s.632 [M]: the register may be closed at most 30 days a year (60 with a members' resolution).
  it.each([
    ['30 days', '2026-07-14', 30, false],
    ['31 days', '2026-07-15', 31, true],
  ])('CO s.632: a closure of %s', (_case, closureEndDate, lengthDays, isWarned) => {
    const result = calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2026-06-15', closureEndDate });
    expect(result.value?.closurePeriod).toEqual({ startDate: '2026-06-15', endDate: closureEndDate, lengthDays });
    const warning = result.warnings.find((note) => note.code === 'REGISTER_CLOSURE_OVER_30_DAYS');
    expect(warning ?? null).toEqual(
      isWarned ? { code: 'REGISTER_CLOSURE_OVER_30_DAYS', field: 'closureEndDate', rule: 'CO s.632', confidence: 'M', params: { days: 31, maxDays: 30, extendedMaxDays: 60 } } : null,
    );
  });

  it('rejects a closure that ends before it starts', () => {
    const result = calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2026-06-15', closureEndDate: '2026-06-14' });
    expect(result.errors[0]).toMatchObject({ code: 'DATE_RANGE_INVERTED', field: 'closureEndDate' });
  });

  it('CO s.571(1)(b): takes a longer notice period from the articles and the unlimited-company 7 days', () => {
    expect(calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-06-30', noticeDays: 21 }).value?.latestNoticeDate).toBe('2026-06-08');
    expect(calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-06-30', isUnlimitedCompany: true }).value?.latestNoticeDate).toBe('2026-06-22');
  });

  // App A1 para 14 [M] / CO s.610 [S]: AGM within 6 months of the year end.
  it.each([
    ['2026-06-30', false],
    ['2026-07-02', true],
  ])('App A1 para 14: AGM on %s after FYE 2025-12-31 is late: %s', (meetingDate, isLate) => {
    const result = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate, financialYearEnd: '2025-12-31' });
    expect(result.value?.agmDeadline).toBe('2026-06-30');
    expect(result.warnings.some((note) => note.code === 'MEETING_AFTER_DEADLINE')).toBe(isLate);
  });

  it('MB/GEM 1.01: warns when the meeting itself is not on a business day', () => {
    const result = calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2026-12-25' });
    expect(result.warnings.map((note) => note.code)).toContain('MEETING_ON_NON_BUSINESS_DAY');
  });
});
