import type { RuleReference } from '../calculators/result';
import { addCalendarDays, type IsoDate } from './dates';
import { getCalendarRange, getTradingDayInfo, SEVERE_WEATHER_TRADING_START, type TradingDayInfo } from './market-calendar';

/**
 * The HKEX securities trading day, whole (hk-rules §7): its sessions with
 * their times and the eras in which they changed, the closing auction's
 * random close, the settlement date of a trade (T+2 on CCASS settlement
 * days) and whether Severe Weather Trading keeps the market open.
 */

/** The parts of an HKEX trading day, in order. */
export type TradingSessionKind = 'preOpening' | 'morning' | 'afternoon' | 'closingAuction';

/** One phase inside the pre-opening session (order input, no-cancellation, random matching, blocking). */
export type SessionPhase = { readonly kind: 'orderInput' | 'noCancellation' | 'randomMatching' | 'blocking'; readonly start: string; readonly end: string };

/** One session of the day, local Hong Kong times 'HH:MM'. */
export type TradingSessionPart = {
  readonly kind: TradingSessionKind;
  readonly start: string;
  /** End; for a closing auction with a random close, the earliest close. */
  readonly end: string;
  /** Closing auction only: the random close falls between `end` and `latestEnd`; null when it has a fixed end. */
  readonly latestEnd: string | null;
  readonly phases: readonly SessionPhase[];
  /** The era of this session's times: first day it applies. */
  readonly eraFrom: IsoDate;
  /** Source of the times and of the era. */
  readonly rule: string;
  readonly confidence: RuleReference['confidence'];
};

/** A change in the trading day's shape (shown as the era list). */
export type SessionEraChange = { readonly from: IsoDate; readonly kind: 'continuous' | 'preOpening' | 'closingAuction'; readonly change: string; readonly confidence: RuleReference['confidence'] };

/** Everything about one HKEX day. */
export type TradingDayDetails = {
  readonly day: TradingDayInfo;
  readonly sessions: readonly TradingSessionPart[];
  /** A CCASS settlement day: a full trading day (half days are not settlement days, hk-rules §7 [S]). */
  readonly isSettlementDay: boolean;
  /** Settlement date of an exchange trade on this day: the 2nd settlement day after it (T+2); null when no trade or past the calendar. */
  readonly settlementDate: IsoDate | null;
  /** Severe Weather Trading from 23 Sep 2024: the market stays open under signal 8+, black rain, extreme conditions. */
  readonly isSevereWeatherTradingInForce: boolean;
  /** Before Severe Weather Trading: how weather cancelled sessions (null once it is in force). */
  readonly weatherRule: 'preSevereWeatherTrading' | null;
};

/** Session times: hk-rules §7 [S: broker pages citing HKEX]. */
const TIMES: RuleReference = { rule: 'HKEX trading hours (Rules of the Exchange)', confidence: 'S' };
/** The dates each session took its shape: from memory and HKEX news releases, not the rule text [M]. */
const ERA: RuleReference = { rule: 'HKEX trading-hours changes (era dates)', confidence: 'M' };
/** Half days: morning only, closing auction 12:00 to a random close 12:08–12:10 (hk-rules §7 [S]). */
const HALF_DAY: RuleReference = { rule: 'HKEX half-day trading arrangements', confidence: 'S' };
/** CCASS settles exchange trades on T+2; half days are not settlement days (hk-rules §7 [S]). */
export const SETTLEMENT_RULE: RuleReference = { rule: 'CCASS T+2 settlement (HKSCC General Rules of CCASS)', confidence: 'S' };

/** Pre-opening session eras [M]: introduced 2002 at 09:30–10:00; 09:00–09:30 since the 7 Mar 2011 hours change. */
const PRE_OPENING_ERAS = [
  { from: '2002-04-02', start: '09:30', end: '10:00', phases: [] as SessionPhase[] },
  {
    from: '2011-03-07',
    start: '09:00',
    end: '09:30',
    phases: [
      { kind: 'orderInput', start: '09:00', end: '09:15' },
      { kind: 'noCancellation', start: '09:15', end: '09:20' },
      { kind: 'randomMatching', start: '09:20', end: '09:22' },
      { kind: 'blocking', start: '09:22', end: '09:30' },
    ] as SessionPhase[],
  },
] as const;

