import {
  AGGREGATION_WINDOW_MONTHS,
  aggregateRatios,
  readEarlierTransactions,
  selectForAggregation,
  type AggregationWindow,
  type EarlierTransaction,
} from './aggregation';
import { DE_MINIMIS_LIMITS } from './calculator-limits';
import { compare, formatPlain, maxExact, parseDecimal, sum, type DecimalInput, type Exact } from './decimal';
import { readAmount, readOption } from './inputs';
import { ResultBuilder, type CalculationResult, type RuleReference } from './result';
import { getRule, type ListingBoard } from './rules';
import {
  buildRatio,
  isBelow,
  readConsiderationRatio,
  readEquityRatio,
  toPublicRatio,
  type ConsiderationFigures,
  type EquityFigures,
  type ExactRatio,
  type RatioKind,
  type SizeRatio,
} from './size-ratios';

/** Figures of a ratio; the numerator may be left out when annual caps replace it. */
export type ConnectedRatioFigures = { readonly subject?: DecimalInput; readonly issuer: DecimalInput };

/** Input of the connected-transaction de minimis test (MB 14A.76; GEM 20.74). */
export type ConnectedTransactionInput = {
  readonly board?: ListingBoard;
  readonly assets?: ConnectedRatioFigures;
  readonly revenue?: ConnectedRatioFigures;
  readonly consideration?: Omit<ConsiderationFigures, 'consideration'> & { readonly consideration?: DecimalInput };
  readonly equity?: EquityFigures;
  /** Total consideration in HK$ (for financial assistance: its value plus any monetary advantage). Defaults to the largest annual cap. */
  readonly totalConsiderationHkd?: DecimalInput;
  /** Continuing connected transaction: the annual caps; the largest is the numerator (MB 14A.78). */
  readonly annualCaps?: readonly DecimalInput[];
  /** The connection is only at the level of the issuer's subsidiaries (r.14A.76(1)(b)). */
  readonly isConnectedAtSubsidiaryLevelOnly?: boolean;
  /** De minimis needs normal commercial terms or better (default true). */
  readonly isOnNormalCommercialTerms?: boolean;
  /** De minimis does not cover an issue of new securities (default false). */
  readonly isIssueOfNewSecurities?: boolean;
  /** 'YYYY-MM-DD'; needed when earlier transactions are given. */
  readonly transactionDate?: string;
  /** Earlier connected transactions, aggregated with this one (MB 14A.81, mandatory). Their consideration adds to the HK$ total. */
  readonly earlierTransactions?: readonly EarlierTransaction[];
  /** A series of acquisitions that may be a reverse takeover: the window is 24 months (MB 14A.81). */
  readonly isPossibleReverseTakeoverSeries?: boolean;
};

/** Earlier transactions aggregated with this one (MB 14A.81 [V]; arithmetic [M]). */
export type ConnectedAggregation = AggregationWindow & {
  /** The aggregated ratios the exemption was tested on. */
  readonly ratios: readonly SizeRatio[];
  /** This transaction's total consideration plus the earlier ones' (HK$). */
  readonly totalConsiderationHkd: string;
};

/** Outcome of the de minimis test. */
export type ConnectedTransactionExemption =
  /** r.14A.76(1): no announcement, reporting, circular or shareholders' approval. */
  | 'fullyExempt'
  /** r.14A.76(2): announcement and reporting only. */
  | 'circularAndShareholdersApprovalExempt'
  /** Announcement, circular with independent financial adviser, independent shareholders' approval, reporting. */
  | 'fullRequirements';

/** Value of the connected-transaction result. */
export type ConnectedTransactionValue = {
  readonly ratios: readonly SizeRatio[];
  readonly totalConsiderationHkd: string;
  readonly exemption: ConnectedTransactionExemption;
  /** The limb that applies, e.g. '14A.76(1)(c)'; null for full requirements. */
  readonly basis: string | null;
  readonly requirements: {
    readonly announcement: boolean;
    readonly reporting: boolean;
    readonly circular: boolean;
    readonly independentFinancialAdviser: boolean;
    readonly independentShareholdersApproval: boolean;
    readonly rules: readonly RuleReference[];
  };
  /** True when a ratio is anomalous or earlier transactions were aggregated: the outcome is indicative. */
  readonly isIndicative: boolean;
  /** Ratios that could not be computed (MB 14A.80): the exemption rests on the others. */
  readonly anomalousRatios: readonly RatioKind[];
  /** Null when no earlier transaction is given. */
  readonly aggregation: ConnectedAggregation | null;
};

