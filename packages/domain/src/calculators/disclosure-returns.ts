import { addCalendarDays, getDaysInMonth, isIsoDate, type IsoDate } from '../calendar/dates';
import { addTradingDays, getCalendarRange, isTradingDay } from '../calendar/market-calendar';
import { DISCLOSURE_DEADLINES } from './calculator-limits';
import { readDate, readOption, recordOutOfRange, withCalendar } from './inputs';
import { ResultBuilder, type CalculationResult, type Confidence, type RuleReference } from './result';
import { getRule, type ListingBoard } from './rules';

/**
 * The secretary's recurring filing deadlines (hk-rules §8 row 12, §9):
 * the Next Day Disclosure Return (MB 13.25A), the Monthly Return (MB 13.25B)
 * and the poll-results announcement (MB 13.39(5)). Each is due by 08:30 Hong
 * Kong time, 30 minutes before the pre-opening session, on a business day.
 */

/** A deadline at a Hong Kong time on a business day, with the rule that sets it. */
export type TimedDeadline = {
  readonly date: IsoDate;
  readonly time: string;
  readonly timeZone: 'Asia/Hong_Kong';
  readonly rule: string;
  readonly confidence: Confidence;
};

const HONG_KONG_OFFSET_MINUTES = 8 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const OFFSET_PATTERN = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** Minutes east of UTC of `timeZone` at the instant `utcMs`; null when the zone is unknown. */
const zoneOffsetAt = (timeZone: string, utcMs: number): number | null => {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  } catch {
    return null;
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
};

/**
 * The UTC offset (minutes east) of a local time in `timeZone`: a fixed offset
 * ('+08:00', 'UTC-5', 'Z') or an IANA zone ('Europe/London'); null when unreadable.
 */
export const offsetOfLocalTime = (timeZone: string, date: IsoDate, time: string): number | null => {
  const zone = timeZone.trim();
  if (zone === 'Z' || zone.toUpperCase() === 'UTC' || zone.toUpperCase() === 'GMT') return 0;
  const fixed = OFFSET_PATTERN.exec(zone);
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3] ?? 0);
    return minutes > 14 * 60 || Number(fixed[3] ?? 0) > 59 ? null : (fixed[1] === '-' ? -1 : 1) * minutes;
  }
  if (!zone.includes('/')) return null;
  const localMs = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const first = zoneOffsetAt(zone, localMs);
  if (first === null) return null;
  // A second pass settles the offset near a daylight-saving change.
  return zoneOffsetAt(zone, localMs - first * 60_000) ?? first;
};

/** A local date and time moved to Hong Kong (UTC+8, no daylight saving since 1979). */
export const toHongKongTime = (date: IsoDate, time: string, offsetMinutes: number): { date: IsoDate; time: string } => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - offsetMinutes + HONG_KONG_OFFSET_MINUTES;
  const dayShift = Math.floor(minutes / (24 * 60));
  const inDay = minutes - dayShift * 24 * 60;
  return {
    date: addCalendarDays(date, dayShift),
    time: `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`,
  };
};

const deadlineAt = (date: IsoDate, reference: RuleReference): TimedDeadline => ({
  date,
  time: DISCLOSURE_DEADLINES.deadlineTime,
  timeZone: 'Asia/Hong_Kong',
  rule: reference.rule,
  confidence: reference.confidence,
});

// ---------------------------------------------------------------- Next Day Disclosure Return

/** Input of the NDDR calculator. */
export type NextDayDisclosureInput = {
  readonly board?: ListingBoard;
  /** The day of the event (placing completed, shares issued, buy-back made …) where it happened. */
  readonly eventDate: IsoDate;
  /** Local time of the event, 'HH:MM' (24-hour). */
  readonly eventTime: string;
  /** Zone of the event time: '+08:00', 'UTC', 'Europe/London' …; empty is read as Hong Kong time with a warning. */
  readonly timeZone?: string;
};

