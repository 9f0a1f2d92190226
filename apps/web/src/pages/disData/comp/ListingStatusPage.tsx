import { ListingStatusView } from '../../../modules/companies';

/** /disData/comp/statusDetail?market&stockCode or ?id: the listing-state history. */
export const ListingStatusPage = () => <ListingStatusView />;
