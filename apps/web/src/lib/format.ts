import type { Locale } from '@app/contracts';
import { formatLargeNumber } from '@app/domain';

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

/** Digits after the point of a plain decimal text such as '18.1818' (capped at Intl's limit). */
const decimalsOf = (text: string): number => Math.min(text.split('.')[1]?.length ?? 0, 20);

/**
 * An exact decimal given as text (the calculators' figures, e.g. '4500000000' or '18.1818'),
 * grouped for the locale with its own number of decimals and without going through a float.
 * Text that is not a plain decimal is returned unchanged.
 */
export const formatDecimal = (value: string | number, locale: Locale): string => {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const digits = decimalsOf(text);
  return new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(text as `${number}`);
};

/** A calendar day given as 'YYYY-MM-DD', e.g. 30 Jun 2025 / 2025年6月30日 (read in UTC so no time zone shifts it). */
export const formatDay = (isoDay: string, locale: Locale): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year, month, day] = match.map(Number);
  return new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
};

/** A month of a year, e.g. December 2024 / 2024年12月. */
export const formatMonth = (year: number, month: number, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

/** A list joined the locale's way, e.g. "a, b and c" / "a、b和c". */
export const formatList = (items: readonly string[], locale: Locale): string => new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(items);

/** A large amount in the locale's short form, e.g. 1.23bn / 12.3億 / 12.3亿 (market values, proceeds; Chinese counts in 萬 and 億). */
export const formatCompact = (value: number, locale: Locale): string => formatLargeNumber(value, locale);

/**
 * An amount given in millions, as a limit is read (a fee band's "not exceeding"): 5,000 (million) in English,
 * 50億 / 50亿 in Chinese, which counts in 萬 and 億 rather than in millions.
 */
export const formatBandMillions = (millions: number, locale: Locale): string =>
  locale === 'en' ? formatNumber(millions, locale) : formatLargeNumber(millions * 1_000_000, locale);

/** A day of the year given as 'MM-DD' (a financial year end), e.g. 31 Dec / 12月31日. */
export const formatMonthDay = (monthDay: string, locale: Locale): string => {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!match) return monthDay;
  return new Intl.DateTimeFormat(intlLocale[locale], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, Number(match[1]) - 1, Number(match[2])));
};

const HK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Release time in Hong Kong time as "YYYY-MM-DD HH:mm" (HKEXnews publishes in HKT whatever the reader's zone). */
export const formatHkTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(HK_TIME.formatToParts(date).map((item) => [item.type, item.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};
