import { getRule } from '../calculators/rules';
import type { Confidence } from '../calculators/result';
import { addCalendarDays, addMonthsMonthEnd, getWeekday, isIsoDate, maxDate, minDate, type IsoDate } from '../calendar/dates';
import { addTradingDays, CalendarError, getCalendarRange, isProvisionalHolidayDate } from '../calendar/market-calendar';
import { getBusinessDayStatus } from '../calculators/business-day-status';
import { rollForwardRegistry, type RollReason } from './registry-periods';
import type { Anchor, DeadlineKind, DeadlineSpec, LocalizedText, MatterInputKey, MatterTemplate, ReminderPlan, TemplateTask } from './template-types';

/** The board a listed matter follows; private companies use 'private' (MB citations of statute). */
export type MatterBoard = 'MB' | 'GEM' | 'private';

/** The dates a matter is started with, plus whether the company is incorporated in Hong Kong. */
export type MatterInputs = Partial<Record<MatterInputKey, string>> & { readonly isHongKongIncorporated?: boolean };

/** Latest input date the secretary accepts: calendar-day rules work past the holiday list, but not forever. */
export const MATTER_INPUT_LAST_DATE: IsoDate = '2099-12-31';

/** Why a task's date needs a second look; the UI translates each code. */
export type DeadlineNoteCode =
  /** The task needs an input that was not given (params.input): its date stays open. */
  | 'INPUT_MISSING'
  /** The answer reaches past the loaded holiday list (params.lastDate); as /calAi reports it. */
  | 'CALENDAR_NOT_PUBLISHED'
  /** The year's holidays rest on a provisional list (params.year). */
  | 'HOLIDAYS_PROVISIONAL'
  /** An HKEX deadline on a Saturday, Sunday or holiday is not extended: plan for params.latestBusinessDay. */
  | 'DEADLINE_ON_NON_BUSINESS_DAY'
  /** A Registry deadline on a Sunday or public holiday moved to params.date (from params.nominalDate). */
  | 'ROLLED_FORWARD'
  /** A Registry deadline on a Saturday does not move (brief §1.4 [V]). */
  | 'SATURDAY_NOT_MOVED'
  /** "As soon as practicable": the date shown is the trigger itself. */
  | 'AS_SOON_AS_PRACTICABLE'
  /** A Companies Ordinance filing: only for companies incorporated in Hong Kong. */
  | 'HONG_KONG_INCORPORATED_ONLY'
  /** The earlier-of rule was applied without one of its inputs (params.input). */
  | 'PARTIAL_INPUTS';

export type DeadlineNote = {
  readonly code: DeadlineNoteCode;
  readonly rule?: string;
  readonly confidence?: Confidence;
  readonly params?: Readonly<Record<string, string | number>>;
};

/** A task with its suggested (statutory) and internal deadline. */
export type ComputedTask = {
  readonly code: string;
  readonly sequence: number;
  readonly names: LocalizedText;
  /** For repeated tasks (Monthly Return): the period 'YYYY-MM' it reports on. */
  readonly period: string | null;
  readonly kind: DeadlineKind;
  readonly rule: string;
  readonly confidence: Confidence;
  readonly source: string;
  readonly dueTime: string | null;
  readonly isAsap: boolean;
  /** The statutory deadline (after the Registry's roll-forward for calendar-cr); null when it cannot be computed. */
  readonly statutoryDate: IsoDate | null;
  /** Latest HKEX business day on or before the statutory date; null when unknown. */
  readonly latestBusinessDay: IsoDate | null;
  /** Suggested internal deadline: a few business days before (never before the trigger). */
  readonly internalDate: IsoDate | null;
  /** The date the obligation arises from (the deadline may not precede it); null for "before" rules. */
  readonly triggerDate: IsoDate | null;
  readonly reminders: ReminderPlan;
  readonly notes: readonly DeadlineNote[];
};

