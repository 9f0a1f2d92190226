import type { MarketCalendarData, SessionEra } from './calendar-data-types';
import { HK_HOLIDAY_LIST_FIRST_DATE, HK_HOLIDAY_NAMES, HK_HOLIDAY_PROVISIONAL_YEARS, HK_HOLIDAYS_BY_YEAR } from './data/hk-holidays';
import { XHKG_CALENDAR_DATA } from './data/xhkg';
import { XSHG_CALENDAR_DATA } from './data/xshg';
import { fromDayNumber, getWeekday, isIsoDate, toDayNumber, type IsoDate, type Weekday } from './dates';

/**
 * Market calendars: Hong Kong (XHKG) and Shanghai/Shenzhen (XSHG; both
 * mainland exchanges share one holiday schedule). Up to each record's last
 * date the answers equal the exchange-calendars record day by day; for Hong
 * Kong, later days follow the official 1823 holiday list (hk-rules §7).
 */

/** Market identifiers (ISO 10383 MIC). */
export const Markets = { HongKong: 'XHKG', ShanghaiShenzhen: 'XSHG' } as const;
/** 'XHKG' (HKEX) or 'XSHG' (Shanghai; also Shenzhen, which shares its holidays). */
export type Market = (typeof Markets)[keyof typeof Markets];

/** hk-rules §7 [S]: from this date HKEX keeps trading under typhoon signal 8+, black rain or extreme conditions. */
export const SEVERE_WEATHER_TRADING_START: IsoDate = '2024-09-23';

/** Why a market is closed on a day. */
export type ClosureReason =
  /** Saturday or Sunday. */
  | 'weekend'
  /** A general (public) holiday, or for XSHG an exchange holiday. */
  | 'holiday'
  /** A weekday closure that is not a listed holiday: typhoon or black-rainstorm closure before Severe Weather Trading. */
  | 'unscheduled'
  /** HK before the official holiday list starts: the record shows no trading but not why. */
  | 'unspecified';

/** Holiday name in the three interface languages. */
export type HolidayNames = { readonly en: string; readonly zhHK: string; readonly zhCN: string };

/** Local session times (UTC+8, 'HH:MM'); a half day has no break. */
export type TradingSession = {
  readonly open: string;
  readonly close: string;
  readonly breakStart: string | null;
  readonly breakEnd: string | null;
};

/** Everything the calendar knows about one day. */
export type TradingDayInfo = {
  readonly date: IsoDate;
  readonly market: Market;
  readonly weekday: Weekday;
  /** Also a business day in the Listing Rules sense for XHKG (half days included). */
  readonly isTradingDay: boolean;
  /** Morning-only session (Christmas Eve, New Year's Eve, Lunar New Year's Eve). */
  readonly isHalfDay: boolean;
  readonly closure: ClosureReason | null;
  /** HK general-holiday names (also on a weekend holiday); null when none or unknown. */
  readonly holidayNames: HolidayNames | null;
  readonly session: TradingSession | null;
  /** XHKG only: Severe Weather Trading in force, so weather cannot close the market. */
  readonly isSevereWeatherTradingInForce: boolean;
  /** 'record' when taken from the exchange-calendars record, 'holidayList' when derived from the official list. */
  readonly source: 'record' | 'holidayList';
  /**
   * XHKG only: the day's answer rests on a provisional holiday list (reports of the Government's announcement, [S]),
   * not the 1823 feed, until an operator imports it (`npm run calendar:import-holidays`).
   */
  readonly isProvisional: boolean;
};

/**
 * True when `date` (XHKG) lies in a year whose holidays come from a
 * provisional list rather than the Government's 1823 feed.
 */
export const isProvisionalHolidayDate = (date: IsoDate, market: Market = 'XHKG'): boolean =>
  market === 'XHKG' && HK_HOLIDAY_PROVISIONAL_YEARS.includes(Number(String(date).slice(0, 4)));

/** Years of the XHKG calendar that rest on a provisional holiday list. */
export const listProvisionalHolidayYears = (): readonly number[] => HK_HOLIDAY_PROVISIONAL_YEARS;

/** Error codes thrown by the calendar primitives. */
export type CalendarErrorCode = 'DATE_INVALID' | 'DATE_OUT_OF_RANGE';

/** Thrown by the calendar primitives; calculators turn it into a result error with the same code. */
export class CalendarError extends RangeError {
  readonly code: CalendarErrorCode;
  readonly date: string;
  readonly market: Market;

  constructor(code: CalendarErrorCode, date: string, market: Market) {
    super(`${code}: ${date} (${market})`);
    this.name = 'CalendarError';
    this.code = code;
    this.date = date;
    this.market = market;
  }
}

type MarketIndex = {
  readonly data: MarketCalendarData;
  readonly firstDay: number;
  readonly lastDay: number;
  readonly closedWeekdays: ReadonlySet<number>;
  readonly halfDays: ReadonlySet<number>;
  readonly holidayNames: ReadonlyMap<number, HolidayNames>;
};

