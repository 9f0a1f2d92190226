import type { IsoDate } from '../calendar/dates';
import { addTradingDays, listTradingDays } from '../calendar/market-calendar';
import {
  GEM_INITIAL_FEE_BANDS,
  INTRODUCTION_FEE_BUSINESS_DAYS,
  MAIN_BOARD_ANNUAL_FEE_BANDS,
  MAIN_BOARD_INITIAL_FEE_BANDS,
  MAIN_BOARD_INITIAL_FEE_UNCERTAIN_BANDS,
  MINIMUM_DEEMED_NOMINAL_VALUE_HKD,
  SECONDARY_LISTING_ANNUAL_FEE_PERCENT,
  type FeeBand,
} from './calculator-limits';
import { compare, divide, formatExact, formatPlain, fromInteger, maxExact, multiply, parseDecimal, percent, sum, type DecimalInput, type Exact } from './decimal';
import { readAmount, readOption, readOptionalDate, readShareCount, withCalendar } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule } from './rules';

/** Which fee is estimated. */
export type ListingFeeType = 'mainBoardInitial' | 'mainBoardIntroduction' | 'mainBoardAnnual' | 'gemInitial' | 'gemAnnual';

/** Every fee type, in the order the screen offers them. */
export const LISTING_FEE_TYPES: readonly ListingFeeType[] = ['mainBoardInitial', 'mainBoardIntroduction', 'mainBoardAnnual', 'gemInitial', 'gemAnnual'];

/** Input of the listing fee estimate. */
export type ListingFeeInput = {
  readonly feeType: ListingFeeType;
  /** Initial fees: monetary value of the equity securities to be listed (HK$; GEM: the proposed maximum). */
  readonly monetaryValueHkd?: DecimalInput;
  /** Annual fee: number of listed equity securities. */
  readonly listedShares?: DecimalInput;
  /** Annual fee: nominal (par) value per share in HK$; empty for no-par shares (deemed HK$0.25). */
  readonly nominalValuePerShareHkd?: DecimalInput;
  /** Annual fee: secondary listings normally pay 25 % of the table. */
  readonly isSecondaryListing?: boolean;
  /** Introduction: the market capitalisation (HK$) on each of the 6th to 10th business days before the application… */
  readonly marketCapitalisationsHkd?: readonly DecimalInput[];
  /** …or their average. */
  readonly averageMarketCapitalisationHkd?: DecimalInput;
  /** Introduction (optional): the listing application date, to name the five business days. */
  readonly applicationDate?: IsoDate;
};

/** Value of the listing fee result. */
export type ListingFeeValue = {
  readonly feeType: ListingFeeType;
  /** The value the table is read with (HK$). */
  readonly basisHkd: string;
  /** The band used: its upper limit in HK$m (null = top band) and the table fee. */
  readonly band: FeeBand;
  /** Fee payable in HK$, 2 decimals. */
  readonly feeHkd: string;
  /** True when the band's figure is doubtful in the brief (verify before relying on it). */
  readonly isUncertain: boolean;
  /** Introduction with an application date: the 10th to the 6th business day before it; otherwise null. */
  readonly averagingDates: readonly IsoDate[] | null;
};

const MILLION = fromInteger(1_000_000);

/** The first band whose upper limit ("not exceeding") covers `value`. */
const findBand = (bands: readonly FeeBand[], value: Exact): FeeBand =>
  bands.find((band) => band.upToHkdMillions === null || compare(value, multiply(fromInteger(band.upToHkdMillions), MILLION)) <= 0) ??
  bands[bands.length - 1];

/** Reads an initial-fee table (MB para 1(1) or GEM) with `value`. */
const initialFee = (builder: ResultBuilder, feeType: ListingFeeType, value: Exact, averagingDates: readonly IsoDate[] | null): ListingFeeValue => {
  const isMainBoard = feeType !== 'gemInitial';
  const band = findBand(isMainBoard ? MAIN_BOARD_INITIAL_FEE_BANDS : GEM_INITIAL_FEE_BANDS, value);
  const rule = getRule(isMainBoard ? 'mainBoardInitialFee' : 'gemInitialFee');
  const isUncertain = isMainBoard && band.upToHkdMillions !== null && MAIN_BOARD_INITIAL_FEE_UNCERTAIN_BANDS.includes(band.upToHkdMillions);
  builder.step('listingFee.initialBand', { monetaryValueHkd: formatPlain(value), bandUpToHkdMillions: band.upToHkdMillions, feeHkd: band.feeHkd }, rule);
  // hk-rules §6.2: the source shows HK$600,000 for both the 4,000 and 5,000 bands; verify.
  if (isUncertain) builder.warn('FEE_TABLE_UNCERTAIN', { field: 'feeHkd', ...getRule('mainBoardInitialFeeUpperBands') });
  return { feeType, basisHkd: formatPlain(value), band, feeHkd: formatExact(fromInteger(band.feeHkd), 2), isUncertain, averagingDates };
};

/**
 * Listing by introduction of securities already listed elsewhere (Fees Rules
 * para 1(3)): the average market capitalisation over the 6th to 10th business
 * days before the application, from the five daily figures or their average.
 */
