import { z } from 'zod';
import {
  CalculationAssumptionCodes,
  CalculationErrorCodes,
  CalculationWarningCodes,
  isIsoDate,
  type AveragePriceValue,
  type BuyBackMoratoriumValue,
  type BuyBackPriceCapValue,
  type CalculationResult,
  type ConnectedTransactionValue,
  type ConversionPriceValue,
  type GeneralMandateValue,
  LISTING_FEE_TYPES,
  type ListingFeeValue,
  type MarketCalendarMonth,
  type MeetingNoticeValue,
  type OptionExercisePriceValue,
  type PlacingBenchmarkValue,
  type PriceRangeValue,
  type ReportingDeadlinesValue,
  type SizeTestValue,
  type TheoreticalDilutionValue,
  type TradingCostsValue,
  type TradingDayDetails,
  type TradingDayInfo,
} from '@app/domain';
import { Markets } from './organisation';
import { checkDateRange, stockCodeField } from './prices';

/**
 * The compliance calculators over the API (/au/calculator/*): the same pure
 * functions the web runs in the browser (packages/domain), so documents and
 * the secretary get identical answers. Bodies mirror the domain input types;
 * a wrong type or a missing field is a 400, while the domain's own checks
 * (an amount that is not a number, a date outside the calendar) come back
 * inside the result as `errors[{ code, field, params }]`.
 */

/** Limits of the calculator calls in one place. */
export const CalculatorLimits = {
  /** Longest amount text accepted ('1,234,567,890.12345' fits easily). */
  amountMaxLength: 40,
  /** Longest date text passed on to the domain (which answers DATE_INVALID for anything not 'YYYY-MM-DD'). */
  dateMaxLength: 30,
  /** Continuing connected transactions: at most this many annual caps. */
  annualCapsMax: 10,
  /** Theoretical dilution: at most this many earlier issues to aggregate. */
  earlierIssuesMax: 10,
  /** Earlier transactions aggregated with a size test or de minimis test (MB 14.22, 14A.81). */
  earlierTransactionsMax: 20,
  /** Average price: at most this many periods, each of at most this many trading days (spec §9 uses up to 90). */
  averagePeriodsMax: 10,
  averagePeriodMaxDays: 250,
  /** Articles may require a longer notice than the statutory one; anything above a year is a typo. */
  noticeDaysMax: 366,
  /** Deemed service under the articles: days after sending (more than a month is a typo). */
  deemedServiceDaysMax: 31,
  /** Trading-day calculator: how far (in trading days) a date may be moved. */
  tradingDayOffsetMax: 1000,
  /** Calendar month: years the form accepts (the calendar's own range is checked by the domain). */
  yearMin: 1900,
  yearMax: 2100,
} as const;

/** The two market calendars of the domain: HKEX and Shanghai/Shenzhen (also used for Beijing). */
export const CalendarMarkets = ['XHKG', 'XSHG'] as const;

/** Listing boards of HKEX. */
export const ListingBoards = ['MB', 'GEM'] as const;

// ---------------------------------------------------------------------------
// Field helpers (forms send text; JSON may send numbers and booleans)
// ---------------------------------------------------------------------------

/** An amount: a decimal string ('1,234.5') or a finite number; the domain checks it is a number. */
const decimalField = z.union([z.string().max(CalculatorLimits.amountMaxLength), z.number()], { error: 'validation.calculators.amount' });

/** A date passed on to the domain as text; DATE_INVALID / DATE_OUT_OF_RANGE come back in the result. */
const dateText = z.string({ error: 'validation.calculators.date' }).max(CalculatorLimits.dateMaxLength, { error: 'validation.calculators.date' });

/** A date the server itself needs (to load prices): must be a real 'YYYY-MM-DD' date. */
const isoDateField = z.string({ error: 'validation.calculators.date' }).refine(isIsoDate, { error: 'validation.calculators.date' }).meta({ format: 'date' });

/** true / false from JSON, or 'true' | 'false' | '1' | '0' from a form. */
const booleanField = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
  error: 'validation.calculators.boolean',
});

/** A whole number from JSON or a form. */
const integerField = z.coerce.number().int({ error: 'validation.calculators.integer' });

/** A list from JSON, or one or more repeated form fields (a single one arrives as a plain value). */
const listField = <Item extends z.ZodType>(item: Item, max: number) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(max));

const boardField = z.enum(ListingBoards, { error: 'validation.calculators.board' });
const calendarMarketField = z.enum(CalendarMarkets, { error: 'validation.calculators.calendarMarket' });

// ---------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------

const ratioFiguresSchema = z.object({ subject: decimalField, issuer: decimalField });

const directionField = z.enum(['acquisition', 'disposal'], { error: 'validation.calculators.direction' });
const equityInterestSchema = z.object({ percent: decimalField, changesConsolidation: booleanField.optional() });

/** Earlier transactions to aggregate (MB 14.22, 14A.81): each a date and the numerators its own test used. */
const earlierTransactionsField = listField(
  z.object({
    date: dateText,
    direction: directionField.optional(),
    assets: decimalField.optional(),
    profits: decimalField.optional(),
    revenue: decimalField.optional(),
    consideration: decimalField.optional(),
    equity: decimalField.optional(),
  }),
  CalculatorLimits.earlierTransactionsMax,
);

