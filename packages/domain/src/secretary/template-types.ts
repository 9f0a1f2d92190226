import type { Confidence } from '../calculators/result';

/**
 * Matter templates are data (secretary brief §1): each task carries the rule it applies,
 * the source, the confidence tag, the way its days are counted and the inputs it needs.
 * The server seeds them into its table and staff may edit them; `computeMatterDeadlines`
 * interprets the deadline specification, so an edited template still computes.
 */

/** How a deadline's days are counted (brief §1.4). */
export type DeadlineKind =
  /** HKEX business days from the market calendar (MB/GEM r.1.01). */
  | 'business-day'
  /** Companies Registry: calendar days, a Sunday or public holiday rolls forward, a Saturday does not. */
  | 'calendar-cr'
  /** Calendar days and months with no roll-forward (Listing Rules periods, hk-rules §0 [M]). */
  | 'calendar-plain';

export const DEADLINE_KINDS: readonly DeadlineKind[] = ['business-day', 'calendar-cr', 'calendar-plain'];

/** The dates a matter is started from. */
export type MatterInputKey = 'financialYearEnd' | 'boardMeetingDate' | 'agmDate' | 'printingDate' | 'eventDate' | 'anniversaryDate' | 'expiryDate';

export const MATTER_INPUT_KEYS: readonly MatterInputKey[] = ['financialYearEnd', 'boardMeetingDate', 'agmDate', 'printingDate', 'eventDate', 'anniversaryDate', 'expiryDate'];

/** An input date, optionally moved by whole months first (e.g. the half-year end is the year end + 6 months). */
export type Anchor = { readonly input: MatterInputKey; readonly plusMonths?: number };

/** How a task's statutory deadline follows from the inputs. */
export type DeadlineSpec =
  /** The anchor + N months (month-end convention). */
  | { readonly op: 'monthsAfter'; readonly anchor: Anchor; readonly months: number }
  /** The anchor + N calendar days (negative: before). */
  | { readonly op: 'daysAfter'; readonly anchor: Anchor; readonly days: number }
  /** The Nth business day after the anchor (the anchor not counted). */
  | { readonly op: 'businessDaysAfter'; readonly anchor: Anchor; readonly count: number }
  /** At least N business days before the anchor: the anchor − N business days. */
  | { readonly op: 'businessDaysBefore'; readonly anchor: Anchor; readonly count: number }
  /** N clear business days before the anchor (MB 13.43): the (N+1)th business day before it. */
  | { readonly op: 'clearBusinessDaysBefore'; readonly anchor: Anchor; readonly count: number }
  /** N clear days before the anchor (CO s.571): the anchor − (N+1) calendar days. */
  | { readonly op: 'clearDaysBefore'; readonly anchor: Anchor; readonly days: number }
  /** The anchor itself ("as soon as practicable", "by expiry"). */
  | { readonly op: 'on'; readonly anchor: Anchor }
  /** The earlier of several (e.g. 4 months after the year end and 21 days before the AGM). */
  | { readonly op: 'earliest'; readonly of: readonly DeadlineSpec[] }
  /** The later of several (e.g. the blackout starts no earlier than the day after the year end). */
  | { readonly op: 'latest'; readonly of: readonly DeadlineSpec[] };

/** Reminder plan: days before the internal deadline (1, 2, 3 or 5: spec §9), or daily. */
export type ReminderPlan = { readonly offsets: readonly (1 | 2 | 3 | 5)[]; readonly daily: boolean };

export const REMINDER_OFFSETS = [1, 2, 3, 5] as const;

/** Names in the three interface languages. */
export type LocalizedText = { readonly en: string; readonly zhHK: string; readonly zhCN: string };

/** The rule a task applies, per board; private-company matters use `MB` only. */
export type TaskRule = { readonly rule: string; readonly confidence: Confidence };

/** One task of a matter template. */
export type TemplateTask = {
  readonly code: string;
  readonly names: LocalizedText;
  readonly kind: DeadlineKind;
  readonly deadline: DeadlineSpec;
  readonly rule: TaskRule;
  /** GEM's rule when it differs (GEM numbers given "by structure" are [M]). */
  readonly gemRule?: TaskRule;
  /** The brief's source column, shown beside the rule. */
  readonly source: string;
  /** A time of day the deadline falls at (Hong Kong time), e.g. '08:30'. */
  readonly dueTime?: string;
  /** "As soon as practicable" rules: the date is the trigger and the UI says so. */
  readonly isAsap?: boolean;
  /** Business days between the internal and the statutory deadline (default 3; 0 for next-day rules). */
  readonly internalLeadBusinessDays?: number;
  readonly reminders: ReminderPlan;
  /** Repeat the task for N consecutive months, the anchor moving one month each time (Monthly Return). */
  readonly repeatMonthly?: number;
  /** Only for HK-incorporated issuers (Companies Ordinance filings). */
  readonly onlyHongKongIncorporated?: boolean;
};

/** Who a template is for. */
export type TemplateAudience = 'listed' | 'private';

/** The catalogue section (brief §1.1, §1.2, §1.3). */
export type TemplateCategory = 'listedRecurring' | 'listedEvent' | 'private';

/** A matter template. */
export type MatterTemplate = {
  readonly code: string;
  readonly category: TemplateCategory;
  readonly audience: TemplateAudience;
  readonly names: LocalizedText;
  /** What the matter is for (staff-written; absent on seeded templates). */
  readonly descriptions?: LocalizedText;
  /** Inputs the user fills in; `required` ones must be given. */
  readonly inputs: readonly { readonly key: MatterInputKey; readonly required: boolean }[];
  readonly tasks: readonly TemplateTask[];
};
