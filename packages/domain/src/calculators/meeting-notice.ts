import { addCalendarDays, addMonthsMonthEnd, differenceInCalendarDays, getWeekday, isIsoDate, type IsoDate } from '../calendar/dates';
import { addTradingDays, getPreviousTradingDay, isDateInCalendarRange, isTradingDay } from '../calendar/market-calendar';
import { MEETING_NOTICE_WARNINGS, NOTICE_PERIODS, REPORTING_PERIODS } from './calculator-limits';
import { readDate, readOption, withCalendar } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** The three meeting-notice screens: /calAi/meet/stockYear, stockOther, board. */
export type MeetingType = 'annualGeneralMeeting' | 'generalMeeting' | 'boardMeeting';

/** Input of the meeting-notice calculator. */
export type MeetingNoticeInput = {
  readonly board?: ListingBoard;
  readonly meetingType: MeetingType;
  readonly meetingDate: IsoDate;
  /** Today's date (HK); enables the spec §5 warnings. */
  readonly today?: IsoDate;
  /** General meetings: clear days' notice, if the articles require more than the default (21 / 14). */
  readonly noticeDays?: number;
  /** Other general meetings of an unlimited company: 7 days (CO s.571(1)(b)). */
  readonly isUnlimitedCompany?: boolean;
  /** AGM: financial year end, to check the 6-month limit. */
  readonly financialYearEnd?: IsoDate;
};

/** Value of the meeting-notice result. */
export type MeetingNoticeValue = {
  readonly meetingType: MeetingType;
  readonly meetingDate: IsoDate;
  readonly noticePeriod: { readonly count: number; readonly unit: 'clearDays' | 'clearBusinessDays' };
  /** Latest date on which notice can be given. Board meetings: the latest business day. */
  readonly latestNoticeDate: IsoDate;
  readonly isLatestNoticeDateBusinessDay: boolean;
  /** The latest business day on or before `latestNoticeDate`. */
  readonly latestNoticeBusinessDay: IsoDate;
  /** Board meetings: latest calendar date if publication on a non-business day is accepted. */
  readonly latestNoticeDateIfNonBusinessDayPublication: IsoDate | null;
  /** AGM: FYE + 6 months, when the year end is given. */
  readonly agmDeadline: IsoDate | null;
  readonly daysUntilMeeting: number | null;
  readonly daysUntilLatestNotice: number | null;
};

/** Board meeting notice under MB 13.43 / GEM 17.48: latest business day and non-business-day alternative. */
export type BoardMeetingNotice = {
  readonly latestNoticeDate: IsoDate;
  readonly latestNoticeDateIfNonBusinessDayPublication: IsoDate;
};

/**
 * MB 13.43: at least N clear business days, i.e. N business days strictly
 * between publication and meeting (counting method [M]). The latest business
 * day is the (N+1)th business day before the meeting; if publication on a
 * non-business day is accepted, the day before the Nth business day.
 * @throws CalendarError when the dates leave the calendar range.
 */
export const getBoardMeetingNotice = (
  meetingDate: IsoDate,
  clearBusinessDays: number = NOTICE_PERIODS.boardMeetingClearBusinessDays,
): BoardMeetingNotice => ({
  latestNoticeDate: addTradingDays(meetingDate, -(clearBusinessDays + 1)),
  latestNoticeDateIfNonBusinessDayPublication: addCalendarDays(addTradingDays(meetingDate, -clearBusinessDays), -1),
});

/**
 * Latest notice date of an AGM (21 clear days), another general meeting
 * (14 clear days) or a board meeting before results (7 clear business days),
 * with the spec §5 warnings: meeting less than 10 days away, notice date
 * less than 1 day away, dates outside the calculable range rejected.
 */
