import type {
  AddCollectedBody,
  AddFolderBody,
  CollectedItem,
  CollectedItemList,
  CollectStatus,
  CollectStatusBody,
  FavoritesFolder,
  FavoritesFolderList,
  ListCollectedBody,
  ListFoldersBody,
  Locale,
  UpdateFolderBody,
} from '@app/contracts';
import { AppError } from '../../lib/errors';
import { savedTitlesForReader, type SavedNames } from '../../lib/reader-name';
import type { UserActor } from '../auth/actor';
import { userCacheOr, type UserCacheSettings } from '../../db/user-cache';
import type { CollectedRow, FavoritesRepository, FolderWithCount } from './favorites.repository';
import { uniqueViolationOf } from './user-content.errors';

/** favorites_folders row → folder (allow-list). */
const presentFolder = (row: FolderWithCount): FavoritesFolder => ({
  id: row.id,
  name: row.name,
  instructions: row.instructions,
  itemCount: row.itemCount,
  createDate: row.createdAt.toISOString(),
});

/** A collected_items row with its creation time as the list shows it: written once where the row is kept (issue 19). */
type ShownRow = CollectedRow & { createDate: string };
const withCreateDate = (row: CollectedRow): ShownRow => ({ ...row, createDate: row.createdAt.toISOString() });

/** collected_items row → collected item (allow-list), with its Chinese title as the reader sees it (savedTitlesForReader). */
const presentItem = (row: ShownRow, articleTitle: string | null): CollectedItem => ({
  id: row.id,
  favoritesId: row.favoritesId,
  favoritesName: row.favoritesName,
  type: row.type,
  refKey: row.refKey,
  articleTitle: articleTitle ?? row.articleTitle,
  articleTitleEn: row.articleTitleEn,
  langType: row.langType,
  path: row.path,
  createDate: row.createDate,
});

/** Runs `write`; a unique violation (two quick identical requests) becomes RECORD_DUPLICATE. */
const refusingDuplicates = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) !== undefined) throw new AppError('RECORD_DUPLICATE', { cause: error });
    throw error;
  }
};

/**
 * Favourites folders and the items collected into them (spec §3, §7). A
 * folder name is unique per user (spec §8 'Record exists. Do not duplicate.');
 * an item is collected once per folder; deleting a folder deletes its items.
 */
