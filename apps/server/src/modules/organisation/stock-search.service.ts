import type { ListCompanyInfoBody, Market, StockSearchResult } from '@app/contracts';
import { Converter } from 'opencc-js';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { ListedCompaniesRepository } from './listed-companies.repository';

// Traditional (Hong Kong, Taiwan or standard) → simplified, so 匯豐, 滙豐 and 汇丰 all compare equal.
const toSimplified = Converter({ from: 'hk', to: 'cn' });

/**
 * The comparison key of a name or query: NFKC (full-width Ａ → A), simplified
 * script, lower case, without spaces, punctuation or symbols ("万  科Ａ" → "万科a").
 */
export const searchKey = (text: string): string =>
  toSimplified(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

type IndexEntry = StockSearchResult & { market: string; status: number; keyEn: string; keyCn: string; number: number };

const MARKETS_BY_TYPE: Record<NonNullable<ListCompanyInfoBody['type']>, Market[]> = {
  HK: ['HK'],
  '1': ['HK'],
  A: ['SH', 'SZ', 'BJ'],
  '2': ['SH', 'SZ', 'BJ'],
  SH: ['SH'],
  SZ: ['SZ'],
  BJ: ['BJ'],
};

/** Rank of an entry for a query, lower is better; null when it does not match. */
const rankOf = (entry: IndexEntry, query: string, key: string): number | null => {
  const isDigits = /^\d+$/.test(query);
  if (isDigits) {
    if (entry.stockCode === query || (entry.market === 'HK' && query.length <= 5 && entry.stockCode === query.padStart(5, '0'))) return 0;
    // HK codes are also typed without their leading zeros ("700" for 00700).
    if (entry.stockCode.startsWith(query) || (entry.market === 'HK' && String(entry.number).startsWith(query))) return 1;
  }
  if (!key) return null;
  if (entry.keyEn.startsWith(key) || entry.keyCn.startsWith(key)) return 2;
  if (entry.keyEn.includes(key) || entry.keyCn.includes(key)) return 3;
  return null;
};

/**
 * Stock search for the company pickers (spec §7 /common/listCompanyInfo): by
 * code (exact first, then prefix) or by name in English, traditional or
 * simplified Chinese. The catalogue is a few thousand rows, so it is matched
 * in memory against keys normalised once per load, kept while the catalogue's version is
 * unchanged (read on every call, so an import or another process's change shows at once).
 */
export const createStockSearchService = (repository: ListedCompaniesRepository) => {
  const index = createVersionedCache(repository.catalogueVersion, async (): Promise<IndexEntry[]> =>
    (await repository.listSearchable()).map((row) => ({
      stockCode: row.stockCode,
      shortNameEn: row.shortNameEn,
      shortNameCn: row.shortNameCn,
      market: row.market,
      status: row.status,
      keyEn: searchKey(row.shortNameEn ?? ''),
      keyCn: searchKey(row.shortNameCn ?? ''),
      number: Number(row.stockCode),
    })),
  );
  const loadIndex = index.get;

  return {
    /** Matches ordered: exact code, code prefix, name prefix, name substring; then by code. */
    search: async (body: ListCompanyInfoBody): Promise<StockSearchResult[]> => {
      const query = (body.queryName ?? '').normalize('NFKC').trim();
      if (!query) return [];
      const key = searchKey(query);
      const markets = body.type ? MARKETS_BY_TYPE[body.type] : undefined;
      const matches: { entry: IndexEntry; rank: number }[] = [];
      for (const entry of await loadIndex()) {
        if (body.status !== undefined && entry.status !== body.status) continue;
        if (markets && !markets.includes(entry.market as Market)) continue;
        const rank = rankOf(entry, query, key);
        if (rank !== null) matches.push({ entry, rank });
      }
      matches.sort((left, right) => left.rank - right.rank || left.entry.stockCode.localeCompare(right.entry.stockCode));
      return matches.slice(0, body.limit).map(({ entry }) => ({ stockCode: entry.stockCode, shortNameEn: entry.shortNameEn, shortNameCn: entry.shortNameCn }));
    },
    /** Forgets the loaded catalogue. */
    invalidate: index.invalidate,
  };
};

export type StockSearchService = ReturnType<typeof createStockSearchService>;
