/**
 * The one result shape of every calculator: structured data with stable
 * codes that the UI translates, never English prose as the only output.
 */

/**
 * Confidence tag of a rule, carried from /work/shared/domain/hk-rules.md:
 * 'V' checked against the rule text, 'S' secondary source, 'M' from memory
 * (verify against the current HKEX rulebook; the UI warns).
 */
export type Confidence = 'V' | 'S' | 'M';

/** A rule citation with its confidence tag, e.g. `{ rule: 'MB 14.07(1)', confidence: 'S' }`. */
export type RuleReference = { readonly rule: string; readonly confidence: Confidence };

/** A shown figure: decimals are strings (exact), counts are numbers, dates are 'YYYY-MM-DD'. */
export type Figure = string | number | boolean | null | readonly (string | number)[];

/** Named figures of a step or note. */
export type Figures = Readonly<Record<string, Figure>>;

/** One step of how a result was reached. */
export type CalculationStep = {
  /** Stable key, translated by the UI (e.g. 'sizeTest.assetsRatio'). */
  readonly key: string;
  readonly figures: Figures;
  /** Rule applied in this step, or null for plain arithmetic (or market information, see `basis`). */
  readonly rule: string | null;
  readonly confidence: Confidence | null;
  /** Set on a step without a rule that states market information (prices, sessions) rather than arithmetic. */
  readonly basis?: 'marketInformation';
};

/** Marks a step as market information: no Listing Rule applies, and it is not the calculator's own arithmetic. */
export const MARKET_INFORMATION = 'marketInformation' as const;

/** A warning, error or assumption: a stable code plus what the UI needs to phrase it. */
export type CalculationNote<Code extends string = string> = {
  readonly code: Code;
  /** Input field the note is about, as a dotted path (e.g. 'assets.subject'). */
  readonly field?: string;
  readonly rule?: string;
  readonly confidence?: Confidence;
  readonly params?: Figures;
};

/** Result of every calculator. `ok` is false exactly when `errors` is not empty, and then `value` is null. */
export type CalculationResult<Value> = {
  readonly ok: boolean;
  readonly value: Value | null;
  readonly steps: readonly CalculationStep[];
  /** Readings the result relies on where the rules are silent or uncertain. */
  readonly assumptions: readonly CalculationNote<CalculationAssumptionCode>[];
  readonly warnings: readonly CalculationNote<CalculationWarningCode>[];
  readonly errors: readonly CalculationNote<CalculationErrorCode>[];
};

/** Validation and range errors (the result has no value). */
export const CalculationErrorCodes = {
  /** A required amount is empty (spec §5 "fields not empty"). */
  AMOUNT_REQUIRED: 'AMOUNT_REQUIRED',
  /** An amount is not a number. */
  AMOUNT_INVALID: 'AMOUNT_INVALID',
  /** An amount that must be positive is zero or negative. */
  AMOUNT_NOT_POSITIVE: 'AMOUNT_NOT_POSITIVE',
  /** A part is larger than its total (spec §5 "amount cannot exceed the total"). */
  PART_EXCEEDS_TOTAL: 'PART_EXCEEDS_TOTAL',
  /** A required date is empty. */
  DATE_REQUIRED: 'DATE_REQUIRED',
  /** A date is not a real 'YYYY-MM-DD' date. */
  DATE_INVALID: 'DATE_INVALID',
  /** A date (given or computed) lies outside the calculable calendar range (spec §5). */
  DATE_OUT_OF_RANGE: 'DATE_OUT_OF_RANGE',
  /** A range's start is after its end. */
  DATE_RANGE_INVERTED: 'DATE_RANGE_INVERTED',
  /** A general-meeting notice shorter than the statutory minimum (CO s.571): the articles can only lengthen it. */
  NOTICE_BELOW_STATUTORY: 'NOTICE_BELOW_STATUTORY',
  /** An option is not one of the allowed values. */
  OPTION_INVALID: 'OPTION_INVALID',
  /** No percentage ratio was given or every given one is anomalous. */
  NO_RATIO_COMPUTABLE: 'NO_RATIO_COMPUTABLE',
  /** A time is not 'HH:MM' (24-hour). */
  TIME_INVALID: 'TIME_INVALID',
  /** A time zone is not a UTC offset ('+08:00', 'Z') or a known IANA zone. */
  TIME_ZONE_INVALID: 'TIME_ZONE_INVALID',
  /** A month is not 1–12 or a year outside the calendar. */
  MONTH_INVALID: 'MONTH_INVALID',
  /** Two closures of the same register overlap. */
  CLOSURES_OVERLAP: 'CLOSURES_OVERLAP',
  /** Two price rows share a date. */
  PRICE_DATE_DUPLICATE: 'PRICE_DATE_DUPLICATE',
  /** Not enough price rows for the requested period. */
  PRICES_INSUFFICIENT: 'PRICES_INSUFFICIENT',
  /** No price rows in the requested range. */
  PRICES_NONE_IN_RANGE: 'PRICES_NONE_IN_RANGE',
  /** A share option grant date that is not a business day (MB 17.03E). */
  GRANT_DATE_NOT_BUSINESS_DAY: 'GRANT_DATE_NOT_BUSINESS_DAY',
  /** The brief has no fee table for this fee (GEM annual fee). */
  FEE_TABLE_NOT_AVAILABLE: 'FEE_TABLE_NOT_AVAILABLE',
  /** An earlier transaction to aggregate is dated after this transaction. */
  EARLIER_TRANSACTION_AFTER_CURRENT: 'EARLIER_TRANSACTION_AFTER_CURRENT',
} as const;
/** One of `CalculationErrorCodes`. */
export type CalculationErrorCode = (typeof CalculationErrorCodes)[keyof typeof CalculationErrorCodes];

