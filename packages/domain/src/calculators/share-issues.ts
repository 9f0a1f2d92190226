import { PRICE_BENCHMARKS } from './calculator-limits';
import { add, compare, divide, exact, formatExact, formatPlain, isNegative, isZero, multiply, percent, subtract, sum, toPercent, ZERO, type DecimalInput, type Exact } from './decimal';
import { readAmount, readOption, readShareCount } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** Display precision of a theoretical price and of a percentage. */
const DECIMALS = 4;

/** An earlier rights issue, open offer or specific mandate placing announced within the 12 months. */
export type EarlierIssue = {
  readonly newShares: DecimalInput;
  readonly subscriptionPrice: DecimalInput;
  /** The benchmarked price at the time of that issue. */
  readonly benchmarkedPrice: DecimalInput;
};

/** Input of the theoretical dilution test (MB 7.27B; GEM 10.44A). */
export type TheoreticalDilutionInput = {
  readonly board?: ListingBoard;
  readonly benchmarkedPrice: DecimalInput;
  readonly subscriptionPrice: DecimalInput;
  /** Shares in issue immediately before the issue. */
  readonly existingShares: DecimalInput;
  readonly newShares: DecimalInput;
  /** Optional: earlier issues to aggregate (indicative). */
  readonly earlierIssues?: readonly EarlierIssue[];
};

/** Value of the theoretical dilution result. */
export type TheoreticalDilutionValue = {
  readonly theoreticalDilutedPrice: string;
  /** (benchmarked − theoretical diluted) ÷ benchmarked, percent, 4 decimals truncated; negative means no dilution (a premium). */
  readonly dilutionPercent: string;
  readonly isDilutionTwentyFivePercentOrMore: boolean;
  /** With the earlier issues, as if all were made with the first; null without earlier issues. */
  readonly aggregatedDilutionPercent: string | null;
  readonly isAggregatedDilutionTwentyFivePercentOrMore: boolean | null;
  /** False when this issue alone or the aggregate reaches 25 %. */
  readonly isAllowed: boolean;
};

type Issue = { readonly newShares: Exact; readonly discount: Exact };

const isTwentyFiveOrMore = (fraction: Exact): boolean => compare(fraction, percent(PRICE_BENCHMARKS.rightsIssueMaxDilutionPercent)) >= 0;

/**
 * Aggregation (rule note 1(c) as we read it): the issues are treated as made
 * together with the first, the funds from the new shares at their weighted
 * average discount. The dilution is then Σ(new shares × discount) ÷ (shares
 * before the first issue + Σ new shares).
 */
const aggregateDilution = (issues: readonly Issue[], sharesBeforeFirstIssue: Exact): Exact => {
  const enlarged = add(sharesBeforeFirstIssue, sum(issues.map((issue) => issue.newShares)));
  return divide(sum(issues.map((issue) => multiply(issue.newShares, issue.discount))), enlarged);
};

const readEarlierIssues = (builder: ResultBuilder, issues: readonly EarlierIssue[]): Issue[] =>
  issues.flatMap((issue, index) => {
    const field = `earlierIssues.${index}`;
    const newShares = readShareCount(builder, `${field}.newShares`, issue.newShares, 'positive');
    const price = readAmount(builder, `${field}.subscriptionPrice`, issue.subscriptionPrice, 'positive');
    const benchmark = readAmount(builder, `${field}.benchmarkedPrice`, issue.benchmarkedPrice, 'positive');
    return newShares && price && benchmark ? [{ newShares, discount: divide(subtract(benchmark, price), benchmark) }] : [];
  });

/**
 * Rights issue, open offer (or specific mandate placing): not allowed when
 * the theoretical dilution effect is 25 % or more, alone or aggregated with
 * the issues of the previous 12 months. Exactly 25 % is not allowed.
 */
