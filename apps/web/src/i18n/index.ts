export { initI18n, loadActiveDayjsLocale, loadLocaleResources, loadNamespaces, missingKeys, withNamespaces } from './init';
export { DAYJS_LOCALE, LANGUAGE_SWITCH, NAMESPACES, ROUTE_NAMESPACES, SHARED_NAMESPACES, STARTUP_NAMESPACES, detectLocale, loadAntdLocale, loadDayjsLocale, resolveInitialLocale, storeLocale } from './locales';
export type { Namespace } from './locales';
export { switchLocale, useLocale } from './useLocale';
