import {
  AGGREGATION_WINDOW_MONTHS,
  aggregateRatios,
  readEarlierTransactions,
  selectForAggregation,
  type AggregationWindow,
  type EarlierTransaction,
  type ReadEarlierTransactions,
  type TransactionDirection,
} from './aggregation';
import { SIZE_TEST_THRESHOLDS } from './calculator-limits';
import { compare, type DecimalInput, type Exact } from './decimal';
import { readAmount, readOption } from './inputs';
import { ResultBuilder, type CalculationResult, type RuleReference } from './result';
import { getRule, type ListingBoard } from './rules';
import {
  buildConsiderationRatio,
  readConsiderationRatio,
  readEquityInterest,
  readEquityRatio,
  readFinancialRatio,
  readMarketCapitalisation,
  reaches,
  toPublicRatio,
  type AssetsFigures,
  type ConsiderationFigures,
  type EquityFigures,
  type EquityInterest,
  type ExactRatio,
  type RatioFigures,
  type RatioKind,
  type SizeRatio,
} from './size-ratios';

export type { TransactionDirection } from './aggregation';

/** Form of the consideration: cash only, or including new shares for which listing will be sought. */
export type ConsiderationType = 'cash' | 'newShares' | 'cashAndNewShares';

/** Notifiable-transaction classes (MB 14.06; GEM 19.06). */
export type TransactionClass =
  | 'notNotifiable'
  | 'shareTransaction'
  | 'discloseable'
  | 'major'
  | 'verySubstantialDisposal'
  | 'verySubstantialAcquisition';

/** Transaction of the size test: one direction, or both at once (MB 14.24). */
export type SizeTestTransaction = TransactionDirection | 'both';

/**
 * The disposal side of a transaction that is both an acquisition and a
 * disposal (MB 14.24): its numerators only; the issuer's denominators (total
 * assets, profits, revenue, market capitalisation) are those of the main figures.
 */
export type DisposalSideFigures = {
  readonly assets?: DecimalInput;
  readonly profits?: DecimalInput;
  readonly revenue?: DecimalInput;
  readonly consideration?: DecimalInput;
  readonly equityInterest?: EquityInterest;
};

/** Input of the size-test calculator (/calAi/scale/*). Give the ratios you have; the rest are flagged. */
export type SizeTestInput = {
  readonly board?: ListingBoard;
  /** 'both': the main figures are the acquisition side and `disposal` the disposal side. */
  readonly transaction: SizeTestTransaction;
  /** Default 'cash'. */
  readonly considerationType?: ConsiderationType;
  readonly assets?: AssetsFigures;
  readonly profits?: RatioFigures;
  readonly revenue?: RatioFigures;
  readonly consideration?: ConsiderationFigures;
  readonly equity?: EquityFigures;
  /** Acquisition or disposal of equity capital (r.14.25–14.28): applied to the assets, profits and revenue numerators. */
  readonly equityInterest?: EquityInterest;
  /** Contingent consideration without a cap: treated as at least major (hk-rules §1.1 [M]). */
  readonly isConsiderationUncapped?: boolean;
  /** Transaction 'both': the disposal side (MB 14.24). */
  readonly disposal?: DisposalSideFigures;
  /** 'YYYY-MM-DD'; needed when earlier transactions are given. */
  readonly transactionDate?: string;
  /** Earlier transactions the Exchange may aggregate with this one (MB 14.22). */
  readonly earlierTransactions?: readonly EarlierTransaction[];
};

/** What a class requires (hk-rules §1.2). */
export type TransactionRequirements = {
  readonly announcement: boolean;
  readonly circular: boolean;
  readonly shareholdersApproval: boolean;
  /** MB 14.44: written shareholders' approval may replace a meeting (major transactions). */
  readonly writtenApprovalPossible: boolean;
  readonly rules: readonly RuleReference[];
};

/** The highest computed ratio of a set. */
export type HighestRatio = { readonly kind: RatioKind; readonly percent: string };