/** Warnings: the result stands, but the user must look. */
export const CalculationWarningCodes = {
  /** A ratio cannot be computed meaningfully (negative or zero figure): a r.14.20 matter for the Exchange. */
  RATIO_ANOMALOUS: 'RATIO_ANOMALOUS',
  /** The classification rests on fewer ratios than apply, or on a set with an anomalous ratio. */
  CLASSIFICATION_INDICATIVE: 'CLASSIFICATION_INDICATIVE',
  /** A ratio applicable to this transaction was not given. */
  RATIO_NOT_PROVIDED: 'RATIO_NOT_PROVIDED',
  /** A ratio was given that does not apply (equity ratio for a disposal or a cash deal). */
  RATIO_NOT_APPLICABLE: 'RATIO_NOT_APPLICABLE',
  /** Uncapped contingent consideration: treated as at least a major transaction. */
  CONSIDERATION_UNCAPPED: 'CONSIDERATION_UNCAPPED',
  /** Reverse takeover tests are qualitative and were not assessed. */
  REVERSE_TAKEOVER_NOT_ASSESSED: 'REVERSE_TAKEOVER_NOT_ASSESSED',
  /** De minimis is unavailable (new securities, or terms not normal commercial terms). */
  DE_MINIMIS_NOT_AVAILABLE: 'DE_MINIMIS_NOT_AVAILABLE',
  /** Aggregated ratios (MB 14.22, 14A.81) are indicative: the Exchange decides. */
  AGGREGATION_INDICATIVE: 'AGGREGATION_INDICATIVE',
  /** An earlier transaction is outside the aggregation window (or of the other direction) and was not aggregated. */
  EARLIER_TRANSACTION_NOT_AGGREGATED: 'EARLIER_TRANSACTION_NOT_AGGREGATED',
  /** A deadline or latest date falls on a day that is not a business day; it is not extended. */
  DEADLINE_ON_NON_BUSINESS_DAY: 'DEADLINE_ON_NON_BUSINESS_DAY',
  /** A date lies after the calendar's last date (no official holiday list yet): its business days are unknown. */
  CALENDAR_NOT_PUBLISHED: 'CALENDAR_NOT_PUBLISHED',
  /** A date lies in a year whose HK holidays come from a provisional list (reports of the Government's announcement), not the 1823 feed. */
  HOLIDAYS_PROVISIONAL: 'HOLIDAYS_PROVISIONAL',
  /** An event time without a time zone: read as Hong Kong time. */
  TIME_ZONE_ASSUMED_HONG_KONG: 'TIME_ZONE_ASSUMED_HONG_KONG',
  /** The register closures of one year add up to more than 30 days (CO s.632). */
  REGISTER_CLOSURES_OVER_YEARLY_CAP: 'REGISTER_CLOSURES_OVER_YEARLY_CAP',
  /** The record date is not a business day: transfers must be lodged by the business day before. */
  RECORD_DATE_NOT_BUSINESS_DAY: 'RECORD_DATE_NOT_BUSINESS_DAY',
  /** The last day for lodging transfers is less than 4 business days before the meeting (HKSCC practice). */
  LAST_REGISTRATION_TOO_CLOSE_TO_MEETING: 'LAST_REGISTRATION_TOO_CLOSE_TO_MEETING',
  /** A register closure longer than 30 days (CO s.632: 30 days a year, 60 with a members' resolution). */
  REGISTER_CLOSURE_OVER_30_DAYS: 'REGISTER_CLOSURE_OVER_30_DAYS',
  /** The meeting is less than 10 days away (spec §5). */
  MEETING_LESS_THAN_10_DAYS_AWAY: 'MEETING_LESS_THAN_10_DAYS_AWAY',
  /** The latest notice date is less than 1 day away (spec §5). */
  NOTICE_DATE_LESS_THAN_1_DAY_AWAY: 'NOTICE_DATE_LESS_THAN_1_DAY_AWAY',
  /** The latest notice date has already passed. */
  NOTICE_DATE_PASSED: 'NOTICE_DATE_PASSED',
  /** The meeting date is not a business day. */
  MEETING_ON_NON_BUSINESS_DAY: 'MEETING_ON_NON_BUSINESS_DAY',
  /** The meeting is later than the latest date the rules allow (e.g. AGM beyond 6 months). */
  MEETING_AFTER_DEADLINE: 'MEETING_AFTER_DEADLINE',
  /** 5 days or less remain before a dealing blackout starts (spec §5 rush warning). */
  BLACKOUT_STARTS_SOON: 'BLACKOUT_STARTS_SOON',
  /** Today is inside the dealing blackout. */
  BLACKOUT_IN_PROGRESS: 'BLACKOUT_IN_PROGRESS',
  /** The planned publication is after the deadline. */
  PUBLICATION_AFTER_DEADLINE: 'PUBLICATION_AFTER_DEADLINE',
  /** The report is not mandatory for this board and period (quarterly). */
  REPORT_NOT_MANDATORY: 'REPORT_NOT_MANDATORY',
  /** The annual report deadline is set by the AGM date, not by the 4-month limit. */
  ANNUAL_REPORT_BOUND_BY_AGM: 'ANNUAL_REPORT_BOUND_BY_AGM',
  /** A price row is dated on a day the market was closed. */
  PRICE_ON_NON_TRADING_DAY: 'PRICE_ON_NON_TRADING_DAY',
  /** A market trading day inside the window has no price row (suspension or gap). */
  PRICE_MISSING_FOR_TRADING_DAY: 'PRICE_MISSING_FOR_TRADING_DAY',
  /** A price row is internally inconsistent (high below low, close outside the range). */
  PRICE_ROW_INCONSISTENT: 'PRICE_ROW_INCONSISTENT',
  /** A day without trades (volume 0) is inside the averaging window. */
  PRICE_ZERO_VOLUME_DAY: 'PRICE_ZERO_VOLUME_DAY',
  /** The placing price is at a discount of 20 % or more to the benchmarked price. */
  PLACING_DISCOUNT_20_OR_MORE: 'PLACING_DISCOUNT_20_OR_MORE',
  /** The proposed buy-back price is 5 % or more above the 5-day average. */
  BUY_BACK_PRICE_ABOVE_CAP: 'BUY_BACK_PRICE_ABOVE_CAP',
  /** The averages include the reference date, which the 5-day rule tests do not. */
  AVERAGE_INCLUDES_REFERENCE_DATE: 'AVERAGE_INCLUDES_REFERENCE_DATE',
  /** The initial conversion price is lower than the benchmarked price. */
  CONVERSION_PRICE_BELOW_BENCHMARK: 'CONVERSION_PRICE_BELOW_BENCHMARK',
  /** The proposed option exercise price is below the minimum. */
  EXERCISE_PRICE_BELOW_MINIMUM: 'EXERCISE_PRICE_BELOW_MINIMUM',
  /** The theoretical dilution effect (alone or aggregated) is 25 % or more. */
  DILUTION_25_OR_MORE: 'DILUTION_25_OR_MORE',
  /** The issue goes beyond the general mandate. */
  MANDATE_EXCEEDED: 'MANDATE_EXCEEDED',
  /** The proposed issue date falls within 30 days after a buy-back. */
  ISSUE_IN_BUY_BACK_MORATORIUM: 'ISSUE_IN_BUY_BACK_MORATORIUM',
  /** The fee table has a doubtful band (MB initial fee: 4,000 and 5,000 bands equal). */
  FEE_TABLE_UNCERTAIN: 'FEE_TABLE_UNCERTAIN',
} as const;
/** One of `CalculationWarningCodes`. */
export type CalculationWarningCode = (typeof CalculationWarningCodes)[keyof typeof CalculationWarningCodes];

