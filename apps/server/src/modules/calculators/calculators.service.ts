import type {
  BookClosureChainBody,
  MonthlyReturnBody,
  NextDayDisclosureBody,
  PollResultsBody,
  AveragePriceBody,
  BuyBackCapBody,
  BuyBackMoratoriumBody,
  CalendarMonthBody,
  ConnectedTransactionBody,
  ConversionPriceBody,
  GeneralMandateBody,
  ListingFeeBody,
  Locale,
  Market,
  MeetingNoticeBody,
  OptionExercisePriceBody,
  PlacingBenchmarkBody,
  PriceDataUsed,
  PriceRangeBody,
  ReportingDeadlinesBody,
  SizeTestBody,
  TheoreticalDilutionBody,
  TradingCostsBody,
} from '@app/contracts';
import {
  AVERAGE_PRICE_PERIODS,
  PRICE_BENCHMARKS,
  calculateAveragePrices,
  calculateBookClosureChain,
  calculateMonthlyReturn,
  calculateNextDayDisclosureReturn,
  calculatePollResults,
  calculateBuyBackMoratorium,
  calculateBuyBackPriceCap,
  calculateConnectedTransactionExemption,
  calculateConversionPrice,
  calculateGeneralMandate,
  calculateMeetingNotice,
  calculateOptionExercisePrice,
  calculatePlacingBenchmark,
  calculatePriceRange,
  calculateReportingDeadlines,
  calculateSizeTests,
  calculateTheoreticalDilution,
  calculateTradingCosts,
  earliestBenchmarkDate,
  estimateListingFee,
  getMarketCalendarMonth,
} from '@app/domain';
import {
  calendarMarketOf,
  hasDemonstrationRows,
  presentDailyPrice,
  type PricesService,
  type StockKey,
  type StoredDailyPrice,
  type StoredStock,
} from '../prices/index';
import { calculateTradingDay } from './trading-day';

/** What the calculator read, so the UI can show the window and label demonstration data. */
const describePriceData = (stock: StoredStock, rows: readonly StoredDailyPrice[]): PriceDataUsed => ({
  stockCode: stock.stockCode,
  market: stock.market,
  rows: rows.length,
  firstDate: rows[0]?.tradeDate ?? null,
  lastDate: rows.at(-1)?.tradeDate ?? null,
  isDemonstration: hasDemonstrationRows(rows),
});

type ClosingPrices = { readonly closingPrices?: readonly { readonly date: string; readonly close: string | number }[] };

/** The user's own closing prices as close-only price rows (the domain reads them as such). */
const givenPrices = (body: ClosingPrices): { date: string; close: string | number }[] | null =>
  body.closingPrices ? body.closingPrices.map(({ date, close }) => ({ date, close })) : null;

/** What the calculator read when the user gave the prices. */
const describeGivenPrices = (body: { stockCode: string; market: PriceDataUsed['market'] }, rows: readonly { date: string }[]): PriceDataUsed => {
  const dates = rows.map((row) => row.date).sort();
  return { stockCode: body.stockCode, market: body.market, rows: rows.length, firstDate: dates[0] ?? null, lastDate: dates.at(-1) ?? null, isDemonstration: false, isUserGiven: true };
};

/**
 * The calculators behind /au/calculator/*: the pure domain functions, with
 * the price-based ones fed from the stored daily prices (the window each rule
 * needs), or from the user's own closing prices when the body gives them
 * (any stock, any date; the domain warns about gaps).
 */
