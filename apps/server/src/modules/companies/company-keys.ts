import type { Market } from '@app/contracts';
import { nameMatchPattern } from '@app/domain/chinese-script';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

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
 * compare it with stored names through `nameMatches`, under one normalisation on both sides.
 */
export const keywordVariants = (keyword: string): string[] => {
  const typed = keyword.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return typed ? [typed] : [];
};

/**
 * Whether a stored name matches the keyword under the same normalisation as the keyword
 * (full-width, simplified/traditional and variant characters folded: 汇丰 finds 匯豐 and 滙豐,
 * 余家伟 finds 余家偉, 恒隆 finds 恆隆): a case-insensitive regular expression whose every
 * character is the class of spellings folding to it (see `nameMatchPattern`).
 */
export const nameMatches = (column: AnyColumn | SQL, keywords: readonly string[]): SQL => {
  const patterns = keywords.map(nameMatchPattern).filter((pattern): pattern is string => pattern !== null);
  if (!patterns.length) return sql`false`;
  return sql`(${sql.join(patterns.map((pattern) => sql`${column} ~* ${pattern}`), sql` or `)})`;
};

/** A LIKE pattern that matches `text` anywhere, with the wildcards of the text escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
