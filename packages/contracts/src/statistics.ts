import { z } from 'zod';
import { BULK_DOWNLOAD_MAX_COMPANIES, isIsoDate } from '@app/domain';
import { DocumentKinds } from './disclosure';

/**
 * Statistics (/disData/sta/company) and the download centre
 * (/disData/download/index), both VIP (spec §2, §6); bulk downloads take at
 * most 10 companies (spec §5, §9).
 */

/** The two market groups of the statistics page: Hong Kong, or the mainland A-share exchanges (SH, SZ, BJ). */
export const StatisticsMarkets = ['HK', 'A'] as const;
export type StatisticsMarket = (typeof StatisticsMarkets)[number];

/** Listing boards per market group, as stored in listed_companies.board. */
export const BoardsByMarket = {
  HK: ['main', 'gem'],
  A: ['sh-main', 'sz-main', 'sme', 'chinext', 'star', 'bse'],
} as const satisfies Record<StatisticsMarket, readonly string[]>;
export const CompanyBoards = [...BoardsByMarket.HK, ...BoardsByMarket.A] as const;
export type CompanyBoard = (typeof CompanyBoards)[number];

/**
 * Market-value bands in HKD, lower bound included, upper bound excluded.
 * A-share values are stored in CNY and converted with CNY_HKD_REFERENCE_RATE.
 */
export const MarketValueBands = [
  { key: 'below500m', minHkd: 0, maxHkd: 500_000_000 },
  { key: 'from500mTo1b', minHkd: 500_000_000, maxHkd: 1_000_000_000 },
  { key: 'from1bTo5b', minHkd: 1_000_000_000, maxHkd: 5_000_000_000 },
  { key: 'from5bTo10b', minHkd: 5_000_000_000, maxHkd: 10_000_000_000 },
  { key: 'from10bTo50b', minHkd: 10_000_000_000, maxHkd: 50_000_000_000 },
  { key: 'from50bTo100b', minHkd: 50_000_000_000, maxHkd: 100_000_000_000 },
  { key: 'atLeast100b', minHkd: 100_000_000_000, maxHkd: null },
] as const satisfies readonly { key: string; minHkd: number; maxHkd: number | null }[];
export type MarketValueBandKey = (typeof MarketValueBands)[number]['key'];
const MARKET_VALUE_BAND_KEYS = MarketValueBands.map((band) => band.key) as [MarketValueBandKey, ...MarketValueBandKey[]];

/** A fixed reference rate (HKD per CNY) for banding A-share market values; the page states it. */
export const CNY_HKD_REFERENCE_RATE = '1.08';

