import { AVERAGE_PRICE_PERIODS } from '../constants';
import type { IsoDate } from '../calendar/dates';
import { listTradingDays, type Market } from '../calendar/market-calendar';
import { PRICE_BENCHMARKS } from './calculator-limits';
import { compare, divide, formatExact, formatPlain, isZero, subtract, sum, toPercent, type Exact } from './decimal';
import { readDate, readOption } from './inputs';
import { averageClose, readPrices, warnAboutWindow, type DailyPrice, type PriceRow } from './price-rows';
import { MARKET_INFORMATION, ResultBuilder, type CalculationResult } from './result';
import { getRule } from './rules';

export type { DailyPrice } from './price-rows';

/** Display precision of averaged prices (exact values are used for every test). */
const PRICE_DECIMALS = 4;

/** Which rows an average covers relative to the reference date. */
export type AverageWindow = 'endingOn' | 'before';

/** Input of the average-price calculator (/calAi/stock/stockPrice). */
export type AveragePriceInput = {
  readonly prices: readonly DailyPrice[];
  readonly referenceDate: IsoDate;
  /** 'before' (default) takes the days immediately before the reference date, as the rules do; 'endingOn' includes it. */
  readonly window?: AverageWindow;
  /** Default spec §9: 5, 10, 15, 20, 30, 60, 90 trading days. */
  readonly periods?: readonly number[];
  readonly market?: Market;
};

/** The average over one period. */
export type PeriodAverage = {
  readonly tradingDays: number;
  /** False when fewer rows than the period exist; the figures are then null. */
  readonly isComplete: boolean;
  readonly availableDays: number;
  readonly firstDate: IsoDate | null;
  readonly lastDate: IsoDate | null;
  /** Simple average of the closing prices (the Listing Rules basis), 4 decimals. */
  readonly averageClose: string | null;
  /** Turnover ÷ volume over the period, 4 decimals; null when no volume. */
  readonly volumeWeightedAverage: string | null;
  readonly totalVolume: string | null;
  readonly totalTurnover: string | null;
  readonly missingTradingDays: readonly IsoDate[];
};

/** Value of the average-price result. */
export type AveragePriceValue = { readonly referenceDate: IsoDate; readonly window: AverageWindow; readonly periods: readonly PeriodAverage[] };

/**
 * Average closing price over 5, 10, 15, 20, 30, 60 and 90 trading days (the
 * days with a price row), immediately before (default) or ending on a
 * reference date. Only the 5-day average before a date is a Listing Rules
 * figure (MB 14.07(4), 13.36(5), 10.06(2)(a), 17.03E); the longer periods are
 * market information (hk-rules §5: no rule uses them).
 */
export const calculateAveragePrices = (input: AveragePriceInput): CalculationResult<AveragePriceValue> => {
  const builder = new ResultBuilder();
  const market = readOption(builder, 'market', input.market, ['XHKG', 'XSHG'] as const, 'XHKG');
  const window = readOption(builder, 'window', input.window, ['endingOn', 'before'] as const, 'before');
  const periods = input.periods ?? AVERAGE_PRICE_PERIODS;
  if (periods.length === 0 || periods.some((period) => !Number.isInteger(period) || period < 1))
    builder.error('OPTION_INVALID', { field: 'periods' });
  if (!market || !window) return builder.finish(null);
  const referenceDate = readDate(builder, 'referenceDate', input.referenceDate, market);
  const rows = readPrices(builder, input.prices, market);
  if (!referenceDate || !rows || builder.hasErrors()) return builder.finish(null);

  const eligible = rows.filter((row) => (window === 'endingOn' ? row.date <= referenceDate : row.date < referenceDate));
  const ruleBasis = getRule('fiveDayAverageBasis');
  builder.assume('AVERAGE_OVER_PRICE_ROWS');
  if (periods.some((period) => period !== PRICE_BENCHMARKS.benchmarkTradingDays)) builder.assume('LONGER_AVERAGES_NOT_IN_RULES');
  if (window === 'endingOn') builder.warn('AVERAGE_INCLUDES_REFERENCE_DATE', { field: 'window', ...ruleBasis });
  const results = periods.map((period): PeriodAverage => {
    const slice = eligible.slice(-period);
    if (slice.length < period) {
      return {
        tradingDays: period,
        isComplete: false,
        availableDays: slice.length,
        firstDate: null,
        lastDate: null,
        averageClose: null,
        volumeWeightedAverage: null,
        totalVolume: null,
        totalTurnover: null,
        missingTradingDays: [],
      };
    }
    const missing = warnAboutWindow(builder, slice, market, `periods.${period}`);
    // Close-only rows (user-given closes) have no volume: the totals and the volume-weighted average are then unknown.
    const hasVolumes = slice.every((row) => row.volume !== null && row.turnover !== null);
    const totalVolume = hasVolumes ? sum(slice.map((row) => row.volume as Exact)) : null;
    const totalTurnover = hasVolumes ? sum(slice.map((row) => row.turnover as Exact)) : null;
    const average = averageClose(slice);
    const value: PeriodAverage = {
      tradingDays: period,
      isComplete: true,
      availableDays: slice.length,
      firstDate: slice[0].date,
      lastDate: slice[slice.length - 1].date,
      averageClose: formatExact(average, PRICE_DECIMALS),
      volumeWeightedAverage: !totalVolume || !totalTurnover || isZero(totalVolume) ? null : formatExact(divide(totalTurnover, totalVolume), PRICE_DECIMALS),
      totalVolume: totalVolume ? formatPlain(totalVolume) : null,
      totalTurnover: totalTurnover ? formatPlain(totalTurnover) : null,
      missingTradingDays: missing,
    };
    // Only the 5 days before the date are a rule's figure; the other periods are market information.
    const isRuleFigure = period === PRICE_BENCHMARKS.benchmarkTradingDays && window === 'before';
    builder.step(
      'averagePrice.period',
      {
        tradingDays: period,
        firstDate: value.firstDate,
        lastDate: value.lastDate,
        sumOfCloses: formatPlain(sum(slice.map((row) => row.close))),
        averageClose: value.averageClose,
      },
      isRuleFigure ? ruleBasis : MARKET_INFORMATION,
    );
    // Volume-weighted average and totals: market information, never a rule's figure.
    if (hasVolumes) {
      const totals = { tradingDays: period, totalVolume: value.totalVolume, totalTurnover: value.totalTurnover, volumeWeightedAverage: value.volumeWeightedAverage };
      builder.step('averagePrice.volumeTotals', totals, MARKET_INFORMATION);
    }
    return value;
  });
  if (results.every((result) => !result.isComplete)) {
    builder.error('PRICES_INSUFFICIENT', { field: 'prices', params: { available: eligible.length } });
    return builder.finish(null);
  }
  return builder.finish({ referenceDate, window, periods: results });
};

