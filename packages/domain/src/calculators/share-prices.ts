import { AVERAGE_PRICE_PERIODS } from '../constants';
import { minDate, type IsoDate } from '../calendar/dates';
import { isTradingDay, listTradingDays, type Market } from '../calendar/market-calendar';
import { PRICE_BENCHMARKS } from './calculator-limits';
import {
  add,
  compare,
  divide,
  formatExact,
  formatPlain,
  fromInteger,
  isZero,
  maxExact,
  multiply,
  percent,
  subtract,
  sum,
  toPercent,
  ONE,
  type DecimalInput,
  type Exact,
} from './decimal';
import { readAmount, readDate, readOption, readOptionalAmount, readOptionalDate } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** One day of prices (the input of the price calculators). */
export type DailyPrice = {
  readonly date: IsoDate;
  readonly open: DecimalInput;
  readonly high: DecimalInput;
  readonly low: DecimalInput;
  readonly close: DecimalInput;
  readonly volume: DecimalInput;
  readonly turnover: DecimalInput;
};

type PriceRow = {
  readonly date: IsoDate;
  readonly open: Exact;
  readonly high: Exact;
  readonly low: Exact;
  readonly close: Exact;
  readonly volume: Exact;
  readonly turnover: Exact;
};

/** Display precision of averaged prices (exact values are used for every test). */
const PRICE_DECIMALS = 4;

/**
 * Validates and sorts price rows. Errors: invalid amounts and dates, dates
 * outside the calendar, duplicate dates. Warnings: rows on non-trading days,
 * internally inconsistent rows.
 */
const readPrices = (builder: ResultBuilder, prices: readonly DailyPrice[] | undefined, market: Market): PriceRow[] | null => {
  if (!Array.isArray(prices) || prices.length === 0) {
    builder.error('AMOUNT_REQUIRED', { field: 'prices' });
    return null;
  }
  const rows: PriceRow[] = [];
  prices.forEach((price, index) => {
    const field = `prices.${index}`;
    const date = readDate(builder, `${field}.date`, price.date, market);
    const open = readAmount(builder, `${field}.open`, price.open, 'positive');
    const high = readAmount(builder, `${field}.high`, price.high, 'positive');
    const low = readAmount(builder, `${field}.low`, price.low, 'positive');
    const close = readAmount(builder, `${field}.close`, price.close, 'positive');
    const volume = readAmount(builder, `${field}.volume`, price.volume, 'nonNegative');
    const turnover = readAmount(builder, `${field}.turnover`, price.turnover, 'nonNegative');
    if (!date || !open || !high || !low || !close || !volume || !turnover) return;
    const isInconsistent =
      compare(high, low) < 0 || [open, close].some((value) => compare(value, low) < 0 || compare(value, high) > 0);
    if (isInconsistent) builder.warn('PRICE_ROW_INCONSISTENT', { field, params: { date } });
    if (!isTradingDay(date, market)) builder.warn('PRICE_ON_NON_TRADING_DAY', { field, params: { date } });
    rows.push({ date, open, high, low, close, volume, turnover });
  });
  if (builder.hasErrors()) return null;
  rows.sort((first, second) => (first.date < second.date ? -1 : first.date > second.date ? 1 : 0));
  for (let index = 1; index < rows.length; index += 1) {
    if (rows[index].date === rows[index - 1].date) {
      builder.error('PRICE_DATE_DUPLICATE', { field: 'prices', params: { date: rows[index].date } });
      return null;
    }
  }
  return rows;
};

/** Market trading days between the first and last row of a window that have no row. */
const findMissingTradingDays = (rows: readonly PriceRow[], market: Market): IsoDate[] => {
  if (rows.length === 0) return [];
  const present = new Set(rows.map((row) => row.date));
  return listTradingDays(rows[0].date, rows[rows.length - 1].date, market).filter((date) => !present.has(date));
};

const averageClose = (rows: readonly PriceRow[]): Exact => divide(sum(rows.map((row) => row.close)), fromInteger(rows.length));

