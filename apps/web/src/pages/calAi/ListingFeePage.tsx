import { ListingFeeCalculator } from '../../modules/calculators';

/** /calAi/fee/index: listing fee estimate. */
export const ListingFeePage = () => <ListingFeeCalculator />;
