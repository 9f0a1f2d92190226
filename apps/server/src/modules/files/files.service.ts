import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { streamZip } from '../../lib/zip-stream';
import {
  FilesLimits,
  type FileList,
  type FileNode,
  type FileRights,
  type FileSpaceList,
  type FileTree,
  type FileVersionList,
  type PermissionEntry,
  type PermissionList,
  type PermissionSubjects,
  type RecycleList,
} from '@app/contracts';
import { isAdminUser } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { uniqueViolationOf } from '../../db/unique-violations';
import { receiveUpload, StorageUnavailableError, UploadTooLargeError, type ByteRange, type ObjectStorage } from '../../providers/object-storage/index';
import type { UserActor } from '../auth/actor';
import type { PeopleService } from '../auth/people.service';
import type { ServiceCompaniesService } from '../organisation/service-companies.service';
import { nameKeyOf, normaliseName, numberedName } from './file-names';
import { detectType, previewKindOf, SUPPORTED_EXTENSIONS } from './file-types';
import { ALL_RIGHTS, decidingFolder, folderRights, NO_RIGHTS, type FileSubject, type FolderEntry, type Grant } from './files.policy';
import type { FileNodeRow, FilesRepository } from './files.repository';
import { renderWordToHtml } from './preview';

export type FilesServiceDependencies = {
  repository: FilesRepository;
  storage: ObjectStorage;
  /** Business time (the app clock). */
  clock: () => Date;
  /** ORGANISATION_STORAGE_QUOTA_MB in bytes: every stored version, the bin included, and the business cards count. */
  quotaBytes: number;
  /** Bytes the organisation stores outside the file store (business cards, organisation module), in `transaction` when given. */
  otherStoredBytes?: (organisationId: string, transaction?: Transaction) => Promise<number>;
  /** Where uploads are streamed before they are stored (DATA_DIR/files/tmp). */
  tempDir: string;
  serviceCompanies: Pick<ServiceCompaniesService, 'listedStockCodes'>;
  /** The organisation's people (auth module): names for permission entries, and a sharer's current rights. */
  people: Pick<PeopleService, 'list' | 'find'>;
  /** The organisation's departments (organisation module). */
  departments: { all: (organisationId: string) => Promise<{ id: string; name: string; parentId: string | null }[]> };
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/** A space's folders with the caller's rights on each. */
export type SpaceContext = { root: FileNodeRow; folders: (FolderEntry & { name: string })[]; byId: Map<string, { id: string; parentId: string | null; name: string }>; grants: Map<string, Grant[]>; rights: Map<string, FileRights> };

/** What a download streams: the bytes (or the asked range), with the name and type to send them under. */
export type ObjectDownload = { stream: Readable; sizeBytes: number; totalBytes: number; range?: ByteRange; mimeType: string; name: string };

const notFound = () => new AppError('FILES_NOT_FOUND');
/** Thumbnails: WebP, at most this many pixels a side, from images of at most THUMBNAIL_MAX_INPUT_PIXELS (decompression bombs refused). */
export const THUMBNAIL_SIDE = 160;
const THUMBNAIL_MAX_INPUT_PIXELS = 50_000_000;
/** Where a version's thumbnail is cached in the object storage (deleted with the version). */
export const thumbnailKeyOf = (storageKey: string) => `${storageKey}_thumb`;
const denied = () => new AppError('FILES_ACCESS_DENIED');
const DAY_MS = 24 * 3600 * 1000;

export const subjectOf = (actor: UserActor): FileSubject => ({ userId: actor.user.id, deptId: actor.user.deptId ?? null, isAdmin: isAdminUser(actor.user) });
/** The name shown as uploader / creator: the person's name, else a masked phone. */
export const displayNameOf = (actor: UserActor): string =>
  (actor.user.name ?? actor.user.nickName ?? (actor.user.phone ? `${actor.user.phone.slice(0, 3)}****${actor.user.phone.slice(-4)}` : '')).slice(0, 60);

/** A person's name as the permissions screen shows it: their name, else a masked phone. */
const personName = (person: { name: string | null; nickName?: string | null; phone: string | null }): string =>
  person.name ?? person.nickName ?? (person.phone ? `${person.phone.slice(0, 3)}****${person.phone.slice(-4)}` : '');

/** Parses an HTTP Range header ('bytes=a-b', 'bytes=a-', 'bytes=-n') against a size; undefined when absent or unusable. */
export const parseRange = (header: string | undefined, size: number): ByteRange | undefined => {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || size === 0) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
};

/**
 * The file store (issue 16): folders and files per organisation and space,
 * uploads (streamed, checked by content, ≤ 10 MB, within the storage quota),
 * versions, folder permissions enforced on every call, the recycle bin and
 * streamed zips. Share links are shares.service.ts.
 */
