import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { fileAuditLog, fileBlobDeletions, fileNodes, filePermissions, fileShares, fileVersions } from '../../db/schema';
import type { Grant } from './files.policy';

export type FileNodeRow = typeof fileNodes.$inferSelect;
export type FileVersionRow = typeof fileVersions.$inferSelect;
export type FileShareRow = typeof fileShares.$inferSelect;
export type NewFileNode = typeof fileNodes.$inferInsert;
export type NewFileVersion = typeof fileVersions.$inferInsert;
export type NewFileShare = typeof fileShares.$inferInsert;
export type NewAuditEntry = typeof fileAuditLog.$inferInsert;

const live = (organisationId: string) => and(eq(fileNodes.organisationId, organisationId), isNull(fileNodes.trashedAt));

/** Ids of a node and everything below it (live and trashed), with a recursive query. */
const subtreeIds = (organisationId: string, rootId: string) => sql`
  with recursive subtree(id) as (
    select id from file_nodes where id = ${rootId} and organisation_id = ${organisationId}
    union all
    select child.id from file_nodes child join subtree on child.parent_id = subtree.id
  ) select id from subtree`;

/**
 * The file store's only SQL (module files). Every function for tenant data
 * takes the organisation id, and every query filters on it.
 */
export const createFilesRepository = (db: Database) => {
  const queriesOf = (q: Database | Transaction) => ({
    findNode: async (organisationId: string, id: string): Promise<FileNodeRow | undefined> => {
      const [row] = await q.select().from(fileNodes).where(and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.id, id)));
      return row;
    },
    findLiveChildByName: async (organisationId: string, parentId: string, nameKey: string): Promise<FileNodeRow | undefined> => {
      const [row] = await q
        .select()
        .from(fileNodes)
        .where(and(live(organisationId), eq(fileNodes.parentId, parentId), eq(fileNodes.nameKey, nameKey)));
      return row;
    },
    insertNode: async (values: NewFileNode): Promise<FileNodeRow> => {
      const [row] = await q.insert(fileNodes).values(values).returning();
      return row;
    },
    insertVersion: async (values: NewFileVersion): Promise<FileVersionRow> => {
      const [row] = await q.insert(fileVersions).values(values).returning();
      return row;
    },
    setCurrentVersion: async (nodeId: string, version: { version: number; sizeBytes: number; mimeType: string }, now: Date) => {
      await q
        .update(fileNodes)
        .set({ currentVersion: version.version, sizeBytes: version.sizeBytes, mimeType: version.mimeType, updatedAt: now })
        .where(eq(fileNodes.id, nodeId));
    },
    /** Locks the organisation's storage accounting for this transaction (the business-card uploads take the same lock). */
    lockStorage: async (organisationId: string) => {
      await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stored-files:${organisationId}`}, 0))`);
    },
    usedBytes: async (organisationId: string): Promise<number> => {
      const [row] = await q.select({ total: sql<string | null>`sum(${fileVersions.sizeBytes})` }).from(fileVersions).where(eq(fileVersions.organisationId, organisationId));
      return Number(row?.total ?? 0);
    },
    nextVersion: async (nodeId: string): Promise<number> => {
      const [row] = await q.select({ max: sql<number | null>`max(${fileVersions.version})` }).from(fileVersions).where(eq(fileVersions.nodeId, nodeId));
      return Number(row?.max ?? 0) + 1;
    },
    insertAudit: async (entry: NewAuditEntry) => {
      await q.insert(fileAuditLog).values(entry);
    },
    /** Objects to delete once the rows are gone: each version's object and its cached thumbnail (when there is one). */
    insertBlobDeletions: async (keys: string[]) => {
      const all = keys.flatMap((storageKey) => [storageKey, `${storageKey}_thumb`]);
      if (all.length > 0) await q.insert(fileBlobDeletions).values(all.map((storageKey) => ({ storageKey })));
    },
    /** Storage keys of every version in the subtrees (before their rows go). */
    storageKeysOfSubtrees: async (organisationId: string, rootIds: string[]): Promise<string[]> => {
      if (rootIds.length === 0) return [];
      const rows = await selectRows<{ storage_key: string }>(
        q,
        sql`with recursive subtree(id) as (
              select id from file_nodes where organisation_id = ${organisationId} and id in (${sql.join(rootIds.map((id) => sql`${id}::uuid`), sql`, `)})
              union all
              select child.id from file_nodes child join subtree on child.parent_id = subtree.id
            ) select v.storage_key from file_versions v join subtree on v.node_id = subtree.id`,
      );
      return rows.map((row) => row.storage_key);
    },
    deleteNodes: async (organisationId: string, ids: string[]): Promise<number> => {
      if (ids.length === 0) return 0;
      const rows = await q.delete(fileNodes).where(and(eq(fileNodes.organisationId, organisationId), inArray(fileNodes.id, ids))).returning({ id: fileNodes.id });
      return rows.length;
    },
  });
  const base = queriesOf(db);

  return {
    ...base,
    /** Runs `work` in one transaction with the same queries. */
    inTransaction: <T>(work: (queries: ReturnType<typeof queriesOf>, transaction: Transaction) => Promise<T>): Promise<T> => db.transaction((tx) => work(queriesOf(tx), tx)),
    /** The same queries inside another module's transaction. */
    within: (transaction?: Transaction) => queriesOf(transaction ?? db),

    /** The root folder of a space, made on first use. */
    ensureRoot: async (organisationId: string, space: string, now: Date): Promise<FileNodeRow> => {
      const find = async () => {
        const [row] = await db
          .select()
          .from(fileNodes)
          .where(and(live(organisationId), eq(fileNodes.space, space), isNull(fileNodes.parentId)));
        return row;
      };
      const existing = await find();
      if (existing) return existing;
      await db
        .insert(fileNodes)
        .values({ organisationId, space, parentId: null, kind: 'folder', name: '', nameKey: '', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      return (await find())!;
    },
    /** The spaces that have files (for an adviser's client-company spaces). */
    spacesOf: async (organisationId: string): Promise<string[]> => {
      const rows = await db
        .selectDistinct({ space: fileNodes.space })
        .from(fileNodes)
        .where(and(live(organisationId), isNull(fileNodes.parentId)));
      return rows.map((row) => row.space);
    },
    /** Every live folder of a space (for permissions, the tree and paths). */
    spaceFolders: (organisationId: string, space: string) =>
      db
        .select({ id: fileNodes.id, parentId: fileNodes.parentId, name: fileNodes.name })
        .from(fileNodes)
        .where(and(live(organisationId), eq(fileNodes.space, space), eq(fileNodes.kind, 'folder'))),
    /** Every permission entry of a space, by folder. */
    spaceGrants: async (organisationId: string, space: string): Promise<Map<string, Grant[]>> => {
      const rows = await db
        .select({ folderId: filePermissions.folderId, subjectType: filePermissions.subjectType, subjectId: filePermissions.subjectId, right: filePermissions.right })
        .from(filePermissions)
        .innerJoin(fileNodes, eq(fileNodes.id, filePermissions.folderId))
        .where(and(eq(filePermissions.organisationId, organisationId), eq(fileNodes.space, space)));
      const byFolder = new Map<string, Grant[]>();
      for (const row of rows) {
        const list = byFolder.get(row.folderId) ?? [];
        list.push({ subjectType: row.subjectType as Grant['subjectType'], subjectId: row.subjectId, right: row.right as Grant['right'] });
        byFolder.set(row.folderId, list);
      }
      return byFolder;
    },
    setGrants: (organisationId: string, folderId: string, grants: Grant[], now: Date) =>
      db.transaction(async (tx) => {
        await tx.delete(filePermissions).where(and(eq(filePermissions.organisationId, organisationId), eq(filePermissions.folderId, folderId)));
        if (grants.length > 0) {
          await tx.insert(filePermissions).values(grants.map((grant) => ({ organisationId, folderId, ...grant, createdAt: now, updatedAt: now })));
        }
      }),
    liveChildren: (organisationId: string, parentId: string) =>
      db
        .select()
        .from(fileNodes)
        .where(and(live(organisationId), eq(fileNodes.parentId, parentId))),
    /** Live items of a space whose name contains the keyword (case-insensitive), at most 500. */
    searchSpace: (organisationId: string, space: string, keyword: string) =>
      db
        .select()
        .from(fileNodes)
        .where(
          and(
            live(organisationId),
            eq(fileNodes.space, space),
            sql`${fileNodes.parentId} is not null`,
            sql`strpos(${fileNodes.nameKey}, ${keyword.toLowerCase()}) > 0`,
          ),
        )
        .limit(500),
    /** Live nodes of a subtree (the node included), parents before children. */
    liveSubtree: async (organisationId: string, rootId: string): Promise<FileNodeRow[]> => {
      const ids = (await selectRows<{ id: string }>(db, subtreeIds(organisationId, rootId))).map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(fileNodes)
        .where(and(live(organisationId), inArray(fileNodes.id, ids)));
    },
    renameNode: async (organisationId: string, id: string, name: string, nameKey: string, now: Date) => {
      await db
        .update(fileNodes)
        .set({ name, nameKey, updatedAt: now })
        .where(and(live(organisationId), eq(fileNodes.id, id)));
    },
    moveNode: async (organisationId: string, id: string, parentId: string, now: Date) => {
      await db
        .update(fileNodes)
        .set({ parentId, updatedAt: now })
        .where(and(live(organisationId), eq(fileNodes.id, id)));
    },
    versions: (organisationId: string, nodeId: string) =>
      db
        .select()
        .from(fileVersions)
        .where(and(eq(fileVersions.organisationId, organisationId), eq(fileVersions.nodeId, nodeId)))
        .orderBy(desc(fileVersions.version)),
    findVersion: async (organisationId: string, nodeId: string, versionId: string | undefined): Promise<FileVersionRow | undefined> => {
      const [row] = await db
        .select()
        .from(fileVersions)
        .where(and(eq(fileVersions.organisationId, organisationId), eq(fileVersions.nodeId, nodeId), versionId ? eq(fileVersions.id, versionId) : sql`true`))
        .orderBy(desc(fileVersions.version))
        .limit(1);
      return row;
    },

    // ---- recycle bin ----
    /**
     * Moves a live subtree to the bin: every live node in it gets the same trashed_at, purge_after and
     * trash_root_id (items already in the bin keep theirs), and the shares of those nodes are suspended.
     */
    trashSubtree: (organisationId: string, rootId: string, now: Date, purgeAfter: Date) =>
      db.transaction(async (tx) => {
        const ids = (await selectRows<{ id: string }>(tx, subtreeIds(organisationId, rootId))).map((row) => row.id);
        if (ids.length === 0) return 0;
        const rows = await tx
          .update(fileNodes)
          .set({ trashedAt: now, purgeAfter, trashRootId: rootId, updatedAt: now })
          .where(and(live(organisationId), inArray(fileNodes.id, ids)))
          .returning({ id: fileNodes.id });
        await tx
          .update(fileShares)
          .set({ suspendedAt: now, linkVersion: sql`${fileShares.linkVersion} + 1`, updatedAt: now })
          .where(and(eq(fileShares.organisationId, organisationId), inArray(fileShares.nodeId, rows.map((row) => row.id))));
        return rows.length;
      }),
    /** The items the user deleted (not what came along inside a deleted folder), newest first. */
    trashedRoots: async (organisationId: string, space: string, offset: number, limit: number) => {
      const where = and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.space, space), sql`${fileNodes.trashedAt} is not null`, sql`${fileNodes.trashRootId} = ${fileNodes.id}`);
      const list = await db.select().from(fileNodes).where(where).orderBy(desc(fileNodes.trashedAt), asc(fileNodes.name)).offset(offset).limit(limit);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(fileNodes).where(where);
      return { list, total: count?.total ?? 0 };
    },
    findTrashedRoot: async (organisationId: string, id: string): Promise<FileNodeRow | undefined> => {
      const [row] = await db
        .select()
        .from(fileNodes)
        .where(and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.id, id), sql`${fileNodes.trashedAt} is not null`, sql`${fileNodes.trashRootId} = ${fileNodes.id}`));
      return row;
    },
    /** Brings back the nodes trashed with this root (and only those), under `parentId` with `name`. Shares stay suspended. */
    restoreSubtree: (organisationId: string, rootId: string, parentId: string | null, name: string, now: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(fileNodes)
          .set({ parentId, name, nameKey: name.toLowerCase() })
          .where(and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.id, rootId)));
        const rows = await tx
          .update(fileNodes)
          .set({ trashedAt: null, purgeAfter: null, trashRootId: null, updatedAt: now })
          .where(and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.trashRootId, rootId)))
          .returning({ id: fileNodes.id });
        return rows.length;
      }),
    /** Bin items due at `now` (purge_after ≤ now), oldest first: [{ id, organisationId }]. */
    dueRoots: (now: Date, limit: number) =>
      db
        .select({ id: fileNodes.id, organisationId: fileNodes.organisationId })
        .from(fileNodes)
        .where(and(sql`${fileNodes.trashRootId} = ${fileNodes.id}`, sql`${fileNodes.purgeAfter} <= ${now}`))
        .orderBy(asc(fileNodes.purgeAfter))
        .limit(limit),
    /** Every bin root of a space (empty bin). */
    allTrashedRootIds: async (organisationId: string, space: string): Promise<string[]> =>
      (
        await db
          .select({ id: fileNodes.id })
          .from(fileNodes)
          .where(and(eq(fileNodes.organisationId, organisationId), eq(fileNodes.space, space), sql`${fileNodes.trashRootId} = ${fileNodes.id}`))
      ).map((row) => row.id),
    pendingBlobDeletions: (limit: number) => db.select().from(fileBlobDeletions).orderBy(asc(fileBlobDeletions.createdAt)).limit(limit),
    removeBlobDeletion: async (id: string) => {
      await db.delete(fileBlobDeletions).where(eq(fileBlobDeletions.id, id));
    },

    // ---- shares ----
    insertShare: async (values: NewFileShare): Promise<FileShareRow> => {
      const [row] = await db.insert(fileShares).values(values).returning();
      return row;
    },
    findShare: async (organisationId: string, id: string): Promise<FileShareRow | undefined> => {
      const [row] = await db.select().from(fileShares).where(and(eq(fileShares.organisationId, organisationId), eq(fileShares.id, id)));
      return row;
    },
    /**
     * The share a token names when it is usable at `now`: not expired (checked here, in SQL, on every
     * access), not suspended, and its item not in the bin. Unknown, expired and revoked look the same.
     */
    findUsableShareByHash: async (tokenHash: string, now: Date): Promise<(FileShareRow & { node: FileNodeRow }) | undefined> => {
      const [row] = await db
        .select({ share: fileShares, node: fileNodes })
        .from(fileShares)
        .innerJoin(fileNodes, eq(fileNodes.id, fileShares.nodeId))
        .where(and(eq(fileShares.tokenHash, tokenHash), isNull(fileShares.suspendedAt), sql`(${fileShares.expiresAt} is null or ${fileShares.expiresAt} > ${now})`, isNull(fileNodes.trashedAt)));
      return row && { ...row.share, node: row.node };
    },
    /** The same check by id and link version (signed URLs and password sessions name the link this way). */
    findUsableShareById: async (id: string, linkVersion: number, now: Date): Promise<(FileShareRow & { node: FileNodeRow }) | undefined> => {
      const [row] = await db
        .select({ share: fileShares, node: fileNodes })
        .from(fileShares)
        .innerJoin(fileNodes, eq(fileNodes.id, fileShares.nodeId))
        .where(
          and(
            eq(fileShares.id, id),
            eq(fileShares.linkVersion, linkVersion),
            isNull(fileShares.suspendedAt),
            sql`(${fileShares.expiresAt} is null or ${fileShares.expiresAt} > ${now})`,
            isNull(fileNodes.trashedAt),
          ),
        );
      return row && { ...row.share, node: row.node };
    },
    listShares: async (organisationId: string, nodeId: string | undefined, offset: number, limit: number) => {
      const where = and(eq(fileShares.organisationId, organisationId), nodeId ? eq(fileShares.nodeId, nodeId) : sql`true`);
      const list = await db
        .select({ share: fileShares, node: { name: fileNodes.name, kind: fileNodes.kind, trashedAt: fileNodes.trashedAt } })
        .from(fileShares)
        .innerJoin(fileNodes, eq(fileNodes.id, fileShares.nodeId))
        .where(where)
        .orderBy(desc(fileShares.createdAt))
        .offset(offset)
        .limit(limit);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(fileShares).where(where);
      return { list, total: count?.total ?? 0 };
    },
    updateShare: async (organisationId: string, id: string, values: Partial<NewFileShare>): Promise<FileShareRow | undefined> => {
      const [row] = await db
        .update(fileShares)
        .set(values)
        .where(and(eq(fileShares.organisationId, organisationId), eq(fileShares.id, id)))
        .returning();
      return row;
    },
    /** Spec §4: a cancelled share's record is deleted (the audit log keeps its history). */
    deleteShare: async (organisationId: string, id: string): Promise<boolean> => {
      const rows = await db
        .delete(fileShares)
        .where(and(eq(fileShares.organisationId, organisationId), eq(fileShares.id, id)))
        .returning({ id: fileShares.id });
      return rows.length > 0;
    },
    /** Atomic counters (brief §4.2 view counts): one successful page view or download. */
    countShareUse: async (id: string, kind: 'view' | 'download', now: Date) => {
      await db
        .update(fileShares)
        .set(kind === 'view' ? { views: sql`${fileShares.views} + 1`, lastAccessAt: now } : { downloads: sql`${fileShares.downloads} + 1`, lastAccessAt: now })
        .where(eq(fileShares.id, id));
    },
    shareAudit: (organisationId: string, shareId: string, limit: number) =>
      db
        .select()
        .from(fileAuditLog)
        .where(and(eq(fileAuditLog.organisationId, organisationId), eq(fileAuditLog.shareId, shareId)))
        .orderBy(desc(fileAuditLog.createdAt))
        .limit(limit),
  };
};

export type FilesRepository = ReturnType<typeof createFilesRepository>;
export type FilesQueries = Parameters<Parameters<FilesRepository['inTransaction']>[0]>[0];
