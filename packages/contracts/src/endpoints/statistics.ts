import { defineEndpoint } from '../endpoint';
import { CompanyStatisticsBodySchema, CompanyStatisticsSchema } from '../statistics';

/** POST /au/statistics/company (VIP, spec §2). */
export const statisticsEndpoints = {
  company: defineEndpoint({ path: '/au/statistics/company', request: CompanyStatisticsBodySchema, response: CompanyStatisticsSchema }),
};
