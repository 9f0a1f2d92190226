import type { Market } from '@app/contracts';
import type { Market as CalendarMarket } from '@app/domain';

/** HKEX codes have 5 digits; '700' and '0700' mean 00700. */
const HONG_KONG_CODE_DIGITS = 5;

/**
 * A stock code as stored: upper case, and a Hong Kong code (or a code given
 * without a market) of up to 4 digits padded to 5 ('700' → '00700').
 */
export const normaliseStockCode = (stockCode: string, market?: Market): string => {
  const code = stockCode.trim().toUpperCase();
  const isHongKong = market === 'HK' || market === undefined;
  return isHongKong && /^\d{1,4}$/.test(code) ? code.padStart(HONG_KONG_CODE_DIGITS, '0') : code;
};

/** The domain calendar of a catalogue market: HKEX, or the mainland calendar (Beijing shares Shanghai's holidays). */
export const calendarMarketOf = (market: Market): CalendarMarket => (market === 'HK' ? 'XHKG' : 'XSHG');

/** Today's date in Hong Kong (UTC+8 all year, no daylight saving). */
export const hongKongToday = (now: Date = new Date()): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
