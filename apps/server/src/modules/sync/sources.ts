import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SyncNote, SyncNoteCode, SyncSourceId } from '@app/contracts';
import { checkHolidayFeeds, HOLIDAY_FEED_LANGUAGES, isProvisionalHolidayDate, listHongKongHolidays, parseHolidayFeed, type HolidayFeedLanguage, type HolidayRecord } from '@app/domain';
import type { ImportFile, ImportFormat, ImportOptions } from '../disclosure/index';
import type { RequestOptions } from './fetcher';

/**
 * The public sources (shared/domain/data-sources.md) and how each run fetches them and hands the
 * answers to the existing importers (modules/disclosure/importers) or, for the 1823 holiday feed,
 * to the calendar's feed reader. Each source only reads what the importers store: metadata and
 * links, never document bodies.
 */

/** One fetched answer: its file name as the importer knows it, where it came from, its text. */
export type FetchedFile = ImportFile & { url: string };

/** What a source's run may do: fetch (counted, paced), import one answer, count and note. */
export type SourceRunContext = {
  now: Date;
  dataDir: string;
  fetch: (url: string, options?: RequestOptions) => Promise<string | null>;
  /** Imports fetched answers (one, or several read as one run) with the existing importer of `format`; counts are added to the run. */
  importAnswer: (format: ImportFormat, files: FetchedFile | FetchedFile[], options?: ImportOptions) => Promise<void>;
  /** Counts for sources that do not go through a disclosure importer (the holiday feed). */
  count: (counts: { fetched: number; inserted: number; unchanged: number }) => void;
  note: (code: SyncNoteCode, values: SyncNote['values']) => void;
};

export type SyncSourceDefinition = {
  id: SyncSourceId;
  host: string;
  /** Every `everyMinutes` minutes (aligned to the epoch), or daily at `dailyAt` (Hong Kong time). */
  schedule: { everyMinutes: number } | { dailyAt: string };
  run: (context: SourceRunContext) => Promise<void>;
};

const HKEXNEWS = 'https://www1.hkexnews.hk';
const SFC_NEWS_SEARCH = 'https://apps.sfc.hk/edistributionWeb/api/news/search';
const HOLIDAY_FEED = 'https://www.1823.gov.hk/common/ical';
const CR_DAILY_FILES = 'https://www.cr.gov.hk/docs/wrpt/RNC063';

/** Pages of the latest-information feed read per language and run (page 1 says how many there are). */
export const LATEST_FEED_MAX_PAGES = 3;
/** SFC news: items per page and pages per language and year in one run. */
export const SFC_PAGE_SIZE = 100;
export const SFC_MAX_PAGES = 10;
/** Companies Registry daily files: how many past Hong Kong days each run reads (a missed day is caught up). */
export const CR_DAYS_BACK = 3;

/** The Hong Kong calendar date of `at`, YYYY-MM-DD. */
export const hongKongDate = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const readJsonObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * HKEXnews "latest listed company information" (`lcisehk1relsde_N.json` English, `…relsdc_N.json`
 * Chinese): titles with their category codes in one request; English first so both languages land in one row.
 */
const hkexLatest: SyncSourceDefinition = {
  id: 'hkex-latest',
  host: 'www1.hkexnews.hk',
  schedule: { everyMinutes: 30 },
  run: async (context) => {
    for (const [suffix, lang] of [['e', 'E'], ['c', 'ZH']] as const) {
      let pages = 1;
      for (let page = 1; page <= pages; page += 1) {
        const name = `lcisehk1relsd${suffix}_${page}.json`;
        const url = `${HKEXNEWS}/ncms/json/eds/${name}`;
        const text = (await context.fetch(url))!;
        if (page === 1) {
          const declared = Number(readJsonObject(text)?.maxNumOfFile ?? 1);
          pages = Number.isInteger(declared) && declared > 1 ? Math.min(declared, LATEST_FEED_MAX_PAGES) : 1;
          if (declared > LATEST_FEED_MAX_PAGES) context.note('pagesCapped', { file: name, published: declared, read: LATEST_FEED_MAX_PAGES });
        }
        await context.importAnswer('hkex-latest', { name, url, text }, { lang });
      }
    }
  },
};

/** Whole-market title searches may span at most this many months (HKEXnews config.js `SearchDocAllMaxMonthRange`). */
export const TITLE_SEARCH_MAX_MONTHS = 1;
/** The title search reads each of the Hong Kong days before today, one request per day and language. */
export const TITLE_SEARCH_DAYS_BACK = 2;
/** Rows asked for per request (the page's "load more" raises rowRange the same way); more is noted, not read. */
export const TITLE_SEARCH_ROWS = 3000;

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/**
 * The whole-market title-search URL of `from`..`to` (YYYY-MM-DD, Hong Kong days), all categories.
 * @throws RangeError for a window longer than the search allows (one month), or reversed.
 */
