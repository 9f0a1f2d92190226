import fs from 'node:fs';
import path from 'node:path';
import type { Board, Market } from '@app/contracts';
import { REPOSITORY_ROOT } from '../../server-root';
import { boardOfCode, isNamedDelisted } from './listing-facts';

/**
 * One catalogue row as read from the shared data files, with the listing
 * facts the list gives: the board by the code, delisted (status 2) only
 * where the list marks it so.
 */
export type CatalogueEntry = {
  stockCode: string;
  market: Market;
  shortNameEn: string | null;
  shortNameCn: string | null;
  listingDate: string | null;
  status: 1 | 2;
  board: Board;
  /** 'delisted' for a delisted row; null otherwise (no list we hold gives a trading state). */
  tradingState: 'delisted' | null;
};

/** The shared data folder: `../shared/data` next to the repository root. */
export const SHARED_DATA_DIR = path.resolve(REPOSITORY_ROOT, '../shared/data');

/** The two source files of the catalogue (see their READMEs for origin and licence). */
export const catalogueFiles = (dataDir: string = SHARED_DATA_DIR) => ({
  hongKong: path.join(dataDir, 'hk-listed-companies-2023/data.json'),
  aShares: path.join(dataDir, 'adata-a-shares/code.csv'),
});

/** True when both source files exist (a clone without shared/ has neither). */
export const hasCatalogueFiles = (dataDir: string = SHARED_DATA_DIR): boolean =>
  Object.values(catalogueFiles(dataDir)).every((file) => fs.existsSync(file));

type HongKongRecord = { symbol: number; engName?: string | null; zhName?: string | null };

const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * HKEX Main Board snapshot (31 May 2023): integer symbol → 5-digit code; the
 * English and traditional Chinese names are stored as given. Every issuer in
 * it was listed that day; it has no listing dates and no GEM (08xxx) codes.
 */
export const parseHongKongCompanies = (json: string): CatalogueEntry[] =>
  (JSON.parse(json) as HongKongRecord[])
    .filter((record) => Number.isInteger(record.symbol) && record.symbol > 0 && record.symbol < 100_000)
    .map((record) => ({
      stockCode: String(record.symbol).padStart(5, '0'),
      market: 'HK',
      shortNameEn: textOrNull(record.engName),
      shortNameCn: textOrNull(record.zhName),
      listingDate: null,
      status: 1,
      board: boardOfCode('HK', String(record.symbol).padStart(5, '0')),
      tradingState: null,
    }));

/**
 * The exchange of an A-share code by its prefix (adata README): 60/68/90
 * Shanghai, 00/30/20 Shenzhen, 8/43/92 Beijing; anything else is unknown.
 */
export const marketOfAShareCode = (code: string): Market | null => {
  if (/^(60|68|90)/.test(code)) return 'SH';
  if (/^(00|30|20)/.test(code)) return 'SZ';
  if (/^(8|43|92)/.test(code)) return 'BJ';
  return null;
};

/**
 * adata code.csv (`stock_code,short_name,list_date2`, 9 Sep 2025): simplified short names
 * (full-width characters kept) and listing dates, empty for delisted stocks and some B shares;
 * delisted where the short name marks it (isNamedDelisted). No English names.
 * Rows with an unknown prefix or a malformed code are skipped and counted.
 */
export const parseAShareCompanies = (csv: string): { entries: CatalogueEntry[]; skipped: number } => {
  const entries: CatalogueEntry[] = [];
  let skipped = 0;
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/).slice(1);
  for (const line of lines) {
    if (!line.trim()) continue;
    const [code = '', name = '', listed = ''] = line.split(',');
    const stockCode = code.trim();
    const market = /^\d{6}$/.test(stockCode) ? marketOfAShareCode(stockCode) : null;
    if (!market) {
      skipped += 1;
      continue;
    }
    const listingDate = /^\d{4}-\d{2}-\d{2}$/.test(listed.trim()) ? listed.trim() : null;
    const shortNameCn = textOrNull(name);
    const isDelisted = isNamedDelisted(shortNameCn);
    entries.push({ stockCode, market, shortNameEn: null, shortNameCn, listingDate, status: isDelisted ? 2 : 1, board: boardOfCode(market, stockCode), tradingState: isDelisted ? 'delisted' : null });
  }
  return { entries, skipped };
};

/** Reads and parses both source files. @throws when a file is missing or unreadable. */
export const readCatalogue = (dataDir: string = SHARED_DATA_DIR) => {
  const files = catalogueFiles(dataDir);
  const hongKong = parseHongKongCompanies(fs.readFileSync(files.hongKong, 'utf8'));
  const aShares = parseAShareCompanies(fs.readFileSync(files.aShares, 'utf8'));
  return { hongKong, aShares: aShares.entries, skipped: aShares.skipped };
};
