import type { ConnectedTransactionInput, EarlierTransaction, EquityInterest, RatioKind, SizeTestInput, SizeTestTransaction } from '@app/domain';
import type { Dayjs } from 'dayjs';
import { isoDate } from './components/DateField';
import { amountValue, given } from './form';

/** The five ratios in the order of MB 14.07. */
export const RATIO_KINDS: readonly RatioKind[] = ['assets', 'profits', 'revenue', 'consideration', 'equity'];

/** An earlier transaction as the form holds it (MB 14.22, 14A.81). */
export type EarlierTransactionFormValues = {
  date?: Dayjs | null;
  direction?: 'acquisition' | 'disposal';
} & Partial<Record<RatioKind, string>>;

/** The size-test form of /calAi/scale/*, including the de minimis section. */
export type SizeTestFormValues = {
  board: 'MB' | 'GEM';
  transaction: SizeTestTransaction;
  considerationType: 'cash' | 'newShares' | 'cashAndNewShares';
  transactionDate?: Dayjs | null;
  assetsSubject?: string;
  assetsIssuer?: string;
  profitsSubject?: string;
  profitsIssuer?: string;
  revenueSubject?: string;
  revenueIssuer?: string;
  considerationAmount?: string;
  marketCapitalisation?: string;
  /** MB 14.07(4): the market capitalisation as 5-day average close × shares in issue. */
  averageClosingPrice?: string;
  issuedShares?: string;
  sharesToBeIssued?: string;
  issuedSharesBefore?: string;
  /** Transaction 'both' (MB 14.24): the disposal side's numerators. */
  disposalAssets?: string;
  disposalProfits?: string;
  disposalRevenue?: string;
  disposalConsideration?: string;
  /** MB 14.25–14.28: the interest acquired or disposed of, and whether consolidation changes. */
  interestPercent?: string;
  changesConsolidation?: boolean;
  disposalInterestPercent?: string;
  disposalChangesConsolidation?: boolean;
  /** MB 14.16: dividends deducted from the issuer's total assets. */
  dividendsToDeduct?: string;
  uncapped?: boolean;
  earlierTransactions?: EarlierTransactionFormValues[];
  totalConsiderationHkd?: string;
  /** MB 14A.78: annual caps of a continuing connected transaction. */
  annualCaps?: (string | undefined)[];
  subsidiaryLevel?: boolean;
  normalCommercialTerms?: boolean;
  newSecurities?: boolean;
  possibleReverseTakeoverSeries?: boolean;
};

export const INITIAL_SIZE_TEST_VALUES: SizeTestFormValues = {
  board: 'MB',
  transaction: 'acquisition',
  considerationType: 'cash',
  normalCommercialTerms: true,
};

/** The form fields of each ratio: [numerator field, denominator field]. */
export const RATIO_FIELDS: Record<RatioKind, readonly [keyof SizeTestFormValues, keyof SizeTestFormValues]> = {
  assets: ['assetsSubject', 'assetsIssuer'],
  profits: ['profitsSubject', 'profitsIssuer'],
  revenue: ['revenueSubject', 'revenueIssuer'],
  consideration: ['considerationAmount', 'marketCapitalisation'],
  equity: ['sharesToBeIssued', 'issuedSharesBefore'],
};

/** The disposal side's numerator field of a ratio (transaction 'both'); the equity ratio has none. */
export const DISPOSAL_FIELDS: Partial<Record<RatioKind, keyof SizeTestFormValues>> = {
  assets: 'disposalAssets',
  profits: 'disposalProfits',
  revenue: 'disposalRevenue',
  consideration: 'disposalConsideration',
};

const CONSIDERATION_FIELDS: readonly (keyof SizeTestFormValues)[] = ['considerationAmount', 'marketCapitalisation', 'averageClosingPrice', 'issuedShares'];

/** True when any figure of the ratio is filled. */
export const isRatioGiven = (values: SizeTestFormValues, kind: RatioKind): boolean =>
  (kind === 'consideration' ? CONSIDERATION_FIELDS : RATIO_FIELDS[kind]).some((name) => given(values[name]));

const text = (value: unknown): string => amountValue(value) ?? '';

const equityInterest = (percent: string | undefined, changesConsolidation: boolean | undefined): EquityInterest | undefined =>
  given(percent) ? { percent: text(percent), changesConsolidation: Boolean(changesConsolidation) } : undefined;

const considerationFigures = (values: SizeTestFormValues): NonNullable<SizeTestInput['consideration']> => ({
  consideration: text(values.considerationAmount),
  ...(given(values.marketCapitalisation)
    ? { marketCapitalisation: text(values.marketCapitalisation) }
    : { averageClosingPrice: text(values.averageClosingPrice), issuedShares: text(values.issuedShares) }),
});

