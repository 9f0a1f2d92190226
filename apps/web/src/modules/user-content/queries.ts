import { useQuery } from '@tanstack/react-query';
import type { CollectType } from '@app/contracts';
import {
  collectStatus,
  hasFocus,
  listCollected,
  listFocus,
  listFolders,
  listFootprints,
  type CollectedListQuery,
  type FocusListQuery,
  type FootprintListQuery,
} from './api';

export const collectKeys = {
  all: ['user-content'] as const,
  focus: () => [...collectKeys.all, 'focus'] as const,
  focusList: (query: FocusListQuery) => [...collectKeys.focus(), 'list', query] as const,
  focusState: (stockCode: string) => [...collectKeys.focus(), 'state', stockCode] as const,
  footprints: (query?: FootprintListQuery) => [...collectKeys.all, 'footprints', ...(query ? [query] : [])] as const,
  folders: () => [...collectKeys.all, 'folders'] as const,
  items: (query?: CollectedListQuery) => [...collectKeys.all, 'items', ...(query ? [query] : [])] as const,
  status: (type: CollectType, refKey: string) => [...collectKeys.all, 'status', type, refKey] as const,
};

export const useFocusListQuery = (query: FocusListQuery) => useQuery({ queryKey: collectKeys.focusList(query), queryFn: () => listFocus(query), placeholderData: (previous) => previous });

/** Whether the signed-in user follows a company (disabled for visitors). */
export const useFocusStateQuery = (stockCode: string, enabled: boolean) =>
  useQuery({ queryKey: collectKeys.focusState(stockCode), queryFn: () => hasFocus(stockCode), enabled: enabled && stockCode.length > 0 });

export const useFootprintsQuery = (query: FootprintListQuery) =>
  useQuery({ queryKey: collectKeys.footprints(query), queryFn: () => listFootprints(query), placeholderData: (previous) => previous });

export const useFoldersQuery = (enabled = true) => useQuery({ queryKey: collectKeys.folders(), queryFn: listFolders, enabled });

export const useCollectedQuery = (query: CollectedListQuery) =>
  useQuery({ queryKey: collectKeys.items(query), queryFn: () => listCollected(query), placeholderData: (previous) => previous });

/** Which folders hold an item (the star's state; disabled for visitors). */
export const useCollectStatusQuery = (type: CollectType, refKey: string, enabled: boolean) =>
  useQuery({ queryKey: collectKeys.status(type, refKey), queryFn: () => collectStatus(type, refKey), enabled: enabled && refKey.length > 0 });
