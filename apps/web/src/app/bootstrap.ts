import type { Locale } from '@app/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { STARTUP_NAMESPACES, detectLocale, initI18n, loadAntdLocale, loadDayjsLocale } from '../i18n';

/** Everything that must be ready before the first render: language (the namespaces every route may use), AntD and dayjs locales. */
export const prepareApp = async (): Promise<{ locale: Locale; antdLocale: AntdLocale }> => {
  const locale = detectLocale();
  document.documentElement.lang = locale;
  const [, antdLocale] = await Promise.all([initI18n(locale, undefined, STARTUP_NAMESPACES), loadAntdLocale(locale), loadDayjsLocale(locale)]);
  return { locale, antdLocale };
};
