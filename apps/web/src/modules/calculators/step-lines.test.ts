import { Locales } from '@app/contracts';
import {
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
  estimateListingFee,
  getMarketCalendarMonth,
  listTradingDays,
  type CalculationStep,
} from '@app/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { CALCULATORS_NS, createStepLineFormat } from './notes';
import { hasStepLines, stepLines } from './step-lines';

/** Daily rows with closes 1.00, 1.01, … on the real HK trading days of Sep 2025 to Mar 2026. */
const prices = listTradingDays('2025-09-01', '2026-03-31').map((date, index) => {
  const close = ((100 + index) / 100).toFixed(2);
  return { date, open: close, high: close, low: close, close, volume: '1000', turnover: String(Number(close) * 1000) };
});

/** Results that between them produce every kind of step and every variant of its sentences. */
const results = [
  calculateSizeTests({
    transaction: 'acquisition',
    considerationType: 'newShares',
    assets: { subject: '30', issuer: '100', issuerDividendsToDeduct: '1' },
    profits: { subject: '1', issuer: '-5' },
    revenue: { subject: '1', issuer: '100' },
    consideration: { consideration: '5', averageClosingPrice: '2', issuedShares: '100' },
    equity: { sharesToBeIssued: '1', issuedSharesBeforeTransaction: '100' },
    equityInterest: { percent: '60' },
    isConsiderationUncapped: true,
  }),
  calculateSizeTests({ transaction: 'disposal', considerationType: 'cash', assets: { subject: '80', issuer: '100' }, equityInterest: { percent: '60', changesConsolidation: true } }),
  calculateConnectedTransactionExemption({ assets: { subject: '1', issuer: '100' }, annualCaps: ['1', '2'], isConnectedAtSubsidiaryLevelOnly: true }),
  calculateConnectedTransactionExemption({ assets: { subject: '50', issuer: '100' }, totalConsiderationHkd: '50000000' }),
  ...(['annualGeneralMeeting', 'generalMeeting', 'boardMeeting'] as const).map((meetingType) =>
    calculateMeetingNotice({ meetingType, meetingDate: '2025-06-30', financialYearEnd: '2024-12-31' }),
  ),
  calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2025-06-30', deemedServiceDays: 2 }),
  calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2025-06-30', closureEndDate: '2025-07-31' }),
  calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2025-06-30', isRightsIssue: true }),
  calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2026-12-31' }),
  ...(['annual', 'interim', 'quarterly'] as const).flatMap((reportType) =>
    (['MB', 'GEM'] as const).map((board) =>
      calculateReportingDeadlines({ board, reportType, periodEndDate: '2024-12-31', boardMeetingDate: '2025-03-20', agmDate: '2025-04-10' }),
    ),
  ),
  calculateReportingDeadlines({ reportType: 'interim', periodEndDate: '2025-06-30', publicationDate: '2025-07-10' }),
  estimateListingFee({ feeType: 'mainBoardInitial', monetaryValueHkd: '4500000000' }),
  estimateListingFee({ feeType: 'mainBoardInitial', monetaryValueHkd: '99000000000' }),
  estimateListingFee({ feeType: 'mainBoardAnnual', listedShares: '1000000' }),
  estimateListingFee({ feeType: 'mainBoardAnnual', listedShares: '1000000', isSecondaryListing: true }),
  getMarketCalendarMonth({ year: 2024, month: 12 }),
  calculateAveragePrices({ prices, referenceDate: '2026-03-31', periods: [5] }),
  calculatePriceRange({ prices, startDate: '2026-03-02', endDate: '2026-03-31' }),
  calculatePlacingBenchmark({ prices, placingPrice: '1.2', agreementDate: '2026-03-20' }),
  calculateBuyBackPriceCap({ prices, purchaseDate: '2026-03-20', proposedPrice: '2' }),
  calculateConversionPrice({ prices, conversionPrice: '1.2', agreementDate: '2026-03-20' }),
  calculateOptionExercisePrice({ prices, grantDate: '2026-03-20', proposedExercisePrice: '3' }),
  calculateBuyBackMoratorium({ lastBuyBackDate: '2026-03-02', proposedIssueDate: '2026-03-20' }),
  calculateTheoreticalDilution({
    benchmarkedPrice: '1',
    subscriptionPrice: '0.8',
    existingShares: '150',
    newShares: '50',
    earlierIssues: [{ newShares: '50', subscriptionPrice: '0.7', benchmarkedPrice: '1' }],
  }),
  calculateGeneralMandate({ issuedShares: '1000', treasuryShares: '10', repurchasedSharesAdded: '5', sharesAlreadyIssued: '20', proposedShares: '100' }),
  estimateListingFee({ feeType: 'mainBoardIntroduction', marketCapitalisationsHkd: ['1', '2', '3', '4', '5'], applicationDate: '2026-02-23' }),
  estimateListingFee({ feeType: 'mainBoardIntroduction', averageMarketCapitalisationHkd: '3' }),
  calculateTradingCosts({ consideration: '100000' }),
  calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31', publicationDate: '2026-02-10' }),
  calculateNextDayDisclosureReturn({ eventDate: '2027-03-25', eventTime: '18:30', timeZone: 'Europe/London' }),
  calculateNextDayDisclosureReturn({ eventDate: '2026-03-21', eventTime: '10:00', timeZone: '+08:00' }),
  calculateMonthlyReturn({ year: 2026, month: 1 }),
  calculateMonthlyReturn({ year: 2026, month: 3 }),
  calculatePollResults({ meetingDate: '2026-05-28' }),
  calculatePollResults({ meetingDate: '2026-06-19' }),
  calculateBookClosureChain({ purpose: 'meeting', closureStartDate: '2026-05-22', closureEndDate: '2026-05-28', meetingDate: '2026-05-28', otherClosures: [{ startDate: '2026-01-05', endDate: '2026-01-08' }] }),
  calculateBookClosureChain({ purpose: 'dividend', recordDate: '2026-06-12', paymentDate: '2026-07-03' }),
];
const steps: CalculationStep[] = results.flatMap((result) => [...result.steps]);

