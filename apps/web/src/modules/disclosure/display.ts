import { DocumentLangTypes, OrgLists, orgTypeOfListType, type DocumentHit, type DocumentKind, type DocumentLangType, type Locale } from '@app/contracts';

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

const HK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Release time in Hong Kong time as "YYYY-MM-DD HH:mm" (HKEXnews publishes in HKT whatever the reader's zone). */
export const formatHkTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(HK_TIME.formatToParts(date).map((item) => [item.type, item.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

/** The language version to open first: the interface language's when it exists. */
export const preferredLangType = (langTypes: readonly number[], locale: Locale): DocumentLangType => {
  const wanted = locale === 'en' ? DocumentLangTypes.en : DocumentLangTypes.zh;
  if (langTypes.length === 0 || langTypes.includes(wanted)) return wanted;
  return langTypes[0] === DocumentLangTypes.zh ? DocumentLangTypes.zh : DocumentLangTypes.en;
};

/** A-share markets (Shanghai, Shenzhen, Beijing) open /disData/notice/detailA. */
export const isAShareMarket = (market: string | null | undefined): boolean => market === 'SH' || market === 'SZ' || market === 'BJ' || market === 'A';

type Linkable = Pick<DocumentHit, 'id' | 'md5Key' | 'kind' | 'market' | 'listType' | 'orgType' | 'sourceType'>;

/**
 * The detail route of a document with the query parameters of spec §2:
 * notices take md5Key and langType; rules (org) id, langType, orgType and
 * listType; enforcement cases id and langType; updates also sourceType.
 */
export const detailPathOf = (document: Linkable, langType: DocumentLangType): string => {
  const query = (entries: Record<string, string | number | null | undefined>) =>
    new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined).map(([key, value]) => [key, String(value)])).toString();
  switch (document.kind) {
    case 'announcement':
      return `/disData/notice/${isAShareMarket(document.market) ? 'detailA' : 'detail'}?${query({ md5Key: document.md5Key, langType })}`;
    case 'regulation': {
      const listType = document.listType ?? 0;
      return `/disData/org/detail?${query({ id: document.id, langType, orgType: document.orgType ?? orgTypeOfListType(listType), listType })}`;
    }
    case 'enforcement':
      return `/disData/ruleB/detail?${query({ id: document.id, langType })}`;
    case 'update':
      return `/disData/sup/detail?${query({ id: document.id, langType, sourceType: document.sourceType })}`;
    case 'law':
      return `/disData/ruleL/detail?${query({ id: document.id, langType })}`;
  }
};

const LIST_PATH_OF_KIND: Record<DocumentKind, string> = {
  announcement: '/disData/notice/list',
  regulation: '/disData/org/allRules',
  enforcement: '/disData/ruleB/list',
  update: '/disData/sup/list',
  law: '/disData/ruleL/list',
};

/** The list a detail page belongs to (its "back to the list" link when there is no history to go back to). */
export const listPathOf = (kind: DocumentKind, document?: Pick<DocumentHit, 'market' | 'listType'>): string => {
  if (kind === 'regulation' && document?.listType) {
    const list = OrgLists.find((entry) => entry.listType === document.listType);
    if (list) return `/disData/org/${list.route}`;
  }
  if (kind === 'announcement' && isAShareMarket(document?.market)) return `${LIST_PATH_OF_KIND.announcement}?market=A`;
  return LIST_PATH_OF_KIND[kind];
};
