/**
 * Thresholds, periods and fee tables of the calculators, in one place
 * (EXAMPLES §3). Percentages are decimal strings so that they stay exact.
 * Source: /work/shared/domain/hk-rules.md (section in each comment).
 */

/** §1.2 (MB 14.08): classification thresholds in percent; each lower bound is inclusive. */
export const SIZE_TEST_THRESHOLDS = {
  discloseable: '5',
  major: '25',
  verySubstantialDisposal: '75',
  verySubstantialAcquisition: '100',
} as const;

/** §1.5 (MB 14A.76): connected-transaction de minimis thresholds; each test is "less than". */
export const DE_MINIMIS_LIMITS = {
  fullyExemptPercent: '0.1',
  subsidiaryLevelPercent: '1',
  smallTransactionPercent: '5',
  smallTransactionConsiderationHkd: '3000000',
  circularExemptPercent: '5',
  circularExemptCappedPercent: '25',
  circularExemptConsiderationHkd: '10000000',
} as const;

/** §2: notice periods. General meetings in clear calendar days, board meetings in clear business days. */
export const NOTICE_PERIODS = {
  annualGeneralMeetingDays: 21,
  otherGeneralMeetingDays: 14,
  unlimitedCompanyOtherMeetingDays: 7,
  boardMeetingClearBusinessDays: 7,
  /** MB 13.66: book closure announced at least 10 business days before (6 for a rights issue). */
  bookClosureBusinessDays: 10,
  rightsIssueBookClosureBusinessDays: 6,
  /** Deemed service under the articles: more than a month is a typo. */
  deemedServiceDaysMax: 31,
} as const;

/** §2 (CO s.632 [M]): the register may be closed this many days a year, or the extended number with a members' resolution. */
export const REGISTER_CLOSURE_DAYS = { maxPerYear: 30, extendedMaxPerYear: 60 } as const;

/** §9 and §8 row 12: the disclosure returns and the poll results are due by this Hong Kong time. */
export const DISCLOSURE_DEADLINES = {
  /** 30 minutes before the pre-opening session (09:00): 08:30 HK time. */
  deadlineTime: '08:30',
  /** MB 13.25B [M]: the Monthly Return is due on the 5th business day after month end. */
  monthlyReturnBusinessDays: 5,
  /** HKSCC practice [S]: the last registration date at least this many business days before a meeting. */
  meetingLastRegistrationBusinessDays: 4,
  /** Book-closure chain: at most this many other closures of the year. */
  otherClosuresMax: 12,
} as const;

/** Spec §5 warnings of the meeting-notice calculator (calendar days). */
export const MEETING_NOTICE_WARNINGS = { meetingWithinDays: 10, noticeWithinDays: 1 } as const;

/** Spec §5: the rush warning shows when this many days or fewer remain before a blackout. */
export const BLACKOUT_RUSH_DAYS = 5;

/** §5: price benchmarks. */
export const PRICE_BENCHMARKS = {
  /** MB 13.36(5) / GEM 17.42B: a discount of this much or more fails. */
  placingMaxDiscountPercent: '20',
  /** Trading days averaged for the placing benchmark, the buy-back cap and the consideration ratio. */
  benchmarkTradingDays: 5,
  /** MB 10.06(2)(a): a purchase price this much or more above the average is prohibited. */
  buyBackPremiumPercent: '5',
  /** MB 10.06(3): calendar days after a buy-back without a new issue or treasury-share sale. */
  buyBackMoratoriumDays: 30,
  /** MB 7.27B / GEM 10.44A: a theoretical dilution effect of this much or more is not allowed. */
  rightsIssueMaxDilutionPercent: '25',
  /** MB 13.36(2)(b): the general mandate covers at most this share of the issued shares. */
  generalMandatePercent: '20',
} as const;

/** §3: reporting periods in months (or days where stated), by board and regime. */
export const REPORTING_PERIODS = {
  annualResultsMonths: 3,
  annualReportMonths: 4,
  interimResultsMonths: 2,
  interimReportMonths: 3,
  esgReportMonths: 5,
  agmMonths: 6,
  /** MB 13.46(1)(a): the annual report goes out at least 21 (clear) days before the AGM. */
  annualReportBeforeAgmDays: 21,
  /** Quarterly results if published voluntarily (MB [M]) and GEM before 2024. */
  quarterlyDays: 45,
  /** GEM before 2024: annual report 3 months, interim results and report 45 days. */
  gemPre2024AnnualReportMonths: 3,
  gemPre2024InterimDays: 45,
  /** GEM reform effective date. */
  gemReformDate: '2024-01-01',
} as const;

