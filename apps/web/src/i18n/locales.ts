import { DEFAULT_LOCALE, Locales, localeFromLanguageParam, type Locale } from '@app/contracts';
import { LANGUAGE_COOKIE_DAYS } from '@app/domain';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { CookieNames, readCookie, writeCookie } from '../lib/cookies';

/**
 * The one place that maps our locales to the other systems (EXAMPLES §7):
 * the request code lives in @app/contracts (LanguageCode); here are AntD,
 * dayjs, the HTML lang attribute and the resolution order of spec §1.
 */

/** The namespaces every screen may use. */
export const NAMESPACES = ['common', 'routes', 'errors', 'account', 'calculators', 'disclosure', 'statistics', 'user-content', 'companies', 'organisation', 'files', 'documents', 'secretary', 'commerce', 'messages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the landing route (`/` → the announcement list) draws, shell included: loaded by prepareApp before
 * the first render. Every other namespace stays off the first page (issue 19); `errors` loads there with
 * the first error to show (a rejected keyword, an error reply: reply-effects.ts `prepare`).
 */
export const STARTUP_NAMESPACES = ['common', 'routes', 'disclosure'] as const satisfies readonly Namespace[];

/** The namespaces only some routes use: they load with those routes (routes.tsx). */
export const ROUTE_NAMESPACES = ['calculators'] as const satisfies readonly Namespace[];

/**
 * The rest, read across modules (a secretary key on the home page, account keys in the organisation
 * forms): they load with every page but the landing list (routes.tsx) and with the shell's lazily
 * loaded dialogs and widgets (`withNamespaces`).
 */
export const SHARED_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (namespace) => !(STARTUP_NAMESPACES as readonly Namespace[]).includes(namespace) && !(ROUTE_NAMESPACES as readonly Namespace[]).includes(namespace),
);

/** dayjs locale names. */
export const DAYJS_LOCALE: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-cn', 'zh-HK': 'zh-hk' };

/** The language switch labels (spec §2: EN, 繁, 简), shown as written in every language. */
export const LANGUAGE_SWITCH: readonly { locale: Locale; label: string; name: string }[] = [
  { locale: 'en', label: 'EN', name: 'English' },
  { locale: 'zh-HK', label: '繁', name: '繁體中文' },
  { locale: 'zh-CN', label: '简', name: '简体中文' },
];

const isLocale = (value: unknown): value is Locale => (Locales as readonly unknown[]).includes(value);

/**
 * Spec §1: the stored choice wins, else the browser language, else English.
 * @param stored the `language` cookie
 * @param browserLanguages navigator.languages in order of preference
 */
export const resolveInitialLocale = (stored: string | undefined, browserLanguages: readonly string[]): Locale => {
  if (isLocale(stored)) return stored;
  const fromStored = stored ? localeFromLanguageParam(stored) : undefined;
  if (fromStored) return fromStored;
  for (const language of browserLanguages) {
    const locale = localeFromLanguageParam(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
};

/** Reads the locale for this page load from the cookie and the browser. */
export const detectLocale = (): Locale =>
  resolveInitialLocale(readCookie(CookieNames.language), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

/** Stores a language choice for 730 days (spec §4). */
export const storeLocale = (locale: Locale): void => writeCookie(CookieNames.language, locale, LANGUAGE_COOKIE_DAYS);

/** Loads the AntD locale for `locale` (one chunk per language). */
export const loadAntdLocale = async (locale: Locale): Promise<AntdLocale> => {
  switch (locale) {
    case 'zh-CN':
      return (await import('antd/es/locale/zh_CN')).default;
    case 'zh-HK':
      return (await import('antd/es/locale/zh_HK')).default;
    default:
      return (await import('antd/es/locale/en_US')).default;
  }
};

/** The dayjs locale in use: dayjs starts in English. */
let dayjsLocale = DAYJS_LOCALE.en;

/**
 * Loads and activates the dayjs locale for `locale`. English is dayjs's own, so in English dayjs is not
 * loaded here: the first page draws no date with it (issue 19), and what does imports it.
 */
export const loadDayjsLocale = async (locale: Locale): Promise<void> => {
  if (DAYJS_LOCALE[locale] === dayjsLocale) return;
  const dayjs = (await import('dayjs')).default;
  if (locale === 'zh-CN') await import('dayjs/locale/zh-cn');
  if (locale === 'zh-HK') await import('dayjs/locale/zh-hk');
  dayjs.locale(DAYJS_LOCALE[locale]);
  dayjsLocale = DAYJS_LOCALE[locale];
};
