import { CompanyDetailView } from '../../../modules/companies';

/** /disData/comp/detail?stockCode: a Hong Kong listed company. */
export const CompanyDetailPage = () => <CompanyDetailView variant="HK" />;
