import { addCalendarDays, addMonthsMonthEnd, differenceInCalendarDays, getWeekday, isIsoDate, type IsoDate } from '../calendar/dates';
import { addTradingDays } from '../calendar/market-calendar';
import { addBookClosureNotice, type ClosurePeriod } from './book-closure';
import { checkBusinessDay, getBusinessDayStatus, warnCalendarNotPublished } from './business-day-status';
import { MEETING_NOTICE_WARNINGS, NOTICE_PERIODS, REPORTING_PERIODS } from './calculator-limits';
import { readDate, readOption, withCalendar } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** The meeting-notice screens: /calAi/meet/stockYear, stockOther (with the book closure), board. */
export type MeetingType = 'annualGeneralMeeting' | 'generalMeeting' | 'boardMeeting' | 'bookClosure';

/** Input of the meeting-notice calculator. */
export type MeetingNoticeInput = {
  readonly board?: ListingBoard;
  readonly meetingType: MeetingType;
  /** The meeting date; for a book closure, the first day the register is closed. */
  readonly meetingDate: IsoDate;
  /** Today's date (HK); enables the spec §5 warnings. */
  readonly today?: IsoDate;
  /** General meetings: clear days' notice, if the articles require more than the statutory minimum (21 / 14). */
  readonly noticeDays?: number;
  /** Other general meetings of an unlimited company: 7 days (CO s.571(1)(b)). */
  readonly isUnlimitedCompany?: boolean;
  /** AGM: financial year end, to check the 6-month limit. */
  readonly financialYearEnd?: IsoDate;
  /** General meetings: days after sending until notice counts as served under the articles (default 0). */
  readonly deemedServiceDays?: number;
  /** Book closure: the last day the register is closed (checks the CO s.632 cap). */
  readonly closureEndDate?: IsoDate;
  /** Book closure for a rights issue: 6 business days' notice instead of 10. */
  readonly isRightsIssue?: boolean;
};

/** Value of the meeting-notice result. */
export type MeetingNoticeValue = {
  readonly meetingType: MeetingType;
  readonly meetingDate: IsoDate;
  readonly noticePeriod: { readonly count: number; readonly unit: 'clearDays' | 'clearBusinessDays' | 'businessDays' };
  /** Latest date on which notice can be given (sent). Board meetings and book closures: a business day. */
  readonly latestNoticeDate: IsoDate;
  /** Null when the date lies after the calendar's last date (CALENDAR_NOT_PUBLISHED). */
  readonly isLatestNoticeDateBusinessDay: boolean | null;
  /** The latest business day on or before `latestNoticeDate`; null when unknown. */
  readonly latestNoticeBusinessDay: IsoDate | null;
  /** Board meetings: latest calendar date if publication on a non-business day is accepted. */
  readonly latestNoticeDateIfNonBusinessDayPublication: IsoDate | null;
  /** General meetings: days added for deemed service under the articles (0 = served when sent). */
  readonly deemedServiceDays: number | null;
  /** Book closure: the closure period, when its end date is given. */
  readonly closurePeriod: ClosurePeriod | null;
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

/** How far the notice date lies before the meeting, as each meeting type counts it. */
type NoticeTiming = {
  readonly count: number;
  readonly unit: MeetingNoticeValue['noticePeriod']['unit'];
  readonly latestNoticeDate: IsoDate;
  readonly alternative: IsoDate | null;
  readonly deemedServiceDays: number | null;
  readonly closurePeriod: ClosurePeriod | null;
};

const isWholeNumberIn = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** MB 13.43 / GEM 17.48: 7 clear business days; needs the calendar for every day counted. */
const boardMeetingTiming = (builder: ResultBuilder, board: ListingBoard, meetingDate: IsoDate): NoticeTiming | null => {
  const count = NOTICE_PERIODS.boardMeetingClearBusinessDays;
  const notice = withCalendar(builder, 'meetingDate', () => getBoardMeetingNotice(meetingDate, count));
  if (!notice) return null;
  const alternative = notice.latestNoticeDateIfNonBusinessDayPublication;
  builder.step('meetingNotice.boardMeeting', { meetingDate, clearBusinessDays: count, latestNoticeDate: notice.latestNoticeDate }, getRule('boardMeetingNotice', board));
  builder.assume('CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN', getRule('clearBusinessDayCounting', board));
  builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));
  builder.assume('NON_BUSINESS_DAY_PUBLICATION', getRule('clearBusinessDayCounting', board), { latestNoticeDate: alternative });
  builder.step('meetingNotice.nonBusinessDayPublication', { latestNoticeDate: alternative }, getRule('clearBusinessDayCounting', board));
  return { count, unit: 'clearBusinessDays', latestNoticeDate: notice.latestNoticeDate, alternative, deemedServiceDays: null, closurePeriod: null };
};