/** One side of a transaction that is both an acquisition and a disposal (MB 14.24). */
export type SizeTestSide = {
  readonly direction: TransactionDirection;
  readonly ratios: readonly SizeRatio[];
  readonly highestRatio: HighestRatio;
  readonly classification: TransactionClass;
};

/** Earlier transactions aggregated with this one (MB 14.22 [V]; arithmetic [M]): indicative only. */
export type SizeTestAggregation = AggregationWindow & {
  /** The aggregated ratios of the side that decides the aggregated class. */
  readonly ratios: readonly SizeRatio[];
  readonly highestRatio: HighestRatio | null;
  readonly classification: TransactionClass;
};

/** Value of the size-test result. */
export type SizeTestValue = {
  readonly transaction: SizeTestTransaction;
  /** The ratios of the side that decides the class (the only side unless 'both'). */
  readonly ratios: readonly SizeRatio[];
  /** Highest computed ratio of that side; null when none is computable. */
  readonly highestRatio: HighestRatio | null;
  readonly classification: TransactionClass;
  /** True when a ratio is anomalous or missing: the class is indicative only. */
  readonly isIndicative: boolean;
  readonly requirements: TransactionRequirements;
  /** Transaction 'both': the acquisition and the disposal side; empty otherwise. */
  readonly sides: readonly SizeTestSide[];
  /** Transaction 'both': the side whose class was taken (MB 14.24); null otherwise. */
  readonly decidingSide: TransactionDirection | null;
  /** Null when no earlier transaction is given. */
  readonly aggregation: SizeTestAggregation | null;
};

const CLASS_RULE = {
  notNotifiable: 'classification',
  shareTransaction: 'shareTransaction',
  discloseable: 'discloseableTransaction',
  major: 'majorTransaction',
  verySubstantialDisposal: 'verySubstantialDisposal',
  verySubstantialAcquisition: 'verySubstantialAcquisition',
} as const satisfies Record<TransactionClass, Parameters<typeof getRule>[0]>;

const CLASS_RANK: Readonly<Record<TransactionClass, number>> = {
  notNotifiable: 0,
  shareTransaction: 1,
  discloseable: 2,
  major: 3,
  verySubstantialDisposal: 4,
  verySubstantialAcquisition: 4,
};

/** Classifies on the highest ratio; lower bounds inclusive (MB 14.08 table). */
const classify = (
  highest: ExactRatio | null,
  transaction: TransactionDirection,
  includesNewShares: boolean,
): TransactionClass => {
  const isAtLeast = (threshold: string): boolean => highest !== null && reaches(highest, threshold);
  if (transaction === 'acquisition') {
    if (isAtLeast(SIZE_TEST_THRESHOLDS.verySubstantialAcquisition)) return 'verySubstantialAcquisition';
    if (isAtLeast(SIZE_TEST_THRESHOLDS.major)) return 'major';
    if (isAtLeast(SIZE_TEST_THRESHOLDS.discloseable)) return 'discloseable';
    // MB 14.06(1): all ratios below 5 % and listed securities in the consideration.
    return includesNewShares ? 'shareTransaction' : 'notNotifiable';
  }
  if (isAtLeast(SIZE_TEST_THRESHOLDS.verySubstantialDisposal)) return 'verySubstantialDisposal';
  if (isAtLeast(SIZE_TEST_THRESHOLDS.major)) return 'major';
  if (isAtLeast(SIZE_TEST_THRESHOLDS.discloseable)) return 'discloseable';
  return 'notNotifiable';
};

/** The requirements that follow a class (announcement for all notifiable classes; circular and approval from major). */
export const getTransactionRequirements = (classification: TransactionClass, board: ListingBoard = 'MB'): TransactionRequirements => {
  const isNotifiable = classification !== 'notNotifiable';
  const needsCircular = CLASS_RANK[classification] >= CLASS_RANK.major;
  const rules: RuleReference[] = [];
  if (isNotifiable) rules.push(getRule('announcement', board), getRule(CLASS_RULE[classification], board));
  if (classification === 'major') rules.push(getRule('writtenShareholderApproval', board));
  return {
    announcement: isNotifiable,
    circular: needsCircular,
    shareholdersApproval: needsCircular,
    writtenApprovalPossible: classification === 'major',
    rules,
  };
};

