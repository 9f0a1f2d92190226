import { addCalendarDays, differenceInCalendarDays, maxDate, minDate, type IsoDate } from '../calendar/dates';
import { addTradingDays, isTradingDay } from '../calendar/market-calendar';
import { getTradingDayDetails } from '../calendar/trading-sessions';
import { addBookClosureNotice } from './book-closure';
import { DISCLOSURE_DEADLINES, REGISTER_CLOSURE_DAYS } from './calculator-limits';
import { readDate, readOption, withCalendar } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/**
 * The book-closure chain of a dividend or a general meeting (hk-rules §2,
 * §7, §8 rows 9–13): the latest announcement (MB 13.66), the last day for
 * lodging transfers, the ex-date (dividends), the closure period or record
 * date, the payment date, and the CO s.632 cap of 30 days a year summed
 * across every closure of the register in that year.
 */

/** What the register is closed (or a record date is set) for. */
export type BookClosurePurpose = 'dividend' | 'meeting';

/** A closure of the register, both days included. */
export type RegisterClosure = { readonly startDate: IsoDate; readonly endDate: IsoDate };

/** Input of the book-closure chain. */
export type BookClosureChainInput = {
  readonly board?: ListingBoard;
  readonly purpose: BookClosurePurpose;
  /** First day the register is closed; leave empty when only a record date is set. */
  readonly closureStartDate?: IsoDate;
  /** Last day the register is closed (both days included). */
  readonly closureEndDate?: IsoDate;
  /** Record date without a closure (transfers lodged by 16:30 that day count). */
  readonly recordDate?: IsoDate;
  /** Meeting: the meeting date (HKSCC's 4-business-day practice is checked). */
  readonly meetingDate?: IsoDate;
  /** Dividend: the expected payment date. */
  readonly paymentDate?: IsoDate;
  readonly isRightsIssue?: boolean;
  /** The register's other closures of the same year(s), for the 30-day yearly cap. */
  readonly otherClosures?: readonly RegisterClosure[];
};

/** Days of closure counted in one calendar year. */
export type ClosureYearTotal = { readonly year: number; readonly days: number; readonly closures: number; readonly isOverCap: boolean; readonly isOverExtendedCap: boolean };

/** Value of the book-closure chain. */
export type BookClosureChainValue = {
  /** The board whose rule numbers the chain cites. */
  readonly board: ListingBoard;
  readonly purpose: BookClosurePurpose;
  /** The date entitlement is fixed on: the record date, or the closure's first day. */
  readonly entitlementDate: IsoDate;
  readonly closure: (RegisterClosure & { readonly lengthDays: number }) | null;
  readonly recordDate: IsoDate | null;
  readonly latestAnnouncementDate: IsoDate;
  readonly noticeBusinessDays: number;
  /** Last day (16:30) for lodging transfers to be on the register. */
  readonly lastLodgementDate: IsoDate;
  readonly lastLodgementTime: string;
  /** Dividend: first day the shares trade without the entitlement. */
  readonly exDate: IsoDate | null;
  /** Dividend: last day the shares trade with it. */
  readonly lastCumDate: IsoDate | null;
  readonly paymentDate: IsoDate | null;
  readonly meetingDate: IsoDate | null;
  readonly yearTotals: readonly ClosureYearTotal[];
};

const LODGEMENT_TIME = '16:30';

/** Days of `closure` that fall in each calendar year. */
const daysPerYear = (closure: RegisterClosure): Map<number, number> => {
  const days = new Map<number, number>();
  let start = closure.startDate;
  while (start <= closure.endDate) {
    const year = Number(start.slice(0, 4));
    const end = minDate(closure.endDate, `${year}-12-31`);
    days.set(year, (days.get(year) ?? 0) + differenceInCalendarDays(start, end) + 1);
    start = addCalendarDays(end, 1);
  }
  return days;
};

/** Reads the other closures; null after recording an error. */
const readClosures = (builder: ResultBuilder, closures: readonly RegisterClosure[] | undefined): RegisterClosure[] | null => {
  const read: RegisterClosure[] = [];
  for (const [index, closure] of (closures ?? []).entries()) {
    const startDate = readDate(builder, `otherClosures.${index}.startDate`, closure?.startDate, 'XHKG', 'anyDate');
    const endDate = readDate(builder, `otherClosures.${index}.endDate`, closure?.endDate, 'XHKG', 'anyDate');
    if (!startDate || !endDate) continue;
    if (endDate < startDate) builder.error('DATE_RANGE_INVERTED', { field: `otherClosures.${index}.endDate`, params: { startDate } });
    else read.push({ startDate, endDate });
  }
  return builder.hasErrors() ? null : read;
};

