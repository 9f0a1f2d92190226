import { recordOutOfRange } from '../calculators/inputs';
import { ResultBuilder, type CalculationResult } from '../calculators/result';
import { getDaysInMonth } from './dates';
import {
  getTradingDayInfo,
  isDateInCalendarRange,
  listHongKongHolidays,
  type HongKongHoliday,
  type Market,
  type TradingDayInfo,
} from './market-calendar';

/** Input of the market calendar screen (/calAi/calendar). */
export type MarketCalendarMonthInput = { readonly market?: Market; readonly year: number; readonly month: number };

/** One month of a market calendar. */
export type MarketCalendarMonth = {
  readonly market: Market;
  readonly year: number;
  readonly month: number;
  /** Every day of the month inside the calculable range. */
  readonly days: readonly TradingDayInfo[];
  readonly tradingDayCount: number;
  readonly halfDayCount: number;
  /** HK general holidays of the month with names in three languages (XHKG only). */
  readonly holidays: readonly HongKongHoliday[];
};

/**
 * A month of the Hong Kong or Shanghai/Shenzhen calendar: trading days, half
 * days, closures and HK holiday names. Months outside the calculable range
 * give DATE_OUT_OF_RANGE.
 */
export const getMarketCalendarMonth = (input: MarketCalendarMonthInput): CalculationResult<MarketCalendarMonth> => {
  const builder = new ResultBuilder();
  const market = input.market ?? 'XHKG';
  if (market !== 'XHKG' && market !== 'XSHG') builder.error('OPTION_INVALID', { field: 'market', params: { allowed: ['XHKG', 'XSHG'] } });
  if (!Number.isInteger(input.year) || input.year < 1 || input.year > 9999) builder.error('DATE_INVALID', { field: 'year' });
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) builder.error('DATE_INVALID', { field: 'month' });
  if (builder.hasErrors()) return builder.finish(null);
  const prefix = `${String(input.year).padStart(4, '0')}-${String(input.month).padStart(2, '0')}-`;
  const dates = Array.from({ length: getDaysInMonth(input.year, input.month) }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
  const inRange = dates.filter((date) => isDateInCalendarRange(date, market));
  if (inRange.length === 0) {
    recordOutOfRange(builder, 'month', dates[0], market);
    return builder.finish(null);
  }
  const days = inRange.map((date) => getTradingDayInfo(date, market));
  const tradingDayCount = days.filter((day) => day.isTradingDay).length;
  const halfDayCount = days.filter((day) => day.isHalfDay).length;
  const holidays = market === 'XHKG' ? listHongKongHolidays(input.year).filter((holiday) => holiday.date.startsWith(prefix)) : [];
  // hk-rules §7 [S]: half days are business days; weekday general holidays close the market.
  builder.step('calendar.month', { market, year: input.year, month: input.month, tradingDayCount, halfDayCount, holidayCount: holidays.length }, {
    rule: 'HKEX trading calendar (HK general holidays)',
    confidence: 'S',
  });
  if (market === 'XHKG' && halfDayCount > 0) builder.assume('HALF_DAYS_ARE_BUSINESS_DAYS', { rule: 'MB/GEM 1.01 (half days)', confidence: 'S' });
  return builder.finish({ market, year: input.year, month: input.month, days, tradingDayCount, halfDayCount, holidays });
};