export type MatterDeadlineErrorCode = 'DATE_REQUIRED' | 'DATE_INVALID' | 'DATE_OUT_OF_RANGE';
export type MatterDeadlineError = { readonly code: MatterDeadlineErrorCode; readonly field: MatterInputKey; readonly params?: Readonly<Record<string, string>> };

export type MatterDeadlines = {
  readonly ok: boolean;
  readonly errors: readonly MatterDeadlineError[];
  readonly tasks: readonly ComputedTask[];
};

/** What evaluating a deadline specification gives. */
type Evaluation =
  | { readonly state: 'date'; readonly date: IsoDate; readonly trigger: IsoDate | null; readonly partial: readonly MatterInputKey[] }
  | { readonly state: 'missing'; readonly input: MatterInputKey }
  | { readonly state: 'pastCalendar'; readonly date: IsoDate };

const DEFAULT_INTERNAL_LEAD_BUSINESS_DAYS = 3;

const anchorDate = (anchor: Anchor, inputs: Readonly<Partial<Record<MatterInputKey, IsoDate>>>, monthShift: number): IsoDate | null => {
  const value = inputs[anchor.input];
  if (!value) return null;
  const months = (anchor.plusMonths ?? 0) + monthShift;
  return months === 0 ? value : addMonthsMonthEnd(value, months);
};

/** Runs business-day arithmetic; past the loaded holiday list the answer is 'pastCalendar', not a guess. */
const onCalendar = (work: () => IsoDate, trigger: IsoDate | null, probe: IsoDate): Evaluation => {
  try {
    return { state: 'date', date: work(), trigger, partial: [] };
  } catch (error) {
    if (error instanceof CalendarError && error.code === 'DATE_OUT_OF_RANGE') return { state: 'pastCalendar', date: probe };
    throw error;
  }
};

const evaluate = (spec: DeadlineSpec, inputs: Readonly<Partial<Record<MatterInputKey, IsoDate>>>, monthShift: number): Evaluation => {
  if (spec.op === 'earliest' || spec.op === 'latest') {
    const parts = spec.of.map((part) => evaluate(part, inputs, monthShift));
    const missing = parts.filter((part) => part.state === 'missing');
    const past = parts.find((part) => part.state === 'pastCalendar');
    if (past) return past;
    // The earlier-of still binds with fewer parts (the date can only get earlier); the later-of cannot.
    if (spec.op === 'latest' && missing.length > 0) return missing[0];
    const dates = parts.filter((part) => part.state === 'date');
    if (dates.length === 0) return missing[0];
    const pick = spec.op === 'earliest' ? minDate : maxDate;
    const date = dates.map((part) => part.date).reduce((first, second) => pick(first, second));
    const trigger = dates.map((part) => part.trigger).find((value) => value !== null) ?? null;
    return { state: 'date', date, trigger, partial: missing.map((part) => part.input) };
  }
  const anchor = anchorDate(spec.anchor, inputs, monthShift);
  if (!anchor) return { state: 'missing', input: spec.anchor.input };
  switch (spec.op) {
    case 'monthsAfter':
      return { state: 'date', date: addMonthsMonthEnd(anchor, spec.months), trigger: anchor, partial: [] };
    case 'daysAfter':
      return { state: 'date', date: addCalendarDays(anchor, spec.days), trigger: spec.days >= 0 ? anchor : null, partial: [] };
    case 'on':
      return { state: 'date', date: anchor, trigger: anchor, partial: [] };
    case 'clearDaysBefore':
      return { state: 'date', date: addCalendarDays(anchor, -(spec.days + 1)), trigger: null, partial: [] };
    case 'businessDaysAfter':
      return onCalendar(() => addTradingDays(anchor, spec.count), anchor, anchor);
    case 'businessDaysBefore':
      return onCalendar(() => addTradingDays(anchor, -spec.count), null, anchor);
    case 'clearBusinessDaysBefore':
      // MB 13.43: N business days strictly between; the latest business day is the (N+1)th before (getBoardMeetingNotice).
      return onCalendar(() => addTradingDays(anchor, -(spec.count + 1)), null, anchor);
  }
};

