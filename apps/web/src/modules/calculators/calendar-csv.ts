import type { MarketCalendarMonth } from '@app/domain';
import { rowsToCsv } from './export';

/** Attribution the holiday list and the trading record require, repeated in every export. */
export const CALENDAR_ATTRIBUTION = 'Source: 1823, HKSAR Government; exchange-calendars (Apache-2.0)';

const SOURCE_NAMES = { record: 'exchange-calendars record', holidayList: '1823 general holiday list' } as const;

/**
 * One month of a market calendar as CSV: a row per day with its trading
 * status, holiday names in the three languages, session times and where the
 * day comes from, then the attribution.
 */
export const calendarMonthToCsv = (month: MarketCalendarMonth): string => {
  const header = ['date', 'market', 'weekday', 'isTradingDay', 'isHalfDay', 'closure', 'holidayEn', 'holidayZhHK', 'holidayZhCN', 'open', 'breakStart', 'breakEnd', 'close', 'source'];
  const rows = month.days.map((day) => [
    day.date,
    day.market,
    day.weekday,
    day.isTradingDay,
    day.isHalfDay,
    day.closure ?? '',
    day.holidayNames?.en ?? '',
    day.holidayNames?.zhHK ?? '',
    day.holidayNames?.zhCN ?? '',
    day.session?.open ?? '',
    day.session?.breakStart ?? '',
    day.session?.breakEnd ?? '',
    day.session?.close ?? '',
    SOURCE_NAMES[day.source],
  ]);
  return rowsToCsv([header, ...rows, [], [CALENDAR_ATTRIBUTION]]);
};
