import { describe, expect, it } from 'vitest';
import { calculateAveragePrices, calculatePriceRange } from './share-prices';
import { priceRow as row, risingCloseOn as closeOn, risingSeries as series } from './testing/prices';

describe(calculateAveragePrices.name, () => {
  // Spec §9: periods 5, 10, 15, 20, 30, 60, 90 trading days; the closes rise by 0.01 a day.
  it('averages each spec §9 period of trading days ending on the reference date', () => {
    const result = calculateAveragePrices({ prices: series, referenceDate: '2026-03-31', window: 'endingOn' });
    expect(result.errors).toEqual([]);
    const last = closeOn('2026-03-31');
    const expected = [5, 10, 15, 20, 30, 60, 90].map((days) => ((last - (days - 1) / 200) ).toFixed(4));
    expect(result.value?.periods.map((period) => period.averageClose)).toEqual(expected);
    expect(result.value?.periods.map((period) => period.tradingDays)).toEqual([5, 10, 15, 20, 30, 60, 90]);
  });

  it('takes the 5 trading days immediately before the reference date by default (MB 13.36(5) basis)', () => {
    const result = calculateAveragePrices({ prices: series, referenceDate: '2026-02-19', periods: [5] });
    // 19 Feb is a holiday; the five days before are 9–13 and 16 (half day) Feb.
    expect(result.value).toMatchObject({ window: 'before' });
    expect(result.value?.periods[0]).toMatchObject({ firstDate: '2026-02-10', lastDate: '2026-02-16', missingTradingDays: [] });
  });

  // hk-rules §5: MB 14.07(4), 13.36(5), 10.06(2)(a) and 17.03E use the 5 days before a date; no rule uses 10–90 days.
  it.each([
    ['the 5-day average before the date cites the rules', 'before', 5, 'MB 14.07(4), 13.36(5), 10.06(2)(a), 17.03E', 'M'],
    ['the 20-day average is arithmetic (market information)', 'before', 20, null, null],
    ['a 5-day average ending on the date is not the rules figure', 'endingOn', 5, null, null],
  ] as const)('%s', (_case, window, period, rule, confidence) => {
    const result = calculateAveragePrices({ prices: series, referenceDate: '2026-03-31', window, periods: [period] });
    expect(result.steps[0]).toMatchObject({ key: 'averagePrice.period', rule, confidence });
  });

  it('hk-rules §5: says the longer averages are market information, not a rule', () => {
    const codes = (periods: number[]) => calculateAveragePrices({ prices: series, referenceDate: '2026-03-31', periods }).assumptions.map((note) => note.code);
    expect(codes([5, 10, 90])).toContain('LONGER_AVERAGES_NOT_IN_RULES');
    expect(codes([5])).not.toContain('LONGER_AVERAGES_NOT_IN_RULES');
  });

  it('MB 13.36(5) / 14.07(4) / 17.03E: warns when the window includes the reference date', () => {
    const warningsOf = (window: 'before' | 'endingOn') =>
      calculateAveragePrices({ prices: series, referenceDate: '2026-03-31', window, periods: [5] }).warnings.map((note) => note.code);
    expect(warningsOf('endingOn')).toContain('AVERAGE_INCLUDES_REFERENCE_DATE');
    expect(warningsOf('before')).not.toContain('AVERAGE_INCLUDES_REFERENCE_DATE');
  });

  it('spec §9: marks a period without enough rows as incomplete and fails when none is complete', () => {
    const partial = calculateAveragePrices({ prices: series.slice(0, 7), referenceDate: '2025-09-30', periods: [5, 10] });
    expect(partial.value?.periods.map((period) => period.isComplete)).toEqual([true, false]);
    const none = calculateAveragePrices({ prices: series.slice(0, 3), referenceDate: '2025-09-30', periods: [5] });
    expect(none.errors[0].code).toBe('PRICES_INSUFFICIENT');
  });

  it('spec §9: computes the volume-weighted average from turnover and volume', () => {
    const prices = [row('2026-03-02', '1.00', '100'), row('2026-03-03', '2.00', '300')];
    const result = calculateAveragePrices({ prices, referenceDate: '2026-03-03', window: 'endingOn', periods: [2] });
    expect(result.value?.periods[0]).toMatchObject({ averageClose: '1.5000', volumeWeightedAverage: '1.7500', totalVolume: '400' });
  });

  it.each([
    ['a suspension gap', [row('2026-03-02', '1'), row('2026-03-04', '1')], 'PRICE_MISSING_FOR_TRADING_DAY'],
    ['a row on a Sunday', [row('2026-03-01', '1'), row('2026-03-02', '1')], 'PRICE_ON_NON_TRADING_DAY'],
    ['a day without trades', [row('2026-03-02', '1', '0'), row('2026-03-03', '1')], 'PRICE_ZERO_VOLUME_DAY'],
    ['a close above the high', [{ ...row('2026-03-02', '1'), high: '0.9' }, row('2026-03-03', '1')], 'PRICE_ROW_INCONSISTENT'],
  ])('spec §5 price data: warns about %s', (_case, prices, code) => {
    const result = calculateAveragePrices({ prices, referenceDate: '2026-03-04', window: 'endingOn', periods: [2] });
    expect(result.warnings.map((note) => note.code)).toContain(code);
  });

  it.each([
    ['no prices', [], '2026-03-03', 'AMOUNT_REQUIRED'],
    ['a duplicate date', [row('2026-03-02', '1'), row('2026-03-02', '1')], '2026-03-03', 'PRICE_DATE_DUPLICATE'],
    ['a price date outside the calendar', [row('2028-01-04', '1')], '2026-03-03', 'DATE_OUT_OF_RANGE'],
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
    expect(result.steps[0]).toMatchObject({ rule: null });
    expect(result.assumptions.map((note) => note.code)).toContain('PRICE_RANGE_NOT_IN_RULES');
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
    ['a range past the calendar', '2026-12-01', '2028-01-05', 'DATE_OUT_OF_RANGE'],
  ])('spec §5 rejects %s', (_case, startDate, endDate, code) => {
    const result = calculatePriceRange({ prices: [row('2026-03-02', '1')], startDate, endDate });
    expect(result.errors[0].code).toBe(code);
  });
});

