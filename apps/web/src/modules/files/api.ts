import {
  LanguageCode,
  filesEndpoints,
  type FileList,
  type FileNode,
  type FileSpaceList,
  type FileTree,
  type FileVersionList,
  type Locale,
  type PermissionEntry,
  type PermissionList,
  type PermissionSubjects,
  type RecycleList,
  type Share,
  type ShareAccessList,
  type ShareBrowse,
  type ShareCreated,
  type ShareInfo,
  type ShareList,
  type SharePermission,
  type ShareValidity,
  type SignedUrl,
} from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';

export type ListFilesQuery = { space: string; folderId?: string; keyword?: string; sort: 'name' | 'size' | 'type' | 'updatedAt'; order: 'asc' | 'desc'; page: number; limit: number };

export const listSpaces = (): Promise<FileSpaceList> => callEndpoint(filesEndpoints.spaces);
export const listFiles = (query: ListFilesQuery): Promise<FileList> => callEndpoint(filesEndpoints.list, query);
export const folderTree = (space: string): Promise<FileTree> => callEndpoint(filesEndpoints.tree, { space });
export const addFolder = (body: { space: string; parentId?: string; name: string }) => callEndpoint(filesEndpoints.addFolder, body);
export const renameItem = (body: { id: string; name: string }) => callEndpoint(filesEndpoints.rename, body);
export const moveItems = (body: { ids: string[]; targetId: string }) => callEndpoint(filesEndpoints.move, { ids: body.ids.join(','), targetId: body.targetId });
export const copyItems = (body: { ids: string[]; targetId: string }) => callEndpoint(filesEndpoints.copy, { ids: body.ids.join(','), targetId: body.targetId });
export const deleteItems = (ids: string[]) => callEndpoint(filesEndpoints.remove, { ids: ids.join(',') });
export const listVersions = (id: string): Promise<FileVersionList> => callEndpoint(filesEndpoints.versions, { id });
export const listRecycled = (query: { space: string; page: number; limit: number }): Promise<RecycleList> => callEndpoint(filesEndpoints.recycleList, query);
export const restoreItems = (ids: string[]) => callEndpoint(filesEndpoints.restore, { ids: ids.join(',') });
export const purgeItems = (ids: string[]) => callEndpoint(filesEndpoints.purge, { ids: ids.join(',') });
export const emptyBin = (space: string) => callEndpoint(filesEndpoints.emptyBin, { space });
export const folderPermissions = (folderId: string): Promise<PermissionList> => callEndpoint(filesEndpoints.permissions, { folderId });
export const permissionSubjects = (): Promise<PermissionSubjects> => callEndpoint(filesEndpoints.permissionSubjects, {});
export const setFolderPermissions = (folderId: string, entries: PermissionEntry[]) => callEndpoint(filesEndpoints.setPermissions, { folderId, entries });

export const addShare = (body: { id: string; password: string; validity: ShareValidity; permission: SharePermission }): Promise<ShareCreated> => callEndpoint(filesEndpoints.addShare, body);
export const listShares = (query: { nodeId?: string; page: number; limit: number }): Promise<ShareList> => callEndpoint(filesEndpoints.shares, query);
export const updateShare = (body: { id: string; password?: string; validity?: ShareValidity; permission?: SharePermission; enabled?: 'true' | 'false' }): Promise<Share> =>
  callEndpoint(filesEndpoints.updateShare, body);
export const revokeShare = (id: string) => callEndpoint(filesEndpoints.revokeShare, { id });
export const regenerateShare = (id: string): Promise<ShareCreated> => callEndpoint(filesEndpoints.regenerateShare, { id });
export const shareAccesses = (id: string): Promise<ShareAccessList> => callEndpoint(filesEndpoints.shareAccesses, { id });

// The recipient's side (public).
export const shareInfo = (t: string): Promise<ShareInfo> => callEndpoint(filesEndpoints.shareInfo, { t });
export const unlockShare = (body: { t: string; password: string; captchaTicket?: string }): Promise<ShareInfo> => callEndpoint(filesEndpoints.shareUnlock, body);
export const browseShare = (body: { t: string; folderId?: string; view?: '1' | '0' }): Promise<ShareBrowse> => callEndpoint(filesEndpoints.shareBrowse, body);
export const shareLink = (body: { t: string; id?: string; disposition: 'attachment' | 'inline' | 'zip' }): Promise<SignedUrl> => callEndpoint(filesEndpoints.shareLink, body);

/** The full address of a share link as the owner sends it. */
export const shareAddress = (path: string): string => `${window.location.origin}${path}`;

const link = (path: string, params: Record<string, string | undefined>, token: string | undefined, locale: Locale) => {
  const query = new URLSearchParams({ language: String(LanguageCode[locale]) });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (token) query.set('token', token);
  return `${config.apiBase}${path}?${query.toString()}`;
};
/** Spec §7: downloads are plain links with the token in the query. */
export const downloadUrl = (id: string, token: string | undefined, locale: Locale, options: { versionId?: string; inline?: boolean } = {}) =>
  link(filesEndpoints.download.path, { id, versionId: options.versionId, disposition: options.inline ? 'inline' : 'attachment' }, token, locale);
export const thumbnailUrl = (id: string, token: string | undefined, locale: Locale) => link(filesEndpoints.thumbnail.path, { id }, token, locale);
export const renderUrl = (id: string, token: string | undefined, locale: Locale) => link(filesEndpoints.render.path, { id }, token, locale);
export const zipUrl = (id: string, token: string | undefined, locale: Locale) => link(filesEndpoints.zip.path, { id }, token, locale);

/** The envelope of an upload reply. */
type UploadReply = { errCode: number; resultMsg: string; resultData: FileNode | null };

/**
 * Uploads one file with progress (XMLHttpRequest: fetch has no upload progress), fields first so the
 * server checks the folder before it reads the file. Resolves with the reply's envelope.
 */
export const uploadWithProgress = (
  file: File,
  target: { space: string; folderId?: string },
  token: string | undefined,
  locale: Locale,
  onProgress: (percent: number) => void,
): { promise: Promise<UploadReply>; abort: () => void } => {
  const request = new XMLHttpRequest();
  const promise = new Promise<UploadReply>((resolve, reject) => {
    const form = new FormData();
    form.append('space', target.space);
    if (target.folderId) form.append('folderId', target.folderId);
    form.append('language', String(LanguageCode[locale]));
    form.append('file', file, file.name);
    request.open('POST', `${config.apiBase}${filesEndpoints.upload.path}`);
    if (token) request.setRequestHeader('token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as UploadReply);
      } catch {
        reject(new Error(`upload failed with HTTP ${request.status}`));
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.onabort = () => reject(new Error('aborted'));
    request.send(form);
  });
  return { promise, abort: () => request.abort() };
};
