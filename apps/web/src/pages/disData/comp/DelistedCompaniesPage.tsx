import { CompanyListView } from '../../../modules/companies';

/** /disData/comp/delisted: delisted companies with their delisting dates. */
export const DelistedCompaniesPage = () => <CompanyListView status={2} />;
