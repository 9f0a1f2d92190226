import { minDate, type IsoDate } from '../calendar/dates';
import { PRICE_BENCHMARKS } from './calculator-limits';
import { compare, divide, formatExact, formatPlain, maxExact, multiply, percent, subtract, toPercent, ONE, type DecimalInput, type Exact } from './decimal';
import { readAmount, readDate, readOption, readOptionalAmount, readOptionalDate } from './inputs';
import { averageClose, readPrices, warnAboutWindow, type DailyPrice, type PriceRow } from './price-rows';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/**
 * The benchmarked price of an issue for cash (MB 13.36(5) / GEM 17.42B, also
 * used by MB 13.36(6) / GEM 17.42C and MB 7.27B): the higher of the close on
 * the agreement date and the average close of the 5 trading days immediately
 * before the earliest of the announcement, agreement and price-fixing dates.
 */

/** The earliest of the agreement, announcement and price-fixing dates: the 5-day average runs to the day before it. */
export const earliestBenchmarkDate = (agreementDate: IsoDate, ...otherDates: readonly (IsoDate | undefined)[]): IsoDate =>
  otherDates.reduce<IsoDate>((earliest, date) => (date ? minDate(earliest, date) : earliest), agreementDate);

/** The close on `date` from the rows; PRICES_INSUFFICIENT on `field` when the day has no row. */
export const readCloseOn = (builder: ResultBuilder, rows: readonly PriceRow[], date: IsoDate, field: string): Exact | null => {
  const row = rows.find((candidate) => candidate.date === date);
  if (!row) builder.error('PRICES_INSUFFICIENT', { field, params: { date } });
  return row?.close ?? null;
};

/**
 * The average close of the 5 rows immediately before `date`, recorded as the
 * step 'placing.fiveDayAverage'; PRICES_INSUFFICIENT on `field` when fewer exist.
 */
export const readFiveDayAverageBefore = (builder: ResultBuilder, rows: readonly PriceRow[], date: IsoDate, field: string): { average: Exact; dates: IsoDate[] } | null => {
  const window = rows.filter((row) => row.date < date).slice(-PRICE_BENCHMARKS.benchmarkTradingDays);
  if (window.length < PRICE_BENCHMARKS.benchmarkTradingDays) {
    builder.error('PRICES_INSUFFICIENT', { field, params: { available: window.length } });
    return null;
  }
  warnAboutWindow(builder, window, 'XHKG', field);
  const average = averageClose(window);
  builder.step('placing.fiveDayAverage', {
    dates: window.map((row) => row.date),
    closes: window.map((row) => formatPlain(row.close)),
    average: formatPlain(average),
  });
  return { average, dates: window.map((row) => row.date) };
};

/** What fixes a benchmarked price: the dates, and the stored prices or the two figures given directly. */
export type BenchmarkInput = {
  /** Date of the placing (or other) agreement. */
  readonly agreementDate: IsoDate;
  readonly announcementDate?: IsoDate;
  readonly priceFixingDate?: IsoDate;
  /** Daily prices to derive the two benchmark figures; or give them directly below. */
  readonly prices?: readonly DailyPrice[];
  readonly closingPriceOnAgreementDate?: DecimalInput;
  readonly averageClosingPriceOfFiveDays?: DecimalInput;
};

/** The figures of a benchmarked price. */
type Benchmark = {
  readonly closingPriceOnAgreementDate: Exact;
  readonly averageClosingPriceOfFiveDays: Exact;
  readonly averagingReferenceDate: IsoDate;
  readonly benchmarkedPrice: Exact;
};

/** Reads the dates and figures of `input` and derives the benchmarked price; null (with errors) when it cannot. */
const resolveBenchmark = (builder: ResultBuilder, input: BenchmarkInput): Benchmark | null => {
  const agreementDate = readDate(builder, 'agreementDate', input.agreementDate);
  const announcementDate = readOptionalDate(builder, 'announcementDate', input.announcementDate);
  const priceFixingDate = readOptionalDate(builder, 'priceFixingDate', input.priceFixingDate);
  let close = readOptionalAmount(builder, 'closingPriceOnAgreementDate', input.closingPriceOnAgreementDate, 'positive');
  let average = readOptionalAmount(builder, 'averageClosingPriceOfFiveDays', input.averageClosingPriceOfFiveDays, 'positive');
  if (!agreementDate || announcementDate === null || priceFixingDate === null || close === null || average === null || builder.hasErrors()) return null;
  const referenceDate = earliestBenchmarkDate(agreementDate, announcementDate, priceFixingDate);
  const rows = close === undefined || average === undefined ? readPrices(builder, input.prices, 'XHKG') : [];
  if (!rows) return null;
  close ??= readCloseOn(builder, rows, agreementDate, 'closingPriceOnAgreementDate');
  average ??= readFiveDayAverageBefore(builder, rows, referenceDate, 'averageClosingPriceOfFiveDays')?.average ?? null;
  if (!close || !average || builder.hasErrors()) return null;
  return { closingPriceOnAgreementDate: close, averageClosingPriceOfFiveDays: average, averagingReferenceDate: referenceDate, benchmarkedPrice: maxExact(close, average) };
};

