import { z } from 'zod';
import { FAVOURITES_DEFAULT_LIMIT, FieldLimits } from '@app/domain';
import { PageQuerySchema } from './common';
import { COLLECT_TYPE_VALUES, DocumentLangTypes, type CollectType, type DocumentLangType } from './disclosure';
import { Markets } from './organisation';

/**
 * What users keep (spec §3 Favourites folder / Collected item, §7 user
 * content, §9 limits): followed companies, footprints, favourites folders and
 * the items collected into them.
 */

/** Limits of the user-content calls in one place (server validation and web forms). */
export const UserContentLimits = {
  /** Spec §5, §9: a favourites folder name has at most 24 characters. */
  folderNameMax: FieldLimits.favouritesName,
  folderInstructionsMax: FieldLimits.long,
  /** Spec §9: the favourites list reads 1000 folders by default. */
  folderListDefault: FAVOURITES_DEFAULT_LIMIT,
  folderListMax: FAVOURITES_DEFAULT_LIMIT,
  /** md5Key, document id, stock code or company number (footprints.ref_key, collected_items.ref_key). */
  refKeyMax: 40,
  titleMax: 500,
  pathMax: 500,
  stockCodeMax: 10,
  /** A user keeps the newest 500 footprints; older ones are dropped. */
  footprintsKept: 500,
  /** Followed companies' announcements are counted over this many days. */
  noticeWindowDays: 30,
} as const;

/** Sort directions of the list calls (spec §7 sortType). */
export const SortTypes = ['asc', 'desc'] as const;
export type SortType = (typeof SortTypes)[number];

const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') });
const sortTypeField = z.enum(SortTypes, { error: 'validation.userContent.sortType' });

const collectTypeField = z.coerce
  .number({ error: 'validation.userContent.collectType' })
  .int({ error: 'validation.userContent.collectType' })
  .refine((value): value is CollectType => (COLLECT_TYPE_VALUES as number[]).includes(value), { error: 'validation.userContent.collectType' })
  .transform((value) => value as CollectType);

const langTypeField = z.coerce
  .number({ error: 'validation.userContent.langType' })
  .int({ error: 'validation.userContent.langType' })
  .refine((value) => value === DocumentLangTypes.zh || value === DocumentLangTypes.en, { error: 'validation.userContent.langType' })
  .transform((value) => value as DocumentLangType);

const refKeyField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(UserContentLimits.refKeyMax, { error: 'validation.userContent.refKey' })
  .regex(/^[0-9A-Za-z._:-]+$/, { error: 'validation.userContent.refKey' });

/**
 * An in-app route with its query ('/disData/notice/detail?md5Key=…'): it must
 * start with one '/' so reopening it can never leave the site.
 */
const appPathField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(UserContentLimits.pathMax, { error: 'validation.tooLong' })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'validation.userContent.path' });

const titleField = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(UserContentLimits.titleMax, { error: 'validation.tooLong' });

const stockCodeField = z
  .string({ error: 'validation.userContent.stockCode' })
  .min(1, { error: 'validation.userContent.stockCode' })
  .max(UserContentLimits.stockCodeMax, { error: 'validation.userContent.stockCode' })
  .regex(/^[0-9A-Za-z]+$/, { error: 'validation.userContent.stockCode' });

// ---------------------------------------------------------------------------
// Followed companies (spec §7 /au/focus/*)
// ---------------------------------------------------------------------------

/** Focus list filter `type`: 1 Hong Kong, 2 mainland A shares (as the stock search's numeric types). */
export const FocusMarketTypes = { hongKong: 1, aShares: 2 } as const;

/** Columns the focus list sorts by. */
export const FocusSortRules = ['createDate', 'stockCode', 'noticeNum'] as const;

/**
 * POST /au/focus/list {page, limit, q_stockCode, sortRule, sortType, type}.
 * q_stockCode matches part of the code or of either short name; the default
 * order puts the locked companies first, then the newest follows.
 */
export const ListFocusBodySchema = PageQuerySchema.extend({
  q_stockCode: z.string().max(50, { error: 'validation.tooLong' }).optional(),
  sortRule: z.enum(FocusSortRules, { error: 'validation.userContent.focusSortRule' }).optional(),
  sortType: sortTypeField.optional(),
  type: z.coerce
    .number({ error: 'validation.userContent.focusType' })
    .int({ error: 'validation.userContent.focusType' })
    .refine((value) => value === FocusMarketTypes.hongKong || value === FocusMarketTypes.aShares, { error: 'validation.userContent.focusType' })
    .optional(),
});
export type ListFocusBody = z.infer<typeof ListFocusBodySchema>;