/** Closing auction session eras [M]: a first CAS 26 May 2008 – 20 Mar 2009; today's CAS with a random close since 25 Jul 2016. */
const CLOSING_AUCTION_ERAS = [
  { from: '2008-05-26', to: '2009-03-20', randomClose: false },
  { from: '2016-07-25', to: null, randomClose: true },
] as const;

/** Every change of the day's shape, for the era list on the screen. */
export const TRADING_SESSION_ERA_CHANGES: readonly SessionEraChange[] = [
  { from: '1990-01-02', kind: 'continuous', change: 'continuous10to16', confidence: 'S' },
  { from: '2002-04-02', kind: 'preOpening', change: 'preOpening0930', confidence: 'M' },
  { from: '2008-05-26', kind: 'closingAuction', change: 'closingAuctionFirst', confidence: 'M' },
  { from: '2009-03-23', kind: 'closingAuction', change: 'closingAuctionEnded', confidence: 'M' },
  { from: '2011-03-07', kind: 'continuous', change: 'continuous0930', confidence: 'S' },
  { from: '2011-03-07', kind: 'preOpening', change: 'preOpening0900', confidence: 'M' },
  { from: '2016-07-25', kind: 'closingAuction', change: 'closingAuctionRandom', confidence: 'M' },
  { from: SEVERE_WEATHER_TRADING_START, kind: 'continuous', change: 'severeWeatherTrading', confidence: 'S' },
];

const addMinutes = (time: string, minutes: number): string => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const lastEraOn = <Era extends { readonly from: string }>(date: IsoDate, eras: readonly Era[]): Era | null => {
  let found: Era | null = null;
  for (const era of eras) if (era.from <= date) found = era;
  return found;
};

/** The sessions of a trading day (none on a closed day). */
const sessionsOf = (day: TradingDayInfo): TradingSessionPart[] => {
  const { session } = day;
  if (!session || day.market !== 'XHKG') return [];
  const times = day.isHalfDay ? HALF_DAY : TIMES;
  const parts: TradingSessionPart[] = [];
  const preOpening = lastEraOn(day.date, PRE_OPENING_ERAS);
  if (preOpening)
    parts.push({ kind: 'preOpening', start: preOpening.start, end: preOpening.end, latestEnd: null, phases: preOpening.phases, eraFrom: preOpening.from, ...ERA });
  const continuousFrom = day.date >= '2011-03-07' ? '2011-03-07' : '1990-01-02';
  const morningEnd = session.breakStart ?? session.close;
  parts.push({ kind: 'morning', start: session.open, end: morningEnd, latestEnd: null, phases: [], eraFrom: continuousFrom, ...times });
  if (session.breakEnd) parts.push({ kind: 'afternoon', start: session.breakEnd, end: session.close, latestEnd: null, phases: [], eraFrom: continuousFrom, ...times });
  const auction = lastEraOn(day.date, CLOSING_AUCTION_ERAS);
  if (auction && (auction.to === null || day.date <= auction.to)) {
    const start = day.isHalfDay ? morningEnd : session.close;
    parts.push({
      kind: 'closingAuction',
      start,
      end: addMinutes(start, auction.randomClose ? 8 : 10),
      latestEnd: auction.randomClose ? addMinutes(start, 10) : null,
      phases: [],
      eraFrom: auction.from,
      ...(auction.randomClose ? times : ERA),
    });
  }
  return parts;
};

/**
 * The whole HKEX trading day of `date`.
 * @throws CalendarError DATE_INVALID or DATE_OUT_OF_RANGE.
 */
export const getTradingDayDetails = (date: IsoDate): TradingDayDetails => {
  const day = getTradingDayInfo(date, 'XHKG');
  const isSettlementDay = day.isTradingDay && !day.isHalfDay;
  let settlementDate: IsoDate | null = null;
  if (day.isTradingDay) {
    const { lastDate } = getCalendarRange('XHKG');
    let remaining = 2;
    let cursor = date;
    while (remaining > 0 && cursor < lastDate) {
      cursor = addCalendarDays(cursor, 1);
      const next = getTradingDayInfo(cursor, 'XHKG');
      if (next.isTradingDay && !next.isHalfDay) remaining -= 1;
    }
    settlementDate = remaining === 0 ? cursor : null;
  }
  return {
    day,
    sessions: sessionsOf(day),
    isSettlementDay,
    settlementDate,
    isSevereWeatherTradingInForce: day.isSevereWeatherTradingInForce,
    weatherRule: day.isSevereWeatherTradingInForce ? null : 'preSevereWeatherTrading',
  };
};

