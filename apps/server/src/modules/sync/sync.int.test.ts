import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SyncNote } from '@app/contracts';
import { isProvisionalHolidayDate, listHongKongHolidays } from '@app/domain';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, jobs, listedCompanies, syncRuns } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { CATEGORY_FIXTURES, readFixture } from '../../../test/disclosure-fixtures';
import type { SyncFetch } from './fetcher';
import { holidayFeedFolder } from './sources';

const SYNC_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/sync');
const recorded = (name: string) => readFileSync(path.join(SYNC_FIXTURES, name), 'utf8');

/** Every request the sync made (method, URL, JSON body). */
const requests: { method: string; url: string; body?: unknown }[] = [];
/** Hosts that answer HTTP 500 (a failing source). */
const failingHosts = new Set<string>();

const json = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'application/json' } });

/** The recorded answers, by URL: what the real hosts answer, without the internet. */
const fakeFetch: SyncFetch = async (url, init) => {
  const body = init.body === undefined ? undefined : (JSON.parse(init.body) as Record<string, unknown>);
  requests.push({ method: init.method, url, body });
  const { host, pathname } = new URL(url);
  if (failingHosts.has(host)) return new Response('Internal Server Error', { status: 500 });
  const file = pathname.split('/').pop()!;
  if (host === 'www1.hkexnews.hk') {
    if (/^lcisehk1relsd[ec]_\d+\.json$/.test(file) || /^(in)?activestock_sehk_e\.json$/.test(file)) return json(recorded(file));
    if (CATEGORY_FIXTURES.includes(file)) return json(readFixture(file));
    if (file === 'titleSearchServlet.do' && init.method === 'GET') return json(readFixture(new URL(url).searchParams.get('lang') === 'ZH' ? 'hkex-title-search-zh.json' : 'hkex-title-search-e.json'));
  }
  if (host === 'apps.sfc.hk' && pathname === '/edistributionWeb/api/news/search' && init.method === 'POST') {
    // The SFC answers HTTP 500 without lang.
    if (body?.lang !== 'EN' && body?.lang !== 'TC') return new Response('', { status: 500 });
    return json(body.pageNo === 0 ? recorded(`sfc-news-search-${String(body.lang)}.json`) : '{"items":[],"total":0}');
  }
  if (host === 'www.1823.gov.hk' && /^(en|tc|sc)\.json$/.test(file)) return json(recorded(`1823-${file}`));
  if (host === 'www.cr.gov.hk' && /^RNC063L_\d{8}\.csv$/.test(file)) return new Response(recorded('RNC063L_20261124.csv'), { headers: { 'content-type': 'text/csv' } });
  return new Response('Not Found', { status: 404 });
};

const ENABLED = 'hkex-latest,hkex-title-search,hkex-stock-lists,hk-holidays,sfc-news,cr-companies';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sync-test-'));
let app: FastifyInstance;
let staffToken: string;

const runsOf = (source: string) => app.db.select().from(syncRuns).where(eq(syncRuns.source, source)).orderBy(syncRuns.id);
const lastRunOf = async (source: string) => (await runsOf(source)).at(-1)!;
const countDocuments = async (source: string) => (await app.db.select({ total: count() }).from(documents).where(eq(documents.source, source)))[0].total;
const totals = (run: typeof syncRuns.$inferSelect) => ({ status: run.status, requests: run.requests, fetched: run.fetched, inserted: run.inserted, updated: run.updated, unchanged: run.unchanged, rejected: run.rejected, error: run.error });

beforeAll(async () => {
  // No test reaches the internet: the sync's fetch is the recorded one, and the platform fetch refuses.
  app = await buildTestApp({ settings: { SYNC_SOURCES: ENABLED, SYNC_REQUEST_GAP_MS: '0', DATA_DIR: dataDir }, fetch: fakeFetch });
  await app.ready();
  staffToken = (await buildUser(app, { user: { isStaff: true } })).token;
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  requests.length = 0;
  failingHosts.clear();
});

