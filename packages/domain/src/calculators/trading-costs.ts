import { TRADING_COST_RATES } from './calculator-limits';
import { exact, formatExact, formatPlain, fromInteger, multiply, parseDecimal, percent, sum, type DecimalInput, type Exact } from './decimal';
import { readAmount } from './inputs';
import { ResultBuilder, type CalculationResult } from './result';
import { getRule, type RuleKey } from './rules';

/** The statutory and exchange costs of a Hong Kong share trade, per side. */
export type TradingCostKind = 'sfcLevy' | 'afrcLevy' | 'tradingFee' | 'stampDuty';

/** Input of the trading-cost calculator. */
export type TradingCostsInput = {
  /** Consideration of the trade in HK$. */
  readonly consideration: DecimalInput;
};

/** One cost: its rate and the amount for one side and for buyer and seller together (HK$, 2 decimals). */
export type TradingCost = {
  readonly kind: TradingCostKind;
  readonly ratePercent: string;
  readonly perSideHkd: string;
  readonly bothSidesHkd: string;
};

/** Value of the trading-cost result. */
export type TradingCostsValue = {
  readonly considerationHkd: string;
  readonly costs: readonly TradingCost[];
  readonly totalPerSideHkd: string;
  readonly totalBothSidesHkd: string;
};

const COSTS: readonly { kind: TradingCostKind; rate: string; rule: RuleKey }[] = [
  { kind: 'sfcLevy', rate: TRADING_COST_RATES.sfcLevyPercent, rule: 'sfcLevy' },
  { kind: 'afrcLevy', rate: TRADING_COST_RATES.afrcLevyPercent, rule: 'afrcLevy' },
  { kind: 'tradingFee', rate: TRADING_COST_RATES.tradingFeePercent, rule: 'tradingFee' },
  { kind: 'stampDuty', rate: TRADING_COST_RATES.stampDutyPercent, rule: 'stampDuty' },
];

/** Rounds a positive amount up to a whole number (stamp duty: up to the next HK$1). */
const roundUpToWhole = (value: Exact): Exact => exact((value.numerator + value.denominator - 1n) / value.denominator);

/** Rounds to the cent, half up (levies and the trading fee as charged). */
const roundToCent = (value: Exact): Exact => parseDecimal(formatExact(value, 2)) as Exact;

/**
 * Trading costs of a trade per side and for both sides: SFC levy 0.0027 %,
 * AFRC levy 0.00015 %, HKEX trading fee 0.00565 % and stamp duty 0.1 %
 * rounded up to HK$1. Brokerage is negotiable and not included.
 */
export const calculateTradingCosts = (input: TradingCostsInput): CalculationResult<TradingCostsValue> => {
  const builder = new ResultBuilder();
  const consideration = readAmount(builder, 'consideration', input.consideration, 'positive');
  if (!consideration) return builder.finish(null);
  const costs = COSTS.map(({ kind, rate, rule }) => {
    const raw = multiply(consideration, percent(rate));
    const perSide = kind === 'stampDuty' ? roundUpToWhole(raw) : roundToCent(raw);
    builder.step(`tradingCosts.${kind}`, { considerationHkd: formatPlain(consideration), ratePercent: rate, exactHkd: formatPlain(raw), perSideHkd: formatExact(perSide, 2) }, getRule(rule));
    return { kind, rate, perSide };
  });
  builder.assume('LEVIES_ROUNDED_TO_CENT');
  builder.assume('STAMP_DUTY_RATE_SINCE_2023', getRule('stampDutyRate'));
  builder.assume('TRADING_TARIFF_REMOVED', getRule('tradingTariffRemoved'));
  const totalPerSide = sum(costs.map((cost) => cost.perSide));
  const both = (amount: Exact) => formatExact(multiply(amount, fromInteger(2)), 2);
  builder.step('tradingCosts.total', { perSideHkd: formatExact(totalPerSide, 2), bothSidesHkd: both(totalPerSide) });
  return builder.finish({
    considerationHkd: formatPlain(consideration),
    costs: costs.map(({ kind, rate, perSide }) => ({ kind, ratePercent: rate, perSideHkd: formatExact(perSide, 2), bothSidesHkd: both(perSide) })),
    totalPerSideHkd: formatExact(totalPerSide, 2),
    totalBothSidesHkd: both(totalPerSide),
  });
};
