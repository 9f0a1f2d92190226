import type { Locale } from '@app/contracts';

/**
 * Display formatting with the active locale (EXAMPLES §6). Components never
 * build number or date text by hand.
 */

const intlLocale: Record<Locale, string> = { en: 'en-GB', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK' };

/** A whole or decimal number with grouping, e.g. 12,345. */
export const formatNumber = (value: number, locale: Locale): string => new Intl.NumberFormat(intlLocale[locale]).format(value);

/** A date (no time) in the locale's order, e.g. 22 Nov 2026 / 2026年11月22日. */
export const formatDate = (value: string | number | Date, locale: Locale): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
};

/** A date with hours and minutes. */
export const formatDateTime = (value: string | number | Date, locale: Locale): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** Spec §9: a price stored in cents, shown as value / 100 with 2 decimals in the currency's format. */
export const formatPrice = (cents: number, currency: string, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