describe('sync: HKEXnews latest listed-company information', () => {
  it('imports every page of both languages into one row per announcement, and records the run', async () => {
    const before = await countDocuments('hkex');
    await app.container.sync.runOnce('hkex-latest');
    // Page 1 declares two pages in English, one in Chinese; English first.
    expect(requests.map((request) => request.url)).toEqual([
      'https://www1.hkexnews.hk/ncms/json/eds/lcisehk1relsde_1.json',
      'https://www1.hkexnews.hk/ncms/json/eds/lcisehk1relsde_2.json',
      'https://www1.hkexnews.hk/ncms/json/eds/lcisehk1relsdc_1.json',
    ]);
    expect(totals(await lastRunOf('hkex-latest'))).toEqual({ status: 'ok', requests: 3, fetched: 4, inserted: 3, updated: 1, unchanged: 0, rejected: 0, error: null });
    expect(await countDocuments('hkex')).toBe(before + 3);
    const [results] = await app.db.select().from(documents).where(and(eq(documents.source, 'hkex'), eq(documents.sourceId, '11900101')));
    expect(results.titleEn).toBe('Final Results Announcement for the Year Ended 30 September 2026');
    expect(results.titleZh).toBe('截至二零二六年九月三十日止年度之末期業績公告');
    expect(results.fileLinkEn).toBe('https://www1.hkexnews.hk/listedco/listconews/sehk/2026/1126/2026112601201.pdf');
    expect(results.fileLinkZh).toBe('https://www1.hkexnews.hk/listedco/listconews/sehk/2026/1126/2026112601202_c.pdf');
  });

  it('adds nothing when the feed answers the same again', async () => {
    const before = await countDocuments('hkex');
    await app.container.sync.runOnce('hkex-latest');
    expect(totals(await lastRunOf('hkex-latest'))).toEqual({ status: 'ok', requests: 3, fetched: 4, inserted: 0, updated: 0, unchanged: 4, rejected: 0, error: null });
    expect(await countDocuments('hkex')).toBe(before);
  });
});

