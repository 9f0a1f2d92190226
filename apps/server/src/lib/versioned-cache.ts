/**
 * A value loaded from the database and kept in memory while the data it came from is unchanged.
 * Every `get` reads a cheap version of the source (e.g. its row count and newest updated_at), so a
 * change made by any process (another server, an importer) is seen on the next call, never later.
 */
export const createVersionedCache = <T>(readVersion: () => Promise<string>, load: () => Promise<T>) => {
  let cached: { version: string; value: T } | undefined;
  return {
    get: async (): Promise<T> => {
      // The version is read before the data: a write in between only costs one more reload later.
      const version = await readVersion();
      if (cached?.version === version) return cached.value;
      const value = await load();
      cached = { version, value };
      return value;
    },
    /** Forgets the value (the next get loads it again). */
    invalidate: () => {
      cached = undefined;
    },
  };
};