/** Reads the inputs: required ones present, every given one a real date inside the accepted range. */
export const readMatterInputs = (
  template: Pick<MatterTemplate, 'inputs'>,
  inputs: MatterInputs,
): { values: Partial<Record<MatterInputKey, IsoDate>>; errors: MatterDeadlineError[] } => {
  const values: Partial<Record<MatterInputKey, IsoDate>> = {};
  const errors: MatterDeadlineError[] = [];
  const { firstDate } = getCalendarRange('XHKG');
  for (const { key, required } of template.inputs) {
    const raw = inputs[key];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) {
      if (required) errors.push({ code: 'DATE_REQUIRED', field: key });
      continue;
    }
    if (!isIsoDate(text)) errors.push({ code: 'DATE_INVALID', field: key });
    else if (text < firstDate || text > MATTER_INPUT_LAST_DATE) errors.push({ code: 'DATE_OUT_OF_RANGE', field: key, params: { date: text, firstDate, lastDate: MATTER_INPUT_LAST_DATE } });
    else values[key] = text;
  }
  return { values, errors };
};

const calendarNotPublished = (date: IsoDate): DeadlineNote => {
  const { lastDate } = getCalendarRange('XHKG');
  return { code: 'CALENDAR_NOT_PUBLISHED', params: { date, lastDate, year: date.slice(0, 4) } };
};

/** `date` moved back `lead` business days; past the holiday list, the same number of calendar days (flagged by the caller). */
const internalBefore = (date: IsoDate, lead: number): IsoDate => {
  if (lead <= 0) return date;
  try {
    return addTradingDays(date, -lead);
  } catch (error) {
    if (error instanceof CalendarError) return addCalendarDays(date, -lead);
    throw error;
  }
};

