import {
  addCalendarDays,
  addMonthsMonthEnd,
  differenceInCalendarDays,
  getWeekday,
  isIsoDate,
  maxDate,
  minDate,
  type IsoDate,
} from '../calendar/dates';
import { getCalendarRange } from '../calendar/market-calendar';
import { checkBusinessDay, warnCalendarNotPublished } from './business-day-status';
import {
  BLACKOUT_DAYS,
  BLACKOUT_RUSH_DAYS,
  BUY_BACK_RESULTS_RESTRICTION_MONTHS,
  NOTICE_PERIODS,
  REPORTING_PERIODS,
} from './calculator-limits';
import { readDate, readOption, recordOutOfRange, withCalendar } from './inputs';
import { getBoardMeetingNotice } from './meeting-notice';
import { ResultBuilder, type CalculationResult, type Confidence, type RuleReference } from './result';
import { getRule, type ListingBoard, type RuleKey } from './rules';

/** The three financial-report screens: /calAi/fiReDate/year, yearMiddle, quarter. */
export type ReportType = 'annual' | 'interim' | 'quarterly';

/** Which set of deadlines applies. */
export type ReportingRegime = 'mainBoard' | 'gemPre2024' | 'gem2024';

/** Input of the financial report dates calculator. */
export type ReportingDeadlinesInput = {
  readonly board?: ListingBoard;
  readonly reportType: ReportType;
  /** Financial year end (annual) or period end (interim, quarterly). */
  readonly periodEndDate: IsoDate;
  /** Planned results publication date; the results deadline is assumed when absent. */
  readonly publicationDate?: IsoDate;
  /** Board meeting approving the results: gives the r.13.43 notice date (within the calendar) and the buy-back restriction. */
  readonly boardMeetingDate?: IsoDate;
  /** AGM date (annual): the annual report must go out 21 clear days before it. */
  readonly agmDate?: IsoDate;
  /** Today's date (HK); enables the rush warning. */
  readonly today?: IsoDate;
  /** GEM only: force the pre-2024 or 2024 regime instead of the default reading. */
  readonly gemRegime?: 'pre2024' | '2024';
  /** Start the "if shorter" blackout on the period-end day itself (conservative reading). */
  readonly isBlackoutConservative?: boolean;
};

/**
 * A deadline with its business-day check. Deadlines are not extended (hk-rules §0 [M]).
 * Past the calendar's last date the check can be unknown (null; CALENDAR_NOT_PUBLISHED).
 */
export type Deadline = {
  readonly date: IsoDate;
  readonly isBusinessDay: boolean | null;
  /** Latest business day on or before the deadline; null when unknown. */
  readonly latestBusinessDay: IsoDate | null;
  readonly rule: string;
  readonly confidence: Confidence;
};

/** The directors' dealing blackout (App C3 A.3(a); GEM 5.48–5.67). */
export type Blackout = {
  readonly startDate: IsoDate;
  /** The results publication day, on which dealing is also prohibited. */
  readonly endDate: IsoDate;
  /** The rule's period: 60 days (annual) or 30 days (half-year, quarterly) before publication. */
  readonly lengthDays: number;
  /** The window's real length: calendar days from its start up to the day before publication (shorter than `lengthDays` when cut back to the period end). */
  readonly actualDaysBeforePublication: number;
  /** The same with the publication day, on which dealing is also prohibited. */
  readonly actualDaysIncludingPublication: number;
  /** True when the window is cut back to start after the period end ("if shorter"). */
  readonly isShortenedToPeriodEnd: boolean;
  /** The Exchange must be told before the blackout starts: the day before at the latest. */
  readonly notifyExchangeBy: IsoDate;
  readonly daysUntilStart: number | null;
};