/**
 * CO s.571 [S]: 21 clear days (AGM) or 14 (other general meetings; 7 for an
 * unlimited company). The articles can lengthen the notice, never shorten it,
 * and their deemed-service rules can move the sending date earlier (hk-rules §0).
 * Calendar days only, so it also works after the holiday list ends.
 */
const generalMeetingTiming = (builder: ResultBuilder, board: ListingBoard, meetingDate: IsoDate, input: MeetingNoticeInput): NoticeTiming | null => {
  const isAnnual = input.meetingType === 'annualGeneralMeeting';
  const statute = getRule(isAnnual ? 'agmNotice' : 'generalMeetingNotice', board);
  const minimumDays = isAnnual
    ? NOTICE_PERIODS.annualGeneralMeetingDays
    : input.isUnlimitedCompany
      ? NOTICE_PERIODS.unlimitedCompanyOtherMeetingDays
      : NOTICE_PERIODS.otherGeneralMeetingDays;
  if (input.noticeDays !== undefined && input.noticeDays < minimumDays) {
    builder.error('NOTICE_BELOW_STATUTORY', { field: 'noticeDays', ...statute, params: { noticeDays: input.noticeDays, minimum: minimumDays } });
    return null;
  }
  const count = input.noticeDays ?? minimumDays;
  const deemedServiceDays = input.deemedServiceDays ?? 0;
  // Clear days: neither the day of service nor the meeting day counts, so served ≤ X − (N + 1).
  const latestServiceDate = addCalendarDays(meetingDate, -(count + 1));
  const latestNoticeDate = addCalendarDays(latestServiceDate, -deemedServiceDays);
  builder.step('meetingNotice.generalMeeting', { meetingDate, clearDays: count, defaultClearDays: minimumDays, latestNoticeDate: latestServiceDate }, statute);
  builder.step('meetingNotice.listingRulesNotice', { clearDays: count }, getRule('reasonableNotice', board));
  if (deemedServiceDays > 0)
    builder.step('meetingNotice.deemedService', { latestServiceDate, deemedServiceDays, latestNoticeDate }, getRule('deemedService', board));
  builder.assume('CLEAR_DAYS_EXCLUDE_BOTH_ENDS', statute);
  builder.assume('DEEMED_SERVICE_DAYS', getRule('deemedService', board), { days: deemedServiceDays });
  return { count, unit: 'clearDays', latestNoticeDate, alternative: null, deemedServiceDays, closurePeriod: null };
};

/** MB 13.66 book closure: 10 business days (6 for a rights issue), with the CO s.632 cap. */
const bookClosureTiming = (
  builder: ResultBuilder,
  board: ListingBoard,
  startDate: IsoDate,
  endDate: IsoDate | undefined,
  isRightsIssue: boolean,
): NoticeTiming | null => {
  const notice = addBookClosureNotice(builder, board, startDate, endDate, isRightsIssue);
  if (!notice) return null;
  const { businessDays: count, latestNoticeDate, closurePeriod } = notice;
  return { count, unit: 'businessDays', latestNoticeDate, alternative: null, deemedServiceDays: null, closurePeriod };
};

/**
 * Latest notice date of an AGM (21 clear days), another general meeting
 * (14 clear days), a board meeting before results (7 clear business days) or
 * a book closure (10 / 6 business days), with the spec §5 warnings: meeting
 * less than 10 days away, notice date less than 1 day away, dates outside the
 * calculable range rejected. General-meeting notices are calendar days, so
 * they are still given after the holiday list ends (business-day checks then
 * unknown); business-day counts need the calendar and refuse such dates.
 */
