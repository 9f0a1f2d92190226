import type { Locale } from '@app/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { STARTUP_NAMESPACES, detectLocale, initI18n, loadAntdLocale } from '../i18n';

/**
 * Everything that must be ready before the first render: language (the namespaces every route may use) and
 * AntD's locale. dayjs's comes with the first page or component that draws dates (i18n loadActiveDayjsLocale).
 */
export const prepareApp = async (): Promise<{ locale: Locale; antdLocale: AntdLocale }> => {
  const locale = detectLocale();
  document.documentElement.lang = locale;
  const [, antdLocale] = await Promise.all([initI18n(locale, undefined, STARTUP_NAMESPACES), loadAntdLocale(locale)]);
  return { locale, antdLocale };
};
