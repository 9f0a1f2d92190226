import { MarketValueBands, type CompanyBoard, type MarketValueBandKey, type StatisticsMarket } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/** Which companies a statistic covers: a market group and, optionally, one board. */
export type StatisticsScope = { market: StatisticsMarket; board?: CompanyBoard };

/** Per-group rows carry `hasDemo`: some company behind the count has demonstration profile values. */
export type ListingsRow = { year: number; board: CompanyBoard; count: number; hasDemo: boolean };
export type DelistingsRow = { year: number; count: number; hasDemo: boolean };
export type MarketValueRow = { band: MarketValueBandKey | null; count: number; hasDemo: boolean };
export type IndustryRow = { industry: string | null; count: number; hasDemo: boolean };
export type TotalsRow = { listed: number; delisted: number; withoutListingDate: number; delistedWithoutDate: number };

/**
 * The board as the stock code tells it: HK codes 08000–08999 are GEM (the
 * seeded HK catalogue is the Main Board list); SSE 688/689 is STAR; SZSE
 * 300/301 is ChiNext; SZSE 002 listed before the 6 April 2021 merger was the
 * SME Board; BSE codes are the Beijing exchange.
 */
const BOARD_FROM_CODE = sql`case
  when market = 'HK' and stock_code between '08000' and '08999' then 'gem'
  when market = 'HK' then 'main'
  when market = 'BJ' then 'bse'
  when market = 'SH' and (stock_code like '688%' or stock_code like '689%') then 'star'
  when market = 'SH' then 'sh-main'
  when market = 'SZ' and (stock_code like '300%' or stock_code like '301%') then 'chinext'
  when market = 'SZ' and stock_code like '002%' and (listing_date is null or listing_date < date '2021-04-06') then 'sme'
  else 'sz-main' end`;

/** A stored board, unless it is missing or a demonstration value: then the code's board (real knowledge, never demo). */
const EFFECTIVE_BOARD = sql`(case when board is null or profile_source = 'demo' then ${BOARD_FROM_CODE} else board end)`;

/**
 * A listing date is demonstration data on a demo profile of an HK company:
 * the HK catalogue has no listing dates, while A-share dates come from the
 * catalogue and the demo seed keeps a stored date.
 */
const HAS_DEMO_LISTING_DATE = sql`coalesce(bool_or(profile_source = 'demo' and market = 'HK'), false)`;

const IS_DEMO = sql`coalesce(bool_or(profile_source = 'demo'), false)`;

const scopeFilter = ({ market, board }: StatisticsScope): SQL => {
  const marketFilter = market === 'HK' ? sql`market = 'HK'` : sql`market in ('SH', 'SZ', 'BJ')`;
  return board ? sql`${marketFilter} and ${EFFECTIVE_BOARD} = ${board}` : marketFilter;
};

/** Market value in HKD: HK values are HKD, A-share values CNY at the given rate. */
const marketValueHkd = (cnyToHkdRate: string): SQL => sql`(market_cap * case when market = 'HK' then 1 else ${cnyToHkdRate}::numeric end)`;

const bandCase = (valueHkd: SQL): SQL => {
  const branches = MarketValueBands.map((band) =>
    band.maxHkd === null ? sql`when ${valueHkd} >= ${band.minHkd} then ${band.key}` : sql`when ${valueHkd} < ${band.maxHkd} then ${band.key}`,
  );
  return sql`case when market_cap is null then null ${sql.join(branches, sql` `)} end`;
};

/** The statistics page's aggregates over listed_companies (status 1 listed, 2 delisted), read by the statistics module through company-statistics.service.ts. */
export const createCompanyStatisticsRepository = (db: Database) => ({
  /** New listings per year of the listing date and (effective) board. */
  countListingsByYear: (scope: StatisticsScope) =>
    selectRows<ListingsRow>(
      db,
      sql`select extract(year from listing_date)::int as year, ${EFFECTIVE_BOARD} as board, count(*)::int as count, ${HAS_DEMO_LISTING_DATE} as "hasDemo"
        from listed_companies
        where listing_date is not null and ${scopeFilter(scope)}
        group by 1, 2 order by 1, 2`,
    ),

  /** Delistings per year of the delisting date. */
  countDelistingsByYear: (scope: StatisticsScope) =>
    selectRows<DelistingsRow>(
      db,
      sql`select extract(year from delisting_date)::int as year, count(*)::int as count, ${IS_DEMO} as "hasDemo"
        from listed_companies
        where delisting_date is not null and ${scopeFilter(scope)}
        group by 1 order by 1`,
    ),

  /** Companies now listed per market-value band; band null = no market value stored. */
  countByMarketValueBand: (scope: StatisticsScope, cnyToHkdRate: string) =>
    selectRows<MarketValueRow>(
      db,
      sql`select ${bandCase(marketValueHkd(cnyToHkdRate))} as band, count(*)::int as count, ${IS_DEMO} as "hasDemo"
        from listed_companies
        where status = 1 and ${scopeFilter(scope)}
        group by 1`,
    ),

  /** Companies now listed per industry, largest first. */
  countByIndustry: (scope: StatisticsScope) =>
    selectRows<IndustryRow>(
      db,
      sql`select industry, count(*)::int as count, ${IS_DEMO} as "hasDemo"
        from listed_companies
        where status = 1 and ${scopeFilter(scope)}
        group by industry order by count(*) desc, industry nulls last`,
    ),

  /** Listed and delisted counts and the gaps the charts leave out. */
  countTotals: async (scope: StatisticsScope): Promise<TotalsRow> => {
    const [row] = await selectRows<TotalsRow>(
      db,
      sql`select count(*) filter (where status = 1)::int as listed,
          count(*) filter (where status = 2)::int as delisted,
          count(*) filter (where listing_date is null)::int as "withoutListingDate",
          count(*) filter (where status = 2 and delisting_date is null)::int as "delistedWithoutDate"
        from listed_companies
        where ${scopeFilter(scope)}`,
    );
    return row ?? { listed: 0, delisted: 0, withoutListingDate: 0, delistedWithoutDate: 0 };
  },
});

export type CompanyStatisticsRepository = ReturnType<typeof createCompanyStatisticsRepository>;
