import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildDownload, listDownloads } from './api';

export const downloadKeys = {
  all: ['downloads'] as const,
  prepared: () => [...downloadKeys.all, 'prepared'] as const,
};

export const usePreparedDownloadsQuery = () => useQuery({ queryKey: downloadKeys.prepared(), queryFn: listDownloads });

/** Builds a zip, then refreshes the list of prepared downloads. */
export const useBuildDownloadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buildDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.prepared() }),
  });
};
