import { z } from 'zod';
import type {
  BookClosureChainValue,
  CalculationResult,
  MonthlyReturnValue,
  NextDayDisclosureValue,
  PollResultsValue,
} from '@app/domain';
import { DISCLOSURE_DEADLINES } from '@app/domain';
import { calculationResultSchema, calculatorFieldParts, CalculatorLimits } from './calculators';

/**
 * The secretary's filing deadlines over the API (/au/calculator/*): Next Day
 * Disclosure Return (MB 13.25A), Monthly Return (MB 13.25B), poll results
 * (MB 13.39(5)) and the book-closure chain (MB 13.66; CO s.632). The same pure
 * domain functions the web runs in the browser.
 */

const { dateText, booleanField, integerField, listField, boardField, list } = calculatorFieldParts;

/** Longest time-zone text ('America/Argentina/ComodRivadavia' fits). */
const timeZoneField = z.string({ error: 'validation.calculators.timeZone' }).max(40, { error: 'validation.calculators.timeZone' });
const timeField = z.string({ error: 'validation.calculators.time' }).max(8, { error: 'validation.calculators.time' });

/** POST /au/calculator/nextDayDisclosure: the NDDR deadline of an event (MB 13.25A). */
export const NextDayDisclosureBodySchema = z.object({
  board: boardField.optional(),
  eventDate: dateText,
  eventTime: timeField,
  /** '+08:00', 'UTC', 'Europe/London' …; empty reads the time as Hong Kong time, with a warning. */
  timeZone: timeZoneField.optional(),
});
export type NextDayDisclosureBody = z.infer<typeof NextDayDisclosureBodySchema>;

/** POST /au/calculator/monthlyReturn: the Monthly Return deadline for a month (MB 13.25B). */
export const MonthlyReturnBodySchema = z.object({
  board: boardField.optional(),
  year: integerField.min(CalculatorLimits.yearMin).max(CalculatorLimits.yearMax),
  month: integerField,
});
export type MonthlyReturnBody = z.infer<typeof MonthlyReturnBodySchema>;

/** POST /au/calculator/pollResults: the poll-results announcement deadline (MB 13.39(5)). */
export const PollResultsBodySchema = z.object({ board: boardField.optional(), meetingDate: dateText });
export type PollResultsBody = z.infer<typeof PollResultsBodySchema>;

/** POST /au/calculator/bookClosureChain: announcement, last lodgement, ex-date, closure or record date, payment, yearly cap. */
export const BookClosureChainBodySchema = z.object({
  board: boardField.optional(),
  purpose: z.enum(['dividend', 'meeting'], { error: 'validation.calculators.purpose' }),
  closureStartDate: dateText.optional(),
  closureEndDate: dateText.optional(),
  recordDate: dateText.optional(),
  meetingDate: dateText.optional(),
  paymentDate: dateText.optional(),
  isRightsIssue: booleanField.optional(),
  otherClosures: listField(z.object({ startDate: dateText, endDate: dateText }), DISCLOSURE_DEADLINES.otherClosuresMax).optional(),
});
export type BookClosureChainBody = z.infer<typeof BookClosureChainBodySchema>;

const { confidenceSchema } = calculatorFieldParts;
const timedDeadlineSchema = z.object({ date: z.string(), time: z.string(), timeZone: z.literal('Asia/Hong_Kong'), rule: z.string(), confidence: confidenceSchema });

const NextDayDisclosureValueSchema = z.object({
  eventDate: z.string(),
  eventTime: z.string(),
  timeZone: z.string(),
  offsetMinutes: z.number(),
  eventDateHongKong: z.string(),
  eventTimeHongKong: z.string(),
  deadline: timedDeadlineSchema,
});
export const NextDayDisclosureResultSchema = calculationResultSchema(NextDayDisclosureValueSchema);
export type NextDayDisclosureResult = z.infer<typeof NextDayDisclosureResultSchema>;

const MonthlyReturnValueSchema = z.object({
  year: z.number(),
  month: z.number(),
  monthEndDate: z.string(),
  isMonthEndBusinessDay: z.boolean(),
  businessDaysAfterMonthEnd: z.number(),
  countedBusinessDays: list(z.string()),
  deadline: timedDeadlineSchema,
});
export const MonthlyReturnResultSchema = calculationResultSchema(MonthlyReturnValueSchema);
export type MonthlyReturnResult = z.infer<typeof MonthlyReturnResultSchema>;

const PollResultsValueSchema = z.object({ meetingDate: z.string(), isMeetingDayBusinessDay: z.boolean(), deadline: timedDeadlineSchema });
export const PollResultsResultSchema = calculationResultSchema(PollResultsValueSchema);
export type PollResultsResult = z.infer<typeof PollResultsResultSchema>;

const closureSchema = z.object({ startDate: z.string(), endDate: z.string() });
const BookClosureChainValueSchema = z.object({
  board: z.enum(['MB', 'GEM']),
  purpose: z.enum(['dividend', 'meeting']),
  entitlementDate: z.string(),
  closure: closureSchema.extend({ lengthDays: z.number() }).nullable(),
  recordDate: z.string().nullable(),
  latestAnnouncementDate: z.string(),
  noticeBusinessDays: z.number(),
  lastLodgementDate: z.string(),
  lastLodgementTime: z.string(),
  exDate: z.string().nullable(),
  lastCumDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  meetingDate: z.string().nullable(),
  yearTotals: list(z.object({ year: z.number(), days: z.number(), closures: z.number(), isOverCap: z.boolean(), isOverExtendedCap: z.boolean() })),
});
export const BookClosureChainResultSchema = calculationResultSchema(BookClosureChainValueSchema);
export type BookClosureChainResult = z.infer<typeof BookClosureChainResultSchema>;

// Compile-time guard: each value schema names every field of its domain type (see calculators.ts).
type Mirrors<Schema extends z.ZodType, Value> = [Value] extends [z.input<Schema>] ? ([z.output<Schema>] extends [Value] ? true : false) : false;
type Assert<Condition extends true> = Condition;
type _DeadlineSchemasMirrorTheDomain = [
  Assert<Mirrors<typeof NextDayDisclosureValueSchema, NextDayDisclosureValue>>,
  Assert<Mirrors<typeof MonthlyReturnValueSchema, MonthlyReturnValue>>,
  Assert<Mirrors<typeof PollResultsValueSchema, PollResultsValue>>,
  Assert<Mirrors<typeof BookClosureChainValueSchema, BookClosureChainValue>>,
  Assert<Mirrors<ReturnType<typeof calculationResultSchema<typeof PollResultsValueSchema>>, CalculationResult<PollResultsValue>>>,
];