/** Why a followed company cannot be unfollowed (spec §5): the own listed company, or the default client company. */
export const FocusLockReasons = ['ownCompany', 'defaultServiceCompany'] as const;
export type FocusLockReason = (typeof FocusLockReasons)[number];

/** One followed company. Implicitly followed (locked, never added) companies have no id and no createDate. */
export const FocusCompanySchema = z.object({
  id: z.string().nullable().describe('null for a company followed implicitly (own or default client company)'),
  stockCode: z.string(),
  market: z.enum(Markets),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
  createDate: z.string().nullable(),
  noticeNum: z.number().describe('announcements released in the last 30 days'),
  locked: z.boolean().describe('cannot be unfollowed'),
  lockReason: z.enum(FocusLockReasons).nullable(),
});
export type FocusCompany = z.infer<typeof FocusCompanySchema>;

export const FocusCompanyListSchema = z.object({ list: z.array(FocusCompanySchema), total: z.number() });
export type FocusCompanyList = z.infer<typeof FocusCompanyListSchema>;

/** POST /au/focus/add {stockCode}: a Hong Kong code may come without its leading zeros. */
export const AddFocusBodySchema = z.object({ stockCode: stockCodeField });
export type AddFocusBody = z.infer<typeof AddFocusBodySchema>;

/** POST /au/focus/delete {id, stockCode}: by the row id, or by the stock code (the follow button). */
export const DeleteFocusBodySchema = z
  .object({ id: uuidField.optional(), stockCode: stockCodeField.optional() })
  .refine((body) => body.id !== undefined || body.stockCode !== undefined, { path: ['id'], error: 'validation.userContent.idOrStockCode' });
export type DeleteFocusBody = z.infer<typeof DeleteFocusBodySchema>;

/** POST /au/focus/hasFocus {q_stockCode}. */
export const HasFocusBodySchema = z.object({ q_stockCode: stockCodeField });
export type HasFocusBody = z.infer<typeof HasFocusBodySchema>;

export const FocusStateSchema = z.object({
  hasFocus: z.boolean(),
  id: z.string().nullable().describe('the follow row, when added explicitly'),
  locked: z.boolean(),
  lockReason: z.enum(FocusLockReasons).nullable(),
});
export type FocusState = z.infer<typeof FocusStateSchema>;

/** Added follow: its id and the stock as resolved from the catalogue. */
export const AddedFocusSchema = z.object({ id: z.string(), stockCode: z.string(), market: z.enum(Markets) });
export type AddedFocus = z.infer<typeof AddedFocusSchema>;

// ---------------------------------------------------------------------------
// Footprints (spec §7 /au/footprint/*)
// ---------------------------------------------------------------------------

export const FootprintSortRules = ['visitDate', 'visitCount'] as const;

/** POST /au/footprint/list {page, limit, sortRule, sortType}: newest visit first by default. */
export const ListFootprintsBodySchema = PageQuerySchema.extend({
  sortRule: z.enum(FootprintSortRules, { error: 'validation.userContent.footprintSortRule' }).optional(),
  sortType: sortTypeField.optional(),
});
export type ListFootprintsBody = z.infer<typeof ListFootprintsBodySchema>;

export const FootprintSchema = z.object({
  id: z.string(),
  type: z.number().describe('CollectTypes'),
  refKey: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  path: z.string(),
  visitDate: z.string(),
  visitCount: z.number(),
});
export type Footprint = z.infer<typeof FootprintSchema>;

export const FootprintListSchema = z.object({ list: z.array(FootprintSchema), total: z.number() });
export type FootprintList = z.infer<typeof FootprintListSchema>;

/** POST /au/footprint/add {type, refKey, title, titleEn, path}: a repeat visit moves the entry to the top. */
export const AddFootprintBodySchema = z.object({
  type: collectTypeField,
  refKey: refKeyField,
  title: titleField,
  titleEn: z.string().max(UserContentLimits.titleMax, { error: 'validation.tooLong' }).optional(),
  path: appPathField,
});
export type AddFootprintBody = z.infer<typeof AddFootprintBodySchema>;

// ---------------------------------------------------------------------------
// Favourites folders (spec §3, §7 /au/favorites/*)
// ---------------------------------------------------------------------------

const folderNameField = z
  .string({ error: 'validation.userContent.folderNameRequired' })
  .min(1, { error: 'validation.userContent.folderNameRequired' })
  .max(UserContentLimits.folderNameMax, { error: 'validation.userContent.folderNameLength' });

