import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerPricesRoutes } from './prices.routes';

export { createPricesService, hasDemonstrationRows, presentDailyPrice, type PricesService } from './prices.service';
export { demoPriceSeedSteps } from './demo-prices.seed';
export type { StockKey, StoredDailyPrice, StoredStock } from './prices.repository';
export { calendarMarketOf } from './stock-codes';

/** Daily prices module: the price history call (the importer runs from scripts/import-prices.ts). */
export const pricesModule = async (app: FastifyInstance, services: Pick<Container, 'prices'>) => {
  registerPricesRoutes(app, services.prices);
};
