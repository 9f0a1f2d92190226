import type { DisplayLocale } from './enumerated-values';

/**
 * Chinese counts large numbers in myriads: 萬 (10^4), 億 (10^8) and 萬億 (10^12) in Hong Kong,
 * 万 / 亿 / 万亿 on the mainland. CLDR's compact notation gives zh-HK the English K/M/B ("1.23B"),
 * which a Hong Kong reader does not write, so Chinese is formatted here (issue 18).
 */
const CHINESE_UNITS: Record<'zh-HK' | 'zh-CN', readonly [number, string][]> = {
  'zh-HK': [
    [1e12, '萬億'],
    [1e8, '億'],
    [1e4, '萬'],
  ],
  'zh-CN': [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
};

const decimals = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

/**
 * A large amount in the reader's short form (market values, proceeds): 1.23bn in English (en-GB, as before),
 * 12.3億 in zh-HK, 12.3亿 in zh-CN; at most two decimals, the sign kept, under 10,000 as it is.
 */
export const formatLargeNumber = (value: number, locale: DisplayLocale): string => {
  if (locale === 'en') return new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 2 }).format(value);
  const format = decimals(locale);
  const magnitude = Math.abs(value);
  for (const [size, unit] of CHINESE_UNITS[locale]) {
    // Compared after rounding to two decimals, so 99,999,999 reads 1億, not 10,000萬.
    if (Math.round((magnitude / size) * 100) >= 100) return `${format.format(value / size)}${unit}`;
  }
  return format.format(value);
};
