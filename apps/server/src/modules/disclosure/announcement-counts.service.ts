import { createLru } from '../../lib/lru';
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
 * (documents_version, raised by a trigger in every writing transaction) is unchanged: every call reads the
 * counter by primary key, and a change made by any process drops them all. The times rather than a count
 * are kept because the start moves with the clock: a count at any later start is exact from them.
 */
export const createAnnouncementCountsService = (repository: Pick<SearchRepository, 'announcementTimes' | 'documentsVersion'>) => {
  let kept = { version: '', companies: createLru<string, Kept>(MAX_COMPANIES) };
  return {
    /** Announcements released since `since` per stock code; codes without any are absent. */
    countSince: async (stockCodes: string[], since: Date): Promise<Map<string, number>> => {
      if (stockCodes.length === 0) return new Map();
      // Read before the times: times read after a change are newer than the version they are kept under, never older.
      const version = await repository.documentsVersion();
      if (version !== kept.version) kept = { version, companies: createLru<string, Kept>(MAX_COMPANIES) };
      const { companies } = kept;
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
