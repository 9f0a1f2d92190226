/** Compliance calculators: pure functions returning `CalculationResult` with steps, rules and codes. */
export { CalculationAssumptionCodes, CalculationErrorCodes, CalculationWarningCodes, MARKET_INFORMATION } from './result';
export type {
  CalculationAssumptionCode,
  CalculationErrorCode,
  CalculationNote,
  CalculationResult,
  CalculationStep,
  CalculationWarningCode,
  Confidence,
  Figure,
  Figures,
  RuleReference,
} from './result';
export * from './rules';
export * from './calculator-limits';
export type { DecimalInput } from './decimal';
export type {
  AssetsFigures,
  ConsiderationFigures,
  EquityFigures,
  EquityInterest,
  RatioAnomaly,
  RatioFigures,
  RatioKind,
  SizeRatio,
} from './size-ratios';
export { AGGREGATION_WINDOW_MONTHS } from './aggregation';
export type { AggregatedTransaction, AggregationWindow, EarlierTransaction, NotAggregatedReason } from './aggregation';
export * from './size-tests';
export * from './connected-transactions';
export * from './meeting-notice';
export type { ClosurePeriod } from './book-closure';
export type { BusinessDayStatus } from './business-day-status';
export * from './share-prices';
export * from './price-benchmarks';
export * from './option-exercise-price';
export * from './buy-backs';
export * from './share-issues';
export * from './trading-costs';
export * from './reporting-deadlines';
export * from './listing-fees';
export * from './disclosure-returns';
export * from './book-closure-chain';