/** POST /au/calculator/sizeTest: the five percentage ratios and the classification (MB Chapter 14 / GEM Chapter 19). */
export const SizeTestBodySchema = z.object({
  board: boardField.optional(),
  /** 'both' (MB 14.24): the figures below are the acquisition side and `disposal` the disposal side. */
  transaction: z.enum(['acquisition', 'disposal', 'both'], { error: 'validation.calculators.transaction' }),
  considerationType: z.enum(['cash', 'newShares', 'cashAndNewShares'], { error: 'validation.calculators.considerationType' }).optional(),
  assets: ratioFiguresSchema.extend({ issuerDividendsToDeduct: decimalField.optional() }).optional(),
  profits: ratioFiguresSchema.optional(),
  revenue: ratioFiguresSchema.optional(),
  consideration: z
    .object({
      consideration: decimalField,
      marketCapitalisation: decimalField.optional(),
      averageClosingPrice: decimalField.optional(),
      issuedShares: decimalField.optional(),
    })
    .optional(),
  equity: z.object({ sharesToBeIssued: decimalField, issuedSharesBeforeTransaction: decimalField }).optional(),
  equityInterest: equityInterestSchema.optional(),
  isConsiderationUncapped: booleanField.optional(),
  /** Transaction 'both': the disposal side's numerators (the issuer's denominators are shared). */
  disposal: z
    .object({
      assets: decimalField.optional(),
      profits: decimalField.optional(),
      revenue: decimalField.optional(),
      consideration: decimalField.optional(),
      equityInterest: equityInterestSchema.optional(),
    })
    .optional(),
  transactionDate: dateText.optional(),
  earlierTransactions: earlierTransactionsField.optional(),
});
export type SizeTestBody = z.infer<typeof SizeTestBodySchema>;

const connectedRatioFiguresSchema = z.object({ subject: decimalField.optional(), issuer: decimalField });

/** POST /au/calculator/connectedTransaction: the de minimis test (MB 14A.76; GEM 20.74). */
export const ConnectedTransactionBodySchema = z.object({
  board: boardField.optional(),
  assets: connectedRatioFiguresSchema.optional(),
  revenue: connectedRatioFiguresSchema.optional(),
  consideration: z
    .object({
      consideration: decimalField.optional(),
      marketCapitalisation: decimalField.optional(),
      averageClosingPrice: decimalField.optional(),
      issuedShares: decimalField.optional(),
    })
    .optional(),
  equity: z.object({ sharesToBeIssued: decimalField, issuedSharesBeforeTransaction: decimalField }).optional(),
  totalConsiderationHkd: decimalField.optional(),
  annualCaps: listField(decimalField, CalculatorLimits.annualCapsMax).optional(),
  isConnectedAtSubsidiaryLevelOnly: booleanField.optional(),
  isOnNormalCommercialTerms: booleanField.optional(),
  isIssueOfNewSecurities: booleanField.optional(),
  transactionDate: dateText.optional(),
  earlierTransactions: earlierTransactionsField.optional(),
  isPossibleReverseTakeoverSeries: booleanField.optional(),
});
export type ConnectedTransactionBody = z.infer<typeof ConnectedTransactionBodySchema>;

/** POST /au/calculator/meetingNotice: latest notice dates of an AGM, another general meeting, a board meeting or a book closure. */
export const MeetingNoticeBodySchema = z.object({
  board: boardField.optional(),
  meetingType: z.enum(['annualGeneralMeeting', 'generalMeeting', 'boardMeeting', 'bookClosure'], { error: 'validation.calculators.meetingType' }),
  /** The meeting date; for a book closure, the first day the register is closed. */
  meetingDate: dateText,
  today: dateText.optional(),
  noticeDays: integerField.min(1).max(CalculatorLimits.noticeDaysMax).optional(),
  isUnlimitedCompany: booleanField.optional(),
  financialYearEnd: dateText.optional(),
  /** General meetings: days until notice counts as served under the articles (default 0). */
  deemedServiceDays: integerField.min(0).max(CalculatorLimits.deemedServiceDaysMax).optional(),
  /** Book closure: the last day the register is closed (CO s.632 cap). */
  closureEndDate: dateText.optional(),
  /** Book closure for a rights issue: 6 business days instead of 10 (MB 13.66). */
  isRightsIssue: booleanField.optional(),
});
export type MeetingNoticeBody = z.infer<typeof MeetingNoticeBodySchema>;

/** The user's own closing prices for the period (any stock, any date): used instead of the stored prices. */
const closingPricesField = listField(z.object({ date: dateText, close: decimalField }), CalculatorLimits.averagePeriodMaxDays + 10).optional();

/** The stock whose stored daily prices a price calculator reads (or the user's own closing prices for it). */
const storedStockFields = {
  stockCode: stockCodeField,
  closingPrices: closingPricesField,
  /** Catalogue market; HK by default. */
  market: z.enum(Markets, { error: 'validation.organisation.market' }).default('HK'),
};