/** Value of the financial report dates result. */
export type ReportingDeadlinesValue = {
  readonly board: ListingBoard;
  readonly reportType: ReportType;
  readonly regime: ReportingRegime;
  readonly periodEndDate: IsoDate;
  readonly isMandatory: boolean;
  readonly resultsDeadline: Deadline | null;
  readonly reportDeadline: Deadline | null;
  readonly esgReportDeadline: Deadline | null;
  readonly agmDeadline: Deadline | null;
  readonly publicationDate: IsoDate;
  readonly isPublicationDateAssumed: boolean;
  readonly blackout: Blackout;
  /** No on-market buy-back from one month before the earlier of the board meeting and the results deadline. */
  readonly buyBackRestriction: { readonly startDate: IsoDate; readonly endDate: IsoDate; readonly rule: string; readonly confidence: Confidence };
  readonly boardMeetingNoticeDate: IsoDate | null;
};

type PeriodSpec = { readonly months?: number; readonly days?: number; readonly ruleKey: RuleKey };

/** Deadline specifications per regime and report (hk-rules §3). */
const SPECS: Readonly<
  Record<ReportingRegime, Readonly<Record<ReportType, { results: PeriodSpec | null; report: PeriodSpec | null; isMandatory: boolean }>>>
> = {
  mainBoard: {
    annual: {
      results: { months: REPORTING_PERIODS.annualResultsMonths, ruleKey: 'annualResults' },
      report: { months: REPORTING_PERIODS.annualReportMonths, ruleKey: 'annualReport' },
      isMandatory: true,
    },
    interim: {
      results: { months: REPORTING_PERIODS.interimResultsMonths, ruleKey: 'interimResults' },
      report: { months: REPORTING_PERIODS.interimReportMonths, ruleKey: 'interimReport' },
      isMandatory: true,
    },
    // Not required on the Main Board; 45 days if done (CG Code recommended best practice [M]).
    quarterly: { results: { days: REPORTING_PERIODS.quarterlyDays, ruleKey: 'quarterlyVoluntary' }, report: null, isMandatory: false },
  },
  gem2024: {
    annual: {
      results: { months: REPORTING_PERIODS.annualResultsMonths, ruleKey: 'annualResults' },
      report: { months: REPORTING_PERIODS.annualReportMonths, ruleKey: 'annualReport' },
      isMandatory: true,
    },
    interim: {
      results: { months: REPORTING_PERIODS.interimResultsMonths, ruleKey: 'interimResults' },
      report: { months: REPORTING_PERIODS.interimReportMonths, ruleKey: 'interimReport' },
      isMandatory: true,
    },
    // GEM reform 1 Jan 2024: quarterly reporting no longer mandatory; no deadline is set.
    quarterly: { results: null, report: null, isMandatory: false },
  },
  gemPre2024: {
    annual: {
      results: { months: REPORTING_PERIODS.annualResultsMonths, ruleKey: 'gemPre2024AnnualResults' },
      report: { months: REPORTING_PERIODS.gemPre2024AnnualReportMonths, ruleKey: 'gemPre2024AnnualReport' },
      isMandatory: true,
    },
    interim: {
      results: { days: REPORTING_PERIODS.gemPre2024InterimDays, ruleKey: 'gemPre2024Interim' },
      report: { days: REPORTING_PERIODS.gemPre2024InterimDays, ruleKey: 'gemPre2024Interim' },
      isMandatory: true,
    },
    quarterly: {
      results: { days: REPORTING_PERIODS.quarterlyDays, ruleKey: 'gemPre2024Quarterly' },
      report: { days: REPORTING_PERIODS.quarterlyDays, ruleKey: 'gemPre2024Quarterly' },
      isMandatory: true,
    },
  },
};

const applyPeriod = (periodEnd: IsoDate, spec: PeriodSpec): IsoDate =>
  spec.months !== undefined ? addMonthsMonthEnd(periodEnd, spec.months) : addCalendarDays(periodEnd, spec.days ?? 0);

/**
 * The GEM regime when not forced: the pre-2024 rules govern an obligation
 * whose pre-2024 deadline fell before the reform date; later ones follow the
 * 2024 rules. The brief gives no transition rule ([M]).
 */