describe('sync: the other sources', () => {
  it('title search: each of the last two days alone (inside the one-month limit), both languages; a second run adds nothing', async () => {
    await app.container.sync.runOnce('hkex-title-search');
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      const query = new URL(request.url).searchParams;
      expect(request.method).toBe('GET');
      expect(query.get('fromDate')).toBe(query.get('toDate'));
      expect(query.get('stockId')).toBe('-1');
    }
    const first = await lastRunOf('hkex-title-search');
    expect(first.status).toBe('ok');
    expect(first.inserted).toBeGreaterThan(0);
    const stored = await countDocuments('hkex');
    await app.container.sync.runOnce('hkex-title-search');
    expect(totals(await lastRunOf('hkex-title-search'))).toMatchObject({ status: 'ok', inserted: 0, updated: 0, fetched: first.fetched });
    expect(await countDocuments('hkex')).toBe(stored);
  });

  it('stock lists: active then inactive through the stock-list importer; a second run adds nothing', async () => {
    await app.container.sync.runOnce('hkex-stock-lists');
    const first = await lastRunOf('hkex-stock-lists');
    expect(first.status).toBe('ok');
    expect(first.fetched).toBe(5);
    expect(first.inserted + first.updated).toBeGreaterThan(0);
    const [delisted] = await app.db.select().from(listedCompanies).where(and(eq(listedCompanies.market, 'HK'), eq(listedCompanies.stockCode, '08888')));
    expect({ status: delisted.status, tradingState: delisted.tradingState }).toEqual({ status: 2, tradingState: 'delisted' });
    await app.container.sync.runOnce('hkex-stock-lists');
    expect(totals(await lastRunOf('hkex-stock-lists'))).toMatchObject({ status: 'ok', fetched: 5, inserted: 0, updated: 0, unchanged: 5 });
  });

  it('SFC news: English and Chinese of this year by POST with lang; enforcement stored once', async () => {
    await app.container.sync.runOnce('sfc-news');
    expect(requests.every((request) => request.method === 'POST' && request.url === 'https://apps.sfc.hk/edistributionWeb/api/news/search')).toBe(true);
    expect(requests.map((request) => (request.body as { lang: string }).lang)).toContain('TC');
    expect(requests.every((request) => (request.body as { pageSize: number }).pageSize === 100)).toBe(true);
    const run = await lastRunOf('sfc-news');
    expect(run.status).toBe('ok');
    // 26PR180 comes in both languages: one row (in January last year's items are read too; the same answer adds nothing).
    expect(run.inserted).toBe(2);
    const stored = await app.db.select().from(documents).where(and(eq(documents.source, 'sfc'), inArray(documents.sourceId, ['26PR180', '26PR181'])));
    expect(stored).toHaveLength(2);
    await app.container.sync.runOnce('sfc-news');
    expect((await lastRunOf('sfc-news')).inserted).toBe(0);
  });

  it('1823 holidays: read with the calendar reader, counted against the built calendar, kept for the operator', async () => {
    await app.container.sync.runOnce('hk-holidays');
    const run = await lastRunOf('hk-holidays');
    // New = the feed's days the built calendar lacks or holds only provisionally (2027 today), whatever the calendar holds when this runs.
    const feedDates = ['2026-01-01', '2026-12-25', '2026-12-26', '2027-01-01', '2027-12-25', '2027-12-27'] as const;
    const missing = feedDates.filter((date) => isProvisionalHolidayDate(date) || !listHongKongHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date)).length;
    expect(totals(run)).toEqual({ status: 'ok', requests: 3, fetched: 6, inserted: missing, updated: 0, unchanged: 6 - missing, rejected: 0, error: null });
    const notes = (run.details as { notes: SyncNote[] }).notes;
    if (missing > 0) expect(notes[0]).toEqual({ code: 'holidaysMissing', values: expect.objectContaining({ count: missing, years: '2026, 2027', folder: holidayFeedFolder(dataDir) }) });
    else expect(notes).toEqual([]);
    const saved = JSON.parse(readFileSync(path.join(holidayFeedFolder(dataDir), 'tc.json'), 'utf8')) as { date: string; name: string }[];
    expect(saved.find((holiday) => holiday.date === '2027-12-25')?.name).toBe('聖誕節');
  });

  it('Companies Registry: the last days\' files, a day not published is a note, not an error', async () => {
    await app.container.sync.runOnce('cr-companies');
    const run = await lastRunOf('cr-companies');
    expect(totals(run)).toMatchObject({ status: 'ok', requests: 6, fetched: 6, inserted: 2, unchanged: 4, error: null });
    expect((run.details as { notes: SyncNote[] }).notes.filter((note) => note.code === 'notPublished')).toHaveLength(3);
  });
});

describe('sync: on the job table', () => {
  it('runs each switched-on source on schedule; a failing source records its error and the others run', async () => {
    failingHosts.add('apps.sfc.hk');
    const before = await app.db.select({ id: syncRuns.id }).from(syncRuns);
    // A week on: every switched-on source is due.
    app.container.clock.advance(8 * 24 * 3600_000);
    await app.container.jobs.runDue();
    const after = await app.db.select().from(syncRuns).where(inArray(syncRuns.source, ENABLED.split(',')));
    const fresh = after.filter((run) => !before.some((old) => old.id === run.id));
    expect(fresh.map((run) => run.source).sort()).toEqual(ENABLED.split(',').sort());
    const sfc = fresh.find((run) => run.source === 'sfc-news')!;
    expect(sfc.status).toBe('failed');
    expect(sfc.error).toBe('https://apps.sfc.hk/edistributionWeb/api/news/search: HTTP 500');
    expect(fresh.filter((run) => run.source !== 'sfc-news').every((run) => run.status === 'ok' && run.trigger === 'schedule')).toBe(true);
    // Each source's next occurrence is pending again, the failed one too.
    const pending = await app.db.select({ kind: jobs.kind }).from(jobs).where(and(like(jobs.kind, 'sync.%'), eq(jobs.status, 'pending')));
    expect(pending.map((row) => row.kind).sort()).toEqual(ENABLED.split(',').map((id) => `sync.${id}`).sort());
  });

  it('never runs a switched-off source: no job, no request, and "run now" is refused', async () => {
    app.container.clock.advance(8 * 24 * 3600_000);
    await app.container.jobs.runDue();
    expect(requests.some((request) => /tierone|tiertwo|doc_[ec]\.json/.test(request.url))).toBe(false);
    expect(await runsOf('hkex-categories')).toEqual([]);
    expect((await app.db.select().from(jobs).where(like(jobs.kind, 'sync.hkex-categories%'))).length).toBe(0);
    const refused = await postFrom(app, '/au/admin/sync/run', { token: staffToken, source: 'hkex-categories' });
    expect(refused.body.errCode).toBe(409);
    await expect(app.container.sync.runOnce('hkex-categories')).rejects.toThrow('SYNC_SOURCE_DISABLED');
  });
});