export const titleSearchUrl = (from: string, to: string, lang: 'E' | 'ZH'): string => {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + TITLE_SEARCH_MAX_MONTHS);
  if (to < from || new Date(`${to}T00:00:00Z`) > limit) throw new RangeError(`title search ${from}..${to}: whole-market searches span at most ${TITLE_SEARCH_MAX_MONTHS} month`);
  const query = new URLSearchParams({
    sortDir: '0',
    sortByOptions: 'DateTime',
    category: '0',
    market: 'SEHK',
    stockId: '-1',
    documentType: '-1',
    fromDate: compactDate(from),
    toDate: compactDate(to),
    title: '',
    searchType: '0',
    t1code: '-2',
    t2Gcode: '-2',
    t2code: '-2',
    rowRange: String(TITLE_SEARCH_ROWS),
    lang,
  });
  return `${HKEXNEWS}/search/titleSearchServlet.do?${query.toString()}`;
};

/**
 * HKEXnews title search (GET `titleSearchServlet.do`), whole market: each of the last days on its own
 * (well inside the one-month limit), English then Chinese. It catches what the latest feed's first
 * pages no longer show on a busy day.
 */
const hkexTitleSearch: SyncSourceDefinition = {
  id: 'hkex-title-search',
  host: 'www1.hkexnews.hk',
  schedule: { dailyAt: '07:15' },
  run: async (context) => {
    for (let back = TITLE_SEARCH_DAYS_BACK; back >= 1; back -= 1) {
      const day = hongKongDate(new Date(context.now.getTime() - back * 24 * 3600_000));
      for (const lang of ['E', 'ZH'] as const) {
        const url = titleSearchUrl(day, day, lang);
        const text = (await context.fetch(url))!;
        await context.importAnswer('hkex-title-search', { name: `titlesearch_${compactDate(day)}_${lang}.json`, url, text }, { lang });
        const answer = readJsonObject(text);
        if (answer?.hasNextRow === true) context.note('titleSearchCapped', { day, lang, total: String(answer.recordCnt ?? '?'), read: TITLE_SEARCH_ROWS });
      }
    }
  },
};

/** HKEXnews active and inactive stock lists (the title search's own lists): active first, so the inactive list's reused codes are seen. */
const hkexStockLists: SyncSourceDefinition = {
  id: 'hkex-stock-lists',
  host: 'www1.hkexnews.hk',
  schedule: { dailyAt: '06:30' },
  run: async (context) => {
    for (const list of ['active', 'inactive'] as const) {
      const name = `${list}stock_sehk_e.json`;
      const url = `${HKEXNEWS}/ncms/script/eds/${name}`;
      await context.importAnswer('hkex-stock-list', { name, url, text: (await context.fetch(url))! }, { list });
    }
  },
};

/** HKEXnews headline-category tree: the four levels in both languages, one importer run. */
const hkexCategories: SyncSourceDefinition = {
  id: 'hkex-categories',
  host: 'www1.hkexnews.hk',
  schedule: { everyMinutes: 7 * 24 * 60 },
  run: async (context) => {
    const files: FetchedFile[] = [];
    for (const level of ['tierone', 'tiertwogrp', 'tiertwo', 'doc'])
      for (const lang of ['e', 'c']) {
        const name = `${level}_${lang}.json`;
        const url = `${HKEXNEWS}/ncms/script/eds/${name}`;
        files.push({ name, url, text: (await context.fetch(url))! });
      }
    // One run for all eight files: a new code needs both its names, which come from two files.
    await context.importAnswer('hkex-categories', files);
  },
};

/**
 * SFC news, enforcement included (`/api/news/search`, POST JSON; `lang` is required): this Hong Kong
 * year's items in English and Chinese, page by page up to the answer's `total`; in January last year's too.
 */
