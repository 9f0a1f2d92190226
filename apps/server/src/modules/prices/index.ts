import type { FastifyInstance } from 'fastify';
import { registerPricesRoutes } from './prices.routes';
import type { PricesService } from './prices.service';

export { createPricesService, hasDemonstrationRows, presentDailyPrice, type PricesService } from './prices.service';
export type { StockKey, StoredDailyPrice, StoredStock } from './prices.repository';
export { calendarMarketOf } from './stock-codes';

// Other modules import this file, so its options name the service type rather than the container (no import cycle).
/** Daily prices module: the price history call (the importer runs from scripts/import-prices.ts). */
export const pricesModule = async (app: FastifyInstance, services: { prices: PricesService }) => {
  registerPricesRoutes(app, services.prices);
};