/** Value of the NDDR calculator. */
export type NextDayDisclosureValue = {
  readonly eventDate: IsoDate;
  readonly eventTime: string;
  readonly timeZone: string;
  readonly offsetMinutes: number;
  /** The event in Hong Kong time. */
  readonly eventDateHongKong: IsoDate;
  readonly eventTimeHongKong: string;
  readonly deadline: TimedDeadline;
};

/**
 * MB 13.25A(1) [V] (GEM 17.27A [M]): the Next Day Disclosure Return is due
 * 30 minutes before the earlier of the morning session or any pre-opening
 * session on the business day next following the event, i.e. 08:30 Hong Kong
 * time; an event abroad is first converted to Hong Kong time.
 */
export const calculateNextDayDisclosureReturn = (input: NextDayDisclosureInput): CalculationResult<NextDayDisclosureValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const eventDate = readDate(builder, 'eventDate', input.eventDate, 'XHKG', 'fromCalendarStart');
  const eventTime = String(input.eventTime ?? '').trim();
  if (!TIME_PATTERN.test(eventTime)) builder.error('TIME_INVALID', { field: 'eventTime' });
  const zoneText = String(input.timeZone ?? '').trim();
  if (!board || !eventDate || builder.hasErrors()) return builder.finish(null);
  const rule = getRule('nextDayDisclosureReturn', board);
  let offsetMinutes = HONG_KONG_OFFSET_MINUTES;
  if (zoneText === '') {
    builder.warn('TIME_ZONE_ASSUMED_HONG_KONG', { field: 'timeZone', params: { time: eventTime } });
  } else {
    const offset = offsetOfLocalTime(zoneText, eventDate, eventTime);
    if (offset === null) {
      builder.error('TIME_ZONE_INVALID', { field: 'timeZone', params: { timeZone: zoneText } });
      return builder.finish(null);
    }
    offsetMinutes = offset;
  }
  const hongKong = toHongKongTime(eventDate, eventTime, offsetMinutes);
  builder.step(
    'nddr.eventInHongKong',
    { eventDate, eventTime, timeZone: zoneText || '+08:00', offsetMinutes, eventDateHongKong: hongKong.date, eventTimeHongKong: hongKong.time },
    rule,
  );
  builder.assume('EVENT_TIME_IN_HONG_KONG', rule);
  if (hongKong.date > getCalendarRange('XHKG').lastDate) {
    recordOutOfRange(builder, 'eventDate', hongKong.date);
    return builder.finish(null);
  }
  const deadlineDate = withCalendar(builder, 'eventDate', () => addTradingDays(hongKong.date, 1));
  if (!deadlineDate) return builder.finish(null);
  const isEventDayBusinessDay = isTradingDay(hongKong.date);
  builder.step(
    'nddr.deadline',
    { eventDateHongKong: hongKong.date, isEventDayBusinessDay, deadlineDate, deadlineTime: DISCLOSURE_DEADLINES.deadlineTime },
    rule,
  );
  builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));
  return builder.finish({
    eventDate,
    eventTime,
    timeZone: zoneText || '+08:00',
    offsetMinutes,
    eventDateHongKong: hongKong.date,
    eventTimeHongKong: hongKong.time,
    deadline: deadlineAt(deadlineDate, rule),
  });
};

// ---------------------------------------------------------------- Monthly Return

/** Input of the Monthly Return calculator: the month reported on. */
export type MonthlyReturnInput = { readonly board?: ListingBoard; readonly year: number; readonly month: number };

/** Value of the Monthly Return calculator. */
export type MonthlyReturnValue = {
  readonly year: number;
  readonly month: number;
  readonly monthEndDate: IsoDate;
  readonly isMonthEndBusinessDay: boolean;
  readonly businessDaysAfterMonthEnd: number;
  /** The business days counted, first to the deadline day. */
  readonly countedBusinessDays: readonly IsoDate[];
  readonly deadline: TimedDeadline;
};

