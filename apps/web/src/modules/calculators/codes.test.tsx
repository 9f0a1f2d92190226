import { Locales, type Locale } from '@app/contracts';
import {
  CalculationAssumptionCodes,
  CalculationErrorCodes,
  CalculationWarningCodes,
  calculateConnectedTransactionExemption,
  calculateMeetingNotice,
  calculateReportingDeadlines,
  calculateSizeTests,
  estimateListingFee,
  getMarketCalendarMonth,
} from '@app/domain';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };
const load = (locale: Locale): Tree => JSON.parse(readFileSync(resolve(here, '../../i18n/locales', locale, 'calculators.json'), 'utf8')) as Tree;
const lookup = (tree: Tree, path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const LISTS = [
  ['errors', CalculationErrorCodes],
  ['warnings', CalculationWarningCodes],
  ['assumptions', CalculationAssumptionCodes],
] as const;

describe('calculator codes have sentences', () => {
  it.each(Locales.flatMap((locale) => LISTS.map(([kind, codes]) => [locale, kind, codes] as const)))('%s %s', (locale, kind, codes) => {
    const tree = load(locale);
    const missing = Object.values(codes).filter((code) => {
      const text = lookup(tree, ['codes', kind, code]);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has no sentence for a code that no longer exists', () => {
    for (const [kind, codes] of LISTS) expect(Object.keys(lookup(load('en'), ['codes', kind]) as Tree).sort()).toEqual(Object.values(codes).sort());
  });
});

describe('calculator steps have titles', () => {
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
    calculateConnectedTransactionExemption({ assets: { subject: '1', issuer: '100' }, annualCaps: ['1', '2'] }),
    ...(['annualGeneralMeeting', 'generalMeeting', 'boardMeeting'] as const).map((meetingType) =>
      calculateMeetingNotice({ meetingType, meetingDate: '2025-06-30', financialYearEnd: '2024-12-31' }),
    ),
    calculateMeetingNotice({ meetingType: 'generalMeeting', meetingDate: '2025-06-30', deemedServiceDays: 2 }),
    calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2025-06-30', closureEndDate: '2025-07-31' }),
    calculateMeetingNotice({ meetingType: 'bookClosure', meetingDate: '2025-06-30', isRightsIssue: true }),
    ...(['annual', 'interim', 'quarterly'] as const).flatMap((reportType) =>
      (['MB', 'GEM'] as const).map((board) =>
        calculateReportingDeadlines({ board, reportType, periodEndDate: '2024-12-31', boardMeetingDate: '2025-03-20', agmDate: '2025-04-10' }),
      ),
    ),
    estimateListingFee({ feeType: 'mainBoardInitial', monetaryValueHkd: '4500000000' }),
    estimateListingFee({ feeType: 'mainBoardAnnual', listedShares: '1000000' }),
    getMarketCalendarMonth({ year: 2024, month: 12 }),
  ];
  const keys = [...new Set(results.flatMap((result) => result.steps.map((step) => step.key)))];

  it.each(Locales)('%s', (locale) => {
    const tree = load(locale);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => typeof lookup(tree, ['steps', ...key.split('.')]) !== 'string')).toEqual([]);
  });
});
