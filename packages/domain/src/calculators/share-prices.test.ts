import { describe, expect, it } from 'vitest';
import { listTradingDays } from '../calendar/market-calendar';
import {
  calculateAveragePrices,
  calculateBuyBackPriceCap,
  calculatePlacingBenchmark,
  calculatePriceRange,
  type DailyPrice,
} from './share-prices';

/** A price row with the close given and the other figures derived from it. */
const row = (date: string, close: string, volume = '1000'): DailyPrice => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume,
  turnover: String(Number(close) * Number(volume)),
});

/** Real HK trading days from 1 Sep 2025 to 31 Mar 2026 with closes 1.00, 1.01, 1.02, … (in cents). */
const tradingDays = listTradingDays('2025-09-01', '2026-03-31');
const series: DailyPrice[] = tradingDays.map((date, index) => row(date, ((100 + index) / 100).toFixed(2)));
const closeOn = (date: string): number => Number(series.find((price) => price.date === date)?.close);

describe(calculateAveragePrices.name, () => {
  // Spec §9: periods 5, 10, 15, 20, 30, 60, 90 trading days; the closes rise by 0.01 a day.
  it('averages each spec §9 period of trading days ending on the reference date', () => {
    const result = calculateAveragePrices({ prices: series, referenceDate: '2026-03-31' });
    expect(result.errors).toEqual([]);
    const last = closeOn('2026-03-31');
    const expected = [5, 10, 15, 20, 30, 60, 90].map((days) => ((last - (days - 1) / 200) ).toFixed(4));
    expect(result.value?.periods.map((period) => period.averageClose)).toEqual(expected);
    expect(result.value?.periods.map((period) => period.tradingDays)).toEqual([5, 10, 15, 20, 30, 60, 90]);
  });

  it('takes the 5 trading days immediately before the reference date with window "before" (MB 13.36(5) basis)', () => {
    const result = calculateAveragePrices({ prices: series, referenceDate: '2026-02-19', window: 'before', periods: [5] });
    // 19 Feb is a holiday; the five days before are 9–13 and 16 (half day) Feb.
    expect(result.value?.periods[0]).toMatchObject({ firstDate: '2026-02-10', lastDate: '2026-02-16', missingTradingDays: [] });
  });

  it('spec §9: marks a period without enough rows as incomplete and fails when none is complete', () => {
    const partial = calculateAveragePrices({ prices: series.slice(0, 7), referenceDate: '2025-09-30', periods: [5, 10] });
    expect(partial.value?.periods.map((period) => period.isComplete)).toEqual([true, false]);
    const none = calculateAveragePrices({ prices: series.slice(0, 3), referenceDate: '2025-09-30', periods: [5] });
    expect(none.errors[0].code).toBe('PRICES_INSUFFICIENT');
  });

  it('spec §9: computes the volume-weighted average from turnover and volume', () => {
    const prices = [row('2026-03-02', '1.00', '100'), row('2026-03-03', '2.00', '300')];
    const result = calculateAveragePrices({ prices, referenceDate: '2026-03-03', periods: [2] });
    expect(result.value?.periods[0]).toMatchObject({ averageClose: '1.5000', volumeWeightedAverage: '1.7500', totalVolume: '400' });
  });

  it.each([
    ['a suspension gap', [row('2026-03-02', '1'), row('2026-03-04', '1')], 'PRICE_MISSING_FOR_TRADING_DAY'],
    ['a row on a Sunday', [row('2026-03-01', '1'), row('2026-03-02', '1')], 'PRICE_ON_NON_TRADING_DAY'],
    ['a day without trades', [row('2026-03-02', '1', '0'), row('2026-03-03', '1')], 'PRICE_ZERO_VOLUME_DAY'],
    ['a close above the high', [{ ...row('2026-03-02', '1'), high: '0.9' }, row('2026-03-03', '1')], 'PRICE_ROW_INCONSISTENT'],
  ])('spec §5 price data: warns about %s', (_case, prices, code) => {
    const result = calculateAveragePrices({ prices, referenceDate: '2026-03-04', periods: [2] });
    expect(result.warnings.map((note) => note.code)).toContain(code);
  });

  it.each([
    ['no prices', [], '2026-03-03', 'AMOUNT_REQUIRED'],
    ['a duplicate date', [row('2026-03-02', '1'), row('2026-03-02', '1')], '2026-03-03', 'PRICE_DATE_DUPLICATE'],
    ['a price date outside the calendar', [row('2027-01-04', '1')], '2026-03-03', 'DATE_OUT_OF_RANGE'],
    ['a negative close', [row('2026-03-02', '-1')], '2026-03-03', 'AMOUNT_NOT_POSITIVE'],
    ['a reference date outside the calendar', [row('2026-03-02', '1')], '1989-12-29', 'DATE_OUT_OF_RANGE'],
  ])('spec §5 rejects %s', (_case, prices, referenceDate, code) => {
    const result = calculateAveragePrices({ prices, referenceDate, periods: [1] });
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe(code);
  });
});