describe('sync: staff API', () => {
  it('lists each source with its switch, next run, latest runs and counts', async () => {
    const { body } = await postFrom(app, '/au/admin/sync/list', { token: staffToken });
    expect(body.errCode).toBe(0);
    const sources = body.resultData.sources as { id: string; enabled: boolean; nextRunAt: string | null; runs: { status: string; inserted: number }[]; everyMinutes: number | null; dailyAt: string | null }[];
    expect(sources.map((source) => source.id)).toEqual(['hkex-latest', 'hkex-title-search', 'hkex-stock-lists', 'hk-holidays', 'sfc-news', 'hkex-categories', 'cr-companies']);
    const latest = sources.find((source) => source.id === 'hkex-latest')!;
    expect(latest).toMatchObject({ enabled: true, everyMinutes: 30, dailyAt: null });
    expect(latest.nextRunAt).not.toBeNull();
    expect(latest.runs.length).toBeGreaterThanOrEqual(3);
    expect(sources.find((source) => source.id === 'hkex-categories')).toMatchObject({ enabled: false, nextRunAt: null, runs: [] });
    expect(sources.find((source) => source.id === 'sfc-news')!.runs.some((run) => run.status === 'failed')).toBe(true);
  });

  it('runs one now through the job table (once however often it is pressed)', async () => {
    const first = await postFrom(app, '/au/admin/sync/run', { token: staffToken, source: 'hkex-stock-lists' });
    const second = await postFrom(app, '/au/admin/sync/run', { token: staffToken, source: 'hkex-stock-lists' });
    expect(first.body.errCode).toBe(0);
    expect(second.body.resultData.runAt).toBe(first.body.resultData.runAt);
    const { body } = await postFrom(app, '/au/admin/sync/list', { token: staffToken });
    expect(body.resultData.sources.find((source: { id: string }) => source.id === 'hkex-stock-lists').manualPending).toBe(true);
    const runsBefore = (await runsOf('hkex-stock-lists')).length;
    await app.container.jobs.runDue();
    const runs = await runsOf('hkex-stock-lists');
    expect(runs.length).toBe(runsBefore + 1);
    expect(runs.at(-1)).toMatchObject({ trigger: 'manual', status: 'ok', inserted: 0, updated: 0 });
  });

  it('is for staff only, and refuses an unknown source', async () => {
    const user = await buildUser(app);
    expect((await postFrom(app, '/au/admin/sync/list', { token: user.token })).body.errCode).toBe(403);
    expect((await postFrom(app, '/au/admin/sync/run', { token: user.token, source: 'hkex-latest' })).body.errCode).toBe(403);
    expect((await postFrom(app, '/au/admin/sync/list')).body.errCode).toBe(9999);
    expect((await postFrom(app, '/au/admin/sync/run', { token: staffToken, source: 'everything' })).body.errCode).toBe(400);
  });

  it('skips a second run of a source while one is going', async () => {
    await app.db.insert(syncRuns).values({ source: 'cr-companies', trigger: 'manual', startedAt: app.container.clock.now() });
    const before = (await runsOf('cr-companies')).length;
    expect(await app.container.sync.runOnce('cr-companies')).toBe('busy');
    expect((await runsOf('cr-companies')).length).toBe(before);
    expect(existsSync(holidayFeedFolder(dataDir))).toBe(true);
  });
});