/** HK-only price rules (placing benchmark, buy-back cap): the market may only be HK. */
const hongKongStockFields = {
  stockCode: stockCodeField,
  closingPrices: closingPricesField,
  market: z.enum(['HK'], { error: 'validation.calculators.hongKongOnly' }).default('HK'),
};

/** POST /au/calculator/averagePrice: average closing prices over 5 … 90 trading days from the stored prices. */
export const AveragePriceBodySchema = z.object({
  ...storedStockFields,
  referenceDate: isoDateField,
  /** 'before' (default) takes the days immediately before the reference date, as the rules do; 'endingOn' includes it. */
  window: z.enum(['endingOn', 'before'], { error: 'validation.calculators.window' }).optional(),
  periods: listField(z.union([z.number(), z.string().max(6)]).transform(Number), CalculatorLimits.averagePeriodsMax)
    .refine((periods) => periods.length > 0 && periods.every((days) => Number.isInteger(days) && days >= 1 && days <= CalculatorLimits.averagePeriodMaxDays), {
      error: 'validation.calculators.periods',
    })
    .optional(),
});
export type AveragePriceBody = z.infer<typeof AveragePriceBodySchema>;

/** POST /au/calculator/priceRange: highest and lowest prices between two dates (at most 5 years) from the stored prices. */
export const PriceRangeBodySchema = z
  .object({
    ...storedStockFields,
    startDate: isoDateField,
    endDate: isoDateField,
  })
  // An inverted range is the domain's DATE_RANGE_INVERTED; only the length is a request limit.
  .superRefine((body, context) => checkDateRange(body.startDate, body.endDate, 'endDate', context, false));
export type PriceRangeBody = z.infer<typeof PriceRangeBodySchema>;

/** POST /au/calculator/placingBenchmark: the 20 % discount test (MB 13.36(5); GEM 17.42B) from the stored prices. */
export const PlacingBenchmarkBodySchema = z.object({
  ...hongKongStockFields,
  board: boardField.optional(),
  placingPrice: decimalField,
  agreementDate: isoDateField,
  announcementDate: isoDateField.optional(),
  priceFixingDate: isoDateField.optional(),
  /** Overrides the stored close on the agreement date (e.g. an agreement signed on a non-trading day). */
  closingPriceOnAgreementDate: decimalField.optional(),
  /** Overrides the 5-day average from the stored prices. */
  averageClosingPriceOfFiveDays: decimalField.optional(),
});
export type PlacingBenchmarkBody = z.infer<typeof PlacingBenchmarkBodySchema>;

/** POST /au/calculator/buyBackCap: the on-market buy-back price cap (MB 10.06(2)(a)) from the stored prices. */
export const BuyBackCapBodySchema = z.object({
  ...hongKongStockFields,
  board: boardField.optional(),
  purchaseDate: isoDateField,
  proposedPrice: decimalField.optional(),
});
export type BuyBackCapBody = z.infer<typeof BuyBackCapBodySchema>;

/** POST /au/calculator/conversionPrice: convertibles for cash under a general mandate (MB 13.36(6); GEM 17.42C) from the stored prices. */
export const ConversionPriceBodySchema = PlacingBenchmarkBodySchema.omit({ placingPrice: true }).extend({ conversionPrice: decimalField });
export type ConversionPriceBody = z.infer<typeof ConversionPriceBodySchema>;

/** POST /au/calculator/optionExercisePrice: the lowest share option exercise price (MB 17.03E; GEM 23.03E) from the stored prices. */
export const OptionExercisePriceBodySchema = z.object({
  ...hongKongStockFields,
  board: boardField.optional(),
  grantDate: isoDateField,
  proposedExercisePrice: decimalField.optional(),
  /** Overrides the stored close on the grant date. */
  closingPriceOnGrantDate: decimalField.optional(),
  /** Overrides the 5-business-day average from the stored prices. */
  averageClosingPriceOfFiveDays: decimalField.optional(),
});
export type OptionExercisePriceBody = z.infer<typeof OptionExercisePriceBodySchema>;

/** POST /au/calculator/theoreticalDilution: rights issue / open offer theoretical dilution (MB 7.27B; GEM 10.44A). */
export const TheoreticalDilutionBodySchema = z.object({
  board: boardField.optional(),
  benchmarkedPrice: decimalField,
  subscriptionPrice: decimalField,
  existingShares: decimalField,
  newShares: decimalField,
  earlierIssues: listField(
    z.object({ newShares: decimalField, subscriptionPrice: decimalField, benchmarkedPrice: decimalField }),
    CalculatorLimits.earlierIssuesMax,
  ).optional(),
});
export type TheoreticalDilutionBody = z.infer<typeof TheoreticalDilutionBodySchema>;

/** POST /au/calculator/generalMandate: the general mandate size (MB 13.36(2)(b)). */
export const GeneralMandateBodySchema = z.object({
  issuedShares: decimalField,
  treasuryShares: decimalField.optional(),
  repurchasedSharesAdded: decimalField.optional(),
  sharesAlreadyIssued: decimalField.optional(),
  proposedShares: decimalField.optional(),
});
export type GeneralMandateBody = z.infer<typeof GeneralMandateBodySchema>;

