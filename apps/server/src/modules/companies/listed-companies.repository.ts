import type { Market } from '@app/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, selectRows, type Database } from '../../db/client';
import { listedCompanies, listedCompaniesVersion } from '../../db/schema';
import type { IndexedCompany } from './catalogue-index';
import type { CatalogueEntry } from './listed-companies.catalogue';
import type { StoredListingFacts } from './listing-facts';

export type ListedCompanyRow = typeof listedCompanies.$inferSelect;

/** A code with its market and short names. */
export type CatalogueStock = { market: string; stockCode: string; shortNameEn: string | null; shortNameCn: string | null };

/** A company with its short and full names. */
export type CatalogueNames = CatalogueStock & { nameEn: string | null; nameCn: string | null };

/** Profile values to select companies by; absent ones do not narrow. */
export type ProfileFilter = { industry?: string; securitiesType?: string; placeOfIncorporation?: string };

const toRecord = (entry: CatalogueEntry) => ({
  stock_code: entry.stockCode,
  market: entry.market,
  short_name_en: entry.shortNameEn,
  short_name_cn: entry.shortNameCn,
  listing_date: entry.listingDate,
  status: entry.status,
  board: entry.board,
  trading_state: entry.tradingState,
});

/** Read on every call that uses the catalogue index (every search), so prepared once. */
const catalogueVersionQuery = preparedQuery((db) =>
  db.select({ version: listedCompaniesVersion.version }).from(listedCompaniesVersion).where(eq(listedCompaniesVersion.id, 1)).prepare('listed_companies_version'),
);

/**
 * The catalogue's version (see `catalogueVersion` below) as a scalar subquery, for another module's statement that
 * must read it in its own snapshot: the search reads both change counters with its first statement, in one round
 * trip. The SQL of this table stays with its owner.
 */
export const CATALOGUE_VERSION_SUBQUERY = sql`(select version from listed_companies_version where id = 1)`;

