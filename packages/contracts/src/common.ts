import { z } from 'zod';
import { doubleWidthLength } from '@app/domain';

// The locale constants live in a zod-free module (see locale.ts); re-exported here so every
// existing import keeps working.
export { DEFAULT_LOCALE, LanguageCode, Locales, localeFromAcceptLanguage, localeFromLanguageParam } from './locale';
export type { Locale } from './locale';

/**
 * Spec §5 "string length counts double-width characters as 2": a `.superRefine` for a string
 * already limited with `.max(max)`. It reports what `.max` lets through (a CJK or full-width
 * character takes two columns) as the same too_big issue, so the message reads like any
 * length limit; `error` is the message key (default: the generic "at most {{max}}").
 */
export const maxDisplayWidth =
  (max: number, error?: string) =>
  (value: string, context: z.RefinementCtx): void => {
    if (value.length <= max && doubleWidthLength(value) > max) {
      context.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: value, ...(error ? { message: error } : {}) });
    }
  };

/** Fields every API request may carry (spec §7); the server reads them before validation. */
export const COMMON_REQUEST_FIELDS = ['token', 'language', 'requestTime'] as const;

/** The reply envelope of every call (spec §7). */
export const envelopeSchema = <T extends z.ZodType>(resultData: T) =>
  z.object({
    errCode: z.number().int().describe('0 on success; see the error table (spec §8)'),
    resultMsg: z.string().describe("A message in the request's language"),
    resultData,
  });

export type Envelope<T> = { errCode: number; resultMsg: string; resultData: T };

/** Page sizes of spec §9. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** List paging for form-encoded calls: page from 1, limit one of PAGE_SIZES. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'validation.pageSize' })
    // the refinement is not expressible in JSON Schema: the OpenAPI document lists the sizes
    .meta({ enum: [...PAGE_SIZES] })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