/** A side as computed: its ratios with exact values, its highest ratio and class. */
type SideOutcome = {
  readonly direction: TransactionDirection;
  readonly ratios: readonly ExactRatio[];
  readonly highest: ExactRatio;
  readonly classification: TransactionClass;
  readonly isIndicative: boolean;
};

const highestOf = (computed: readonly ExactRatio[]): ExactRatio =>
  computed.reduce((best, ratio) => (compare(ratio.exactPercent as Exact, best.exactPercent as Exact) > 0 ? ratio : best));

/** The larger of two sides (MB 14.24): the higher class; at the same rank, the higher ratio. */
const largerSide = <Side extends { classification: TransactionClass; highest: ExactRatio }>(first: Side, second: Side): Side => {
  const byRank = CLASS_RANK[second.classification] - CLASS_RANK[first.classification];
  if (byRank !== 0) return byRank > 0 ? second : first;
  return compare(second.highest.exactPercent as Exact, first.highest.exactPercent as Exact) > 0 ? second : first;
};

const publicHighest = (ratio: ExactRatio): HighestRatio => ({ kind: ratio.kind, percent: ratio.percent as string });

/** The main figures' ratios: the only side, or the acquisition side of 'both'. */
const readMainRatios = (
  builder: ResultBuilder,
  board: ListingBoard,
  input: SizeTestInput,
  direction: TransactionDirection,
  equityApplies: boolean,
): (ExactRatio | null)[] => {
  const interest = readEquityInterest(builder, board, input.equityInterest);
  const options = { interestMultiplier: interest ?? undefined, isDisposal: direction === 'disposal' };
  const candidates = [
    readFinancialRatio(builder, board, 'assets', input.assets, options),
    readFinancialRatio(builder, board, 'profits', input.profits, options),
    readFinancialRatio(builder, board, 'revenue', input.revenue, options),
    readConsiderationRatio(builder, board, input.consideration),
  ];
  if (input.equity && !equityApplies) {
    // MB 14.08 note / 14.07(5): the equity ratio is only for acquisitions paid in new shares.
    builder.warn('RATIO_NOT_APPLICABLE', { field: 'equity', ...getRule('equityRatioNotForDisposals', board), params: { ratio: 'equity' } });
  } else candidates.push(readEquityRatio(builder, board, input.equity));
  return candidates;
};

/** The disposal side of 'both' (MB 14.24): its numerators over the main figures' denominators. */
const readDisposalSideRatios = (builder: ResultBuilder, board: ListingBoard, input: SizeTestInput): (ExactRatio | null)[] => {
  const side = input.disposal ?? {};
  const interest = readEquityInterest(builder, board, side.equityInterest, 'disposal.equityInterest.percent');
  const options = { interestMultiplier: interest ?? undefined, isDisposal: true };
  const financial = (kind: 'assets' | 'profits' | 'revenue') => {
    if (side[kind] === undefined) return null;
    const issuerFigures = input[kind] ?? { issuer: '' };
    return readFinancialRatio(builder, board, kind, { ...issuerFigures, subject: side[kind] }, { ...options, subjectField: `disposal.${kind}` });
  };
  const candidates = [financial('assets'), financial('profits'), financial('revenue')];
  if (side.consideration !== undefined) {
    const consideration = readAmount(builder, 'disposal.consideration', side.consideration);
    const marketCapitalisation = readMarketCapitalisation(builder, board, input.consideration ?? {});
    candidates.push(consideration && marketCapitalisation ? buildConsiderationRatio(builder, board, consideration, marketCapitalisation) : null);
  }
  return candidates;
};

/**
 * Classifies one side on its highest computed ratio and flags missing
 * ratios; null (with NO_RATIO_COMPUTABLE) when none is computable.
 */
