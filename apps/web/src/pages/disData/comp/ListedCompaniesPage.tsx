import { CompanyListView } from '../../../modules/companies';

/** /disData/comp/listed: listed companies, Hong Kong and A shares. */
export const ListedCompaniesPage = () => <CompanyListView status={1} />;
