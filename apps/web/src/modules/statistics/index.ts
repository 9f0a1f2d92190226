export { CompanyStatistics } from './components/CompanyStatistics';
export { DownloadCentre } from './components/DownloadCentre';
export { STATISTICS_NS } from './constants';
export { statisticsKeys, useBuildDownloadMutation, useCompanyStatisticsQuery, usePreparedDownloadsQuery } from './queries';
