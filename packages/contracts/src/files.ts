import { z } from 'zod';
import { PageQuerySchema } from './common';

/** Limits of the file store (spec §5, §9). */
export const FilesLimits = {
  /** Spec §5/§9: at most 10 MB per uploaded file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Longest file or folder name (characters, after normalisation). */
  nameMax: 120,
  /** Spec §9: deleted items stay in the recycle bin for 30 days. */
  recycleBinDays: 30,
  /** Share password length (spec §5: a share password is required). */
  sharePasswordMin: 4,
  sharePasswordMax: 32,
  /** Items one move / copy / delete / restore may name. */
  batchMax: 100,
} as const;

/** Spec §9 share validity: 1 day, 7 days, 1 month, permanent. */
export const SHARE_VALIDITIES = ['1d', '7d', '1m', 'permanent'] as const;
export type ShareValidity = (typeof SHARE_VALIDITIES)[number];
/** Spec §3 share permission: the recipient may read (preview only) or also download. */
export const SHARE_PERMISSIONS = ['read', 'download'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];
/** Spec §3 folder permissions: read, read-write, download. */
export const FOLDER_RIGHTS = ['read', 'download', 'readWrite'] as const;
export type FolderRight = (typeof FOLDER_RIGHTS)[number];
export const FILE_SORTS = ['name', 'size', 'type', 'updatedAt'] as const;
export const PREVIEW_KINDS = ['pdf', 'image', 'text', 'html', 'none'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') });
/** A comma-separated list of ids (form encoding), 1 to batchMax. */
const idList = z
  .string({ error: 'validation.required' })
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(uuidField).min(1, { error: 'validation.required' }).max(FilesLimits.batchMax));
/** 'org' (the organisation's own files) or 'client:<stock code or company number>' (an adviser's client company). */
export const SpaceSchema = z
  .string()
  .regex(/^(org|client:[A-Za-z0-9]{1,12})$/, { error: 'validation.invalidValue' })
  .default('org');
const nameField = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(FilesLimits.nameMax);

export const FileRightsSchema = z.object({ read: z.boolean(), write: z.boolean(), download: z.boolean() });
export type FileRights = z.infer<typeof FileRightsSchema>;

export const FileNodeSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  kind: z.enum(['folder', 'file']),
  name: z.string(),
  sizeBytes: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  version: z.number().int().nullable(),
  uploaderName: z.string().nullable(),
  updatedAt: z.string(),
  previewKind: z.enum(PREVIEW_KINDS),
  /** A small picture of the file can be shown in the list (images: GET /au/file/thumbnail). */
  thumbnail: z.boolean(),
  rights: FileRightsSchema,
});
export type FileNode = z.infer<typeof FileNodeSchema>;

export const FileSpaceListSchema = z.object({ list: z.array(z.object({ key: z.string(), label: z.string() })) });
export type FileSpaceList = z.infer<typeof FileSpaceListSchema>;

export const FileListBodySchema = PageQuerySchema.extend({
  space: SpaceSchema,
  folderId: uuidField.optional(),
  keyword: z.string().max(FilesLimits.nameMax).optional(),
  sort: z.enum(FILE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const FileListSchema = z.object({
  folder: z.object({ id: z.string(), name: z.string(), rights: FileRightsSchema }),
  path: z.array(z.object({ id: z.string(), name: z.string() })),
  list: z.array(FileNodeSchema),
  total: z.number().int(),
  usage: z.object({ usedBytes: z.number(), quotaBytes: z.number() }),
});
export type FileList = z.infer<typeof FileListSchema>;

export const FileTreeSchema = z.object({ rootId: z.string(), list: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() })) });
export type FileTree = z.infer<typeof FileTreeSchema>;

export const SpaceBodySchema = z.object({ space: SpaceSchema });
export const AddFileFolderBodySchema = z.object({ space: SpaceSchema, parentId: uuidField.optional(), name: nameField });
export const RenameBodySchema = z.object({ id: uuidField, name: nameField });
export const MoveCopyBodySchema = z.object({ ids: idList, targetId: uuidField });
export const IdsBodySchema = z.object({ ids: idList });
export const FileIdBodySchema = z.object({ id: uuidField });
export const IdResultSchema = z.object({ id: z.string() });
export const FileUploadFieldsSchema = z.object({ space: SpaceSchema, folderId: uuidField.optional() });

/** GET links (token in the query, spec §7 download links). */
export const FileDownloadQuerySchema = z.object({
  id: uuidField,
  versionId: uuidField.optional(),
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
  token: z.string().optional(),
  language: z.string().optional(),
});
export const FileIdQuerySchema = z.object({ id: uuidField, token: z.string().optional(), language: z.string().optional() });

export const FileVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploaderName: z.string().nullable(),
  createdAt: z.string(),
});
export const FileVersionListSchema = z.object({ list: z.array(FileVersionSchema) });
export type FileVersionList = z.infer<typeof FileVersionListSchema>;

export const RecycleListBodySchema = PageQuerySchema.extend({ space: SpaceSchema });
export const RecycledItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['folder', 'file']),
  name: z.string(),
  originalPath: z.string(),
  sizeBytes: z.number().int().nullable(),
  trashedAt: z.string(),
  purgeAfter: z.string(),
});
export const RecycleListSchema = z.object({ list: z.array(RecycledItemSchema), total: z.number().int() });
export type RecycleList = z.infer<typeof RecycleListSchema>;
export const CountResultSchema = z.object({ count: z.number().int() });

