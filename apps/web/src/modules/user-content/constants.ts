import type { Locale } from '@app/contracts';

/** The i18n namespace of this module. */
export const USER_CONTENT_NS = 'user-content';

/** List page size of the three /manage/person pages (spec §9 sizes 10, 20, 30, 50). */
export const PERSON_PAGE_SIZE = 20;

/** The title to show in `locale`: English for en when there is one, else the main title. */
export const displayTitle = (locale: Locale, title: string, titleEn: string | null | undefined): string => (locale === 'en' && titleEn ? titleEn : title);

/** A company's short name in `locale`, falling back to the other language, then to the code. */
export const companyName = (locale: Locale, company: { stockCode: string; shortNameEn: string | null; shortNameCn: string | null }): string =>
  (locale === 'en' ? company.shortNameEn || company.shortNameCn : company.shortNameCn || company.shortNameEn) || company.stockCode;