const folderInstructionsField = z.string().max(UserContentLimits.folderInstructionsMax, { error: 'validation.max200' });

/** POST /au/favorites/list {page (default 1), limit (default 1000)}. */
export const ListFoldersBodySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(UserContentLimits.folderListMax).default(UserContentLimits.folderListDefault),
});
export type ListFoldersBody = z.infer<typeof ListFoldersBodySchema>;

export const FavoritesFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  instructions: z.string().nullable(),
  itemCount: z.number(),
  createDate: z.string(),
});
export type FavoritesFolder = z.infer<typeof FavoritesFolderSchema>;

export const FavoritesFolderListSchema = z.object({ list: z.array(FavoritesFolderSchema), total: z.number() });
export type FavoritesFolderList = z.infer<typeof FavoritesFolderListSchema>;

/** POST /au/favorites/add {name, instructions}: name required, at most 24 characters, unique per user. */
export const AddFolderBodySchema = z.object({ name: folderNameField, instructions: folderInstructionsField.optional() });
export type AddFolderBody = z.infer<typeof AddFolderBodySchema>;

/** POST /au/favorites/update {id, name, instructions}: the whole folder; a missing instructions clears it. */
export const UpdateFolderBodySchema = AddFolderBodySchema.extend({ id: uuidField });
export type UpdateFolderBody = z.infer<typeof UpdateFolderBodySchema>;

/** POST /au/favorites/exist {name}: whether the caller has a folder of that name. */
export const FolderExistsBodySchema = z.object({ name: folderNameField });
export type FolderExistsBody = z.infer<typeof FolderExistsBodySchema>;

/** {id} of a folder, collected item or footprint. */
export const UserContentIdBodySchema = z.object({ id: uuidField });
export type UserContentIdBody = z.infer<typeof UserContentIdBodySchema>;

// ---------------------------------------------------------------------------
// Collected items (spec §3, §7 /au/collect/*)
// ---------------------------------------------------------------------------

export const CollectSortRules = ['createDate', 'articleTitle'] as const;

/** POST /au/collect/list {page, limit, favoritesId, articleTitle, type, sortRule, sortType}; articleTitle matches part of either title. */
export const ListCollectedBodySchema = PageQuerySchema.extend({
  favoritesId: uuidField.optional(),
  articleTitle: z.string().max(100, { error: 'validation.tooLong' }).optional(),
  type: collectTypeField.optional(),
  sortRule: z.enum(CollectSortRules, { error: 'validation.userContent.collectSortRule' }).optional(),
  sortType: sortTypeField.optional(),
});
export type ListCollectedBody = z.infer<typeof ListCollectedBodySchema>;

export const CollectedItemSchema = z.object({
  id: z.string(),
  favoritesId: z.string(),
  favoritesName: z.string(),
  type: z.number().describe('CollectTypes'),
  refKey: z.string(),
  articleTitle: z.string(),
  articleTitleEn: z.string().nullable(),
  langType: z.number().nullable().describe('1 Chinese, 2 English'),
  path: z.string(),
  createDate: z.string(),
});
export type CollectedItem = z.infer<typeof CollectedItemSchema>;

export const CollectedItemListSchema = z.object({ list: z.array(CollectedItemSchema), total: z.number() });
export type CollectedItemList = z.infer<typeof CollectedItemListSchema>;

/** POST /au/collect/add {favoritesId, type, refKey, articleTitle, articleTitleEn, langType, path}: once per folder. */
export const AddCollectedBodySchema = z.object({
  favoritesId: uuidField,
  type: collectTypeField,
  refKey: refKeyField,
  articleTitle: titleField,
  articleTitleEn: z.string().max(UserContentLimits.titleMax, { error: 'validation.tooLong' }).optional(),
  langType: langTypeField.optional(),
  path: appPathField,
});
export type AddCollectedBody = z.infer<typeof AddCollectedBodySchema>;

/** POST /au/collect/status {type, refKey}: which of the caller's folders hold the item (the star's state). */
export const CollectStatusBodySchema = z.object({ type: collectTypeField, refKey: refKeyField });
export type CollectStatusBody = z.infer<typeof CollectStatusBodySchema>;

export const CollectStatusSchema = z.object({
  collected: z.boolean(),
  items: z.array(z.object({ id: z.string(), favoritesId: z.string() })),
});
export type CollectStatus = z.infer<typeof CollectStatusSchema>;
