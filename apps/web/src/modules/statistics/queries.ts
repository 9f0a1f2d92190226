import type { CompanyBoard, StatisticsMarket } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildDownload, getCompanyStatistics, listDownloads } from './api';

export const statisticsKeys = {
  all: ['statistics'] as const,
  company: (market: StatisticsMarket, board: CompanyBoard | undefined) => [...statisticsKeys.all, 'company', market, board ?? 'all'] as const,
  downloads: () => [...statisticsKeys.all, 'downloads'] as const,
};

export const useCompanyStatisticsQuery = (market: StatisticsMarket, board: CompanyBoard | undefined) =>
  useQuery({
    queryKey: statisticsKeys.company(market, board),
    queryFn: () => getCompanyStatistics(market, board),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const usePreparedDownloadsQuery = () => useQuery({ queryKey: statisticsKeys.downloads(), queryFn: listDownloads });

/** Builds a zip, then refreshes the list of prepared downloads. */
export const useBuildDownloadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buildDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statisticsKeys.downloads() }),
  });
};
