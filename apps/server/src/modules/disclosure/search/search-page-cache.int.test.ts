import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../../../db/client';
import { buildUser } from '../../../../test/factories';
import { buildTestApp, closeTestApp, eventually, postForm } from '../../../../test/helper';
import { twoAppsOnOneDatabase } from '../../../../test/shared-database';
import { createDocumentsRepository, insertDocuments } from '../documents.repository';
import { documentKeyOf, type DocumentInput } from '../documents.writer';
import { presetStart } from './search.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.now();

/** Demonstration announcements (the seeds' writer rewrites and deletes only those) with one rare title word. */
const announcement = (sourceId: string, daysAgo: number, titleEn = `Zephyrine Holdings ${sourceId}`): DocumentInput => ({
  kind: 'announcement',
  source: 'demo',
  sourceId,
  market: 'HK',
  stockCodes: ['00700'],
  titleEn,
  titleZh: null,
  releaseTime: new Date(now - daysAgo * DAY),
  t1Code: '10000',
  t2Codes: [],
});

type Reply = { errCode: number; resultData: { list: { md5Key: string; titleEn: string | null; stocks: { shortNameEn: string | null }[] }[]; total: number; tookMs: number } };

const search = async (app: FastifyInstance, fields: Record<string, string> = { keyword: 'zephyrine' }): Promise<Reply> =>
  (await postForm(app, '/api/au/document/search', fields)).json() as Reply;
/** The reply without its timing, which differs on every call. */
const withoutTiming = (reply: Reply) => JSON.stringify({ ...reply, resultData: { ...reply.resultData, tookMs: 0 } });
const titlesOf = (reply: Reply) => reply.resultData.list.map((hit) => hit.titleEn);

/**
 * Changes a title without the change counter moving: the counter is put back in the same transaction.
 * Only a test can do this; a search kept from before does not see it, so the other tests prove the counter.
 */
const hiddenRetitle = (db: Database, sourceId: string, titleEn: string) =>
  db.transaction(async (tx) => {
    const [before] = await selectRows<{ version: string | number }>(tx, sql`select version from documents_version where id = 1`);
    await tx.execute(sql`update documents set title_en = ${titleEn} where source = 'demo' and source_id = ${sourceId}`);
    await tx.execute(sql`update documents_version set version = ${before!.version} where id = 1`);
  });

describe('search page cache (one process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, [announcement('a', 1), announcement('b', 3), announcement('c', 40)]);
  });
  afterAll(() => closeTestApp(app));

  it('answers a repeated search byte for byte as the first time, from memory', async () => {
    const first = await search(app);
    expect(titlesOf(first)).toEqual(['Zephyrine Holdings a', 'Zephyrine Holdings b', 'Zephyrine Holdings c']);
    const second = await search(app);
    expect(withoutTiming(second)).toBe(withoutTiming(first));
    // Kept: a change the counter does not record is not seen (what every real write is checked against below).
    await hiddenRetitle(app.db, 'a', 'Zephyrine Hidden');
    expect(withoutTiming(await search(app))).toBe(withoutTiming(first));
  });

  it('sees a document inserted, rewritten and deleted through the writers at the next search', async () => {
    await search(app);
    await insertDocuments(app.db, [announcement('d', 0.5)]);
    expect(titlesOf(await search(app))[0]).toBe('Zephyrine Holdings d');

    const documents = createDocumentsRepository(app.db);
    const [stored] = (await documents.listDemoDocuments('announcement')).filter((row) => row.sourceId === 'd');
    await documents.rewriteDemoDocuments([{ ...stored!, titleEn: 'Zephyrine Rewritten d' }]);
    expect(titlesOf(await search(app))[0]).toBe('Zephyrine Rewritten d');

    await documents.deleteDemoDocuments([stored!.id]);
    const after = await search(app);
    expect(after.resultData.list.map((hit) => hit.md5Key)).not.toContain(documentKeyOf('demo', 'd'));
    expect(after.resultData.total).toBe(3);
  });

  it('sees a document changed by hand in SQL at the next search', async () => {
    await search(app);
    await app.db.execute(sql`update documents set title_en = 'Zephyrine By Hand' where source = 'demo' and source_id = 'b'`);
    expect(titlesOf(await search(app))).toContain('Zephyrine By Hand');
    await app.db.execute(sql`delete from documents where source = 'demo' and source_id = 'c'`);
    expect((await search(app)).resultData.total).toBe(2);
  });

  it('finds a document newer than any before in a new query, which reads the change counters in its first statement', async () => {
    // The first search keeps the newest release time; a new query's windows end there unless the counters it reads
    // show that the documents changed (search.repository searchReadingVersions), as they do after this insert.
    await search(app);
    await insertDocuments(app.db, [{ ...announcement('newest', 0.1), titleEn: 'Quillonite Newest' }]);
    expect(titlesOf(await search(app, { keyword: 'quillonite' }))).toEqual(['Quillonite Newest']);
  });

  it('keeps result rows by id for new queries while the documents are unchanged, and reads them again once they change', async () => {
    await insertDocuments(app.db, [{ ...announcement('rows', 0.2), titleEn: 'Vellichor Kept' }]);
    expect(titlesOf(await search(app, { keyword: 'vellichor' }))).toEqual(['Vellichor Kept']);
    // A new query (no page kept) with the counters unchanged: it matches in the database, its row comes from memory.
    await hiddenRetitle(app.db, 'rows', 'Vellichor Hidden');
    expect(titlesOf(await search(app, { keyword: 'vellichor', stockCodes: '00700' }))).toEqual(['Vellichor Kept']);
    // Any recorded change of the documents: the rows are read again.
    await insertDocuments(app.db, [{ ...announcement('other', 30), titleEn: 'Unrelated Title' }]);
    expect(titlesOf(await search(app, { keyword: 'vellichor', t1Code: '10000' }))).toEqual(['Vellichor Hidden']);
  });

  it('sees a catalogue change at the next search', async () => {
    const before = await search(app);
    expect(before.resultData.list[0]!.stocks[0]!.shortNameEn).not.toBe('ZEPHYR TECH');
    await app.db.execute(sql`update listed_companies set short_name_en = 'ZEPHYR TECH' where stock_code = '00700'`);
    expect((await search(app)).resultData.list[0]!.stocks[0]!.shortNameEn).toBe('ZEPHYR TECH');
  });

  it('keeps a search over a date preset while its start moves past no document, and reads again once it does', async () => {
    const clock = app.container.clock;
    const preset = { keyword: 'zephyrine', datePreset: '1m' };
    // A document two hours inside the month: the preset's start passes it when the clock moves three hours.
    const edge = presetStart('1m', clock.now()).getTime() + 2 * HOUR;
    await insertDocuments(app.db, [{ ...announcement('edge', 0), titleEn: 'Zephyrine Edge', releaseTime: new Date(edge) }]);
    const first = await search(app, preset);
    expect(titlesOf(first)).toContain('Zephyrine Edge');

    // A minute later no document lies between the two starts: the page is kept (a hidden change is not seen).
    clock.advance(MINUTE);
    await hiddenRetitle(app.db, 'b', 'Zephyrine Preset Hidden');
    const kept = await search(app, preset);
    expect(withoutTiming(kept)).toBe(withoutTiming(first));

    // Three hours later the start has passed the edge document: read again, without it (its rows are kept by id
    // while the documents are unchanged, so the hidden change is still not seen).
    clock.advance(3 * HOUR);
    const moved = await search(app, preset);
    expect(titlesOf(moved)).not.toContain('Zephyrine Edge');
    expect(titlesOf(moved)).not.toContain('Zephyrine Preset Hidden');
    expect(moved.resultData.total).toBe(first.resultData.total - 1);
    clock.reset();
  });
});

