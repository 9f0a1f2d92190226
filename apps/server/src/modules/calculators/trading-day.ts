import type { TradingDayBody, TradingDayValue } from '@app/contracts';
import {
  CalendarError,
  addTradingDays,
  getCalendarRange,
  getNextTradingDay,
  getPreviousTradingDay,
  getRule,
  getTradingDayDetails,
  getTradingDayInfo,
  isDateInCalendarRange,
  isProvisionalHolidayDate,
  isIsoDate,
  type CalculationNote,
  type CalculationResult,
  type CalculationStep,
  type CalculationAssumptionCode,
  type CalculationErrorCode,
  type CalculationWarningCode,
  type RuleReference,
} from '@app/domain';

/** The calendar citation the domain's month view uses (hk-rules §7 [S]). */
const CALENDAR_RULE: RuleReference = { rule: 'HKEX trading calendar (HK general holidays)', confidence: 'S' };

const failure = (errors: CalculationNote<CalculationErrorCode>[]): CalculationResult<TradingDayValue> => ({
  ok: false,
  value: null,
  steps: [],
  assumptions: [],
  warnings: [],
  errors,
});

/** Runs a calendar primitive; null when it would leave the calendar's range. */
const withinCalendar = <Value>(work: () => Value): Value | null => {
  try {
    return work();
  } catch (error) {
    if (error instanceof CalendarError) return null;
    throw error;
  }
};

/**
 * One day of the HKEX or Shanghai/Shenzhen calendar: trading or not, half
 * day, closure and holiday names, the neighbouring trading days and the date
 * `offset` trading days away; for HKEX also the trading day whole (sessions
 * with their times and eras, the closing auction's random close, the T+2
 * settlement date, Severe Weather Trading) and whether the day rests on a
 * provisional holiday list. Built on the domain calendar primitives and
 * answered as a CalculationResult like every calculator (invalid or
 * out-of-range dates are result errors).
 */
export const calculateTradingDay = (input: TradingDayBody): CalculationResult<TradingDayValue> => {
  const market = input.market ?? 'XHKG';
  const { date } = input;
  // The covered range travels with the error so the message can state it.
  const { firstDate, lastDate } = getCalendarRange(market);
  if (!isIsoDate(date)) return failure([{ code: 'DATE_INVALID', field: 'date' }]);
  if (!isDateInCalendarRange(date, market)) return failure([{ code: 'DATE_OUT_OF_RANGE', field: 'date', params: { date, market, firstDate, lastDate } }]);
  const offset = input.offset ?? 0;
  let offsetDate: string;
  try {
    offsetDate = addTradingDays(date, offset, market);
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    return failure([{ code: 'DATE_OUT_OF_RANGE', field: 'offset', params: { date: error.date, market, firstDate, lastDate } }]);
  }
  const day = getTradingDayInfo(date, market);
  const details = market === 'XHKG' ? getTradingDayDetails(date) : null;
  const previousTradingDay = withinCalendar(() => getPreviousTradingDay(date, market));
  const nextTradingDay = withinCalendar(() => getNextTradingDay(date, market));
  // For HKEX a trading day is a Listing Rules business day (MB/GEM 1.01); the mainland calendar has no such rule here.
  const dayRule = market === 'XHKG' ? getRule('businessDay') : CALENDAR_RULE;
  const steps: CalculationStep[] = [
    {
      key: 'calendar.tradingDay',
      figures: { date, market, isTradingDay: day.isTradingDay, isHalfDay: day.isHalfDay, closure: day.closure, previousTradingDay, nextTradingDay },
      rule: dayRule.rule,
      confidence: dayRule.confidence,
    },
  ];
  if (offset !== 0)
    steps.push({ key: 'calendar.offsetTradingDays', figures: { date, offset, offsetDate }, rule: CALENDAR_RULE.rule, confidence: CALENDAR_RULE.confidence });
  if (details) {
    for (const session of details.sessions)
      steps.push({
        key: `calendar.session.${session.kind}`,
        figures: { start: session.start, end: session.end, latestEnd: session.latestEnd, eraFrom: session.eraFrom },
        rule: session.rule,
        confidence: session.confidence,
      });
    if (details.settlementDate) {
      const settlementRule = getRule('settlementTPlus2');
      steps.push({
        key: 'calendar.settlement',
        figures: { date, settlementDate: details.settlementDate, isSettlementDay: details.isSettlementDay },
        rule: settlementRule.rule,
        confidence: settlementRule.confidence,
      });
    }
  }
  const warnings: CalculationNote<CalculationWarningCode>[] = [];
  for (const checked of [date, offsetDate])
    if (isProvisionalHolidayDate(checked, market) && !warnings.some((note) => note.params?.year === checked.slice(0, 4)))
      warnings.push({ code: 'HOLIDAYS_PROVISIONAL', params: { year: checked.slice(0, 4) } });
  const assumptions: CalculationNote<CalculationAssumptionCode>[] = [];
  if (market === 'XHKG' && day.isHalfDay) {
    const halfDayRule = getRule('halfDayIsBusinessDay');
    assumptions.push({ code: 'HALF_DAYS_ARE_BUSINESS_DAYS', rule: halfDayRule.rule, confidence: halfDayRule.confidence });
  }
  return {
    ok: true,
    value: { day, details, previousTradingDay, nextTradingDay, offset, offsetDate },
    steps,
    assumptions,
    warnings,
    errors: [],
  };
};
