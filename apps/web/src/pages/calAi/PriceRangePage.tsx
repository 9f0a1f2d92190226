import { PriceRangeCalculator } from '../../modules/calculators';

/** /calAi/stockMinMax/index: highest and lowest prices. */
export const PriceRangePage = () => <PriceRangeCalculator />;