const DATA_BY_MARKET: Readonly<Record<Market, MarketCalendarData>> = {
  XHKG: XHKG_CALENDAR_DATA,
  XSHG: XSHG_CALENDAR_DATA,
};

const indexCache = new Map<Market, MarketIndex>();

/** Expands the per-year 'MMDD' lists into day numbers. */
const expandYearTable = (table: Readonly<Record<number, string>>): Set<number> => {
  const days = new Set<number>();
  for (const [year, list] of Object.entries(table)) {
    for (const monthDay of list.split(' ')) {
      if (monthDay) days.add(toDayNumber(`${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2, 4)}`));
    }
  }
  return days;
};

const expandHolidayNames = (): Map<number, HolidayNames> => {
  const names = new Map<number, HolidayNames>();
  for (const [year, list] of Object.entries(HK_HOLIDAYS_BY_YEAR)) {
    for (const entry of list.split(' ')) {
      const [monthDay, index] = entry.split(':');
      const [en, zhHK, zhCN] = HK_HOLIDAY_NAMES[Number(index)];
      names.set(toDayNumber(`${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2, 4)}`), { en, zhHK, zhCN });
    }
  }
  return names;
};

/** Built once per market on first use; the data are constants, so this stays pure. */
const getIndex = (market: Market): MarketIndex => {
  const cached = indexCache.get(market);
  if (cached) return cached;
  const data = DATA_BY_MARKET[market];
  if (!data) throw new CalendarError('DATE_INVALID', '', market);
  const index: MarketIndex = {
    data,
    firstDay: toDayNumber(data.firstDate),
    lastDay: toDayNumber(data.lastDate),
    closedWeekdays: expandYearTable(data.closedWeekdays),
    halfDays: expandYearTable(data.halfDays),
    holidayNames: market === 'XHKG' ? expandHolidayNames() : new Map(),
  };
  indexCache.set(market, index);
  return index;
};

/** Validates `date` and returns its day number inside the market's range. */
const toCheckedDayNumber = (date: IsoDate, index: MarketIndex, market: Market): number => {
  if (!isIsoDate(date)) throw new CalendarError('DATE_INVALID', String(date), market);
  const dayNumber = toDayNumber(date);
  if (dayNumber < index.firstDay || dayNumber > index.lastDay) throw new CalendarError('DATE_OUT_OF_RANGE', date, market);
  return dayNumber;
};

const isTradingDayNumber = (dayNumber: number, index: MarketIndex): boolean => {
  const weekday = (((dayNumber % 7) + 7 + 4) % 7) as Weekday;
  return weekday !== 0 && weekday !== 6 && !index.closedWeekdays.has(dayNumber);
};

const findEra = (date: IsoDate, eras: readonly SessionEra[]): SessionEra => {
  let era = eras[0];
  for (const candidate of eras) if (candidate.from <= date) era = candidate;
  return era;
};

/** The calculable range of a market's calendar. */
export const getCalendarRange = (
  market: Market = 'XHKG',
): {
  readonly market: Market;
  readonly firstDate: IsoDate;
  readonly lastDate: IsoDate;
  readonly recordLastDate: IsoDate;
  /** XHKG years resting on a provisional holiday list (empty for XSHG). */
  readonly provisionalYears: readonly number[];
} => {
  const { data } = getIndex(market);
  return {
    market,
    firstDate: data.firstDate,
    lastDate: data.lastDate,
    recordLastDate: data.recordLastDate,
    provisionalYears: market === 'XHKG' ? HK_HOLIDAY_PROVISIONAL_YEARS : [],
  };
};

/** True when `date` is a valid date inside the market's calculable range. */
export const isDateInCalendarRange = (date: IsoDate, market: Market = 'XHKG'): boolean => {
  if (!isIsoDate(date)) return false;
  const index = getIndex(market);
  const dayNumber = toDayNumber(date);
  return dayNumber >= index.firstDay && dayNumber <= index.lastDay;
};

