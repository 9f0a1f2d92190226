import type { ListCompanyInfoBody, Market, StockSearchResult } from '@app/contracts';
import { createVersionedCache } from '../../lib/versioned-cache';
import { nameKey } from '@app/domain/chinese-script';

/**
 * The comparison key of a name or query: the `nameKey` every name search uses (NFKC, so full-width Ａ is A;
 * simplified, traditional and variant characters folded, so 匯豐, 滙豐 and 汇丰 compare equal; lower case),
 * without spaces, punctuation or symbols ("万  科Ａ" → "万科a").
 */
export const searchKey = (text: string): string => nameKey(text).replace(/[\s\p{P}\p{S}]+/gu, '');

/** A catalogue entry as the index loads it. */
export type IndexedCompany = {
  market: Market;
  stockCode: string;
  status: number;
  shortNameEn: string | null;
  shortNameCn: string | null;
  nameEn: string | null;
  nameCn: string | null;
};

/** A code with its market and short names. */
export type StockNames = { market: Market; stockCode: string; shortNameEn: string | null; shortNameCn: string | null };

/** One keyword match: lower rank is better. */
export type CompanyMatch = { market: Market; stockCode: string; rank: number };

type Entry = IndexedCompany & {
  /** Keys of the short names (the stock picker matches these). */
  shortKeys: [string, string];
  /** Keys of every name, short and full (the company lists match these). */
  keys: string[];
  number: number;
};

const MARKETS_BY_TYPE: Record<NonNullable<ListCompanyInfoBody['type']>, Market[]> = {
  HK: ['HK'],
  '1': ['HK'],
  A: ['SH', 'SZ', 'BJ'],
  '2': ['SH', 'SZ', 'BJ'],
  SH: ['SH'],
  SZ: ['SZ'],
  BJ: ['BJ'],
};


/** Rank of a code match, lower is better: exact (HK codes also without leading zeros), then prefix; null otherwise. */
const codeRank = (entry: Entry, query: string): number | null => {
  if (!/^\d+$/.test(query)) return null;
  if (entry.stockCode === query || (entry.market === 'HK' && query.length <= 5 && entry.stockCode === query.padStart(5, '0'))) return 0;
  // HK codes are also typed without their leading zeros ("700" for 00700).
  if (entry.stockCode.startsWith(query) || (entry.market === 'HK' && String(entry.number).startsWith(query))) return 1;
  return null;
};

/** Rank of a name match: 2 for a prefix, 3 for a substring; null otherwise. */
const nameRank = (keys: readonly string[], key: string): number | null => {
  if (!key) return null;
  if (keys.some((candidate) => candidate.startsWith(key))) return 2;
  if (keys.some((candidate) => candidate.includes(key))) return 3;
  return null;
};

/**
 * The one in-memory index of the listed-company catalogue (a few thousand
 * rows), matched against keys normalised once per load: by code (exact, then
 * prefix; HK codes also without leading zeros) or by name, English,
 * traditional or simplified alike. The stock picker matches the short names;
 * the company lists match every name.
 */
export const createCatalogueIndex = (load: () => Promise<IndexedCompany[]>, readVersion: () => Promise<string>) => {
  // Kept while the catalogue's version (read on every call) is unchanged, so a change by any
  // process (an import, another server) is seen at once.
  const cache = createVersionedCache(readVersion, async () => {
    const entries: Entry[] = (await load()).map((row) => ({
      ...row,
      shortKeys: [searchKey(row.shortNameEn ?? ''), searchKey(row.shortNameCn ?? '')],
      keys: [...new Set([row.shortNameEn, row.shortNameCn, row.nameEn, row.nameCn].filter((name): name is string => !!name).map(searchKey))],
      number: Number(row.stockCode),
    }));
    // Every entry of a code, in market order (a code in several markets is possible in the table, not in practice).
    const byCode = new Map<string, Entry[]>();
    for (const entry of entries) {
      const same = byCode.get(entry.stockCode);
      if (!same) {
        byCode.set(entry.stockCode, [entry]);
        continue;
      }
      same.push(entry);
      same.sort((left, right) => left.market.localeCompare(right.market));
    }
    return { entries, byCode };
  });
  const loaded = cache.get;
  const entries = async (): Promise<Entry[]> => (await loaded()).entries;

  return {
    /** Every company of `status` whose code or any name matches the keyword, in catalogue order with its rank. */
    match: async (keyword: string, status: number): Promise<CompanyMatch[]> => {
      const query = keyword.normalize('NFKC').trim();
      const key = searchKey(query);
      const matches: CompanyMatch[] = [];
      for (const entry of await entries()) {
        if (entry.status !== status) continue;
        const rank = codeRank(entry, query) ?? nameRank(entry.keys, key);
        if (rank !== null) matches.push({ market: entry.market, stockCode: entry.stockCode, rank });
      }
      return matches;
    },
    /** The stock picker: matches ordered exact code, code prefix, short-name prefix, short-name substring; then by code. */
    /** `chineseName` gives the Chinese name to send (the reader's script), from the entry with its market. */
    searchStocks: async (body: ListCompanyInfoBody, chineseName: (stock: StockNames) => string | null = (stock) => stock.shortNameCn): Promise<StockSearchResult[]> => {
      const query = (body.queryName ?? '').normalize('NFKC').trim();
      if (!query) return [];
      const key = searchKey(query);
      const markets = body.type ? MARKETS_BY_TYPE[body.type] : undefined;
      const matches: { entry: Entry; rank: number }[] = [];
      for (const entry of await entries()) {
        if (body.status !== undefined && entry.status !== body.status) continue;
        if (markets && !markets.includes(entry.market)) continue;
        const rank = codeRank(entry, query) ?? nameRank(entry.shortKeys, key);
        if (rank !== null) matches.push({ entry, rank });
      }
      matches.sort((left, right) => left.rank - right.rank || left.entry.stockCode.localeCompare(right.entry.stockCode));
      return matches.slice(0, body.limit).map(({ entry }) => ({ stockCode: entry.stockCode, shortNameEn: entry.shortNameEn, shortNameCn: chineseName(entry) }));
    },
    /** Market and short names of the given codes (any market; unknown codes are left out). */
    /** `version`: the catalogue's version as the caller read it during its call (else read here). */
    namesOf: async (stockCodes: string[], version?: string): Promise<StockNames[]> => {
      if (stockCodes.length === 0) return [];
      const { byCode } = await loaded(version);
      return stockCodes.flatMap((code) => {
        const entry = byCode.get(code)?.[0];
        return entry ? [{ market: entry.market, stockCode: entry.stockCode, shortNameEn: entry.shortNameEn, shortNameCn: entry.shortNameCn }] : [];
      });
    },
    /** Every entry (any market, market order) of each of the given codes, in the order of the codes; unknown codes are left out. */
    /** `version`: the catalogue's version as the caller read it during its call (else read here). */
    stocksOf: async (stockCodes: readonly string[], version?: string): Promise<StockNames[]> => {
      if (stockCodes.length === 0) return [];
      const { byCode } = await loaded(version);
      return stockCodes.flatMap((code) =>
        (byCode.get(code) ?? []).map((entry) => ({ market: entry.market, stockCode: entry.stockCode, shortNameEn: entry.shortNameEn, shortNameCn: entry.shortNameCn })),
      );
    },
    /** Forgets the loaded catalogue (after a seed or an import). */
    invalidate: cache.invalidate,
  };
};

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
