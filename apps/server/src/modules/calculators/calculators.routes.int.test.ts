import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { storeDailyPrices } from '../../../test/factories';

type Step = { key: string; rule: string | null; figures: Record<string, unknown> };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

/** A JSON call to one calculator; returns the status and the envelope. */
const calculate = async (calculator: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/api/au/calculator/${calculator}`, payload });
  return { status: response.statusCode, body: response.json() };
};

const stepOf = (steps: Step[], key: string) => steps.find((step) => step.key === key);

describe('POST /api/au/calculator/* (rule calculators)', () => {
  it('documents every calculator in the OpenAPI document, form and JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const calculators = ['sizeTest', 'connectedTransaction', 'meetingNotice', 'averagePrice', 'priceRange', 'placingBenchmark', 'buyBackCap', 'conversionPrice', 'optionExercisePrice', 'theoreticalDilution', 'generalMandate', 'buyBackMoratorium', 'tradingCosts', 'reportingDeadlines', 'listingFee', 'calendarMonth', 'tradingDay', 'nextDayDisclosure', 'monthlyReturn', 'pollResults', 'bookClosureChain'];
    for (const calculator of calculators) expect(paths[`/api/au/calculator/${calculator}`]?.post?.requestBody, calculator).toBeDefined();
    const sizeTest = paths['/api/au/calculator/sizeTest'].post.requestBody.content;
    expect(Object.keys(sizeTest)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(sizeTest['application/json'].schema.required).toEqual(['transaction']);
    expect(paths['/api/au/stock/stockHistory'].post.requestBody.content['application/json'].schema.required).toEqual(['q_stockCode', 'stime', 'etime']);
  });

  it('sizeTest classifies on the highest ratio and cites MB 14.07 / 14.08', async () => {
    const { status, body } = await calculate('sizeTest', {
      transaction: 'acquisition',
      assets: { subject: '30,000,000', issuer: '100000000' },
      profits: { subject: 1_000_000, issuer: 10_000_000 },
      revenue: { subject: '5000000', issuer: '100000000' },
      consideration: { consideration: '20000000', marketCapitalisation: '100000000' },
    });
    expect(status).toBe(200);
    const result = body.resultData;
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ classification: 'major', highestRatio: { kind: 'assets', percent: '30.0000' }, isIndicative: false });
    expect(result.value.requirements).toMatchObject({ announcement: true, circular: true, shareholdersApproval: true });
    expect(stepOf(result.steps, 'sizeTest.ratio.assets')).toMatchObject({ rule: 'MB 14.07(1)', figures: { percent: '30.0000' } });
    expect(stepOf(result.steps, 'sizeTest.classification')).toMatchObject({ rule: 'MB 14.08', figures: { classification: 'major' } });
  });

  it('sizeTest reads nested fields from a form body', async () => {
    const response = await postForm(app, '/api/au/calculator/sizeTest', {
      transaction: 'disposal',
      board: 'GEM',
      'assets.subject': '8',
      'assets[issuer]': '100',
      isConsiderationUncapped: 'false',
    });
    const result = response.json().resultData;
    expect(result.value).toMatchObject({ classification: 'discloseable', highestRatio: { kind: 'assets', percent: '8.0000' }, isIndicative: true });
    expect(stepOf(result.steps, 'sizeTest.ratio.assets')?.rule).toBe('GEM 19.07(1)');
  });

  it('sizeTest classifies a transaction that is both by the larger side (MB 14.24) and aggregates earlier ones from a form (MB 14.22)', async () => {
    const response = await postForm(app, '/api/au/calculator/sizeTest', {
      transaction: 'both',
      'assets.subject': '30',
      'assets.issuer': '100',
      'disposal.assets': '10',
      transactionDate: '2025-06-15',
      'earlierTransactions[0][date]': '2025-01-15',
      'earlierTransactions[0][assets]': '3',
      'earlierTransactions[1][date]': '2024-05-15',
      'earlierTransactions[1][assets]': '3',
    });
    const result = response.json().resultData;
    expect(result.value).toMatchObject({ transaction: 'both', classification: 'major', aggregation: { windowStart: '2024-06-15', classification: 'major' } });
    expect(result.value.sides.map((side: { classification: string }) => side.classification)).toEqual(['major', 'discloseable']);
    expect(result.value.aggregation.included).toEqual([{ index: 0, date: '2025-01-15', direction: 'acquisition' }]);
    expect(result.value.aggregation.excluded).toEqual([{ index: 1, date: '2024-05-15', direction: 'acquisition', reason: 'outsideWindow' }]);
    expect(stepOf(result.steps, 'sizeTest.largerOfBoth')).toMatchObject({ rule: 'MB 14.24' });
  });

  it('connectedTransaction aggregates earlier connected transactions (MB 14A.81)', async () => {
    const { body } = await calculate('connectedTransaction', {
      revenue: { subject: '3', issuer: '100' },
      totalConsiderationHkd: '2000000',
      transactionDate: '2025-06-15',
      earlierTransactions: [{ date: '2025-01-15', revenue: '3', consideration: '2000000' }],
    });
    expect(body.resultData.value).toMatchObject({
      exemption: 'circularAndShareholdersApprovalExempt',
      basis: 'MB 14A.76(2)(b)',
      aggregation: { totalConsiderationHkd: '4000000', ratios: [{ kind: 'revenue', percent: '6.0000' }] },
    });
  });

  it('connectedTransaction finds the de minimis exemption (MB 14A.76(1)(a))', async () => {
    const { body } = await calculate('connectedTransaction', {
      assets: { subject: '50000', issuer: '100000000' },
      revenue: { subject: '10000', issuer: '50000000' },
      consideration: { consideration: '50000', marketCapitalisation: '200000000' },
      totalConsiderationHkd: '50000',
    });
    expect(body.resultData.value).toMatchObject({ exemption: 'fullyExempt', basis: 'MB 14A.76(1)(a)', totalConsiderationHkd: '50000' });
    expect(body.resultData.value.requirements.rules).toEqual([{ rule: 'MB 14A.76(1)', confidence: 'V' }]);
  });

  it('connectedTransaction takes annual caps as repeated form fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/au/calculator/connectedTransaction',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'annualCaps=2000000&annualCaps=2500000&assets.issuer=1000000000&revenue.issuer=500000000&isOnNormalCommercialTerms=1',
    });
    const result = response.json().resultData;
    expect(result.ok).toBe(true);
    expect(result.value.totalConsiderationHkd).toBe('2500000');
  });

  it('meetingNotice counts 21 clear days before an AGM (CO s.571(1)(a))', async () => {
    const { body } = await calculate('meetingNotice', { meetingType: 'annualGeneralMeeting', meetingDate: '2025-06-30' });
    expect(body.resultData.value).toMatchObject({ latestNoticeDate: '2025-06-08', latestNoticeBusinessDay: '2025-06-06', noticePeriod: { count: 21, unit: 'clearDays' } });
    expect(body.resultData.steps[0]).toMatchObject({ rule: 'CO s.571(1)(a)', confidence: 'S' });
    expect(body.resultData.warnings.map((warning: { code: string }) => warning.code)).toContain('DEADLINE_ON_NON_BUSINESS_DAY');
  });

  it('meetingNotice gives a book-closure notice (MB 13.66) from a form and an AGM past the calendar with CALENDAR_NOT_PUBLISHED', async () => {
    const closure = await postForm(app, '/api/au/calculator/meetingNotice', { meetingType: 'bookClosure', meetingDate: '2026-06-15', closureEndDate: '2026-07-15', isRightsIssue: 'true' });
    expect(closure.json().resultData.value).toMatchObject({ latestNoticeDate: '2026-06-05', noticePeriod: { count: 6, unit: 'businessDays' }, closurePeriod: { lengthDays: 31 } });
    expect(closure.json().resultData.warnings.map((warning: { code: string }) => warning.code)).toContain('REGISTER_CLOSURE_OVER_30_DAYS');
    const { body } = await calculate('meetingNotice', { meetingType: 'annualGeneralMeeting', meetingDate: '2028-02-10', deemedServiceDays: 1 });
    expect(body.resultData.value).toMatchObject({ latestNoticeDate: '2028-01-18', isLatestNoticeDateBusinessDay: null, latestNoticeBusinessDay: null, deemedServiceDays: 1 });
    expect(body.resultData.warnings).toContainEqual(expect.objectContaining({ code: 'CALENDAR_NOT_PUBLISHED', params: { date: '2028-01-18', lastDate: '2027-12-31', year: '2028' } }));
  });

  it('returns the domain’s own errors inside the result, not as an HTTP error', async () => {
    const { status, body } = await calculate('meetingNotice', { meetingType: 'boardMeeting', meetingDate: '2025-02-30' });
    expect(status).toBe(200);
    expect(body.errCode).toBe(0);
    expect(body.resultData).toMatchObject({ ok: false, value: null, errors: [{ code: 'DATE_INVALID', field: 'meetingDate' }] });
  });

  it('reportingDeadlines gives the Main Board annual deadlines (MB 13.49(1), 13.46(1)(a))', async () => {
    const { body } = await calculate('reportingDeadlines', { reportType: 'annual', periodEndDate: '2025-12-31' });
    expect(body.resultData.value).toMatchObject({
      regime: 'mainBoard',
      resultsDeadline: { date: '2026-03-31', rule: 'MB 13.49(1)' },
      reportDeadline: { date: '2026-04-30', rule: 'MB 13.46(1)(a)' },
      blackout: { startDate: '2026-01-30', endDate: '2026-03-31', lengthDays: 60 },
    });
    expect(stepOf(body.resultData.steps, 'reporting.resultsDeadline')?.rule).toBe('MB 13.49(1)');
  });

  it.each([
    ['theoreticalDilution', 'MB 7.27B', { benchmarkedPrice: '1', subscriptionPrice: '0.5', existingShares: '100', newShares: '100' }, { dilutionPercent: '25.0000', isAllowed: false }],
    ['generalMandate', 'MB 13.36(2)(b)', { issuedShares: '1000', treasuryShares: '0', proposedShares: '200' }, { mandateLimitShares: '200', isWithinMandate: true }],
    ['buyBackMoratorium', 'MB 10.06(3)', { lastBuyBackDate: '2026-03-02', proposedIssueDate: '2026-04-01' }, { firstPermittedIssueDate: '2026-04-02', isProposedIssueDatePermitted: false }],
    ['tradingCosts', 'SFC transaction levy (HKEX transaction costs)', { consideration: '100000' }, { totalPerSideHkd: '108.50', totalBothSidesHkd: '217.00' }],
  ])('%s answers from figures alone, citing %s', async (calculator, rule, payload, value) => {
    const { body } = await calculate(calculator, payload);
    expect(body.resultData.value).toMatchObject(value);
    expect(body.resultData.steps[0].rule).toBe(rule);
  });

  it('listingFee averages a listing by introduction from repeated form fields (Fees Rules para 1(3))', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/au/calculator/listingFee',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `feeType=mainBoardIntroduction&${Array.from({ length: 5 }, () => 'marketCapitalisationsHkd=100000000').join('&')}`,
    });
    expect(response.json().resultData.value).toMatchObject({ basisHkd: '100000000', feeHkd: '150000.00' });
  });

  it('listingFee reads the Main Board initial fee band', async () => {
    const { body } = await calculate('listingFee', { feeType: 'mainBoardInitial', monetaryValueHkd: 150_000_000 });
    expect(body.resultData.value).toEqual({ feeType: 'mainBoardInitial', basisHkd: '150000000', band: { upToHkdMillions: 200, feeHkd: 175000 }, feeHkd: '175000.00', isUncertain: false, averagingDates: null });
    expect(body.resultData.steps[0].rule).toBe('MB Fees Rules para 1(1)');
  });

  it('calendarMonth shows December 2025 in Hong Kong: two half days and the Christmas holidays', async () => {
    const response = await postForm(app, '/api/au/calculator/calendarMonth', { market: 'XHKG', year: '2025', month: '12' });
    const value = response.json().resultData.value;
    expect(value).toMatchObject({ tradingDayCount: 21, halfDayCount: 2 });
    expect(value.days).toHaveLength(31);
    expect(value.holidays.map((holiday: { date: string }) => holiday.date)).toEqual(['2025-12-25', '2025-12-26']);
  });

  it('tradingDay moves over the Christmas holidays and cites the business-day rule', async () => {
    const { body } = await calculate('tradingDay', { date: '2025-12-24', offset: 1 });
    expect(body.resultData.value).toMatchObject({ day: { isTradingDay: true, isHalfDay: true }, previousTradingDay: '2025-12-23', nextTradingDay: '2025-12-29', offsetDate: '2025-12-29' });
    expect(body.resultData.steps[0]).toMatchObject({ key: 'calendar.tradingDay', rule: 'MB/GEM 1.01' });
    expect(body.resultData.assumptions).toEqual([{ code: 'HALF_DAYS_ARE_BUSINESS_DAYS', rule: 'MB/GEM 1.01 (half days)', confidence: 'S' }]);
    const closed = await calculate('tradingDay', { market: 'XSHG', date: '2025-10-02', offset: -1 });
    expect(closed.body.resultData.value).toMatchObject({ day: { isTradingDay: false, closure: 'holiday' }, offsetDate: '2025-09-30' });
    const outside = await calculate('tradingDay', { date: '2040-01-02' });
    expect(outside.body.resultData).toMatchObject({ ok: false, errors: [{ code: 'DATE_OUT_OF_RANGE', field: 'date' }] });
  });

  it.each([
    ['sizeTest', {}, [{ path: 'transaction', message: 'Transaction must be acquisition, disposal or both.' }]],
    ['sizeTest', { transaction: 'acquisition', assets: { subject: { amount: 1 }, issuer: '1' } }, [{ path: 'assets.subject', message: 'Figure of the transaction must be a number (digits, optionally with a decimal point).' }]],
    ['meetingNotice', { meetingType: 'agm', meetingDate: '2025-06-30' }, [{ path: 'meetingType', message: 'Meeting type must be annualGeneralMeeting, generalMeeting, boardMeeting or bookClosure.' }]],
    ['calendarMonth', { year: 2025, month: 13 }, [{ path: 'month', message: 'Month must be at most 12.' }]],
    ['listingFee', { feeType: 'mainBoardAnnual', isSecondaryListing: 'maybe' }, [{ path: 'isSecondaryListing', message: 'isSecondaryListing must be true or false.' }]],
  ])('%s rejects a malformed body with 400 and the field named (%o)', async (calculator, payload, details) => {
    const { status, body } = await calculate(calculator, payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errCode: 400, resultData: { details } });
  });
});

describe('POST /api/au/calculator/* (price calculators)', () => {
  // Closes of ten trading days; high and low 0.10 either side, volume 1,000,000.
  const closes: [string, string][] = [
    ['2025-12-01', '10.00'],
    ['2025-12-02', '10.20'],
    ['2025-12-03', '10.10'],
    ['2025-12-04', '10.40'],
    ['2025-12-05', '10.30'],
    ['2025-12-08', '10.60'],
    ['2025-12-09', '10.50'],
    ['2025-12-10', '10.80'],
    ['2025-12-11', '10.70'],
    ['2025-12-12', '11.00'],
  ];
  const bar = (stockCode: string, [tradeDate, close]: [string, string]) => ({
    market: 'HK',
    stockCode,
    tradeDate,
    open: close,
    high: (Number(close) + 0.1).toFixed(2),
    low: (Number(close) - 0.1).toFixed(2),
    close,
    volume: 1_000_000n,
    turnover: (Number(close) * 1_000_000).toFixed(2),
  });

  beforeAll(async () => {
    // Imported history for 02345; the same figures as demonstration data for 02346.
    await storeDailyPrices(app, [...closes].reverse().map((day) => bar('02345', day)), 'import');
    await storeDailyPrices(app, closes.map((day) => bar('02346', day)), 'demo');
  });

  it('averagePrice averages the stored closes: 5 days to 12 Dec = (10.60 + 10.50 + 10.80 + 10.70 + 11.00) / 5 = 10.72', async () => {
    const { status, body } = await calculate('averagePrice', { stockCode: '2345', referenceDate: '2025-12-12', window: 'endingOn', periods: [5, 10, 20] });
    expect(status).toBe(200);
    const result = body.resultData;
    expect(result.ok).toBe(true);
    expect(result.value.periods.map((period: { tradingDays: number; averageClose: string | null; isComplete: boolean }) => [period.tradingDays, period.averageClose, period.isComplete])).toEqual([
      [5, '10.7200', true],
      [10, '10.4600', true],
      [20, null, false],
    ]);
    expect(result.value.periods[0]).toMatchObject({ firstDate: '2025-12-08', lastDate: '2025-12-12', totalVolume: '5000000' });
    expect(stepOf(result.steps, 'averagePrice.period')?.figures).toMatchObject({ tradingDays: 5, sumOfCloses: '53.6', averageClose: '10.7200' });
    expect(result.priceData).toEqual({ stockCode: '02345', market: 'HK', rows: 10, firstDate: '2025-12-01', lastDate: '2025-12-12', isDemonstration: false });
  });

  it('averagePrice takes the days before the reference date, from a form body with repeated periods', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/au/calculator/averagePrice',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'stockCode=02346&referenceDate=2025-12-12&window=before&periods=5',
    });
    const result = response.json().resultData;
    // 5, 8, 9, 10 and 11 Dec: 52.90 / 5.
    expect(result.value.periods).toMatchObject([{ tradingDays: 5, averageClose: '10.5800', firstDate: '2025-12-05', lastDate: '2025-12-11' }]);
    expect(result.priceData.isDemonstration).toBe(true);
  });

  it('averagePrice takes the 5 days before the date by default and cites the rules that use them', async () => {
    const { body } = await calculate('averagePrice', { stockCode: '02345', referenceDate: '2025-12-12', periods: [5] });
    expect(body.resultData.value).toMatchObject({ window: 'before', periods: [{ averageClose: '10.5800', lastDate: '2025-12-11' }] });
    expect(stepOf(body.resultData.steps, 'averagePrice.period')?.rule).toBe('MB 14.07(4), 13.36(5), 10.06(2)(a), 17.03E');
  });

  it('averagePrice before any stored day answers PRICES_INSUFFICIENT in the result', async () => {
    const { body } = await calculate('averagePrice', { stockCode: '02345', referenceDate: '2025-11-28' });
    expect(body.resultData).toMatchObject({ ok: false, errors: [{ code: 'PRICES_INSUFFICIENT' }] });
  });

  it('priceRange finds the extremes between two dates', async () => {
    const { body } = await calculate('priceRange', { stockCode: '02345', startDate: '2025-12-02', endDate: '2025-12-11' });
    expect(body.resultData.value).toMatchObject({
      tradingDaysWithPrices: 8,
      highestHigh: { price: '10.9', date: '2025-12-10' },
      lowestLow: { price: '10', date: '2025-12-03' },
      firstClose: { price: '10.2', date: '2025-12-02' },
      lastClose: { price: '10.7', date: '2025-12-11' },
      missingTradingDays: [],
    });
    const empty = await calculate('priceRange', { stockCode: '02345', startDate: '2025-11-03', endDate: '2025-11-28' });
    expect(empty.body.resultData).toMatchObject({ ok: false, errors: [{ code: 'PRICES_NONE_IN_RANGE' }] });
  });

  it('placingBenchmark fails a placing at exactly 20 % below the benchmarked price (MB 13.36(5))', async () => {
    const { body } = await calculate('placingBenchmark', { stockCode: '02345', placingPrice: '8.80', agreementDate: '2025-12-12' });
    const result = body.resultData;
    // Benchmark: the higher of the close on 12 Dec (11.00) and the 5-day average before it (10.58).
    expect(result.value).toMatchObject({
      closingPriceOnAgreementDate: '11',
      averageClosingPriceOfFiveDays: '10.58',
      benchmarkedPrice: '11',
      discountPercent: '20.0000',
      isDiscountTwentyPercentOrMore: true,
      twentyPercentDiscountPrice: '8.8',
    });
    expect(stepOf(result.steps, 'placing.benchmark')?.rule).toBe('MB 13.36(5)');
    expect(result.warnings).toMatchObject([{ code: 'PLACING_DISCOUNT_20_OR_MORE', rule: 'MB 13.36(5)' }]);
  });

  it('placingBenchmark averages the 5 days before the earliest of the dates', async () => {
    const { body } = await calculate('placingBenchmark', { stockCode: '02345', placingPrice: '9.50', agreementDate: '2025-12-12', priceFixingDate: '2025-12-10' });
    // 3, 4, 5, 8 and 9 Dec: 51.90 / 5 = 10.38.
    expect(body.resultData.value).toMatchObject({ averagingReferenceDate: '2025-12-10', averageClosingPriceOfFiveDays: '10.38', benchmarkedPrice: '11', isDiscountTwentyPercentOrMore: false });
  });

  it('buyBackCap puts the cap 5 % above the 5-day average before the purchase (MB 10.06(2)(a))', async () => {
    const { body } = await calculate('buyBackCap', { stockCode: '02345', purchaseDate: '2025-12-12', proposedPrice: '11.10' });
    const result = body.resultData;
    // 10.58 × 1.05 = 11.109: 11.10 is below it.
    expect(result.value).toEqual({
      averageClosingPrice: '10.58',
      averagingDates: ['2025-12-05', '2025-12-08', '2025-12-09', '2025-12-10', '2025-12-11'],
      prohibitedFromPrice: '11.109',
      proposedPrice: '11.1',
      isProposedPricePermitted: true,
    });
    expect(stepOf(result.steps, 'buyBack.priceCap')?.rule).toBe('MB 10.06(2)(a)');
  });

  it('conversionPrice allows a conversion price equal to the placing benchmark (MB 13.36(6))', async () => {
    const { body } = await calculate('conversionPrice', { stockCode: '02345', conversionPrice: '11.00', agreementDate: '2025-12-12' });
    expect(body.resultData.value).toMatchObject({ benchmarkedPrice: '11', averageClosingPriceOfFiveDays: '10.58', isConversionPriceAllowed: true });
    expect(stepOf(body.resultData.steps, 'convertible.conversionPrice')?.rule).toBe('MB 13.36(6)');
  });

  it('optionExercisePrice takes the grant-date close and the 5 days before it (GEM 23.03E)', async () => {
    const { body } = await calculate('optionExercisePrice', { stockCode: '02345', board: 'GEM', grantDate: '2025-12-12', proposedExercisePrice: '10.99' });
    // Close 11.00 on 12 Dec against the average 10.58 of 5–11 Dec: the minimum is 11.
    expect(body.resultData.value).toMatchObject({ closingPriceOnGrantDate: '11', averageClosingPriceOfFiveDays: '10.58', minimumExercisePrice: '11', isProposedPriceAllowed: false });
    expect(body.resultData.warnings).toMatchObject([{ code: 'EXERCISE_PRICE_BELOW_MINIMUM', rule: 'GEM 23.03E', confidence: 'M' }]);
  });

  it('answers RECORD_NOT_FOUND naming the stock when no price history is stored', async () => {
    const { status, body } = await calculate('buyBackCap', { stockCode: '09997', purchaseDate: '2025-12-12' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ errCode: 404, resultMsg: 'No price history is stored for stock 09997 (HK).', resultData: { stockCode: '09997', market: 'HK' } });
  });

  it.each([
    ['averagePrice', { stockCode: '02345', referenceDate: '2025-12-32' }, 'referenceDate', 'Reference date must be a date written YYYY-MM-DD.'],
    ['averagePrice', { stockCode: '02345', referenceDate: '2025-12-12', periods: [5, 0] }, 'periods', 'Periods must be whole numbers of trading days from 1 to 250.'],
    ['buyBackCap', { stockCode: '600519', market: 'SH', purchaseDate: '2025-12-12' }, 'market', 'This rule applies to Hong Kong listed shares only: the market must be HK.'],
    ['priceRange', { stockCode: '02345', startDate: '2019-01-02', endDate: '2025-12-12' }, 'endDate', 'The date range may be at most 5 years.'],
    ['placingBenchmark', { stockCode: '02345', agreementDate: '2025-12-12' }, 'placingPrice', 'Placing price must be a number (digits, optionally with a decimal point).'],
  ])('%s rejects %o with 400 naming %s', async (calculator, payload, path, message) => {
    const { status, body } = await calculate(calculator, payload);
    expect(status).toBe(400);
    expect(body.resultData.details).toEqual([{ path, message }]);
  });
});
