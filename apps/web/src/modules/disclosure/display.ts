import { DocumentLangTypes, type DocumentHit, type DocumentLangType, type Locale } from '@app/contracts';

/** Display rules shared by the result list and the detail page. */

type Titled = Pick<DocumentHit, 'titleEn' | 'titleZh'> & { highlight?: DocumentHit['highlight']; langTypes?: readonly number[] };

/**
 * The title in the interface language (zh-HK and zh-CN read the Chinese
 * title, en the English one), falling back to the other, with its match
 * ranges and the language version it opens. A title whose version is not
 * published (langTypes) gives way to one that is.
 */
export const titleFor = (document: Titled, locale: Locale): { text: string; ranges: [number, number][]; langType: DocumentLangType } => {
  const english = { text: document.titleEn ?? '', ranges: document.highlight?.titleEn ?? [], langType: DocumentLangTypes.en };
  const chinese = { text: document.titleZh ?? '', ranges: document.highlight?.titleZh ?? [], langType: DocumentLangTypes.zh };
  const ordered = locale === 'en' ? [english, chinese] : [chinese, english];
  const isPublished = (langType: DocumentLangType) => !document.langTypes?.length || document.langTypes.includes(langType);
  return ordered.find((title) => title.text && isPublished(title.langType)) ?? ordered.find((title) => title.text) ?? ordered[0]!;
};

/** A stock's short name in the interface language, falling back to the other. */
export const stockNameFor = (stock: { shortNameEn: string | null; shortNameCn: string | null }, locale: Locale): string =>
  (locale === 'en' ? stock.shortNameEn || stock.shortNameCn : stock.shortNameCn || stock.shortNameEn) ?? '';

/** The language version to open first: the interface language's when it exists. */
export const preferredLangType = (langTypes: readonly number[], locale: Locale): DocumentLangType => {
  const wanted = locale === 'en' ? DocumentLangTypes.en : DocumentLangTypes.zh;
  if (langTypes.length === 0 || langTypes.includes(wanted)) return wanted;
  return langTypes[0] === DocumentLangTypes.zh ? DocumentLangTypes.zh : DocumentLangTypes.en;
};