export const createFilesService = (deps: FilesServiceDependencies) => {
  const { repository, storage, clock, quotaBytes, tempDir, serviceCompanies, people, departments, log } = deps;
  const quotaMb = Math.round(quotaBytes / (1024 * 1024));
  const otherStoredBytes = deps.otherStoredBytes ?? (async () => 0);
  /** The organisation's one storage-use figure: every stored version (the bin included) plus its business cards. */
  const storageUse = async (organisationId: string, transaction?: Transaction) =>
    (await repository.within(transaction).usedBytes(organisationId)) + (await otherStoredBytes(organisationId, transaction));

  const loadSpace = async (organisationId: string, space: string, subject: FileSubject): Promise<SpaceContext> => {
    const root = await repository.ensureRoot(organisationId, space, clock());
    const folders = await repository.spaceFolders(organisationId, space);
    const grants = await repository.spaceGrants(organisationId, space);
    return { root, folders, byId: new Map(folders.map((folder) => [folder.id, folder])), grants, rights: folderRights(folders, grants, subject) };
  };
  /** A folder's rights are its own; a file's are its folder's. */
  const rightsOf = (context: SpaceContext, node: Pick<FileNodeRow, 'id' | 'kind' | 'parentId'>): FileRights =>
    context.rights.get(node.kind === 'folder' ? node.id : (node.parentId ?? '')) ?? NO_RIGHTS;

  const checkSpace = (actor: UserActor, space: string) => {
    // Client-company spaces are for advisers (any account type but listed company, spec §6 isServeCom).
    if (space !== 'org' && actor.organisation.type === 1) throw new AppError('PERMISSION_DENIED');
  };

  /**
   * A live item of the caller's organisation that the caller may read, with the right `need`.
   * @throws FILES_NOT_FOUND when it does not exist, is in the bin, is another organisation's or is not readable;
   *   FILES_ACCESS_DENIED when readable but `need` is missing.
   */
  const reach = async (actor: UserActor, id: string, need: keyof FileRights) => {
    const node = await repository.findNode(actor.organisation.id, id);
    if (!node || node.trashedAt) throw notFound();
    const context = await loadSpace(actor.organisation.id, node.space, subjectOf(actor));
    const rights = rightsOf(context, node);
    if (!rights.read) throw notFound();
    if (!rights[need]) throw denied();
    return { node, context, rights };
  };
  /** The folder `id` (or the space's root) with `need` on it. */
  const reachFolder = async (actor: UserActor, space: string, id: string | undefined, need: keyof FileRights) => {
    if (id) {
      const found = await reach(actor, id, need);
      if (found.node.kind !== 'folder') throw notFound();
      return found;
    }
    checkSpace(actor, space);
    const context = await loadSpace(actor.organisation.id, space, subjectOf(actor));
    const rights = rightsOf(context, context.root);
    if (!rights.read) throw notFound();
    if (!rights[need]) throw denied();
    return { node: context.root, context, rights };
  };

  const pathOf = (context: SpaceContext, folderId: string): { id: string; name: string }[] => {
    const path: { id: string; name: string }[] = [];
    const seen = new Set<string>();
    for (let current = context.byId.get(folderId); current && !seen.has(current.id); current = current.parentId ? context.byId.get(current.parentId) : undefined) {
      seen.add(current.id);
      path.unshift({ id: current.id, name: current.name });
    }
    return path;
  };

  const present = (node: FileNodeRow, rights: FileRights): FileNode => ({
    id: node.id,
    parentId: node.parentId,
    kind: node.kind as FileNode['kind'],
    name: node.name,
    sizeBytes: node.kind === 'file' ? Number(node.sizeBytes ?? 0) : null,
    mimeType: node.mimeType,
    version: node.currentVersion,
    uploaderName: node.creatorName,
    updatedAt: node.updatedAt.toISOString(),
    previewKind: node.kind === 'file' ? previewKindOf(node.mimeType) : 'none',
    thumbnail: node.kind === 'file' && previewKindOf(node.mimeType) === 'image',
    rights,
  });

  const sortNodes = (nodes: FileNodeRow[], sort: string, order: 'asc' | 'desc') => {
    const direction = order === 'desc' ? -1 : 1;
    const key = (node: FileNodeRow): string | number =>
      sort === 'size' ? Number(node.sizeBytes ?? 0) : sort === 'updatedAt' ? node.updatedAt.getTime() : sort === 'type' ? (node.mimeType ?? '') : node.nameKey;
    return [...nodes].sort((a, b) => {
      if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
      const ka = key(a);
      const kb = key(b);
      const compared = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb), 'en');
      return (compared || a.nameKey.localeCompare(b.nameKey)) * direction;
    });
  };

  /** A free name in a folder: the name, else 'name (2)', 'name (3)'… (copies and restores). */
  const freeName = async (organisationId: string, parentId: string, name: string): Promise<string> => {
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? name : numberedName(name, n);
      if (!(await repository.findLiveChildByName(organisationId, parentId, nameKeyOf(candidate)))) return candidate;
    }
    throw new AppError('FILES_NAME_EXISTS');
  };

  const nameOrFail = (raw: string): string => {
    const name = normaliseName(raw);
    if (!name) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'name', message: 'validation.invalidValue' }] });
    return name;
  };

  const quotaExceeded = () => new AppError('FILES_STORAGE_QUOTA_EXCEEDED', { params: { quotaMb } });
  const storageFailed = (error: unknown) => {
    log.warn({ err: error }, 'file storage refused a write');
    return new AppError('FILES_STORAGE_UNAVAILABLE', { cause: error });
  };
  const deleteQuietly = async (keys: string[]) => {
    for (const key of keys) await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'stored object not deleted'));
  };

  /** Reads an object (or a range of it) as a download. */
  const openVersion = async (organisationId: string, node: FileNodeRow, versionId: string | undefined, rangeHeader?: string): Promise<ObjectDownload> => {
    const version = await repository.findVersion(organisationId, node.id, versionId);
    if (!version) throw notFound();
    const totalBytes = Number(version.sizeBytes);
    const range = parseRange(rangeHeader, totalBytes);
    try {
      const stream = await storage.get(version.storageKey, range);
      return { stream, sizeBytes: range ? range.end - range.start + 1 : totalBytes, totalBytes, range, mimeType: version.mimeType, name: node.name };
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw storageFailed(error);
      throw notFound();
    }
  };

  /**
   * The thumbnail of a file's current version (images only): read from the object storage, or made now
   * (streamed through sharp, never the whole file in memory) and kept there for the next time.
   * @throws FILES_PREVIEW_UNAVAILABLE for other types or an image that cannot be decoded.
   */
  const thumbnailOf = async (organisationId: string, node: FileNodeRow): Promise<Buffer> => {
    if (node.kind !== 'file' || previewKindOf(node.mimeType) !== 'image') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
    const version = await repository.findVersion(organisationId, node.id, undefined);
    if (!version) throw notFound();
    const key = thumbnailKeyOf(version.storageKey);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw storageFailed(error);
      // not made yet: make it below
    }
    let thumbnail: Buffer;
    try {
      const source = await storage.get(version.storageKey);
      const transformer = sharp({ limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 });
      source.on('error', (error) => transformer.destroy(error));
      source.pipe(transformer);
      thumbnail = await transformer.toBuffer();
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw storageFailed(error);
      log.warn({ err: error, nodeId: node.id }, 'thumbnail not made');
      throw new AppError('FILES_PREVIEW_UNAVAILABLE', { cause: error });
    }
    // a cache that cannot be written only costs the next request the same work
    await storage.put(key, Readable.from([thumbnail]), thumbnail.length, 'image/webp').catch((error: unknown) => log.warn({ err: error, key }, 'thumbnail not cached'));
    return thumbnail;
  };

  /** Streams a zip of `files` (path inside the zip → node), reading one object at a time. */
  const zipStream = (organisationId: string, files: { path: string; node: FileNodeRow }[]): Readable =>
    streamZip(files.map(({ path, node }) => ({ name: path, open: async () => (await openVersion(organisationId, node, undefined)).stream })));

  /** Stores an upload or a generated document into `folder` as a new file or a new version of the same name. */
  const storeInto = async (
    actor: UserActor,
    folder: FileNodeRow,
    rawName: string,
    source: Readable,
  ): Promise<FileNodeRow> => {
    const organisationId = actor.organisation.id;
    const name = normaliseName(rawName);
    if (!name) throw new AppError('FILES_UNSUPPORTED_TYPE', { params: { allowed: SUPPORTED_EXTENSIONS.join(', ') } });
    let received;
    try {
      received = await receiveUpload(source, tempDir, FilesLimits.maxFileBytes);
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw new AppError('FILES_FILE_TOO_LARGE', { params: { maxMb: FilesLimits.maxFileBytes / 1024 / 1024 } });
      throw error;
    }
    try {
      const type = detectType(name, received.head);
      if (!type) throw new AppError('FILES_UNSUPPORTED_TYPE', { params: { allowed: SUPPORTED_EXTENSIONS.join(', ') } });
      if ((await storageUse(organisationId)) + received.sizeBytes > quotaBytes) throw quotaExceeded();
      const key = `${organisationId}/${randomUUID()}`;
      try {
        await storage.put(key, createReadStream(received.tempPath), received.sizeBytes, type.mime);
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw storageFailed(error);
        throw error;
      }
      const now = clock();
      try {
        return await repository.inTransaction(async (queries, transaction) => {
          await queries.lockStorage(organisationId);
          if ((await storageUse(organisationId, transaction)) + received.sizeBytes > quotaBytes) throw quotaExceeded();
          const existing = await queries.findLiveChildByName(organisationId, folder.id, nameKeyOf(name));
          if (existing && existing.kind === 'folder') throw new AppError('FILES_NAME_EXISTS');
          const node =
            existing ??
            (await queries.insertNode({
              organisationId,
              space: folder.space,
              parentId: folder.id,
              kind: 'file',
              name,
              nameKey: nameKeyOf(name),
              createdBy: actor.user.id,
              creatorName: displayNameOf(actor),
              createdAt: now,
              updatedAt: now,
            }));
          const version = await queries.insertVersion({
            nodeId: node.id,
            organisationId,
            version: await queries.nextVersion(node.id),
            storageKey: key,
            sizeBytes: received.sizeBytes,
            sha256: received.sha256,
            mimeType: type.mime,
            uploadedBy: actor.user.id,
            uploaderName: displayNameOf(actor),
            createdAt: now,
          });
          await queries.setCurrentVersion(node.id, { version: version.version, sizeBytes: received.sizeBytes, mimeType: type.mime }, now);
          return { ...node, currentVersion: version.version, sizeBytes: received.sizeBytes, mimeType: type.mime, updatedAt: now };
        });
      } catch (error) {
        // nothing is left behind: the stored object goes with the refused row
        await deleteQuietly([key]);
        if (uniqueViolationOf(error) === 'file_nodes_live_name_key') throw new AppError('FILES_NAME_EXISTS', { cause: error });
        throw error;
      }
    } finally {
      await received.discard();
    }
  };

  const deleteSubtreesNow = async (organisationId: string, rootIds: string[], actor: UserActor | null, action: string): Promise<number> => {
    const deleted = await repository.inTransaction(async (queries) => {
      await queries.insertBlobDeletions(await queries.storageKeysOfSubtrees(organisationId, rootIds));
      const count = await queries.deleteNodes(organisationId, rootIds);
      for (const id of rootIds) await queries.insertAudit({ organisationId, nodeId: id, actorUserId: actor?.user.id ?? null, action, result: 'ok', createdAt: clock() });
      return count;
    });
    await sweepBlobDeletions();
    return deleted;
  };

  /** Deletes the objects whose rows are gone (committed); safe to run again and from any process. */
  const sweepBlobDeletions = async (): Promise<number> => {
    let removed = 0;
    for (const pending of await repository.pendingBlobDeletions(500)) {
      try {
        await storage.delete(pending.storageKey);
        await repository.removeBlobDeletion(pending.id);
        removed += 1;
      } catch (error) {
        log.warn({ err: error, key: pending.storageKey }, 'stored object not deleted; kept for the next sweep');
      }
    }
    return removed;
  };

  /** 'user:<id>' / 'department:<id>' → name, for the organisation's people and departments (empty when not needed). */
  const subjectNames = async (organisationId: string, needed: boolean): Promise<Map<string, string>> => {
    const names = new Map<string, string>();
    if (!needed) return names;
    const [{ list }, depts] = await Promise.all([people.list(organisationId, {}, { offset: 0, limit: 5000 }), departments.all(organisationId)]);
    for (const person of list) names.set(`user:${person.id}`, personName(person));
    for (const dept of depts) names.set(`department:${dept.id}`, dept.name);
    return names;
  };

  return {
    loadSpace,
    rightsOf,
    present,
    pathOf,
    openVersion,
    zipStream,
    thumbnailOf,
    sortNodes,

    /** The spaces the caller can open: the organisation's, and for advisers each client company's. */
    spaces: async (actor: UserActor): Promise<FileSpaceList> => {
      const list = [{ key: 'org', label: actor.organisation.userCompanyName ?? '' }];
      if (actor.organisation.type !== 1) {
        const keys = new Set((await serviceCompanies.listedStockCodes(actor.user.id)).map((entry) => `client:${entry.stockCode}`));
        for (const space of await repository.spacesOf(actor.organisation.id)) if (space !== 'org') keys.add(space);
        for (const key of [...keys].sort()) list.push({ key, label: key.slice('client:'.length) });
      }
      return { list };
    },

    /** One folder's items (or search results across the space), only what the caller may read. */
    list: async (
      actor: UserActor,
      body: { space: string; folderId?: string; keyword?: string; sort: string; order: 'asc' | 'desc'; page: number; limit: number },
    ): Promise<FileList> => {
      const organisationId = actor.organisation.id;
      const { node: folder, context, rights } = await reachFolder(actor, body.space, body.folderId, 'read');
      const keyword = body.keyword?.trim();
      const candidates = keyword ? await repository.searchSpace(organisationId, folder.space, keyword) : await repository.liveChildren(organisationId, folder.id);
      const visible = candidates.filter((node) => rightsOf(context, node).read);
      const sorted = sortNodes(visible, body.sort, body.order);
      const page = sorted.slice((body.page - 1) * body.limit, body.page * body.limit);
      return {
        folder: { id: folder.id, name: folder.name, rights },
        path: pathOf(context, folder.id),
        list: page.map((node) => present(node, rightsOf(context, node))),
        total: sorted.length,
        usage: { usedBytes: await storageUse(organisationId), quotaBytes },
      };
    },

    /** The folders of a space the caller may read (a readable folder under an unreadable one hangs from the root). */
    tree: async (actor: UserActor, space: string): Promise<FileTree> => {
      checkSpace(actor, space);
      const context = await loadSpace(actor.organisation.id, space, subjectOf(actor));
      const readable = context.folders.filter((folder) => context.rights.get(folder.id)?.read);
      const ids = new Set(readable.map((folder) => folder.id));
      return {
        rootId: context.root.id,
        list: readable.map((folder) => ({ id: folder.id, parentId: folder.parentId === null ? null : ids.has(folder.parentId) ? folder.parentId : context.root.id, name: folder.name })),
      };
    },

    addFolder: async (actor: UserActor, body: { space: string; parentId?: string; name: string }): Promise<string> => {
      const { node: parent } = await reachFolder(actor, body.space, body.parentId, 'write');
      const name = nameOrFail(body.name);
      const now = clock();
      try {
        const row = await repository.insertNode({
          organisationId: actor.organisation.id,
          space: parent.space,
          parentId: parent.id,
          kind: 'folder',
          name,
          nameKey: nameKeyOf(name),
          createdBy: actor.user.id,
          creatorName: displayNameOf(actor),
          createdAt: now,
          updatedAt: now,
        });
        return row.id;
      } catch (error) {
        if (uniqueViolationOf(error) === 'file_nodes_live_name_key') throw new AppError('FILES_NAME_EXISTS', { cause: error });
        throw error;
      }
    },

    /**
     * Streams one uploaded file into a folder the caller may write (POST /au/file/upload).
     * @throws FILES_FILE_TOO_LARGE past 10 MB, FILES_UNSUPPORTED_TYPE when the content is not what the
     *   name says or not supported, FILES_STORAGE_QUOTA_EXCEEDED, FILES_STORAGE_UNAVAILABLE (disk or bucket
     *   full or down), FILES_NAME_EXISTS when a folder has the name. Nothing is kept on any failure.
     */
    upload: async (actor: UserActor, target: { space: string; folderId?: string }, file: { fileName: string; stream: Readable }): Promise<FileNode> => {
      let folder;
      try {
        ({ node: folder } = await reachFolder(actor, target.space, target.folderId, 'write'));
      } catch (error) {
        file.stream.resume();
        throw error;
      }
      const node = await storeInto(actor, folder, file.fileName, file.stream);
      return present(node, ALL_RIGHTS);
    },

    rename: async (actor: UserActor, id: string, rawName: string): Promise<void> => {
      const { node, context } = await reach(actor, id, 'read');
      if (!node.parentId) throw notFound();
      if (!context.rights.get(node.parentId)?.write || (node.kind === 'folder' && !rightsOf(context, node).write)) throw denied();
      const name = nameOrFail(rawName);
      try {
        await repository.renameNode(actor.organisation.id, id, name, nameKeyOf(name), clock());
      } catch (error) {
        if (uniqueViolationOf(error) === 'file_nodes_live_name_key') throw new AppError('FILES_NAME_EXISTS', { cause: error });
        throw error;
      }
    },

    move: async (actor: UserActor, ids: string[], targetId: string): Promise<void> => {
      const { node: target, context } = await reach(actor, targetId, 'write');
      if (target.kind !== 'folder') throw notFound();
      const ancestors = new Set(pathOf(context, target.id).map((entry) => entry.id));
      for (const id of ids) {
        const { node } = await reach(actor, id, 'read');
        if (!node.parentId || node.space !== target.space) throw new AppError('FILES_COPY_FAILED');
        if (!context.rights.get(node.parentId)?.write) throw denied();
        if (ancestors.has(node.id)) throw new AppError('FILES_COPY_FAILED');
        if (node.parentId === target.id) continue;
        if (await repository.findLiveChildByName(actor.organisation.id, target.id, node.nameKey)) throw new AppError('FILES_NAME_EXISTS');
        try {
          await repository.moveNode(actor.organisation.id, node.id, target.id, clock());
        } catch (error) {
          if (uniqueViolationOf(error) === 'file_nodes_live_name_key') throw new AppError('FILES_NAME_EXISTS', { cause: error });
          throw error;
        }
      }
    },

    /**
     * Copies items (folders with what the caller may read in them) into a folder; each copied file gets
     * its own stored object. A clash of names takes 'name (2)'. @throws FILES_COPY_FAILED into itself.
     */
    copy: async (actor: UserActor, ids: string[], targetId: string): Promise<number> => {
      const organisationId = actor.organisation.id;
      const { node: target, context } = await reach(actor, targetId, 'write');
      if (target.kind !== 'folder') throw notFound();
      const ancestors = new Set(pathOf(context, target.id).map((entry) => entry.id));
      const plan: { source: FileNodeRow; newId: string; parentId: string; name: string; key?: string; sha256?: string }[] = [];
      for (const id of ids) {
        const { node } = await reach(actor, id, 'read');
        if (!node.parentId || node.space !== target.space || ancestors.has(node.id)) throw new AppError('FILES_COPY_FAILED');
        const subtree = node.kind === 'folder' ? await repository.liveSubtree(organisationId, node.id) : [node];
        const newIds = new Map<string, string>();
        const readable = subtree.filter((entry) => rightsOf(context, entry).read);
        // parents before children
        const depth = (entry: FileNodeRow) => pathOf(context, entry.kind === 'folder' ? entry.id : (entry.parentId ?? '')).length + (entry.kind === 'file' ? 1 : 0);
        for (const entry of readable.sort((a, b) => depth(a) - depth(b))) {
          const newId = randomUUID();
          newIds.set(entry.id, newId);
          const parentId = entry.id === node.id ? target.id : newIds.get(entry.parentId ?? '');
          if (!parentId) continue;
          plan.push({ source: entry, newId, parentId, name: entry.id === node.id ? await freeName(organisationId, target.id, entry.name) : entry.name });
        }
      }
      const copiedKeys: string[] = [];
      try {
        for (const item of plan) {
          if (item.source.kind !== 'file') continue;
          const version = await repository.findVersion(organisationId, item.source.id, undefined);
          if (!version) continue;
          item.key = `${organisationId}/${randomUUID()}`;
          item.sha256 = version.sha256;
          await storage.copy(version.storageKey, item.key);
          copiedKeys.push(item.key);
        }
        const now = clock();
        await repository.inTransaction(async (queries, transaction) => {
          await queries.lockStorage(organisationId);
          const added = plan.reduce((sum, item) => sum + (item.key ? Number(item.source.sizeBytes ?? 0) : 0), 0);
          if ((await storageUse(organisationId, transaction)) + added > quotaBytes) throw quotaExceeded();
          for (const item of plan) {
            if (item.source.kind === 'file' && !item.key) continue;
            await queries.insertNode({
              id: item.newId,
              organisationId,
              space: target.space,
              parentId: item.parentId,
              kind: item.source.kind,
              name: item.name,
              nameKey: nameKeyOf(item.name),
              sizeBytes: item.source.sizeBytes,
              mimeType: item.source.mimeType,
              currentVersion: item.key ? 1 : null,
              createdBy: actor.user.id,
              creatorName: displayNameOf(actor),
              createdAt: now,
              updatedAt: now,
            });
            if (item.key) {
              await queries.insertVersion({
                nodeId: item.newId,
                organisationId,
                version: 1,
                storageKey: item.key,
                sizeBytes: Number(item.source.sizeBytes ?? 0),
                sha256: item.sha256 ?? '',
                mimeType: item.source.mimeType ?? 'application/octet-stream',
                uploadedBy: actor.user.id,
                uploaderName: displayNameOf(actor),
                createdAt: now,
              });
            }
          }
        });
      } catch (error) {
        await deleteQuietly(copiedKeys);
        if (error instanceof AppError) throw error;
        if (uniqueViolationOf(error) === 'file_nodes_live_name_key') throw new AppError('FILES_NAME_EXISTS', { cause: error });
        log.warn({ err: error }, 'copy failed');
        throw new AppError('FILES_COPY_FAILED', { cause: error });
      }
      return plan.length;
    },

    versions: async (actor: UserActor, id: string): Promise<FileVersionList> => {
      const { node } = await reach(actor, id, 'read');
      if (node.kind !== 'file') throw notFound();
      const rows = await repository.versions(actor.organisation.id, node.id);
      return {
        list: rows.map((row) => ({
          id: row.id,
          version: row.version,
          sizeBytes: Number(row.sizeBytes),
          sha256: row.sha256,
          uploaderName: row.uploaderName,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * A file's bytes for GET /au/file/download: 'attachment' needs the download right; 'inline' (the
     * preview of a PDF, an image or a text) needs read and a previewable type.
     */
    download: async (actor: UserActor, query: { id: string; versionId?: string; disposition: 'attachment' | 'inline' }, rangeHeader?: string): Promise<ObjectDownload> => {
      const { node } = await reach(actor, query.id, query.disposition === 'attachment' ? 'download' : 'read');
      if (node.kind !== 'file') throw notFound();
      if (query.disposition === 'inline' && !['pdf', 'image', 'text'].includes(previewKindOf(node.mimeType))) throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      return openVersion(actor.organisation.id, node, query.versionId, rangeHeader);
    },

    /** An image file's thumbnail (read right, like the preview). */
    thumbnail: async (actor: UserActor, id: string): Promise<Buffer> => {
      const { node } = await reach(actor, id, 'read');
      return thumbnailOf(actor.organisation.id, node);
    },

    /** A Word document as sanitised HTML (the preview; read right). */
    render: async (actor: UserActor, id: string): Promise<string> => {
      const { node } = await reach(actor, id, 'read');
      if (node.kind !== 'file' || previewKindOf(node.mimeType) !== 'html') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      return renderWordToHtml((await openVersion(actor.organisation.id, node, undefined)).stream);
    },
    /** Renders a node already checked by the caller (share links). */
    renderNode: async (organisationId: string, node: FileNodeRow): Promise<string> => {
      if (node.kind !== 'file' || previewKindOf(node.mimeType) !== 'html') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      return renderWordToHtml((await openVersion(organisationId, node, undefined)).stream);
    },

    /** A folder as a zip: only the files the caller may download are in it. */
    zip: async (actor: UserActor, id: string): Promise<{ stream: Readable; name: string }> => {
      const { node, context } = await reach(actor, id, 'download');
      if (node.kind !== 'folder') throw notFound();
      const subtree = await repository.liveSubtree(actor.organisation.id, node.id);
      const base = pathOf(context, node.id).length;
      const files = subtree
        .filter((entry) => entry.kind === 'file' && rightsOf(context, entry).download)
        .map((entry) => ({ node: entry, path: [...pathOf(context, entry.parentId ?? '').slice(base).map((part) => part.name), entry.name].join('/') }));
      return { stream: zipStream(actor.organisation.id, files), name: `${node.name || 'files'}.zip` };
    },

    // ---- recycle bin ----
    /** Moves items and their subtrees to the bin (purge after exactly 30 days); their share links stop at once. */
    remove: async (actor: UserActor, ids: string[]): Promise<number> => {
      const now = clock();
      let count = 0;
      for (const id of ids) {
        const { node, context } = await reach(actor, id, 'read');
        if (!node.parentId) throw notFound();
        if (!context.rights.get(node.parentId)?.write) throw denied();
        count += await repository.trashSubtree(actor.organisation.id, node.id, now, new Date(now.getTime() + FilesLimits.recycleBinDays * DAY_MS));
        await repository.insertAudit({ organisationId: actor.organisation.id, nodeId: node.id, actorUserId: actor.user.id, action: 'bin.delete', result: 'ok', createdAt: now });
      }
      return count;
    },

    recycleList: async (actor: UserActor, body: { space: string; page: number; limit: number }): Promise<RecycleList> => {
      checkSpace(actor, body.space);
      const context = await loadSpace(actor.organisation.id, body.space, subjectOf(actor));
      const { list, total } = await repository.trashedRoots(actor.organisation.id, body.space, (body.page - 1) * body.limit, body.limit);
      return {
        list: list.map((node) => ({
          id: node.id,
          kind: node.kind as 'folder' | 'file',
          name: node.name,
          originalPath: `/${pathOf(context, node.parentId ?? '').slice(1).map((part) => part.name).join('/')}`,
          sizeBytes: node.kind === 'file' ? Number(node.sizeBytes ?? 0) : null,
          trashedAt: node.trashedAt!.toISOString(),
          purgeAfter: node.purgeAfter!.toISOString(),
        })),
        total,
      };
    },

    /** Puts items back where they were (their folder, or the root if that folder is gone), with their subtree. */
    restore: async (actor: UserActor, ids: string[]): Promise<number> => {
      let count = 0;
      for (const id of ids) {
        const node = await repository.findTrashedRoot(actor.organisation.id, id);
        if (!node) throw notFound();
        const context = await loadSpace(actor.organisation.id, node.space, subjectOf(actor));
        const parentId = node.parentId && context.byId.has(node.parentId) ? node.parentId : context.root.id;
        if (!context.rights.get(parentId)?.write) throw denied();
        const name = await freeName(actor.organisation.id, parentId, node.name);
        count += await repository.restoreSubtree(actor.organisation.id, node.id, parentId, name, clock());
        await repository.insertAudit({ organisationId: actor.organisation.id, nodeId: node.id, actorUserId: actor.user.id, action: 'bin.restore', result: 'ok', createdAt: clock() });
      }
      return count;
    },

    /** Deletes bin items for good, now (rows first, then the stored objects). */
    purge: async (actor: UserActor, ids: string[]): Promise<number> => {
      const roots: string[] = [];
      for (const id of ids) {
        const node = await repository.findTrashedRoot(actor.organisation.id, id);
        if (!node) throw notFound();
        const context = await loadSpace(actor.organisation.id, node.space, subjectOf(actor));
        const parentId = node.parentId && context.byId.has(node.parentId) ? node.parentId : context.root.id;
        if (!context.rights.get(parentId)?.write) throw denied();
        roots.push(node.id);
      }
      return deleteSubtreesNow(actor.organisation.id, roots, actor, 'bin.purge');
    },

    /** Empties the bin of a space (the organisation's administrator, or anyone who may write its root). */
    emptyBin: async (actor: UserActor, space: string): Promise<number> => {
      checkSpace(actor, space);
      const context = await loadSpace(actor.organisation.id, space, subjectOf(actor));
      if (!rightsOf(context, context.root).write) throw denied();
      const roots = await repository.allTrashedRootIds(actor.organisation.id, space);
      return roots.length === 0 ? 0 : deleteSubtreesNow(actor.organisation.id, roots, actor, 'bin.empty');
    },

    /**
     * The daily purge (job 'files.purge'): removes every bin item whose purge_after has come, never one
     * before (brief §4.1: Nextcloud purged early). Rows go in one transaction per item, the objects after
     * it commits; a crash in between leaves only objects, which the next run deletes.
     */
    purgeDue: async (limit = 500, now: Date = clock()): Promise<number> => {
      await sweepBlobDeletions();
      const due = await repository.dueRoots(now, limit);
      for (const item of due) await deleteSubtreesNow(item.organisationId, [item.id], null, 'bin.purge.auto');
      return due.length;
    },
    sweepBlobDeletions,
    /** Bytes of the file store's stored versions (the bin included), for the business cards' quota check. */
    fileStoreBytes: (organisationId: string, transaction?: Transaction) => repository.within(transaction).usedBytes(organisationId),
    storageUse,

    // ---- permissions ----
    /** A folder's entries (its own, or those it inherits) with names; anyone who may read it may see them. */
    permissions: async (actor: UserActor, folderId: string): Promise<PermissionList> => {
      const { node, context } = await reach(actor, folderId, 'read');
      if (node.kind !== 'folder') throw notFound();
      const deciding = decidingFolder(node.id, context.folders, context.grants);
      const grants = deciding ? (context.grants.get(deciding) ?? []) : [];
      const names = await subjectNames(actor.organisation.id, grants.length > 0);
      return {
        inheritedFrom: deciding ? { id: deciding, name: context.byId.get(deciding)?.name ?? '' } : null,
        list: grants.map((grant) => ({ ...grant, subjectName: names.get(`${grant.subjectType}:${grant.subjectId}`) ?? null })),
        canManage: isAdminUser(actor.user),
      };
    },
    /** The people and departments a permission entry may name (the organisation's administrator only). */
    permissionSubjects: async (actor: UserActor): Promise<PermissionSubjects> => {
      if (!isAdminUser(actor.user)) throw new AppError('PERMISSION_DENIED');
      const [{ list }, depts] = await Promise.all([people.list(actor.organisation.id, {}, { offset: 0, limit: 5000 }), departments.all(actor.organisation.id)]);
      return {
        people: list.map((person) => ({ id: person.id, name: personName(person), deptId: person.deptId, isAdmin: isAdminUser(person) })),
        departments: depts.map((dept) => ({ id: dept.id, name: dept.name, parentId: dept.parentId })),
      };
    },
    /**
     * Sets a folder's entries (the organisation's administrator only); an empty list returns it to inheriting.
     * Every entry must name a person or a department of the organisation.
     */
    setPermissions: async (actor: UserActor, folderId: string, entries: PermissionEntry[]): Promise<void> => {
      if (!isAdminUser(actor.user)) throw new AppError('PERMISSION_DENIED');
      const { node } = await reach(actor, folderId, 'read');
      if (node.kind !== 'folder') throw notFound();
      const names = await subjectNames(actor.organisation.id, entries.length > 0);
      const unknown = entries.findIndex((entry) => !names.has(`${entry.subjectType}:${entry.subjectId}`));
      if (unknown >= 0) throw new AppError('VALIDATION_FAILED', { details: [{ path: `entries.${unknown}.subjectId`, message: 'validation.invalidValue' }] });
      // one entry per subject: the last one given wins
      const unique = [...new Map(entries.map((entry) => [`${entry.subjectType}:${entry.subjectId}`, entry])).values()];
      await repository.setGrants(actor.organisation.id, node.id, unique, clock());
      await repository.insertAudit({ organisationId: actor.organisation.id, nodeId: node.id, actorUserId: actor.user.id, action: 'permission.set', result: 'ok', detail: JSON.stringify(unique), createdAt: clock() });
    },

    // ---- for other modules (secretary, documents) ----
    /**
     * Saves a generated document or an attachment into the store on behalf of `actor`: into the folder
     * `folderPath` (names from the space's root, made when missing) of `space`, as a new file or a new
     * version of one with the same name. The caller's write right is checked like an upload's.
     */
    saveDocument: async (actor: UserActor, input: { space?: string; folderPath: string[]; fileName: string; content: Buffer | Readable }): Promise<FileNode> => {
      const space = input.space ?? 'org';
      let { node: folder } = await reachFolder(actor, space, undefined, 'read');
      for (const part of input.folderPath) {
        const name = nameOrFail(part);
        const existing = await repository.findLiveChildByName(actor.organisation.id, folder.id, nameKeyOf(name));
        if (existing && existing.kind === 'folder') {
          folder = existing;
          continue;
        }
        const context = await loadSpace(actor.organisation.id, space, subjectOf(actor));
        if (!rightsOf(context, folder).write) throw denied();
        const now = clock();
        folder = await repository.insertNode({ organisationId: actor.organisation.id, space, parentId: folder.id, kind: 'folder', name, nameKey: nameKeyOf(name), createdBy: actor.user.id, creatorName: displayNameOf(actor), createdAt: now, updatedAt: now });
      }
      const { node: target } = await reach(actor, folder.id, 'write');
      const stream = Buffer.isBuffer(input.content) ? Readable.from([input.content]) : input.content;
      return present(await storeInto(actor, target, input.fileName, stream), ALL_RIGHTS);
    },
    /** A file the caller may read, as the list shows it (to attach an existing file to a matter). @throws FILES_NOT_FOUND. */
    describe: async (actor: UserActor, id: string): Promise<FileNode> => {
      const { node, rights } = await reach(actor, id, 'read');
      return present(node, rights);
    },
  };
};

export type FilesService = ReturnType<typeof createFilesService>;
