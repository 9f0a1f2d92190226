import {
  userContentEndpoints as endpoints,
  UserContentLimits,
  type AddedFocus,
  type CollectedItemList,
  type CollectStatus,
  type CollectType,
  type EndpointParams,
  type FavoritesFolderList,
  type FocusCompanyList,
  type FocusState,
  type Footprint,
  type FootprintList,
} from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Typed calls of spec §7 "user content": /au/focus/*, /au/footprint/*, /au/favorites/*, /au/collect/*. */

export type FocusListQuery = EndpointParams<typeof endpoints.listFocus>;
export type FootprintListQuery = EndpointParams<typeof endpoints.listFootprints>;
export type CollectedListQuery = EndpointParams<typeof endpoints.listCollected>;

/** What a detail page records as a footprint and what the star collects. */
export type FootprintEntry = { type: CollectType; refKey: string; title: string; titleEn?: string | null; path: string };
export type CollectEntry = FootprintEntry & { langType?: number };

export const listFocus = (query: FocusListQuery): Promise<FocusCompanyList> => callEndpoint(endpoints.listFocus, query);
export const addFocus = (stockCode: string): Promise<AddedFocus> => callEndpoint(endpoints.addFocus, { stockCode });
/** Unfollows by row id, else by stock code. */
export const deleteFocus = (target: { id?: string | null; stockCode?: string }): Promise<null> =>
  callEndpoint(endpoints.deleteFocus, { id: target.id ?? undefined, stockCode: target.stockCode });
export const hasFocus = (stockCode: string): Promise<FocusState> => callEndpoint(endpoints.hasFocus, { q_stockCode: stockCode });

export const listFootprints = (query: FootprintListQuery): Promise<FootprintList> => callEndpoint(endpoints.listFootprints, query);
export const addFootprint = (entry: FootprintEntry): Promise<Footprint> => callEndpoint(endpoints.addFootprint, { ...entry, titleEn: entry.titleEn ?? undefined });
export const deleteFootprint = (id: string): Promise<null> => callEndpoint(endpoints.deleteFootprint, { id });

/** Every folder of the caller (spec §7: page 1, limit 1000). */
export const listFolders = (): Promise<FavoritesFolderList> => callEndpoint(endpoints.listFolders, { page: 1, limit: UserContentLimits.folderListDefault });
/** Creates a folder; resolves with its id. */
export const addFolder = (folder: EndpointParams<typeof endpoints.addFolder>): Promise<string> => callEndpoint(endpoints.addFolder, folder);
export const updateFolder = (folder: EndpointParams<typeof endpoints.updateFolder>): Promise<null> => callEndpoint(endpoints.updateFolder, folder);
export const deleteFolder = (id: string): Promise<null> => callEndpoint(endpoints.deleteFolder, { id });
export const folderExists = (name: string): Promise<boolean> => callEndpoint(endpoints.folderExists, { name });

export const listCollected = (query: CollectedListQuery): Promise<CollectedItemList> => callEndpoint(endpoints.listCollected, query);
/** Collects an item into a folder; resolves with the item's id. */
export const addCollected = (favoritesId: string, entry: CollectEntry): Promise<string> =>
  callEndpoint(endpoints.addCollected, {
    favoritesId,
    type: entry.type,
    refKey: entry.refKey,
    articleTitle: entry.title,
    articleTitleEn: entry.titleEn ?? undefined,
    langType: entry.langType,
    path: entry.path,
  });
export const deleteCollected = (id: string): Promise<null> => callEndpoint(endpoints.deleteCollected, { id });
export const collectStatus = (type: CollectType, refKey: string): Promise<CollectStatus> => callEndpoint(endpoints.collectStatus, { type, refKey });
