export { CompanyStatistics } from './components/CompanyStatistics';
export { STATISTICS_NS } from './constants';
export { statisticsKeys, useCompanyStatisticsQuery } from './queries';