/** POST /au/calculator/buyBackMoratorium: the first date a new issue is allowed after a buy-back (MB 10.06(3)). */
export const BuyBackMoratoriumBodySchema = z.object({ lastBuyBackDate: dateText, proposedIssueDate: dateText.optional() });
export type BuyBackMoratoriumBody = z.infer<typeof BuyBackMoratoriumBodySchema>;

/** POST /au/calculator/tradingCosts: levies, trading fee and stamp duty of a trade, per side and both sides. */
export const TradingCostsBodySchema = z.object({ consideration: decimalField });
export type TradingCostsBody = z.infer<typeof TradingCostsBodySchema>;

/** POST /au/calculator/reportingDeadlines: results and report deadlines, blackout and buy-back restriction. */
export const ReportingDeadlinesBodySchema = z.object({
  board: boardField.optional(),
  reportType: z.enum(['annual', 'interim', 'quarterly'], { error: 'validation.calculators.reportType' }),
  periodEndDate: dateText,
  publicationDate: dateText.optional(),
  boardMeetingDate: dateText.optional(),
  agmDate: dateText.optional(),
  today: dateText.optional(),
  gemRegime: z.enum(['pre2024', '2024'], { error: 'validation.calculators.gemRegime' }).optional(),
  isBlackoutConservative: booleanField.optional(),
});
export type ReportingDeadlinesBody = z.infer<typeof ReportingDeadlinesBodySchema>;

/** POST /au/calculator/listingFee: the initial or annual listing fee from the Fees Rules tables. */
export const ListingFeeBodySchema = z.object({
  feeType: z.enum(LISTING_FEE_TYPES, { error: 'validation.calculators.feeType' }),
  monetaryValueHkd: decimalField.optional(),
  listedShares: decimalField.optional(),
  nominalValuePerShareHkd: decimalField.optional(),
  isSecondaryListing: booleanField.optional(),
  /** Listing by introduction: the market capitalisation on the 6th to 10th business days before the application, or their average. */
  marketCapitalisationsHkd: listField(decimalField, 5).optional(),
  averageMarketCapitalisationHkd: decimalField.optional(),
  applicationDate: dateText.optional(),
});
export type ListingFeeBody = z.infer<typeof ListingFeeBodySchema>;

/** POST /au/calculator/calendarMonth: one month of the HKEX or Shanghai/Shenzhen calendar. */
export const CalendarMonthBodySchema = z.object({
  market: calendarMarketField.optional(),
  year: integerField.min(CalculatorLimits.yearMin).max(CalculatorLimits.yearMax),
  month: integerField.min(1).max(12),
});
export type CalendarMonthBody = z.infer<typeof CalendarMonthBodySchema>;

/** POST /au/calculator/tradingDay: one day of a market calendar, its neighbours and a move by N trading days. */
export const TradingDayBodySchema = z.object({
  market: calendarMarketField.optional(),
  date: dateText,
  /** Trading days to move from `date` (negative moves back); 0 or absent gives no move. */
  offset: integerField.min(-CalculatorLimits.tradingDayOffsetMax).max(CalculatorLimits.tradingDayOffsetMax).optional(),
});
export type TradingDayBody = z.infer<typeof TradingDayBodySchema>;

// ---------------------------------------------------------------------------
// Results: the domain's CalculationResult, field for field
// ---------------------------------------------------------------------------

/** Result lists are read-only, as the domain returns them. */
const list = <Item extends z.ZodType>(item: Item) => z.array(item).readonly();

const confidenceSchema = z.enum(['V', 'S', 'M']).describe("'V' checked against the rule text, 'S' secondary source, 'M' from memory");
const ruleReferenceSchema = z.object({ rule: z.string(), confidence: confidenceSchema });
const figureSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), list(z.union([z.string(), z.number()]))]);
const figuresSchema = z.record(z.string(), figureSchema);

const stepSchema = z.object({
  key: z.string().describe("stable key translated by the UI, e.g. 'sizeTest.ratio.assets'"),
  figures: figuresSchema,
  rule: z.string().nullable().describe("the rule applied, e.g. 'MB 14.07(1)'; null for plain arithmetic"),
  confidence: confidenceSchema.nullable(),
  basis: z.enum(['marketInformation']).optional().describe('a step without a rule that states market information, not arithmetic'),
});

const noteSchema = <Codes extends Record<string, string>>(codes: Codes) =>
  z.object({
    code: z.enum(codes),
    field: z.string().optional().describe("the input field, as a dotted path (e.g. 'assets.subject')"),
    rule: z.string().optional(),
    confidence: confidenceSchema.optional(),
    params: figuresSchema.optional(),
  });

/**
 * The one result shape of every calculator: `ok` is false exactly when
 * `errors` is not empty, and then `value` is null.
 */
export const calculationResultSchema = <Value extends z.ZodType>(value: Value) =>
  z.object({
    ok: z.boolean(),
    value: value.nullable(),
    steps: list(stepSchema),
    assumptions: list(noteSchema(CalculationAssumptionCodes)),
    warnings: list(noteSchema(CalculationWarningCodes)),
    errors: list(noteSchema(CalculationErrorCodes)),
  });

