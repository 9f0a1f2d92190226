import {
  compare,
  divide,
  formatExact,
  formatPlain,
  fromInteger,
  isNegative,
  isZero,
  multiply,
  percent,
  subtract,
  toPercent,
  type DecimalInput,
  type Exact,
} from './decimal';
import { readAmount, readOptionalAmount, readShareCount } from './inputs';
import type { Confidence, ResultBuilder } from './result';
import { getRule, type ListingBoard, type RuleKey } from './rules';

/** The five percentage ratios (MB 14.07; GEM 19.07). */
export type RatioKind = 'assets' | 'profits' | 'revenue' | 'consideration' | 'equity';

/** Numerator (the subject of the transaction) and denominator (the listed issuer). */
export type RatioFigures = {
  /** Figure attributable to the assets that are the subject of the transaction. */
  readonly subject: DecimalInput;
  /** The same figure of the listed issuer. */
  readonly issuer: DecimalInput;
};

/** MB 14.16: total assets may be reduced by dividends proposed or declared since the accounts. */
export type AssetsFigures = RatioFigures & { readonly issuerDividendsToDeduct?: DecimalInput };

/**
 * MB 14.07(4): consideration against total market capitalisation, given
 * directly or as the 5-business-day average closing price × issued shares.
 */
export type ConsiderationFigures = {
  readonly consideration: DecimalInput;
  readonly marketCapitalisation?: DecimalInput;
  readonly averageClosingPrice?: DecimalInput;
  readonly issuedShares?: DecimalInput;
};

/** MB 14.07(5): shares issued as consideration against issued shares before the transaction. */
export type EquityFigures = {
  readonly sharesToBeIssued: DecimalInput;
  readonly issuedSharesBeforeTransaction: DecimalInput;
};

/** MB 14.25–14.28: share of a target's figures taken when equity capital is bought or sold. */
export type EquityInterest = {
  /** Percentage interest acquired or disposed of (0 < p ≤ 100). */
  readonly percent: DecimalInput;
  /** True when the acquisition consolidates, or the disposal de-consolidates, the target: 100 % is used (r.14.28). */
  readonly changesConsolidation?: boolean;
};

/** Why a ratio could not be computed meaningfully. */
export type RatioAnomaly = 'negativeNumerator' | 'negativeDenominator' | 'zeroDenominator';

/** One computed percentage ratio. */
export type SizeRatio = {
  readonly kind: RatioKind;
  readonly rule: string;
  readonly confidence: Confidence;
  /** Numerator and denominator after the rule's adjustments, as exact decimal strings. */
  readonly numerator: string;
  readonly denominator: string;
  /** Percentage truncated to 4 decimals (never shows a threshold the exact ratio does not reach); null when anomalous. */
  readonly percent: string | null;
  readonly anomaly: RatioAnomaly | null;
};

/** A ratio with its exact figures, for comparisons and aggregation. */
export type ExactRatio = SizeRatio & {
  readonly exactPercent: Exact | null;
  readonly exactNumerator: Exact;
  readonly exactDenominator: Exact;
};

const RATIO_RULE: Readonly<Record<RatioKind, RuleKey>> = {
  assets: 'assetsRatio',
  profits: 'profitsRatio',
  revenue: 'revenueRatio',
  consideration: 'considerationRatio',
  equity: 'equityRatio',
};

/** True when `ratio` is computed and at or above `threshold` percent (lower bound inclusive). */
export const reaches = (ratio: ExactRatio, threshold: string): boolean =>
  ratio.exactPercent !== null && compare(ratio.exactPercent, toPercent(percent(threshold))) >= 0;

/** True when `ratio` is computed and strictly below `threshold` percent. */
export const isBelow = (ratio: ExactRatio, threshold: string): boolean =>
  ratio.exactPercent !== null && compare(ratio.exactPercent, toPercent(percent(threshold))) < 0;

/**
 * Divides numerator by denominator, or marks the ratio anomalous (MB 14.20:
 * negative or zero figures give no meaningful ratio; never take absolute
 * values). Records nothing: `buildRatio` adds the step and the warning.
 */