const sfcNews: SyncSourceDefinition = {
  id: 'sfc-news',
  host: 'apps.sfc.hk',
  schedule: { everyMinutes: 180 },
  run: async (context) => {
    const [year, month] = hongKongDate(context.now).split('-').map(Number);
    const years = month === 1 ? [year - 1, year] : [year];
    for (const newsYear of years)
      for (const lang of ['EN', 'TC'] as const) {
        for (let pageNo = 0; pageNo < SFC_MAX_PAGES; pageNo += 1) {
          const body = { lang, category: 'all', year: newsYear, month: 'all', pageNo, pageSize: SFC_PAGE_SIZE };
          const text = (await context.fetch(SFC_NEWS_SEARCH, { json: body }))!;
          await context.importAnswer('sfc-news', { name: `sfc-news-${newsYear}-${lang}-page${pageNo}.json`, url: SFC_NEWS_SEARCH, text });
          const answer = readJsonObject(text);
          const items = Array.isArray(answer?.items) ? answer.items.length : 0;
          const total = Number(answer?.total ?? 0);
          if (items < SFC_PAGE_SIZE || (pageNo + 1) * SFC_PAGE_SIZE >= total) break;
          if (pageNo === SFC_MAX_PAGES - 1) context.note('sfcCapped', { year: newsYear, lang, total, read: SFC_MAX_PAGES * SFC_PAGE_SIZE });
        }
      }
  },
};

/**
 * Companies Registry daily lists of new and renamed companies (`RNC063L_YYYYMMDD.csv` local,
 * `RNC063F_…` registered non-Hong Kong companies) of the last few Hong Kong days; a day with no
 * file (weekends, holidays, not yet published) is noted, not an error.
 */
const crCompanies: SyncSourceDefinition = {
  id: 'cr-companies',
  host: 'www.cr.gov.hk',
  schedule: { dailyAt: '09:15' },
  run: async (context) => {
    for (let back = CR_DAYS_BACK; back >= 1; back -= 1) {
      const day = hongKongDate(new Date(context.now.getTime() - back * 24 * 3600_000)).replaceAll('-', '');
      for (const kind of ['L', 'F'] as const) {
        const name = `RNC063${kind}_${day}.csv`;
        const url = `${CR_DAILY_FILES}/${name}`;
        const text = await context.fetch(url, { allowMissing: true });
        if (text === null) {
          context.note('notPublished', { file: name });
          continue;
        }
        await context.importAnswer('cr-companies', { name, url, text }, { registerKind: kind === 'L' ? 'local' : 'foreign' });
      }
    }
  },
};

/** Where the holiday source keeps the latest feed it read, for `npm run calendar:import-holidays -- --from <folder>`. */
export const holidayFeedFolder = (dataDir: string) => path.join(dataDir, 'sync', 'hk-holidays-1823');

/**
 * The Government's 1823 general-holiday feed (en, tc, sc). The calendar is data built into the
 * code (packages/domain), so the run checks the feed with the calendar's own reader, counts the
 * holidays the built calendar lacks or holds only provisionally, and keeps the feed in
 * DATA_DIR/sync/hk-holidays-1823 for the operator's import, which rebuilds the calendar.
 */
const hkHolidays: SyncSourceDefinition = {
  id: 'hk-holidays',
  host: 'www.1823.gov.hk',
  schedule: { dailyAt: '05:45' },
  run: async (context) => {
    const feeds = {} as Record<HolidayFeedLanguage, HolidayRecord[]>;
    for (const language of HOLIDAY_FEED_LANGUAGES) {
      const text = (await context.fetch(`${HOLIDAY_FEED}/${language}.json`))!;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`${language}.json is not JSON`);
      }
      feeds[language] = parseHolidayFeed(json, language);
    }
    const years = checkHolidayFeeds(feeds);
    const inCompleteYears = feeds.en.filter((record) => years.includes(Number(record.date.slice(0, 4))));
    const known = new Set(years.flatMap((year) => listHongKongHolidays(year).map((holiday) => holiday.date)));
    const missing = inCompleteYears.filter((record) => !known.has(record.date) || isProvisionalHolidayDate(record.date));
    context.count({ fetched: feeds.en.length, inserted: missing.length, unchanged: feeds.en.length - missing.length });
    const folder = holidayFeedFolder(context.dataDir);
    await mkdir(folder, { recursive: true });
    for (const language of HOLIDAY_FEED_LANGUAGES) await writeFile(path.join(folder, `${language}.json`), `${JSON.stringify(feeds[language], null, 1)}\n`);
    if (missing.length > 0) {
      const first = missing.slice(0, 5).map((record) => record.date).join(', ');
      context.note('holidaysMissing', { count: missing.length, years: years.join(', '), first: `${first}${missing.length > 5 ? ', …' : ''}`, folder });
    }
  },
};

/** Every source, in the order of the staff page (and of their priority). */
export const SYNC_SOURCES: readonly SyncSourceDefinition[] = [hkexLatest, hkexTitleSearch, hkexStockLists, hkHolidays, sfcNews, hkexCategories, crCompanies];