const sizeRatioSchema = z.object({
  kind: z.enum(['assets', 'profits', 'revenue', 'consideration', 'equity']),
  rule: z.string(),
  confidence: confidenceSchema,
  numerator: z.string(),
  denominator: z.string(),
  percent: z.string().nullable().describe('truncated to 4 decimals; null when anomalous'),
  anomaly: z.enum(['negativeNumerator', 'negativeDenominator', 'zeroDenominator']).nullable(),
});

const highestRatioSchema = z.object({ kind: sizeRatioSchema.shape.kind, percent: z.string() });
const transactionClassSchema = z.enum(['notNotifiable', 'shareTransaction', 'discloseable', 'major', 'verySubstantialDisposal', 'verySubstantialAcquisition']);
const aggregatedTransactionSchema = z.object({ index: z.number(), date: z.string(), direction: z.enum(['acquisition', 'disposal']).nullable() });
/** The aggregation window and which earlier transactions fall in it (MB 14.22, 14A.81). */
const aggregationWindowShape = {
  transactionDate: z.string(),
  windowMonths: z.number(),
  windowStart: z.string().describe('earliest date inside the window (inclusive)'),
  included: list(aggregatedTransactionSchema),
  excluded: list(aggregatedTransactionSchema.extend({ reason: z.enum(['outsideWindow', 'otherDirection']) })),
};

const SizeTestValueSchema = z.object({
  transaction: z.enum(['acquisition', 'disposal', 'both']),
  ratios: list(sizeRatioSchema),
  highestRatio: highestRatioSchema.nullable(),
  classification: transactionClassSchema,
  isIndicative: z.boolean(),
  requirements: z.object({
    announcement: z.boolean(),
    circular: z.boolean(),
    shareholdersApproval: z.boolean(),
    writtenApprovalPossible: z.boolean(),
    rules: list(ruleReferenceSchema),
  }),
  sides: list(
    z.object({ direction: z.enum(['acquisition', 'disposal']), ratios: list(sizeRatioSchema), highestRatio: highestRatioSchema, classification: transactionClassSchema }),
  ).describe("transaction 'both' (MB 14.24): the acquisition and the disposal side; empty otherwise"),
  decidingSide: z.enum(['acquisition', 'disposal']).nullable().describe("transaction 'both': the side whose class was taken"),
  aggregation: z
    .object({ ...aggregationWindowShape, ratios: list(sizeRatioSchema), highestRatio: highestRatioSchema.nullable(), classification: transactionClassSchema })
    .nullable()
    .describe('earlier transactions aggregated (MB 14.22): indicative, Exchange discretion'),
});
export const SizeTestResultSchema = calculationResultSchema(SizeTestValueSchema);
export type SizeTestResult = z.infer<typeof SizeTestResultSchema>;

const ConnectedTransactionValueSchema = z.object({
  ratios: list(sizeRatioSchema),
  totalConsiderationHkd: z.string(),
  exemption: z.enum(['fullyExempt', 'circularAndShareholdersApprovalExempt', 'fullRequirements']),
  basis: z.string().nullable(),
  requirements: z.object({
    announcement: z.boolean(),
    reporting: z.boolean(),
    circular: z.boolean(),
    independentFinancialAdviser: z.boolean(),
    independentShareholdersApproval: z.boolean(),
    rules: list(ruleReferenceSchema),
  }),
  isIndicative: z.boolean(),
  anomalousRatios: list(sizeRatioSchema.shape.kind).describe('ratios set aside as anomalous (MB 14A.80)'),
  aggregation: z
    .object({ ...aggregationWindowShape, ratios: list(sizeRatioSchema), totalConsiderationHkd: z.string() })
    .nullable()
    .describe('earlier connected transactions aggregated (MB 14A.81): indicative'),
});
export const ConnectedTransactionResultSchema = calculationResultSchema(ConnectedTransactionValueSchema);
export type ConnectedTransactionResult = z.infer<typeof ConnectedTransactionResultSchema>;

const MeetingNoticeValueSchema = z.object({
  meetingType: MeetingNoticeBodySchema.shape.meetingType,
  meetingDate: z.string(),
  noticePeriod: z.object({ count: z.number(), unit: z.enum(['clearDays', 'clearBusinessDays', 'businessDays']) }),
  latestNoticeDate: z.string(),
  isLatestNoticeDateBusinessDay: z.boolean().nullable().describe('null past the calendar’s last date (CALENDAR_NOT_PUBLISHED)'),
  latestNoticeBusinessDay: z.string().nullable(),
  latestNoticeDateIfNonBusinessDayPublication: z.string().nullable(),
  deemedServiceDays: z.number().nullable(),
  closurePeriod: z.object({ startDate: z.string(), endDate: z.string(), lengthDays: z.number() }).nullable(),
  agmDeadline: z.string().nullable(),
  daysUntilMeeting: z.number().nullable(),
  daysUntilLatestNotice: z.number().nullable(),
});
export const MeetingNoticeResultSchema = calculationResultSchema(MeetingNoticeValueSchema);
export type MeetingNoticeResult = z.infer<typeof MeetingNoticeResultSchema>;

