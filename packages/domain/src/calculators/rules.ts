import type { Confidence, RuleReference } from './result';

/**
 * Every rule the calculators cite, with its confidence tag carried from
 * /work/shared/domain/hk-rules.md, for the Main Board and GEM. GEM numbers
 * that the brief gives only "by structure" are tagged 'M'.
 */

/** The two boards of HKEX. */
export type ListingBoard = 'MB' | 'GEM';

type BoardRules = { readonly MB: RuleReference; readonly GEM: RuleReference };

const both = (mbRule: string, mbConfidence: Confidence, gemRule: string, gemConfidence: Confidence): BoardRules => ({
  MB: { rule: mbRule, confidence: mbConfidence },
  GEM: { rule: gemRule, confidence: gemConfidence },
});

const same = (rule: string, confidence: Confidence): BoardRules => both(rule, confidence, rule, confidence);

/** The rule table (hk-rules section in each comment). */
export const RULES = {
  // §1.1: ratio definitions. MB 14.07 text from a public copy [S]; GEM 19.07 by structure.
  assetsRatio: both('MB 14.07(1)', 'S', 'GEM 19.07(1)', 'M'),
  profitsRatio: both('MB 14.07(2)', 'S', 'GEM 19.07(2)', 'M'),
  revenueRatio: both('MB 14.07(3)', 'S', 'GEM 19.07(3)', 'M'),
  considerationRatio: both('MB 14.07(4)', 'S', 'GEM 19.07(4)', 'M'),
  equityRatio: both('MB 14.07(5)', 'S', 'GEM 19.07(5)', 'M'),
  profitsDefinition: both('MB 14.13', 'V', 'GEM 19.13', 'M'),
  revenueDefinition: both('MB 14.14', 'V', 'GEM 19.14', 'M'),
  considerationValue: both('MB 14.15', 'V', 'GEM 19.15', 'M'),
  assetsFigures: both('MB 14.16', 'V', 'GEM 19.16', 'M'),
  accountsFigures: both('MB 14.17', 'V', 'GEM 19.17', 'M'),
  equityInterest: both('MB 14.28', 'V', 'GEM 19.28', 'M'),
  bothAcquisitionAndDisposal: both('MB 14.24', 'V', 'GEM 19.24', 'M'),
  // §1.4: aggregation; the arithmetic (sum of numerators over current denominators) is practice [M].
  aggregation: both('MB 14.22', 'V', 'GEM 19.22', 'M'),
  aggregationArithmetic: both('MB 14.22', 'M', 'GEM 19.22', 'M'),
  connectedAggregation: both('MB 14A.81', 'V', 'GEM 20.79', 'M'),
  connectedAggregationArithmetic: both('MB 14A.81', 'M', 'GEM 20.79', 'M'),
  connectedAnomalousResult: both('MB 14A.80', 'V', 'GEM 20.78', 'M'),
  // §1.3: anomalous results; the treatment of losses has no rule text [M].
  anomalousResult: both('MB 14.20', 'V', 'GEM 19.20', 'M'),
  negativeFigures: both('MB 14.20', 'M', 'GEM 19.20', 'M'),
  // §1.2: classification table [V, version to 10 Jun 2024]; unchanged since [M].
  classification: both('MB 14.08', 'V', 'GEM 19.08', 'M'),
  thresholdsSince2024: both('MB 14.08', 'M', 'GEM 19.08', 'M'),
  equityRatioNotForDisposals: both('MB 14.08', 'V', 'GEM 19.08', 'M'),
  shareTransaction: both('MB 14.06(1)', 'V', 'GEM 19.06(1)', 'M'),
  discloseableTransaction: both('MB 14.06(2)', 'V', 'GEM 19.06(2)', 'M'),
  majorTransaction: both('MB 14.06(3)', 'V', 'GEM 19.06(3)', 'M'),
  verySubstantialDisposal: both('MB 14.06(4)', 'V', 'GEM 19.06(4)', 'M'),
  verySubstantialAcquisition: both('MB 14.06(5)', 'V', 'GEM 19.06(5)', 'M'),
  uncappedConsideration: both('MB 14.15', 'M', 'GEM 19.15', 'M'),
  reverseTakeover: both('MB 14.06B', 'V', 'GEM 19.06B', 'M'),
  announcement: both('MB 14.34', 'V', 'GEM 19.34', 'M'),
  writtenShareholderApproval: both('MB 14.44', 'V', 'GEM 19.44', 'M'),
  treasuryShares: both('MB 14.07(4)', 'M', 'GEM 19.07(4)', 'M'),
  // §1.5: connected-transaction de minimis. GEM 20.74 numbering [M].
  deMinimis: both('MB 14A.76', 'V', 'GEM 20.74', 'M'),
  deMinimisFullyExempt: both('MB 14A.76(1)', 'V', 'GEM 20.74(1)', 'M'),
  deMinimisCircularExempt: both('MB 14A.76(2)', 'V', 'GEM 20.74(2)', 'M'),
  connectedCalculation: both('MB 14A.77', 'V', 'GEM 20.75', 'M'),
  continuingAnnualCap: both('MB 14A.78', 'V', 'GEM 20.76', 'M'),
  // §2: notice periods.
  agmNotice: same('CO s.571(1)(a)', 'S'),
  generalMeetingNotice: same('CO s.571(1)(b)', 'S'),
  reasonableNotice: same('App A1 (HKEX Guide on General Meetings 2023)', 'S'),
  boardMeetingNotice: both('MB 13.43', 'V', 'GEM 17.48', 'M'),
  clearBusinessDayCounting: both('MB 13.43', 'M', 'GEM 17.48', 'M'),
  businessDay: same('MB/GEM 1.01', 'M'),
  halfDayIsBusinessDay: same('MB/GEM 1.01 (half days)', 'S'),
  deemedService: same('Articles of association (deemed service of notices)', 'S'),
  bookClosureNotice: both('MB 13.66', 'S', 'GEM 17.78', 'M'),
  registerClosureCap: same('CO s.632', 'M'),
  // §2, §7: the book-closure chain (HKEX Guide on record date / book closure, 2008 updated 2011 [S]; ex-date practice [M]).
  lastLodgement: same('HKEX Guide on record date and book closure (2011)', 'S'),
  exDate: same('CCASS T+2 settlement; ex-date practice', 'M'),
  meetingLastRegistration: same('HKSCC practice: last registration ≥ 4 business days before the meeting', 'S'),
  // §9: next day disclosure return and monthly return; §8 row 12 poll results.
  nextDayDisclosureReturn: both('MB 13.25A(1)', 'V', 'GEM 17.27A', 'M'),
  monthlyReturn: both('MB 13.25B', 'M', 'GEM 17.27B', 'M'),
  pollResults: both('MB 13.39(5)', 'M', 'GEM 17.47(5)', 'M'),
  // §7: market facts that are not Listing Rules (shown as market information).
  settlementTPlus2: same('CCASS T+2 settlement (HKSCC General Rules of CCASS)', 'S'),
  // §5: price benchmarks.
  placingBenchmark: both('MB 13.36(5)', 'M', 'GEM 17.42B', 'V'),
  buyBackPriceCap: both('MB 10.06(2)(a)', 'M', 'GEM 13.11', 'M'),
  // The rules that use a 5-day average before a date; 14.07(4) is [S], the others [M].
  fiveDayAverageBasis: same('MB 14.07(4), 13.36(5), 10.06(2)(a), 17.03E', 'M'),
  convertibleConversionPrice: both('MB 13.36(6)', 'M', 'GEM 17.42C', 'V'),
  optionExercisePrice: both('MB 17.03E', 'M', 'GEM 23.03E', 'M'),
  rightsIssueDilution: both('MB 7.27B', 'M', 'GEM 10.44A', 'M'),
  // The brief gives no GEM numbers for these two; only the Main Board rule is cited.
  generalMandateSize: same('MB 13.36(2)(b)', 'M'),
  buyBackMoratorium: same('MB 10.06(3)', 'M'),
  // §3: reporting deadlines. GEM columns: 2024 regime; the pre-2024 history separately.
  annualResults: both('MB 13.49(1)', 'V', 'GEM 18.49', 'V'),
  annualReport: both('MB 13.46(1)(a)', 'V', 'GEM 18.03', 'V'),
  interimResults: both('MB 13.49(6)', 'V', 'GEM 18.78', 'M'),
  interimReport: both('MB 13.48(1)', 'V', 'GEM 18.53', 'M'),
  quarterlyVoluntary: both('CG Code (recommended best practice)', 'M', 'GEM Update No. 78 (quarterly reporting removed)', 'V'),
  esgReport: both('App C2 (5 months)', 'V', 'GEM ESG Reporting Code (5 months)', 'M'),
  gemPre2024AnnualResults: same('GEM 18.49 (pre-2024)', 'V'),
  gemPre2024AnnualReport: same('GEM 18.03 (pre-2024)', 'M'),
  gemPre2024Interim: same('GEM 18.78 (pre-2024)', 'V'),
  gemPre2024Quarterly: same('GEM 18.79 (pre-2024)', 'V'),
  gemReform2024: same('GEM Update No. 78 (effective 1 Jan 2024)', 'V'),
  gemRegimeTransition: same('GEM Update No. 78 (transition)', 'M'),
  agmWithinSixMonths: same('App A1 para 14; CO s.610', 'M'),
  monthEndConvention: same('Month-end convention for "within N months" (practice)', 'M'),
  deadlineNotExtended: same('Listing Rules deadlines: no roll-forward to a business day (practice)', 'M'),
  // §4: Model Code blackout.
  blackout: both('App C3 A.3(a)', 'V', 'GEM 5.56', 'M'),
  blackoutStartDay: both('App C3 A.3(a) ("if shorter")', 'M', 'GEM 5.56 ("if shorter")', 'M'),
  blackoutNotification: both('App C3 A.3(b)', 'M', 'GEM 5.56', 'M'),
  buyBackBeforeResults: both('MB 10.06(2)(e)', 'S', 'GEM 13.11', 'M'),
  // §6: listing fees.
  mainBoardAnnualFee: same('MB Fees Rules (annual listing fee, effective 3 Mar 2014)', 'V'),
  mainBoardInitialFee: same('MB Fees Rules para 1(1)', 'V'),
  mainBoardInitialFeeUpperBands: same('MB Fees Rules para 1(1) (4,000 / 5,000 bands)', 'M'),
  gemInitialFee: same('GEM Fees Rules (initial listing fee)', 'V'),
  gemAnnualFee: same('GEM Fees Rules (annual listing fee: table not found)', 'M'),
  introductionFee: same('MB Fees Rules para 1(3)', 'V'),
  // §6.4: trading costs (HKEX "Transaction costs" page).
  sfcLevy: same('SFC transaction levy (HKEX transaction costs)', 'V'),
  afrcLevy: same('AFRC transaction levy (HKEX transaction costs)', 'V'),
  tradingFee: same('HKEX trading fee (HKEX transaction costs)', 'V'),
  stampDuty: same('Stamp duty (HKEX transaction costs)', 'S'),
  stampDutyRate: same('Stamp duty rate since 17 Nov 2023', 'M'),
  tradingTariffRemoved: same('Trading tariff and settlement fee removed 1 Jan 2023', 'M'),
} as const satisfies Record<string, BoardRules>;

/** Key of the rule table. */
export type RuleKey = keyof typeof RULES;

/** The citation of `key` for `board`. */
export const getRule = (key: RuleKey, board: ListingBoard = 'MB'): RuleReference => RULES[key][board];