export const calculateMeetingNotice = (input: MeetingNoticeInput): CalculationResult<MeetingNoticeValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const meetingType = readOption(builder, 'meetingType', input.meetingType, [
    'annualGeneralMeeting',
    'generalMeeting',
    'boardMeeting',
    'bookClosure',
  ] as const);
  const countsBusinessDays = meetingType === 'boardMeeting' || meetingType === 'bookClosure';
  const meetingDate = readDate(builder, 'meetingDate', input.meetingDate, 'XHKG', countsBusinessDays ? 'calendarRange' : 'fromCalendarStart');
  const today = input.today === undefined ? undefined : isIsoDate(input.today) ? input.today : null;
  if (today === null) builder.error('DATE_INVALID', { field: 'today' });
  const optionalDate = (field: 'financialYearEnd' | 'closureEndDate') =>
    input[field] === undefined ? undefined : readDate(builder, field, input[field], 'XHKG', 'fromCalendarStart');
  const financialYearEnd = optionalDate('financialYearEnd');
  const closureEndDate = optionalDate('closureEndDate');
  if (input.noticeDays !== undefined && !isWholeNumberIn(input.noticeDays, 1, 366)) builder.error('OPTION_INVALID', { field: 'noticeDays' });
  if (input.deemedServiceDays !== undefined && !isWholeNumberIn(input.deemedServiceDays, 0, NOTICE_PERIODS.deemedServiceDaysMax))
    builder.error('OPTION_INVALID', { field: 'deemedServiceDays' });
  if (!board || !meetingType || !meetingDate || today === null || financialYearEnd === null || closureEndDate === null || builder.hasErrors())
    return builder.finish(null);

  const timing =
    meetingType === 'boardMeeting'
      ? boardMeetingTiming(builder, board, meetingDate)
      : meetingType === 'bookClosure'
        ? bookClosureTiming(builder, board, meetingDate, closureEndDate, input.isRightsIssue === true)
        : generalMeetingTiming(builder, board, meetingDate, input);
  if (!timing) return builder.finish(null);
  const { latestNoticeDate } = timing;

  const status = checkBusinessDay(builder, 'latestNoticeDate', latestNoticeDate);
  if (!status) return builder.finish(null);
  if (status.isBusinessDay === false) {
    builder.warn('DEADLINE_ON_NON_BUSINESS_DAY', {
      field: 'latestNoticeDate',
      ...getRule('deadlineNotExtended', board),
      params: { date: latestNoticeDate, weekday: getWeekday(latestNoticeDate), latestBusinessDay: status.latestBusinessDay },
    });
    builder.assume('DEADLINE_NOT_EXTENDED', getRule('deadlineNotExtended', board));
  }
  if (meetingType !== 'bookClosure') {
    const meetingDay = withCalendar(builder, 'meetingDate', () => getBusinessDayStatus(meetingDate));
    if (meetingDay?.isBusinessDay === false)
      builder.warn('MEETING_ON_NON_BUSINESS_DAY', { field: 'meetingDate', ...getRule('businessDay', board), params: { date: meetingDate } });
    if (meetingDay?.isBusinessDay === null) warnCalendarNotPublished(builder, 'meetingDate', meetingDate);
  }

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
    if (meetingType !== 'bookClosure' && daysUntilMeeting < MEETING_NOTICE_WARNINGS.meetingWithinDays)
      builder.warn('MEETING_LESS_THAN_10_DAYS_AWAY', { field: 'meetingDate', params: { days: daysUntilMeeting } });
    if (daysUntilLatestNotice < MEETING_NOTICE_WARNINGS.noticeWithinDays)
      builder.warn('NOTICE_DATE_LESS_THAN_1_DAY_AWAY', { field: 'latestNoticeDate', params: { days: daysUntilLatestNotice } });
    if (daysUntilLatestNotice < 0) builder.warn('NOTICE_DATE_PASSED', { field: 'latestNoticeDate', params: { days: daysUntilLatestNotice } });
  }
  return builder.finish({
    meetingType,
    meetingDate,
    noticePeriod: { count: timing.count, unit: timing.unit },
    latestNoticeDate,
    isLatestNoticeDateBusinessDay: status.isBusinessDay,
    latestNoticeBusinessDay: status.latestBusinessDay,
    latestNoticeDateIfNonBusinessDayPublication: timing.alternative,
    deemedServiceDays: timing.deemedServiceDays,
    closurePeriod: timing.closurePeriod,
    agmDeadline,
    daysUntilMeeting,
    daysUntilLatestNotice,
  });
};
