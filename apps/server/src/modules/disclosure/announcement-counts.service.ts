import { createLru } from '../../lib/lru';
import { createNotifiedRead, createVersionedCache, type ChangeWatch } from '../../lib/versioned-cache';
import type { SearchRepository } from './search/search.repository';

const DAY_MS = 86_400_000;
/** Companies whose recent release times are kept (the catalogue has about 8,000). */
const MAX_COMPANIES = 10_000;

type Kept = { from: number; times: number[] };

/** Announcements at or after `start` among release times sorted oldest first. */
const countFrom = (times: number[], start: number): number => {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return times.length - low;
};

/**
 * How many announcements companies released recently (the followed-companies list of user-content shows it).
 *
 * Counting them over the whole corpus was the follows list's costliest query (issue 19). Each company's
 * release times since a day before the asked start are kept while the documents' change counter
 * (documents_version, raised by a trigger in every writing transaction) is unchanged: the counter is kept in
 * memory until the trigger's notification says it moved (read again by primary key then, or on every call while
 * notifications cannot be heard), and a change made by any process starts an empty set. The times rather than a count are kept because the start
 * moves with the clock: a count at any later start is exact from them.
 */
export const createAnnouncementCountsService = (
  repository: Pick<SearchRepository, 'announcementTimes' | 'versions'>,
  /** The counters' own notifications (the change bus's `documents` and `catalogue`), so they are not read on every call. */
  counterChanges: ChangeWatch,
) => {
  const versions = createNotifiedRead(repository.versions, counterChanges);
  // The value kept per version is the (initially empty) set of companies read at that version; times read
  // after the version are newer than it, never older.
  const byVersion = createVersionedCache(async () => (await versions()).documents, async () => createLru<string, Kept>(MAX_COMPANIES));
  return {
    /**
     * The documents' and the catalogue's change counters, kept in memory until their triggers' notification says
     * they moved, else read in one round trip (lib/versioned-cache.ts createNotifiedRead). The follows list shows
     * both (the names and the counts): a change by another process shows there once its notification arrives.
     */
    versions,
    /**
     * Announcements released since `since` per stock code; codes without any are absent.
     * `documentsVersion`: the documents' version the caller read during its call (from `versions`), else read here.
     */
    countSince: async (stockCodes: string[], since: Date, documentsVersion?: string): Promise<Map<string, number>> => {
      if (stockCodes.length === 0) return new Map();
      const companies = await byVersion.get(documentsVersion);
      const start = since.getTime();
      const known = new Map<string, Kept>();
      const missing: string[] = [];
      for (const code of new Set(stockCodes)) {
        const entry = companies.get(code);
        if (entry && entry.from <= start) known.set(code, entry);
        else missing.push(code);
      }
      if (missing.length > 0) {
        // A day's margin: the same entries answer while the start moves forward with the clock.
        const from = start - DAY_MS;
        const times = await repository.announcementTimes(missing, new Date(from));
        for (const code of missing) {
          const entry = { from, times: times.get(code) ?? [] };
          companies.set(code, entry);
          known.set(code, entry);
        }
      }
      const counts = new Map<string, number>();
      for (const [code, entry] of known) {
        const count = countFrom(entry.times, start);
        if (count > 0) counts.set(code, count);
      }
      return counts;
    },
  };
};

export type AnnouncementCountsService = ReturnType<typeof createAnnouncementCountsService>;