/** Assumptions: how the code reads a rule where the brief marks it uncertain or silent. */
export const CalculationAssumptionCodes = {
  /** Deadlines are not rolled to the next business day (hk-rules §0 [M]). */
  DEADLINE_NOT_EXTENDED: 'DEADLINE_NOT_EXTENDED',
  /** "Within N months" uses the month-end convention (hk-rules §0 [M]). */
  MONTH_END_CONVENTION: 'MONTH_END_CONVENTION',
  /** "N days' notice" counts clear days: neither the notice day nor the meeting day (CO s.571 [S]). */
  CLEAR_DAYS_EXCLUDE_BOTH_ENDS: 'CLEAR_DAYS_EXCLUDE_BOTH_ENDS',
  /** "N clear business days": business days strictly between notice and meeting (r.13.43 counting [M]). */
  CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN: 'CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN',
  /** Half-day trading days count as business days (hk-rules §0 [S]). */
  HALF_DAYS_ARE_BUSINESS_DAYS: 'HALF_DAYS_ARE_BUSINESS_DAYS',
  /** The "if shorter" blackout starts the day after the period end (hk-rules §4, ambiguous). */
  BLACKOUT_STARTS_AFTER_PERIOD_END: 'BLACKOUT_STARTS_AFTER_PERIOD_END',
  /** Conservative switch: the blackout includes the period-end day. */
  BLACKOUT_INCLUDES_PERIOD_END: 'BLACKOUT_INCLUDES_PERIOD_END',
  /** No publication date given: results assumed published on the deadline. */
  PUBLICATION_ON_DEADLINE: 'PUBLICATION_ON_DEADLINE',
  /** "5 days or less" before a blackout counts calendar days. */
  RUSH_WINDOW_CALENDAR_DAYS: 'RUSH_WINDOW_CALENDAR_DAYS',
  /** GEM: the pre-2024 or 2024 regime chosen by whether the old deadline falls before 1 Jan 2024. */
  GEM_REGIME_BY_OLD_DEADLINE: 'GEM_REGIME_BY_OLD_DEADLINE',
  /** Share counts exclude treasury shares (post-11 Jun 2024 wording not seen, [M]). */
  TREASURY_SHARES_EXCLUDED: 'TREASURY_SHARES_EXCLUDED',
  /** Aggregation sums the numerators against the current denominators; the window counts back from this transaction's date, that day included ([M]). */
  AGGREGATION_SUMS_NUMERATORS: 'AGGREGATION_SUMS_NUMERATORS',
  /** Loss-making figures: the profits ratio is set aside, never taken as an absolute value (r.14.20 [M]). */
  NEGATIVE_FIGURES_NOT_ABSOLUTED: 'NEGATIVE_FIGURES_NOT_ABSOLUTED',
  /** Classification thresholds as in the 14.08 table valid to 10 Jun 2024; unchanged since [M]. */
  THRESHOLDS_UNCHANGED_SINCE_2024: 'THRESHOLDS_UNCHANGED_SINCE_2024',
  /** Averages are over the days with a price row (the days on which the shares traded). */
  AVERAGE_OVER_PRICE_ROWS: 'AVERAGE_OVER_PRICE_ROWS',
  /** No Listing Rule uses the 10- to 90-day averages: market information only (hk-rules §5). */
  LONGER_AVERAGES_NOT_IN_RULES: 'LONGER_AVERAGES_NOT_IN_RULES',
  /** The prices given are closes only: open, high and low are taken as the close; volume and turnover unknown. */
  PRICES_CLOSE_ONLY: 'PRICES_CLOSE_ONLY',
  /** The highest/lowest prices are arithmetic over the stored prices; no rule applies. */
  PRICE_RANGE_NOT_IN_RULES: 'PRICE_RANGE_NOT_IN_RULES',
  /** Aggregated dilution: all issues as if made with the first, at the weighted average discount; indicative. */
  DILUTION_AGGREGATION_INDICATIVE: 'DILUTION_AGGREGATION_INDICATIVE',
  /** The buy-back moratorium counts calendar days and includes the buy-back day. */
  MORATORIUM_INCLUDES_BUY_BACK_DAY: 'MORATORIUM_INCLUDES_BUY_BACK_DAY',
  /** Levies and the trading fee are rounded to the cent. */
  LEVIES_ROUNDED_TO_CENT: 'LEVIES_ROUNDED_TO_CENT',
  /** Stamp duty at 0.1 % per side, the rate since 17 Nov 2023 (date [M]). */
  STAMP_DUTY_RATE_SINCE_2023: 'STAMP_DUTY_RATE_SINCE_2023',
  /** The HK$0.50 trading tariff and the CCASS settlement fee are taken as removed from 1 Jan 2023 [M]. */
  TRADING_TARIFF_REMOVED: 'TRADING_TARIFF_REMOVED',
  /** Nominal value below HK$0.25 per share deemed HK$0.25 (Fees Rules). */
  NOMINAL_VALUE_DEEMED_MINIMUM: 'NOMINAL_VALUE_DEEMED_MINIMUM',
  /** Notice may be published on a non-business day (alternative latest date shown). */
  NON_BUSINESS_DAY_PUBLICATION: 'NON_BUSINESS_DAY_PUBLICATION',
  /** Notice counts as served this many days after it is sent (the articles' deemed-service rules; hk-rules §0). */
  DEEMED_SERVICE_DAYS: 'DEEMED_SERVICE_DAYS',
  /** A deadline "by 08:30 on the Nth business day" counts the business days after the day (or month end) itself (hk-rules §9 [M]). */
  BUSINESS_DAYS_AFTER_COUNTING: 'BUSINESS_DAYS_AFTER_COUNTING',
  /** An event outside Hong Kong is converted to Hong Kong time (UTC+8) before its day is taken (r.13.25A). */
  EVENT_TIME_IN_HONG_KONG: 'EVENT_TIME_IN_HONG_KONG',
  /** The last day for lodging transfers is the business day before the closure (or record date), 16:30 (HKEX guide [S]). */
  LAST_LODGEMENT_BUSINESS_DAY_BEFORE: 'LAST_LODGEMENT_BUSINESS_DAY_BEFORE',
  /** Ex-date: with T+2 settlement, the business day before the last day for lodging transfers (market practice [M]). */
  EX_DATE_ONE_BUSINESS_DAY_BEFORE_LODGEMENT: 'EX_DATE_ONE_BUSINESS_DAY_BEFORE_LODGEMENT',
  /** The 30-day yearly cap counts calendar days of all closures in the calendar year, both ends included (CO s.632 [M]). */
  CLOSURE_CAP_CALENDAR_YEAR: 'CLOSURE_CAP_CALENDAR_YEAR',
  /** "At least N business days before X" (r.13.66): P ≤ X − N business days (hk-rules §0). */
  BUSINESS_DAYS_BEFORE_COUNTING: 'BUSINESS_DAYS_BEFORE_COUNTING',
} as const;
/** One of `CalculationAssumptionCodes`. */
export type CalculationAssumptionCode = (typeof CalculationAssumptionCodes)[keyof typeof CalculationAssumptionCodes];

