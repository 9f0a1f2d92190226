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

/** POST /au/feedback/list {page, limit, source} (spec §7): the caller's own requests, newest first. */
export const FeedbackListBodySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  source: z.string().max(FeedbackLimits.sourceMax).optional(),
});
export type FeedbackListBody = z.infer<typeof FeedbackListBodySchema>;
export const FeedbackItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  job: z.string().nullable(),
  content: z.string(),
  source: z.string().nullable(),
  /** 1 new, 2 handled (spec §4: a request whose status is not 2 is shown read-only). */
  status: z.number().int(),
  createDate: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;
export const FeedbackListSchema = z.object({ list: z.array(FeedbackItemSchema), total: z.number().int() });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

/** POST /au/admin/feedback/reply {id, reply} (staff): answers a feedback or contact request; its sender is told (switch `contact`). */
export const AdminFeedbackReplyBodySchema = z.object({
  id: z.string().uuid({ error: 'validation.invalidValue' }),
  reply: z
    .string({ error: 'validation.feedback.replyRequired' })
    .min(1, { error: 'validation.feedback.replyRequired' })
    .max(FeedbackLimits.contentMax, { error: 'validation.max200' }),
});
export type AdminFeedbackReplyBody = z.infer<typeof AdminFeedbackReplyBodySchema>;
