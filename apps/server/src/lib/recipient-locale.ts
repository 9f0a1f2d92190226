import { DEFAULT_LOCALE, Locales, type Locale } from '@app/contracts';

const isLocale = (value: unknown): value is Locale => (Locales as readonly unknown[]).includes(value);

/**
 * The language of a message, SMS or e-mail made without a request (reminders, alerts, notices,
 * digests; issue 18): the recipient's stored language (`users.locale`, chosen in the interface or
 * taken at sign-in) wins; else the first usable `fallbacks` (the language the order or matter was
 * made in, the page that turned a digest on); else English, as the interface itself (spec §1).
 * Every job that writes to a person picks its language here, so they cannot disagree.
 */
export const recipientLocale = (stored: string | null | undefined, ...fallbacks: (string | null | undefined)[]): Locale => {
  for (const candidate of [stored, ...fallbacks]) if (isLocale(candidate)) return candidate;
  return DEFAULT_LOCALE;
};

/**
 * The language a signed-in reader's page shows server-made text in (message titles): the language the request
 * names (the page's), else the reader's stored one, else English.
 */
export const readerLocale = (request: { locale: Locale; localeGiven: boolean }, stored: string | null | undefined): Locale =>
  request.localeGiven ? request.locale : recipientLocale(stored);
