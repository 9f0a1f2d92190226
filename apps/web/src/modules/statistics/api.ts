import { statisticsEndpoints, type CompanyBoard, type CompanyStatistics, type StatisticsMarket } from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** POST /au/statistics/company: the statistics page's figures (VIP). */
export const getCompanyStatistics = (market: StatisticsMarket, board: CompanyBoard | undefined): Promise<CompanyStatistics> =>
  callEndpoint(statisticsEndpoints.company, { market, board });