export const calculateTheoreticalDilution = (input: TheoreticalDilutionInput): CalculationResult<TheoreticalDilutionValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const benchmark = readAmount(builder, 'benchmarkedPrice', input.benchmarkedPrice, 'positive');
  const price = readAmount(builder, 'subscriptionPrice', input.subscriptionPrice, 'positive');
  const existing = readShareCount(builder, 'existingShares', input.existingShares, 'positive');
  const newShares = readShareCount(builder, 'newShares', input.newShares, 'positive');
  const earlier = readEarlierIssues(builder, input.earlierIssues ?? []);
  if (!board || !benchmark || !price || !existing || !newShares || builder.hasErrors()) return builder.finish(null);
  const rule = getRule('rightsIssueDilution', board);

  const enlarged = add(existing, newShares);
  const theoreticalPrice = divide(add(multiply(benchmark, existing), multiply(price, newShares)), enlarged);
  const dilution = divide(subtract(benchmark, theoreticalPrice), benchmark);
  const isAloneTooHigh = isTwentyFiveOrMore(dilution);
  builder.step(
    'dilution.theoretical',
    {
      benchmarkedPrice: formatPlain(benchmark),
      existingShares: formatPlain(existing),
      subscriptionPrice: formatPlain(price),
      newShares: formatPlain(newShares),
      theoreticalDilutedPrice: formatExact(theoreticalPrice, DECIMALS),
      dilutionPercent: formatExact(toPercent(dilution), DECIMALS, 'down'),
      limitPercent: PRICE_BENCHMARKS.rightsIssueMaxDilutionPercent,
    },
    rule,
  );

  let aggregate: Exact | null = null;
  if (earlier.length > 0) {
    const sharesBeforeFirstIssue = subtract(existing, sum(earlier.map((issue) => issue.newShares)));
    if (isNegative(sharesBeforeFirstIssue) || isZero(sharesBeforeFirstIssue)) {
      builder.error('PART_EXCEEDS_TOTAL', { field: 'earlierIssues', params: { total: 'existingShares' } });
      return builder.finish(null);
    }
    aggregate = aggregateDilution([...earlier, { newShares, discount: divide(subtract(benchmark, price), benchmark) }], sharesBeforeFirstIssue);
    builder.assume('DILUTION_AGGREGATION_INDICATIVE', rule);
    builder.step(
      'dilution.aggregated',
      {
        issues: earlier.length + 1,
        sharesBeforeFirstIssue: formatPlain(sharesBeforeFirstIssue),
        totalNewShares: formatPlain(add(newShares, sum(earlier.map((issue) => issue.newShares)))),
        aggregatedDilutionPercent: formatExact(toPercent(aggregate), DECIMALS, 'down'),
      },
      rule,
    );
  }
  const isAggregateTooHigh = aggregate === null ? null : isTwentyFiveOrMore(aggregate);
  if (isAloneTooHigh || isAggregateTooHigh) builder.warn('DILUTION_25_OR_MORE', { field: isAloneTooHigh ? 'subscriptionPrice' : 'earlierIssues', ...rule });
  return builder.finish({
    theoreticalDilutedPrice: formatExact(theoreticalPrice, DECIMALS),
    dilutionPercent: formatExact(toPercent(dilution), DECIMALS, 'down'),
    isDilutionTwentyFivePercentOrMore: isAloneTooHigh,
    aggregatedDilutionPercent: aggregate === null ? null : formatExact(toPercent(aggregate), DECIMALS, 'down'),
    isAggregatedDilutionTwentyFivePercentOrMore: isAggregateTooHigh,
    isAllowed: !isAloneTooHigh && !isAggregateTooHigh,
  });
};

/** Input of the general mandate size (MB 13.36(2)(b) [M]). */
export type GeneralMandateInput = {
  /** Issued shares at the date of the resolution, treasury shares included if any. */
  readonly issuedShares: DecimalInput;
  /** Treasury shares at that date (excluded from the base). */
  readonly treasuryShares?: DecimalInput;
  /** Shares bought back since, added when the shareholders separately approved the extension. */
  readonly repurchasedSharesAdded?: DecimalInput;
  /** Shares already issued under this mandate. */
  readonly sharesAlreadyIssued?: DecimalInput;
  /** The issue to check (optional). */
  readonly proposedShares?: DecimalInput;
};