export const computeRatio = (board: ListingBoard, kind: RatioKind, numerator: Exact, denominator: Exact): ExactRatio => {
  const reference = getRule(RATIO_RULE[kind], board);
  let anomaly: RatioAnomaly | null = null;
  if (isZero(denominator)) anomaly = 'zeroDenominator';
  else if (isNegative(denominator)) anomaly = 'negativeDenominator';
  else if (isNegative(numerator)) anomaly = 'negativeNumerator';
  const exactPercent = anomaly ? null : toPercent(divide(numerator, denominator));
  return {
    kind,
    rule: reference.rule,
    confidence: reference.confidence,
    numerator: formatPlain(numerator),
    denominator: formatPlain(denominator),
    percent: exactPercent ? formatExact(exactPercent, 4, 'down') : null,
    anomaly,
    exactPercent,
    exactNumerator: numerator,
    exactDenominator: denominator,
  };
};

/** Computes a ratio and records its step; an anomalous ratio is flagged as a MB 14.20 matter. */
export const buildRatio = (
  builder: ResultBuilder,
  board: ListingBoard,
  kind: RatioKind,
  numerator: Exact,
  denominator: Exact,
): ExactRatio => {
  const ratio = computeRatio(board, kind, numerator, denominator);
  const { anomaly } = ratio;
  builder.step(
    `sizeTest.ratio.${kind}`,
    { numerator: ratio.numerator, denominator: ratio.denominator, percent: ratio.percent, anomaly },
    getRule(RATIO_RULE[kind], board),
  );
  if (anomaly) {
    // MB 14.20: the issuer applies to the Exchange to disregard the ratio or use other tests.
    builder.warn('RATIO_ANOMALOUS', {
      field: kind,
      ...getRule('anomalousResult', board),
      params: { ratio: kind, anomaly },
    });
    builder.assume('NEGATIVE_FIGURES_NOT_ABSOLUTED', getRule('negativeFigures', board));
  }
  return ratio;
};

/** Reads an interest percentage for r.14.25–14.28; returns the multiplier (1 when consolidation changes). */
export const readEquityInterest = (
  builder: ResultBuilder,
  board: ListingBoard,
  interest: EquityInterest | undefined,
  field = 'equityInterest.percent',
): Exact | null | undefined => {
  if (!interest) return undefined;
  const value = readAmount(builder, field, interest.percent, 'positive');
  if (!value) return null;
  if (compare(value, fromInteger(100)) > 0) {
    // The interest acquired or disposed of is a part of 100 % of the target.
    builder.error('PART_EXCEEDS_TOTAL', { field, params: { total: '100' } });
    return null;
  }
  const multiplier = interest.changesConsolidation ? fromInteger(1) : divide(value, fromInteger(100));
  builder.step(
    'sizeTest.equityInterest',
    { interestPercent: formatPlain(value), appliedPercent: formatPlain(toPercent(multiplier)), changesConsolidation: Boolean(interest.changesConsolidation) },
    getRule('equityInterest', board),
  );
  return multiplier;
};

/** How `readFinancialRatio` treats one side of a transaction. */
export type FinancialRatioOptions = {
  /** Share of the target taken (r.14.25–14.28); undefined for 100 %. */
  readonly interestMultiplier?: Exact;
  /** A disposal: the part disposed of cannot exceed the issuer's total (spec §5). */
  readonly isDisposal: boolean;
  /** Path of the numerator field in errors (default '<kind>.subject'). */
  readonly subjectField?: string;
};

/** Reads assets, profits or revenue figures; applies the equity-interest multiplier to the numerator. */
export const readFinancialRatio = (
  builder: ResultBuilder,
  board: ListingBoard,
  kind: 'assets' | 'profits' | 'revenue',
  figures: (RatioFigures & { issuerDividendsToDeduct?: DecimalInput }) | undefined,
  { interestMultiplier, isDisposal, subjectField = `${kind}.subject` }: FinancialRatioOptions,
): ExactRatio | null => {
  if (!figures) return null;
  const subject = readAmount(builder, subjectField, figures.subject);
  const issuer = readAmount(builder, `${kind}.issuer`, figures.issuer);
  const dividends =
    kind === 'assets' ? readOptionalAmount(builder, 'assets.issuerDividendsToDeduct', figures.issuerDividendsToDeduct, 'nonNegative') : undefined;
  if (!subject || !issuer || dividends === null) return null;
  const numerator = interestMultiplier ? multiply(subject, interestMultiplier) : subject;
  // Profits may be losses; only what is disposed of from assets and revenue is a part of a total.
  const partMustNotExceedTotal = isDisposal && kind !== 'profits';
  if (partMustNotExceedTotal && !isNegative(numerator) && !isNegative(issuer) && compare(numerator, issuer) > 0) {
    // Spec §5: a part cannot exceed its total (what is disposed of is part of the issuer's group).
    builder.error('PART_EXCEEDS_TOTAL', { field: subjectField, params: { part: formatPlain(numerator), total: formatPlain(issuer) } });
    return null;
  }
  let denominator = issuer;
  if (dividends) {
    if (compare(dividends, issuer) > 0) {
      builder.error('PART_EXCEEDS_TOTAL', { field: 'assets.issuerDividendsToDeduct', params: { part: formatPlain(dividends), total: formatPlain(issuer) } });
      return null;
    }
    // MB 14.16(1): deduct dividends proposed in, or declared since, the accounts used.
    denominator = subtract(issuer, dividends);
    builder.step(
      'sizeTest.assetsDenominatorAdjusted',
      { totalAssets: formatPlain(issuer), dividendsDeducted: formatPlain(dividends), adjustedTotalAssets: formatPlain(denominator) },
      getRule('assetsFigures', board),
    );
  }
  if (kind === 'profits') builder.step('sizeTest.profitsDefinition', {}, getRule('profitsDefinition', board));
  if (kind === 'revenue') builder.step('sizeTest.revenueDefinition', {}, getRule('revenueDefinition', board));
  return buildRatio(builder, board, kind, numerator, denominator);
};