const warnAboutWindow = (builder: ResultBuilder, rows: readonly PriceRow[], market: Market, field: string): IsoDate[] => {
  const missing = findMissingTradingDays(rows, market);
  if (missing.length > 0) builder.warn('PRICE_MISSING_FOR_TRADING_DAY', { field, params: { dates: missing } });
  const zeroVolume = rows.filter((row) => isZero(row.volume)).map((row) => row.date);
  if (zeroVolume.length > 0) builder.warn('PRICE_ZERO_VOLUME_DAY', { field, params: { dates: zeroVolume } });
  return missing;
};

/** Which rows an average covers relative to the reference date. */
export type AverageWindow = 'endingOn' | 'before';

/** Input of the average-price calculator (/calAi/stock/stockPrice). */
export type AveragePriceInput = {
  readonly prices: readonly DailyPrice[];
  readonly referenceDate: IsoDate;
  /** 'endingOn' (default) includes the reference date; 'before' takes the days immediately before it, as the rules do. */
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
 * days with a price row), ending on or immediately before a reference date.
 */
export const calculateAveragePrices = (input: AveragePriceInput): CalculationResult<AveragePriceValue> => {
  const builder = new ResultBuilder();
  const market = readOption(builder, 'market', input.market, ['XHKG', 'XSHG'] as const, 'XHKG');
  const window = readOption(builder, 'window', input.window, ['endingOn', 'before'] as const, 'endingOn');
  const periods = input.periods ?? AVERAGE_PRICE_PERIODS;
  if (periods.length === 0 || periods.some((period) => !Number.isInteger(period) || period < 1))
    builder.error('OPTION_INVALID', { field: 'periods' });
  if (!market || !window) return builder.finish(null);
  const referenceDate = readDate(builder, 'referenceDate', input.referenceDate, market);
  const rows = readPrices(builder, input.prices, market);
  if (!referenceDate || !rows || builder.hasErrors()) return builder.finish(null);

  const eligible = rows.filter((row) => (window === 'endingOn' ? row.date <= referenceDate : row.date < referenceDate));
  builder.assume('AVERAGE_OVER_PRICE_ROWS');
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
    const totalVolume = sum(slice.map((row) => row.volume));
    const totalTurnover = sum(slice.map((row) => row.turnover));
    const average = averageClose(slice);
    const value: PeriodAverage = {
      tradingDays: period,
      isComplete: true,
      availableDays: slice.length,
      firstDate: slice[0].date,
      lastDate: slice[slice.length - 1].date,
      averageClose: formatExact(average, PRICE_DECIMALS),
      volumeWeightedAverage: isZero(totalVolume) ? null : formatExact(divide(totalTurnover, totalVolume), PRICE_DECIMALS),
      totalVolume: formatPlain(totalVolume),
      totalTurnover: formatPlain(totalTurnover),
      missingTradingDays: missing,
    };
    // The 5-day average is the basis of MB 13.36(5), 10.06(2)(a) and 14.07(4); the longer periods are statistics.
    builder.step('averagePrice.period', {
      tradingDays: period,
      firstDate: value.firstDate,
      lastDate: value.lastDate,
      sumOfCloses: formatPlain(sum(slice.map((row) => row.close))),
      averageClose: value.averageClose,
    });
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

/** Highest and lowest prices over a date range (first occurrence wins a tie). */
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
  builder.step('priceRange.extremes', {
    startDate,
    endDate,
    days: inRange.length,
    highestHigh: value.highestHigh.price,
    lowestLow: value.lowestLow.price,
  });
  return builder.finish(value);
};

/** Input of the placing benchmark test (MB 13.36(5); GEM 17.42B). */
export type PlacingBenchmarkInput = {
  readonly board?: ListingBoard;
  readonly placingPrice: DecimalInput;
  /** Date of the placing (or other) agreement. */
  readonly agreementDate: IsoDate;
  readonly announcementDate?: IsoDate;
  readonly priceFixingDate?: IsoDate;
  /** Daily prices to derive the two benchmark figures; or give them directly below. */
  readonly prices?: readonly DailyPrice[];
  readonly closingPriceOnAgreementDate?: DecimalInput;
  readonly averageClosingPriceOfFiveDays?: DecimalInput;
};

