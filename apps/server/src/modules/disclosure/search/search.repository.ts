import { SearchLimits, type DocumentKind } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, selectRows, type Database } from '../../../db/client';
import { createLru } from '../../../lib/lru';
import { CATALOGUE_VERSION_SUBQUERY } from '../../companies/index';
import { anyOf, Facets, periodQuery } from './search-text';

/** Everything a search filters on, already resolved (presets to dates, owners and VIP filters to stock codes). */
export type DocumentQuery = {
  kind: DocumentKind;
  /** A tsquery literal from toTsqueryLiteral, or null for "no keyword". */
  tsquery: string | null;
  scope: 'title' | 'full';
  markets: string[] | null;
  stockCodes: string[] | null;
  t1Code: string | null;
  t2Code: string | null;
  docType: string | null;
  issuingBody: string | null;
  listType: number | null;
  sourceType: number | null;
  validity: number | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  /** Spec §9: delisted issuers' announcements before May 2019 are left out when filters are used. */
  excludeOldDelisted: boolean;
  sortBy: 'time' | 'relevance';
  offset: number;
  limit: number;
};

export type DocumentRow = {
  id: number;
  md5_key: string;
  kind: DocumentKind;
  title_en: string | null;
  title_zh: string | null;
  release_time: Date | string;
  market: string | null;
  stock_codes: string[];
  t1_code: string | null;
  t2_codes: string[];
  doc_type: string | null;
  file_type: string | null;
  file_size: string | null;
  file_link_en: string | null;
  file_link_zh: string | null;
  issuing_body: string | null;
  list_type: number | null;
  org_type: number | null;
  validity: number | null;
  version_date: string | null;
  effective_date: string | null;
  rule_number: string | null;
  source_type: number | null;
  subject_en: string | null;
  subject_zh: string | null;
  punished_party: string | null;
  has_body: boolean;
  source: string;
};

/** A document as its detail shows it: the list's columns and the summaries. */
export type DocumentDetailRow = DocumentRow & { summary_en: string | null; summary_zh: string | null };

/** DocumentRow's columns: what a list shows (not the summaries, which only the detail shows). */
const LIST_COLUMNS_TEXT =
  'id, md5_key, kind, title_en, title_zh, release_time, market, stock_codes, t1_code, t2_codes, doc_type, file_type, file_size, file_link_en, file_link_zh, issuing_body, list_type, org_type, validity, version_date::text as version_date, effective_date::text as effective_date, rule_number, source_type, subject_en, subject_zh, punished_party, has_body, source';
const LIST_COLUMNS = sql.raw(LIST_COLUMNS_TEXT);
const DETAIL_COLUMNS = sql.raw(`${LIST_COLUMNS_TEXT}, summary_en, summary_zh`);

/**
 * The rows of a search page by id (every search ends with it): prepared once, so neither Drizzle nor
 * PostgreSQL builds and plans it per search. The ids travel as one array literal.
 */
const rowsByIdsQuery = preparedRows<DocumentRow>('search_rows_by_ids', sql`select ${LIST_COLUMNS} from documents where id = any(${sql.placeholder('ids')}::bigint[])`);

/** The documents' change counter (disclosure's documents_version) as a scalar subquery. */
const DOCUMENTS_VERSION_SUBQUERY = sql`(select version from documents_version where id = 1)`;

/**
 * The two change counters a search page depends on, in one round trip (every search reads them): the documents'
 * and the catalogue's (the companies module's, whose index names the page's issuers). Both are raised by triggers
 * in the writing transaction (migrations *_version_trigger).
 */
const versionsQuery = preparedRows<{ documents: string | number | null; catalogue: string | number | null }>(
  'search_versions',
  sql`select ${DOCUMENTS_VERSION_SUBQUERY} as documents, ${CATALOGUE_VERSION_SUBQUERY} as catalogue`,
);
/** The first release at or after a time, of one kind (the (kind, release_time) index: one probe). */
const firstReleaseQuery = preparedRows<{ first: string | Date | null }>(
  'search_first_release',
  sql`select min(release_time) as first from documents where kind = ${sql.placeholder('kind')} and release_time >= ${sql.placeholder('from')}::timestamptz`,
);

/** The counters as strings (the catalogue's as `catalogueVersion` gives it); the migrations write both rows, a missing one reads 0. */
export type SearchVersions = { documents: string; catalogue: string };

