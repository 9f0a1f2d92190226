import type { Locale } from '@app/contracts';

/** One section of a legal text: a heading, paragraphs, and an optional list. */
export type LegalSection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };

/** The user agreement or the privacy policy in one language. */
export type LegalDocument = { title: string; intro: string; sections: readonly LegalSection[] };

/** Both texts in one language; the three languages have the same sections in the same order. */
export type LegalTexts = { terms: LegalDocument; privacy: LegalDocument };

/** Loads the texts of one language (one chunk per language, only on this page). */
export const loadLegalTexts = async (locale: Locale): Promise<LegalTexts> => {
  switch (locale) {
    case 'zh-CN':
      return (await import('./legal-text.zh-CN')).legalTexts;
    case 'zh-HK':
      return (await import('./legal-text.zh-HK')).legalTexts;
    default:
      return (await import('./legal-text.en')).legalTexts;
  }
};
