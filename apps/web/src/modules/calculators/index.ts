export { SizeTestCalculator, RATIO_KINDS } from './components/SizeTestCalculator';
export { ResultPanel, RuleTag } from './components/ResultPanel';
export { CALCULATORS_NS } from './notes';
export { MeetingNoticeCalculator } from './components/MeetingNoticeCalculator';
export { ReportingDeadlinesCalculator } from './components/ReportingDeadlinesCalculator';
export { ListingFeeCalculator } from './components/ListingFeeCalculator';
export { MarketCalendar } from './components/MarketCalendar';
export { PriceRangeCalculator, StockPriceCalculators } from './components/PriceCalculators';
export {
  BookClosureChainCalculator,
  MonthlyReturnCalculator,
  NextDayDisclosureCalculator,
  PollResultsCalculator,
} from './components/FilingDeadlineCalculators';
export { RemindMeButton, SavedDeadlinesList } from './components/SavedDeadlines';
