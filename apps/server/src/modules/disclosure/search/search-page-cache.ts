import { createLru } from '../../../lib/lru';
import type { DocumentQuery, PageKey, SearchPage, SearchVersions } from './search.repository';

/**
 * Search pages (the repository's rows, total, capped, countedSince) kept in this process by their exact
 * query, least recently used out first (issue 19: repeated searches were bound by PostgreSQL's CPU).
 *
 * Exact across processes: a page is served only to a search that read the same documents and catalogue
 * versions (`SearchVersions`, one round trip per search) as the search that loaded it. Both counters are
 * raised by statement-level triggers in the writing transaction, so a search that starts after a change
 * commits reads a new version and misses. A page loaded while a change committed may already show it;
 * only searches that read the old version (began before the commit) are served it, which an uncached
 * search racing the commit could have answered too.
 *
 * Concurrent misses of one query and version share one load; a failed load is not kept.
 */
export const createSearchPageCache = (maxEntries: number) => {
  const pages = createLru<string, { stamp: string; page: Promise<SearchPage> }>(maxEntries);
  /** The versions of the pages kept: every page of other versions can never be served again. */
  let current = '';
  let hits = 0;
  let misses = 0;

  return {
    /** Whether pages are kept at all (SEARCH_CACHE_ENTRIES > 0): a caller need not build a key otherwise. */
    keeps: maxEntries > 0,
    /** The page of `query` (or of its `pageKey` form) at `versions`, from memory or from `load` (which reads it now). */
    get: (query: DocumentQuery | PageKey, versions: SearchVersions, load: () => Promise<SearchPage>): Promise<SearchPage> => {
      if (maxEntries <= 0) return load();
      const stamp = `${versions.documents}:${versions.catalogue}`;
      if (stamp !== current) {
        pages.clear();
        current = stamp;
      }
      // Dates serialise as ISO strings; the query's fields are always built in the same order.
      const key = JSON.stringify(query);
      const kept = pages.get(key);
      if (kept && kept.stamp === stamp) {
        hits += 1;
        return kept.page;
      }
      misses += 1;
      const page = load();
      const entry = { stamp, page };
      pages.set(key, entry);
      page.catch(() => {
        if (pages.get(key) === entry) pages.delete(key);
      });
      return page;
    },
    /**
     * Whether a page of `query` is kept under the versions last seen: when not, a search of it cannot be
     * answered from here unless a concurrent one loads it first, so it may skip reading the versions up front.
     */
    holds: (query: DocumentQuery | PageKey): boolean => maxEntries > 0 && pages.get(JSON.stringify(query))?.stamp === current,
    /** Hits and misses since start, and the pages kept (for tests). */
    stats: () => ({ hits, misses, size: pages.size() }),
  };
};

export type SearchPageCache = ReturnType<typeof createSearchPageCache>;
