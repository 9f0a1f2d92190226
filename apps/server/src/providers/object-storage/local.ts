import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, ObjectNotFoundError, StorageUnavailableError, type ByteRange, type ObjectStorage } from './types';

/** Disk errors that mean "cannot store now" (full disk, quota, read-only, too many files) rather than a bug. */
const STORAGE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EMFILE', 'ENFILE', 'EACCES', 'EPERM', 'EIO']);
const isStorageError = (error: unknown) => typeof error === 'object' && error !== null && STORAGE_ERRORS.has(String((error as { code?: unknown }).code));

/**
 * Objects as files under `root` (default DATA_DIR/files/store). A write goes to
 * a '.part' file that is renamed into place only when every byte arrived, so a
 * crash or a full disk never leaves half an object under a real key.
 */
export const createLocalObjectStorage = (root: string): ObjectStorage => {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    put: async (key, body, sizeBytes) => {
      const target = pathOf(key);
      const part = `${target}.${randomUUID()}.part`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await pipeline(body, createWriteStream(part, { flags: 'wx' }));
        const { size } = await fs.stat(part);
        if (size !== sizeBytes) throw new Error(`stored ${size} bytes of ${sizeBytes}`);
        await fs.rename(part, target);
      } catch (error) {
        await fs.rm(part, { force: true });
        if (isStorageError(error)) throw new StorageUnavailableError(`local storage refused ${key}`, { cause: error });
        throw error;
      }
    },
    get: async (key, range?: ByteRange): Promise<Readable> => {
      const file = pathOf(key);
      try {
        await fs.access(file);
      } catch {
        throw new ObjectNotFoundError(key);
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    copy: async (fromKey, toKey) => {
      const target = pathOf(toKey);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(pathOf(fromKey), target);
      } catch (error) {
        await fs.rm(target, { force: true });
        if ((error as { code?: string }).code === 'ENOENT') throw new ObjectNotFoundError(fromKey);
        if (isStorageError(error)) throw new StorageUnavailableError(`local storage refused ${toKey}`, { cause: error });
        throw error;
      }
    },
    delete: async (key) => {
      await fs.rm(pathOf(key), { force: true });
    },
  };
};