/** What the server read from the stored prices for a price calculator. */
export const PriceDataUsedSchema = z.object({
  stockCode: z.string(),
  market: z.enum(Markets),
  /** Rows handed to the calculator (the window the rule needs, not the whole history). */
  rows: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** True when any row used is synthetic demonstration data: the UI must say so. */
  isDemonstration: z.boolean(),
  /** True when the rows are the user's own closing prices, not stored ones. */
  isUserGiven: z.boolean().optional(),
});
export type PriceDataUsed = z.infer<typeof PriceDataUsedSchema>;

/** A price calculator's result plus the stored prices it read. */
const priceCalculationResultSchema = <Value extends z.ZodType>(value: Value) =>
  calculationResultSchema(value).extend({ priceData: PriceDataUsedSchema });

const periodAverageSchema = z.object({
  tradingDays: z.number(),
  isComplete: z.boolean(),
  availableDays: z.number(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  averageClose: z.string().nullable(),
  volumeWeightedAverage: z.string().nullable(),
  totalVolume: z.string().nullable(),
  totalTurnover: z.string().nullable(),
  missingTradingDays: list(z.string()),
});
const AveragePriceValueSchema = z.object({
  referenceDate: z.string(),
  window: z.enum(['endingOn', 'before']),
  periods: list(periodAverageSchema),
});
export const AveragePriceResultSchema = priceCalculationResultSchema(AveragePriceValueSchema);
export type AveragePriceResult = z.infer<typeof AveragePriceResultSchema>;

const datedPriceSchema = z.object({ price: z.string(), date: z.string() });
const PriceRangeValueSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  tradingDaysWithPrices: z.number(),
  highestHigh: datedPriceSchema,
  lowestLow: datedPriceSchema,
  highestClose: datedPriceSchema,
  lowestClose: datedPriceSchema,
  firstClose: datedPriceSchema,
  lastClose: datedPriceSchema,
  closeChangePercent: z.string(),
  missingTradingDays: list(z.string()),
});
export const PriceRangeResultSchema = priceCalculationResultSchema(PriceRangeValueSchema);
export type PriceRangeResult = z.infer<typeof PriceRangeResultSchema>;

const PlacingBenchmarkValueSchema = z.object({
  placingPrice: z.string(),
  closingPriceOnAgreementDate: z.string(),
  averageClosingPriceOfFiveDays: z.string(),
  averagingReferenceDate: z.string(),
  benchmarkedPrice: z.string(),
  discountPercent: z.string(),
  isDiscountTwentyPercentOrMore: z.boolean(),
  twentyPercentDiscountPrice: z.string(),
});
export const PlacingBenchmarkResultSchema = priceCalculationResultSchema(PlacingBenchmarkValueSchema);
export type PlacingBenchmarkResult = z.infer<typeof PlacingBenchmarkResultSchema>;

const BuyBackCapValueSchema = z.object({
  averageClosingPrice: z.string(),
  averagingDates: list(z.string()),
  prohibitedFromPrice: z.string(),
  proposedPrice: z.string().nullable(),
  isProposedPricePermitted: z.boolean().nullable(),
});
export const BuyBackCapResultSchema = priceCalculationResultSchema(BuyBackCapValueSchema);
export type BuyBackCapResult = z.infer<typeof BuyBackCapResultSchema>;

const ConversionPriceValueSchema = z.object({
  conversionPrice: z.string(),
  closingPriceOnAgreementDate: z.string(),
  averageClosingPriceOfFiveDays: z.string(),
  averagingReferenceDate: z.string(),
  benchmarkedPrice: z.string(),
  isConversionPriceAllowed: z.boolean(),
});
export const ConversionPriceResultSchema = priceCalculationResultSchema(ConversionPriceValueSchema);
export type ConversionPriceResult = z.infer<typeof ConversionPriceResultSchema>;

const OptionExercisePriceValueSchema = z.object({
  grantDate: z.string(),
  closingPriceOnGrantDate: z.string(),
  averageClosingPriceOfFiveDays: z.string(),
  minimumExercisePrice: z.string(),
  proposedExercisePrice: z.string().nullable(),
  isProposedPriceAllowed: z.boolean().nullable(),
});
export const OptionExercisePriceResultSchema = priceCalculationResultSchema(OptionExercisePriceValueSchema);
export type OptionExercisePriceResult = z.infer<typeof OptionExercisePriceResultSchema>;

const TheoreticalDilutionValueSchema = z.object({
  theoreticalDilutedPrice: z.string(),
  dilutionPercent: z.string().describe('4 decimals, truncated; negative = a premium, no dilution'),
  isDilutionTwentyFivePercentOrMore: z.boolean(),
  aggregatedDilutionPercent: z.string().nullable(),
  isAggregatedDilutionTwentyFivePercentOrMore: z.boolean().nullable(),
  isAllowed: z.boolean(),
});
export const TheoreticalDilutionResultSchema = calculationResultSchema(TheoreticalDilutionValueSchema);
export type TheoreticalDilutionResult = z.infer<typeof TheoreticalDilutionResultSchema>;