/** One task's dates and notes from its evaluated specification and counting kind. */
const settle = (task: TemplateTask, evaluation: Evaluation, board: MatterBoard): Omit<ComputedTask, 'code' | 'sequence' | 'names' | 'period' | 'reminders'> => {
  const cited = board === 'GEM' && task.gemRule ? task.gemRule : task.rule;
  const base = {
    kind: task.kind,
    rule: cited.rule,
    confidence: cited.confidence,
    source: task.source,
    dueTime: task.dueTime ?? null,
    isAsap: Boolean(task.isAsap),
  };
  const notes: DeadlineNote[] = [];
  if (task.isAsap) notes.push({ code: 'AS_SOON_AS_PRACTICABLE', rule: cited.rule, confidence: cited.confidence });
  if (task.onlyHongKongIncorporated) notes.push({ code: 'HONG_KONG_INCORPORATED_ONLY' });
  if (evaluation.state === 'missing') {
    notes.push({ code: 'INPUT_MISSING', params: { input: evaluation.input } });
    return { ...base, statutoryDate: null, latestBusinessDay: null, internalDate: null, triggerDate: null, notes };
  }
  if (evaluation.state === 'pastCalendar') {
    notes.push(calendarNotPublished(evaluation.date));
    return { ...base, statutoryDate: null, latestBusinessDay: null, internalDate: null, triggerDate: null, notes };
  }
  for (const input of evaluation.partial) notes.push({ code: 'PARTIAL_INPUTS', params: { input } });
  let statutoryDate = evaluation.date;
  let latestBusinessDay: IsoDate | null = statutoryDate;
  let isCalendarKnown = true;
  if (task.kind === 'calendar-cr') {
    const rolled = rollForwardRegistry(statutoryDate);
    if (rolled.rolledOver.length > 0) {
      const reasons: RollReason[] = rolled.rolledOver.map((day) => day.reason);
      notes.push({
        code: 'ROLLED_FORWARD',
        rule: 'CR FAQ (annual returns); Cap. 1 s.71',
        // [V] for the 42-day annual return; [M] for the 15-day and 1-month forms (brief §1.4).
        confidence: task.deadline.op === 'daysAfter' && task.deadline.days === 42 ? 'V' : 'M',
        params: { nominalDate: rolled.nominalDate, date: rolled.date, reasons: reasons.join(',') },
      });
    } else if (getWeekday(statutoryDate) === 6) {
      notes.push({ code: 'SATURDAY_NOT_MOVED', rule: 'CR FAQ (annual returns)', confidence: 'V', params: { date: statutoryDate } });
    }
    statutoryDate = rolled.date;
    if (!rolled.isHolidayListComplete) isCalendarKnown = false;
    const status = getBusinessDayStatus(statutoryDate);
    latestBusinessDay = status?.latestBusinessDay ?? null;
    if (!status || status.latestBusinessDay === null) isCalendarKnown = false;
  } else if (task.kind === 'calendar-plain') {
    const status = getBusinessDayStatus(statutoryDate);
    latestBusinessDay = status?.latestBusinessDay ?? null;
    if (!status || status.isBusinessDay === null || status.latestBusinessDay === null) isCalendarKnown = false;
    else if (status.isBusinessDay === false && !task.isAsap) {
      const reference = getRule('deadlineNotExtended');
      notes.push({ code: 'DEADLINE_ON_NON_BUSINESS_DAY', ...reference, params: { date: statutoryDate, weekday: getWeekday(statutoryDate), latestBusinessDay: status.latestBusinessDay } });
    }
  }
  if (!isCalendarKnown) notes.push(calendarNotPublished(statutoryDate));
  if (isProvisionalHolidayDate(statutoryDate)) notes.push({ code: 'HOLIDAYS_PROVISIONAL', params: { year: statutoryDate.slice(0, 4) } });
  const lead = task.internalLeadBusinessDays ?? DEFAULT_INTERNAL_LEAD_BUSINESS_DAYS;
  let internalDate = internalBefore(latestBusinessDay ?? statutoryDate, lead);
  if (evaluation.trigger && internalDate < evaluation.trigger) internalDate = minDate(evaluation.trigger, statutoryDate);
  return { ...base, statutoryDate, latestBusinessDay, internalDate, triggerDate: evaluation.trigger, notes };
};

/**
 * Every task of `template` with its suggested statutory deadline, the rule and tag it
 * applies, its counting kind and a suggested internal deadline. Inputs outside the
 * accepted range are errors (no tasks); a task whose input is missing or whose
 * business-day count reaches past the loaded holiday list keeps an open date with a note.
 */
export const computeMatterDeadlines = (template: Pick<MatterTemplate, 'inputs' | 'tasks'>, board: MatterBoard, inputs: MatterInputs): MatterDeadlines => {
  const { values, errors } = readMatterInputs(template, inputs);
  if (errors.length > 0) return { ok: false, errors, tasks: [] };
  const tasks: ComputedTask[] = [];
  let sequence = 0;
  for (const task of template.tasks) {
    if (task.onlyHongKongIncorporated && inputs.isHongKongIncorporated === false) continue;
    const repeat = Math.max(1, task.repeatMonthly ?? 1);
    for (let index = 0; index < repeat; index += 1) {
      sequence += 1;
      const evaluation = evaluate(task.deadline, values, index);
      let period: string | null = null;
      if (task.repeatMonthly && task.deadline.op !== 'earliest' && task.deadline.op !== 'latest') {
        const anchor = anchorDate(task.deadline.anchor, values, index);
        period = anchor ? anchor.slice(0, 7) : null;
      }
      tasks.push({
        code: repeat > 1 ? `${task.code}-${index + 1}` : task.code,
        sequence,
        names: task.names,
        period,
        reminders: task.reminders,
        ...settle(task, evaluation, board),
      });
    }
  }
  return { ok: true, errors: [], tasks };
};
