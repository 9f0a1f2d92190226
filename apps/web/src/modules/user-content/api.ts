import type {
  AddedFocus,
  CollectedItemList,
  CollectStatus,
  CollectType,
  FavoritesFolderList,
  FocusCompanyList,
  FocusState,
  Footprint,
  FootprintList,
  SortType,
} from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { apiPost } from '../../lib/http';

/** Typed calls of spec §7 "user content": /au/focus/*, /au/footprint/*, /au/favorites/*, /au/collect/*. */

export type FocusListQuery = { page: number; limit: number; q_stockCode?: string; type?: 1 | 2; sortRule?: 'createDate' | 'stockCode' | 'noticeNum'; sortType?: SortType };
export type FootprintListQuery = { page: number; limit: number; sortRule?: 'visitDate' | 'visitCount'; sortType?: SortType };
export type CollectedListQuery = { page: number; limit: number; favoritesId?: string; articleTitle?: string; type?: CollectType; sortRule?: 'createDate' | 'articleTitle'; sortType?: SortType };

/** What a detail page records as a footprint and what the star collects. */
export type FootprintEntry = { type: CollectType; refKey: string; title: string; titleEn?: string | null; path: string };
export type CollectEntry = FootprintEntry & { langType?: number };

export const listFocus = (query: FocusListQuery): Promise<FocusCompanyList> => apiPost<FocusCompanyList>('/au/focus/list', query);
export const addFocus = (stockCode: string): Promise<AddedFocus> => apiPost<AddedFocus>('/au/focus/add', { stockCode });
/** Unfollows by row id, else by stock code. */
export const deleteFocus = (target: { id?: string | null; stockCode?: string }): Promise<null> => apiPost<null>('/au/focus/delete', target);
export const hasFocus = (stockCode: string): Promise<FocusState> => apiPost<FocusState>('/au/focus/hasFocus', { q_stockCode: stockCode });

export const listFootprints = (query: FootprintListQuery): Promise<FootprintList> => apiPost<FootprintList>('/au/footprint/list', query);
export const addFootprint = (entry: FootprintEntry): Promise<Footprint> => apiPost<Footprint>('/au/footprint/add', entry);
export const deleteFootprint = (id: string): Promise<null> => apiPost<null>('/au/footprint/delete', { id });

/** Every folder of the caller (spec §7: page 1, limit 1000). */
export const listFolders = (): Promise<FavoritesFolderList> => apiPost<FavoritesFolderList>('/au/favorites/list', { page: 1, limit: UserContentLimits.folderListDefault });
/** Creates a folder; resolves with its id. */
export const addFolder = (folder: { name: string; instructions?: string }): Promise<string> => apiPost<string>('/au/favorites/add', folder);
export const updateFolder = (folder: { id: string; name: string; instructions?: string }): Promise<null> => apiPost<null>('/au/favorites/update', folder);
export const deleteFolder = (id: string): Promise<null> => apiPost<null>('/au/favorites/delete', { id });
export const folderExists = (name: string): Promise<boolean> => apiPost<boolean>('/au/favorites/exist', { name });

export const listCollected = (query: CollectedListQuery): Promise<CollectedItemList> => apiPost<CollectedItemList>('/au/collect/list', query);
/** Collects an item into a folder; resolves with the item's id. */
export const addCollected = (favoritesId: string, entry: CollectEntry): Promise<string> =>
  apiPost<string>('/au/collect/add', {
    favoritesId,
    type: entry.type,
    refKey: entry.refKey,
    articleTitle: entry.title,
    articleTitleEn: entry.titleEn,
    langType: entry.langType,
    path: entry.path,
  });
export const deleteCollected = (id: string): Promise<null> => apiPost<null>('/au/collect/delete', { id });
export const collectStatus = (type: CollectType, refKey: string): Promise<CollectStatus> => apiPost<CollectStatus>('/au/collect/status', { type, refKey });
