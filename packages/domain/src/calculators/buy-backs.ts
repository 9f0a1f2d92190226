import { addCalendarDays, isIsoDate, type IsoDate } from '../calendar/dates';
import { isEmptyValue } from '../validation/values';
import { PRICE_BENCHMARKS } from './calculator-limits';
import { add, compare, formatPlain, isZero, multiply, percent, ONE, type DecimalInput } from './decimal';
import { readDate, readOption, readOptionalAmount } from './inputs';
import { averageClose, readPrices, type DailyPrice } from './price-rows';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type ListingBoard } from './rules';

/** Input of the on-market buy-back price cap (MB 10.06(2)(a) [M]). */
export type BuyBackPriceCapInput = {
  readonly board?: ListingBoard;
  readonly prices: readonly DailyPrice[];
  readonly purchaseDate: IsoDate;
  readonly proposedPrice?: DecimalInput;
};

/** Value of the buy-back cap result. */
export type BuyBackPriceCapValue = {
  readonly averageClosingPrice: string;
  readonly averagingDates: readonly IsoDate[];
  /** Average × 1.05: a purchase at this price or higher is prohibited. */
  readonly prohibitedFromPrice: string;
  readonly proposedPrice: string | null;
  readonly isProposedPricePermitted: boolean | null;
};

/**
 * On-market buy-back cap: no purchase at a price 5 % or more above the
 * average closing price of the 5 preceding trading days on which the shares
 * traded (days with volume 0 are skipped).
 */
export const calculateBuyBackPriceCap = (input: BuyBackPriceCapInput): CalculationResult<BuyBackPriceCapValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const purchaseDate = readDate(builder, 'purchaseDate', input.purchaseDate);
  const proposed = readOptionalAmount(builder, 'proposedPrice', input.proposedPrice, 'positive');
  const rows = readPrices(builder, input.prices, 'XHKG');
  if (!board || !purchaseDate || proposed === null || !rows || builder.hasErrors()) return builder.finish(null);
  const window = rows
    .filter((row) => row.date < purchaseDate && (row.volume === null || !isZero(row.volume)))
    .slice(-PRICE_BENCHMARKS.benchmarkTradingDays);
  if (window.length < PRICE_BENCHMARKS.benchmarkTradingDays) {
    builder.error('PRICES_INSUFFICIENT', { field: 'prices', params: { available: window.length } });
    return builder.finish(null);
  }
  const rule = getRule('buyBackPriceCap', board);
  const average = averageClose(window);
  const cap = multiply(average, add(ONE, percent(PRICE_BENCHMARKS.buyBackPremiumPercent)));
  builder.assume('AVERAGE_OVER_PRICE_ROWS', rule);
  builder.step(
    'buyBack.priceCap',
    {
      dates: window.map((row) => row.date),
      closes: window.map((row) => formatPlain(row.close)),
      averageClosingPrice: formatPlain(average),
      premiumPercent: PRICE_BENCHMARKS.buyBackPremiumPercent,
      prohibitedFromPrice: formatPlain(cap),
    },
    rule,
  );
  const isPermitted = proposed === undefined ? null : compare(proposed, cap) < 0;
  if (isPermitted === false) builder.warn('BUY_BACK_PRICE_ABOVE_CAP', { field: 'proposedPrice', ...rule });
  return builder.finish({
    averageClosingPrice: formatPlain(average),
    averagingDates: window.map((row) => row.date),
    prohibitedFromPrice: formatPlain(cap),
    proposedPrice: proposed === undefined ? null : formatPlain(proposed),
    isProposedPricePermitted: isPermitted,
  });
};


/** Input of the buy-back moratorium (MB 10.06(3) [M]). */
export type BuyBackMoratoriumInput = {
  /** Date of the latest share buy-back. */
  readonly lastBuyBackDate: IsoDate;
  /** Planned date of a new issue of shares or a sale of treasury shares (optional). */
  readonly proposedIssueDate?: IsoDate;
};

/** Value of the moratorium result. */
export type BuyBackMoratoriumValue = {
  readonly lastBuyBackDate: IsoDate;
  /** Last day of the 30 days after the buy-back. */
  readonly moratoriumEndDate: IsoDate;
  /** First day a new issue or treasury-share sale is allowed without the Exchange's approval. */
  readonly firstPermittedIssueDate: IsoDate;
  readonly proposedIssueDate: IsoDate | null;
  /** Null without a proposed date. */
  readonly isProposedIssueDatePermitted: boolean | null;
};

/** A required or optional 'YYYY-MM-DD' date; calendar days only, so the market calendar's range does not limit it. */
const readCalendarDay = (builder: ResultBuilder, field: string, input: string | undefined, isRequired: boolean): IsoDate | null | undefined => {
  if (isEmptyValue(input)) {
    if (isRequired) builder.error('DATE_REQUIRED', { field });
    return isRequired ? null : undefined;
  }
  const text = String(input).trim();
  if (isIsoDate(text)) return text;
  builder.error('DATE_INVALID', { field });
  return null;
};

/**
 * No new issue of shares (nor, since 11 Jun 2024, sale of treasury shares)
 * for 30 days after a buy-back without the Exchange's approval. Calendar
 * days: the buy-back day and the 30 days after it are closed.
 */
export const calculateBuyBackMoratorium = (input: BuyBackMoratoriumInput): CalculationResult<BuyBackMoratoriumValue> => {
  const builder = new ResultBuilder();
  const lastBuyBackDate = readCalendarDay(builder, 'lastBuyBackDate', input.lastBuyBackDate, true);
  const proposedIssueDate = readCalendarDay(builder, 'proposedIssueDate', input.proposedIssueDate, false);
  if (!lastBuyBackDate || proposedIssueDate === null) return builder.finish(null);
  const rule = getRule('buyBackMoratorium');
  const moratoriumEndDate = addCalendarDays(lastBuyBackDate, PRICE_BENCHMARKS.buyBackMoratoriumDays);
  const firstPermittedIssueDate = addCalendarDays(moratoriumEndDate, 1);
  builder.assume('MORATORIUM_INCLUDES_BUY_BACK_DAY', rule);
  const isPermitted = proposedIssueDate === undefined ? null : proposedIssueDate < lastBuyBackDate || proposedIssueDate >= firstPermittedIssueDate;
  builder.step(
    'buyBack.moratorium',
    { lastBuyBackDate, days: PRICE_BENCHMARKS.buyBackMoratoriumDays, moratoriumEndDate, firstPermittedIssueDate, proposedIssueDate: proposedIssueDate ?? null },
    rule,
  );
  if (isPermitted === false) builder.warn('ISSUE_IN_BUY_BACK_MORATORIUM', { field: 'proposedIssueDate', ...rule });
  return builder.finish({
    lastBuyBackDate,
    moratoriumEndDate,
    firstPermittedIssueDate,
    proposedIssueDate: proposedIssueDate ?? null,
    isProposedIssueDatePermitted: isPermitted,
  });
};
