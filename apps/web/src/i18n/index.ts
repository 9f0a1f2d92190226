export { initI18n, loadLocaleResources, missingKeys } from './init';
export { DAYJS_LOCALE, LANGUAGE_SWITCH, NAMESPACES, detectLocale, loadAntdLocale, loadDayjsLocale, resolveInitialLocale, storeLocale } from './locales';
export type { Namespace } from './locales';
export { switchLocale, useLocale } from './useLocale';