const evaluateSide = (
  builder: ResultBuilder,
  board: ListingBoard,
  direction: TransactionDirection,
  candidates: readonly (ExactRatio | null)[],
  includesNewShares: boolean,
  fieldPrefix: string,
): SideOutcome | null => {
  const ratios = candidates.filter((ratio): ratio is ExactRatio => ratio !== null);
  const computed = ratios.filter((ratio) => ratio.exactPercent !== null);
  if (computed.length === 0) {
    builder.error('NO_RATIO_COMPUTABLE', fieldPrefix ? { field: fieldPrefix.slice(0, -1) } : {});
    return null;
  }
  const equityApplies = direction === 'acquisition' && includesNewShares;
  const applicable: RatioKind[] = ['assets', 'profits', 'revenue', 'consideration', ...(equityApplies ? (['equity'] as const) : [])];
  const missing = applicable.filter((kind) => !ratios.some((ratio) => ratio.kind === kind));
  for (const kind of missing) builder.warn('RATIO_NOT_PROVIDED', { field: `${fieldPrefix}${kind}`, params: { ratio: kind } });
  const hasAnomaly = computed.length < ratios.length;
  const highest = highestOf(computed);
  const classification = classify(highest, direction, equityApplies);
  builder.step(
    'sizeTest.classification',
    { highestRatio: highest.kind, highestPercent: highest.percent, classification, ...SIZE_TEST_THRESHOLDS },
    getRule('classification', board),
  );
  if (hasAnomaly || missing.length > 0)
    builder.warn('CLASSIFICATION_INDICATIVE', {
      ...getRule('anomalousResult', board),
      params: { anomalous: hasAnomaly, missingRatios: missing },
    });
  return { direction, ratios, highest, classification, isIndicative: hasAnomaly || missing.length > 0 };
};

/** Uncapped contingent consideration: at least a major transaction (hk-rules §1.1 [M]). */
const withUncappedFloor = (classification: TransactionClass, isUncapped: boolean): TransactionClass =>
  isUncapped && CLASS_RANK[classification] < CLASS_RANK.major ? 'major' : classification;

/**
 * MB 14.22 [V]: the ratios with the earlier transactions inside 12 months
 * added, per side, and the class they would give. Indicative only.
 */
const aggregate = (
  builder: ResultBuilder,
  board: ListingBoard,
  earlier: ReadEarlierTransactions,
  sides: readonly SideOutcome[],
  includesNewShares: boolean,
  isUncapped: boolean,
): SizeTestAggregation => {
  const reference = getRule('aggregation', board);
  const { aggregated, ...window } = selectForAggregation(
    builder,
    earlier,
    AGGREGATION_WINDOW_MONTHS.standard,
    sides.map((side) => side.direction),
    reference,
  );
  const isBoth = sides.length > 1;
  const aggregatedSides = sides.flatMap((side) => {
    const ratios = aggregateRatios(
      builder,
      board,
      side.ratios,
      aggregated.filter((transaction) => transaction.direction === side.direction),
      getRule('aggregationArithmetic', board),
      isBoth ? side.direction : null,
    );
    const computed = ratios.filter((ratio) => ratio.exactPercent !== null);
    if (computed.length === 0) return [];
    const highest = highestOf(computed);
    const classification = classify(highest, side.direction, includesNewShares && side.direction === 'acquisition');
    return [{ ratios, highest, classification: withUncappedFloor(classification, isUncapped) }];
  });
  builder.warn('AGGREGATION_INDICATIVE', reference);
  builder.assume('AGGREGATION_SUMS_NUMERATORS', getRule('aggregationArithmetic', board));
  const deciding = aggregatedSides.length > 0 ? aggregatedSides.reduce(largerSide) : null;
  const classification = deciding?.classification ?? 'notNotifiable';
  builder.step(
    'aggregation.classification',
    { highestRatio: deciding?.highest.kind ?? null, highestPercent: deciding?.highest.percent ?? null, classification },
    reference,
  );
  return {
    ...window,
    ratios: deciding ? deciding.ratios.map(toPublicRatio) : [],
    highestRatio: deciding ? publicHighest(deciding.highest) : null,
    classification,
  };
};

/**
 * Size tests (MB Chapter 14 / GEM Chapter 19): the five percentage ratios,
 * the classification on the highest one and its requirements. Anomalous
 * ratios (negative or zero figures) are flagged as r.14.20 matters and
 * left out; the class is then indicative. A transaction that is both an
 * acquisition and a disposal is classified by the larger side (MB 14.24);
 * earlier transactions may be aggregated (MB 14.22, indicative).
 */