export const PermissionEntrySchema = z.object({
  subjectType: z.enum(['user', 'department']),
  subjectId: z.uuid(),
  right: z.enum(FOLDER_RIGHTS),
});
export type PermissionEntry = z.infer<typeof PermissionEntrySchema>;
export const PermissionListSchema = z.object({
  /** The folder whose entries apply (this one, or the nearest ancestor with entries); null: open to everyone in the organisation. */
  inheritedFrom: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The entries of that folder, each with the person's or department's name (null when it no longer exists). */
  list: z.array(PermissionEntrySchema.extend({ subjectName: z.string().nullable() })),
  /** The caller may change this folder's entries (the organisation's administrator). */
  canManage: z.boolean(),
});
export type PermissionList = z.infer<typeof PermissionListSchema>;
export const SetPermissionsBodySchema = z.object({ folderId: uuidField, entries: z.array(PermissionEntrySchema).max(200) });
/** Who a folder permission can name: the organisation's people and departments (GET for the permissions screen). */
export const PermissionSubjectsSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), deptId: z.string().nullable(), isAdmin: z.boolean() })),
  departments: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
});
export type PermissionSubjects = z.infer<typeof PermissionSubjectsSchema>;

// ---- share links (brief §4.2) ----
const sharePassword = z
  .string({ error: 'validation.files.sharePasswordRequired' })
  .min(FilesLimits.sharePasswordMin, { error: 'validation.files.sharePasswordLength' })
  .max(FilesLimits.sharePasswordMax, { error: 'validation.files.sharePasswordLength' });
export const AddShareBodySchema = z.object({
  id: uuidField,
  password: sharePassword,
  validity: z.enum(SHARE_VALIDITIES, { error: 'validation.files.shareValidity' }),
  permission: z.enum(SHARE_PERMISSIONS, { error: 'validation.files.sharePermission' }),
});
export const UpdateShareBodySchema = z.object({
  id: uuidField,
  password: sharePassword.optional(),
  validity: z.enum(SHARE_VALIDITIES).optional(),
  permission: z.enum(SHARE_PERMISSIONS).optional(),
  /** Re-enables a link suspended because its item went to the recycle bin (and came back). */
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export const ShareSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  nodeKind: z.enum(['folder', 'file']),
  permission: z.enum(SHARE_PERMISSIONS),
  validity: z.enum(SHARE_VALIDITIES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(['valid', 'expired', 'suspended', 'locked']),
  views: z.number().int(),
  downloads: z.number().int(),
  lastAccessAt: z.string().nullable(),
  creatorName: z.string().nullable(),
});
export type Share = z.infer<typeof ShareSchema>;
/** The link is shown once, when it is made or regenerated (only its hash is stored). */
export const ShareCreatedSchema = z.object({ share: ShareSchema, token: z.string(), path: z.string() });
export type ShareCreated = z.infer<typeof ShareCreatedSchema>;
export const ShareListBodySchema = PageQuerySchema.extend({ nodeId: uuidField.optional() });
export const ShareListSchema = z.object({ list: z.array(ShareSchema), total: z.number().int() });
export type ShareList = z.infer<typeof ShareListSchema>;
export const ShareAccessSchema = z.object({ at: z.string(), action: z.string(), result: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable(), detail: z.string().nullable() });
export const ShareAccessListSchema = z.object({ list: z.array(ShareAccessSchema) });
export type ShareAccessList = z.infer<typeof ShareAccessListSchema>;

// ---- the public side (/shareDetail, /viewFile) ----
const shareToken = z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.files.shareToken' });
export const ShareTokenBodySchema = z.object({ t: shareToken });
export const ShareInfoSchema = z.object({
  name: z.string(),
  kind: z.enum(['folder', 'file']),
  permission: z.enum(SHARE_PERMISSIONS),
  expiresAt: z.string().nullable(),
  /** The slider captcha must be solved before the next password attempt (after 3 failures). */
  captchaRequired: z.boolean(),
  /** This browser has entered the password of this link. */
  unlocked: z.boolean(),
});
export type ShareInfo = z.infer<typeof ShareInfoSchema>;
export const ShareUnlockBodySchema = z.object({ t: shareToken, password: z.string({ error: 'validation.files.sharePasswordRequired' }).min(1, { error: 'validation.files.sharePasswordRequired' }).max(64), captchaTicket: z.string().optional() });
export const ShareBrowseBodySchema = z.object({ t: shareToken, folderId: uuidField.optional(), view: z.enum(['1', '0']).optional() });
export const ShareBrowseSchema = z.object({
  path: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Items with a signed thumbnail URL (120 s, checked against the link like every share URL) where there is one. */
  list: z.array(FileNodeSchema.extend({ thumbnailUrl: z.string().nullable() })),
});
export type ShareBrowse = z.infer<typeof ShareBrowseSchema>;
export const ShareItemBodySchema = z.object({ t: shareToken, id: uuidField.optional(), disposition: z.enum(['attachment', 'inline', 'zip', 'thumbnail']).default('attachment') });
export const SignedUrlSchema = z.object({ url: z.string(), expiresAt: z.string(), previewKind: z.enum(PREVIEW_KINDS) });
export type SignedUrl = z.infer<typeof SignedUrlSchema>;
export const SignedFetchQuerySchema = z.object({ s: z.string({ error: 'validation.required' }).max(2000) });