/** versionsQuery's two counters as columns of another statement (`searchReadingVersions`): read in its snapshot. */
const VERSION_COLUMNS = sql`${DOCUMENTS_VERSION_SUBQUERY} as documents_version, ${CATALOGUE_VERSION_SUBQUERY} as catalogue_version`;
type VersionColumns = { documents_version: string | number | null; catalogue_version: string | number | null };
const versionsOf = (row: VersionColumns): SearchVersions => ({ documents: String(row.documents_version ?? 0), catalogue: String(row.catalogue_version ?? 0) });

const DELISTED_CUTOFF = '2019-05-01T00:00:00+08:00';

/** Where the history starts (HK 1999-04-01; earlier bounds add nothing). */
const HISTORY_START = Date.parse('1999-01-01T00:00:00+08:00');

/** The facet part of the tsquery for the filters that are stored as facets (stock, category, market). */
const facetParts = (query: DocumentQuery): string[] => [
  ...(query.stockCodes ? [anyOf(query.stockCodes.map(Facets.stock))] : []),
  ...(query.t1Code ? [anyOf([Facets.tierOne(query.t1Code)])] : []),
  ...(query.t2Code ? [anyOf([Facets.tierTwo(query.t2Code)])] : []),
  ...(query.docType ? [anyOf([Facets.docType(query.docType)])] : []),
  ...(query.markets ? [anyOf(query.markets.map(Facets.market))] : []),
];

/** Conditions that stay in SQL: the kind, the regulatory attributes and the spec §9 delisted rule. */
const plainConditions = (query: DocumentQuery): SQL[] => {
  const conditions: SQL[] = [sql`kind = ${query.kind}`];
  if (query.issuingBody) conditions.push(sql`issuing_body = ${query.issuingBody}`);
  if (query.listType) conditions.push(sql`list_type = ${query.listType}`);
  if (query.sourceType !== null) conditions.push(sql`source_type = ${query.sourceType}`);
  if (query.validity) conditions.push(sql`validity = ${query.validity}`);
  if (query.excludeOldDelisted) conditions.push(sql`not (issuer_delisted and release_time < ${DELISTED_CUTOFF}::timestamptz)`);
  return conditions;
};

/**
 * The full-text condition: keyword, facets and the period's lexemes, against titles (and bodies). Each part is its own
 * `@@` (the same matches as one tsquery joining them with &): the GIN index then takes each part as a separate key and
 * steps through the rarest, where one tsquery of a rare word and a period's 60 day lexemes made it test the whole
 * query on every document of the period (41 ms against 1 ms for "auditors" over two months of a million documents).
 */
const textCondition = (query: DocumentQuery, parts: string[]): SQL => {
  const matches = (column: SQL) => sql.join(parts.map((part) => sql`${column} @@ ${part}::tsquery`), sql` and `);
  return query.scope === 'full' ? sql`((${matches(sql`search_title`)}) or (${matches(sql`search_body`)}))` : matches(sql`search_title`);
};

const timeConditions = (from: Date | null, to: Date | null): SQL[] => [
  ...(from ? [sql`release_time >= ${from.toISOString()}::timestamptz`] : []),
  ...(to ? [sql`release_time < ${to.toISOString()}::timestamptz`] : []),
];

/**
 * A window's exact bounds, written so that PostgreSQL does not answer them from an index. The window's period
 * lexemes (`periodQuery`) already confine the full-text index's matches to the window's days; the bounds only cut the
 * first and last day at the window's edges, which the rows' recheck does. As plain conditions they made the planner
 * add a scan of the release_time index and a BitmapAnd, reading every document of the window (6,600 ids for a
 * week of the million-document corpus) to intersect with a few hundred matches: 1.5 ms per statement against 1.2
 * without, same rows (docs/PERFORMANCE.md, ninth round).
 */
const windowBounds = (from: Date, to: Date): SQL[] => [
  sql`release_time + interval '0 s' >= ${from.toISOString()}::timestamptz`,
  sql`release_time + interval '0 s' < ${to.toISOString()}::timestamptz`,
];

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

const DAY = 86_400_000;
/**
 * Windows a search walks through, newest first, measured back from the end of the
 * range (the newest document unless the user chose an earlier end): a week, two months, a year, five years, then everything older.
 * Each window's days (months, years) are lexemes of the tsquery, so the GIN index returns only
 * that window's matches: a common term fills the first page from the first
 * week without reading its other tens of thousands of matches, and a rare
 * term's windows are each cheap. See docs/PERFORMANCE.md.
 */
const WINDOW_SPANS = [7 * DAY, 62 * DAY, 366 * DAY, 5 * 366 * DAY, Number.POSITIVE_INFINITY];

/** `pageKey`'s form of a query with a start: the start replaced by what the page depends on. */
export type PageKey = Omit<DocumentQuery, 'from'> & { firstReleaseFrom: number | null; clampedWindow: number };

