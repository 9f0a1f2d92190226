import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The file store (issue 16, module files): folders and files per organisation
 * and space ('org', or 'client:<code>' for an adviser's client company), their
 * stored versions, folder permissions, share links, and an append-only audit
 * log. Organisation and user ids are kept without foreign keys (those tables
 * are auth's); a deleted item keeps its row in the recycle bin until purge_after.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A folder or a file. Each space has one root folder (parent_id null, name ''). */
export const fileNodes = pgTable(
  'file_nodes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    space: varchar('space', { length: 20 }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => fileNodes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    // lower-case name: names are unique per folder without regard to case (among items not in the bin)
    nameKey: varchar('name_key', { length: 255 }).notNull(),
    // files: the current version's size, type and number
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    mimeType: varchar('mime_type', { length: 100 }),
    currentVersion: integer('current_version'),
    createdBy: uuid('created_by'),
    creatorName: varchar('creator_name', { length: 60 }),
    // recycle bin: set on the deleted item and its whole subtree; trash_root_id is the item the user deleted
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    trashRootId: uuid('trash_root_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('file_nodes_live_name_key')
      .on(table.organisationId, table.space, sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, table.nameKey)
      .where(sql`${table.trashedAt} is null`),
    index('file_nodes_parent_id_idx').on(table.parentId),
    index('file_nodes_organisation_space_idx').on(table.organisationId, table.space),
    index('file_nodes_purge_after_idx').on(table.purgeAfter),
  ],
);

/** Every stored upload of a file (same-name uploads add a version); the object's key, size and SHA-256. */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').notNull(),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploaderName: varchar('uploader_name', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('file_versions_node_version_key').on(table.nodeId, table.version), index('file_versions_organisation_id_idx').on(table.organisationId)],
);

/** Spec §3 folder permissions: a person or a department has read, download or read-write on a folder (inherited below it). */
export const filePermissions = pgTable(
  'file_permissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    subjectType: varchar('subject_type', { length: 12 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    right: varchar('right', { length: 12 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('file_permissions_folder_subject_key').on(table.folderId, table.subjectType, table.subjectId)],
);

/** Share links (brief §4.2): only SHA-256(token) and the scrypt hash of the password are stored. */
export const fileShares = pgTable(
  'file_shares',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id').notNull(),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => fileNodes.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    // bumped by change of password, regenerate: signed URLs and password sessions of an older version die
    linkVersion: integer('link_version').notNull().default(1),
    passwordHash: text('password_hash').notNull(),
    permission: varchar('permission', { length: 10 }).notNull(),
    validity: varchar('validity', { length: 10 }).notNull(),
    // null: permanent; checked in SQL on every access
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // set when the item went to the recycle bin; the owner re-enables it
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    creatorName: varchar('creator_name', { length: 60 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('file_shares_token_hash_key').on(table.tokenHash), index('file_shares_organisation_id_idx').on(table.organisationId), index('file_shares_node_id_idx').on(table.nodeId)],
);

/** Append-only audit of shares, accesses, downloads and the recycle bin (brief §4.2); the repository only inserts and reads. */
export const fileAuditLog = pgTable(
  'file_audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id'),
    shareId: uuid('share_id'),
    nodeId: uuid('node_id'),
    actorUserId: uuid('actor_user_id'),
    action: varchar('action', { length: 30 }).notNull(),
    result: varchar('result', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_audit_log_share_id_idx').on(table.shareId, table.createdAt), index('file_audit_log_organisation_id_idx').on(table.organisationId, table.createdAt)],
);

/** Stored objects whose rows are gone (purge, empty bin): deleted from storage after the rows' transaction commits. */
export const fileBlobDeletions = pgTable('file_blob_deletions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
