import type { Locale } from '@app/contracts';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };
import type { CatalogueNames } from '../companies/catalogue.service';
import type { CompanyDocument } from '../disclosure/company-documents.service';

/** A listed company a download is for (from the companies catalogue). */
export type DownloadCompany = CatalogueNames;

/** One document row of a company's index (from disclosure). */
export type DownloadDocument = CompanyDocument;

/**
 * The text inside a download zip: folder and file names, index.csv, the
 * README files and the body files. Pure functions; the words come from
 * locales/<locale>.json (generated documents follow the request's language).
 */

const catalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** Source value of generated demonstration documents. */
export const DEMO_SOURCE = 'demo';

/** A message of this module's catalogue with {{name}} placeholders filled. */
export const archiveText = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === 'string' ? node : key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};

/** A name safe in any file system: no separators, reserved or control characters, at most 80 characters. */
export const safeName = (text: string): string =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '');

/** The company's name in the request's language (Chinese names for the Chinese locales). */
export const companyName = (company: DownloadCompany, locale: Locale): string | null => {
  const english = company.shortNameEn ?? company.nameEn;
  const chinese = company.shortNameCn ?? company.nameCn;
  return (locale === 'en' ? english ?? chinese : chinese ?? english) ?? null;
};

/** "00700 Tencent Holdings" as a folder name. */
export const companyFolder = (company: DownloadCompany, locale: Locale): string => {
  const name = companyName(company, locale);
  return safeName(name ? `${company.stockCode} ${name}` : company.stockCode) || company.stockCode;
};

/** documents/2024-03-20_12345_en.txt */
export const bodyFileName = (document: Pick<DownloadDocument, 'id' | 'releaseTime'>, lang: string): string =>
  `documents/${document.releaseTime.slice(0, 10)}_${document.id}_${lang}.txt`;

// Spreadsheet programs run cells that start with these as formulas.
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: string | null | undefined): string => {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvLine = (cells: (string | null | undefined)[]): string => cells.map(csvCell).join(',');

/**
 * index.csv of one company: a header and one row per document; a last row
 * says so when only the newest `limit` of `total` documents are included.
 * Starts with a byte-order mark so spreadsheet programs read the Chinese text as UTF-8.
 */
export const buildIndexCsv = (documents: readonly DownloadDocument[], locale: Locale, limit: number): string => {
  const header = ['releaseTime', 'titleEn', 'titleZh', 'category', 'kind', 'stockCodes', 'linkEn', 'linkZh', 'textFiles', 'source'].map((key) =>
    archiveText(locale, `index.${key}`),
  );
  const rows = documents.map((document) =>
    csvLine([
      document.releaseTime,
      document.titleEn,
      document.titleZh,
      document.category && document.categoryGuessed ? `${document.category} ${archiveText(locale, 'index.guessedCategory')}` : document.category,
      document.kind,
      document.stockCodes.join(' '),
      document.fileLinkEn,
      document.fileLinkZh,
      document.bodyLangs.map((lang) => bodyFileName(document, lang)).join(' '),
      document.source,
    ]),
  );
  const total = documents[0]?.total ?? 0;
  if (total > documents.length) rows.push(csvLine([archiveText(locale, 'index.truncated', { limit, total })]));
  return `\uFEFF${[csvLine(header), ...rows].join('\r\n')}\r\n`;
};

export type ArchiveFilters = { kind?: string; startDate?: string; endDate?: string };

const datesText = ({ startDate, endDate }: ArchiveFilters, locale: Locale): string => {
  if (startDate && endDate) return archiveText(locale, 'readme.dateRange', { startDate, endDate });
  if (startDate) return archiveText(locale, 'readme.dateFrom', { startDate });
  if (endDate) return archiveText(locale, 'readme.dateUntil', { endDate });
  return archiveText(locale, 'readme.allDates');
};

const filterLine = (filters: ArchiveFilters, locale: Locale): string =>
  archiveText(locale, 'readme.filters', {
    kind: filters.kind ? archiveText(locale, `kinds.${filters.kind}`) : archiveText(locale, 'readme.allKinds'),
    dates: datesText(filters, locale),
  });

const demoCount = (documents: readonly DownloadDocument[]) => documents.filter((document) => document.source === DEMO_SOURCE).length;
const bodyCount = (documents: readonly DownloadDocument[]) => documents.reduce((sum, document) => sum + document.bodyLangs.length, 0);

/** README.txt of one company folder: counts, the limit, and a demonstration-data line when any document is demo. */
export const buildCompanyReadme = (
  folder: string,
  documents: readonly DownloadDocument[],
  context: { locale: Locale; limit: number; preparedAt: string; filters: ArchiveFilters },
): string => {
  const { locale, limit } = context;
  const total = documents[0]?.total ?? 0;
  const demo = demoCount(documents);
  const lines = [
    archiveText(locale, 'readme.companyTitle', { company: folder }),
    '',
    archiveText(locale, 'readme.prepared', { time: context.preparedAt }),
    filterLine(context.filters, locale),
    archiveText(locale, 'readme.counts', { documents: documents.length, bodies: bodyCount(documents) }),
    archiveText(locale, 'readme.index'),
    archiveText(locale, 'readme.limit', { limit }),
    ...(total > documents.length ? [archiveText(locale, 'readme.truncated', { total, limit })] : []),
    ...(demo > 0 ? ['', archiveText(locale, 'readme.demo', { count: demo })] : []),
  ];
  return `${lines.join('\r\n')}\r\n`;
};

/** README.txt at the top of the zip: one line per company folder. */
export const buildArchiveReadme = (
  companies: readonly { folder: string; documents: readonly DownloadDocument[] }[],
  context: { locale: Locale; limit: number; preparedAt: string; filters: ArchiveFilters },
): string => {
  const { locale, limit } = context;
  const demo = companies.reduce((sum, company) => sum + demoCount(company.documents), 0);
  const lines = [
    archiveText(locale, 'readme.archiveTitle', { count: companies.length }),
    '',
    archiveText(locale, 'readme.prepared', { time: context.preparedAt }),
    filterLine(context.filters, locale),
    archiveText(locale, 'readme.limit', { limit }),
    '',
    ...companies.map((company) => archiveText(locale, 'readme.companyLine', { folder: company.folder, documents: company.documents.length })),
    ...(demo > 0 ? ['', archiveText(locale, 'readme.demo', { count: demo })] : []),
  ];
  return `${lines.join('\r\n')}\r\n`;
};

/** One body as a text file: title, time and link first; a demonstration-data line for demo documents. */
export const buildBodyText = (document: DownloadDocument, lang: string, body: string, locale: Locale): string => {
  const title = lang === 'zh' ? document.titleZh ?? document.titleEn : document.titleEn ?? document.titleZh;
  const link = lang === 'zh' ? document.fileLinkZh ?? document.fileLinkEn : document.fileLinkEn ?? document.fileLinkZh;
  const lines = [
    `${archiveText(locale, 'body.title')}: ${title ?? ''}`,
    `${archiveText(locale, 'body.releaseTime')}: ${document.releaseTime}`,
    ...(link ? [`${archiveText(locale, 'body.link')}: ${link}`] : []),
    ...(document.source === DEMO_SOURCE ? [archiveText(locale, 'body.demo')] : []),
    '',
    body,
  ];
  return `${lines.join('\r\n')}\r\n`;
};
