import { HkCompanyListView } from '../../../modules/companies';

/** /disData/comp/hkCom: Hong Kong registry companies. */
export const HkCompaniesPage = () => <HkCompanyListView />;