/** The earlier transactions with any figure filled, as the domain reads them. */
const toEarlierTransactions = (values: SizeTestFormValues): EarlierTransaction[] =>
  (values.earlierTransactions ?? []).flatMap((row) => {
    if (!row || (!row.date && !RATIO_KINDS.some((kind) => given(row[kind])))) return [];
    const numerators = Object.fromEntries(RATIO_KINDS.filter((kind) => given(row[kind])).map((kind) => [kind, text(row[kind])]));
    // The direction is chosen only for 'both'; otherwise an earlier transaction goes with this one.
    const direction = values.transaction === 'both' && row.direction ? { direction: row.direction } : {};
    return [{ date: isoDate(row.date) ?? '', ...direction, ...numerators }];
  });

/** The transaction date and earlier transactions, when any earlier transaction is entered. */
const aggregationInput = (values: SizeTestFormValues) => {
  const earlierTransactions = toEarlierTransactions(values);
  return earlierTransactions.length > 0 ? { transactionDate: isoDate(values.transactionDate) ?? '', earlierTransactions } : {};
};

/** Form values → the domain input; a ratio is sent when any of its figures is filled. */
export const toSizeTestInput = (values: SizeTestFormValues): SizeTestInput => {
  const figures = (kind: RatioKind) => {
    const [subject, issuer] = RATIO_FIELDS[kind];
    return { subject: text(values[subject]), issuer: text(values[issuer]) };
  };
  const isGiven = (kind: RatioKind) => isRatioGiven(values, kind);
  const interest = equityInterest(values.interestPercent, values.changesConsolidation);
  const disposalInterest = equityInterest(values.disposalInterestPercent, values.disposalChangesConsolidation);
  const disposalNumerators = Object.fromEntries(
    Object.entries(DISPOSAL_FIELDS).flatMap(([kind, name]) => (given(values[name]) ? [[kind, text(values[name])]] : [])),
  );
  return {
    board: values.board,
    transaction: values.transaction,
    considerationType: values.considerationType,
    ...(isGiven('assets')
      ? { assets: { ...figures('assets'), ...(given(values.dividendsToDeduct) ? { issuerDividendsToDeduct: text(values.dividendsToDeduct) } : {}) } }
      : {}),
    ...(isGiven('profits') ? { profits: figures('profits') } : {}),
    ...(isGiven('revenue') ? { revenue: figures('revenue') } : {}),
    ...(isGiven('consideration') ? { consideration: considerationFigures(values) } : {}),
    ...(isGiven('equity') ? { equity: { sharesToBeIssued: figures('equity').subject, issuedSharesBeforeTransaction: figures('equity').issuer } } : {}),
    ...(interest ? { equityInterest: interest } : {}),
    isConsiderationUncapped: Boolean(values.uncapped),
    ...(values.transaction === 'both' ? { disposal: { ...disposalNumerators, ...(disposalInterest ? { equityInterest: disposalInterest } : {}) } } : {}),
    ...aggregationInput(values),
  };
};

/** The annual caps entered (MB 14A.78). */
export const annualCapsOf = (values: SizeTestFormValues): string[] => (values.annualCaps ?? []).filter(given).map(text);

/** Form values → the de minimis input (MB 14A.76), sharing the size test's figures but not its profits ratio. */
export const toConnectedInput = (values: SizeTestFormValues, sizeInput: SizeTestInput): ConnectedTransactionInput => {
  const annualCaps = annualCapsOf(values);
  return {
    board: values.board,
    ...(sizeInput.assets ? { assets: sizeInput.assets } : {}),
    ...(sizeInput.revenue ? { revenue: sizeInput.revenue } : {}),
    ...(sizeInput.consideration ? { consideration: sizeInput.consideration } : {}),
    ...(sizeInput.equity ? { equity: sizeInput.equity } : {}),
    // With annual caps the largest cap is the total unless one is typed (MB 14A.78).
    ...(annualCaps.length === 0 || given(values.totalConsiderationHkd) ? { totalConsiderationHkd: text(values.totalConsiderationHkd) } : {}),
    ...(annualCaps.length > 0 ? { annualCaps } : {}),
    isConnectedAtSubsidiaryLevelOnly: Boolean(values.subsidiaryLevel),
    isOnNormalCommercialTerms: values.normalCommercialTerms !== false,
    isIssueOfNewSecurities: Boolean(values.newSecurities),
    ...(sizeInput.earlierTransactions
      ? { transactionDate: sizeInput.transactionDate, earlierTransactions: sizeInput.earlierTransactions.map(({ direction: _direction, ...transaction }) => transaction) }
      : {}),
    isPossibleReverseTakeoverSeries: Boolean(values.possibleReverseTakeoverSeries),
  };
};