describe(calculatePriceRange.name, () => {
  it('spec §2 /calAi/stockMinMax: finds the highest high and lowest low with their dates (first occurrence on a tie)', () => {
    const prices = [
      { ...row('2026-03-02', '1.10'), high: '1.20', low: '1.00' },
      { ...row('2026-03-03', '1.15'), high: '1.25', low: '1.05' },
      { ...row('2026-03-04', '1.05'), high: '1.25', low: '0.95' },
      { ...row('2026-03-05', '1.00'), high: '1.10', low: '0.95' },
    ];
    const result = calculatePriceRange({ prices, startDate: '2026-03-02', endDate: '2026-03-05' });
    expect(result.value).toMatchObject({
      highestHigh: { price: '1.25', date: '2026-03-03' },
      lowestLow: { price: '0.95', date: '2026-03-04' },
      highestClose: { price: '1.15', date: '2026-03-03' },
      lowestClose: { price: '1', date: '2026-03-05' },
      closeChangePercent: '-9.0909',
      tradingDaysWithPrices: 4,
    });
  });

  it.each([
    ['an inverted range', '2026-03-05', '2026-03-02', 'DATE_RANGE_INVERTED'],
    ['a range without prices', '2026-06-01', '2026-06-05', 'PRICES_NONE_IN_RANGE'],
    ['a range past the calendar', '2026-12-01', '2027-01-05', 'DATE_OUT_OF_RANGE'],
  ])('spec §5 rejects %s', (_case, startDate, endDate, code) => {
    const result = calculatePriceRange({ prices: [row('2026-03-02', '1')], startDate, endDate });
    expect(result.errors[0].code).toBe(code);
  });
});

describe(calculatePlacingBenchmark.name, () => {
  // hk-rules §0 / §5: MB 13.36(5) [M], GEM 17.42B [V]: a discount of 20 % or more fails; 0.88 vs 1.10 is exactly 20 %.
  it.each([
    ['GEM 17.42B exactly 20 % (0.88 against 1.10) fails', 'GEM', '0.88', true, '20.0000', 'V'],
    ['MB 13.36(5) exactly 20 % fails', 'MB', '0.88', true, '20.0000', 'M'],
    ['MB 13.36(5) 19.9090 % passes', 'MB', '0.881', false, '19.9090', 'M'],
    ['MB 13.36(5) a premium passes', 'MB', '1.20', false, '-9.0909', 'M'],
  ] as const)('%s', (_rule, board, placingPrice, fails, discount, confidence) => {
    const result = calculatePlacingBenchmark({
      board,
      placingPrice,
      agreementDate: '2026-03-10',
      closingPriceOnAgreementDate: '1.10',
      averageClosingPriceOfFiveDays: '1.00',
    });
    expect(result.value).toMatchObject({ benchmarkedPrice: '1.1', discountPercent: discount, isDiscountTwentyPercentOrMore: fails, twentyPercentDiscountPrice: '0.88' });
    expect(result.warnings.some((note) => note.code === 'PLACING_DISCOUNT_20_OR_MORE')).toBe(fails);
    expect(result.steps.at(-1)).toMatchObject({ key: 'placing.benchmark', confidence });
  });

  it('MB 13.36(5): benchmark is the higher figure; the average runs to the day before the earliest of the three dates', () => {
    const result = calculatePlacingBenchmark({
      placingPrice: '2.00',
      agreementDate: '2026-03-10',
      announcementDate: '2026-03-11',
      priceFixingDate: '2026-03-06',
      prices: series,
    });
    expect(result.value?.averagingReferenceDate).toBe('2026-03-06');
    // Five trading days before 6 Mar 2026: 27 Feb and 2–5 Mar.
    const expectedAverage = (['2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map(closeOn).reduce((a, b) => a + b) / 5).toFixed(2);
    expect(Number(result.value?.averageClosingPriceOfFiveDays).toFixed(2)).toBe(expectedAverage);
    expect(result.value?.closingPriceOnAgreementDate).toBe(String(closeOn('2026-03-10')));
    expect(result.value?.benchmarkedPrice).toBe(String(closeOn('2026-03-10')));
  });

  it('MB 13.36(5): needs a closing price on the agreement date when deriving from prices', () => {
    const result = calculatePlacingBenchmark({ placingPrice: '1', agreementDate: '2026-03-08', prices: series });
    expect(result.errors[0]).toMatchObject({ code: 'PRICES_INSUFFICIENT', field: 'closingPriceOnAgreementDate' });
  });
});

describe(calculateBuyBackPriceCap.name, () => {
  const prices = [
    row('2026-03-02', '1.00'),
    row('2026-03-03', '0.90'),
    row('2026-03-04', '1.10'),
    row('2026-03-05', '7.00', '0'),
    row('2026-03-06', '0.95'),
    row('2026-03-09', '1.05'),
    row('2026-03-10', '9.99'),
  ];

  // MB 10.06(2)(a) [M]: no purchase at 5 % or more above the 5-day average of days on which the shares traded.
  it.each([
    ['MB 10.06(2)(a) exactly 5 % above is prohibited', '1.05', false],
    ['MB 10.06(2)(a) just under 5 % above is permitted', '1.0499', true],
  ])('%s', (_rule, proposedPrice, permitted) => {
    const result = calculateBuyBackPriceCap({ prices, purchaseDate: '2026-03-10', proposedPrice });
    expect(result.value).toMatchObject({
      averageClosingPrice: '1',
      averagingDates: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-06', '2026-03-09'],
      prohibitedFromPrice: '1.05',
      isProposedPricePermitted: permitted,
    });
    expect(result.warnings.some((note) => note.code === 'BUY_BACK_PRICE_ABOVE_CAP')).toBe(!permitted);
    expect(result.steps.at(-1)).toMatchObject({ key: 'buyBack.priceCap', rule: 'MB 10.06(2)(a)', confidence: 'M' });
  });

  it('MB 10.06(2)(a): fails without five traded days before the purchase', () => {
    const result = calculateBuyBackPriceCap({ prices, purchaseDate: '2026-03-06' });
    expect(result.errors[0].code).toBe('PRICES_INSUFFICIENT');
  });
});
