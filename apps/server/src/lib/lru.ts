/**
 * A bounded map that drops its least recently used entry when full (a Map keeps insertion order, so a
 * read re-inserts its entry and the first key is the oldest). `maxEntries` 0 keeps nothing.
 */
export const createLru = <K, V>(maxEntries: number) => {
  const entries = new Map<K, V>();
  return {
    get: (key: K): V | undefined => {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set: (key: K, value: V) => {
      if (maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete: (key: K) => entries.delete(key),
    /** Drops every entry whose value `matches` (a change that names what it made stale). */
    deleteWhere: (matches: (value: V) => boolean) => {
      for (const [key, value] of entries) if (matches(value)) entries.delete(key);
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
};
