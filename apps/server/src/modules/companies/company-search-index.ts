import type { Market } from '@app/contracts';
import { createVersionedCache } from '../../lib/versioned-cache';
import { searchKey } from '../organisation/stock-search.service';

/** A company as the keyword index holds it. */
export type IndexedCompany = { market: Market; stockCode: string; status: number; names: (string | null)[] };

/** One keyword match: lower rank is better. */
export type CompanyMatch = { market: Market; stockCode: string; rank: number };

type Entry = IndexedCompany & { keys: string[]; number: number };

/**
 * Keyword matching for the company lists: by code (exact, then prefix; HK
 * codes also without leading zeros) or by any name, English, traditional or
 * simplified alike (searchKey of the stock picker). A few thousand rows are
 * matched in memory against keys normalised once per load; the load is kept while the
 * catalogue's version (`readVersion`, read on every call) is unchanged, so a change by any
 * process (an import, another server) is seen at once.
 */
export const createCompanySearchIndex = (load: () => Promise<IndexedCompany[]>, readVersion: () => Promise<string>) => {
  const cache = createVersionedCache(readVersion, async (): Promise<Entry[]> =>
    (await load()).map((row) => ({ ...row, keys: [...new Set(row.names.filter((name): name is string => !!name).map(searchKey))], number: Number(row.stockCode) })),
  );
  const entries = cache.get;

  return {
    /** Every company of `status` that matches the keyword, best first. */
    match: async (keyword: string, status: number): Promise<CompanyMatch[]> => {
      const query = keyword.normalize('NFKC').trim();
      const key = searchKey(query);
      const isDigits = /^\d+$/.test(query);
      const matches: CompanyMatch[] = [];
      for (const entry of await entries()) {
        if (entry.status !== status) continue;
        let rank: number | null = null;
        if (isDigits && (entry.stockCode === query || (entry.market === 'HK' && query.length <= 5 && entry.stockCode === query.padStart(5, '0')))) rank = 0;
        else if (isDigits && (entry.stockCode.startsWith(query) || (entry.market === 'HK' && String(entry.number).startsWith(query)))) rank = 1;
        else if (key && entry.keys.some((candidate) => candidate.startsWith(key))) rank = 2;
        else if (key && entry.keys.some((candidate) => candidate.includes(key))) rank = 3;
        if (rank !== null) matches.push({ market: entry.market, stockCode: entry.stockCode, rank });
      }
      return matches;
    },
    /** Forgets the loaded catalogue (after a seed or an import). */
    invalidate: cache.invalidate,
  };
};

export type CompanySearchIndex = ReturnType<typeof createCompanySearchIndex>;