/** Input of the highest/lowest price calculator (/calAi/stockMinMax/index). */
export type PriceRangeInput = {
  readonly prices: readonly DailyPrice[];
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly market?: Market;
};

/** A price and the (first) date it occurred. */
export type DatedPrice = { readonly price: string; readonly date: IsoDate };

/** Value of the price-range result. */
export type PriceRangeValue = {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly tradingDaysWithPrices: number;
  readonly highestHigh: DatedPrice;
  readonly lowestLow: DatedPrice;
  readonly highestClose: DatedPrice;
  readonly lowestClose: DatedPrice;
  readonly firstClose: DatedPrice;
  readonly lastClose: DatedPrice;
  /** Change from the first to the last close, in percent (4 decimals). */
  readonly closeChangePercent: string;
  readonly missingTradingDays: readonly IsoDate[];
};

const pickExtreme = (rows: readonly PriceRow[], key: 'high' | 'low' | 'close', direction: 1 | -1): DatedPrice => {
  let best = rows[0];
  for (const row of rows) if (compare(row[key], best[key]) === direction) best = row;
  return { price: formatPlain(best[key]), date: best.date };
};

/** Highest and lowest prices over a date range (first occurrence wins a tie): arithmetic, no Listing Rule. */
export const calculatePriceRange = (input: PriceRangeInput): CalculationResult<PriceRangeValue> => {
  const builder = new ResultBuilder();
  const market = readOption(builder, 'market', input.market, ['XHKG', 'XSHG'] as const, 'XHKG');
  if (!market) return builder.finish(null);
  const startDate = readDate(builder, 'startDate', input.startDate, market);
  const endDate = readDate(builder, 'endDate', input.endDate, market);
  if (startDate && endDate && startDate > endDate) builder.error('DATE_RANGE_INVERTED', { field: 'startDate' });
  const rows = readPrices(builder, input.prices, market);
  if (!startDate || !endDate || !rows || builder.hasErrors()) return builder.finish(null);
  const inRange = rows.filter((row) => row.date >= startDate && row.date <= endDate);
  if (inRange.length === 0) {
    builder.error('PRICES_NONE_IN_RANGE', { field: 'prices' });
    return builder.finish(null);
  }
  const present = new Set(inRange.map((row) => row.date));
  const missing = listTradingDays(startDate, endDate, market).filter((date) => !present.has(date));
  if (missing.length > 0) builder.warn('PRICE_MISSING_FOR_TRADING_DAY', { field: 'prices', params: { dates: missing } });
  const first = inRange[0];
  const last = inRange[inRange.length - 1];
  const change = toPercent(divide(subtract(last.close, first.close), first.close));
  const value: PriceRangeValue = {
    startDate,
    endDate,
    tradingDaysWithPrices: inRange.length,
    highestHigh: pickExtreme(inRange, 'high', 1),
    lowestLow: pickExtreme(inRange, 'low', -1),
    highestClose: pickExtreme(inRange, 'close', 1),
    lowestClose: pickExtreme(inRange, 'close', -1),
    firstClose: { price: formatPlain(first.close), date: first.date },
    lastClose: { price: formatPlain(last.close), date: last.date },
    closeChangePercent: formatExact(change, 4),
    missingTradingDays: missing,
  };
  builder.assume('PRICE_RANGE_NOT_IN_RULES');
  builder.step(
    'priceRange.extremes',
    { startDate, endDate, days: inRange.length, highestHigh: value.highestHigh.price, lowestLow: value.lowestLow.price },
    MARKET_INFORMATION,
  );
  builder.step(
    'priceRange.closes',
    {
      highestClose: value.highestClose.price,
      highestCloseDate: value.highestClose.date,
      lowestClose: value.lowestClose.price,
      lowestCloseDate: value.lowestClose.date,
      firstClose: value.firstClose.price,
      lastClose: value.lastClose.price,
    },
    MARKET_INFORMATION,
  );
  builder.step('priceRange.change', { firstClose: value.firstClose.price, lastClose: value.lastClose.price, closeChangePercent: value.closeChangePercent });
  return builder.finish(value);
};
