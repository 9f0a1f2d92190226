import { CompanyDetailView } from '../../../modules/companies';

/** /disData/comp/detailA?stockCode&market: an A-share company. */
export const ACompanyDetailPage = () => <CompanyDetailView variant="A" />;