export const calculateSizeTests = (input: SizeTestInput): CalculationResult<SizeTestValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const transaction = readOption(builder, 'transaction', input.transaction, ['acquisition', 'disposal', 'both'] as const);
  const considerationType = readOption(
    builder,
    'considerationType',
    input.considerationType,
    ['cash', 'newShares', 'cashAndNewShares'] as const,
    'cash',
  );
  if (!board || !transaction || !considerationType) return builder.finish(null);
  const includesNewShares = considerationType !== 'cash';
  const isBoth = transaction === 'both';
  const mainDirection: TransactionDirection = transaction === 'disposal' ? 'disposal' : 'acquisition';
  const bothRule = getRule('bothAcquisitionAndDisposal', board);

  if (isBoth) builder.step('sizeTest.side', { direction: 'acquisition' }, bothRule);
  const mainCandidates = readMainRatios(builder, board, input, mainDirection, mainDirection === 'acquisition' && includesNewShares);
  if (builder.hasErrors()) return builder.finish(null);
  const main = evaluateSide(builder, board, mainDirection, mainCandidates, includesNewShares, '');
  if (!main) return builder.finish(null);
  const sides: SideOutcome[] = [main];
  if (isBoth) {
    builder.step('sizeTest.side', { direction: 'disposal' }, bothRule);
    const disposalCandidates = readDisposalSideRatios(builder, board, input);
    if (builder.hasErrors()) return builder.finish(null);
    const disposal = evaluateSide(builder, board, 'disposal', disposalCandidates, includesNewShares, 'disposal.');
    if (!disposal) return builder.finish(null);
    sides.push(disposal);
  }
  const earlier = readEarlierTransactions(builder, input.transactionDate, input.earlierTransactions, mainDirection);
  if (earlier === null) return builder.finish(null);

  const deciding = sides.reduce(largerSide);
  if (isBoth)
    builder.step(
      'sizeTest.largerOfBoth',
      { acquisitionClassification: main.classification, disposalClassification: sides[1].classification, decidingSide: deciding.direction },
      bothRule,
    );
  builder.assume('THRESHOLDS_UNCHANGED_SINCE_2024', getRule('thresholdsSince2024', board));
  const isUncapped = Boolean(input.isConsiderationUncapped);
  const classification = withUncappedFloor(deciding.classification, isUncapped);
  if (classification !== deciding.classification) {
    builder.warn('CONSIDERATION_UNCAPPED', getRule('uncappedConsideration', board));
    builder.step('sizeTest.uncappedConsiderationFloor', { classification }, getRule('uncappedConsideration', board));
  }
  if (mainDirection === 'acquisition' && CLASS_RANK[withUncappedFloor(main.classification, isUncapped)] >= CLASS_RANK.major)
    builder.warn('REVERSE_TAKEOVER_NOT_ASSESSED', getRule('reverseTakeover', board));

  const requirements = getTransactionRequirements(classification, board);
  builder.step('sizeTest.requirements', {
    announcement: requirements.announcement,
    circular: requirements.circular,
    shareholdersApproval: requirements.shareholdersApproval,
    writtenApprovalPossible: requirements.writtenApprovalPossible,
  }, getRule(CLASS_RULE[classification], board));
  const aggregation = earlier ? aggregate(builder, board, earlier, sides, includesNewShares, isUncapped) : null;
  return builder.finish({
    transaction,
    ratios: deciding.ratios.map(toPublicRatio),
    highestRatio: publicHighest(deciding.highest),
    classification,
    isIndicative: sides.some((side) => side.isIndicative),
    requirements,
    sides: isBoth
      ? sides.map((side) => ({
          direction: side.direction,
          ratios: side.ratios.map(toPublicRatio),
          highestRatio: publicHighest(side.highest),
          classification: side.classification,
        }))
      : [],
    decidingSide: isBoth ? deciding.direction : null,
    aggregation,
  });
};