const chooseGemRegime = (periodEnd: IsoDate, reportType: ReportType): ReportingRegime => {
  const oldSpec = SPECS.gemPre2024[reportType].results as PeriodSpec;
  return applyPeriod(periodEnd, oldSpec) < REPORTING_PERIODS.gemReformDate ? 'gemPre2024' : 'gem2024';
};

/**
 * Results and report deadlines for Main Board and GEM (including the GEM
 * change of 1 Jan 2024), the directors' dealing blackout with its rush
 * warning, the buy-back restriction and the board meeting notice date.
 */
export const calculateReportingDeadlines = (input: ReportingDeadlinesInput): CalculationResult<ReportingDeadlinesValue> => {
  const builder = new ResultBuilder();
  const board = readOption(builder, 'board', input.board, ['MB', 'GEM'] as const, 'MB');
  const reportType = readOption(builder, 'reportType', input.reportType, ['annual', 'interim', 'quarterly'] as const);
  // Deadlines and blackouts are calendar-day rules: they still work after the holiday list ends.
  const periodEnd = readDate(builder, 'periodEndDate', input.periodEndDate, 'XHKG', 'fromCalendarStart');
  const given = (field: 'publicationDate' | 'boardMeetingDate' | 'agmDate'): IsoDate | null | undefined =>
    input[field] === undefined ? undefined : readDate(builder, field, input[field], 'XHKG', 'fromCalendarStart');
  const publicationInput = given('publicationDate');
  const boardMeetingDate = given('boardMeetingDate');
  const agmDate = given('agmDate');
  const today = input.today === undefined ? undefined : isIsoDate(input.today) ? input.today : null;
  if (today === null) builder.error('DATE_INVALID', { field: 'today' });
  const gemRegimeInput =
    input.gemRegime === undefined ? undefined : readOption(builder, 'gemRegime', input.gemRegime, ['pre2024', '2024'] as const);
  for (const [field, date] of [['publicationDate', publicationInput], ['boardMeetingDate', boardMeetingDate]] as const)
    if (date && periodEnd && date <= periodEnd) builder.error('DATE_RANGE_INVERTED', { field, params: { periodEndDate: periodEnd } });
  if (!board || !reportType || !periodEnd || builder.hasErrors()) return builder.finish(null);

  let regime: ReportingRegime = 'mainBoard';
  if (board === 'GEM') {
    regime = gemRegimeInput ? (gemRegimeInput === 'pre2024' ? 'gemPre2024' : 'gem2024') : chooseGemRegime(periodEnd, reportType);
    if (!gemRegimeInput) builder.assume('GEM_REGIME_BY_OLD_DEADLINE', getRule('gemRegimeTransition', board), { reformDate: REPORTING_PERIODS.gemReformDate });
    builder.step('reporting.gemRegime', { regime, reformDate: REPORTING_PERIODS.gemReformDate }, getRule('gemReform2024', board));
  }
  const spec = SPECS[regime][reportType];
  if (!spec.isMandatory) builder.warn('REPORT_NOT_MANDATORY', { field: 'reportType', ...getRule('quarterlyVoluntary', board) });

  const makeDeadline = (field: string, key: string, date: IsoDate, reference: RuleReference): Deadline | null => {
    const status = checkBusinessDay(builder, field, date);
    if (!status) return null;
    const { isBusinessDay, latestBusinessDay } = status;
    builder.step(key, { periodEndDate: periodEnd, deadline: date, isBusinessDay }, reference);
    if (isBusinessDay === false) {
      // hk-rules §0 [M]: the rules do not roll a deadline forward; plan for the business day before.
      builder.warn('DEADLINE_ON_NON_BUSINESS_DAY', {
        field,
        ...getRule('deadlineNotExtended', board),
        params: { date, weekday: getWeekday(date), latestBusinessDay },
      });
      builder.assume('DEADLINE_NOT_EXTENDED', getRule('deadlineNotExtended', board));
    }
    return { date, isBusinessDay, latestBusinessDay, rule: reference.rule, confidence: reference.confidence };
  };
  const fromSpec = (field: string, key: string, periodSpec: PeriodSpec | null): Deadline | null => {
    if (!periodSpec) return null;
    if (periodSpec.months !== undefined) builder.assume('MONTH_END_CONVENTION', getRule('monthEndConvention', board));
    return makeDeadline(field, key, applyPeriod(periodEnd, periodSpec), getRule(periodSpec.ruleKey, board));
  };

  const resultsDeadline = fromSpec('resultsDeadline', 'reporting.resultsDeadline', spec.results);
  let reportDeadline = fromSpec('reportDeadline', 'reporting.reportDeadline', spec.report);
  let esgReportDeadline: Deadline | null = null;
  let agmDeadline: Deadline | null = null;
  if (reportType === 'annual') {
    esgReportDeadline = fromSpec('esgReportDeadline', 'reporting.esgReportDeadline', { months: REPORTING_PERIODS.esgReportMonths, ruleKey: 'esgReport' });
    agmDeadline = fromSpec('agmDeadline', 'reporting.agmDeadline', { months: REPORTING_PERIODS.agmMonths, ruleKey: 'agmWithinSixMonths' });
    if (agmDate && agmDeadline && agmDate > agmDeadline.date)
      builder.warn('MEETING_AFTER_DEADLINE', { field: 'agmDate', ...getRule('agmWithinSixMonths', board), params: { deadline: agmDeadline.date } });
    if (agmDate && reportDeadline && regime === 'mainBoard') {
      // MB 13.46(1)(a): also at least 21 (clear) days before the AGM; the earlier date binds.
      const beforeAgm = addCalendarDays(agmDate, -(REPORTING_PERIODS.annualReportBeforeAgmDays + 1));
      builder.step('reporting.annualReportBeforeAgm', { agmDate, days: REPORTING_PERIODS.annualReportBeforeAgmDays, latestDate: beforeAgm }, getRule('annualReport', board));
      if (beforeAgm < reportDeadline.date) {
        builder.warn('ANNUAL_REPORT_BOUND_BY_AGM', { field: 'reportDeadline', ...getRule('annualReport', board), params: { date: beforeAgm } });
        reportDeadline = makeDeadline('reportDeadline', 'reporting.reportDeadlineByAgm', beforeAgm, getRule('annualReport', board));
      }
    }
  }
  if (builder.hasErrors()) return builder.finish(null);

  // Publication day D: as planned, or assumed on the results deadline (GEM 2024 quarterly: the period end + 45 days).
  const fallbackPublication = resultsDeadline?.date ?? addCalendarDays(periodEnd, REPORTING_PERIODS.quarterlyDays);
  const publicationDate = publicationInput ?? fallbackPublication;
  if (!publicationInput) builder.assume('PUBLICATION_ON_DEADLINE', null, { publicationDate });
  if (publicationInput && resultsDeadline && publicationInput > resultsDeadline.date && spec.isMandatory)
    builder.warn('PUBLICATION_AFTER_DEADLINE', { field: 'publicationDate', rule: resultsDeadline.rule, confidence: resultsDeadline.confidence, params: { deadline: resultsDeadline.date } });

  // App C3 A.3(a): 60 days (annual) or 30 days (half-year, quarterly) before publication, or from the period end if shorter.
  const lengthDays = BLACKOUT_DAYS[reportType];
  const blackoutRule = getRule('blackout', board);
  const fullStart = addCalendarDays(publicationDate, -lengthDays);
  const periodStart = input.isBlackoutConservative ? periodEnd : addCalendarDays(periodEnd, 1);
  const startDate = maxDate(fullStart, periodStart);
  const isShortened = startDate !== fullStart;
  builder.assume(
    input.isBlackoutConservative ? 'BLACKOUT_INCLUDES_PERIOD_END' : 'BLACKOUT_STARTS_AFTER_PERIOD_END',
    getRule('blackoutStartDay', board),
  );
  const notifyExchangeBy = addCalendarDays(startDate, -1);
  if (notifyExchangeBy < getCalendarRange('XHKG').firstDate) {
    recordOutOfRange(builder, 'periodEndDate', notifyExchangeBy);
    return builder.finish(null);
  }
  const actualDaysBeforePublication = differenceInCalendarDays(startDate, publicationDate);
  builder.step(
    'reporting.blackout',
    {
      publicationDate,
      lengthDays,
      fullStart,
      periodEndDate: periodEnd,
      startDate,
      endDate: publicationDate,
      isShortenedToPeriodEnd: isShortened,
      actualDaysBeforePublication,
      actualDaysIncludingPublication: actualDaysBeforePublication + 1,
    },
    blackoutRule,
  );
  builder.step('reporting.blackoutNotification', { notifyExchangeBy }, getRule('blackoutNotification', board));
  let daysUntilStart: number | null = null;
  if (today) {
    daysUntilStart = differenceInCalendarDays(today, startDate);
    builder.assume('RUSH_WINDOW_CALENDAR_DAYS');
    // Spec §5: 5 days or less before the blackout starts shows a rush warning.
    if (daysUntilStart > 0 && daysUntilStart <= BLACKOUT_RUSH_DAYS)
      builder.warn('BLACKOUT_STARTS_SOON', { field: 'blackout', ...blackoutRule, params: { days: daysUntilStart, startDate } });
    if (today >= startDate && today <= publicationDate)
      builder.warn('BLACKOUT_IN_PROGRESS', { field: 'blackout', ...blackoutRule, params: { startDate, endDate: publicationDate } });
  }

  // MB 10.06(2)(e): no on-market buy-back in the month before the earlier of the board meeting and the results deadline.
  const buyBackRule = getRule('buyBackBeforeResults', board);
  const restrictionAnchor = minDate(boardMeetingDate ?? publicationDate, resultsDeadline?.date ?? publicationDate);
  const buyBackStart = addMonthsMonthEnd(restrictionAnchor, -BUY_BACK_RESULTS_RESTRICTION_MONTHS);
  builder.step('reporting.buyBackRestriction', { anchorDate: restrictionAnchor, startDate: buyBackStart, endDate: publicationDate }, buyBackRule);

  let boardMeetingNoticeDate: IsoDate | null = null;
  // r.13.43 counts business days: past the holiday list it is left open rather than guessed.
  const { lastDate } = getCalendarRange('XHKG');
  if (boardMeetingDate && boardMeetingDate > lastDate) warnCalendarNotPublished(builder, 'boardMeetingNoticeDate', boardMeetingDate);
  if (boardMeetingDate && boardMeetingDate <= lastDate) {
    const notice = withCalendar(builder, 'boardMeetingDate', () => getBoardMeetingNotice(boardMeetingDate));
    if (!notice) return builder.finish(null);
    boardMeetingNoticeDate = notice.latestNoticeDate;
    builder.step(
      'reporting.boardMeetingNotice',
      { boardMeetingDate, clearBusinessDays: NOTICE_PERIODS.boardMeetingClearBusinessDays, latestNoticeDate: boardMeetingNoticeDate },
      getRule('boardMeetingNotice', board),
    );
    builder.assume('CLEAR_BUSINESS_DAYS_STRICTLY_BETWEEN', getRule('clearBusinessDayCounting', board));
  }

  return builder.finish({
    board,
    reportType,
    regime,
    periodEndDate: periodEnd,
    isMandatory: spec.isMandatory,
    resultsDeadline,
    reportDeadline,
    esgReportDeadline,
    agmDeadline,
    publicationDate,
    isPublicationDateAssumed: !publicationInput,
    blackout: {
      startDate,
      endDate: publicationDate,
      lengthDays,
      actualDaysBeforePublication,
      actualDaysIncludingPublication: actualDaysBeforePublication + 1,
      isShortenedToPeriodEnd: isShortened,
      notifyExchangeBy,
      daysUntilStart,
    },
    buyBackRestriction: { startDate: buyBackStart, endDate: publicationDate, rule: buyBackRule.rule, confidence: buyBackRule.confidence },
    boardMeetingNoticeDate,
  });
};
