import { StockPriceCalculators } from '../../modules/calculators';

/** /calAi/stock/stockPrice: average price, placing benchmark and buy-back cap. */
export const StockPricePage = () => <StockPriceCalculators />;