/** The catalogue's own SQL (seeds, look-ups, the search index); profiles, financials and shareholders are in company-profiles.repository.ts. */
export const createListedCompaniesRepository = (db: Database) => ({
  /**
   * Inserts the entries not yet present (by market + code) in one statement:
   * the rows travel as one JSON parameter, which PGlite handles far faster
   * than thousands of bound values. Returns how many were new.
   */
  insertMissing: async (entries: CatalogueEntry[]): Promise<number> => {
    if (entries.length === 0) return 0;
    const [{ inserted }] = await selectRows<{ inserted: number }>(
      db,
      sql`with inserted as (
        insert into ${listedCompanies} (stock_code, market, short_name_en, short_name_cn, listing_date, status, board, trading_state)
        select stock_code, market, short_name_en, short_name_cn, listing_date, status, board, trading_state
        from json_to_recordset(${JSON.stringify(entries.map(toRecord))}::json)
          as entry(stock_code varchar, market varchar, short_name_en varchar, short_name_cn varchar, listing_date date, status smallint, board varchar, trading_state varchar)
        on conflict (market, stock_code) do nothing
        returning 1
      )
      select count(*)::int as inserted from inserted`,
    );
    return inserted;
  },
  /** The listing facts of every entry (the repair of facts an earlier demo seed invented). */
  listListingFacts: async (): Promise<StoredListingFacts[]> =>
    db
      .select({
        market: listedCompanies.market,
        stockCode: listedCompanies.stockCode,
        shortNameCn: listedCompanies.shortNameCn,
        profileSource: listedCompanies.profileSource,
        status: listedCompanies.status,
        board: listedCompanies.board,
        tradingState: listedCompanies.tradingState,
        delistingDate: listedCompanies.delistingDate,
      })
      .from(listedCompanies),
  /** Rewrites status, board, trading state and delisting date of the given entries (by market and code). */
  updateListingFacts: async (rows: StoredListingFacts[]): Promise<number> => {
    if (rows.length === 0) return 0;
    const records = rows.map((row) => ({ market: row.market, stock_code: row.stockCode, status: row.status, board: row.board, trading_state: row.tradingState, delisting_date: row.delistingDate }));
    await db.execute(sql`update ${listedCompanies} as company set
        status = entry.status, board = entry.board, trading_state = entry.trading_state, delisting_date = entry.delisting_date, updated_at = now()
      from json_to_recordset(${JSON.stringify(records)}::json)
        as entry(market varchar, stock_code varchar, status smallint, board varchar, trading_state varchar, delisting_date date)
      where company.market = entry.market and company.stock_code = entry.stock_code`);
    return rows.length;
  },
  /** One catalogue entry by its code (HK codes have 5 digits, A-share codes 6, so codes do not collide). */
  findByStockCode: async (stockCode: string): Promise<ListedCompanyRow | undefined> => {
    const [row] = await db.select().from(listedCompanies).where(eq(listedCompanies.stockCode, stockCode)).orderBy(listedCompanies.market).limit(1);
    return row;
  },
  /** Short names of the given codes in any market, ordered by market (a code may exist in several). */
  findStocks: async (stockCodes: string[]): Promise<CatalogueStock[]> => {
    if (stockCodes.length === 0) return [];
    return db
      .select({ market: listedCompanies.market, stockCode: listedCompanies.stockCode, shortNameEn: listedCompanies.shortNameEn, shortNameCn: listedCompanies.shortNameCn })
      .from(listedCompanies)
      .where(inArray(listedCompanies.stockCode, stockCodes))
      .orderBy(asc(listedCompanies.market));
  },
  /** Codes, markets and every name of the given codes (listed or delisted), by market and code. */
  findCompanies: async (stockCodes: string[]): Promise<CatalogueNames[]> => {
    if (stockCodes.length === 0) return [];
    return db
      .select({
        stockCode: listedCompanies.stockCode,
        market: listedCompanies.market,
        shortNameEn: listedCompanies.shortNameEn,
        shortNameCn: listedCompanies.shortNameCn,
        nameEn: listedCompanies.nameEn,
        nameCn: listedCompanies.nameCn,
      })
      .from(listedCompanies)
      .where(inArray(listedCompanies.stockCode, stockCodes))
      .orderBy(asc(listedCompanies.market), asc(listedCompanies.stockCode));
  },
  /** Which of `stockCodes` the catalogue holds for `market`. */
  listCataloguedCodes: async (market: string, stockCodes: readonly string[]): Promise<string[]> => {
    if (stockCodes.length === 0) return [];
    const rows = await db
      .select({ stockCode: listedCompanies.stockCode })
      .from(listedCompanies)
      .where(and(eq(listedCompanies.market, market), inArray(listedCompanies.stockCode, [...stockCodes])));
    return rows.map((row) => row.stockCode);
  },
  /** Codes of the companies with the given profile values (the VIP-only company filters of disclosure search). */
  stockCodesWhere: async (filter: ProfileFilter): Promise<string[]> => {
    const conditions: SQL[] = [];
    if (filter.industry) conditions.push(eq(listedCompanies.industry, filter.industry));
    if (filter.securitiesType) conditions.push(eq(listedCompanies.securitiesType, filter.securitiesType));
    if (filter.placeOfIncorporation) conditions.push(eq(listedCompanies.placeOfIncorporation, filter.placeOfIncorporation));
    const rows = await db.select({ stockCode: listedCompanies.stockCode }).from(listedCompanies).where(and(...conditions));
    return rows.map((row) => row.stockCode);
  },
  /** Every entry with its full name (else its short name) in English and Chinese, by market and code (the demo corpus's issuers). */
  listNames: (): Promise<{ market: string; stockCode: string; nameEn: string | null; nameZh: string | null; status: number }[]> =>
    db
      .select({
        market: listedCompanies.market,
        stockCode: listedCompanies.stockCode,
        nameEn: sql<string | null>`coalesce(${listedCompanies.nameEn}, ${listedCompanies.shortNameEn})`,
        nameZh: sql<string | null>`coalesce(${listedCompanies.nameCn}, ${listedCompanies.shortNameCn})`,
        status: listedCompanies.status,
      })
      .from(listedCompanies)
      .orderBy(asc(listedCompanies.market), asc(listedCompanies.stockCode)),
  /**
   * The catalogue's version: the change counter every statement writing listed_companies raises in its
   * own transaction (migration listed_companies_version_trigger), read by primary key. It replaced a
   * count(*) and max(updated_at) over the whole catalogue, the costliest statement of a search.
   */
  catalogueVersion: async (): Promise<string> => {
    const [row] = await catalogueVersionQuery(db).execute();
    // The migration writes the row; without it no write has bumped it either.
    return String(row?.version ?? 0);
  },
  /** Codes, status and names of every entry (a few thousand rows), for the in-memory catalogue index. */
  listIndexed: async (): Promise<IndexedCompany[]> => {
    const rows = await db
      .select({
        market: listedCompanies.market,
        stockCode: listedCompanies.stockCode,
        status: listedCompanies.status,
        shortNameEn: listedCompanies.shortNameEn,
        shortNameCn: listedCompanies.shortNameCn,
        nameEn: listedCompanies.nameEn,
        nameCn: listedCompanies.nameCn,
      })
      .from(listedCompanies)
      .orderBy(listedCompanies.stockCode);
    return rows.map((row) => ({ ...row, market: row.market as Market }));
  },
});

export type ListedCompaniesRepository = ReturnType<typeof createListedCompaniesRepository>;