const introductionBasis = (builder: ResultBuilder, input: ListingFeeInput): { average: Exact; dates: IsoDate[] | null } | null => {
  const applicationDate = readOptionalDate(builder, 'applicationDate', input.applicationDate);
  const dailyInputs = input.marketCapitalisationsHkd ?? [];
  const { nearest, farthest } = INTRODUCTION_FEE_BUSINESS_DAYS;
  const dailyCount = farthest - nearest + 1;
  if (dailyInputs.length > dailyCount) builder.error('OPTION_INVALID', { field: 'marketCapitalisationsHkd', params: { count: dailyCount } });
  const daily =
    dailyInputs.length > 0
      ? Array.from({ length: dailyCount }, (_, index) => readAmount(builder, `marketCapitalisationsHkd.${index}`, dailyInputs[index], 'positive'))
      : [];
  const givenAverage = daily.length === 0 ? readAmount(builder, 'averageMarketCapitalisationHkd', input.averageMarketCapitalisationHkd, 'positive') : null;
  if (applicationDate === null || builder.hasErrors()) return null;
  const dates = applicationDate
    ? withCalendar(builder, 'applicationDate', () =>
        listTradingDays(addTradingDays(applicationDate, -farthest), addTradingDays(applicationDate, -nearest)),
      )
    : null;
  if (builder.hasErrors()) return null;
  const figures = daily as Exact[];
  const average = givenAverage ?? divide(sum(figures), fromInteger(figures.length));
  builder.step(
    'listingFee.introductionAverage',
    {
      applicationDate: applicationDate ?? null,
      dates: dates ?? [],
      marketCapitalisationsHkd: figures.map(formatPlain),
      averageHkd: formatPlain(average),
      nearestBusinessDay: nearest,
      farthestBusinessDay: farthest,
    },
    getRule('introductionFee'),
  );
  return { average, dates };
};

/**
 * Listing fee estimate: Main Board and GEM initial fees (a Main Board
 * listing by introduction on its average market capitalisation) and the
 * Main Board annual fee from the Fees Rules tables. The GEM annual fee table
 * is not in the brief: the result is the error FEE_TABLE_NOT_AVAILABLE.
 */
export const estimateListingFee = (input: ListingFeeInput): CalculationResult<ListingFeeValue> => {
  const builder = new ResultBuilder();
  const feeType = readOption(builder, 'feeType', input.feeType, LISTING_FEE_TYPES);
  if (!feeType) return builder.finish(null);

  if (feeType === 'gemAnnual') {
    builder.error('FEE_TABLE_NOT_AVAILABLE', { field: 'feeType', ...getRule('gemAnnualFee') });
    return builder.finish(null);
  }
  if (feeType === 'mainBoardIntroduction') {
    const basis = introductionBasis(builder, input);
    return builder.finish(basis ? initialFee(builder, feeType, basis.average, basis.dates) : null);
  }
  if (feeType === 'mainBoardInitial' || feeType === 'gemInitial') {
    const value = readAmount(builder, 'monetaryValueHkd', input.monetaryValueHkd, 'positive');
    return builder.finish(value ? initialFee(builder, feeType, value, null) : null);
  }

  // Main Board annual fee: nominal value of the listed equity securities.
  const shares = readShareCount(builder, 'listedShares', input.listedShares, 'positive');
  const givenNominal =
    input.nominalValuePerShareHkd === undefined || input.nominalValuePerShareHkd === ''
      ? undefined
      : readAmount(builder, 'nominalValuePerShareHkd', input.nominalValuePerShareHkd, 'positive');
  if (!shares || givenNominal === null) return builder.finish(null);
  const rule = getRule('mainBoardAnnualFee');
  const minimum = parseDecimal(MINIMUM_DEEMED_NOMINAL_VALUE_HKD) as Exact;
  const perShare = givenNominal ? maxExact(givenNominal, minimum) : minimum;
  if (!givenNominal || compare(givenNominal, minimum) < 0) builder.assume('NOMINAL_VALUE_DEEMED_MINIMUM', rule, { deemedHkd: MINIMUM_DEEMED_NOMINAL_VALUE_HKD });
  const nominalValue = multiply(shares, perShare);
  const band = findBand(MAIN_BOARD_ANNUAL_FEE_BANDS, nominalValue);
  const tableFee = fromInteger(band.feeHkd);
  const fee = input.isSecondaryListing ? multiply(tableFee, percent(SECONDARY_LISTING_ANNUAL_FEE_PERCENT)) : tableFee;
  builder.step(
    'listingFee.annualBand',
    {
      listedShares: formatPlain(shares),
      nominalValuePerShareHkd: formatPlain(perShare),
      nominalValueHkd: formatPlain(nominalValue),
      bandUpToHkdMillions: band.upToHkdMillions,
      tableFeeHkd: band.feeHkd,
      secondaryListingPercent: input.isSecondaryListing ? SECONDARY_LISTING_ANNUAL_FEE_PERCENT : null,
      feeHkd: formatExact(fee, 2),
    },
    rule,
  );
  return builder.finish({ feeType, basisHkd: formatPlain(nominalValue), band, feeHkd: formatExact(fee, 2), isUncertain: false, averagingDates: null });
};