const hkd = (literal: string): Exact => parseDecimal(literal) as Exact;

/**
 * Connected-transaction de minimis (MB 14A.76 [V]; GEM 20.74 [M numbering]):
 * every ratio except the profits ratio is tested; each test is "less than".
 */
export const calculateConnectedTransactionExemption = (
  input: ConnectedTransactionInput,
): CalculationResult<ConnectedTransactionValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  if (!board) return builder.finish(null);

  let largestCap: Exact | undefined;
  if (input.annualCaps && input.annualCaps.length > 0) {
    const caps = input.annualCaps.map((cap, index) => readAmount(builder, `annualCaps.${index}`, cap, 'nonNegative'));
    if (caps.every((cap): cap is Exact => cap !== null)) {
      largestCap = caps.reduce(maxExact);
      // MB 14A.78: the annual cap is the numerator; for a term over a year, the largest cap.
      builder.step('connected.largestAnnualCap', { annualCaps: caps.map(formatPlain), largestCap: formatPlain(largestCap) }, getRule('continuingAnnualCap', board));
    }
  }
  const ratios: ExactRatio[] = [];
  for (const kind of ['assets', 'revenue'] as const) {
    const figures = input[kind];
    if (!figures) continue;
    const subject = largestCap ?? readAmount(builder, `${kind}.subject`, figures.subject);
    const issuer = readAmount(builder, `${kind}.issuer`, figures.issuer);
    if (subject && issuer) ratios.push(buildRatio(builder, board, kind, subject, issuer));
  }
  const consideration = readConsiderationRatio(builder, board, input.consideration, largestCap);
  if (consideration) ratios.push(consideration);
  const equity = readEquityRatio(builder, board, input.equity);
  if (equity) ratios.push(equity);
  const total =
    input.totalConsiderationHkd === undefined && largestCap
      ? largestCap
      : readAmount(builder, 'totalConsiderationHkd', input.totalConsiderationHkd, 'nonNegative');
  const earlier = readEarlierTransactions(builder, input.transactionDate, input.earlierTransactions, null);
  if (builder.hasErrors() || !total || earlier === null) return builder.finish(null);

  const computed = ratios.filter((ratio) => ratio.exactPercent !== null);
  if (computed.length === 0) {
    builder.error('NO_RATIO_COMPUTABLE');
    return builder.finish(null);
  }
  const anomalousRatios = ratios.filter((ratio) => ratio.anomaly !== null).map((ratio) => ratio.kind);
  if (anomalousRatios.length > 0)
    builder.warn('CLASSIFICATION_INDICATIVE', { ...getRule('connectedAnomalousResult', board), params: { anomalous: true } });
  let tested = computed;
  let testedTotal = total;
  let aggregation: ConnectedAggregation | null = null;
  if (earlier) {
    // MB 14A.81: connected transactions within 12 (or 24) months are aggregated; the arithmetic is practice [M].
    const reference = getRule('connectedAggregation', board);
    const months = input.isPossibleReverseTakeoverSeries ? AGGREGATION_WINDOW_MONTHS.reverseTakeoverSeries : AGGREGATION_WINDOW_MONTHS.standard;
    const { aggregated, ...window } = selectForAggregation(builder, earlier, months, null, reference);
    const aggregatedRatios = aggregateRatios(builder, board, computed, aggregated, getRule('connectedAggregationArithmetic', board), null);
    const earlierConsiderations = aggregated.flatMap((transaction) => transaction.numerators.consideration ?? []);
    testedTotal = sum([total, ...earlierConsiderations]);
    builder.step(
      'connected.aggregatedTotal',
      { totalConsiderationHkd: formatPlain(total), earlierConsiderations: earlierConsiderations.map(formatPlain), aggregatedTotal: formatPlain(testedTotal) },
      reference,
    );
    builder.warn('AGGREGATION_INDICATIVE', reference);
    builder.assume('AGGREGATION_SUMS_NUMERATORS', getRule('connectedAggregationArithmetic', board));
    tested = aggregatedRatios.filter((ratio) => ratio.exactPercent !== null);
    if (tested.length === 0) {
      builder.error('NO_RATIO_COMPUTABLE', { field: 'earlierTransactions' });
      return builder.finish(null);
    }
    aggregation = { ...window, ratios: aggregatedRatios.map(toPublicRatio), totalConsiderationHkd: formatPlain(testedTotal) };
  }
  // MB 14A.77: calculated as in Chapter 14; the profits ratio is not used (r.14A.76).
  builder.step(
    'connected.ratiosTested',
    { ratios: tested.map((ratio) => ratio.kind), profitsRatioExcluded: true, isAggregated: earlier !== undefined },
    getRule('connectedCalculation', board),
  );

  const allBelow = (threshold: string): boolean => tested.every((ratio) => isBelow(ratio, threshold));
  const below = (limit: string): boolean => compare(testedTotal, hkd(limit)) < 0;
  const isSubsidiaryLevel = Boolean(input.isConnectedAtSubsidiaryLevelOnly);
  const isAvailable = input.isOnNormalCommercialTerms !== false && !input.isIssueOfNewSecurities;
  let exemption: ConnectedTransactionExemption = 'fullRequirements';
  let basis: string | null = null;
  if (!isAvailable) {
    builder.warn('DE_MINIMIS_NOT_AVAILABLE', {
      ...getRule('deMinimis', board),
      params: { isOnNormalCommercialTerms: input.isOnNormalCommercialTerms !== false, isIssueOfNewSecurities: Boolean(input.isIssueOfNewSecurities) },
    });
  } else if (allBelow(DE_MINIMIS_LIMITS.fullyExemptPercent)) [exemption, basis] = ['fullyExempt', '(1)(a)'];
  else if (isSubsidiaryLevel && allBelow(DE_MINIMIS_LIMITS.subsidiaryLevelPercent)) [exemption, basis] = ['fullyExempt', '(1)(b)'];
  else if (allBelow(DE_MINIMIS_LIMITS.smallTransactionPercent) && below(DE_MINIMIS_LIMITS.smallTransactionConsiderationHkd))
    [exemption, basis] = ['fullyExempt', '(1)(c)'];
  else if (allBelow(DE_MINIMIS_LIMITS.circularExemptPercent)) [exemption, basis] = ['circularAndShareholdersApprovalExempt', '(2)(a)'];
  else if (allBelow(DE_MINIMIS_LIMITS.circularExemptCappedPercent) && below(DE_MINIMIS_LIMITS.circularExemptConsiderationHkd))
    [exemption, basis] = ['circularAndShareholdersApprovalExempt', '(2)(b)'];

  const deMinimis = getRule('deMinimis', board);
  const basisRule = basis ? `${deMinimis.rule}${basis}` : null;
  builder.step(
    'connected.exemption',
    {
      exemption,
      basis: basisRule,
      totalConsiderationHkd: formatPlain(testedTotal),
      isConnectedAtSubsidiaryLevelOnly: isSubsidiaryLevel,
      ...DE_MINIMIS_LIMITS,
    },
    basis ? { rule: basisRule as string, confidence: deMinimis.confidence } : deMinimis,
  );
  const isFull = exemption === 'fullRequirements';
  return builder.finish({
    ratios: ratios.map(toPublicRatio),
    totalConsiderationHkd: formatPlain(total),
    exemption,
    basis: basisRule,
    requirements: {
      announcement: exemption !== 'fullyExempt',
      reporting: exemption !== 'fullyExempt',
      circular: isFull,
      independentFinancialAdviser: isFull,
      independentShareholdersApproval: isFull,
      rules: [getRule(isFull ? 'deMinimis' : exemption === 'fullyExempt' ? 'deMinimisFullyExempt' : 'deMinimisCircularExempt', board)],
    },
    isIndicative: anomalousRatios.length > 0 || aggregation !== null,
    anomalousRatios,
    aggregation,
  });
};
