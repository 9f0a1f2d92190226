import type { IsoDate } from '../calendar/dates';
import { isTradingDay } from '../calendar/market-calendar';
import { compare, formatPlain, maxExact, type DecimalInput } from './decimal';
import { readDate, readOption, readOptionalAmount } from './inputs';
import { readCloseOn, readFiveDayAverageBefore } from './price-benchmarks';
import { readPrices, type DailyPrice } from './price-rows';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** Input of the share option exercise price test (MB 17.03E; GEM 23.03E). */
export type OptionExercisePriceInput = {
  readonly board?: ListingBoard;
  /** Date of grant; the rule requires a business day. */
  readonly grantDate: IsoDate;
  /** The exercise price to check (optional: the minimum is shown without it). */
  readonly proposedExercisePrice?: DecimalInput;
  /** Daily prices to derive the two figures; or give them directly below. */
  readonly prices?: readonly DailyPrice[];
  readonly closingPriceOnGrantDate?: DecimalInput;
  readonly averageClosingPriceOfFiveDays?: DecimalInput;
};

/** Value of the exercise price result. */
export type OptionExercisePriceValue = {
  readonly grantDate: IsoDate;
  readonly closingPriceOnGrantDate: string;
  readonly averageClosingPriceOfFiveDays: string;
  /** The higher of the two: the lowest exercise price allowed. */
  readonly minimumExercisePrice: string;
  readonly proposedExercisePrice: string | null;
  /** Null without a proposed price; a price equal to the minimum is allowed. */
  readonly isProposedPriceAllowed: boolean | null;
};

/**
 * Share option scheme: the exercise price must be at least the higher of the
 * close on the grant date (a business day) and the average close of the 5
 * business days immediately before it.
 */
export const calculateOptionExercisePrice = (input: OptionExercisePriceInput): CalculationResult<OptionExercisePriceValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const grantDate = readDate(builder, 'grantDate', input.grantDate);
  const proposed = readOptionalAmount(builder, 'proposedExercisePrice', input.proposedExercisePrice, 'positive');
  let close = readOptionalAmount(builder, 'closingPriceOnGrantDate', input.closingPriceOnGrantDate, 'positive');
  let average = readOptionalAmount(builder, 'averageClosingPriceOfFiveDays', input.averageClosingPriceOfFiveDays, 'positive');
  if (!board || !grantDate || proposed === null || close === null || average === null || builder.hasErrors()) return builder.finish(null);
  const rule = getRule('optionExercisePrice', board);
  if (!isTradingDay(grantDate)) {
    builder.error('GRANT_DATE_NOT_BUSINESS_DAY', { field: 'grantDate', params: { date: grantDate }, ...rule });
    return builder.finish(null);
  }
  const rows = close === undefined || average === undefined ? readPrices(builder, input.prices, 'XHKG') : [];
  if (!rows) return builder.finish(null);
  close ??= readCloseOn(builder, rows, grantDate, 'closingPriceOnGrantDate');
  average ??= readFiveDayAverageBefore(builder, rows, grantDate, 'averageClosingPriceOfFiveDays')?.average ?? null;
  if (!close || !average || builder.hasErrors()) return builder.finish(null);

  const minimum = maxExact(close, average);
  const isAllowed = proposed === undefined ? null : compare(proposed, minimum) >= 0;
  builder.step(
    'option.exercisePrice',
    {
      grantDate,
      closingPriceOnGrantDate: formatPlain(close),
      averageClosingPriceOfFiveDays: formatPlain(average),
      minimumExercisePrice: formatPlain(minimum),
      proposedExercisePrice: proposed === undefined ? null : formatPlain(proposed),
      isProposedPriceAllowed: isAllowed,
    },
    rule,
  );
  if (isAllowed === false) builder.warn('EXERCISE_PRICE_BELOW_MINIMUM', { field: 'proposedExercisePrice', ...rule });
  return builder.finish({
    grantDate,
    closingPriceOnGrantDate: formatPlain(close),
    averageClosingPriceOfFiveDays: formatPlain(average),
    minimumExercisePrice: formatPlain(minimum),
    proposedExercisePrice: proposed === undefined ? null : formatPlain(proposed),
    isProposedPriceAllowed: isAllowed,
  });
};