/** Value of the general mandate result. */
export type GeneralMandateValue = {
  /** Issued shares less treasury shares. */
  readonly baseShares: string;
  /** 20 % of the base, rounded down to whole shares. */
  readonly twentyPercentShares: string;
  readonly repurchasedSharesAdded: string;
  readonly mandateLimitShares: string;
  readonly sharesAlreadyIssued: string;
  /** Limit less the shares already issued (never below zero). */
  readonly remainingShares: string;
  readonly proposedShares: string | null;
  /** Null without a proposed issue; exactly the limit is within it. */
  readonly isWithinMandate: boolean | null;
};

const optionalShares = (builder: ResultBuilder, field: string, value: DecimalInput | undefined): Exact | null =>
  value === undefined || value === '' ? ZERO : readShareCount(builder, field, value, 'nonNegative');

/** Whole shares at or below `value` (value ≥ 0). */
const wholeSharesDown = (value: Exact): Exact => exact(value.numerator / value.denominator);

/**
 * General mandate: at most 20 % of the issued shares (excluding treasury
 * shares) at the date of the resolution, plus repurchased shares when
 * separately approved. An issue up to exactly the limit is allowed.
 */
export const calculateGeneralMandate = (input: GeneralMandateInput): CalculationResult<GeneralMandateValue> => {
  const builder = new ResultBuilder();
  const issued = readShareCount(builder, 'issuedShares', input.issuedShares, 'positive');
  const treasury = optionalShares(builder, 'treasuryShares', input.treasuryShares);
  const repurchased = optionalShares(builder, 'repurchasedSharesAdded', input.repurchasedSharesAdded);
  const alreadyIssued = optionalShares(builder, 'sharesAlreadyIssued', input.sharesAlreadyIssued);
  const proposed = input.proposedShares === undefined || input.proposedShares === '' ? undefined : readShareCount(builder, 'proposedShares', input.proposedShares, 'positive');
  if (!issued || !treasury || !repurchased || !alreadyIssued || proposed === null || builder.hasErrors()) return builder.finish(null);
  if (compare(treasury, issued) >= 0) {
    builder.error('PART_EXCEEDS_TOTAL', { field: 'treasuryShares', params: { total: 'issuedShares' } });
    return builder.finish(null);
  }
  const rule = getRule('generalMandateSize');
  const base = subtract(issued, treasury);
  const twentyPercent = wholeSharesDown(multiply(base, percent(PRICE_BENCHMARKS.generalMandatePercent)));
  const limit = add(twentyPercent, repurchased);
  const remaining = compare(alreadyIssued, limit) >= 0 ? ZERO : subtract(limit, alreadyIssued);
  const isWithin = proposed === undefined ? null : compare(add(alreadyIssued, proposed), limit) <= 0;
  builder.assume('TREASURY_SHARES_EXCLUDED', rule);
  builder.step(
    'mandate.size',
    {
      issuedShares: formatPlain(issued),
      treasuryShares: formatPlain(treasury),
      baseShares: formatPlain(base),
      percent: PRICE_BENCHMARKS.generalMandatePercent,
      twentyPercentShares: formatPlain(twentyPercent),
      repurchasedSharesAdded: formatPlain(repurchased),
      mandateLimitShares: formatPlain(limit),
      sharesAlreadyIssued: formatPlain(alreadyIssued),
      remainingShares: formatPlain(remaining),
    },
    rule,
  );
  if (compare(alreadyIssued, limit) > 0 || isWithin === false) builder.warn('MANDATE_EXCEEDED', { field: isWithin === false ? 'proposedShares' : 'sharesAlreadyIssued', ...rule });
  return builder.finish({
    baseShares: formatPlain(base),
    twentyPercentShares: formatPlain(twentyPercent),
    repurchasedSharesAdded: formatPlain(repurchased),
    mandateLimitShares: formatPlain(limit),
    sharesAlreadyIssued: formatPlain(alreadyIssued),
    remainingShares: formatPlain(remaining),
    proposedShares: proposed === undefined ? null : formatPlain(proposed),
    isWithinMandate: isWithin,
  });
};