const GeneralMandateValueSchema = z.object({
  baseShares: z.string(),
  twentyPercentShares: z.string(),
  repurchasedSharesAdded: z.string(),
  mandateLimitShares: z.string(),
  sharesAlreadyIssued: z.string(),
  remainingShares: z.string(),
  proposedShares: z.string().nullable(),
  isWithinMandate: z.boolean().nullable(),
});
export const GeneralMandateResultSchema = calculationResultSchema(GeneralMandateValueSchema);
export type GeneralMandateResult = z.infer<typeof GeneralMandateResultSchema>;

const BuyBackMoratoriumValueSchema = z.object({
  lastBuyBackDate: z.string(),
  moratoriumEndDate: z.string(),
  firstPermittedIssueDate: z.string(),
  proposedIssueDate: z.string().nullable(),
  isProposedIssueDatePermitted: z.boolean().nullable(),
});
export const BuyBackMoratoriumResultSchema = calculationResultSchema(BuyBackMoratoriumValueSchema);
export type BuyBackMoratoriumResult = z.infer<typeof BuyBackMoratoriumResultSchema>;

const TradingCostsValueSchema = z.object({
  considerationHkd: z.string(),
  costs: list(z.object({ kind: z.enum(['sfcLevy', 'afrcLevy', 'tradingFee', 'stampDuty']), ratePercent: z.string(), perSideHkd: z.string(), bothSidesHkd: z.string() })),
  totalPerSideHkd: z.string(),
  totalBothSidesHkd: z.string(),
});
export const TradingCostsResultSchema = calculationResultSchema(TradingCostsValueSchema);
export type TradingCostsResult = z.infer<typeof TradingCostsResultSchema>;

const deadlineSchema = z.object({
  date: z.string(),
  isBusinessDay: z.boolean().nullable().describe('null past the calendar’s last date (CALENDAR_NOT_PUBLISHED)'),
  latestBusinessDay: z.string().nullable(),
  rule: z.string(),
  confidence: confidenceSchema,
});
const ReportingDeadlinesValueSchema = z.object({
  board: z.enum(ListingBoards),
  reportType: ReportingDeadlinesBodySchema.shape.reportType,
  regime: z.enum(['mainBoard', 'gemPre2024', 'gem2024']),
  periodEndDate: z.string(),
  isMandatory: z.boolean(),
  resultsDeadline: deadlineSchema.nullable(),
  reportDeadline: deadlineSchema.nullable(),
  esgReportDeadline: deadlineSchema.nullable(),
  agmDeadline: deadlineSchema.nullable(),
  publicationDate: z.string(),
  isPublicationDateAssumed: z.boolean(),
  blackout: z.object({
    startDate: z.string(),
    endDate: z.string(),
    lengthDays: z.number().describe("the rule's period: 60 or 30 days"),
    actualDaysBeforePublication: z.number().describe('the real window: days from its start to the day before publication'),
    actualDaysIncludingPublication: z.number(),
    isShortenedToPeriodEnd: z.boolean(),
    notifyExchangeBy: z.string(),
    daysUntilStart: z.number().nullable(),
  }),
  buyBackRestriction: z.object({ startDate: z.string(), endDate: z.string(), rule: z.string(), confidence: confidenceSchema }),
  boardMeetingNoticeDate: z.string().nullable(),
});
export const ReportingDeadlinesResultSchema = calculationResultSchema(ReportingDeadlinesValueSchema);
export type ReportingDeadlinesResult = z.infer<typeof ReportingDeadlinesResultSchema>;

const ListingFeeValueSchema = z.object({
  feeType: ListingFeeBodySchema.shape.feeType,
  basisHkd: z.string(),
  band: z.object({ upToHkdMillions: z.number().nullable(), feeHkd: z.number() }),
  feeHkd: z.string(),
  isUncertain: z.boolean(),
  averagingDates: list(z.string()).nullable(),
});
export const ListingFeeResultSchema = calculationResultSchema(ListingFeeValueSchema);
export type ListingFeeResult = z.infer<typeof ListingFeeResultSchema>;

const holidayNamesSchema = z.object({ en: z.string(), zhHK: z.string(), zhCN: z.string() });
const tradingDayInfoSchema = z.object({
  date: z.string(),
  market: z.enum(CalendarMarkets),
  weekday: z.literal([0, 1, 2, 3, 4, 5, 6]).describe('0 Sunday … 6 Saturday'),
  isTradingDay: z.boolean(),
  isHalfDay: z.boolean(),
  closure: z.enum(['weekend', 'holiday', 'unscheduled', 'unspecified']).nullable(),
  holidayNames: holidayNamesSchema.nullable(),
  session: z.object({ open: z.string(), close: z.string(), breakStart: z.string().nullable(), breakEnd: z.string().nullable() }).nullable(),
  isSevereWeatherTradingInForce: z.boolean(),
  source: z.enum(['record', 'holidayList']),
  isProvisional: z.boolean().describe('XHKG: the day rests on a provisional holiday list until the 1823 feed is imported'),
});

