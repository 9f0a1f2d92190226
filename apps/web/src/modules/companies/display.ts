import type { Locale, Market } from '@app/contracts';

/** Display helpers and the paths of the company pages (pure). */

type Named = { shortNameEn?: string | null; shortNameCn?: string | null; nameEn?: string | null; nameCn?: string | null; nameZh?: string | null };

/** A company's name in the interface language, falling back to the other language. */
export const companyNameOf = (company: Named, locale: Locale): string => {
  const english = company.shortNameEn || company.nameEn;
  const chinese = company.shortNameCn || company.nameCn || company.nameZh;
  return (locale === 'en' ? english || chinese : chinese || english) ?? '';
};

/** A company's full name in the interface language (the registered name where known). */
export const fullNameOf = (company: Named, locale: Locale): string => {
  const english = company.nameEn || company.shortNameEn;
  const chinese = company.nameCn || company.nameZh || company.shortNameCn;
  return (locale === 'en' ? english || chinese : chinese || english) ?? '';
};

/** A person's name: the interface language's first, the other after it ("Chan Tai Man 陳大文"). */
export const personNameOf = (person: { nameEn: string | null; nameZh: string | null }, locale: Locale): string => {
  const names = locale === 'en' ? [person.nameEn, person.nameZh] : [person.nameZh, person.nameEn];
  return names.filter(Boolean).join(' ');
};

/** The detail page of a listed company: /disData/comp/detail for Hong Kong, detailA for A shares. */
export const companyDetailPath = (company: { market: string; stockCode: string }): string =>
  company.market === 'HK' ? `/disData/comp/detail?stockCode=${company.stockCode}` : `/disData/comp/detailA?market=${company.market}&stockCode=${company.stockCode}`;

export const listingStatusPath = (key: { market: string; stockCode: string } | { id: string }): string =>
  'id' in key ? `/disData/comp/statusDetail?id=${key.id}` : `/disData/comp/statusDetail?market=${key.market}&stockCode=${key.stockCode}`;

export const shareholdersPath = (company: { market: string; stockCode: string }): string => `/disData/comp/shDetail?market=${company.market}&stockCode=${company.stockCode}`;

export const hkCompanyPath = (companyNo: string): string => `/disData/comp/detailHK?companyNo=${encodeURIComponent(companyNo)}`;

export const directorPath = (id: string): string => `/disData/director/detail?id=${id}`;

export const offeringPath = (id: string): string => `/disData/issue/detail?id=${id}`;

/** The market of an A-share page's query ('SH', 'SZ', 'BJ'), else 'A' (any mainland market). */
export const mainlandMarketOf = (value: string | null): Market | 'A' => (value === 'SH' || value === 'SZ' || value === 'BJ' ? value : 'A');

/** A stored decimal text as a number, or null. */
export const toNumberOrNull = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** A ?market query value as the company calls take it (HK, SH, SZ, BJ or A); anything else is left out and the code decides. */
export const companyMarketOf = (value: string | null | undefined): Market | 'A' | undefined =>
  value === 'HK' || value === 'SH' || value === 'SZ' || value === 'BJ' || value === 'A' ? value : undefined;