export const createFavoritesService = (deps: { favorites: FavoritesRepository; names?: SavedNames; cache?: UserCacheSettings; clock?: () => Date }) => {
  const { favorites, names } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The folder list (every "add to favourites" dialog) and the items list as it first opens: kept per user until
  // the repository publishes `favourites` for the user, SESSION_CACHE_SECONDS at most. Folders kept as shown;
  // items as rows, each reader's script per call.
  const folderPages = userCacheOr(deps.cache, 'favourites', async (userId, page): Promise<FavoritesFolderList> => {
    const [limit, offset] = page.split(':').map(Number);
    const { list, total } = await favorites.listFolders(userId, { limit: limit!, offset: offset! });
    return { list: list.map(presentFolder), total };
  });
  const itemPage = async (read: Promise<{ list: CollectedRow[]; total: number }>) => {
    const { list, total } = await read;
    return { list: list.map(withCreateDate), total };
  };
  const newestItemPages = userCacheOr(deps.cache, 'favourites', (userId, page) => {
    const [limit, offset] = page.split(':').map(Number);
    return itemPage(favorites.listItems(userId, {}, { limit: limit!, offset: offset! }, { column: 'createdAt', ascending: false }));
  });

  /** @throws RECORD_NOT_FOUND when the folder is not the caller's. */
  const getFolder = async (actor: UserActor, id: string) => {
    const folder = await favorites.findFolder(actor.user.id, id);
    if (!folder) throw new AppError('RECORD_NOT_FOUND');
    return folder;
  };

  return {
    /** POST /au/favorites/list: the caller's folders, oldest first, with their item counts. */
    listFolders: async (actor: UserActor, body: ListFoldersBody): Promise<FavoritesFolderList> => {
      return folderPages.get(actor.user.id, `${body.limit}:${(body.page - 1) * body.limit}`);
    },

    /**
     * POST /au/favorites/add {name, instructions}; returns the new folder's id.
     * @throws RECORD_DUPLICATE when the caller has a folder of that name.
     */
    addFolder: async (actor: UserActor, body: AddFolderBody): Promise<string> => {
      if (await favorites.findFolderByName(actor.user.id, body.name)) throw new AppError('RECORD_DUPLICATE');
      const row = await refusingDuplicates(() => favorites.insertFolder(actor.user.id, { name: body.name, instructions: body.instructions ?? null }));
      return row.id;
    },

    /**
     * POST /au/favorites/update {id, name, instructions}: renames and re-describes a folder.
     * @throws RECORD_NOT_FOUND when it is not the caller's folder, RECORD_DUPLICATE when another folder has the name.
     */
    updateFolder: async (actor: UserActor, body: UpdateFolderBody): Promise<void> => {
      await getFolder(actor, body.id);
      if (await favorites.findFolderByName(actor.user.id, body.name, body.id)) throw new AppError('RECORD_DUPLICATE');
      await refusingDuplicates(() => favorites.updateFolder(actor.user.id, body.id, { name: body.name, instructions: body.instructions ?? null }, clock()));
    },

    /**
     * POST /au/favorites/delete {id}: the folder and every item in it.
     * @throws RECORD_NOT_FOUND when it is not the caller's folder.
     */
    deleteFolder: async (actor: UserActor, id: string): Promise<void> => {
      if (!(await favorites.deleteFolder(actor.user.id, id))) throw new AppError('RECORD_NOT_FOUND');
    },

    /** POST /au/favorites/exist {name}: true when the caller already has a folder of that name. */
    folderExists: async (actor: UserActor, name: string): Promise<boolean> => Boolean(await favorites.findFolderByName(actor.user.id, name)),

    /**
     * POST /au/collect/list: newest first unless sortRule/sortType say otherwise.
     * @throws RECORD_NOT_FOUND when favoritesId names a folder that is not the caller's.
     */
    listItems: async (actor: UserActor, body: ListCollectedBody, locale: Locale): Promise<CollectedItemList> => {
      if (body.favoritesId) await getFolder(actor, body.favoritesId);
      const order = { column: body.sortRule === 'articleTitle' ? ('articleTitle' as const) : ('createdAt' as const), ascending: body.sortType === 'asc' };
      const filter = { favoritesId: body.favoritesId, titleContains: body.articleTitle, type: body.type };
      const page = { offset: (body.page - 1) * body.limit, limit: body.limit };
      const unfilteredNewest = !filter.favoritesId && !filter.titleContains && filter.type === undefined && order.column === 'createdAt' && !order.ascending;
      const { list, total } = unfilteredNewest ? await newestItemPages.get(actor.user.id, `${page.limit}:${page.offset}`) : await itemPage(favorites.listItems(actor.user.id, filter, page, order));
      // Saved companies, directors and offerings by their source's current name (a read only when the page has such items).
      const titles = await savedTitlesForReader(
        list.map((row) => ({ type: row.type, refKey: row.refKey, title: row.articleTitle })),
        locale,
        names,
      );
      return { list: list.map((row, index) => presentItem(row, titles[index] ?? null)), total };
    },

    /**
     * POST /au/collect/add: collects an item into one of the caller's folders; returns the item's id.
     * @throws RECORD_NOT_FOUND when the folder is not the caller's, RECORD_DUPLICATE when the folder holds the item already.
     */
    addItem: async (actor: UserActor, body: AddCollectedBody): Promise<string> => {
      await getFolder(actor, body.favoritesId);
      if (await favorites.findItemInFolder(actor.user.id, body.favoritesId, body.type, body.refKey)) throw new AppError('RECORD_DUPLICATE');
      const row = await refusingDuplicates(() =>
        favorites.insertItem(actor.user.id, {
          favoritesId: body.favoritesId,
          type: body.type,
          refKey: body.refKey,
          articleTitle: body.articleTitle,
          articleTitleEn: body.articleTitleEn ?? null,
          langType: body.langType ?? null,
          path: body.path,
        }),
      );
      return row.id;
    },

    /**
     * POST /au/collect/delete {id}.
     * @throws RECORD_NOT_FOUND when it is not one of the caller's items.
     */
    deleteItem: async (actor: UserActor, id: string): Promise<void> => {
      if (!(await favorites.deleteItem(actor.user.id, id))) throw new AppError('RECORD_NOT_FOUND');
    },

    /** POST /au/collect/status {type, refKey}: the caller's folders holding the item. */
    collectStatus: async (actor: UserActor, body: CollectStatusBody): Promise<CollectStatus> => {
      const items = await favorites.listPlacesOf(actor.user.id, body.type, body.refKey);
      return { collected: items.length > 0, items };
    },
  };
};

export type FavoritesService = ReturnType<typeof createFavoritesService>;