export const createCalculatorsService = (prices: PricesService) => {
  /**
   * The stock as stored, after checking it has any price.
   * @throws AppError RECORD_NOT_FOUND when no price history is stored for it.
   */
  const requireStock = async (body: { stockCode: string; market: Market }, locale: Locale): Promise<StoredStock> => {
    const stock = prices.toStoredStock(body.stockCode, body.market);
    await prices.requirePrices(stock, locale, 'stockCode');
    return stock;
  };

  /**
   * An empty window is handed over with the nearest stored day, so the domain
   * answers "not enough prices for this period" (PRICES_INSUFFICIENT /
   * PRICES_NONE_IN_RANGE) instead of "no prices given".
   */
  const orNearestDay = async (rows: StoredDailyPrice[], stock: StockKey, date: string): Promise<StoredDailyPrice[]> => {
    if (rows.length > 0) return rows;
    const nearest = await prices.findNearest(stock, date);
    return nearest ? [nearest] : [];
  };

  /**
   * The stored days a benchmarked price needs (MB 13.36(5)): the 5 trading days
   * before the earliest of the agreement, announcement and price-fixing dates
   * and the days from it to the agreement date; none when both figures are given.
   * @throws AppError RECORD_NOT_FOUND when prices are needed and none is stored for the stock.
   */
  const loadBenchmarkRows = async (body: PlacingBenchmarkBody | ConversionPriceBody, locale: Locale): Promise<StoredDailyPrice[] | null> => {
    if (body.closingPriceOnAgreementDate !== undefined && body.averageClosingPriceOfFiveDays !== undefined) return null;
    const stock = await requireStock(body, locale);
    const referenceDate = earliestBenchmarkDate(body.agreementDate, body.announcementDate, body.priceFixingDate);
    const beforeReference = await prices.listLatest(stock, referenceDate, PRICE_BENCHMARKS.benchmarkTradingDays);
    const toAgreement = await prices.listBetween(stock, referenceDate, body.agreementDate);
    return orNearestDay([...beforeReference, ...toAgreement], stock, referenceDate);
  };

  return {
    sizeTest: (body: SizeTestBody) => calculateSizeTests(body),
    connectedTransaction: (body: ConnectedTransactionBody) => calculateConnectedTransactionExemption(body),
    meetingNotice: (body: MeetingNoticeBody) => calculateMeetingNotice(body),
    reportingDeadlines: (body: ReportingDeadlinesBody) => calculateReportingDeadlines(body),
    nextDayDisclosure: (body: NextDayDisclosureBody) => calculateNextDayDisclosureReturn(body),
    monthlyReturn: (body: MonthlyReturnBody) => calculateMonthlyReturn(body),
    pollResults: (body: PollResultsBody) => calculatePollResults(body),
    bookClosureChain: (body: BookClosureChainBody) => calculateBookClosureChain(body),
    listingFee: (body: ListingFeeBody) => estimateListingFee(body),
    theoreticalDilution: (body: TheoreticalDilutionBody) => calculateTheoreticalDilution(body),
    generalMandate: (body: GeneralMandateBody) => calculateGeneralMandate(body),
    buyBackMoratorium: (body: BuyBackMoratoriumBody) => calculateBuyBackMoratorium(body),
    tradingCosts: (body: TradingCostsBody) => calculateTradingCosts(body),
    calendarMonth: (body: CalendarMonthBody) => getMarketCalendarMonth(body),
    tradingDay: calculateTradingDay,

    /**
     * Average closing prices over 5 … 90 trading days ending on (or just before)
     * the reference date: reads the last N stored days, N the longest period.
     * @throws AppError RECORD_NOT_FOUND when no price history is stored for the stock.
     */
    averagePrice: async (body: AveragePriceBody, locale: Locale) => {
      const given = givenPrices(body);
      if (given) {
        const result = calculateAveragePrices({ prices: given, referenceDate: body.referenceDate, window: body.window, periods: body.periods, market: calendarMarketOf(body.market) });
        return { ...result, priceData: describeGivenPrices(body, given) };
      }
      const stock = await requireStock(body, locale);
      const periods = body.periods ?? AVERAGE_PRICE_PERIODS;
      const isInclusive = body.window === 'endingOn';
      const rows = await orNearestDay(
        await prices.listLatest(stock, body.referenceDate, Math.max(1, ...periods), { isInclusive }),
        stock,
        body.referenceDate,
      );
      const result = calculateAveragePrices({
        prices: rows.map(presentDailyPrice),
        referenceDate: body.referenceDate,
        window: body.window,
        periods: body.periods,
        market: calendarMarketOf(stock.market),
      });
      return { ...result, priceData: describePriceData(stock, rows) };
    },

    /**
     * Highest and lowest prices between two dates from the stored days.
     * @throws AppError RECORD_NOT_FOUND when no price history is stored for the stock.
     */
    priceRange: async (body: PriceRangeBody, locale: Locale) => {
      const given = givenPrices(body);
      if (given) {
        const result = calculatePriceRange({ prices: given, startDate: body.startDate, endDate: body.endDate, market: calendarMarketOf(body.market) });
        return { ...result, priceData: describeGivenPrices(body, given) };
      }
      const stock = await requireStock(body, locale);
      const inRange = body.startDate <= body.endDate ? await prices.listBetween(stock, body.startDate, body.endDate) : [];
      const rows = await orNearestDay(inRange, stock, body.startDate);
      const result = calculatePriceRange({
        prices: rows.map(presentDailyPrice),
        startDate: body.startDate,
        endDate: body.endDate,
        market: calendarMarketOf(stock.market),
      });
      return { ...result, priceData: describePriceData(stock, rows) };
    },

    /**
     * Placing benchmark (MB 13.36(5)): the close on the agreement date and the
     * 5 trading days before the earliest of the announcement, agreement and
     * price-fixing dates, from the stored days unless both figures are given.
     * @throws AppError RECORD_NOT_FOUND when prices are needed and none is stored for the stock.
     */
    placingBenchmark: async (body: PlacingBenchmarkBody, locale: Locale) => {
      const { stockCode: _stockCode, market: _market, closingPrices: _closingPrices, ...input } = body;
      const given = givenPrices(body);
      if (given) return { ...calculatePlacingBenchmark({ ...input, prices: given }), priceData: describeGivenPrices(body, given) };
      const rows = await loadBenchmarkRows(body, locale);
      const result = calculatePlacingBenchmark({ ...input, ...(rows ? { prices: rows.map(presentDailyPrice) } : {}) });
      return { ...result, priceData: describePriceData(prices.toStoredStock(body.stockCode, body.market), rows ?? []) };
    },

    /**
     * Convertibles under a general mandate (MB 13.36(6)): the conversion price
     * against the same benchmarked price as the placing test.
     * @throws AppError RECORD_NOT_FOUND when prices are needed and none is stored for the stock.
     */
    conversionPrice: async (body: ConversionPriceBody, locale: Locale) => {
      const { stockCode: _stockCode, market: _market, closingPrices: _closingPrices, ...input } = body;
      const given = givenPrices(body);
      if (given) return { ...calculateConversionPrice({ ...input, prices: given }), priceData: describeGivenPrices(body, given) };
      const rows = await loadBenchmarkRows(body, locale);
      const result = calculateConversionPrice({ ...input, ...(rows ? { prices: rows.map(presentDailyPrice) } : {}) });
      return { ...result, priceData: describePriceData(prices.toStoredStock(body.stockCode, body.market), rows ?? []) };
    },

    /**
     * Share option exercise price (MB 17.03E): the close on the grant date and
     * the 5 business days before it, from the stored days unless both are given.
     * @throws AppError RECORD_NOT_FOUND when prices are needed and none is stored for the stock.
     */
    optionExercisePrice: async (body: OptionExercisePriceBody, locale: Locale) => {
      const { stockCode: _code, market: _stockMarket, closingPrices: _closes, ...givenInput } = body;
      const given = givenPrices(body);
      if (given) return { ...calculateOptionExercisePrice({ ...givenInput, prices: given }), priceData: describeGivenPrices(body, given) };
      const stock = prices.toStoredStock(body.stockCode, body.market);
      const needsPrices = body.closingPriceOnGrantDate === undefined || body.averageClosingPriceOfFiveDays === undefined;
      let rows: StoredDailyPrice[] = [];
      if (needsPrices) {
        await requireStock(body, locale);
        const upToGrant = await prices.listLatest(stock, body.grantDate, PRICE_BENCHMARKS.benchmarkTradingDays + 1, { isInclusive: true });
        rows = await orNearestDay(upToGrant, stock, body.grantDate);
      }
      const { stockCode: _stockCode, market: _market, closingPrices: _closingPrices, ...input } = body;
      const result = calculateOptionExercisePrice({ ...input, ...(needsPrices ? { prices: rows.map(presentDailyPrice) } : {}) });
      return { ...result, priceData: describePriceData(stock, rows) };
    },

    /**
     * Buy-back price cap (MB 10.06(2)(a)): the 5 trading days with trades before the purchase date.
     * @throws AppError RECORD_NOT_FOUND when no price history is stored for the stock.
     */
    buyBackCap: async (body: BuyBackCapBody, locale: Locale) => {
      const given = givenPrices(body);
      if (given) {
        const result = calculateBuyBackPriceCap({ board: body.board, prices: given, purchaseDate: body.purchaseDate, proposedPrice: body.proposedPrice });
        return { ...result, priceData: describeGivenPrices(body, given) };
      }
      const stock = await requireStock(body, locale);
      const rows = await orNearestDay(
        await prices.listLatest(stock, body.purchaseDate, PRICE_BENCHMARKS.benchmarkTradingDays, { isTradedOnly: true }),
        stock,
        body.purchaseDate,
      );
      const result = calculateBuyBackPriceCap({
        board: body.board,
        prices: rows.map(presentDailyPrice),
        purchaseDate: body.purchaseDate,
        proposedPrice: body.proposedPrice,
      });
      return { ...result, priceData: describePriceData(stock, rows) };
    },
  };
};

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;
