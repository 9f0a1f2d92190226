import { SIZE_TEST_THRESHOLDS } from './calculator-limits';
import { compare, type Exact } from './decimal';
import { readOption } from './inputs';
import { ResultBuilder, type CalculationResult, type RuleReference } from './result';
import { getRule, type ListingBoard } from './rules';
import {
  readConsiderationRatio,
  readEquityInterest,
  readEquityRatio,
  readFinancialRatio,
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

/** Whether the issuer acquires or disposes. */
export type TransactionDirection = 'acquisition' | 'disposal';

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

/** Input of the size-test calculator (/calAi/scale/*). Give the ratios you have; the rest are flagged. */
export type SizeTestInput = {
  readonly board?: ListingBoard;
  readonly transaction: TransactionDirection;
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

/** Value of the size-test result. */
export type SizeTestValue = {
  readonly transaction: TransactionDirection;
  readonly ratios: readonly SizeRatio[];
  /** Highest computed ratio; null when none is computable. */
  readonly highestRatio: { readonly kind: RatioKind; readonly percent: string } | null;
  readonly classification: TransactionClass;
  /** True when a ratio is anomalous or missing: the class is indicative only. */
  readonly isIndicative: boolean;
  readonly requirements: TransactionRequirements;
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

/**
 * Size tests (MB Chapter 14 / GEM Chapter 19): the five percentage ratios,
 * the classification on the highest one and its requirements. Anomalous
 * ratios (negative or zero figures) are flagged as r.14.20 matters and
 * left out; the class is then indicative.
 */
export const calculateSizeTests = (input: SizeTestInput): CalculationResult<SizeTestValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const transaction = readOption(builder, 'transaction', input.transaction, ['acquisition', 'disposal'] as const);
  const considerationType = readOption(
    builder,
    'considerationType',
    input.considerationType,
    ['cash', 'newShares', 'cashAndNewShares'] as const,
    'cash',
  );
  if (!board || !transaction || !considerationType) return builder.finish(null);
  const includesNewShares = considerationType !== 'cash';
  const isDisposal = transaction === 'disposal';

  const interest = readEquityInterest(builder, board, input.equityInterest);
  const multiplier: Exact | undefined = interest ?? undefined;
  const candidates: (ExactRatio | null)[] = [
    readFinancialRatio(builder, board, 'assets', input.assets, multiplier, isDisposal),
    readFinancialRatio(builder, board, 'profits', input.profits, multiplier, false),
    readFinancialRatio(builder, board, 'revenue', input.revenue, multiplier, isDisposal),
    readConsiderationRatio(builder, board, input.consideration),
  ];
  const equityApplies = transaction === 'acquisition' && includesNewShares;
  if (input.equity && !equityApplies) {
    // MB 14.08 note / 14.07(5): the equity ratio is only for acquisitions paid in new shares.
    builder.warn('RATIO_NOT_APPLICABLE', { field: 'equity', ...getRule('equityRatioNotForDisposals', board), params: { ratio: 'equity' } });
  } else candidates.push(readEquityRatio(builder, board, input.equity));
  if (builder.hasErrors()) return builder.finish(null);

  const ratios = candidates.filter((ratio): ratio is ExactRatio => ratio !== null);
  const computed = ratios.filter((ratio) => ratio.exactPercent !== null);
  if (computed.length === 0) {
    builder.error('NO_RATIO_COMPUTABLE');
    return builder.finish(null);
  }
  const applicable: RatioKind[] = ['assets', 'profits', 'revenue', 'consideration', ...(equityApplies ? (['equity'] as const) : [])];
  const missing = applicable.filter((kind) => !ratios.some((ratio) => ratio.kind === kind));
  for (const kind of missing) builder.warn('RATIO_NOT_PROVIDED', { field: kind, params: { ratio: kind } });
  const hasAnomaly = computed.length < ratios.length;

  const highest = computed.reduce((best, ratio) =>
    compare(ratio.exactPercent as Exact, best.exactPercent as Exact) > 0 ? ratio : best,
  );
  let classification = classify(highest, transaction, includesNewShares);
  const classificationRule = getRule('classification', board);
  builder.step(
    'sizeTest.classification',
    { highestRatio: highest.kind, highestPercent: highest.percent, classification, ...SIZE_TEST_THRESHOLDS },
    classificationRule,
  );
  builder.assume('THRESHOLDS_UNCHANGED_SINCE_2024', getRule('thresholdsSince2024', board));
  if (input.isConsiderationUncapped && CLASS_RANK[classification] < CLASS_RANK.major) {
    // hk-rules §1.1 [M]: no cap on contingent consideration → at least a major transaction.
    classification = 'major';
    builder.warn('CONSIDERATION_UNCAPPED', getRule('uncappedConsideration', board));
    builder.step('sizeTest.uncappedConsiderationFloor', { classification }, getRule('uncappedConsideration', board));
  }
  const isIndicative = hasAnomaly || missing.length > 0;
  if (isIndicative)
    builder.warn('CLASSIFICATION_INDICATIVE', {
      ...getRule('anomalousResult', board),
      params: { anomalous: hasAnomaly, missingRatios: missing },
    });
  if (transaction === 'acquisition' && CLASS_RANK[classification] >= CLASS_RANK.major)
    builder.warn('REVERSE_TAKEOVER_NOT_ASSESSED', getRule('reverseTakeover', board));

  const requirements = getTransactionRequirements(classification, board);
  builder.step('sizeTest.requirements', {
    announcement: requirements.announcement,
    circular: requirements.circular,
    shareholdersApproval: requirements.shareholdersApproval,
    writtenApprovalPossible: requirements.writtenApprovalPossible,
  }, getRule(CLASS_RULE[classification], board));
  return builder.finish({
    transaction,
    ratios: ratios.map(toPublicRatio),
    highestRatio: { kind: highest.kind, percent: highest.percent as string },
    classification,
    isIndicative,
    requirements,
  });
};
