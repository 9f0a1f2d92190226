// Kept free of zod: the web's first page (language detection, the API client) needs these and
// nothing else from the contracts, so zod can stay in the chunks of the screens with forms.

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
