import type { Market } from '@app/contracts';

/**
 * Keyword and key helpers shared by the company services: which markets a
 * code or filter means, and the spellings a keyword is matched in.
 */

const MAINLAND_MARKETS: readonly Market[] = ['SH', 'SZ', 'BJ'];

/** The markets of a list filter: 'HK' or 'A' (every mainland market); undefined for all. */
export const marketsOfFilter = (filter: 'HK' | 'A' | undefined): readonly Market[] | undefined =>
  filter === undefined ? undefined : filter === 'HK' ? ['HK'] : MAINLAND_MARKETS;

/**
 * Where to look for a typed code: Hong Kong codes have up to 5 digits (padded,
 * '700' is 00700), A-share codes 6. `market` may be one market, 'A' or absent.
 * Returns the candidate markets and the normalised code, or null when the
 * code cannot exist in that market.
 */
export const resolveStockKey = (stockCode: string, market: Market | 'A' | undefined): { markets: readonly Market[]; stockCode: string } | null => {
  const wantsHongKong = market === 'HK' || (market === undefined && stockCode.length <= 5);
  if (wantsHongKong) return stockCode.length <= 5 ? { markets: ['HK'], stockCode: stockCode.padStart(5, '0') } : null;
  if (stockCode.length !== 6) return null;
  return { markets: market === undefined || market === 'A' ? MAINLAND_MARKETS : [market], stockCode };
};

/**
 * A keyword as typed (NFKC, spaces collapsed), in a list ([] for none): the repositories
 * compare it with stored names through `nameMatches` (`db/name-match.ts`), under one normalisation on both sides.
 */
export const keywordVariants = (keyword: string): string[] => {
  const typed = keyword.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return typed ? [typed] : [];
};

/** A LIKE pattern that matches `text` anywhere, with the wildcards of the text escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