/** The figure names of every step, e.g. highestRatio, latestNoticeDate (never shown to the user). */
const figureNames = [...new Set(steps.flatMap((step) => Object.keys(step.figures)))].filter((name) => /[A-Z]/.test(name));

describe('calculator step sentences', () => {
  it('covers every step the calculators produce', () => {
    expect(steps.length).toBeGreaterThan(40);
    expect([...new Set(steps.map((step) => step.key))].filter((key) => !hasStepLines(key))).toEqual([]);
  });

  it.each(Locales)('%s: every figure is phrased, with no key, code name or placeholder left', async (locale) => {
    const instance = await initI18n(locale, i18next.createInstance());
    const missing: string[] = [];
    const t = instance.getFixedT(locale, CALCULATORS_NS);
    const format = createStepLineFormat((key, values) => {
      if (!instance.exists(`${CALCULATORS_NS}:${key}`)) missing.push(key);
      return t(key, values ?? {});
    }, locale);
    const lines = steps.flatMap((step) => stepLines(step, format) ?? []);
    expect(missing).toEqual([]);
    for (const line of lines) {
      expect(line).not.toMatch(/{{|}}|undefined|null|NaN/);
      expect(line).not.toMatch(/\b(?:stepLines|sizeTest|ratio|reporting)\.[a-zA-Z]/);
      for (const name of figureNames) expect(line, name).not.toContain(name);
    }
    if (locale !== 'en') expect(lines.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
  });

  it.each([
    ['en', 'Assets ratio: 18 ÷ 99 = 18.1818 %.', 'A monetary value of HK$4,500,000,000 falls in the band not exceeding HK$5,000 million: the fee is HK$600,000.'],
    ['zh-CN', '资产比率：18 ÷ 99 = 18.1818%。', '市值 4,500,000,000 港元属于不超过 50亿港元的级别：费用为 600,000 港元。'],
    ['zh-HK', '資產比率：18 ÷ 99 = 18.1818%。', '市值 4,500,000,000 港元屬於不超過 50億港元的級別：費用為 600,000 港元。'],
  ] as const)('%s: numbers are grouped for the locale and the sentences read naturally', async (locale, ratio, fee) => {
    const instance = await initI18n(locale, i18next.createInstance());
    const format = createStepLineFormat(instance.getFixedT(locale, CALCULATORS_NS), locale);
    const lines = steps.flatMap((step) => stepLines(step, format) ?? []);
    expect(lines).toContain(ratio);
    expect(lines).toContain(fee);
  });

  it('shows dates in the order of each locale', async () => {
    const meeting = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate: '2025-06-30' }).steps[0];
    const lineIn = async (locale: (typeof Locales)[number]) => {
      const instance = await initI18n(locale, i18next.createInstance());
      return stepLines(meeting, createStepLineFormat(instance.getFixedT(locale, CALCULATORS_NS), locale))?.[0];
    };
    expect(await lineIn('en')).toBe("Meeting on 30 Jun 2025 with 21 clear days' notice (the default is 21): notice must be given by 8 Jun 2025.");
    expect(await lineIn('zh-HK')).toBe('會議於 2025年6月30日 舉行，須發出 21 個整日的通知（預設為 21 個整日）：最遲須於 2025年6月8日 發出通知。');
  });
});

describe('the blackout line states its real length beside the rule period', () => {
  it('a window cut back to the period end reads 40 days, not 60', async () => {
    const step = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31', publicationDate: '2026-02-10' }).steps.find((item) => item.key === 'reporting.blackout');
    const instance = await initI18n('en', i18next.createInstance());
    const lines = stepLines(step as CalculationStep, createStepLineFormat(instance.getFixedT('en', CALCULATORS_NS), 'en'));
    expect(lines).toContain("Real length: 40 days before publication, 41 days with the publication day; the rule's period is 60 days.");
  });
});
