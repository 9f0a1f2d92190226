import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hkCompanies } from '../../db/disclosure.schema';
import { nameMatches } from '../../db/name-match';

export type HkCompanyRow = typeof hkCompanies.$inferSelect;

export type HkCompanyListFilter = {
  keywords?: readonly string[];
  status?: string;
  offset: number;
  limit: number;
};

/** The only SQL for Hong Kong registry companies. */
export const createHkCompaniesRepository = (db: Database) => ({
  /** One page by name (either language) or company number prefix, and the total; by English name. */
  list: async (filter: HkCompanyListFilter): Promise<{ rows: HkCompanyRow[]; total: number }> => {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(hkCompanies.status, filter.status));
    if (filter.keywords?.length) {
      const typed = filter.keywords[0]!;
      conditions.push(
        or(
          ilike(hkCompanies.companyNo, `${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`),
          nameMatches(hkCompanies.nameEn, filter.keywords),
          nameMatches(hkCompanies.nameZh, filter.keywords),
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(hkCompanies).where(where);
    const rows = await db.select().from(hkCompanies).where(where).orderBy(asc(hkCompanies.nameEn), asc(hkCompanies.companyNo)).limit(filter.limit).offset(filter.offset);
    return { rows, total };
  },

  findByNumber: async (companyNo: string): Promise<HkCompanyRow | undefined> => {
    const [row] = await db.select().from(hkCompanies).where(eq(hkCompanies.companyNo, companyNo.toUpperCase()));
    return row;
  },
});

export type HkCompaniesRepository = ReturnType<typeof createHkCompaniesRepository>;