describe('search page cache turned off (SEARCH_CACHE_ENTRIES=0)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: { SEARCH_CACHE_ENTRIES: '0' } });
    await insertDocuments(app.db, [announcement('a', 1), announcement('b', 3)]);
  });
  afterAll(() => closeTestApp(app));

  it('searches the database every time', async () => {
    const first = await search(app);
    expect(titlesOf(first)).toEqual(['Zephyrine Holdings a', 'Zephyrine Holdings b']);
    await hiddenRetitle(app.db, 'a', 'Zephyrine Uncached');
    expect(titlesOf(await search(app))).toEqual(['Zephyrine Uncached', 'Zephyrine Holdings b']);
    await insertDocuments(app.db, [announcement('c', 0.5)]);
    expect((await search(app)).resultData.total).toBe(3);
  });
});

describe.runIf(process.env.DATABASE_URL)('search page cache across two processes on one PostgreSQL database', () => {
  const apps = twoAppsOnOneDatabase();
  beforeAll(async () => {
    await insertDocuments(apps.first.db, [announcement('a', 1), announcement('b', 3)]);
  });

  it('a document written through one process is in the other’s next search', async () => {
    const kept = await search(apps.second);
    expect(withoutTiming(await search(apps.second))).toBe(withoutTiming(kept));
    expect(withoutTiming(await search(apps.first))).toBe(withoutTiming(kept));

    await insertDocuments(apps.first.db, [announcement('c', 0.5)]);
    const [inFirst, inSecond] = [await search(apps.first), await search(apps.second)];
    expect(titlesOf(inSecond)).toEqual(['Zephyrine Holdings c', 'Zephyrine Holdings a', 'Zephyrine Holdings b']);
    expect(withoutTiming(inSecond)).toBe(withoutTiming(inFirst));

    await apps.second.db.execute(sql`update documents set title_en = 'Zephyrine Moved' where source = 'demo' and source_id = 'a'`);
    expect(titlesOf(await search(apps.first))).toContain('Zephyrine Moved');
    expect(withoutTiming(await search(apps.first))).toBe(withoutTiming(await search(apps.second)));
  });

  it('a document newer than any before, written through one process, is in a new query of the other', async () => {
    await search(apps.second);
    await insertDocuments(apps.first.db, [{ ...announcement('newest', 0.1), titleEn: 'Quillonite Newest' }]);
    expect(titlesOf(await search(apps.second, { keyword: 'quillonite' }))).toEqual(['Quillonite Newest']);
  });

  it('a followed company’s announcement count moves in both processes once the documents’ counter notifies them', async () => {
    const { token } = await buildUser(apps.first);
    expect((await postForm(apps.first, '/api/au/focus/add', { token, stockCode: '00700' })).json().errCode).toBe(0);
    const countIn = async (app: FastifyInstance) => (await postForm(app, '/api/au/focus/list', { token })).json().resultData.list[0].noticeNum as number;
    const before = await countIn(apps.second);
    expect(await countIn(apps.second)).toBe(before);
    await insertDocuments(apps.first.db, [announcement('e', 2)]);
    await eventually(async () => (await countIn(apps.second)) === before + 1);
    await eventually(async () => (await countIn(apps.first)) === before + 1);
    await apps.first.db.execute(sql`delete from documents where source = 'demo' and source_id = 'e'`);
    await eventually(async () => (await countIn(apps.second)) === before);
    await eventually(async () => (await countIn(apps.first)) === before);
  });
});