/**
 * The book-closure chain. A closure (start and end) or a record date is
 * required; the latest announcement is 10 business days before the first
 * closed day or the record date (6 for a rights issue, MB 13.66 [S]).
 */
export const calculateBookClosureChain = (input: BookClosureChainInput): CalculationResult<BookClosureChainValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const purpose = readOption(builder, 'purpose', input.purpose, ['dividend', 'meeting'] as const);
  const hasClosure = Boolean(input.closureStartDate || input.closureEndDate);
  let closureStart: IsoDate | null = null;
  let closureEnd: IsoDate | null = null;
  let recordDate: IsoDate | null = null;
  if (hasClosure) {
    closureStart = readDate(builder, 'closureStartDate', input.closureStartDate);
    closureEnd = readDate(builder, 'closureEndDate', input.closureEndDate);
    if (closureStart && closureEnd && closureEnd < closureStart) builder.error('DATE_RANGE_INVERTED', { field: 'closureEndDate', params: { startDate: closureStart } });
  } else {
    recordDate = readDate(builder, 'recordDate', input.recordDate);
  }
  const meetingDate = input.meetingDate ? readDate(builder, 'meetingDate', input.meetingDate) : null;
  const paymentDate = input.paymentDate ? readDate(builder, 'paymentDate', input.paymentDate, 'XHKG', 'fromCalendarStart') : null;
  const others = readClosures(builder, input.otherClosures);
  if (!board || !purpose || !others || builder.hasErrors()) return builder.finish(null);
  const entitlementDate = (closureStart ?? recordDate) as IsoDate;

  // 1. Latest announcement (MB 13.66).
  const notice = addBookClosureNotice(builder, board, entitlementDate, undefined, Boolean(input.isRightsIssue));
  if (!notice) return builder.finish(null);

  // 2. Last day for lodging transfers: the business day before the closure, or the record date itself.
  const lodgementRule = getRule('lastLodgement', board);
  if (!closureStart && !isTradingDay(entitlementDate)) builder.warn('RECORD_DATE_NOT_BUSINESS_DAY', { field: 'recordDate', params: { date: entitlementDate } });
  const lastLodgementDate = closureStart
    ? withCalendar(builder, 'closureStartDate', () => addTradingDays(closureStart, -1))
    : withCalendar(builder, 'recordDate', () => (isTradingDay(entitlementDate) ? entitlementDate : addTradingDays(entitlementDate, -1)));
  if (!lastLodgementDate) return builder.finish(null);
  builder.step('bookClosure.lastLodgement', { entitlementDate, hasClosure, lastLodgementDate, time: LODGEMENT_TIME }, lodgementRule);
  builder.assume('LAST_LODGEMENT_BUSINESS_DAY_BEFORE', lodgementRule);

  // 3. Closure period or record date.
  let closure: BookClosureChainValue['closure'] = null;
  if (closureStart && closureEnd) {
    const lengthDays = differenceInCalendarDays(closureStart, closureEnd) + 1;
    closure = { startDate: closureStart, endDate: closureEnd, lengthDays };
    const businessDays = withCalendar(builder, 'closureEndDate', () => {
      let count = 0;
      for (let day = closureStart; day <= closureEnd; day = addCalendarDays(day, 1)) if (isTradingDay(day)) count += 1;
      return count;
    });
    builder.step('bookClosure.closurePeriod', { startDate: closureStart, endDate: closureEnd, lengthDays, businessDays }, getRule('bookClosureNotice', board));
  } else {
    builder.step('bookClosure.recordDate', { recordDate: entitlementDate }, getRule('bookClosureNotice', board));
  }

  // 4. Dividend: ex-date, the first trading day whose T+2 settlement falls after the last lodgement day.
  let exDate: IsoDate | null = null;
  let lastCumDate: IsoDate | null = null;
  if (purpose === 'dividend') {
    const exRule = getRule('exDate', board);
    const found = withCalendar(builder, 'closureStartDate', () => {
      let day = addTradingDays(lastLodgementDate, -4);
      while (true) {
        const settlement = getTradingDayDetails(day).settlementDate;
        if (settlement !== null && settlement > lastLodgementDate) return day;
        day = addTradingDays(day, 1);
      }
    });
    if (!found) return builder.finish(null);
    exDate = found;
    lastCumDate = withCalendar(builder, 'closureStartDate', () => addTradingDays(found, -1));
    builder.step('bookClosure.exDate', { lastLodgementDate, lastCumDate, exDate, lastCumSettlementDate: lastCumDate ? getTradingDayDetails(lastCumDate).settlementDate : null }, exRule);
    builder.assume('EX_DATE_ONE_BUSINESS_DAY_BEFORE_LODGEMENT', exRule);
  }

  // 5. Meeting: HKSCC practice, last registration ≥ 4 business days before the meeting.
  if (meetingDate) {
    const practice = getRule('meetingLastRegistration', board);
    const latest = withCalendar(builder, 'meetingDate', () => addTradingDays(meetingDate, -DISCLOSURE_DEADLINES.meetingLastRegistrationBusinessDays));
    if (latest) {
      builder.step('bookClosure.meetingRegistration', { meetingDate, businessDays: DISCLOSURE_DEADLINES.meetingLastRegistrationBusinessDays, latestRegistrationDate: latest, lastLodgementDate }, practice);
      if (lastLodgementDate > latest)
        builder.warn('LAST_REGISTRATION_TOO_CLOSE_TO_MEETING', { field: 'closureStartDate', ...practice, params: { date: lastLodgementDate, deadline: latest } });
    }
  }

  // 6. Dividend payment date.
  if (paymentDate) {
    const after = closureEnd ?? entitlementDate;
    if (paymentDate <= after) builder.error('DATE_RANGE_INVERTED', { field: 'paymentDate', params: { startDate: after } });
    else builder.step('bookClosure.paymentDate', { paymentDate, entitlementDate: after, daysAfter: differenceInCalendarDays(after, paymentDate) }, null);
  }

  // 7. CO s.632: at most 30 days of closure in a year (60 with a members' resolution), summed over the year's closures.
  const all = [...others, ...(closure ? [{ startDate: closure.startDate, endDate: closure.endDate }] : [])];
  const sorted = [...all].sort((first, second) => (first.startDate < second.startDate ? -1 : 1));
  for (let index = 1; index < sorted.length; index += 1)
    if (sorted[index].startDate <= sorted[index - 1].endDate)
      builder.error('CLOSURES_OVERLAP', { field: 'otherClosures', params: { startDate: sorted[index].startDate, endDate: maxDate(sorted[index - 1].endDate, sorted[index].startDate) } });
  const capRule = getRule('registerClosureCap', board);
  const totals = new Map<number, { days: number; closures: number }>();
  for (const item of all)
    for (const [year, days] of daysPerYear(item)) {
      const total = totals.get(year) ?? { days: 0, closures: 0 };
      totals.set(year, { days: total.days + days, closures: total.closures + 1 });
    }
  const yearTotals: ClosureYearTotal[] = [...totals]
    .sort(([first], [second]) => first - second)
    .map(([year, total]) => ({
      year,
      days: total.days,
      closures: total.closures,
      isOverCap: total.days > REGISTER_CLOSURE_DAYS.maxPerYear,
      isOverExtendedCap: total.days > REGISTER_CLOSURE_DAYS.extendedMaxPerYear,
    }));
  for (const total of yearTotals) {
    const figures = { year: total.year, days: total.days, closures: total.closures, maxDays: REGISTER_CLOSURE_DAYS.maxPerYear, extendedMaxDays: REGISTER_CLOSURE_DAYS.extendedMaxPerYear };
    builder.step('bookClosure.yearlyCap', figures, capRule);
    if (total.isOverCap) builder.warn('REGISTER_CLOSURES_OVER_YEARLY_CAP', { field: 'closureEndDate', ...capRule, params: figures });
  }
  if (yearTotals.length > 0) builder.assume('CLOSURE_CAP_CALENDAR_YEAR', capRule);

  return builder.finish({
    board,
    purpose,
    entitlementDate,
    closure,
    recordDate,
    latestAnnouncementDate: notice.latestNoticeDate,
    noticeBusinessDays: notice.businessDays,
    lastLodgementDate,
    lastLodgementTime: LODGEMENT_TIME,
    exDate,
    lastCumDate,
    paymentDate,
    meetingDate,
    yearTotals,
  });
};
