import type { Market } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { directors } from '../../db/disclosure.schema';
import { listedCompanies } from '../../db/schema';
import { nameMatches } from '../../db/name-match';

/** A director with the short names of the company. */
export type DirectorRow = typeof directors.$inferSelect & { companyShortNameEn: string | null; companyShortNameCn: string | null };

export type DirectorListFilter = {
  status: 'serving' | 'resigned';
  /** Spellings of the keyword (any matches the English or Chinese name). */
  keywords?: readonly string[];
  markets?: readonly Market[];
  stockCode?: string;
  category?: number;
  offset: number;
  limit: number;
};

const columns = {
  id: directors.id,
  market: directors.market,
  stockCode: directors.stockCode,
  nameEn: directors.nameEn,
  nameZh: directors.nameZh,
  category: directors.category,
  position: directors.position,
  appointedOn: directors.appointedOn,
  resignedOn: directors.resignedOn,
  birthYear: directors.birthYear,
  gender: directors.gender,
  education: directors.education,
  educationZh: directors.educationZh,
  source: directors.source,
  createdAt: directors.createdAt,
  companyShortNameEn: listedCompanies.shortNameEn,
  companyShortNameCn: listedCompanies.shortNameCn,
};

const companyJoin = and(eq(listedCompanies.market, directors.market), eq(listedCompanies.stockCode, directors.stockCode));

/** The only SQL for directors. */
export const createDirectorsRepository = (db: Database) => ({
  /** Names of everyone who sits or sat on the boards of `stockCodes` (alerts: director-change announcements). */
  boardNamesOf: async (market: string, stockCodes: string[], tx: Database = db): Promise<{ nameEn: string | null; nameZh: string | null }[]> => {
    if (stockCodes.length === 0) return [];
    return tx
      .selectDistinct({ nameEn: directors.nameEn, nameZh: directors.nameZh })
      .from(directors)
      .where(and(eq(directors.market, market), inArray(directors.stockCode, stockCodes)));
  },
  /** One page of serving or resigned directors and the total; the latest appointments (or resignations) first. */
  list: async (filter: DirectorListFilter): Promise<{ rows: DirectorRow[]; total: number }> => {
    const conditions: SQL[] = [filter.status === 'serving' ? isNull(directors.resignedOn) : isNotNull(directors.resignedOn)];
    if (filter.markets) conditions.push(inArray(directors.market, [...filter.markets]));
    if (filter.stockCode) conditions.push(eq(directors.stockCode, filter.stockCode));
    if (filter.category !== undefined) conditions.push(eq(directors.category, filter.category));
    if (filter.keywords?.length) {
      conditions.push(or(nameMatches(directors.nameEn, filter.keywords), nameMatches(directors.nameZh, filter.keywords))!);
    }
    const where = and(...conditions);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(directors).where(where);
    const rows = await db
      .select(columns)
      .from(directors)
      .leftJoin(listedCompanies, companyJoin)
      .where(where)
      .orderBy(filter.status === 'serving' ? desc(directors.appointedOn) : desc(directors.resignedOn), asc(directors.stockCode), asc(directors.nameEn), asc(directors.id))
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, total };
  },

  /** Every director of one company, serving first (latest appointment first), then those who resigned. */
  listOfCompany: (market: string, stockCode: string): Promise<DirectorRow[]> =>
    db
      .select(columns)
      .from(directors)
      .leftJoin(listedCompanies, companyJoin)
      .where(and(eq(directors.market, market), eq(directors.stockCode, stockCode)))
      .orderBy(sql`${directors.resignedOn} is not null`, asc(directors.category), asc(directors.appointedOn), asc(directors.nameEn)),

  findById: async (id: string): Promise<DirectorRow | undefined> => {
    const [row] = await db.select(columns).from(directors).leftJoin(listedCompanies, companyJoin).where(eq(directors.id, id));
    return row;
  },

  /**
   * Other directorships under the same name: the same English name (any case)
   * or, for a director without one, the same Chinese name.
   */
  listSameName: (director: Pick<DirectorRow, 'id' | 'nameEn' | 'nameZh'>): Promise<DirectorRow[]> => {
    const sameName = director.nameEn ? sql`lower(${directors.nameEn}) = lower(${director.nameEn})` : director.nameZh ? eq(directors.nameZh, director.nameZh) : sql`false`;
    return db
      .select(columns)
      .from(directors)
      .leftJoin(listedCompanies, companyJoin)
      .where(and(sameName, ne(directors.id, director.id)))
      .orderBy(sql`${directors.resignedOn} is not null`, desc(directors.appointedOn))
      .limit(50);
  },
});

export type DirectorsRepository = ReturnType<typeof createDirectorsRepository>;
