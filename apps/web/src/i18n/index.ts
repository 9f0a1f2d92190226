export { initI18n, loadLocaleResources, loadNamespaces, missingKeys } from './init';
export { DAYJS_LOCALE, LANGUAGE_SWITCH, NAMESPACES, ROUTE_NAMESPACES, STARTUP_NAMESPACES, detectLocale, loadAntdLocale, loadDayjsLocale, resolveInitialLocale, storeLocale } from './locales';
export type { Namespace } from './locales';
export { switchLocale, useLocale } from './useLocale';
