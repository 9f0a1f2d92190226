import { defineEndpoint } from '../endpoint';
import { StockHistoryBodySchema, StockHistoryResultSchema } from '../prices';

/** POST /au/stock/stockHistory (spec §7). */
export const pricesEndpoints = {
  stockHistory: defineEndpoint({ path: '/au/stock/stockHistory', request: StockHistoryBodySchema, response: StockHistoryResultSchema }),
};