/** POST /au/statistics/company {market, board?}: listings, delistings, market values and industries. */
export const CompanyStatisticsBodySchema = z
  .object({
    market: z.enum(StatisticsMarkets, { error: 'validation.statistics.market' }).default('HK'),
    board: z.enum(CompanyBoards, { error: 'validation.statistics.board' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.board && !(BoardsByMarket[body.market] as readonly string[]).includes(body.board)) {
      context.addIssue({ code: 'custom', path: ['board'], message: 'validation.statistics.boardOfMarket' });
    }
  });
export type CompanyStatisticsBody = z.infer<typeof CompanyStatisticsBodySchema>;

const count = z.number().int().min(0);

export const CompanyStatisticsSchema = z.object({
  market: z.enum(StatisticsMarkets),
  board: z.enum(CompanyBoards).nullable(),
  /** New listings per calendar year and board (listed and since delisted companies alike). */
  listingsByYear: z.array(z.object({ year: z.number().int(), board: z.enum(CompanyBoards), count })),
  /** Delistings per calendar year of the delisting date. */
  delistingsByYear: z.array(z.object({ year: z.number().int(), count })),
  /** Companies now listed per market-value band (every band, zero counts included). */
  marketValueBands: z.array(z.object({ band: z.enum(MARKET_VALUE_BAND_KEYS), minHkd: z.number(), maxHkd: z.number().nullable(), count })),
  /** Companies now listed per industry, largest first; null is "not classified". */
  industries: z.array(z.object({ industry: z.string().nullable(), count })),
  totals: z.object({
    listed: count,
    delisted: count,
    withoutListingDate: count,
    withoutMarketValue: count,
    delistedWithoutDate: count,
  }),
  currency: z.literal('HKD'),
  cnyToHkdRate: z.string(),
  /** True when any value behind a chart is demonstration data (profile_source 'demo'). */
  demo: z.boolean(),
  demoSections: z.object({ listings: z.boolean(), delistings: z.boolean(), marketValue: z.boolean(), industries: z.boolean() }),
});
export type CompanyStatistics = z.infer<typeof CompanyStatisticsSchema>;

/** Download-centre limits in one place. */
export const DownloadLimits = {
  maxCompanies: BULK_DOWNLOAD_MAX_COMPANIES,
  /** Newest documents per company in one zip; the index says when more exist. */
  maxDocumentsPerCompany: 2_000,
  /** A prepared zip is kept this long, then removed. */
  keepHours: 24,
} as const;

const isoDate = z.string({ error: 'validation.downloads.date' }).refine(isIsoDate, { error: 'validation.downloads.date' }).meta({ format: 'date' });

/** "00700,00005" or "00700 00005": 1 to 10 stock codes, duplicates dropped. */
const stockCodeList = z
  .string({ error: 'validation.downloads.stockCodesRequired' })
  .max(400, { error: 'validation.downloads.tooManyCompanies' })
  .transform((value) => [...new Set(value.split(/[,\s]+/).filter(Boolean).map((code) => code.toUpperCase()))])
  .pipe(
    z
      .array(z.string().regex(/^[0-9A-Z]{1,10}$/, { error: 'validation.downloads.stockCode' }))
      .min(1, { error: 'validation.downloads.stockCodesRequired' })
      .max(DownloadLimits.maxCompanies, { error: 'validation.downloads.tooManyCompanies' }),
  );

/**
 * POST /au/baseDownloadFile/fileUrlToZipByName {stockCodes, kind?, startDate?, endDate?}:
 * builds one zip of the companies' documents (spec §7 Downloads).
 */
export const DownloadZipBodySchema = z
  .object({
    stockCodes: stockCodeList,
    kind: z.enum(DocumentKinds, { error: 'validation.downloads.kind' }).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .superRefine((body, context) => {
    if (body.startDate && body.endDate && body.startDate > body.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.downloads.dateOrder' });
    }
  });
export type DownloadZipBody = z.infer<typeof DownloadZipBodySchema>;

export const DownloadCompanySchema = z.object({
  stockCode: z.string(),
  market: z.string(),
  name: z.string().nullable(),
  /** Documents in the zip for this company. */
  documents: count,
  /** More documents matched than DownloadLimits.maxDocumentsPerCompany. */
  truncated: z.boolean(),
});

/** A prepared zip of the caller's. `filePath` is what GET /au/baseDownloadFile/downloadFile takes. */
export const PreparedDownloadSchema = z.object({
  fileName: z.string(),
  filePath: z.string(),
  documents: count,
  companies: z.array(DownloadCompanySchema),
  sizeBytes: count,
  /** Some documents are demonstration data (source 'demo'). */
  demo: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601'),
  kind: z.enum(DocumentKinds).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type PreparedDownload = z.infer<typeof PreparedDownloadSchema>;

/** POST /au/baseDownloadFile/list {}: the caller's prepared zips of the last 24 hours, newest first. */
export const PreparedDownloadListSchema = z.object({ list: z.array(PreparedDownloadSchema), total: count });
export type PreparedDownloadList = z.infer<typeof PreparedDownloadListSchema>;

/** A prepared zip's name: letters, digits, '_' and '-' then '.zip'; nothing else can name a path. */
export const DOWNLOAD_FILE_PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.zip$/;

/** GET /au/baseDownloadFile/downloadFile ?token&filePath (spec §7): streams one of the caller's zips. */
export const DownloadFileQuerySchema = z.object({
  filePath: z.string({ error: 'validation.downloads.filePath' }).regex(DOWNLOAD_FILE_PATH_PATTERN, { error: 'validation.downloads.filePath' }),
});
export type DownloadFileQuery = z.infer<typeof DownloadFileQuerySchema>;
