import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  AddFileFolderBodySchema,
  AddShareBodySchema,
  CountResultSchema,
  FileDownloadQuerySchema,
  FileIdQuerySchema,
  FileListBodySchema,
  FileListSchema,
  FileNodeSchema,
  FileSpaceListSchema,
  FileTreeSchema,
  FileUploadFieldsSchema,
  FileVersionListSchema,
  FileIdBodySchema,
  IdResultSchema,
  IdsBodySchema,
  MoveCopyBodySchema,
  PermissionListSchema,
  PermissionSubjectsSchema,
  RecycleListBodySchema,
  RecycleListSchema,
  RenameBodySchema,
  SetPermissionsBodySchema,
  ShareAccessListSchema,
  ShareBrowseBodySchema,
  ShareBrowseSchema,
  ShareCreatedSchema,
  ShareInfoSchema,
  ShareItemBodySchema,
  ShareListBodySchema,
  ShareListSchema,
  ShareSchema,
  ShareTokenBodySchema,
  ShareUnlockBodySchema,
  SignedFetchQuerySchema,
  SignedUrlSchema,
  SpaceBodySchema,
  UpdateShareBodySchema,
} from '../files';

/** The file store (issue 16): folders, files, versions, permissions, recycle bin and share links. */
export const filesEndpoints = {
  spaces: defineEndpoint({ path: '/au/file/spaces', response: FileSpaceListSchema }),
  list: defineEndpoint({ path: '/au/file/list', request: FileListBodySchema, response: FileListSchema }),
  tree: defineEndpoint({ path: '/au/file/tree', request: SpaceBodySchema, response: FileTreeSchema }),
  addFolder: defineEndpoint({ path: '/au/file/folder/add', request: AddFileFolderBodySchema, response: IdResultSchema }),
  rename: defineEndpoint({ path: '/au/file/rename', request: RenameBodySchema, response: z.null() }),
  move: defineEndpoint({ path: '/au/file/move', request: MoveCopyBodySchema, response: z.null() }),
  copy: defineEndpoint({ path: '/au/file/copy', request: MoveCopyBodySchema, response: CountResultSchema }),
  upload: defineEndpoint({ path: '/au/file/upload', encoding: 'multipart', request: FileUploadFieldsSchema.extend({ file: z.unknown() }), response: FileNodeSchema }),
  versions: defineEndpoint({ path: '/au/file/versions', request: FileIdBodySchema, response: FileVersionListSchema }),
  remove: defineEndpoint({ path: '/au/file/delete', request: IdsBodySchema, response: CountResultSchema }),
  /** A plain link (token in the query): the file itself, inline for previews or as an attachment. */
  download: defineEndpoint({ method: 'GET', path: '/au/file/download', request: FileDownloadQuerySchema }),
  /** A plain link: a Word document rendered to sanitised HTML for the preview. */
  render: defineEndpoint({ method: 'GET', path: '/au/file/render', request: FileIdQuerySchema }),
  /** A plain link: an image file's thumbnail (WebP, at most 160 px), made on first use and kept in the object storage. */
  thumbnail: defineEndpoint({ method: 'GET', path: '/au/file/thumbnail', request: FileIdQuerySchema }),
  /** A plain link: a folder as a zip, streamed, with only what the caller may download. */
  zip: defineEndpoint({ method: 'GET', path: '/au/file/zip', request: FileIdQuerySchema }),

  recycleList: defineEndpoint({ path: '/au/file/recycle/list', request: RecycleListBodySchema, response: RecycleListSchema }),
  restore: defineEndpoint({ path: '/au/file/recycle/restore', request: IdsBodySchema, response: CountResultSchema }),
  purge: defineEndpoint({ path: '/au/file/recycle/delete', request: IdsBodySchema, response: CountResultSchema }),
  emptyBin: defineEndpoint({ path: '/au/file/recycle/empty', request: SpaceBodySchema, response: CountResultSchema }),

  permissions: defineEndpoint({ path: '/au/file/permission/list', request: z.object({ folderId: FileIdBodySchema.shape.id }), response: PermissionListSchema }),
  setPermissions: defineEndpoint({ path: '/au/file/permission/set', encoding: 'json', request: SetPermissionsBodySchema, response: z.null() }),
  /** The organisation's people and departments a permission entry may name (the administrator's screen). */
  permissionSubjects: defineEndpoint({ path: '/au/file/permission/subjects', request: z.object({}), response: PermissionSubjectsSchema }),

  addShare: defineEndpoint({ path: '/au/file/share/add', request: AddShareBodySchema, response: ShareCreatedSchema }),
  shares: defineEndpoint({ path: '/au/file/share/list', request: ShareListBodySchema, response: ShareListSchema }),
  updateShare: defineEndpoint({ path: '/au/file/share/update', request: UpdateShareBodySchema, response: ShareSchema }),
  revokeShare: defineEndpoint({ path: '/au/file/share/revoke', request: FileIdBodySchema, response: z.null() }),
  regenerateShare: defineEndpoint({ path: '/au/file/share/regenerate', request: FileIdBodySchema, response: ShareCreatedSchema }),
  shareAccesses: defineEndpoint({ path: '/au/file/share/accesses', request: FileIdBodySchema, response: ShareAccessListSchema }),

  // Public: the recipient's side of a link (/shareDetail, /viewFile).
  shareInfo: defineEndpoint({ path: '/share/info', request: ShareTokenBodySchema, response: ShareInfoSchema }),
  shareUnlock: defineEndpoint({ path: '/share/unlock', request: ShareUnlockBodySchema, response: ShareInfoSchema }),
  shareBrowse: defineEndpoint({ path: '/share/list', request: ShareBrowseBodySchema, response: ShareBrowseSchema }),
  /** A signed URL (60–300 s) for one item of the link: preview (inline), download (attachment) or a folder zip. */
  shareLink: defineEndpoint({ path: '/share/link', request: ShareItemBodySchema, response: SignedUrlSchema }),
  /** The bytes behind a signed URL; the link is checked again on every request. */
  shareFetch: defineEndpoint({ method: 'GET', path: '/share/file', request: SignedFetchQuerySchema }),
};
