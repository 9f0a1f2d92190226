import type { DocumentPatch } from './document-merge';
import type { CategoryIndex, DocumentCategory } from './headline-matcher';
import { cleanFeedText, documentMd5Key, parseHkexDateTime, textOf, toHongKongStockCode } from './parse-helpers';

/** Language of an HKEXnews file: E (English) or ZH (traditional Chinese), as the title search's `lang`. */
export const HkexLanguages = ['E', 'ZH'] as const;
export type HkexLanguage = (typeof HkexLanguages)[number];

/** HKEXnews serves FILE_LINK / webPath relative to this host (data-sources §3.1). */
export const HKEXNEWS_BASE_URL = 'https://www1.hkexnews.hk';

const SOURCE_ID_MAX = 60;
const FILE_TYPE_MAX = 10;
const FILE_SIZE_MAX = 20;

/** The fields of one HKEXnews row, already picked out of its format, with the names to use in reasons. */
export type HkexRowFields = {
  row: number;
  newsId: unknown;
  title: unknown;
  releaseTime: unknown;
  stockCodes: unknown[];
  fileLink: unknown;
  fileType: unknown;
  fileSize: unknown;
  /** The codes given by the feed, or undefined to match the headline path instead. */
  categoryCodes?: { t1Code: unknown; t2Code: unknown };
  headlinePath: unknown;
  names: { newsId: string; title: string; releaseTime: string; stockCodes: string; headline: string };
};

/** An absolute link to a published file, or null when the row has none. */
export const toHkexFileLink = (value: unknown): string | null => {
  const link = textOf(value);
  if (!link) return null;
  return /^https?:\/\//i.test(link) ? link : `${HKEXNEWS_BASE_URL}${link.startsWith('/') ? '' : '/'}${link}`;
};

// The latest-information feed writes a missing code as "NaN".
const isMissingCode = (value: unknown): boolean => {
  const text = textOf(value);
  return text === '' || text.toLowerCase() === 'nan' || text === '-1';
};

/** The category from explicit feed codes, falling back to the headline path when they are "NaN". */
const readCategory = (fields: HkexRowFields, categories: CategoryIndex, problems: string[]): DocumentCategory => {
  const none: DocumentCategory = { t1Code: null, t2Codes: [], docType: null };
  const codes = fields.categoryCodes;
  if (codes && !isMissingCode(codes.t1Code)) {
    const t1Code = textOf(codes.t1Code);
    const t2Codes = isMissingCode(codes.t2Code) ? [] : [...new Set(textOf(codes.t2Code).split(/[,;\s]+/).filter(Boolean))];
    if (!categories.hasCode('t1', t1Code)) problems.push(`unknown tier-1 category code "${t1Code}"`);
    const unknown = t2Codes.filter((code) => !categories.hasCode('t2', code));
    if (unknown.length > 0) problems.push(`unknown tier-2 category code "${unknown.join(', ')}"`);
    return { t1Code, t2Codes, docType: null };
  }
  const match = categories.matchHeadlinePath(fields.headlinePath);
  if (!match) return none;
  if ('unknown' in match) {
    problems.push(`unknown headline category "${match.unknown}" in ${fields.names.headline}`);
    return none;
  }
  return match.category;
};

/**
 * Checks one HKEXnews row and builds its document patch: kind announcement,
 * market HK, source hkex, md5Key of `hkex:<id>`, the title and link of the
 * file's language, release time converted from HKT.
 * @returns the patch, or every problem found joined in one reason.
 */
export const buildHkexDocument = (
  fields: HkexRowFields,
  lang: HkexLanguage,
  categories: CategoryIndex,
): { patch: DocumentPatch } | { reason: string } => {
  const { names } = fields;
  const problems: string[] = [];
  const newsId = textOf(fields.newsId);
  if (!newsId) problems.push(`${names.newsId} is missing`);
  else if (newsId.length > SOURCE_ID_MAX || !/^[0-9A-Za-z_-]+$/.test(newsId)) problems.push(`${names.newsId} "${newsId}" is not a news id`);
  const title = cleanFeedText(fields.title);
  if (!title) problems.push(`${names.title} is missing`);
  const releaseTime = parseHkexDateTime(fields.releaseTime);
  if (!releaseTime) {
    const raw = textOf(fields.releaseTime);
    problems.push(raw ? `${names.releaseTime} "${raw}" is not a dd/mm/yyyy HH:MM time` : `${names.releaseTime} is missing`);
  }
  const stockCodes: string[] = [];
  for (const raw of fields.stockCodes) {
    const code = toHongKongStockCode(raw);
    if (!code) problems.push(`${names.stockCodes} "${textOf(raw)}" is not a Hong Kong stock code`);
    else if (!stockCodes.includes(code)) stockCodes.push(code);
  }
  const fileType = textOf(fields.fileType).toUpperCase() || null;
  if (fileType && fileType.length > FILE_TYPE_MAX) problems.push(`file type "${fileType}" is longer than ${FILE_TYPE_MAX} characters`);
  const fileSize = textOf(fields.fileSize) || null;
  if (fileSize && fileSize.length > FILE_SIZE_MAX) problems.push(`file size "${fileSize}" is longer than ${FILE_SIZE_MAX} characters`);
  const category = readCategory(fields, categories, problems);
  if (problems.length > 0 || !releaseTime) return { reason: problems.join('; ') };
  const fileLink = toHkexFileLink(fields.fileLink);
  const isEnglish = lang === 'E';
  return {
    patch: {
      row: fields.row,
      kind: 'announcement',
      source: 'hkex',
      sourceId: newsId,
      md5Key: documentMd5Key('hkex', newsId),
      market: 'HK',
      stockCodes,
      releaseTime,
      ...category,
      sourceType: null,
      ...(isEnglish ? { titleEn: title, fileLinkEn: fileLink } : { titleZh: title, fileLinkZh: fileLink }),
      fileType,
      fileSize,
      punishedParty: null,
    },
  };
};

/**
 * The language a file name gives away: the latest-information feed's
 * `…relsde_…` / `…relsdc_…`, or an `_e.json` / `_c.json` suffix; else null.
 */
export const hkexLanguageOfFileName = (fileName: string): HkexLanguage | null => {
  const base = fileName.toLowerCase().replace(/^.*[\\/]/, '');
  if (/relsde|_e\.json$/.test(base)) return 'E';
  if (/relsdc|_c\.json$/.test(base)) return 'ZH';
  return null;
};
