import type { FastifyInstance } from 'fastify';
import { createPricesRepository } from './prices.repository';
import { registerPricesRoutes } from './prices.routes';
import { createPricesService } from './prices.service';

export { createPricesRepository } from './prices.repository';
export { createPricesService, hasDemonstrationRows, presentDailyPrice, type PricesService } from './prices.service';
export type { StockKey, StoredDailyPrice, StoredStock } from './prices.repository';
export { calendarMarketOf } from './stock-codes';

/** Daily prices module: the price history call (the importer runs from scripts/import-prices.ts). */
export const pricesModule = async (app: FastifyInstance) => {
  registerPricesRoutes(app, createPricesService(createPricesRepository(app.db)));
};
