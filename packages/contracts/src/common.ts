import { z } from 'zod';

/** The three interface locales (cookie values, DB columns, file names). */
export const Locales = ['en', 'zh-CN', 'zh-HK'] as const;
export type Locale = (typeof Locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec §4 numeric language codes: zhHk=1, en=2, zh=3. */
export const LanguageCode = { 'zh-HK': 1, en: 2, 'zh-CN': 3 } as const satisfies Record<Locale, number>;

/**
 * Resolves a request's `language` value, numeric (1, 2, 3) or a locale name,
 * to one of our locales; unknown values give undefined.
 */
export const localeFromLanguageParam = (value: unknown): Locale | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  const byCode = (Object.entries(LanguageCode) as [Locale, number][]).find(([, code]) => String(code) === text);
  if (byCode) return byCode[0];
  const lower = text.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (['zh-hk', 'zh-tw', 'zh-mo', 'zh-hant', 'zhhk', 'tc'].includes(lower) || lower.startsWith('zh-hant')) return 'zh-HK';
  if (['zh-cn', 'zh', 'zh-sg', 'zh-hans', 'sc'].includes(lower) || lower.startsWith('zh-hans')) return 'zh-CN';
  return undefined;
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
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