/**
 * MB 13.25B [M] (GEM 17.27B [M]): the Monthly Return for a calendar month is
 * due by 08:30 on the 5th business day after the month ends, whether or not
 * anything changed. The month end itself is not counted.
 */
export const calculateMonthlyReturn = (input: MonthlyReturnInput): CalculationResult<MonthlyReturnValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const year = Number(input.year);
  const month = Number(input.month);
  if (!Number.isInteger(month) || month < 1 || month > 12) builder.error('MONTH_INVALID', { field: 'month' });
  if (!Number.isInteger(year)) builder.error('MONTH_INVALID', { field: 'year' });
  if (!board || builder.hasErrors()) return builder.finish(null);
  const monthEndDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(getDaysInMonth(year, month)).padStart(2, '0')}`;
  if (!isIsoDate(monthEndDate) || !readDate(builder, 'month', monthEndDate)) return builder.finish(null);
  const rule = getRule('monthlyReturn', board);
  const count = DISCLOSURE_DEADLINES.monthlyReturnBusinessDays;
  const counted: IsoDate[] = [];
  for (let index = 1; index <= count; index += 1) {
    const day = withCalendar(builder, 'month', () => addTradingDays(monthEndDate, index));
    if (!day) return builder.finish(null);
    counted.push(day);
  }
  const deadlineDate = counted[counted.length - 1];
  const isMonthEndBusinessDay = isTradingDay(monthEndDate);
  builder.step('monthlyReturn.monthEnd', { year, month, monthEndDate, isMonthEndBusinessDay }, null);
  builder.step('monthlyReturn.deadline', { monthEndDate, businessDays: count, countedBusinessDays: counted, deadlineDate, deadlineTime: DISCLOSURE_DEADLINES.deadlineTime }, rule);
  builder.assume('BUSINESS_DAYS_AFTER_COUNTING', rule);
  builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));
  return builder.finish({
    year,
    month,
    monthEndDate,
    isMonthEndBusinessDay,
    businessDaysAfterMonthEnd: count,
    countedBusinessDays: counted,
    deadline: deadlineAt(deadlineDate, rule),
  });
};

// ---------------------------------------------------------------- poll results

/** Input of the poll-results calculator. */
export type PollResultsInput = { readonly board?: ListingBoard; readonly meetingDate: IsoDate };

/** Value of the poll-results calculator. */
export type PollResultsValue = {
  readonly meetingDate: IsoDate;
  readonly isMeetingDayBusinessDay: boolean;
  readonly deadline: TimedDeadline;
};

/**
 * MB 13.39(5) [M] (GEM equivalent [M]): the poll results of a general
 * meeting are announced as soon as possible and at the latest 30 minutes
 * before the earlier of the morning session or any pre-opening session on the
 * business day after the meeting, i.e. by 08:30.
 */
export const calculatePollResults = (input: PollResultsInput): CalculationResult<PollResultsValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const meetingDate = readDate(builder, 'meetingDate', input.meetingDate);
  if (!board || !meetingDate) return builder.finish(null);
  const rule = getRule('pollResults', board);
  const deadlineDate = withCalendar(builder, 'meetingDate', () => addTradingDays(meetingDate, 1));
  if (!deadlineDate) return builder.finish(null);
  const isMeetingDayBusinessDay = isTradingDay(meetingDate);
  if (!isMeetingDayBusinessDay) builder.warn('MEETING_ON_NON_BUSINESS_DAY', { field: 'meetingDate', params: { date: meetingDate } });
  builder.step('pollResults.deadline', { meetingDate, isMeetingDayBusinessDay, deadlineDate, deadlineTime: DISCLOSURE_DEADLINES.deadlineTime }, rule);
  builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));
  return builder.finish({ meetingDate, isMeetingDayBusinessDay, deadline: deadlineAt(deadlineDate, rule) });
};
