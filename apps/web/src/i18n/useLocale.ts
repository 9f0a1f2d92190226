import { Locales, type Locale } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { storeLocale } from './locales';

/** The active locale. */
export const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return (Locales as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en';
};

/** Spec §4: switching stores the choice and reloads the page. */
export const switchLocale = (locale: Locale): void => {
  storeLocale(locale);
  window.location.reload();
};