const CalendarMonthValueSchema = z.object({
  market: z.enum(CalendarMarkets),
  year: z.number(),
  month: z.number(),
  days: list(tradingDayInfoSchema),
  tradingDayCount: z.number(),
  halfDayCount: z.number(),
  holidays: list(z.object({ date: z.string(), names: holidayNamesSchema, isWeekday: z.boolean() })),
});
export const CalendarMonthResultSchema = calculationResultSchema(CalendarMonthValueSchema);
export type CalendarMonthResult = z.infer<typeof CalendarMonthResultSchema>;

/** Value of the trading-day calculator (built on the domain calendar primitives). */
const sessionPhaseSchema = z.object({ kind: z.enum(['orderInput', 'noCancellation', 'randomMatching', 'blocking']), start: z.string(), end: z.string() });
const tradingSessionPartSchema = z.object({
  kind: z.enum(['preOpening', 'morning', 'afternoon', 'closingAuction']),
  start: z.string(),
  end: z.string().describe('for a closing auction with a random close: the earliest close'),
  latestEnd: z.string().nullable().describe('closing auction: the latest random close; null for a fixed end'),
  phases: list(sessionPhaseSchema),
  eraFrom: z.string(),
  rule: z.string(),
  confidence: confidenceSchema,
});
/** XHKG only: the trading day whole (hk-rules §7). */
const tradingDayDetailsSchema = z.object({
  day: tradingDayInfoSchema,
  sessions: list(tradingSessionPartSchema),
  isSettlementDay: z.boolean(),
  settlementDate: z.string().nullable().describe('T+2 on CCASS settlement days; null on a closed day or past the calendar'),
  isSevereWeatherTradingInForce: z.boolean(),
  weatherRule: z.enum(['preSevereWeatherTrading']).nullable(),
});

const TradingDayValueSchema = z.object({
  day: tradingDayInfoSchema,
  /** XHKG: sessions with times and eras, settlement date, severe weather; null for XSHG. */
  details: tradingDayDetailsSchema.nullable(),
  /** The last trading day before `date` and the first after it; null at the edge of the calendar. */
  previousTradingDay: z.string().nullable(),
  nextTradingDay: z.string().nullable(),
  offset: z.number(),
  /** `date` moved by `offset` trading days (`date` itself when the offset is 0). */
  offsetDate: z.string(),
});
export type TradingDayValue = z.infer<typeof TradingDayValueSchema>;
export const TradingDayResultSchema = calculationResultSchema(TradingDayValueSchema);
export type TradingDayResult = z.infer<typeof TradingDayResultSchema>;

/** The field helpers and result parts, for the calculator contracts kept in other files (calculator-deadlines.ts). */
export const calculatorFieldParts = { decimalField, dateText, booleanField, integerField, listField, boardField, list, confidenceSchema } as const;

// ---------------------------------------------------------------------------
// Compile-time guard: zod strips keys a schema does not name, so each value
// schema must name every field of its domain type (and accept its values).
// ---------------------------------------------------------------------------

type Mirrors<Schema extends z.ZodType, Value> = [Value] extends [z.input<Schema>]
  ? [z.output<Schema>] extends [Value]
    ? true
    : false
  : false;
type Assert<Condition extends true> = Condition;
type _ResultSchemasMirrorTheDomain = [
  Assert<Mirrors<typeof SizeTestValueSchema, SizeTestValue>>,
  Assert<Mirrors<typeof ConnectedTransactionValueSchema, ConnectedTransactionValue>>,
  Assert<Mirrors<typeof MeetingNoticeValueSchema, MeetingNoticeValue>>,
  Assert<Mirrors<typeof AveragePriceValueSchema, AveragePriceValue>>,
  Assert<Mirrors<typeof PriceRangeValueSchema, PriceRangeValue>>,
  Assert<Mirrors<typeof PlacingBenchmarkValueSchema, PlacingBenchmarkValue>>,
  Assert<Mirrors<typeof BuyBackCapValueSchema, BuyBackPriceCapValue>>,
  Assert<Mirrors<typeof ConversionPriceValueSchema, ConversionPriceValue>>,
  Assert<Mirrors<typeof OptionExercisePriceValueSchema, OptionExercisePriceValue>>,
  Assert<Mirrors<typeof TheoreticalDilutionValueSchema, TheoreticalDilutionValue>>,
  Assert<Mirrors<typeof GeneralMandateValueSchema, GeneralMandateValue>>,
  Assert<Mirrors<typeof BuyBackMoratoriumValueSchema, BuyBackMoratoriumValue>>,
  Assert<Mirrors<typeof TradingCostsValueSchema, TradingCostsValue>>,
  Assert<Mirrors<typeof ReportingDeadlinesValueSchema, ReportingDeadlinesValue>>,
  Assert<Mirrors<typeof ListingFeeValueSchema, ListingFeeValue>>,
  Assert<Mirrors<typeof CalendarMonthValueSchema, MarketCalendarMonth>>,
  Assert<Mirrors<typeof tradingDayInfoSchema, TradingDayInfo>>,
  Assert<Mirrors<typeof tradingDayDetailsSchema, TradingDayDetails>>,
  Assert<Mirrors<ReturnType<typeof calculationResultSchema<typeof ListingFeeValueSchema>>, CalculationResult<ListingFeeValue>>>,
];

