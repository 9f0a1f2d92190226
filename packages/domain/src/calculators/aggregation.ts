import { getDaysInMonth, type IsoDate } from '../calendar/dates';
import { add, formatPlain, type DecimalInput, type Exact } from './decimal';
import { readDate, readOption, readOptionalAmount } from './inputs';
import type { ResultBuilder, RuleReference } from './result';
import type { ListingBoard } from './rules';
import { computeRatio, type ExactRatio, type RatioKind } from './size-ratios';

/**
 * Aggregation of earlier transactions with the current one: MB 14.22 [V]
 * (the Exchange may aggregate transactions completed within 12 months) and
 * MB 14A.81 [V] (connected transactions are aggregated; 24 months for a
 * series that may be a reverse takeover). The rules prescribe no arithmetic:
 * the numerators are summed against the current denominators (hk-rules §1.4,
 * practice [M]), so every aggregated figure is indicative.
 */

/** Whether the issuer acquires or disposes. */
export type TransactionDirection = 'acquisition' | 'disposal';

/** Months an earlier transaction may lie before this one and still be aggregated. */
export const AGGREGATION_WINDOW_MONTHS = { standard: 12, reverseTakeoverSeries: 24 } as const;

/** An earlier transaction: its date and the numerators its own size test used. */
export type EarlierTransaction = {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** Size tests only: aggregated with the side of the same direction (default: this transaction's; acquisition for 'both'). */
  readonly direction?: TransactionDirection;
  readonly assets?: DecimalInput;
  readonly profits?: DecimalInput;
  readonly revenue?: DecimalInput;
  readonly consideration?: DecimalInput;
  /** Shares issued as its consideration (equity capital ratio). */
  readonly equity?: DecimalInput;
};

/** An earlier transaction as listed in the result (its position in the input, its date and direction). */
export type AggregatedTransaction = {
  readonly index: number;
  readonly date: string;
  /** Null for connected transactions, whose aggregation does not depend on the direction. */
  readonly direction: TransactionDirection | null;
};

/** Why an earlier transaction was not aggregated. */
export type NotAggregatedReason = 'outsideWindow' | 'otherDirection';

/** The window and which earlier transactions fall in it. */
export type AggregationWindow = {
  readonly transactionDate: string;
  readonly windowMonths: number;
  /** Earliest date inside the window (inclusive). */
  readonly windowStart: string;
  readonly included: readonly AggregatedTransaction[];
  readonly excluded: readonly (AggregatedTransaction & { readonly reason: NotAggregatedReason })[];
};

/** An earlier transaction as read, with its exact numerators. */
export type ReadEarlierTransaction = AggregatedTransaction & { readonly numerators: Partial<Record<RatioKind, Exact>> };

/** This transaction's date and the earlier transactions, as read. */
export type ReadEarlierTransactions = { readonly transactionDate: IsoDate; readonly transactions: readonly ReadEarlierTransaction[] };

const NUMERATOR_KINDS: readonly RatioKind[] = ['assets', 'profits', 'revenue', 'consideration', 'equity'];

/** Reads a 'YYYY-MM-DD' date; the window needs calendar months only, not the market calendar. */
const readPlainDate = (builder: ResultBuilder, field: string, input: string | undefined): IsoDate | null =>
  readDate(builder, field, input, 'XHKG', 'anyDate');

/** `date` minus `months` calendar months, the day capped at the month's end (31 Mar − 1 m = 28/29 Feb). */
const subtractMonths = (date: IsoDate, months: number): IsoDate => {
  const [year, month, day] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, getDaysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
};

/**
 * Reads this transaction's date and the earlier transactions. Undefined when
 * none is given; null when any input is wrong (the errors are on `builder`).
 * `defaultDirection` null: directions are not read (connected transactions).
 */
export const readEarlierTransactions = (
  builder: ResultBuilder,
  transactionDate: string | undefined,
  earlier: readonly EarlierTransaction[] | undefined,
  defaultDirection: TransactionDirection | null,
): ReadEarlierTransactions | null | undefined => {
  if (!earlier || earlier.length === 0) return undefined;
  const errorsBefore = builder.errors.length;
  const date = readPlainDate(builder, 'transactionDate', transactionDate);
  const transactions = earlier.map((transaction, index): ReadEarlierTransaction => {
    const field = `earlierTransactions.${index}`;
    const errorsBeforeThis = builder.errors.length;
    const earlierDate = readPlainDate(builder, `${field}.date`, transaction.date);
    const direction =
      defaultDirection === null ? null : readOption(builder, `${field}.direction`, transaction.direction, ['acquisition', 'disposal'] as const, defaultDirection);
    const numerators: Partial<Record<RatioKind, Exact>> = {};
    for (const kind of NUMERATOR_KINDS) {
      const value = readOptionalAmount(builder, `${field}.${kind}`, transaction[kind]);
      if (value) numerators[kind] = value;
    }
    if (builder.errors.length === errorsBeforeThis && Object.keys(numerators).length === 0) builder.error('AMOUNT_REQUIRED', { field });
    if (date && earlierDate && earlierDate > date)
      builder.error('EARLIER_TRANSACTION_AFTER_CURRENT', { field: `${field}.date`, params: { date: earlierDate, transactionDate: date } });
    return { index, date: earlierDate ?? '', direction, numerators };
  });
  if (builder.errors.length > errorsBefore || !date) return null;
  return { transactionDate: date, transactions };
};

/**
 * Splits the earlier transactions into those aggregated (inside the window,
 * same direction as one of `directions`) and the rest, each left-out one
 * with a warning; records the window step citing `reference`.
 */
export const selectForAggregation = (
  builder: ResultBuilder,
  { transactionDate, transactions }: ReadEarlierTransactions,
  windowMonths: number,
  directions: readonly TransactionDirection[] | null,
  reference: RuleReference,
): AggregationWindow & { readonly aggregated: readonly ReadEarlierTransaction[] } => {
  const windowStart = subtractMonths(transactionDate, windowMonths);
  const aggregated: ReadEarlierTransaction[] = [];
  const excluded: (AggregatedTransaction & { reason: NotAggregatedReason })[] = [];
  for (const transaction of transactions) {
    const { numerators: _numerators, ...listed } = transaction;
    let reason: NotAggregatedReason | null = null;
    if (transaction.date < windowStart) reason = 'outsideWindow';
    else if (directions && transaction.direction && !directions.includes(transaction.direction)) reason = 'otherDirection';
    if (reason === null) aggregated.push(transaction);
    else {
      excluded.push({ ...listed, reason });
      builder.warn('EARLIER_TRANSACTION_NOT_AGGREGATED', {
        field: `earlierTransactions.${transaction.index}`,
        ...reference,
        params: { date: transaction.date, windowStart, reason },
      });
    }
  }
  const included = aggregated.map(({ numerators: _numerators, ...listed }) => listed);
  builder.step(
    'aggregation.window',
    {
      transactionDate,
      windowMonths,
      windowStart,
      includedDates: included.map((transaction) => transaction.date),
      excludedDates: excluded.map((transaction) => transaction.date),
    },
    reference,
  );
  return { transactionDate, windowMonths, windowStart, included, excluded, aggregated };
};

/**
 * The aggregated ratios: each computed ratio's numerator plus the earlier
 * transactions' numerators of the same kind, over the current denominator
 * (practice [M]). Anomalous ratios stay out, as in the single test.
 */
export const aggregateRatios = (
  builder: ResultBuilder,
  board: ListingBoard,
  ratios: readonly ExactRatio[],
  aggregated: readonly ReadEarlierTransaction[],
  reference: RuleReference,
  direction: TransactionDirection | null,
): ExactRatio[] =>
  ratios
    .filter((ratio) => ratio.exactPercent !== null)
    .map((ratio) => {
      const earlier = aggregated.flatMap((transaction) => transaction.numerators[ratio.kind] ?? []);
      const result = computeRatio(board, ratio.kind, earlier.reduce(add, ratio.exactNumerator), ratio.exactDenominator);
      builder.step(
        'aggregation.ratio',
        {
          ratio: ratio.kind,
          direction,
          currentNumerator: ratio.numerator,
          earlierNumerators: earlier.map(formatPlain),
          aggregatedNumerator: result.numerator,
          denominator: result.denominator,
          percent: result.percent,
          anomaly: result.anomaly,
        },
        reference,
      );
      return result;
    });
