import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { listedCompanies } from '../../db/schema';
import type { CatalogueEntry } from './listed-companies.catalogue';

export type ListedCompanyRow = typeof listedCompanies.$inferSelect;

const toRecord = (entry: CatalogueEntry) => ({
  stock_code: entry.stockCode,
  market: entry.market,
  short_name_en: entry.shortNameEn,
  short_name_cn: entry.shortNameCn,
  listing_date: entry.listingDate,
});

/** The only SQL for the listed-company catalogue (stock search, seeds, look-ups). */
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
        insert into ${listedCompanies} (stock_code, market, short_name_en, short_name_cn, listing_date)
        select stock_code, market, short_name_en, short_name_cn, listing_date
        from json_to_recordset(${JSON.stringify(entries.map(toRecord))}::json)
          as entry(stock_code varchar, market varchar, short_name_en varchar, short_name_cn varchar, listing_date date)
        on conflict (market, stock_code) do nothing
        returning 1
      )
      select count(*)::int as inserted from inserted`,
    );
    return inserted;
  },
  /** One catalogue entry by its code (HK codes have 5 digits, A-share codes 6, so codes do not collide). */
  findByStockCode: async (stockCode: string): Promise<ListedCompanyRow | undefined> => {
    const [row] = await db.select().from(listedCompanies).where(eq(listedCompanies.stockCode, stockCode)).orderBy(listedCompanies.market).limit(1);
    return row;
  },
  /** The catalogue's version: its row count and newest change; any insert, update or delete changes it. */
  catalogueVersion: async (): Promise<string> => {
    const [row] = await selectRows<{ version: string }>(
      db,
      sql`select count(*)::text || '/' || coalesce(max(updated_at)::text, '-') as version from ${listedCompanies}`,
    );
    return row.version;
  },
  /** The searchable fields of every entry (a few thousand rows), for the in-memory search index. */
  listSearchable: () =>
    db
      .select({
        stockCode: listedCompanies.stockCode,
        market: listedCompanies.market,
        shortNameEn: listedCompanies.shortNameEn,
        shortNameCn: listedCompanies.shortNameCn,
        status: listedCompanies.status,
      })
      .from(listedCompanies)
      .orderBy(listedCompanies.stockCode),
});

export type ListedCompaniesRepository = ReturnType<typeof createListedCompaniesRepository>;
