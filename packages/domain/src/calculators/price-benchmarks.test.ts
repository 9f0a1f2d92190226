import { describe, expect, it } from 'vitest';
import { calculateBuyBackMoratorium, calculateBuyBackPriceCap } from './buy-backs';
import { calculateOptionExercisePrice } from './option-exercise-price';
import { calculateConversionPrice, calculatePlacingBenchmark } from './price-benchmarks';
import { priceRow as row, risingCloseOn as closeOn, risingSeries as series } from './testing/prices';

const codesOf = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

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

describe(calculateConversionPrice.name, () => {
  // hk-rules §5: MB 13.36(6) [M] / GEM 17.42C [V]: the initial conversion price may not be lower than the benchmarked price.
  it.each([
    ['GEM 17.42C a price equal to the benchmark is allowed', 'GEM', '1.10', true, 'V'],
    ['GEM 17.42C a price above the benchmark is allowed', 'GEM', '1.2', true, 'V'],
    ['MB 13.36(6) a price just below the benchmark is not allowed', 'MB', '1.0999', false, 'M'],
  ] as const)('%s', (_rule, board, conversionPrice, allowed, confidence) => {
    const result = calculateConversionPrice({
      board,
      conversionPrice,
      agreementDate: '2026-03-10',
      closingPriceOnAgreementDate: '1.10',
      averageClosingPriceOfFiveDays: '1.00',
    });
    expect(result.value).toMatchObject({ benchmarkedPrice: '1.1', isConversionPriceAllowed: allowed });
    expect(codesOf(result.warnings).includes('CONVERSION_PRICE_BELOW_BENCHMARK')).toBe(!allowed);
    expect(result.steps.at(-1)).toMatchObject({ key: 'convertible.conversionPrice', confidence });
  });

  it('MB 13.36(6): uses the placing benchmark from the stored prices (average before the earliest date)', () => {
    const result = calculateConversionPrice({ conversionPrice: '5', agreementDate: '2026-03-10', announcementDate: '2026-03-06', prices: series });
    const average = ['2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map(closeOn).reduce((a, b) => a + b) / 5;
    expect(result.value?.averagingReferenceDate).toBe('2026-03-06');
    expect(Number(result.value?.averageClosingPriceOfFiveDays)).toBeCloseTo(average, 10);
    expect(result.value?.benchmarkedPrice).toBe(String(closeOn('2026-03-10')));
  });
});

describe(calculateOptionExercisePrice.name, () => {
  // hk-rules §5: MB 17.03E / GEM 23.03E [M]: at least the higher of the close on the grant date and the 5-business-day average before it.
  it.each([
    ['MB 17.03E a price equal to the minimum is allowed', 'MB', '1.10', true],
    ['MB 17.03E a price below the minimum is not allowed', 'MB', '1.0999', false],
    ['GEM 23.03E a price above the minimum is allowed', 'GEM', '1.5', true],
  ] as const)('%s', (_rule, board, proposedExercisePrice, allowed) => {
    const result = calculateOptionExercisePrice({
      board,
      grantDate: '2026-03-10',
      proposedExercisePrice,
      closingPriceOnGrantDate: '1.00',
      averageClosingPriceOfFiveDays: '1.10',
    });
    expect(result.value).toMatchObject({ minimumExercisePrice: '1.1', isProposedPriceAllowed: allowed });
    expect(codesOf(result.warnings).includes('EXERCISE_PRICE_BELOW_MINIMUM')).toBe(!allowed);
    expect(result.steps.at(-1)).toMatchObject({ key: 'option.exercisePrice', rule: board === 'MB' ? 'MB 17.03E' : 'GEM 23.03E', confidence: 'M' });
  });

  it('MB 17.03E: takes the close on the grant date and the 5 business days immediately before it from the prices', () => {
    // 17–19 Feb 2026 are Lunar New Year holidays: a grant on 20 Feb averages 10–13 Feb and 16 Feb (a half day counts).
    const result = calculateOptionExercisePrice({ grantDate: '2026-02-20', prices: series });
    const dates = ['2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13', '2026-02-16'];
    expect(result.steps[0].figures.dates).toEqual(dates);
    expect(result.value).toMatchObject({ closingPriceOnGrantDate: String(closeOn('2026-02-20')), minimumExercisePrice: String(closeOn('2026-02-20')), isProposedPriceAllowed: null });
  });

  it.each([
    ['MB 17.03E a grant on a Sunday', '2026-03-08', 'GRANT_DATE_NOT_BUSINESS_DAY'],
    ['MB 17.03E a grant on a public holiday', '2026-02-17', 'GRANT_DATE_NOT_BUSINESS_DAY'],
    ['MB 17.03E fewer than 5 prices before the grant', '2025-09-05', 'PRICES_INSUFFICIENT'],
  ])('rejects %s', (_rule, grantDate, code) => {
    expect(calculateOptionExercisePrice({ grantDate, prices: series }).errors[0].code).toBe(code);
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

describe(calculateBuyBackMoratorium.name, () => {
  // hk-rules §5: MB 10.06(3) [M]: no new issue or treasury-share sale for 30 days after a buy-back.
  it.each([
    ['MB 10.06(3) an issue on the buy-back day is within the moratorium', '2026-03-02', false],
    ['MB 10.06(3) an issue on the 30th day after is within the moratorium', '2026-04-01', false],
    ['MB 10.06(3) an issue on the 31st day after is allowed', '2026-04-02', true],
    ['MB 10.06(3) an issue before the buy-back is not caught by it', '2026-03-01', true],
  ])('%s', (_rule, proposedIssueDate, permitted) => {
    const result = calculateBuyBackMoratorium({ lastBuyBackDate: '2026-03-02', proposedIssueDate });
    expect(result.value).toMatchObject({ moratoriumEndDate: '2026-04-01', firstPermittedIssueDate: '2026-04-02', isProposedIssueDatePermitted: permitted });
    expect(codesOf(result.warnings).includes('ISSUE_IN_BUY_BACK_MORATORIUM')).toBe(!permitted);
    expect(result.steps[0]).toMatchObject({ rule: 'MB 10.06(3)', confidence: 'M' });
    expect(codesOf(result.assumptions)).toContain('MORATORIUM_INCLUDES_BUY_BACK_DAY');
  });

  it('MB 10.06(3): counts calendar days past the calendar year end and a leap day', () => {
    expect(calculateBuyBackMoratorium({ lastBuyBackDate: '2027-12-15' }).value?.firstPermittedIssueDate).toBe('2028-01-15');
    expect(calculateBuyBackMoratorium({ lastBuyBackDate: '2028-02-01' }).value?.moratoriumEndDate).toBe('2028-03-02');
  });

  it.each([
    ['an empty buy-back date', '', 'DATE_REQUIRED'],
    ['a malformed date', '2026-02-30', 'DATE_INVALID'],
  ])('spec §5 rejects %s', (_case, lastBuyBackDate, code) => {
    expect(calculateBuyBackMoratorium({ lastBuyBackDate }).errors[0].code).toBe(code);
  });
});
