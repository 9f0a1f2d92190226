import { Locales, type Locale } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { storeLocale } from './locales';

/** The active locale. */
export const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return (Locales as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en';
};

/** Spec §4: switching stores the choice and reloads the page (`reload`: the app's page reloader, which tests replace). */
export const switchLocale = (locale: Locale, reload: () => void = () => window.location.reload()): void => {
  storeLocale(locale);
  reload();
};
