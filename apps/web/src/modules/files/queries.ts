import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './api';

export const filesKeys = {
  all: ['files'] as const,
  spaces: () => [...filesKeys.all, 'spaces'] as const,
  list: (query: api.ListFilesQuery) => [...filesKeys.all, 'list', query] as const,
  tree: (space: string) => [...filesKeys.all, 'tree', space] as const,
  bin: (space: string, page: number) => [...filesKeys.all, 'bin', space, page] as const,
  versions: (id: string) => [...filesKeys.all, 'versions', id] as const,
  shares: (page: number) => [...filesKeys.all, 'shares', page] as const,
  accesses: (id: string) => [...filesKeys.all, 'accesses', id] as const,
  permissions: (id: string) => [...filesKeys.all, 'permissions', id] as const,
  permissionSubjects: () => [...filesKeys.all, 'permissionSubjects'] as const,
};

export const useSpacesQuery = () => useQuery({ queryKey: filesKeys.spaces(), queryFn: api.listSpaces });
export const useFilesQuery = (query: api.ListFilesQuery) => useQuery({ queryKey: filesKeys.list(query), queryFn: () => api.listFiles(query), placeholderData: keepPreviousData });
export const useTreeQuery = (space: string) => useQuery({ queryKey: filesKeys.tree(space), queryFn: () => api.folderTree(space) });
export const useBinQuery = (space: string, page: number, enabled: boolean) =>
  useQuery({ queryKey: filesKeys.bin(space, page), queryFn: () => api.listRecycled({ space, page, limit: 20 }), enabled });
export const useVersionsQuery = (id: string | undefined) => useQuery({ queryKey: filesKeys.versions(id ?? ''), queryFn: () => api.listVersions(id!), enabled: Boolean(id) });
export const useSharesQuery = (page: number, enabled: boolean) => useQuery({ queryKey: filesKeys.shares(page), queryFn: () => api.listShares({ page, limit: 20 }), enabled });
export const useAccessesQuery = (id: string | undefined) => useQuery({ queryKey: filesKeys.accesses(id ?? ''), queryFn: () => api.shareAccesses(id!), enabled: Boolean(id) });
export const usePermissionsQuery = (id: string | undefined) => useQuery({ queryKey: filesKeys.permissions(id ?? ''), queryFn: () => api.folderPermissions(id!), enabled: Boolean(id) });

export const usePermissionSubjectsQuery = (enabled: boolean) => useQuery({ queryKey: filesKeys.permissionSubjects(), queryFn: api.permissionSubjects, enabled });

/** Any change to the store refreshes every file query (lists, tree, bin, shares). */
export const useFilesMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKeys.all }) });
};
