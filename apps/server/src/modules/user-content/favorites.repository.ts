import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import { preparedQuery, type Database } from '../../db/client';
import { nameMatches } from '../../db/name-match';
import { collectedItems, favoritesFolders } from '../../db/schema';

export type FolderRow = typeof favoritesFolders.$inferSelect;
export type FolderWithCount = FolderRow & { itemCount: number };
export type CollectedRow = typeof collectedItems.$inferSelect & { favoritesName: string };
export type NewCollectedItem = Pick<typeof collectedItems.$inferInsert, 'favoritesId' | 'type' | 'refKey' | 'articleTitle' | 'articleTitleEn' | 'langType' | 'path'>;
export type CollectedFilter = { favoritesId?: string; titleContains?: string; type?: number };
export type CollectedOrder = { column: 'createdAt' | 'articleTitle'; ascending: boolean };

/** Every row's count of all matching rows before LIMIT / OFFSET: a page and its total in one round trip. */
const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

// The folder list (the favourites page and every "add to favourites" dialog): built once per database, prepared.
const folderPageQuery = preparedQuery((db) => {
  const itemCounts = db
    .select({ favoritesId: collectedItems.favoritesId, itemCount: count().as('item_count') })
    .from(collectedItems)
    .where(eq(collectedItems.userId, sql.placeholder('userId')))
    .groupBy(collectedItems.favoritesId)
    .as('item_counts');
  return db
    .select({ folder: favoritesFolders, itemCount: itemCounts.itemCount, total: totalOver() })
    .from(favoritesFolders)
    .leftJoin(itemCounts, eq(itemCounts.favoritesId, favoritesFolders.id))
    .where(eq(favoritesFolders.userId, sql.placeholder('userId')))
    .orderBy(asc(favoritesFolders.createdAt), asc(favoritesFolders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('favorites_folder_page');
});
const folderCountQuery = preparedQuery((db) =>
  db.select({ total: count() }).from(favoritesFolders).where(eq(favoritesFolders.userId, sql.placeholder('userId'))).prepare('favorites_folder_count'),
);

// The items page as it first opens (no filter, newest first): prepared, so Drizzle does not build it on every call
// (query building was a third of this call's CPU in the fourth round's profile).
const newestItemsQuery = preparedQuery((db) =>
  db
    .select({ item: collectedItems, favoritesName: favoritesFolders.name, total: totalOver() })
    .from(collectedItems)
    .innerJoin(favoritesFolders, eq(favoritesFolders.id, collectedItems.favoritesId))
    .where(eq(collectedItems.userId, sql.placeholder('userId')))
    .orderBy(desc(collectedItems.createdAt), desc(collectedItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('favorites_newest_items'),
);

/**
 * The only SQL for favourites folders and collected items (spec §3, §7); every function takes the owning userId.
 * Every write publishes `favourites` for the user (the lists kept in memory, db/change-bus.ts).
 */
export const createFavoritesRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => {
  const changed = (userId: string) => changes.publish('favourites', { users: [userId] }, db);
  return {
    /** One page of the user's folders, oldest first, each with its number of items. */
    listFolders: async (userId: string, page: { offset: number; limit: number }): Promise<{ list: FolderWithCount[]; total: number }> => {
      const rows = await folderPageQuery(db).execute({ userId, limit: page.limit, offset: page.offset });
      // A page past the end has no row to carry the total: counted apart then only.
      const total = rows[0]?.total ?? (page.offset > 0 ? (await folderCountQuery(db).execute({ userId }))[0].total : 0);
      return { list: rows.map(({ folder, itemCount }) => ({ ...folder, itemCount: Number(itemCount ?? 0) })), total };
    },

    findFolder: async (userId: string, id: string): Promise<FolderRow | undefined> => {
      const [row] = await db
        .select()
        .from(favoritesFolders)
        .where(and(eq(favoritesFolders.userId, userId), eq(favoritesFolders.id, id)));
      return row;
    },

    /** The user's folder of this exact name, other than `exceptId`. */
    findFolderByName: async (userId: string, name: string, exceptId?: string): Promise<FolderRow | undefined> => {
      const [row] = await db
        .select()
        .from(favoritesFolders)
        .where(and(eq(favoritesFolders.userId, userId), eq(favoritesFolders.name, name), exceptId ? ne(favoritesFolders.id, exceptId) : undefined));
      return row;
    },

    insertFolder: async (userId: string, values: { name: string; instructions: string | null }): Promise<FolderRow> => {
      const [row] = await db
        .insert(favoritesFolders)
        .values({ ...values, userId })
        .returning();
      await changed(userId);
      return row;
    },

    updateFolder: async (userId: string, id: string, values: { name: string; instructions: string | null }, now: Date) => {
      await db
        .update(favoritesFolders)
        .set({ ...values, updatedAt: now })
        .where(and(eq(favoritesFolders.userId, userId), eq(favoritesFolders.id, id)));
      await changed(userId);
    },

    /** Deletes a folder; its items go with it (foreign key on delete cascade). */
    deleteFolder: async (userId: string, id: string): Promise<boolean> => {
      const deleted = await db
        .delete(favoritesFolders)
        .where(and(eq(favoritesFolders.userId, userId), eq(favoritesFolders.id, id)))
        .returning({ id: favoritesFolders.id });
      if (deleted.length > 0) await changed(userId);
      return deleted.length > 0;
    },

    /** One page of the user's collected items with their folder's name. */
    listItems: async (userId: string, filter: CollectedFilter, page: { offset: number; limit: number }, order: CollectedOrder) => {
      const conditions: (SQL | undefined)[] = [eq(collectedItems.userId, userId)];
      if (filter.favoritesId) conditions.push(eq(collectedItems.favoritesId, filter.favoritesId));
      if (filter.type !== undefined) conditions.push(eq(collectedItems.type, filter.type));
      // A title is kept in the script the page showed when it was saved and listed in the reader's: the query
      // matches it under the name searches' normalisation (汇丰 finds 匯豐, full-width and case ignored).
      if (filter.titleContains) conditions.push(or(nameMatches(collectedItems.articleTitle, [filter.titleContains]), nameMatches(collectedItems.articleTitleEn, [filter.titleContains])));
      const where = and(...conditions);
      const direction = order.ascending ? asc : desc;
      const unfilteredNewest = conditions.length === 1 && order.column === 'createdAt' && !order.ascending;
      const rows = unfilteredNewest
        ? await newestItemsQuery(db).execute({ userId, limit: page.limit, offset: page.offset })
        : await db
            .select({ item: collectedItems, favoritesName: favoritesFolders.name, total: totalOver() })
            .from(collectedItems)
            .innerJoin(favoritesFolders, eq(favoritesFolders.id, collectedItems.favoritesId))
            .where(where)
            .orderBy(direction(collectedItems[order.column]), direction(collectedItems.createdAt), direction(collectedItems.id))
            .limit(page.limit)
            .offset(page.offset);
      // Every item has its folder (a foreign key), so the join counts what the filter matches; a page past the end counts apart.
      const total = rows[0]?.total ?? (page.offset > 0 ? (await db.select({ total: count() }).from(collectedItems).where(where))[0].total : 0);
      return { list: rows.map(({ item, favoritesName }): CollectedRow => ({ ...item, favoritesName })), total };
    },

    findItemInFolder: async (userId: string, favoritesId: string, type: number, refKey: string) => {
      const [row] = await db
        .select({ id: collectedItems.id })
        .from(collectedItems)
        .where(and(eq(collectedItems.userId, userId), eq(collectedItems.favoritesId, favoritesId), eq(collectedItems.type, type), eq(collectedItems.refKey, refKey)));
      return row;
    },

    insertItem: async (userId: string, values: NewCollectedItem) => {
      const [row] = await db
        .insert(collectedItems)
        .values({ ...values, userId })
        .returning();
      await changed(userId);
      return row;
    },

    deleteItem: async (userId: string, id: string): Promise<boolean> => {
      const deleted = await db
        .delete(collectedItems)
        .where(and(eq(collectedItems.userId, userId), eq(collectedItems.id, id)))
        .returning({ id: collectedItems.id });
      if (deleted.length > 0) await changed(userId);
      return deleted.length > 0;
    },

    /** Where the user collected one item (the star's state). */
    listPlacesOf: (userId: string, type: number, refKey: string) =>
      db
        .select({ id: collectedItems.id, favoritesId: collectedItems.favoritesId })
        .from(collectedItems)
        .where(and(eq(collectedItems.userId, userId), eq(collectedItems.type, type), eq(collectedItems.refKey, refKey)))
        .orderBy(asc(collectedItems.createdAt)),
  };
};

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;