export const calculateMeetingNotice = (input: MeetingNoticeInput): CalculationResult<MeetingNoticeValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const meetingType = readOption(builder, 'meetingType', input.meetingType, [
    'annualGeneralMeeting',
    'generalMeeting',
    'boardMeeting',
  ] as const);
  const meetingDate = readDate(builder, 'meetingDate', input.meetingDate);
  const today = input.today === undefined ? undefined : isIsoDate(input.today) ? input.today : null;
  if (today === null) builder.error('DATE_INVALID', { field: 'today' });
  const financialYearEnd = input.financialYearEnd === undefined ? undefined : readDate(builder, 'financialYearEnd', input.financialYearEnd);
  if (input.noticeDays !== undefined && (!Number.isInteger(input.noticeDays) || input.noticeDays < 1 || input.noticeDays > 366))
    builder.error('OPTION_INVALID', { field: 'noticeDays' });
  if (!board || !meetingType || !meetingDate || today === null || financialYearEnd === null || builder.hasErrors())
    return builder.finish(null);

  let count: number;
  let unit: 'clearDays' | 'clearBusinessDays';
  let latestNoticeDate: IsoDate;
  let alternative: IsoDate | null = null;
  if (meetingType === 'boardMeeting') {
    count = NOTICE_PERIODS.boardMeetingClearBusinessDays;
    unit = 'clearBusinessDays';
    const notice = withCalendar(builder, 'meetingDate', () => getBoardMeetingNotice(meetingDate, count));
    if (!notice) return builder.finish(null);
    latestNoticeDate = notice.latestNoticeDate;
    alternative = notice.latestNoticeDateIfNonBusinessDayPublication;
    builder.step('meetingNotice.boardMeeting', { meetingDate, clearBusinessDays: count, latestNoticeDate }, getRule('boardMeetingNotice', board));
    builder.assume('CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN', getRule('clearBusinessDayCounting', board));
    builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));
    builder.assume('NON_BUSINESS_DAY_PUBLICATION', getRule('clearBusinessDayCounting', board), { latestNoticeDate: alternative });
    builder.step('meetingNotice.nonBusinessDayPublication', { latestNoticeDate: alternative }, getRule('clearBusinessDayCounting', board));
  } else {
    const isAnnual = meetingType === 'annualGeneralMeeting';
    const defaultDays = isAnnual
      ? NOTICE_PERIODS.annualGeneralMeetingDays
      : input.isUnlimitedCompany
        ? NOTICE_PERIODS.unlimitedCompanyOtherMeetingDays
        : NOTICE_PERIODS.otherGeneralMeetingDays;
    count = input.noticeDays ?? defaultDays;
    unit = 'clearDays';
    // Clear days: neither the day of notice nor the meeting day counts, so P ≤ X − (N + 1).
    latestNoticeDate = addCalendarDays(meetingDate, -(count + 1));
    const statute = getRule(isAnnual ? 'agmNotice' : 'generalMeetingNotice', board);
    builder.step('meetingNotice.generalMeeting', { meetingDate, clearDays: count, defaultClearDays: defaultDays, latestNoticeDate }, statute);
    builder.step('meetingNotice.listingRulesNotice', { clearDays: count }, getRule('reasonableNotice', board));
    builder.assume('CLEAR_DAYS_EXCLUDE_BOTH_ENDS', statute);
    if (!isDateInCalendarRange(latestNoticeDate)) {
      builder.error('DATE_OUT_OF_RANGE', { field: 'meetingDate', params: { date: latestNoticeDate } });
      return builder.finish(null);
    }
  }
  const latestBusinessDay = withCalendar(builder, 'meetingDate', () => getPreviousTradingDay(latestNoticeDate, 'XHKG', true));
  if (!latestBusinessDay) return builder.finish(null);
  const isNoticeBusinessDay = latestBusinessDay === latestNoticeDate;
  if (!isNoticeBusinessDay) {
    builder.warn('DEADLINE_ON_NON_BUSINESS_DAY', {
      field: 'latestNoticeDate',
      ...getRule('deadlineNotExtended', board),
      params: { date: latestNoticeDate, weekday: getWeekday(latestNoticeDate), latestBusinessDay },
    });
    builder.assume('DEADLINE_NOT_EXTENDED', getRule('deadlineNotExtended', board));
  }
  if (!isTradingDay(meetingDate))
    builder.warn('MEETING_ON_NON_BUSINESS_DAY', { field: 'meetingDate', ...getRule('businessDay', board), params: { date: meetingDate } });

  let agmDeadline: IsoDate | null = null;
  if (meetingType === 'annualGeneralMeeting' && financialYearEnd) {
    agmDeadline = addMonthsMonthEnd(financialYearEnd, REPORTING_PERIODS.agmMonths);
    builder.step('meetingNotice.agmDeadline', { financialYearEnd, months: REPORTING_PERIODS.agmMonths, agmDeadline }, getRule('agmWithinSixMonths', board));
    builder.assume('MONTH_END_CONVENTION', getRule('monthEndConvention', board));
    if (meetingDate > agmDeadline)
      builder.warn('MEETING_AFTER_DEADLINE', { field: 'meetingDate', ...getRule('agmWithinSixMonths', board), params: { deadline: agmDeadline } });
  }

  let daysUntilMeeting: number | null = null;
  let daysUntilLatestNotice: number | null = null;
  if (today) {
    daysUntilMeeting = differenceInCalendarDays(today, meetingDate);
    daysUntilLatestNotice = differenceInCalendarDays(today, latestNoticeDate);
    // Spec §5: warn when the meeting is less than 10 days away or the notice date less than 1 day away.
    if (daysUntilMeeting < MEETING_NOTICE_WARNINGS.meetingWithinDays)
      builder.warn('MEETING_LESS_THAN_10_DAYS_AWAY', { field: 'meetingDate', params: { days: daysUntilMeeting } });
    if (daysUntilLatestNotice < MEETING_NOTICE_WARNINGS.noticeWithinDays)
      builder.warn('NOTICE_DATE_LESS_THAN_1_DAY_AWAY', { field: 'latestNoticeDate', params: { days: daysUntilLatestNotice } });
    if (daysUntilLatestNotice < 0) builder.warn('NOTICE_DATE_PASSED', { field: 'latestNoticeDate', params: { days: daysUntilLatestNotice } });
  }
  return builder.finish({
    meetingType,
    meetingDate,
    noticePeriod: { count, unit },
    latestNoticeDate,
    isLatestNoticeDateBusinessDay: isNoticeBusinessDay,
    latestNoticeBusinessDay: latestBusinessDay,
    latestNoticeDateIfNonBusinessDayPublication: alternative,
    agmDeadline,
    daysUntilMeeting,
    daysUntilLatestNotice,
  });
};
