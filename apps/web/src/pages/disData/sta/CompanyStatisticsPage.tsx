import { CompanyStatistics } from '../../../modules/statistics';

/** /disData/sta/company (VIP): listed-company statistics with charts. */
export const CompanyStatisticsPage = () => <CompanyStatistics />;
