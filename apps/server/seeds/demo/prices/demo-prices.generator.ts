import { isHalfTradingDay, type IsoDate } from '@app/domain';
import { createRandom } from '../random';

/**
 * Synthetic daily prices for the demo companies: a reproducible geometric
 * random walk per stock. Nothing here is market data; rows are stored with
 * source 'demo' and the API labels them.
 */

/** First day of the demonstration history (the walk starts from `startPrice` here). */
export const DEMO_HISTORY_START: IsoDate = '2023-01-02';

/** How one demo stock behaves: a plausible early-2023 price level, daily volatility, board lot and daily turnover. */
export type DemoStockProfile = {
  readonly stockCode: string;
  /** HK$ at the start of the history. */
  readonly startPrice: number;
  /** Standard deviation of the daily log return, in percent (1.5–2.5). */
  readonly volatilityPercent: number;
  readonly lotSize: number;
  /** Typical value traded per day, HK$. */
  readonly dailyTurnoverHkd: number;
};

/** Twenty well-known HKEX stocks; levels and lots approximate early 2023. */
export const DEMO_STOCKS: readonly DemoStockProfile[] = [
  { stockCode: '00001', startPrice: 48, volatilityPercent: 1.6, lotSize: 500, dailyTurnoverHkd: 450e6 },
  { stockCode: '00002', startPrice: 57, volatilityPercent: 1.5, lotSize: 500, dailyTurnoverHkd: 300e6 },
  { stockCode: '00003', startPrice: 7.4, volatilityPercent: 1.8, lotSize: 1000, dailyTurnoverHkd: 180e6 },
  { stockCode: '00005', startPrice: 49, volatilityPercent: 1.7, lotSize: 400, dailyTurnoverHkd: 1.6e9 },
  { stockCode: '00006', startPrice: 43, volatilityPercent: 1.5, lotSize: 500, dailyTurnoverHkd: 200e6 },
  { stockCode: '00011', startPrice: 130, volatilityPercent: 1.6, lotSize: 100, dailyTurnoverHkd: 400e6 },
  { stockCode: '00016', startPrice: 108, volatilityPercent: 1.8, lotSize: 500, dailyTurnoverHkd: 600e6 },
  { stockCode: '00027', startPrice: 52, volatilityPercent: 2.5, lotSize: 1000, dailyTurnoverHkd: 900e6 },
  { stockCode: '00388', startPrice: 340, volatilityPercent: 2.1, lotSize: 100, dailyTurnoverHkd: 1.8e9 },
  { stockCode: '00700', startPrice: 340, volatilityPercent: 2.2, lotSize: 100, dailyTurnoverHkd: 9e9 },
  { stockCode: '00883', startPrice: 10.5, volatilityPercent: 2.0, lotSize: 1000, dailyTurnoverHkd: 900e6 },
  { stockCode: '00939', startPrice: 4.9, volatilityPercent: 1.5, lotSize: 1000, dailyTurnoverHkd: 1.5e9 },
  { stockCode: '00941', startPrice: 52, volatilityPercent: 1.5, lotSize: 500, dailyTurnoverHkd: 1.2e9 },
  { stockCode: '01299', startPrice: 87, volatilityPercent: 1.9, lotSize: 200, dailyTurnoverHkd: 3e9 },
  { stockCode: '01398', startPrice: 4.0, volatilityPercent: 1.5, lotSize: 1000, dailyTurnoverHkd: 1.2e9 },
  { stockCode: '01810', startPrice: 11, volatilityPercent: 2.5, lotSize: 200, dailyTurnoverHkd: 2.5e9 },
  { stockCode: '02318', startPrice: 53, volatilityPercent: 2.0, lotSize: 500, dailyTurnoverHkd: 2.2e9 },
  { stockCode: '02628', startPrice: 13.5, volatilityPercent: 2.1, lotSize: 1000, dailyTurnoverHkd: 700e6 },
  { stockCode: '03690', startPrice: 175, volatilityPercent: 2.5, lotSize: 100, dailyTurnoverHkd: 5e9 },
  { stockCode: '09988', startPrice: 110, volatilityPercent: 2.4, lotSize: 100, dailyTurnoverHkd: 6e9 },
];

/** One synthetic trading day, in the stored form (prices to the HKEX tick, turnover to the cent). */
export type DemoPriceRow = {
  readonly stockCode: string;
  readonly tradeDate: IsoDate;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: bigint;
  readonly turnover: string;
};

// Prices are handled in thousandths of a dollar: every HKEX tick is a whole number of them.
const MILLI = 1000;

