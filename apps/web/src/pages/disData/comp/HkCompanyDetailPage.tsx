import { HkCompanyDetailView } from '../../../modules/companies';

/** /disData/comp/detailHK?companyNo: a Hong Kong registry company. */
export const HkCompanyDetailPage = () => <HkCompanyDetailView />;
