import type { CompanyBoard, StatisticsMarket } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCompanyStatistics } from './api';

export const statisticsKeys = {
  all: ['statistics'] as const,
  company: (market: StatisticsMarket, board: CompanyBoard | undefined) => [...statisticsKeys.all, 'company', market, board ?? 'all'] as const,
};

export const useCompanyStatisticsQuery = (market: StatisticsMarket, board: CompanyBoard | undefined) =>
  useQuery({
    queryKey: statisticsKeys.company(market, board),
    queryFn: () => getCompanyStatistics(market, board),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
