import { nameMatchPattern } from '@app/domain/chinese-script';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Whether a stored name or title contains one of the keywords under the normalisation every name search
 * uses on both sides (`nameKey`: full-width, simplified/traditional and variant characters folded, case
 * ignored: 汇丰 finds 匯豐 and 滙豐, 余家伟 finds 余家偉, 恒隆 finds 恆隆, ＡＧＭ finds agm): a case-insensitive
 * regular expression whose every character is the class of spellings folding to it (`nameMatchPattern`),
 * so the stored text needs no key column of its own. Keywords that normalise to nothing match nothing.
 */
export const nameMatches = (column: AnyColumn | SQL, keywords: readonly string[]): SQL => {
  const patterns = keywords.map(nameMatchPattern).filter((pattern): pattern is string => pattern !== null);
  if (!patterns.length) return sql`false`;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${column} ~* ${pattern}`),
    sql` or `,
  )})`;
};
