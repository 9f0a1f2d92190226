import { Locales, type Locale } from '@app/contracts';
import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, loadDayjsLocale, type Namespace } from './locales';

type Bundle = Record<string, unknown>;

/** The web's own namespaces, one lazily loaded file per language and namespace. */
const webBundles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

/** The `errors` namespace comes from the contracts package (shared with the server). */
const errorBundles: Record<Locale, () => Promise<Bundle>> = {
  en: () => import('@app/contracts/locales/en/errors.json').then((module) => module.default),
  'zh-CN': () => import('@app/contracts/locales/zh-CN/errors.json').then((module) => module.default),
  'zh-HK': () => import('@app/contracts/locales/zh-HK/errors.json').then((module) => module.default),
};

/** Loads the given namespaces (every one unless told) of one language. */
export const loadLocaleResources = async (locale: Locale, namespaces: readonly Namespace[] = NAMESPACES): Promise<Partial<Record<Namespace, Bundle>>> => {
  const entries = await Promise.all(
    namespaces.map(async (namespace): Promise<[Namespace, Bundle]> => {
      if (namespace === 'errors') return [namespace, await errorBundles[locale]()];
      const load = webBundles[`./locales/${locale}/${namespace}.json`];
      if (!load) throw new Error(`Missing locale file ${locale}/${namespace}.json`);
      return [namespace, await load()];
    }),
  );
  return Object.fromEntries(entries) as Partial<Record<Namespace, Bundle>>;
};

/**
 * A safety net for a namespace read before anything loaded it (a component outside the pages and
 * dialogs that load theirs): useTranslation asks i18next, which fetches it through this backend and
 * renders again, instead of showing raw keys for good.
 */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!(Locales as readonly string[]).includes(language)) return callback(null, {});
    loadLocaleResources(language as Locale, [namespace as Namespace]).then(
      (bundles) => callback(null, bundles[namespace as Namespace] ?? false),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Keys that were asked for but do not exist (used by the "no raw keys" tests). */
export const missingKeys = new Set<string>();

/**
 * Initialises i18next with the one active language and the given namespaces (every one unless
 * told; the app starts with STARTUP_NAMESPACES and its routes add theirs with loadNamespaces). No
 * fallback language is loaded: the parity test guarantees every key exists in every locale.
 */
export const initI18n = async (locale: Locale, instance: I18n = i18next, namespaces: readonly Namespace[] = NAMESPACES): Promise<I18n> => {
  const resources: Resource = { [locale]: (await loadLocaleResources(locale, namespaces)) as unknown as ResourceLanguage };
  if (instance.isInitialized) {
    for (const namespace of namespaces) instance.addResourceBundle(locale, namespace, resources[locale][namespace], true, true);
    await instance.changeLanguage(locale);
    return instance;
  }
  await instance.use(initReactI18next).use(lazyBundles).init({
    lng: locale,
    resources,
    // the given namespaces are bundled; any other loads when first used (lazyBundles)
    partialBundledLanguages: true,
    // our locales only ('zh-CN', not 'zh' as well)
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missingKeys.add(`${namespace}:${key}`);
    },
    react: { useSuspense: false },
  });
  return instance;
};

/** Adds the namespaces of the active language that are not loaded yet (a route's, before it renders). */
export const loadNamespaces = async (namespaces: readonly Namespace[], instance: I18n = i18next): Promise<void> => {
  const locale = instance.language as Locale;
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  if (missing.length === 0) return;
  const bundles = await loadLocaleResources(locale, missing);
  for (const namespace of missing) instance.addResourceBundle(locale, namespace, bundles[namespace], true, true);
};

/**
 * dayjs in the active language, for what draws or picks dates. Not on the first page (issue 19): every
 * other page and lazily loaded component brings it (withNamespaces), and the search form its own.
 */
export const loadActiveDayjsLocale = async (instance: I18n = i18next): Promise<void> => {
  if ((Locales as readonly string[]).includes(instance.language)) await loadDayjsLocale(instance.language as Locale);
};

/**
 * A loader (a page, a lazily loaded component) that also brings the namespaces it reads, and dayjs's
 * locale, in the active language, before it renders.
 */
export const withNamespaces =
  <T>(namespaces: readonly Namespace[], load: () => Promise<T>, instance: I18n = i18next): (() => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadNamespaces(namespaces, instance), loadActiveDayjsLocale(instance)]))[0];