export type SearchPage = {
  rows: DocumentRow[];
  total: number;
  capped: boolean;
  /** When the count covers only recent windows: the start of the counted period. */
  countedSince: Date | null;
};

/** Rows kept per page kept (SEARCH_CACHE_ENTRIES): pages share most of their rows, the newest documents. */
export const ROWS_KEPT_PER_PAGE = 5;

export const createSearchRepository = (db: Database, options: { rowsKept?: number } = {}) => {
  const newestByKind = new Map<string, { time: number | null; documentsVersion: string }>();
  /**
   * Result rows by id, read under one documents version (issue 19: the page's rows were the last round trip of
   * every new search, and new searches mostly show the same newest documents). Exact as the page cache is
   * (search-page-cache.ts): a row is kept under the version its search read before reading it, so it is never
   * older than that version, and a search that read another version finds nothing kept.
   */
  const keptRows = createLru<number, DocumentRow>(options.rowsKept ?? 0);
  let keptRowsVersion = '';

  /**
   * The newest release time of a kind, kept while the documents' version is unchanged (it used to be kept
   * a minute, during which a newer document stayed out of every search: the windows end at it).
   */
  const newestReleaseTime = async (kind: DocumentKind, documentsVersion: string): Promise<number | null> => {
    const cached = newestByKind.get(kind);
    if (cached?.documentsVersion === documentsVersion) return cached.time;
    const [row] = await selectRows<{ newest: string | Date | null }>(db, sql`select max(release_time) as newest from documents where kind = ${kind}`);
    const time = row?.newest ? new Date(row.newest).getTime() : null;
    newestByKind.set(kind, { time, documentsVersion });
    return time;
  };

  const selectPage = (conditions: SQL[], limit: number, offset = 0) =>
    selectRows<DocumentRow>(db, sql`select ${LIST_COLUMNS} from documents where ${where(conditions)} order by release_time desc, id desc limit ${limit} offset ${offset}`);

  const countWhere = async (conditions: SQL[]): Promise<{ total: number; capped: boolean }> => {
    const [row] = await selectRows<{ total: string | number }>(db, sql`select count(*) as total from (select 1 from documents where ${where(conditions)} limit ${SearchLimits.countCap + 1}) capped`);
    const total = Number(row?.total ?? 0);
    return total > SearchLimits.countCap ? { total: SearchLimits.countCap, capped: true } : { total, capped: false };
  };

  /** Full rows of the given ids, in that order, as of `documentsVersion` (read by the caller before). */
  const rowsByIds = async (ids: number[], documentsVersion: string): Promise<DocumentRow[]> => {
    if (keptRowsVersion !== documentsVersion) {
      keptRows.clear();
      keptRowsVersion = documentsVersion;
    }
    const byId = new Map<number, DocumentRow>();
    for (const id of ids) {
      const kept = keptRows.get(id);
      if (kept) byId.set(id, kept);
    }
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const rows = await rowsByIdsQuery(db, { ids: `{${missing.join(',')}}` });
      // Another search may have moved the kept rows to a newer version meanwhile: these are not of it.
      const keep = keptRowsVersion === documentsVersion;
      for (const row of rows) {
        byId.set(Number(row.id), row);
        if (keep) keptRows.set(Number(row.id), row);
      }
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  /**
   * Keyword or facet search, newest first, window by window. Each window query
   * reads only ids (up to the count cap), so one scan gives both the page and
   * the count; it stops at the first window that completes the page, and the
   * count then covers the windows read (countedSince). Full rows are read for
   * the page only.
   */
  const searchByWindows = async (
    query: DocumentQuery,
    textQuery: string | null,
    documentsVersion: string,
    /** Given (newest first only): the first window's statement also reads the change counters and hands them here. */
    onVersions?: (versions: SearchVersions) => void,
  ): Promise<SearchPage> => {
    const newest = await newestReleaseTime(query.kind, documentsVersion);
    if (newest === null) return { rows: [], total: 0, capped: false, countedSince: null };
    const base = plainConditions(query);
    const facets = facetParts(query);
    const relevance = textQuery !== null && query.sortBy === 'relevance';
    const wanted = relevance ? Math.max(RELEVANCE_POOL, query.offset + query.limit) : query.offset + query.limit;
    const budget = Math.max(SearchLimits.countCap + 1, wanted);
    const queryPartsFor = (from: number, to: number): string[] => [...(textQuery ? [textQuery] : []), ...facets, periodQuery(new Date(from), new Date(to))];
    const lowest = Math.max(query.from ? query.from.getTime() : HISTORY_START, HISTORY_START);
    // Windows are measured back from the end of the range: the newest document, or the end the user chose.
    const highest = Math.min(query.to ? query.to.getTime() : Number.POSITIVE_INFINITY, newest + 1);
    /** Matches so far, in the order of the windows (newest first). */
    let foundCount = 0;
    /** By relevance: every match read, with its rank. Newest first: the ids of the requested page only. */
    const ranked: { id: number; rank: number }[] = [];
    const pageIds: number[] = [];
    let upper = highest;
    let lower = highest;
    let readVersions = onVersions;
    for (const span of WINDOW_SPANS) {
      lower = Math.max(highest - span, lowest);
      if (lower >= upper) continue;
      const parts = queryPartsFor(lower, upper);
      const conditions = [...base, textCondition(query, parts), ...windowBounds(new Date(lower), new Date(upper))];
      const remaining = budget - foundCount;
      if (relevance) {
        const rows = await selectRows<{ id: number | string; rank: number | string }>(
          db,
          sql`select id, ts_rank(search_title, ${textQuery}::tsquery) as rank from documents where ${where(conditions)} order by release_time desc, id desc limit ${remaining}`,
        );
        for (const row of rows) ranked.push({ id: Number(row.id), rank: Number(row.rank) });
        foundCount += rows.length;
      } else {
        // The window's matches are counted in PostgreSQL; only the ids that fall on the requested page come back
        // (a common term's window holds up to the count cap, 1,001 ids, which the server used to receive and parse).
        const first = Math.max(query.offset - foundCount, 0) + 1;
        const last = query.offset + query.limit - foundCount;
        const [row] = await selectRows<{ total: number | string; ids: (number | string)[] | null } & Partial<VersionColumns>>(
          db,
          sql`select count(*) as total, (array_agg(id order by release_time desc, id desc))[${first}::int:${last}::int] as ids${readVersions ? sql`, ${VERSION_COLUMNS}` : sql``}
            from (select id, release_time from documents where ${where(conditions)} order by release_time desc, id desc limit ${remaining}) matched`,
        );
        if (readVersions && row) readVersions(versionsOf(row as VersionColumns));
        foundCount += Number(row?.total ?? 0);
        for (const id of row?.ids ?? []) pageIds.push(Number(id));
      }
      readVersions = undefined;
      if (foundCount >= wanted || foundCount >= budget || lower <= lowest) break;
      upper = lower;
    }
    const countedSince = lower > lowest ? new Date(lower) : null;
    const total = Math.min(foundCount, SearchLimits.countCap);
    const ids = relevance ? [...ranked].slice(0, RELEVANCE_POOL).sort((a, b) => b.rank - a.rank).slice(query.offset, query.offset + query.limit).map((entry) => entry.id) : pageIds;
    const rows = await rowsByIds(ids, documentsVersion);
    return { rows, total, capped: foundCount > SearchLimits.countCap || countedSince !== null, countedSince };
  };

  return {
    /** The documents' and the catalogue's change counters, read together (every search starts with it). */
    versions: async (): Promise<SearchVersions> => {
      const [row] = await versionsQuery(db, {});
      return { documents: String(row?.documents ?? 0), catalogue: String(row?.catalogue ?? 0) };
    },

    /**
     * The form of `query` a page is kept under (search-page-cache.ts): the query itself, except that a start
     * (`from`) becomes what the page depends on. A preset's start is now minus the preset, to the millisecond,
     * so as such it never repeats; two starts give the same page when (a) the first document of the kind at or
     * after each is the same one (no document lies between them, so every condition matches the same
     * documents) and (b) the same windows end at the start (`searchByWindows` clamps the window that reaches
     * it, which decides `countedSince`). The key names both; the page read for either start serves the other.
     */
    pageKey: async (query: DocumentQuery, documentsVersion: string): Promise<DocumentQuery | PageKey> => {
      if (!query.from) return query;
      const newest = await newestReleaseTime(query.kind, documentsVersion);
      const lowest = Math.max(query.from.getTime(), HISTORY_START);
      const highest = Math.min(query.to ? query.to.getTime() : Number.POSITIVE_INFINITY, (newest ?? 0) + 1);
      const [row] = await firstReleaseQuery(db, { kind: query.kind, from: new Date(lowest).toISOString() });
      const { from: _from, ...rest } = query;
      return {
        ...rest,
        firstReleaseFrom: row?.first ? new Date(row.first).getTime() : null,
        clampedWindow: WINDOW_SPANS.findIndex((span) => highest - span <= lowest),
      };
    },

    /**
     * One page of matches, newest first; by relevance, the newest
     * RELEVANCE_POOL matches ranked (ranking every match of a common term would read them all).
     * `documentsVersion`: the documents' version read by this search (from `versions`).
     */
    search: async (query: DocumentQuery, documentsVersion: string): Promise<SearchPage> => {
      const usesIndex = query.tsquery !== null || facetParts(query).length > 0;
      if (!usesIndex) {
        const conditions = [...plainConditions(query), ...timeConditions(query.from, query.to)];
        const [rows, counted] = await Promise.all([selectPage(conditions, query.limit, query.offset), countWhere(conditions)]);
        return { rows, ...counted, countedSince: null };
      }
      return searchByWindows(query, query.tsquery, documentsVersion);
    },

    /**
     * `search` without a `versions` round trip first (issue 19: a new search made three, this makes two): the
     * first window's statement reads the two change counters in its own snapshot. The windows end at the newest
     * release time kept for the documents' version last read; the page stands only when the counters read say
     * that version is still the current one. Undefined, with nothing kept, when this way does not apply (no
     * newest time kept for the kind, a search without the index, by relevance, or one that ran no statement) or
     * the documents changed meanwhile: the caller then searches as before (`versions`, then `search`).
     */
    searchReadingVersions: async (query: DocumentQuery): Promise<{ page: SearchPage; versions: SearchVersions } | undefined> => {
      const assumed = newestByKind.get(query.kind);
      const usesIndex = query.tsquery !== null || facetParts(query).length > 0;
      if (!assumed || !usesIndex || (query.tsquery !== null && query.sortBy === 'relevance')) return undefined;
      let versions: SearchVersions | undefined;
      const page = await searchByWindows(query, query.tsquery, assumed.documentsVersion, (read) => {
        versions = read;
      });
      return versions && versions.documents === assumed.documentsVersion ? { page, versions } : undefined;
    },

    findByKey: async (key: { md5Key?: string; id?: number }): Promise<DocumentDetailRow | null> => {
      const condition = key.md5Key ? sql`md5_key = ${key.md5Key}` : sql`id = ${key.id ?? 0}`;
      const [row] = await selectRows<DocumentDetailRow>(db, sql`select ${DETAIL_COLUMNS} from documents where ${condition}`);
      return row ?? null;
    },

    bodiesOf: async (documentId: number): Promise<{ lang: string; body: string }[]> =>
      selectRows<{ lang: string; body: string }>(db, sql`select lang, body from document_bodies where document_id = ${documentId}`),

    /** Other documents of the same issuers, newest first. */
    relatedTo: async (row: DocumentRow, limit = 10): Promise<DocumentRow[]> => {
      if (row.stock_codes.length === 0) return [];
      return selectPage([sql`kind = ${row.kind}`, sql`stock_codes && ${`{${row.stock_codes.join(',')}}`}::text[]`, sql`id <> ${row.id}`], limit);
    },

    /**
     * The release times (epoch milliseconds, rounded down, oldest first) of the announcements released since
     * `since` per stock code; codes without any are absent. The overlap test (`&&`) is answered by the GIN
     * index on stock_codes, so only the matching documents are read; a document of several issuers counts
     * for each of them. Rounding down keeps `time >= since` exact for a `since` in whole milliseconds.
     */
    announcementTimes: async (stockCodes: string[], since: Date): Promise<Map<string, number[]>> => {
      if (stockCodes.length === 0) return new Map();
      const codes = sql`${`{${stockCodes.map((code) => `"${code}"`).join(',')}}`}::text[]`;
      const rows = await selectRows<{ code: string; times: (string | number)[] }>(
        db,
        sql`select code, array_agg(floor(extract(epoch from release_time) * 1000)::bigint order by release_time) as times
          from (
            select unnest(stock_codes) as code, release_time from documents
            where stock_codes && ${codes} and kind = 'announcement' and release_time >= ${since.toISOString()}::timestamptz
          ) as issuers
          where code = any(${codes})
          group by code`,
      );
      return new Map(rows.map((row) => [row.code, row.times.map(Number)]));
    },

    categories: async () =>
      selectRows<{ level: string; code: string; t1_code: string | null; group_code: string | null; name_en: string; name_zh_hk: string; name_zh_cn: string; guessed: boolean }>(
        db,
        sql`select level, code, t1_code, group_code, name_en, name_zh_hk, name_zh_cn, guessed from headline_categories order by sort_order, code`,
      ),
  };
};

const RELEVANCE_POOL = 1_000;

export type SearchRepository = ReturnType<typeof createSearchRepository>;
