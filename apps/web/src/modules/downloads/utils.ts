import type { Locale } from '@app/contracts';

const intlLocale: Record<Locale, string> = { en: 'en-GB', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK' };

/** A file size in KB or MB with the locale's digits, e.g. 1.4 MB. */
export const formatFileSize = (bytes: number, locale: Locale): string => {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(intlLocale[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
};
