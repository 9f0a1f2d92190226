import type { DailyPriceSource, Market } from '@app/contracts';
import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { dailyPrices } from '../../db/schema';

/** A stored day as the service reads it (numerics as strings, volume as bigint). */
export type StoredDailyPrice = {
  market: string;
  stockCode: string;
  tradeDate: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: bigint;
  turnover: string;
  source: string;
};

/** A row to write. */
export type DailyPriceWrite = Omit<StoredDailyPrice, 'source'>;

/** Which stock: `market` undefined matches the code in any market (codes do not collide across markets). */
export type StockKey = { market?: Market; stockCode: string };

/** A stock with its market, as the price calculators read it. */
export type StoredStock = Required<StockKey>;

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65,535 parameters. */
export const WRITE_BATCH_ROWS = 1000;

const selection = {
  market: dailyPrices.market,
  stockCode: dailyPrices.stockCode,
  tradeDate: dailyPrices.tradeDate,
  open: dailyPrices.open,
  high: dailyPrices.high,
  low: dailyPrices.low,
  close: dailyPrices.close,
  volume: dailyPrices.volume,
  turnover: dailyPrices.turnover,
  source: dailyPrices.source,
};

/**
 * INSERT … SELECT from one JSON parameter per batch: several times faster than
 * a parameter per value, above all on PGlite, where each bound value costs.
 */
const insertFromRecordset = (rows: DailyPriceWrite[], source: DailyPriceSource): SQL => {
  const records = rows.map((row) => ({
    market: row.market,
    stock_code: row.stockCode,
    trade_date: row.tradeDate,
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    volume: row.volume.toString(),
    turnover: row.turnover,
  }));
  return sql`insert into daily_prices (market, stock_code, trade_date, open, high, low, close, volume, turnover, source)
    select market, stock_code, trade_date, open, high, low, close, volume, turnover, ${source}::varchar
    from json_to_recordset(${JSON.stringify(records)}::json)
      as t(market varchar, stock_code varchar, trade_date date, open numeric, high numeric, low numeric, close numeric, volume bigint, turnover numeric)`;
};

const matchesStock = ({ market, stockCode }: StockKey): SQL | undefined =>
  market ? and(eq(dailyPrices.market, market), eq(dailyPrices.stockCode, stockCode)) : eq(dailyPrices.stockCode, stockCode);

/** The only SQL for daily prices (and the catalogue look-up the demo seed needs). */
export const createPricesRepository = (db: Database) => ({
  /** True when at least one day is stored for the stock. */
  hasPrices: async (stock: StockKey): Promise<boolean> => {
    const rows = await db.select({ one: sql<number>`1` }).from(dailyPrices).where(matchesStock(stock)).limit(1);
    return rows.length > 0;
  },

  /** Days from `firstDate` to `lastDate` (both included), ascending. */
  listBetween: (stock: StockKey, firstDate: string, lastDate: string): Promise<StoredDailyPrice[]> =>
    db
      .select(selection)
      .from(dailyPrices)
      .where(and(matchesStock(stock), gte(dailyPrices.tradeDate, firstDate), lte(dailyPrices.tradeDate, lastDate)))
      .orderBy(asc(dailyPrices.tradeDate), asc(dailyPrices.market)),

  /**
   * The last `count` days before `date` (or on or before it when `isInclusive`),
   * returned ascending; `isTradedOnly` skips days without volume.
   */
  listLatest: async (
    stock: StockKey,
    date: string,
    count: number,
    options: { isInclusive?: boolean; isTradedOnly?: boolean } = {},
  ): Promise<StoredDailyPrice[]> => {
    const rows = await db
      .select(selection)
      .from(dailyPrices)
      .where(
        and(
          matchesStock(stock),
          options.isInclusive ? lte(dailyPrices.tradeDate, date) : lt(dailyPrices.tradeDate, date),
          options.isTradedOnly ? gt(dailyPrices.volume, 0n) : undefined,
        ),
      )
      .orderBy(desc(dailyPrices.tradeDate))
      .limit(count);
    return rows.reverse();
  },

  /** The stored day nearest to `date` (before it, else after it), or undefined. */
  findNearest: async (stock: StockKey, date: string): Promise<StoredDailyPrice | undefined> => {
    const [before] = await db.select(selection).from(dailyPrices).where(and(matchesStock(stock), lte(dailyPrices.tradeDate, date))).orderBy(desc(dailyPrices.tradeDate)).limit(1);
    if (before) return before;
    const [after] = await db.select(selection).from(dailyPrices).where(and(matchesStock(stock), gt(dailyPrices.tradeDate, date))).orderBy(asc(dailyPrices.tradeDate)).limit(1);
    return after;
  },

  /**
   * Inserts or updates rows by (market, stock code, date) in one transaction.
   * A row whose values and source are already stored is left untouched.
   * @returns how many rows were inserted, updated and left unchanged.
   */
  upsert: async (rows: DailyPriceWrite[], source: DailyPriceSource): Promise<{ inserted: number; updated: number; unchanged: number }> => {
    const counts = { inserted: 0, updated: 0, unchanged: 0 };
    await db.transaction(async (transaction) => {
      for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) {
        const batch = rows.slice(start, start + WRITE_BATCH_ROWS);
        const written = await selectRows<{ is_inserted: boolean }>(
          transaction as unknown as Database,
          sql`${insertFromRecordset(batch, source)}
            on conflict (market, stock_code, trade_date) do update set
              open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
              volume = excluded.volume, turnover = excluded.turnover, source = excluded.source, updated_at = now()
            -- numeric comparison: '385.2' equals the stored 385.2000
            where (daily_prices.open, daily_prices.high, daily_prices.low, daily_prices.close, daily_prices.volume, daily_prices.turnover, daily_prices.source)
              is distinct from (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume, excluded.turnover, excluded.source)
            -- xmax is 0 on a freshly inserted row version and set on an updated one
            returning (xmax = 0) as is_inserted`,
        );
        const inserted = written.filter((row) => row.is_inserted).length;
        counts.inserted += inserted;
        counts.updated += written.length - inserted;
        counts.unchanged += batch.length - written.length;
      }
    });
    return counts;
  },

  /** Inserts rows that are not stored yet (stored days, imported or not, are kept); returns how many were new. */
  insertMissing: async (rows: DailyPriceWrite[], source: DailyPriceSource): Promise<number> => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) {
      const written = await selectRows<{ id: string }>(
        db,
        sql`${insertFromRecordset(rows.slice(start, start + WRITE_BATCH_ROWS), source)}
          on conflict (market, stock_code, trade_date) do nothing returning id`,
      );
      inserted += written.length;
    }
    return inserted;
  },
});

export type PricesRepository = ReturnType<typeof createPricesRepository>;