/** Value of the placing benchmark result. */
export type PlacingBenchmarkValue = {
  readonly placingPrice: string;
  readonly closingPriceOnAgreementDate: string;
  readonly averageClosingPriceOfFiveDays: string;
  /** The earliest of the announcement, agreement and price-fixing dates. */
  readonly averagingReferenceDate: IsoDate;
  readonly benchmarkedPrice: string;
  /** Discount to the benchmarked price in percent (4 decimals, truncated; negative = premium). */
  readonly discountPercent: string;
  readonly isDiscountTwentyPercentOrMore: boolean;
  /** Price at exactly a 20 % discount: any price at or below it fails. */
  readonly twentyPercentDiscountPrice: string;
};

/**
 * Placing for cash under a general mandate: not allowed at a discount of 20 %
 * or more to the benchmarked price, the higher of the closing price on the
 * agreement date and the 5-trading-day average before the earliest of the
 * announcement, agreement and price-fixing dates. 0.88 against 1.10 is
 * exactly 20 % and fails.
 */
export const calculatePlacingBenchmark = (input: PlacingBenchmarkInput): CalculationResult<PlacingBenchmarkValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const placingPrice = readAmount(builder, 'placingPrice', input.placingPrice, 'positive');
  const agreementDate = readDate(builder, 'agreementDate', input.agreementDate);
  const announcementDate = readOptionalDate(builder, 'announcementDate', input.announcementDate);
  const priceFixingDate = readOptionalDate(builder, 'priceFixingDate', input.priceFixingDate);
  let closingOnAgreement = readOptionalAmount(builder, 'closingPriceOnAgreementDate', input.closingPriceOnAgreementDate, 'positive');
  let fiveDayAverage = readOptionalAmount(builder, 'averageClosingPriceOfFiveDays', input.averageClosingPriceOfFiveDays, 'positive');
  if (!board || !placingPrice || !agreementDate || announcementDate === null || priceFixingDate === null || builder.hasErrors())
    return builder.finish(null);
  const referenceDate = [announcementDate, priceFixingDate].reduce<IsoDate>(
    (earliest, date) => (date ? minDate(earliest, date) : earliest),
    agreementDate,
  );
  const needsPrices = closingOnAgreement === undefined || fiveDayAverage === undefined;
  const rows = needsPrices ? readPrices(builder, input.prices, 'XHKG') : [];
  if (!rows) return builder.finish(null);
  if (closingOnAgreement === undefined) {
    const row = rows.find((candidate) => candidate.date === agreementDate);
    if (!row) builder.error('PRICES_INSUFFICIENT', { field: 'closingPriceOnAgreementDate', params: { date: agreementDate } });
    else closingOnAgreement = row.close;
  }
  if (fiveDayAverage === undefined) {
    const window = rows.filter((row) => row.date < referenceDate).slice(-PRICE_BENCHMARKS.benchmarkTradingDays);
    if (window.length < PRICE_BENCHMARKS.benchmarkTradingDays)
      builder.error('PRICES_INSUFFICIENT', { field: 'averageClosingPriceOfFiveDays', params: { available: window.length } });
    else {
      warnAboutWindow(builder, window, 'XHKG', 'averageClosingPriceOfFiveDays');
      fiveDayAverage = averageClose(window);
      builder.step('placing.fiveDayAverage', {
        dates: window.map((row) => row.date),
        closes: window.map((row) => formatPlain(row.close)),
        average: formatPlain(fiveDayAverage),
      });
    }
  }
  if (!closingOnAgreement || !fiveDayAverage || builder.hasErrors()) return builder.finish(null);

  const rule = getRule('placingBenchmark', board);
  const benchmark = maxExact(closingOnAgreement, fiveDayAverage);
  const discount = toPercent(divide(subtract(benchmark, placingPrice), benchmark));
  const maxDiscount = percent(PRICE_BENCHMARKS.placingMaxDiscountPercent);
  const isTwentyOrMore = compare(discount, toPercent(maxDiscount)) >= 0;
  const thresholdPrice = multiply(benchmark, subtract(ONE, maxDiscount));
  builder.step(
    'placing.benchmark',
    {
      closingPriceOnAgreementDate: formatPlain(closingOnAgreement),
      averageClosingPriceOfFiveDays: formatPlain(fiveDayAverage),
      averagingReferenceDate: referenceDate,
      benchmarkedPrice: formatPlain(benchmark),
      placingPrice: formatPlain(placingPrice),
      discountPercent: formatExact(discount, 4, 'down'),
      limitPercent: PRICE_BENCHMARKS.placingMaxDiscountPercent,
    },
    rule,
  );
  if (isTwentyOrMore) builder.warn('PLACING_DISCOUNT_20_OR_MORE', { field: 'placingPrice', ...rule });
  return builder.finish({
    placingPrice: formatPlain(placingPrice),
    closingPriceOnAgreementDate: formatPlain(closingOnAgreement),
    averageClosingPriceOfFiveDays: formatPlain(fiveDayAverage),
    averagingReferenceDate: referenceDate,
    benchmarkedPrice: formatPlain(benchmark),
    discountPercent: formatExact(discount, 4, 'down'),
    isDiscountTwentyPercentOrMore: isTwentyOrMore,
    twentyPercentDiscountPrice: formatPlain(thresholdPrice),
  });
};

