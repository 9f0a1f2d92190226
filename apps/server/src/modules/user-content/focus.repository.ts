import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { focusCompanies, listedCompanies, serviceCompanies } from '../../db/schema';

export type FollowedRow = {
  id: string;
  market: string;
  stockCode: string;
  shortNameEn: string | null;
  shortNameCn: string | null;
  createdAt: Date;
};

export type CatalogueStock = { market: string; stockCode: string; shortNameEn: string | null; shortNameCn: string | null };

// Service companies of kind 'listed' with status 1 are the user's one default (spec §3).
const DEFAULT_SERVICE_COMPANY = 1;

/** The only SQL for followed companies (spec §7 /au/focus/*); every function takes the owning userId. */
export const createFocusRepository = (db: Database) => ({
  /** Every company the user added, with its catalogue names (a user follows tens, not thousands). */
  listFollowed: (userId: string): Promise<FollowedRow[]> =>
    db
      .select({
        id: focusCompanies.id,
        market: focusCompanies.market,
        stockCode: focusCompanies.stockCode,
        shortNameEn: listedCompanies.shortNameEn,
        shortNameCn: listedCompanies.shortNameCn,
        createdAt: focusCompanies.createdAt,
      })
      .from(focusCompanies)
      .leftJoin(listedCompanies, and(eq(listedCompanies.market, focusCompanies.market), eq(listedCompanies.stockCode, focusCompanies.stockCode)))
      .where(eq(focusCompanies.userId, userId))
      .orderBy(asc(focusCompanies.createdAt), asc(focusCompanies.id)),

  /** The stock codes the user added (for the session's focusNum). */
  listFollowedCodes: async (userId: string): Promise<string[]> =>
    (await db.select({ stockCode: focusCompanies.stockCode }).from(focusCompanies).where(eq(focusCompanies.userId, userId))).map((row) => row.stockCode),

  find: async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(focusCompanies)
      .where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.id, id)));
    return row;
  },

  /** The user's follow of a code in any market (HK and A-share codes do not collide). */
  findByStockCode: async (userId: string, stockCode: string) => {
    const [row] = await db
      .select()
      .from(focusCompanies)
      .where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.stockCode, stockCode)))
      .limit(1);
    return row;
  },

  insert: async (userId: string, market: string, stockCode: string) => {
    const [row] = await db.insert(focusCompanies).values({ userId, market, stockCode }).returning();
    return row;
  },

  delete: async (userId: string, id: string) => {
    await db.delete(focusCompanies).where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.id, id)));
  },

  /** The stock code of the user's default listed client company, if any. */
  findDefaultServiceStockCode: async (userId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ stockCode: serviceCompanies.stockCode })
      .from(serviceCompanies)
      .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.status, DEFAULT_SERVICE_COMPANY), eq(serviceCompanies.kind, 'listed'), isNotNull(serviceCompanies.stockCode)))
      .limit(1);
    return row?.stockCode ?? undefined;
  },

  /** Catalogue entries for the given codes (any market). */
  findStocks: async (stockCodes: string[]): Promise<CatalogueStock[]> => {
    if (stockCodes.length === 0) return [];
    return db
      .select({ market: listedCompanies.market, stockCode: listedCompanies.stockCode, shortNameEn: listedCompanies.shortNameEn, shortNameCn: listedCompanies.shortNameCn })
      .from(listedCompanies)
      .where(inArray(listedCompanies.stockCode, stockCodes))
      .orderBy(asc(listedCompanies.market));
  },

  /**
   * Announcements released since `since` per stock code, for a page of
   * followed companies. The overlap test (`&&`) is answered by the GIN index on
   * stock_codes, so only the matching documents are read; a document of several
   * issuers counts for each of them.
   */
  countAnnouncements: async (stockCodes: string[], since: Date): Promise<Map<string, number>> => {
    if (stockCodes.length === 0) return new Map();
    const codes = sql`${`{${stockCodes.map((code) => `"${code}"`).join(',')}}`}::text[]`;
    const rows = await selectRows<{ code: string; count: number }>(
      db,
      sql`select code, count(*)::int as count
        from (
          select unnest(stock_codes) as code from documents
          where stock_codes && ${codes} and kind = 'announcement' and release_time >= ${since.toISOString()}::timestamptz
        ) as issuers
        where code = any(${codes})
        group by code`,
    );
    return new Map(rows.map((row) => [row.code, Number(row.count)]));
  },
});

export type FocusRepository = ReturnType<typeof createFocusRepository>;