describe("the user's own closing prices (close-only rows)", () => {
  const closes = [
    { date: '2027-03-18', close: '10.00' },
    { date: '2027-03-19', close: '10.20' },
    { date: '2027-03-22', close: '10.40' },
    { date: '2027-03-23', close: '10.60' },
    { date: '2027-03-24', close: '10.80' },
  ];

  it('MB 14.07(4) / 13.36(5) basis: the 5-day average before 25 Mar 2027 from closes alone; no volume totals invented', () => {
    const result = calculateAveragePrices({ prices: closes, referenceDate: '2027-03-25', periods: [5] });
    expect(result.errors).toEqual([]);
    expect(result.value?.periods[0]).toMatchObject({ averageClose: '10.4000', volumeWeightedAverage: null, totalVolume: null, totalTurnover: null });
    expect(result.assumptions.map((note) => note.code)).toContain('PRICES_CLOSE_ONLY');
    expect(result.steps.map((step) => step.key)).not.toContain('averagePrice.volumeTotals');
  });

  it('a gap in the given closes is warned (a trading day without a price), never filled', () => {
    const result = calculateAveragePrices({ prices: closes.filter((row) => row.date !== '2027-03-22'), referenceDate: '2027-03-25', periods: [4] });
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'PRICE_MISSING_FOR_TRADING_DAY', params: { dates: ['2027-03-22'] } }));
  });

  it('the high/low result on closes alone is market information', () => {
    const result = calculatePriceRange({ prices: closes, startDate: '2027-03-18', endDate: '2027-03-24' });
    expect(result.value).toMatchObject({ highestClose: { price: '10.8', date: '2027-03-24' }, lowestClose: { price: '10', date: '2027-03-18' } });
    expect(result.steps.every((step) => step.rule !== null || step.basis === 'marketInformation' || step.key === 'priceRange.change')).toBe(true);
  });
});