/** Input of the on-market buy-back price cap (MB 10.06(2)(a) [M]). */
export type BuyBackPriceCapInput = {
  readonly board?: ListingBoard;
  readonly prices: readonly DailyPrice[];
  readonly purchaseDate: IsoDate;
  readonly proposedPrice?: DecimalInput;
};

/** Value of the buy-back cap result. */
export type BuyBackPriceCapValue = {
  readonly averageClosingPrice: string;
  readonly averagingDates: readonly IsoDate[];
  /** Average × 1.05: a purchase at this price or higher is prohibited. */
  readonly prohibitedFromPrice: string;
  readonly proposedPrice: string | null;
  readonly isProposedPricePermitted: boolean | null;
};

/**
 * On-market buy-back cap: no purchase at a price 5 % or more above the
 * average closing price of the 5 preceding trading days on which the shares
 * traded (days with volume 0 are skipped).
 */
export const calculateBuyBackPriceCap = (input: BuyBackPriceCapInput): CalculationResult<BuyBackPriceCapValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const purchaseDate = readDate(builder, 'purchaseDate', input.purchaseDate);
  const proposed = readOptionalAmount(builder, 'proposedPrice', input.proposedPrice, 'positive');
  const rows = readPrices(builder, input.prices, 'XHKG');
  if (!board || !purchaseDate || proposed === null || !rows || builder.hasErrors()) return builder.finish(null);
  const window = rows
    .filter((row) => row.date < purchaseDate && !isZero(row.volume))
    .slice(-PRICE_BENCHMARKS.benchmarkTradingDays);
  if (window.length < PRICE_BENCHMARKS.benchmarkTradingDays) {
    builder.error('PRICES_INSUFFICIENT', { field: 'prices', params: { available: window.length } });
    return builder.finish(null);
  }
  const rule = getRule('buyBackPriceCap', board);
  const average = averageClose(window);
  const cap = multiply(average, add(ONE, percent(PRICE_BENCHMARKS.buyBackPremiumPercent)));
  builder.assume('AVERAGE_OVER_PRICE_ROWS', rule);
  builder.step(
    'buyBack.priceCap',
    {
      dates: window.map((row) => row.date),
      closes: window.map((row) => formatPlain(row.close)),
      averageClosingPrice: formatPlain(average),
      premiumPercent: PRICE_BENCHMARKS.buyBackPremiumPercent,
      prohibitedFromPrice: formatPlain(cap),
    },
    rule,
  );
  const isPermitted = proposed === undefined ? null : compare(proposed, cap) < 0;
  if (isPermitted === false) builder.warn('BUY_BACK_PRICE_ABOVE_CAP', { field: 'proposedPrice', ...rule });
  return builder.finish({
    averageClosingPrice: formatPlain(average),
    averagingDates: window.map((row) => row.date),
    prohibitedFromPrice: formatPlain(cap),
    proposedPrice: proposed === undefined ? null : formatPlain(proposed),
    isProposedPricePermitted: isPermitted,
  });
};

