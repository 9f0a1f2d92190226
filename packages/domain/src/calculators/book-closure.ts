import { differenceInCalendarDays, type IsoDate } from '../calendar/dates';
import { addTradingDays } from '../calendar/market-calendar';
import { NOTICE_PERIODS, REGISTER_CLOSURE_DAYS } from './calculator-limits';
import { withCalendar } from './inputs';
import type { ResultBuilder } from './result';
import { getRule, type ListingBoard } from './rules';

/** A register (book) closure period, both ends included. */
export type ClosurePeriod = { readonly startDate: IsoDate; readonly endDate: IsoDate; readonly lengthDays: number };

/** The book-closure notice: business days required, the latest announcement date and the period checked. */
export type BookClosureNotice = {
  readonly businessDays: number;
  readonly latestNoticeDate: IsoDate;
  readonly closurePeriod: ClosurePeriod | null;
};

/**
 * MB 13.66 [S] (GEM equivalent [M]): announce a book closure at least 10
 * business days before it starts (6 for a rights issue). "At least N business
 * days before X" means P ≤ X − N business days (hk-rules §0). With the end
 * date, the closure length is checked against CO s.632 [M]: 30 days a year,
 * 60 with a members' resolution. Records the steps on `builder`; null on error.
 */
export const addBookClosureNotice = (
  builder: ResultBuilder,
  board: ListingBoard,
  startDate: IsoDate,
  endDate: IsoDate | undefined,
  isRightsIssue: boolean,
): BookClosureNotice | null => {
  if (endDate && endDate < startDate) {
    builder.error('DATE_RANGE_INVERTED', { field: 'closureEndDate', params: { startDate } });
    return null;
  }
  const rule = getRule('bookClosureNotice', board);
  const businessDays = isRightsIssue ? NOTICE_PERIODS.rightsIssueBookClosureBusinessDays : NOTICE_PERIODS.bookClosureBusinessDays;
  const latestNoticeDate = withCalendar(builder, 'meetingDate', () => addTradingDays(startDate, -businessDays));
  if (!latestNoticeDate) return null;
  builder.step('meetingNotice.bookClosure', { closureStartDate: startDate, businessDays, isRightsIssue, latestNoticeDate }, rule);
  builder.assume('BUSINESS_DAYS_BEFORE_COUNTING', rule);
  builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', getRule('halfDayIsBusinessDay', board));

  let closurePeriod: ClosurePeriod | null = null;
  if (endDate) {
    const lengthDays = differenceInCalendarDays(startDate, endDate) + 1;
    closurePeriod = { startDate, endDate, lengthDays };
    const capRule = getRule('registerClosureCap', board);
    const cap = { maxDays: REGISTER_CLOSURE_DAYS.maxPerYear, extendedMaxDays: REGISTER_CLOSURE_DAYS.extendedMaxPerYear };
    builder.step('meetingNotice.registerClosure', { startDate, endDate, lengthDays, ...cap }, capRule);
    if (lengthDays > REGISTER_CLOSURE_DAYS.maxPerYear)
      builder.warn('REGISTER_CLOSURE_OVER_30_DAYS', { field: 'closureEndDate', ...capRule, params: { days: lengthDays, ...cap } });
  }
  return { businessDays, latestNoticeDate, closurePeriod };
};
