import type { SyncStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './api';

export const syncKeys = { all: ['sync'] as const, status: () => [...syncKeys.all, 'status'] as const };

/** While a run is going or waiting, the page looks again every few seconds. */
const isBusy = (status: SyncStatus | undefined) => Boolean(status?.sources.some((source) => source.manualPending || source.runs[0]?.status === 'running'));
const BUSY_REFRESH_MS = 3000;

export const useSyncStatusQuery = () =>
  useQuery({ queryKey: syncKeys.status(), queryFn: api.getSyncStatus, refetchInterval: (query) => (isBusy(query.state.data) ? BUSY_REFRESH_MS : false) });

export const useRunSyncNow = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: api.runSyncNow, onSuccess: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }) });
};
