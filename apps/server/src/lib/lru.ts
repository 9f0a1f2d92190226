import { LRUCache } from 'lru-cache';

/**
 * A bounded map that drops its least recently used entry when full. `maxEntries` 0 keeps nothing.
 * lru-cache keeps the order in a linked list of array slots, so a read moves no Map entry: the Map this
 * replaced deleted and re-inserted its entry on every read, about 1 µs of every signed-in call (each reads
 * the caller's and the user's caches; docs/PERFORMANCE.md, thirteenth round).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's own bound: keys and values are never null
export const createLru = <K extends {}, V extends {}>(maxEntries: number) => {
  const entries = maxEntries > 0 ? new LRUCache<K, V>({ max: maxEntries }) : undefined;
  return {
    get: (key: K): V | undefined => entries?.get(key),
    set: (key: K, value: V) => {
      entries?.set(key, value);
    },
    delete: (key: K) => entries?.delete(key) ?? false,
    /** Drops every entry whose value `matches` (a change that names what it made stale). */
    deleteWhere: (matches: (value: V) => boolean) => {
      if (!entries) return;
      const stale: K[] = [];
      for (const [key, value] of entries.entries()) if (matches(value)) stale.push(key);
      for (const key of stale) entries.delete(key);
    },
    clear: () => entries?.clear(),
    size: () => entries?.size ?? 0,
  };
};
