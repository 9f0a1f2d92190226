import { DailyPriceSources } from '@app/contracts';
import { getCalendarRange, getPreviousTradingDay, listTradingDays, minDate } from '@app/domain';
import type { Database } from '../../../src/db/client';
import { hasCatalogueFiles, listCataloguedCodes } from '../../../src/modules/companies/index';
import { DEMO_HISTORY_START, DEMO_STOCKS, generateDemoPrices, type DemoStockProfile } from './demo-prices.generator';
import { createPricesRepository } from '../../../src/modules/prices/prices.repository';
import { hongKongToday } from '../../../src/modules/prices/stock-codes';

/** Name of the demo-price seed step in seed_runs. */
export const DEMO_PRICES_SEED_NAME = '2026-11-22-demo-daily-prices';

/**
 * HK trading days of the demonstration history: from DEMO_HISTORY_START to the
 * last trading day on or before `today`, clamped to the calendar's range.
 */
export const listDemoTradingDays = (today: string, firstDate: string = DEMO_HISTORY_START): string[] => {
  const lastDate = getPreviousTradingDay(minDate(today, getCalendarRange('XHKG').lastDate), 'XHKG', true);
  return listTradingDays(firstDate, lastDate, 'XHKG');
};

/**
 * Writes the synthetic history of the demo stocks that the catalogue holds
 * (others are skipped), marked source 'demo'. Days already stored (for
 * example imported ones) are kept.
 * @returns a report with the rows written and the stocks skipped.
 */
export const seedDemoPrices = async (
  db: Database,
  options: { today?: string; firstDate?: string; stocks?: readonly DemoStockProfile[] } = {},
): Promise<string> => {
  const repository = createPricesRepository(db);
  const stocks = options.stocks ?? DEMO_STOCKS;
  const present = new Set(await listCataloguedCodes(db, 'HK', stocks.map((stock) => stock.stockCode)));
  const included = stocks.filter((stock) => present.has(stock.stockCode));
  const skipped = stocks.filter((stock) => !present.has(stock.stockCode)).map((stock) => stock.stockCode);
  const days = listDemoTradingDays(options.today ?? hongKongToday(), options.firstDate);
  let inserted = 0;
  for (const stock of included) {
    const rows = generateDemoPrices(stock, days).map((row) => ({ ...row, market: 'HK' }));
    inserted += await repository.insertMissing(rows, DailyPriceSources.Demo);
  }
  const range = days.length ? `${days[0]} to ${days[days.length - 1]}` : 'no trading days';
  return `demo daily prices: ${inserted} rows for ${included.length} stocks, ${range}${skipped.length ? ` (not in the catalogue: ${skipped.join(', ')})` : ''}`;
};

/**
 * The demo-price seed step for seeds/index.ts. Offered only when the
 * listed-company catalogue can be seeded (it runs after that step), so that
 * it never runs, and is recorded as done, against an empty catalogue.
 */
export const demoPriceSeedSteps = (): { name: string; run: (db: Database) => Promise<string> }[] =>
  hasCatalogueFiles() ? [{ name: DEMO_PRICES_SEED_NAME, run: (db) => seedDemoPrices(db) }] : [];
