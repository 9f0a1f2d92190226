import { getMarketCalendarMonth } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { calendarMonthToCsv } from './calendar-csv';

describe(calendarMonthToCsv.name, () => {
  // hk-rules §7.1: December 2026 has the 24th and 31st as half days and Christmas (25th) as a holiday.
  const csv = calendarMonthToCsv(getMarketCalendarMonth({ market: 'XHKG', year: 2026, month: 12 }).value!);
  const lines = csv.split('\n');

  it('has a header, one row per day and the attribution', () => {
    expect(lines[0]).toBe('date,market,weekday,isTradingDay,isHalfDay,closure,holidayEn,holidayZhHK,holidayZhCN,open,breakStart,breakEnd,close,source');
    expect(lines.filter((line) => line.startsWith('2026-12-'))).toHaveLength(31);
    expect(lines.at(-1)).toBe('"Source: 1823, HKSAR Government; exchange-calendars (Apache-2.0)"');
  });

  it('writes half days with the morning session only and holidays with their names', () => {
    expect(lines.find((line) => line.startsWith('2026-12-24'))).toBe('2026-12-24,XHKG,4,true,true,,,,,09:30,,,12:00,1823 general holiday list');
    expect(lines.find((line) => line.startsWith('2026-12-25'))).toMatch(/^2026-12-25,XHKG,5,false,false,holiday,Christmas Day,/);
  });
});