/** §4: Model Code blackout lengths in days before publication. */
export const BLACKOUT_DAYS = { annual: 60, interim: 30, quarterly: 30 } as const;

/** §4 (r.10.06(2)(e)): no on-market buy-back in this many months before results. */
export const BUY_BACK_RESULTS_RESTRICTION_MONTHS = 1;

/** A fee band: up to and including `upToHkdMillions` (null = no upper limit), the fee in HK$. */
export type FeeBand = { readonly upToHkdMillions: number | null; readonly feeHkd: number };

/** §6.1: Main Board annual listing fee by nominal value of listed equity (effective 3 Mar 2014). */
export const MAIN_BOARD_ANNUAL_FEE_BANDS: readonly FeeBand[] = [
  { upToHkdMillions: 200, feeHkd: 145_000 },
  { upToHkdMillions: 300, feeHkd: 172_000 },
  { upToHkdMillions: 400, feeHkd: 198_000 },
  { upToHkdMillions: 500, feeHkd: 224_000 },
  { upToHkdMillions: 750, feeHkd: 290_000 },
  { upToHkdMillions: 1_000, feeHkd: 356_000 },
  { upToHkdMillions: 1_500, feeHkd: 449_000 },
  { upToHkdMillions: 2_000, feeHkd: 541_000 },
  { upToHkdMillions: 2_500, feeHkd: 634_000 },
  { upToHkdMillions: 3_000, feeHkd: 726_000 },
  { upToHkdMillions: 4_000, feeHkd: 898_000 },
  { upToHkdMillions: 5_000, feeHkd: 1_069_000 },
  { upToHkdMillions: null, feeHkd: 1_188_000 },
];

/** §6.2: Main Board initial listing fee by monetary value to be listed. The 4,000 and 5,000 bands are equal at source. */
export const MAIN_BOARD_INITIAL_FEE_BANDS: readonly FeeBand[] = [
  { upToHkdMillions: 100, feeHkd: 150_000 },
  { upToHkdMillions: 200, feeHkd: 175_000 },
  { upToHkdMillions: 300, feeHkd: 200_000 },
  { upToHkdMillions: 400, feeHkd: 225_000 },
  { upToHkdMillions: 500, feeHkd: 250_000 },
  { upToHkdMillions: 750, feeHkd: 300_000 },
  { upToHkdMillions: 1_000, feeHkd: 350_000 },
  { upToHkdMillions: 1_500, feeHkd: 400_000 },
  { upToHkdMillions: 2_000, feeHkd: 450_000 },
  { upToHkdMillions: 2_500, feeHkd: 500_000 },
  { upToHkdMillions: 3_000, feeHkd: 550_000 },
  { upToHkdMillions: 4_000, feeHkd: 600_000 },
  { upToHkdMillions: 5_000, feeHkd: 600_000 },
  { upToHkdMillions: null, feeHkd: 650_000 },
];

/** Bands of MAIN_BOARD_INITIAL_FEE_BANDS whose figure the brief asks to verify (upper limits in HK$m). */
export const MAIN_BOARD_INITIAL_FEE_UNCERTAIN_BANDS: readonly number[] = [4_000, 5_000];

/** §6.3: GEM initial listing fee by monetary value to be listed. */
export const GEM_INITIAL_FEE_BANDS: readonly FeeBand[] = [
  { upToHkdMillions: 100, feeHkd: 100_000 },
  { upToHkdMillions: 1_000, feeHkd: 150_000 },
  { upToHkdMillions: null, feeHkd: 200_000 },
];

/** §6.1: nominal value per share below this is deemed this (HK$). */
export const MINIMUM_DEEMED_NOMINAL_VALUE_HKD = '0.25';

/** §6.1: secondary listings normally pay this share of the annual fee table (percent). */
export const SECONDARY_LISTING_ANNUAL_FEE_PERCENT = '25';

/** §6.2 (Fees Rules para 1(3)): a listing by introduction averages the market capitalisation over these business days before the application. */
export const INTRODUCTION_FEE_BUSINESS_DAYS = { nearest: 6, farthest: 10 } as const;

/** §6.4: trading costs per side in percent of the consideration (HKEX "Transaction costs" page). */
export const TRADING_COST_RATES = {
  sfcLevyPercent: '0.0027',
  afrcLevyPercent: '0.00015',
  tradingFeePercent: '0.00565',
  stampDutyPercent: '0.1',
} as const;
