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
    ['a meeting after the last listed year', { meetingType: 'annualGeneralMeeting', meetingDate: '2027-01-15' }, 'DATE_OUT_OF_RANGE'],
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
