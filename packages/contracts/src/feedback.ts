import { z } from 'zod';
import { FieldLimits, PHONE_PATTERN } from '@app/domain';
import { maxDisplayWidth } from './common';

/** Limits of the feedback and contact forms (spec §5). */
export const FeedbackLimits = {
  nameMax: FieldLimits.short,
  companyMax: FieldLimits.short,
  jobMax: FieldLimits.short,
  contentMax: FieldLimits.long,
  keywordMax: 100,
  sourceMax: 50,
} as const;

/** Feedback types: 2 is the footer form (spec §3). */
export const FeedbackType = { Contact: 1, Footer: 2 } as const;

/**
 * POST /common/addFeedBack (spec §7). The footer form sends name, phone and
 * content, each required with its own message (spec §5).
 */
export const AddFeedbackBodySchema = z.object({
  name: z
    .string({ error: 'validation.feedback.nameRequired' })
    .min(1, { error: 'validation.feedback.nameRequired' })
    .max(FeedbackLimits.nameMax, { error: 'validation.max20' })
    .superRefine(maxDisplayWidth(FeedbackLimits.nameMax, 'validation.max20')),
  phone: z
    .string({ error: 'validation.feedback.phoneRequired' })
    .min(1, { error: 'validation.feedback.phoneRequired' })
    .regex(PHONE_PATTERN, { error: 'validation.phoneFormat' }),
  content: z
    .string({ error: 'validation.feedback.contentRequired' })
    .min(1, { error: 'validation.feedback.contentRequired' })
    .max(FeedbackLimits.contentMax, { error: 'validation.max200' })
    .superRefine(maxDisplayWidth(FeedbackLimits.contentMax, 'validation.max200')),
  type: z.coerce.number().int().refine((value) => value === 1 || value === 2, { error: 'validation.feedback.type' }).default(FeedbackType.Footer),
  userId: z.string().max(64).optional(),
  source: z.string().max(FeedbackLimits.sourceMax).optional(),
  keyword: z.string().max(FeedbackLimits.keywordMax).optional(),
  company: z.string().max(FeedbackLimits.companyMax, { error: 'validation.max20' }).superRefine(maxDisplayWidth(FeedbackLimits.companyMax, 'validation.max20')).optional(),
  job: z.string().max(FeedbackLimits.jobMax, { error: 'validation.max20' }).superRefine(maxDisplayWidth(FeedbackLimits.jobMax, 'validation.max20')).optional(),
});
export type AddFeedbackBody = z.infer<typeof AddFeedbackBodySchema>;

/** The stored feedback's id, returned in resultData. */
export const AddFeedbackResultSchema = z.object({ id: z.string().uuid() });
export type AddFeedbackResult = z.infer<typeof AddFeedbackResultSchema>;