/**
 * Everything known about one day: trading or not, half day, closure reason,
 * holiday names in three languages, session times.
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const getTradingDayInfo = (date: IsoDate, market: Market = 'XHKG'): TradingDayInfo => {
  const index = getIndex(market);
  const dayNumber = toCheckedDayNumber(date, index, market);
  const weekday = getWeekday(date);
  const isTrading = isTradingDayNumber(dayNumber, index);
  const isHalfDay = isTrading && index.halfDays.has(dayNumber);
  const holidayNames = index.holidayNames.get(dayNumber) ?? null;
  let closure: ClosureReason | null = null;
  if (!isTrading) {
    if (weekday === 0 || weekday === 6) closure = 'weekend';
    else if (market === 'XSHG' || holidayNames) closure = 'holiday';
    else closure = date < HK_HOLIDAY_LIST_FIRST_DATE ? 'unspecified' : 'unscheduled';
  }
  let session: TradingSession | null = null;
  if (isTrading) {
    const era = findEra(date, index.data.sessionEras);
    session = isHalfDay
      ? { open: era.open, close: era.halfDayClose ?? era.close, breakStart: null, breakEnd: null }
      : { open: era.open, close: era.close, breakStart: era.breakStart, breakEnd: era.breakEnd };
  }
  return {
    date,
    market,
    weekday,
    isTradingDay: isTrading,
    isHalfDay,
    closure,
    holidayNames,
    session,
    isSevereWeatherTradingInForce: market === 'XHKG' && date >= SEVERE_WEATHER_TRADING_START,
    source: date <= index.data.recordLastDate ? 'record' : 'holidayList',
    isProvisional: isProvisionalHolidayDate(date, market),
  };
};

/**
 * True when the market trades on `date` (half days included). For XHKG this
 * is the Listing Rules "business day" (MB/GEM r.1.01; hk-rules §0).
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const isTradingDay = (date: IsoDate, market: Market = 'XHKG'): boolean => {
  const index = getIndex(market);
  return isTradingDayNumber(toCheckedDayNumber(date, index, market), index);
};

/**
 * True when `date` is a half (morning-only) trading day.
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const isHalfTradingDay = (date: IsoDate, market: Market = 'XHKG'): boolean => {
  const index = getIndex(market);
  const dayNumber = toCheckedDayNumber(date, index, market);
  return isTradingDayNumber(dayNumber, index) && index.halfDays.has(dayNumber);
};

/**
 * Moves `count` trading days from `date` (negative moves back); `date` itself
 * is not counted, and need not be a trading day. `count` 0 returns `date`.
 * @throws CalendarError when `date` or the walk leaves the calculable range.
 */
export const addTradingDays = (date: IsoDate, count: number, market: Market = 'XHKG'): IsoDate => {
  const index = getIndex(market);
  let dayNumber = toCheckedDayNumber(date, index, market);
  const direction = count < 0 ? -1 : 1;
  let remaining = Math.abs(Math.trunc(count));
  while (remaining > 0) {
    dayNumber += direction;
    if (dayNumber < index.firstDay || dayNumber > index.lastDay)
      throw new CalendarError('DATE_OUT_OF_RANGE', fromDayNumber(dayNumber), market);
    if (isTradingDayNumber(dayNumber, index)) remaining -= 1;
  }
  return fromDayNumber(dayNumber);
};

/**
 * The first trading day after `date` (or `date` itself when `inclusive` and it trades).
 * @throws CalendarError when no such day lies inside the calculable range.
 */
export const getNextTradingDay = (date: IsoDate, market: Market = 'XHKG', inclusive = false): IsoDate =>
  inclusive && isTradingDay(date, market) ? date : addTradingDays(date, 1, market);

/**
 * The last trading day before `date` (or `date` itself when `inclusive` and it trades).
 * @throws CalendarError when no such day lies inside the calculable range.
 */
export const getPreviousTradingDay = (date: IsoDate, market: Market = 'XHKG', inclusive = false): IsoDate =>
  inclusive && isTradingDay(date, market) ? date : addTradingDays(date, -1, market);

/**
 * Trading days from `firstDate` to `lastDate`, both included (empty when inverted).
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const listTradingDays = (firstDate: IsoDate, lastDate: IsoDate, market: Market = 'XHKG'): IsoDate[] => {
  const index = getIndex(market);
  const first = toCheckedDayNumber(firstDate, index, market);
  const last = toCheckedDayNumber(lastDate, index, market);
  const days: IsoDate[] = [];
  for (let dayNumber = first; dayNumber <= last; dayNumber += 1)
    if (isTradingDayNumber(dayNumber, index)) days.push(fromDayNumber(dayNumber));
  return days;
};

/**
 * Number of trading days from `firstDate` to `lastDate`, both included.
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const countTradingDays = (firstDate: IsoDate, lastDate: IsoDate, market: Market = 'XHKG'): number =>
  listTradingDays(firstDate, lastDate, market).length;

/** One HK general holiday with its names. */
export type HongKongHoliday = { readonly date: IsoDate; readonly names: HolidayNames; readonly isWeekday: boolean };

/**
 * HK general holidays of `year` from the official list (Source: 1823, HKSAR
 * Government), weekend holidays included; empty for years the list does not cover.
 */
export const listHongKongHolidays = (year: number): HongKongHoliday[] => {
  const index = getIndex('XHKG');
  const holidays: HongKongHoliday[] = [];
  const prefix = `${String(year).padStart(4, '0')}-`;
  for (const [dayNumber, names] of index.holidayNames) {
    const date = fromDayNumber(dayNumber);
    if (!date.startsWith(prefix)) continue;
    const weekday = getWeekday(date);
    holidays.push({ date, names, isWeekday: weekday !== 0 && weekday !== 6 });
  }
  return holidays.sort((first, second) => (first.date < second.date ? -1 : 1));
};