/**
 * HKEX spread table (Part A, ordinary shares): the tick for a price, in
 * thousandths; a band covers prices above the previous bound up to its own.
 */
const SPREAD_TABLE: readonly { readonly upToMilli: number; readonly tickMilli: number }[] = [
  { upToMilli: 250, tickMilli: 1 },
  { upToMilli: 500, tickMilli: 5 },
  { upToMilli: 10_000, tickMilli: 10 },
  { upToMilli: 20_000, tickMilli: 20 },
  { upToMilli: 100_000, tickMilli: 50 },
  { upToMilli: 200_000, tickMilli: 100 },
  { upToMilli: 500_000, tickMilli: 200 },
  { upToMilli: 1_000_000, tickMilli: 500 },
  { upToMilli: 2_000_000, tickMilli: 1000 },
  { upToMilli: 5_000_000, tickMilli: 2000 },
  { upToMilli: Number.POSITIVE_INFINITY, tickMilli: 5000 },
];

/** The tick (in thousandths) of a price in thousandths. */
export const tickSizeMilli = (priceMilli: number): number => SPREAD_TABLE.find((band) => priceMilli <= band.upToMilli)?.tickMilli ?? 5000;

/** The lowest price HKEX quotes (HK$0.01). */
const MINIMUM_PRICE_MILLI = 10;

type Rounding = 'nearest' | 'up' | 'down';

/** Rounds a price (HK$) to the spread table; the result is in thousandths. */
export const roundToTick = (price: number, rounding: Rounding = 'nearest'): number => {
  const milli = Math.max(price * MILLI, MINIMUM_PRICE_MILLI);
  const tick = tickSizeMilli(milli);
  const steps = milli / tick;
  // Band edges are multiples of their own tick, so a rounded price never leaves its band's grid.
  return (rounding === 'up' ? Math.ceil(steps - 1e-9) : rounding === 'down' ? Math.floor(steps + 1e-9) : Math.round(steps)) * tick;
};

const formatMilli = (milli: number): string => `${Math.trunc(milli / MILLI)}.${String(milli % MILLI).padStart(3, '0')}`;

const formatCents = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Daily pull of the log price back towards its starting level, so twenty years of walk stay plausible. */
const MEAN_REVERSION = 0.004;

/**
 * Generates one stock's bars for the given trading days (ascending). The walk
 * starts at `startPrice` on the first day given, so the same days give the
 * same rows on every run; half days trade about half the volume.
 */
export const generateDemoPrices = (profile: DemoStockProfile, tradingDays: readonly IsoDate[]): DemoPriceRow[] => {
  const { normal } = createRandom(`demo-prices:${profile.stockCode}`);
  const sigma = profile.volatilityPercent / 100;
  const anchor = Math.log(profile.startPrice);
  const typicalShares = profile.dailyTurnoverHkd / profile.startPrice;
  let previousClose = profile.startPrice;
  return tradingDays.map((tradeDate) => {
    const move = normal();
    const drift = -MEAN_REVERSION * (Math.log(previousClose) - anchor);
    const openMilli = roundToTick(previousClose * Math.exp(0.3 * sigma * normal()));
    const closeMilli = roundToTick(previousClose * Math.exp(drift + sigma * move - (sigma * sigma) / 2));
    const upper = Math.max(openMilli, closeMilli) / MILLI;
    const lower = Math.min(openMilli, closeMilli) / MILLI;
    const highMilli = Math.max(roundToTick(upper * Math.exp(0.5 * sigma * Math.abs(normal())), 'up'), openMilli, closeMilli);
    const lowMilli = Math.min(roundToTick(lower * Math.exp(-0.5 * sigma * Math.abs(normal())), 'down'), openMilli, closeMilli);
    // Busier on big moves; a lognormal spread around the stock's typical turnover.
    const activity = Math.exp(0.35 * normal() + 0.4 * Math.abs(move) - 0.3) * (isHalfTradingDay(tradeDate) ? 0.5 : 1);
    const lots = Math.max(1, Math.round((typicalShares * activity) / profile.lotSize));
    const volume = BigInt(lots) * BigInt(profile.lotSize);
    // Average traded price: between low and high, leaning to the close.
    const averageMilli = BigInt(Math.round((highMilli + lowMilli + 2 * closeMilli) / 4));
    const turnoverCents = (volume * averageMilli + 5n) / 10n;
    previousClose = closeMilli / MILLI;
    return {
      stockCode: profile.stockCode,
      tradeDate,
      open: formatMilli(openMilli),
      high: formatMilli(highMilli),
      low: formatMilli(lowMilli),
      close: formatMilli(closeMilli),
      volume,
      turnover: formatCents(turnoverCents),
    };
  });
};
