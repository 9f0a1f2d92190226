// Kept free of zod: the web's first page (language detection, the API client) needs these and
// nothing else from the contracts, so zod can stay in the chunks of the screens with forms.

/** The three interface locales (cookie values, DB columns, file names). */
export const Locales = ['en', 'zh-CN', 'zh-HK'] as const;
export type Locale = (typeof Locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec §4 numeric language codes: zhHk=1, en=2, zh=3. */
export const LanguageCode = { 'zh-HK': 1, en: 2, 'zh-CN': 3 } as const satisfies Record<Locale, number>;

/** Regions whose Chinese is written in traditional characters (BCP 47 region subtags). */
const TRADITIONAL_REGIONS = new Set(['hk', 'tw', 'mo']);
/** Short names older clients and our own cookies used. */
const ALIASES: Record<string, Locale> = { tc: 'zh-HK', zhhk: 'zh-HK', zhtw: 'zh-HK', sc: 'zh-CN', zhcn: 'zh-CN' };

/**
 * Resolves a request's `language` value, numeric (1, 2, 3) or a language tag, to one of our locales;
 * unknown values give undefined. Tags are read case-insensitively with `_` or `-` between subtags
 * (`zh_TW`, `zh-Hant-HK`, `yue-HK`, `zh-SG`): a script subtag (Hant / Hans) decides first, then the
 * region (HK, TW, MO → traditional; CN, SG and any other → simplified); Cantonese (`yue`) is traditional and a
 * bare `zh` is simplified, as browsers in the mainland send it.
 */
export const localeFromLanguageParam = (value: unknown): Locale | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  const byCode = (Object.entries(LanguageCode) as [Locale, number][]).find(([, code]) => String(code) === text);
  if (byCode) return byCode[0];
  const lower = text.toLowerCase().replace(/_/g, '-');
  const alias = ALIASES[lower];
  if (alias) return alias;
  const [language, ...subtags] = lower.split('-');
  if (language === 'en') return 'en';
  if (language === 'yue') return subtags.includes('hans') ? 'zh-CN' : 'zh-HK';
  if (language !== 'zh') return undefined;
  if (subtags.includes('hant')) return 'zh-HK';
  if (subtags.includes('hans')) return 'zh-CN';
  if (subtags.some((subtag) => TRADITIONAL_REGIONS.has(subtag))) return 'zh-HK';
  // Any other Chinese (bare `zh`, CN, SG, MY or a region we do not know) reads simplified.
  return 'zh-CN';
};

/**
 * Resolves an `Accept-Language` header to the first of our locales in the client's order of
 * preference (q-values, highest first; equal weights keep the header's order; `q=0` means "not this").
 */
export const localeFromAcceptLanguage = (header: unknown): Locale | undefined => {
  if (typeof header !== 'string' || header === '') return undefined;
  const ranges = header.split(',').map((part, index) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
  });
  ranges.sort((left, right) => right.quality - left.quality || left.index - right.index);
  for (const range of ranges) {
    if (range.quality <= 0) continue;
    const locale = localeFromLanguageParam(range.tag);
    if (locale) return locale;
  }
  return undefined;
};