/**
 * Reads the market capitalisation (MB 14.07(4)): given, or built from the
 * 5-business-day average closing price × issued shares. Null on errors.
 */
export const readMarketCapitalisation = (
  builder: ResultBuilder,
  board: ListingBoard,
  figures: Omit<ConsiderationFigures, 'consideration'>,
): Exact | null => {
  const givenCapitalisation = readOptionalAmount(builder, 'consideration.marketCapitalisation', figures.marketCapitalisation, 'positive');
  if (givenCapitalisation !== undefined) return givenCapitalisation;
  const price = readAmount(builder, 'consideration.averageClosingPrice', figures.averageClosingPrice, 'positive');
  const shares = readShareCount(builder, 'consideration.issuedShares', figures.issuedShares, 'positive');
  if (!price || !shares) return null;
  const marketCapitalisation = multiply(price, shares);
  // MB 14.07(4): 5-business-day average closing price before the transaction × issued shares.
  builder.step(
    'sizeTest.marketCapitalisation',
    { averageClosingPrice: formatPlain(price), issuedShares: formatPlain(shares), marketCapitalisation: formatPlain(marketCapitalisation) },
    getRule('considerationRatio', board),
  );
  builder.assume('TREASURY_SHARES_EXCLUDED', getRule('treasuryShares', board));
  return marketCapitalisation;
};

/** The consideration ratio of a consideration already read (MB 14.15 value against the market capitalisation). */
export const buildConsiderationRatio = (builder: ResultBuilder, board: ListingBoard, consideration: Exact, marketCapitalisation: Exact): ExactRatio => {
  builder.step('sizeTest.considerationValue', { consideration: formatPlain(consideration) }, getRule('considerationValue', board));
  return buildRatio(builder, board, 'consideration', consideration, marketCapitalisation);
};

/** Reads the consideration ratio; the market capitalisation is given or built from price × shares. */
export const readConsiderationRatio = (
  builder: ResultBuilder,
  board: ListingBoard,
  figures: (Omit<ConsiderationFigures, 'consideration'> & { consideration?: DecimalInput }) | undefined,
  considerationOverride?: Exact,
): ExactRatio | null => {
  if (!figures) return null;
  const consideration = considerationOverride ?? readAmount(builder, 'consideration.consideration', figures.consideration);
  const marketCapitalisation = readMarketCapitalisation(builder, board, figures);
  if (!consideration || !marketCapitalisation) return null;
  return buildConsiderationRatio(builder, board, consideration, marketCapitalisation);
};

/** Reads the equity capital ratio (shares counts must be whole). */
export const readEquityRatio = (builder: ResultBuilder, board: ListingBoard, figures: EquityFigures | undefined): ExactRatio | null => {
  if (!figures) return null;
  const issued = readShareCount(builder, 'equity.sharesToBeIssued', figures.sharesToBeIssued, 'nonNegative');
  const before = readShareCount(builder, 'equity.issuedSharesBeforeTransaction', figures.issuedSharesBeforeTransaction, 'positive');
  if (!issued || !before) return null;
  builder.assume('TREASURY_SHARES_EXCLUDED', getRule('treasuryShares', board));
  return buildRatio(builder, board, 'equity', issued, before);
};

/** Public view of a ratio (drops the exact values). */
export const toPublicRatio = ({ exactPercent: _percent, exactNumerator: _numerator, exactDenominator: _denominator, ...ratio }: ExactRatio): SizeRatio =>
  ratio;
