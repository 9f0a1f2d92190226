import { isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../../src/db/client';
import { listedCompanies } from '../../../src/db/schema';
import type { DemoDataSet } from './demo-generator';
import type { CatalogueCompany } from './demo-profiles';

// Rows travel as one JSON parameter per chunk: PGlite handles that far faster than thousands of bound values.
const CHUNK_SIZE = 5000;

/** The only SQL of the company demo seed. */
export const createDemoRepository = (db: Database) => {
  const writeChunks = async <T>(rows: readonly T[], statement: (json: string) => SQL): Promise<number> => {
    for (let start = 0; start < rows.length; start += CHUNK_SIZE) await db.execute(statement(JSON.stringify(rows.slice(start, start + CHUNK_SIZE))));
    return rows.length;
  };

  return {
    /** Catalogue companies whose profile has not been filled (by an importer or an earlier seed). */
    listCompaniesWithoutProfile: async (): Promise<CatalogueCompany[]> => {
      const rows = await db
        .select({
          market: listedCompanies.market,
          stockCode: listedCompanies.stockCode,
          shortNameEn: listedCompanies.shortNameEn,
          shortNameCn: listedCompanies.shortNameCn,
          listingDate: listedCompanies.listingDate,
          status: listedCompanies.status,
          board: listedCompanies.board,
          delistingDate: listedCompanies.delistingDate,
        })
        .from(listedCompanies)
        .where(isNull(listedCompanies.profileSource))
        .orderBy(listedCompanies.market, listedCompanies.stockCode);
      return rows as CatalogueCompany[];
    },

    /**
     * Writes the generated profile values, marked profile_source 'demo'; a
     * stored listing date is kept, and the listing facts (status, board,
     * trading state, delisting date) are the stock lists' and left alone.
     */
    updateProfiles: (profiles: DemoDataSet['profiles']) =>
      writeChunks(
        profiles.map((profile) => ({
          market: profile.market,
          stock_code: profile.stockCode,
          name_en: profile.nameEn,
          name_cn: profile.nameCn,
          listing_date: profile.listingDate,
          securities_type: profile.securitiesType,
          industry: profile.industry,
          place_of_incorporation: profile.placeOfIncorporation,
          paired_listing: profile.pairedListing,
          website: profile.website,
          issued_shares: profile.issuedShares,
          financial_year_end: profile.financialYearEnd,
          lot_size: profile.lotSize,
          market_cap: profile.marketCap,
          profile: profile.profile,
        })),
        (json) => sql`update ${listedCompanies} as company set
            name_en = coalesce(company.name_en, entry.name_en),
            name_cn = coalesce(company.name_cn, entry.name_cn),
            listing_date = coalesce(company.listing_date, entry.listing_date),
            securities_type = entry.securities_type,
            industry = entry.industry,
            place_of_incorporation = entry.place_of_incorporation,
            paired_listing = entry.paired_listing,
            website = entry.website,
            issued_shares = entry.issued_shares,
            financial_year_end = entry.financial_year_end,
            lot_size = entry.lot_size,
            market_cap = entry.market_cap,
            profile = entry.profile,
            profile_source = 'demo',
            updated_at = now()
          from json_to_recordset(${json}::json) as entry(
            market varchar, stock_code varchar, name_en text, name_cn text, listing_date date,
            securities_type varchar, industry varchar, place_of_incorporation varchar,
            paired_listing varchar, website text, issued_shares bigint, financial_year_end varchar, lot_size integer, market_cap numeric, profile jsonb)
          where company.market = entry.market and company.stock_code = entry.stock_code and company.profile_source is null`,
      ),

    insertDirectors: (rows: DemoDataSet['directors']) =>
      writeChunks(
        rows,
        (json) => sql`insert into directors (market, stock_code, name_en, name_zh, category, position, appointed_on, resigned_on, birth_year, gender, education, education_zh, source)
          select market, "stockCode", "nameEn", "nameZh", category, position, "appointedOn", "resignedOn", "birthYear", gender, education, "educationZh", 'demo'
          from json_to_recordset(${json}::json) as entry(market varchar, "stockCode" varchar, "nameEn" text, "nameZh" text, category smallint, position text,
            "appointedOn" date, "resignedOn" date, "birthYear" smallint, gender varchar, education text, "educationZh" text)`,
      ),

    insertFinancials: (rows: DemoDataSet['financials']) =>
      writeChunks(
        rows,
        (json) => sql`insert into company_financials (market, stock_code, fiscal_year, statement, currency, items, source)
          select market, "stockCode", "fiscalYear", statement, currency, items, 'demo'
          from json_to_recordset(${json}::json) as entry(market varchar, "stockCode" varchar, "fiscalYear" smallint, statement varchar, currency varchar, items jsonb)`,
      ),

    insertShareholders: (rows: DemoDataSet['shareholders']) =>
      writeChunks(
        rows,
        (json) => sql`insert into company_shareholders (market, stock_code, holder_name, shares, percentage, last_notice_date, source)
          select market, "stockCode", "holderName", shares, percentage, "lastNoticeDate", 'demo'
          from json_to_recordset(${json}::json) as entry(market varchar, "stockCode" varchar, "holderName" text, shares bigint, percentage numeric, "lastNoticeDate" date)`,
      ),

    insertOfferings: (rows: DemoDataSet['offerings']) =>
      writeChunks(
        rows,
        (json) => sql`insert into offerings (market, stock_code, name_en, name_zh, board, offering_type, listing_state, application_date, hearing_date, prospectus_date,
            listing_date, currency, offer_price_low, offer_price_high, offer_price, shares_offered, proceeds, greenshoe_shares, public_subscription_multiple,
            placing_subscription_multiple, sponsors, advisers, source, created_at, updated_at)
          select market, "stockCode", "nameEn", "nameZh", board, "offeringType", "listingState", "applicationDate", "hearingDate", "prospectusDate",
            "listingDate", currency, "offerPriceLow", "offerPriceHigh", "offerPrice", "sharesOffered", proceeds, "greenshoeShares", "publicSubscriptionMultiple",
            "placingSubscriptionMultiple", array(select json_array_elements_text(sponsors)), advisers, 'demo',
            coalesce("applicationDate", "updatedAt")::timestamptz, "updatedAt"::timestamptz
          from json_to_recordset(${json}::json) as entry(market varchar, "stockCode" varchar, "nameEn" text, "nameZh" text, board varchar, "offeringType" varchar,
            "listingState" smallint, "applicationDate" date, "hearingDate" date, "prospectusDate" date, "listingDate" date, currency varchar,
            "offerPriceLow" numeric, "offerPriceHigh" numeric, "offerPrice" numeric, "sharesOffered" bigint, proceeds numeric, "greenshoeShares" bigint,
            "publicSubscriptionMultiple" numeric, "placingSubscriptionMultiple" numeric, sponsors json, advisers jsonb, "updatedAt" date)`,
      ),

    insertHkCompanies: (rows: DemoDataSet['hkCompanies']) =>
      writeChunks(
        rows,
        (json) => sql`insert into hk_companies (company_no, name_en, name_zh, company_type, register_kind, incorporation_date, place_of_incorporation, status,
            winding_up_mode, dissolution_date, name_history, source)
          select "companyNo", "nameEn", "nameZh", "companyType", "registerKind", "incorporationDate", "placeOfIncorporation", status,
            "windingUpMode", "dissolutionDate", "nameHistory", 'demo'
          from json_to_recordset(${json}::json) as entry("companyNo" varchar, "nameEn" text, "nameZh" text, "companyType" text, "registerKind" varchar,
            "incorporationDate" date, "placeOfIncorporation" text, status varchar, "windingUpMode" text, "dissolutionDate" date, "nameHistory" jsonb)
          on conflict (company_no) do nothing`,
      ),

    /** Codes, names and industry of the companies whose profile is demonstration data. */
    listDemoProfileIndustries: () =>
      selectRows<{ market: string; stockCode: string; shortNameEn: string | null; shortNameCn: string | null; industry: string | null }>(
        db,
        sql`select market, stock_code as "stockCode", short_name_en as "shortNameEn", short_name_cn as "shortNameCn", industry
          from ${listedCompanies} where profile_source = 'demo'`,
      ),

    /** Sets the industry of demo profiles by market and code (null clears it); real profiles are left alone. */
    setDemoIndustries: (rows: readonly { market: string; stockCode: string; industry: string | null }[]) =>
      writeChunks(
        rows.map((row) => ({ market: row.market, stock_code: row.stockCode, industry: row.industry })),
        (json) => sql`update ${listedCompanies} as company set industry = entry.industry, updated_at = now()
          from jsonb_to_recordset(${json}::jsonb) as entry(market varchar, stock_code varchar, industry varchar)
          where company.market = entry.market and company.stock_code = entry.stock_code and company.profile_source = 'demo'`,
      ),

    /** Gives demo directors seeded with English only their education in Chinese, from the vocabulary's pairs. */
    setDemoEducationZh: async (pairs: readonly (readonly [string, string])[]): Promise<number> => {
      const json = JSON.stringify(pairs.map(([en, zh]) => ({ en, zh })));
      const [{ changed }] = await selectRows<{ changed: number }>(
        db,
        sql`with changed as (
            update directors as director set education_zh = entry.zh
            from json_to_recordset(${json}::json) as entry(en text, zh text)
            where director.source = 'demo' and director.education = entry.en and director.education_zh is null
            returning 1)
          select count(*)::int as changed from changed`,
      );
      return changed;
    },

    /** True when a table already holds demonstration rows (a second run adds no second set). */
    hasDemoRows: async (table: 'offerings' | 'hk_companies'): Promise<boolean> => {
      const rows = await selectRows<{ found: number }>(db, sql`select 1 as found from ${sql.identifier(table)} where source = 'demo' limit 1`);
      return rows.length > 0;
    },
  };
};
