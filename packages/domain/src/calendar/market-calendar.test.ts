import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, differenceInCalendarDays, getWeekday, type IsoDate } from './dates';
import {
  addTradingDays,
  CalendarError,
  countTradingDays,
  getCalendarRange,
  getNextTradingDay,
  getPreviousTradingDay,
  getTradingDayInfo,
  isHalfTradingDay,
  isTradingDay,
  listHongKongHolidays,
  type Market,
} from './market-calendar';
import { getMarketCalendarMonth } from './calendar-month';

// The shared data sit beside the repository (CI has ../shared next to it).
const sharedData = (relative: string): string => fileURLToPath(new URL(`../../../../../shared/data/${relative}`, import.meta.url));

type RecordSession = { open: string; close: string; breakStart: string | null; breakEnd: string | null };

/** UTC timestamp → 'HH:MM' in UTC+8 (both markets). */
const toLocalTime = (timestamp: string): string | null => {
  if (!timestamp) return null;
  const minutes = (Number(timestamp.slice(11, 13)) * 60 + Number(timestamp.slice(14, 16)) + 480) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

const readRecord = (file: string): Map<IsoDate, RecordSession> => {
  const lines = readFileSync(sharedData(`exchange-calendars/${file}`), 'utf8').trim().split(/\r?\n/).slice(1);
  return new Map(
    lines.map((line) => {
      const [session, open, close, breakStart, breakEnd] = line.split(',');
      return [
        session.slice(0, 10),
        { open: toLocalTime(open) as string, close: toLocalTime(close) as string, breakStart: toLocalTime(breakStart), breakEnd: toLocalTime(breakEnd) },
      ];
    }),
  );
};

/** Compares the calendar with the record for every calendar day of the record's span. */
const compareWithRecord = (market: Market, file: string, firstDate: IsoDate) => {
  const record = readRecord(file);
  const lastDate = [...record.keys()].at(-1) as IsoDate;
  const mismatches: string[] = [];
  let daysCompared = 0;
  for (let date = firstDate; date <= lastDate; date = addCalendarDays(date, 1)) {
    daysCompared += 1;
    const expected = record.get(date) ?? null;
    const info = getTradingDayInfo(date, market);
    const expectedHalfDay = expected !== null && expected.breakStart === null;
    if (info.isTradingDay !== (expected !== null)) mismatches.push(`${date} trading ${info.isTradingDay}`);
    else if (info.isHalfDay !== expectedHalfDay) mismatches.push(`${date} half day ${info.isHalfDay}`);
    else if (expected && JSON.stringify(info.session) !== JSON.stringify(expected)) mismatches.push(`${date} session ${JSON.stringify(info.session)}`);
  }
  return { daysCompared, lastDate, mismatches, sessions: record.size };
};

describe('market calendar against the exchange-calendars record', () => {
  it('equals xhkg.csv on every day from 1990-01-01 to its last session (trading, half day, session times)', () => {
    const result = compareWithRecord('XHKG', 'xhkg.csv', '1990-01-01');
    expect(result.mismatches).toEqual([]);
    expect(result.lastDate).toBe(getCalendarRange('XHKG').recordLastDate);
    expect(result.daysCompared).toBe(differenceInCalendarDays('1990-01-01', result.lastDate) + 1);
    expect(result.sessions).toBe(8803);
  });

  it('equals xshg.csv on every day from its first to its last session', () => {
    const { firstDate } = getCalendarRange('XSHG');
    const result = compareWithRecord('XSHG', 'xshg.csv', firstDate);
    expect(result.mismatches).toEqual([]);
    expect(result.daysCompared).toBe(differenceInCalendarDays(firstDate, result.lastDate) + 1);
    expect(result.sessions).toBe(8809);
  });

  it('equals the adata SSE/SZSE yearly files (2004–2025) day by day', () => {
    const directory = sharedData('adata-a-shares/calendar');
    const mismatches: string[] = [];
    let daysCompared = 0;
    for (const file of readdirSync(directory).filter((name) => /^\d{4}\.csv$/.test(name))) {
      for (const line of readFileSync(`${directory}/${file}`, 'utf8').trim().split(/\r?\n/).slice(1)) {
        const [date, status] = line.split(',');
        daysCompared += 1;
        if (isTradingDay(date, 'XSHG') !== (status === '1')) mismatches.push(date);
      }
    }
    expect(mismatches).toEqual([]);
    expect(daysCompared).toBe(7669);
  });
});

describe('market calendar after the record: the official holiday list (hk-rules §7)', () => {
  type Holiday = { date: string; name: string };
  // Both holiday files: the 1823 feed copy (to 2026) and the provisional 2027 list.
  const holidays = new Map(
    ['hk-public-holidays-1823/en.json', 'hk-public-holidays-2027/en.json'].flatMap((file) =>
      (JSON.parse(readFileSync(sharedData(file), 'utf8')) as Holiday[]).map((holiday) => [holiday.date, holiday.name] as const),
    ),
  );

  it('closes exactly the weekday general holidays after the record, through the last listed year', () => {
    const { recordLastDate, lastDate } = getCalendarRange('XHKG');
    const mismatches: string[] = [];
    for (let date = addCalendarDays(recordLastDate, 1); date <= lastDate; date = addCalendarDays(date, 1)) {
      const weekday = getWeekday(date);
      const expected = weekday !== 0 && weekday !== 6 && !holidays.has(date);
      if (isTradingDay(date) !== expected) mismatches.push(date);
    }
    expect(mismatches).toEqual([]);
    expect(lastDate).toBe('2027-12-31');
  });

  it('never trades on a weekday general holiday, in the record or after it', () => {
    const tradingHolidays = [...holidays.keys()].filter((date) => date >= '1990-01-01' && date <= '2027-12-31' && isTradingDay(date));
    expect(tradingHolidays).toEqual([]);
  });

  // hk-rules §7.1: trading days computed from the gazetted lists, no ad-hoc closures.
  it.each([
    [2025, 246],
    [2026, 247],
    // 2027 from the provisional list [S]: 261 weekdays less 13 weekday holidays.
    [2027, 248],
  ])('counts %i trading days in %i (hk-rules §7.1)', (year, expected) => {
    expect(countTradingDays(`${year}-01-01`, `${year}-12-31`)).toBe(expected);
  });

  // hk-rules §7.1 [M, derived from the eve rule] and §7 [S]: morning-only sessions on the three eves.
  it.each([
    ['2025-01-28', 'Lunar New Year’s Eve (Tue), in the record'],
    ['2025-12-24', 'Christmas Eve (Wed), from the holiday list'],
    ['2025-12-31', 'New Year’s Eve (Wed)'],
    ['2026-02-16', 'Lunar New Year’s Eve (Mon)'],
    ['2026-12-24', 'Christmas Eve (Thu)'],
    ['2026-12-31', 'New Year’s Eve (Thu)'],
    // 2027 by the same eve rule [M] over the provisional list (data README).
    ['2027-02-05', 'Lunar New Year’s Eve (Fri), provisional'],
    ['2027-12-24', 'Christmas Eve (Fri), provisional'],
    ['2027-12-31', 'New Year’s Eve (Fri), provisional'],
  ])('%s is a half trading day: %s', (date) => {
    const info = getTradingDayInfo(date);
    expect(info.isTradingDay).toBe(true);
    expect(info.isHalfDay).toBe(true);
    expect(info.session).toEqual({ open: '09:30', close: '12:00', breakStart: null, breakEnd: null });
  });

  // hk-rules §7 [M]: an eve on a weekend or holiday gives no half day and is not moved.
  it.each([
    ['2023-01-20', 'Friday before a Saturday Lunar New Year’s Eve'],
    ['2022-12-23', 'Friday before a Saturday Christmas Eve'],
    ['2023-12-22', 'Friday before a Sunday Christmas Eve'],
  ])('%s is a full trading day (%s)', (date) => {
    expect(isTradingDay(date)).toBe(true);
    expect(isHalfTradingDay(date)).toBe(false);
  });
});

describe(getTradingDayInfo.name, () => {
  it.each([
    ['2025-10-07', 'holiday', 'The day following the Chinese Mid-Autumn Festival', '中秋節翌日', '中秋节翌日'],
    ['2015-09-03', 'holiday', 'The 70th anniversary day of the victory of the Chinese people’s war of resistance against Japanese aggression', '中國人民抗日戰爭勝利七十周年紀念日', '中国人民抗日战争胜利七十周年纪念日'],
    ['2012-04-06', 'holiday', 'Good Friday', '耶穌受難節', '耶稣受难节'],
    ['2011-12-26', 'holiday', 'The first weekday after Christmas Day', '聖誕節後第一個周日', '圣诞节后第一个工作日'],
  ])('names the HK holiday %s in three languages (1823 list)', (date, closure, en, zhHK, zhCN) => {
    const info = getTradingDayInfo(date);
    expect(info.isTradingDay).toBe(false);
    expect(info.closure).toBe(closure);
    expect(info.holidayNames).toEqual({ en, zhHK, zhCN });
  });

  it.each([
    ['2024-09-06', 'unscheduled', false],
    ['2023-07-17', 'unscheduled', false],
    ['2010-02-15', 'unspecified', false],
    ['2026-12-26', 'weekend', true],
  ])('%s is closed (%s)', (date, closure, isSevereWeatherTradingInForce) => {
    const info = getTradingDayInfo(date);
    expect(info.closure).toBe(closure);
    expect(info.isSevereWeatherTradingInForce).toBe(isSevereWeatherTradingInForce);
  });

  it('1823 list: names a Saturday holiday without making it a closure reason', () => {
    const info = getTradingDayInfo('2026-12-26');
    expect(info.holidayNames?.en).toBe('The first weekday after Christmas Day');
  });

  // hk-rules §7 [S]: Severe Weather Trading from 23 Sep 2024.
  it.each([
    ['2024-09-20', false],
    ['2024-09-23', true],
  ])('flags Severe Weather Trading on %s: %s', (date, expected) => {
    expect(getTradingDayInfo(date).isSevereWeatherTradingInForce).toBe(expected);
  });

  it('exchange-calendars record: uses the 10:00 open and 12:30 half-day close before 7 Mar 2011, as the record does', () => {
    expect(getTradingDayInfo('2010-12-24').session).toEqual({ open: '10:00', close: '12:30', breakStart: null, breakEnd: null });
    expect(getTradingDayInfo('2011-03-04').session?.open).toBe('10:00');
    expect(getTradingDayInfo('2011-03-07').session?.open).toBe('09:30');
  });

  it.each([
    ['1989-12-31', 'XHKG', 'DATE_OUT_OF_RANGE'],
    ['2028-01-01', 'XHKG', 'DATE_OUT_OF_RANGE'],
    ['1990-12-02', 'XSHG', 'DATE_OUT_OF_RANGE'],
    ['2026-02-29', 'XHKG', 'DATE_INVALID'],
  ] as const)('rejects %s on %s with %s', (date, market, code) => {
    expect(() => getTradingDayInfo(date, market)).toThrowError(CalendarError);
    try {
      getTradingDayInfo(date, market);
    } catch (error) {
      expect((error as CalendarError).code).toBe(code);
    }
  });
});

describe(addTradingDays.name, () => {
  it.each([
    ['2026-03-25', -8, '2026-03-13', 'eighth business day before a Wednesday board meeting'],
    ['2026-02-13', 1, '2026-02-16', 'over a weekend onto the LNY-eve half day'],
    ['2026-02-16', 1, '2026-02-20', 'over the three LNY holidays'],
    ['2024-09-05', 1, '2024-09-09', 'over the 6 Sep 2024 typhoon closure'],
    ['2026-03-28', 0, '2026-03-28', 'zero steps'],
  ])('MB/GEM 1.01 business days: %s %+d → %s (%s)', (date, count, expected) => {
    expect(addTradingDays(date, count)).toBe(expected);
  });

  it('throws DATE_OUT_OF_RANGE when the walk leaves the range', () => {
    expect(() => addTradingDays('1990-01-03', -5)).toThrowError(CalendarError);
    expect(() => getNextTradingDay('2027-12-31')).toThrowError(CalendarError);
  });

  it('finds neighbours inclusively or not', () => {
    expect(getPreviousTradingDay('2026-05-31', 'XHKG', true)).toBe('2026-05-29');
    expect(getPreviousTradingDay('2026-05-29', 'XHKG', true)).toBe('2026-05-29');
    expect(getNextTradingDay('2026-05-29')).toBe('2026-06-01');
  });
});

describe(listHongKongHolidays.name, () => {
  it('hk-rules §7.1: lists the 17 general holidays of 2026 with weekday flags', () => {
    const holidays = listHongKongHolidays(2026);
    expect(holidays).toHaveLength(17);
    expect(holidays.filter((holiday) => !holiday.isWeekday).map((holiday) => holiday.date)).toEqual(['2026-04-04', '2026-09-26', '2026-12-26']);
  });

  it('has no names before the official list starts', () => {
    expect(listHongKongHolidays(2005)).toEqual([]);
  });
});

describe(getMarketCalendarMonth.name, () => {
  it('hk-rules §7: summarises February 2026 in Hong Kong (LNY holidays, one half day)', () => {
    const result = getMarketCalendarMonth({ year: 2026, month: 2 });
    expect(result.ok).toBe(true);
    expect(result.value?.days).toHaveLength(28);
    expect(result.value?.tradingDayCount).toBe(17);
    expect(result.value?.halfDayCount).toBe(1);
    expect(result.value?.holidays.map((holiday) => holiday.date)).toEqual(['2026-02-17', '2026-02-18', '2026-02-19']);
  });

  it('covers only the days in range for the first XSHG month', () => {
    const result = getMarketCalendarMonth({ market: 'XSHG', year: 1990, month: 12 });
    expect(result.value?.days[0].date).toBe('1990-12-03');
  });

  it.each([
    [2028, 1, 'DATE_OUT_OF_RANGE'],
    [1989, 12, 'DATE_OUT_OF_RANGE'],
    [2026, 13, 'DATE_INVALID'],
  ])('spec §5: rejects %i-%i with %s', (year, month, code) => {
    const result = getMarketCalendarMonth({ year, month });
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe(code);
  });
});
