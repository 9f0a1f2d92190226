import type { Market } from '@app/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { companyFinancials, companyShareholders } from '../../db/disclosure.schema';
import { listedCompanies as catalogue } from '../../db/schema';
import type { CompanyMatch, IndexedCompany } from './company-search-index';

export type CompanyRow = typeof catalogue.$inferSelect;
export type FinancialRow = typeof companyFinancials.$inferSelect;
export type ShareholderRow = typeof companyShareholders.$inferSelect;

/** A company as the lists read it (dates and amounts as text). */
export type CompanyListRow = {
  market: Market;
  stockCode: string;
  shortNameEn: string | null;
  shortNameCn: string | null;
  nameEn: string | null;
  nameCn: string | null;
  status: number;
  board: string | null;
  securitiesType: string | null;
  industry: string | null;
  placeOfIncorporation: string | null;
  tradingState: string | null;
  listingDate: string | null;
  delistingDate: string | null;
  marketCap: string | null;
  profileSource: string | null;
};

export type CompanyListFilter = {
  status: number;
  markets?: readonly Market[];
  board?: string;
  industry?: string;
  securitiesType?: string;
  placeOfIncorporation?: string;
  tradingState?: string;
  /** Keyword matches; undefined when there is no keyword. */
  matches?: readonly CompanyMatch[];
  sortBy: 'relevance' | 'code' | 'listingDate' | 'delistingDate' | 'marketCap' | 'name';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
};

const SORT_COLUMNS: Record<Exclude<CompanyListFilter['sortBy'], 'relevance'>, SQL> = {
  code: sql`company.stock_code`,
  listingDate: sql`company.listing_date`,
  delistingDate: sql`company.delisting_date`,
  marketCap: sql`company.market_cap`,
  name: sql`coalesce(company.short_name_en, company.short_name_cn)`,
};

/** The only SQL for company profiles, their financial statements and shareholders. */
export const createCompanyProfilesRepository = (db: Database) => ({
  /** The catalogue's version for the keyword index: its row count and newest change. */
  catalogueVersion: async (): Promise<string> => {
    const [row] = await selectRows<{ version: string }>(db, sql`select count(*)::text || '/' || coalesce(max(updated_at)::text, '-') as version from ${catalogue}`);
    return row.version;
  },

  /** Codes, status and names of every company, for the keyword index. */
  listIndexed: async (): Promise<IndexedCompany[]> => {
    const rows = await db
      .select({
        market: catalogue.market,
        stockCode: catalogue.stockCode,
        status: catalogue.status,
        shortNameEn: catalogue.shortNameEn,
        shortNameCn: catalogue.shortNameCn,
        nameEn: catalogue.nameEn,
        nameCn: catalogue.nameCn,
      })
      .from(catalogue);
    return rows.map((row) => ({ market: row.market as Market, stockCode: row.stockCode, status: row.status, names: [row.shortNameEn, row.shortNameCn, row.nameEn, row.nameCn] }));
  },

  /**
   * One page of companies and the total. Keyword matches arrive as a JSON
   * list joined to the table, so thousands of matches cost one hash join.
   */
  list: async (filter: CompanyListFilter): Promise<{ rows: CompanyListRow[]; total: number }> => {
    const conditions: SQL[] = [sql`company.status = ${filter.status}`];
    if (filter.markets) conditions.push(sql`company.market in (${sql.join(filter.markets.map((market) => sql`${market}`), sql`, `)})`);
    if (filter.board) conditions.push(sql`company.board = ${filter.board}`);
    if (filter.industry) conditions.push(sql`company.industry = ${filter.industry}`);
    if (filter.securitiesType) conditions.push(sql`company.securities_type = ${filter.securitiesType}`);
    if (filter.placeOfIncorporation) conditions.push(sql`company.place_of_incorporation = ${filter.placeOfIncorporation}`);
    if (filter.tradingState) conditions.push(sql`company.trading_state = ${filter.tradingState}`);
    const join = filter.matches
      ? sql`join json_to_recordset(${JSON.stringify(filter.matches)}::json) as hit(market text, "stockCode" text, rank int)
          on hit.market = company.market and hit."stockCode" = company.stock_code`
      : sql``;
    const where = sql.join(conditions, sql` and `);
    const direction = filter.sortOrder === 'asc' ? sql`asc` : sql`desc`;
    const sortBy = filter.sortBy === 'relevance' && !filter.matches ? 'code' : filter.sortBy;
    // Hong Kong before the A shares by code: 6-digit codes would otherwise interleave with the 5-digit ones.
    const order =
      sortBy === 'relevance'
        ? sql`hit.rank, (company.market <> 'HK'), company.stock_code`
        : sortBy === 'code'
          ? sql`(company.market <> 'HK') ${direction}, company.stock_code ${direction}`
          : sql`${SORT_COLUMNS[sortBy]} ${direction} nulls last, company.stock_code, company.market`;
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${catalogue} as company ${join} where ${where}`);
    const rows = await selectRows<CompanyListRow>(
      db,
      sql`select company.market, company.stock_code as "stockCode", company.short_name_en as "shortNameEn", company.short_name_cn as "shortNameCn",
          company.name_en as "nameEn", company.name_cn as "nameCn", company.status, company.board, company.securities_type as "securitiesType",
          company.industry, company.place_of_incorporation as "placeOfIncorporation", company.trading_state as "tradingState",
          company.listing_date::text as "listingDate", company.delisting_date::text as "delistingDate", company.market_cap::text as "marketCap",
          company.profile_source as "profileSource"
        from ${catalogue} as company ${join}
        where ${where}
        order by ${order}
        limit ${filter.limit} offset ${filter.offset}`,
    );
    return { rows, total };
  },

  /** A company by code in any of `markets` (codes do not collide across markets; the first market wins). */
  findCompany: async (markets: readonly Market[], stockCode: string): Promise<CompanyRow | undefined> => {
    const [row] = await db
      .select()
      .from(catalogue)
      .where(and(inArray(catalogue.market, [...markets]), eq(catalogue.stockCode, stockCode)))
      .orderBy(catalogue.market)
      .limit(1);
    return row;
  },

  /** Every stored statement of a company, newest year first. */
  listFinancials: (market: string, stockCode: string): Promise<FinancialRow[]> =>
    db
      .select()
      .from(companyFinancials)
      .where(and(eq(companyFinancials.market, market), eq(companyFinancials.stockCode, stockCode)))
      .orderBy(desc(companyFinancials.fiscalYear), asc(companyFinancials.statement)),

  /** Substantial shareholders, largest holding first; `limit` for the detail page's top holders. */
  listShareholders: (market: string, stockCode: string, limit?: number): Promise<ShareholderRow[]> => {
    const query = db
      .select()
      .from(companyShareholders)
      .where(and(eq(companyShareholders.market, market), eq(companyShareholders.stockCode, stockCode)))
      .orderBy(desc(companyShareholders.percentage), asc(companyShareholders.holderName));
    return limit === undefined ? query : query.limit(limit);
  },

  countShareholders: async (market: string, stockCode: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(companyShareholders)
      .where(and(eq(companyShareholders.market, market), eq(companyShareholders.stockCode, stockCode)));
    return row?.count ?? 0;
  },
});

export type CompanyProfilesRepository = ReturnType<typeof createCompanyProfilesRepository>;