/**
 * Collects steps and notes while a calculator runs, then freezes them into
 * a `CalculationResult`. Internal helper shared by the calculators.
 */
export class ResultBuilder {
  readonly steps: CalculationStep[] = [];
  readonly assumptions: CalculationNote<CalculationAssumptionCode>[] = [];
  readonly warnings: CalculationNote<CalculationWarningCode>[] = [];
  readonly errors: CalculationNote<CalculationErrorCode>[] = [];

  /** Records a step; `reference` null for plain arithmetic, MARKET_INFORMATION for market facts no rule uses. */
  step(key: string, figures: Figures, reference: RuleReference | null | typeof MARKET_INFORMATION = null): void {
    if (reference === MARKET_INFORMATION) {
      this.steps.push({ key, figures, rule: null, confidence: null, basis: MARKET_INFORMATION });
      return;
    }
    this.steps.push({ key, figures, rule: reference?.rule ?? null, confidence: reference?.confidence ?? null });
  }

  /** Records an error. */
  error(code: CalculationErrorCode, note: Omit<CalculationNote, 'code'> = {}): void {
    this.errors.push({ code, ...note });
  }

  /** Records a warning (once per code, field and params). */
  warn(code: CalculationWarningCode, note: Omit<CalculationNote, 'code'> = {}): void {
    const candidate = { code, ...note };
    const key = JSON.stringify(candidate);
    if (!this.warnings.some((existing) => JSON.stringify(existing) === key)) this.warnings.push(candidate);
  }

  /** Records an assumption (once per code). */
  assume(code: CalculationAssumptionCode, reference: RuleReference | null = null, params?: Figures): void {
    if (this.assumptions.some((existing) => existing.code === code)) return;
    this.assumptions.push({
      code,
      ...(reference ? { rule: reference.rule, confidence: reference.confidence } : {}),
      ...(params ? { params } : {}),
    });
  }

  /** True when an error has been recorded. */
  hasErrors(): boolean {
    return this.errors.length > 0;
  }

  /** The frozen result; the value is dropped when there are errors. */
  finish<Value>(value: NoInfer<Value> | null): CalculationResult<Value> {
    const ok = this.errors.length === 0;
    return {
      ok,
      value: ok ? value : null,
      steps: this.steps,
      assumptions: this.assumptions,
      warnings: this.warnings,
      errors: this.errors,
    };
  }
}
