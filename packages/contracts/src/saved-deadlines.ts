import { isIsoDate } from '@app/domain';
import { z } from 'zod';
import { PageQuerySchema } from './common';

/**
 * Saved calculator deadlines (issue 17): a signed-in user keeps a deadline a filing calculator
 * computed; the daily reminder job sends it as a `calendar` message 3 days before and on the day.
 */

/** The calculators a deadline may come from (each opens its own page from the reminder). */
export const SAVED_DEADLINE_KINDS = ['nddr', 'monthlyReturn', 'pollResults', 'bookClosure', 'reportingDeadline'] as const;
export type SavedDeadlineKind = (typeof SAVED_DEADLINE_KINDS)[number];

export const SavedDeadlineLimits = { titleMax: 200, noteMax: 500, stockCodeMax: 10, perUser: 200 } as const;

/** The calculator page of each kind (the reminder message's target). */
export const SAVED_DEADLINE_PATHS: Record<SavedDeadlineKind, string> = {
  nddr: '/calAi/deadline/nddr',
  monthlyReturn: '/calAi/deadline/monthlyReturn',
  pollResults: '/calAi/deadline/pollResults',
  bookClosure: '/calAi/meet/bookClosure',
  reportingDeadline: '/calAi/fiReDate/year',
};

const required = (key: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'validation.required' : key);

/** POST /au/calculatorDeadline/add. */
export const AddSavedDeadlineBodySchema = z.object({
  title: z.string({ error: required('validation.invalidValue') }).min(1, { error: 'validation.required' }).max(SavedDeadlineLimits.titleMax, { error: 'validation.tooLong' }),
  deadlineDate: z
    .string({ error: required('validation.calculators.date') })
    .refine(isIsoDate, { error: 'validation.calculators.date' })
    .meta({ format: 'date' }),
  calculatorKind: z.enum(SAVED_DEADLINE_KINDS, { error: required('validation.savedDeadlines.kind') }),
  stockCode: z
    .string()
    .regex(/^[A-Za-z0-9]{1,10}$/, { error: 'validation.prices.stockCode' })
    .optional(),
  note: z.string().max(SavedDeadlineLimits.noteMax, { error: 'validation.tooLong' }).optional(),
});
export type AddSavedDeadlineBody = z.infer<typeof AddSavedDeadlineBodySchema>;

/** POST /au/calculatorDeadline/list: upcoming first (today onwards by date), then past ones, newest first. */
export const ListSavedDeadlinesBodySchema = PageQuerySchema;
export type ListSavedDeadlinesBody = z.infer<typeof ListSavedDeadlinesBodySchema>;

/** POST /au/calculatorDeadline/delete. */
export const SavedDeadlineIdBodySchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') }),
});
export type SavedDeadlineIdBody = z.infer<typeof SavedDeadlineIdBodySchema>;

export const SavedDeadlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  deadlineDate: z.string(),
  calculatorKind: z.enum(SAVED_DEADLINE_KINDS),
  stockCode: z.string().nullable(),
  note: z.string().nullable(),
  createDate: z.string(),
});
export type SavedDeadline = z.infer<typeof SavedDeadlineSchema>;

export const SavedDeadlineListSchema = z.object({ list: z.array(SavedDeadlineSchema), total: z.number() });
export type SavedDeadlineList = z.infer<typeof SavedDeadlineListSchema>;

export const SavedDeadlineDeletedSchema = z.object({ id: z.string() });