/** The benchmark figures as a step records and a value shows them. */
const benchmarkFigures = (benchmark: Benchmark) => ({
  closingPriceOnAgreementDate: formatPlain(benchmark.closingPriceOnAgreementDate),
  averageClosingPriceOfFiveDays: formatPlain(benchmark.averageClosingPriceOfFiveDays),
  averagingReferenceDate: benchmark.averagingReferenceDate,
  benchmarkedPrice: formatPlain(benchmark.benchmarkedPrice),
});

/** Input of the placing benchmark test (MB 13.36(5); GEM 17.42B). */
export type PlacingBenchmarkInput = BenchmarkInput & {
  readonly board?: ListingBoard;
  readonly placingPrice: DecimalInput;
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
 * or more to the benchmarked price. 0.88 against 1.10 is exactly 20 % and fails.
 */
export const calculatePlacingBenchmark = (input: PlacingBenchmarkInput): CalculationResult<PlacingBenchmarkValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const placingPrice = readAmount(builder, 'placingPrice', input.placingPrice, 'positive');
  const benchmark = resolveBenchmark(builder, input);
  if (!board || !placingPrice || !benchmark) return builder.finish(null);

  const rule = getRule('placingBenchmark', board);
  const discount = toPercent(divide(subtract(benchmark.benchmarkedPrice, placingPrice), benchmark.benchmarkedPrice));
  const maxDiscount = percent(PRICE_BENCHMARKS.placingMaxDiscountPercent);
  const isTwentyOrMore = compare(discount, toPercent(maxDiscount)) >= 0;
  const thresholdPrice = multiply(benchmark.benchmarkedPrice, subtract(ONE, maxDiscount));
  builder.step(
    'placing.benchmark',
    {
      ...benchmarkFigures(benchmark),
      placingPrice: formatPlain(placingPrice),
      discountPercent: formatExact(discount, 4, 'down'),
      limitPercent: PRICE_BENCHMARKS.placingMaxDiscountPercent,
    },
    rule,
  );
  if (isTwentyOrMore) builder.warn('PLACING_DISCOUNT_20_OR_MORE', { field: 'placingPrice', ...rule });
  return builder.finish({
    placingPrice: formatPlain(placingPrice),
    ...benchmarkFigures(benchmark),
    discountPercent: formatExact(discount, 4, 'down'),
    isDiscountTwentyPercentOrMore: isTwentyOrMore,
    twentyPercentDiscountPrice: formatPlain(thresholdPrice),
  });
};

/** Input of the conversion price test for convertibles issued for cash under a general mandate (MB 13.36(6); GEM 17.42C). */
export type ConversionPriceInput = BenchmarkInput & {
  readonly board?: ListingBoard;
  /** Initial conversion price of the convertible securities. */
  readonly conversionPrice: DecimalInput;
};

/** Value of the conversion price result. */
export type ConversionPriceValue = {
  readonly conversionPrice: string;
  readonly closingPriceOnAgreementDate: string;
  readonly averageClosingPriceOfFiveDays: string;
  readonly averagingReferenceDate: IsoDate;
  readonly benchmarkedPrice: string;
  /** True when the initial conversion price is not lower than the benchmarked price (equal is allowed). */
  readonly isConversionPriceAllowed: boolean;
};

/**
 * Convertible securities for cash under a general mandate: the initial
 * conversion price must not be lower than the benchmarked price (the same
 * benchmark as the placing test).
 */
export const calculateConversionPrice = (input: ConversionPriceInput): CalculationResult<ConversionPriceValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const conversionPrice = readAmount(builder, 'conversionPrice', input.conversionPrice, 'positive');
  const benchmark = resolveBenchmark(builder, input);
  if (!board || !conversionPrice || !benchmark) return builder.finish(null);

  const rule = getRule('convertibleConversionPrice', board);
  const isAllowed = compare(conversionPrice, benchmark.benchmarkedPrice) >= 0;
  builder.step('convertible.conversionPrice', { ...benchmarkFigures(benchmark), conversionPrice: formatPlain(conversionPrice), isAllowed }, rule);
  if (!isAllowed) builder.warn('CONVERSION_PRICE_BELOW_BENCHMARK', { field: 'conversionPrice', ...rule });
  return builder.finish({ conversionPrice: formatPlain(conversionPrice), ...benchmarkFigures(benchmark), isConversionPriceAllowed: isAllowed });
};
