import {
  DailyPriceSources,
  type DailyPrice,
  type Locale,
  type Market,
  type PriceImportReport,
  type StockHistoryBody,
  type StockHistoryResult,
} from '@app/contracts';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/errors';
import { parsePriceFile, validatePriceRecords } from './price-import.parser';
import type { PricesRepository, StockKey, StoredDailyPrice, StoredStock } from './prices.repository';
import { hongKongToday, normaliseStockCode } from './stock-codes';

/** A stored day in the API's form: exact strings, no source. */
export const presentDailyPrice = (row: StoredDailyPrice): DailyPrice => ({
  date: row.tradeDate,
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  volume: row.volume.toString(),
  turnover: row.turnover,
});

/** True when any of the rows is synthetic demonstration data. */
export const hasDemonstrationRows = (rows: readonly StoredDailyPrice[]): boolean => rows.some((row) => row.source === DailyPriceSources.Demo);

/**
 * Daily prices: the history call, the windows the price calculators read and
 * the importer. `clock` gives "today" (HK) for the importer's future-date check.
 */
export const createPricesService = (repository: PricesRepository, clock: () => Date = () => new Date()) => {
  /**
   * Throws when nothing at all is stored for the stock.
   * @throws AppError RECORD_NOT_FOUND naming the stock (`field` is the request field it came from).
   */
  const requirePrices = async (stock: StockKey, locale: Locale, field: string): Promise<void> => {
    if (await repository.hasPrices(stock)) return;
    const params = { stockCode: stock.stockCode, market: stock.market ?? '' };
    const message = translate(locale, stock.market ? 'priceHistory.notStoredInMarket' : 'priceHistory.notStored', params);
    throw new AppError('RECORD_NOT_FOUND', { details: [{ path: field, message }], data: { stockCode: stock.stockCode, market: stock.market ?? null } });
  };

  return {
    requirePrices,

    /** The stock as stored: upper case, HK codes padded to 5 digits. */
    toStoredStock: (stockCode: string, market: Market): StoredStock => ({ stockCode: normaliseStockCode(stockCode, market), market }),

    /**
     * POST /au/stock/stockHistory: the days between stime and etime, ascending.
     * @throws AppError RECORD_NOT_FOUND when no price is stored for the stock.
     */
    getStockHistory: async (body: StockHistoryBody, locale: Locale): Promise<StockHistoryResult> => {
      const stock: StockKey = { stockCode: normaliseStockCode(body.q_stockCode, body.market), market: body.market };
      await requirePrices(stock, locale, 'q_stockCode');
      const rows = await repository.listBetween(stock, body.stime, body.etime);
      return { list: rows.map(presentDailyPrice), total: rows.length, isDemonstration: hasDemonstrationRows(rows) };
    },

    listBetween: (stock: StockKey, firstDate: string, lastDate: string) => repository.listBetween(stock, firstDate, lastDate),
    listLatest: (stock: StockKey, date: string, count: number, options?: { isInclusive?: boolean; isTradedOnly?: boolean }) =>
      repository.listLatest(stock, date, count, options),
    findNearest: (stock: StockKey, date: string) => repository.findNearest(stock, date),

    /**
     * Imports a CSV or JSON file of daily prices. Bad rows are reported with
     * their line and skipped; the good ones are upserted in one transaction,
     * so a re-import of the same file changes nothing.
     * @throws PriceImportFormatError when the file is not the import layout.
     */
    importPrices: async (fileName: string, text: string): Promise<PriceImportReport> => {
      const { rows, rejections } = validatePriceRecords(parsePriceFile(fileName, text), hongKongToday(clock()));
      const counts = await repository.upsert(
        rows.map(({ line: _line, ...row }) => row),
        DailyPriceSources.Import,
      );
      return { ...counts, rejected: rejections.length, rejections };
    },
  };
};

export type PricesService = ReturnType<typeof createPricesService>;
