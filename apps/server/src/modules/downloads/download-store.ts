import fs from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_FILE_PATH_PATTERN, DownloadLimits, type PreparedDownload } from '@app/contracts';

/** How long a prepared zip is kept (spec: a download link is for the user who made it, for a day). */
export const KEEP_MS = DownloadLimits.keepHours * 3_600_000;

// User ids are uuids; anything else can never name a folder.
const USER_ID_PATTERN = /^[0-9a-f-]{36}$/;

/** What is kept beside each zip: the reply the build gave, for the list. */
type StoredMetadata = PreparedDownload & { userId: string };

const isExpired = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() >= KEEP_MS;

/**
 * Prepared zips under DATA_DIR/downloads/<userId>/<name>.zip with a
 * <name>.json beside each. A user can only reach their own folder, and a file
 * name must match DOWNLOAD_FILE_PATH_PATTERN, so no path can leave it.
 */
export const createDownloadStore = (dataDir: string, clock: () => Date = () => new Date()) => {
  const root = path.resolve(dataDir, 'downloads');

  const userFolder = (userId: string): string => {
    if (!USER_ID_PATTERN.test(userId)) throw new Error('unexpected user id');
    return path.join(root, userId);
  };

  /** The absolute path of one of the user's zips, or null when the name is not a plain zip name. */
  const resolveZip = (userId: string, fileName: string): string | null => {
    if (!DOWNLOAD_FILE_PATH_PATTERN.test(fileName)) return null;
    const folder = userFolder(userId);
    const resolved = path.resolve(folder, fileName);
    // Belt and braces: the pattern already rules out separators and '..'.
    return path.dirname(resolved) === folder ? resolved : null;
  };

  const removeQuietly = (file: string) => fs.rm(file, { force: true }).catch(() => undefined);

  /** Removes zips (and their metadata) older than the keep time in one folder; empty folders go too. */
  const sweepFolder = async (folder: string): Promise<number> => {
    const now = clock();
    let removed = 0;
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(folder, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && isExpired(stat.mtime, now)) {
        await removeQuietly(file);
        removed += 1;
      }
    }
    if ((await fs.readdir(folder).catch(() => ['?'])).length === 0) await fs.rmdir(folder).catch(() => undefined);
    return removed;
  };

  return {
    /** Where a new zip of the user's is written (folder created); `partPath` is renamed to `zipPath` when complete. */
    prepare: async (userId: string, fileName: string) => {
      const zipPath = resolveZip(userId, fileName);
      if (!zipPath) throw new Error(`unsafe download file name ${fileName}`);
      await fs.mkdir(path.dirname(zipPath), { recursive: true });
      return { zipPath, partPath: `${zipPath}.part` };
    },

    /** Moves a finished zip into place and writes its metadata (with the file's size); returns the metadata. */
    commit: async (userId: string, partPath: string, zipPath: string, details: Omit<PreparedDownload, 'sizeBytes'>): Promise<PreparedDownload> => {
      const { size } = await fs.stat(partPath);
      const metadata: PreparedDownload = { ...details, sizeBytes: size };
      const stored: StoredMetadata = { ...metadata, userId };
      await fs.writeFile(zipPath.replace(/\.zip$/, '.json'), JSON.stringify(stored));
      await fs.rename(partPath, zipPath);
      return metadata;
    },

    removeQuietly,

    /** The user's prepared zips that have not expired, newest first. */
    list: async (userId: string): Promise<PreparedDownload[]> => {
      const folder = userFolder(userId);
      await sweepFolder(folder);
      const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      const items: PreparedDownload[] = [];
      for (const name of names) {
        const text = await fs.readFile(path.join(folder, name), 'utf8').catch(() => null);
        if (!text) continue;
        const { userId: owner, ...metadata } = JSON.parse(text) as StoredMetadata;
        if (owner !== userId || !resolveZip(userId, metadata.filePath)) continue;
        const zip = await fs.stat(path.join(folder, metadata.filePath)).catch(() => null);
        if (zip?.isFile() && !isExpired(new Date(metadata.createdAt), clock())) items.push(metadata);
      }
      return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** One of the user's zips if it exists and has not expired (an expired one is removed). */
    find: async (userId: string, fileName: string): Promise<{ zipPath: string; sizeBytes: number } | null> => {
      const zipPath = resolveZip(userId, fileName);
      if (!zipPath) return null;
      const stat = await fs.stat(zipPath).catch(() => null);
      if (!stat?.isFile()) return null;
      if (isExpired(stat.mtime, clock())) {
        await removeQuietly(zipPath);
        await removeQuietly(zipPath.replace(/\.zip$/, '.json'));
        return null;
      }
      return { zipPath, sizeBytes: stat.size };
    },

    /** Removes every expired zip of every user (at start-up). Returns how many files went. */
    sweepAll: async (): Promise<number> => {
      const folders = await fs.readdir(root).catch(() => [] as string[]);
      let removed = 0;
      for (const name of folders.filter((folder) => USER_ID_PATTERN.test(folder))) removed += await sweepFolder(path.join(root, name));
      return removed;
    },
  };
};

export type DownloadStore = ReturnType<typeof createDownloadStore>;
