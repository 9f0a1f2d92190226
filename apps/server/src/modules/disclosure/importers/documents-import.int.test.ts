import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client';
import { documents, headlineCategories, importRuns } from '../../../db/schema';
import { buildTestApp, closeTestApp } from '../../../../test/helper';
import { CATEGORY_FIXTURES, readFixture } from '../../../../test/disclosure-fixtures';
import { ImportFormatError } from './import-report';
import { createDisclosureImporter, type DisclosureImporter, type ImportFormat, type ImportOptions } from './importers.service';
import { documentMd5Key } from './parse-helpers';

let app: FastifyInstance;
let importer: DisclosureImporter;

const importFixture = (format: ImportFormat, name: string, options: ImportOptions = {}) => importer.run(format, [{ name, text: readFixture(name) }], options);

const storedDocument = async (source: string, sourceId: string) => {
  const [row] = await app.db
    .select()
    .from(documents)
    .where(sql`${documents.source} = ${source} and ${documents.sourceId} = ${sourceId}`);
  return row;
};

/** True when the stored title vector answers the tsquery literal. */
const titleMatches = async (sourceId: string, query: string) => {
  const [row] = await selectRows<{ matches: boolean }>(app.db, sql`select search_title @@ ${query}::tsquery as matches from documents where source_id = ${sourceId}`);
  return row.matches;
};

const countOf = async (table: typeof documents | typeof importRuns) => (await app.db.select({ total: count() }).from(table))[0].total;

beforeAll(async () => {
  app = await buildTestApp();
  importer = createDisclosureImporter(app.db);
  // Start from an empty tree instead of the seeded reference one, so the counts are the fixtures' own.
  await app.db.delete(headlineCategories);
});
afterAll(() => closeTestApp(app));

describe('hkex-categories importer', () => {
  const categoryFiles = () => CATEGORY_FIXTURES.map((name) => ({ name, text: readFixture(name) }));

  it('imports the _e and _c files of every level in one run, with simplified names', async () => {
    const report = await importer.run('hkex-categories', categoryFiles());
    expect(report).toEqual({
      importer: 'hkex-categories',
      inserted: 21,
      updated: 0,
      unchanged: 0,
      rejected: 2,
      rejections: [
        { row: 10, file: 'tiertwo_e.json', reason: 'code is missing' },
        { row: 11, file: 'tiertwo_e.json', reason: 'unknown tier-1 code "99000"' },
      ],
    });
    const [interimReport] = await app.db.select().from(headlineCategories).where(sql`${headlineCategories.level} = 't2' and ${headlineCategories.code} = '40200'`);
    expect(interimReport).toEqual({
      level: 't2',
      code: '40200',
      t1Code: '40000',
      groupCode: null,
      nameEn: 'Interim/Half-Year Report',
      nameZhHk: '中期/半年度報告',
      nameZhCn: '中期/半年度报告',
      sortOrder: 7,
      guessed: false,
    });
    const groups = await app.db.select({ code: headlineCategories.code, nameZhCn: headlineCategories.nameZhCn }).from(headlineCategories).where(eq(headlineCategories.level, 't2g')).orderBy(asc(headlineCategories.sortOrder));
    expect(groups).toEqual([
      { code: '1', nameZhCn: '关连交易' },
      { code: '3', nameZhCn: '财务资料' },
      { code: '6', nameZhCn: '须予公布的交易' },
      { code: '9', nameZhCn: '其他' },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const report = await importer.run('hkex-categories', categoryFiles());
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 21, rejected: 2 });
  });

  it('updates a renamed category from one language file and refuses a new code without its other language', async () => {
    const english = JSON.parse(readFixture('tierone_e.json')) as { code: string; name: string }[];
    english[1] = { code: '20000', name: 'Circulars to Shareholders' };
    english.push({ code: '60000', name: 'A new tier one' });
    const report = await importer.run('hkex-categories', [{ name: 'tierone_e.json', text: JSON.stringify(english) }]);
    expect(report).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 5,
      rejections: [{ row: 7, file: 'tierone_e.json', reason: 't1 60000 has no Chinese (_c) name: import both language files' }],
    });
    const [circulars] = await app.db.select().from(headlineCategories).where(sql`${headlineCategories.level} = 't1' and ${headlineCategories.code} = '20000'`);
    expect(circulars).toMatchObject({ nameEn: 'Circulars to Shareholders', nameZhHk: '通函' });
  });

  it('needs the level and language when the file name does not tell them', async () => {
    await expect(importer.run('hkex-categories', [{ name: 'categories.json', text: '[]' }])).rejects.toThrow(/category level/);
    const report = await importer.run('hkex-categories', [{ name: 'hkex_tier_one_cache.json', text: readFixture('tierone_c.json') }], { lang: 'ZH' });
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 6 });
  });
});

describe('hkex-title-search importer', () => {
  it('inserts the valid English rows and reports the malformed ones', async () => {
    const report = await importFixture('hkex-title-search', 'hkex-title-search-e.json', { lang: 'E' });
    expect(report).toEqual({
      importer: 'hkex-title-search:E',
      inserted: 5,
      updated: 0,
      unchanged: 0,
      rejected: 6,
      rejections: [
        { row: 5, reason: 'DATE_TIME "31/02/2024 10:00" is not a dd/mm/yyyy HH:MM time' },
        { row: 6, reason: 'NEWS_ID is missing' },
        { row: 7, reason: 'unknown headline category "Announcements and Notices - [Made-up Category]" in LONG_TEXT' },
        { row: 8, reason: 'STOCK_CODE "ABCDE" is not a Hong Kong stock code' },
        { row: 9, reason: 'duplicate NEWS_ID 11042134 (first on row 1)' },
        { row: 10, reason: 'the row is not an object' },
      ],
    });
    expect(await storedDocument('hkex', '11042134')).toMatchObject({
      kind: 'announcement',
      md5Key: documentMd5Key('hkex', '11042134'),
      market: 'HK',
      stockCodes: ['00700', '80700'],
      releaseTime: new Date('2024-01-18T09:41:00Z'),
      t1Code: '50000',
      t2Codes: ['50100'],
      titleEn: 'Next Day Disclosure Return - Changes in issued share capital and/or share buybacks',
      titleZh: null,
      fileLinkEn: 'https://www1.hkexnews.hk/listedco/listconews/sehk/2024/0118/2024011800507.pdf',
      fileLinkZh: null,
      fileType: 'PDF',
      fileSize: '91KB',
      issuerDelisted: false,
    });
    expect(await storedDocument('hkex', '1234567')).toMatchObject({ t1Code: null, docType: '11500' });
    expect(await titleMatches('11042134', "'buybacks'")).toBe(true);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await app.db.select().from(documents).orderBy(asc(documents.id));
    const report = await importFixture('hkex-title-search', 'hkex-title-search-e.json', { lang: 'E' });
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 5, rejected: 6 });
    expect(await app.db.select().from(documents).orderBy(asc(documents.id))).toEqual(before);
  });

  it('merges the Chinese file into the same NEWS_IDs, keeping the English title, link and file size', async () => {
    const report = await importFixture('hkex-title-search', 'hkex-title-search-zh.json', { lang: 'ZH' });
    expect(report).toMatchObject({ importer: 'hkex-title-search:ZH', inserted: 1, updated: 2, unchanged: 0, rejected: 0 });
    expect(await storedDocument('hkex', '11042134')).toMatchObject({
      md5Key: documentMd5Key('hkex', '11042134'),
      titleEn: 'Next Day Disclosure Return - Changes in issued share capital and/or share buybacks',
      titleZh: '翌日披露報表 - 已發行股份變動及/或股份購回',
      fileLinkEn: 'https://www1.hkexnews.hk/listedco/listconews/sehk/2024/0118/2024011800507.pdf',
      fileLinkZh: 'https://www1.hkexnews.hk/listedco/listconews/sehk/2024/0118/2024011800508_c.pdf',
      fileSize: '91KB',
    });
    expect(await storedDocument('hkex', '11090009')).toMatchObject({ titleEn: null, titleZh: '須予披露的交易 收購物業', t1Code: '10000', t2Codes: ['16200'], stockCodes: ['01234'] });
    // The title vector now holds both languages (Chinese as simplified bigrams).
    expect(await titleMatches('11042134', "'buybacks' & '股份' <-> '份购' <-> '购回'")).toBe(true);
  });

  it('reports every row unchanged when either language is imported again', async () => {
    expect(await importFixture('hkex-title-search', 'hkex-title-search-zh.json', { lang: 'ZH' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await importFixture('hkex-title-search', 'hkex-title-search-e.json', { lang: 'E' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
    expect((await storedDocument('hkex', '11042134')).titleZh).toBe('翌日披露報表 - 已發行股份變動及/或股份購回');
  });

  it('imports nothing and records no run for a file that is not JSON, or without a language', async () => {
    const [documentsBefore, runsBefore] = [await countOf(documents), await countOf(importRuns)];
    await expect(importFixture('hkex-title-search', 'hkex-title-search-not-json.json', { lang: 'E' })).rejects.toThrow(ImportFormatError);
    await expect(importFixture('hkex-title-search', 'hkex-title-search-e.json')).rejects.toThrow(/lang E or ZH/);
    expect([await countOf(documents), await countOf(importRuns)]).toEqual([documentsBefore, runsBefore]);
  });

  it('writes nothing of a run that fails part-way', async () => {
    // A foreign row already holds the md5Key the importer gives NEWS_ID 99990600, the last of 600
    // rows: the first batch of inserts succeeds, the second fails, and the run must roll back whole.
    await app.db.insert(documents).values({
      kind: 'announcement',
      md5Key: documentMd5Key('hkex', '99990600'),
      source: 'demo',
      sourceId: 'collision',
      releaseTime: new Date('2024-01-01T00:00:00Z'),
      searchTitle: sql`''::tsvector`,
    });
    const [documentsBefore, runsBefore] = [await countOf(documents), await countOf(importRuns)];
    const rows = Array.from({ length: 600 }, (_, index) => {
      const id = String(99990001 + index);
      return { NEWS_ID: id, TITLE: `Announcement ${id}`, DATE_TIME: '02/01/2024 10:00', STOCK_CODE: '00700', LONG_TEXT: 'Monthly Returns', FILE_LINK: `/${id}.pdf` };
    });
    const text = JSON.stringify({ result: JSON.stringify(rows), recordCnt: rows.length });
    const failure = await importer.run('hkex-title-search', [{ name: 'collide.json', text }], { lang: 'E' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error & { cause?: unknown }).cause ?? failure)).toMatch(/documents_md5_key_key/);
    expect([await countOf(documents), await countOf(importRuns)]).toEqual([documentsBefore, runsBefore]);
    expect(await storedDocument('hkex', '99990001')).toBeUndefined();
  });
});

describe('hkex-latest importer', () => {
  it('adds new documents, leaves the one the title search stored unchanged, and refuses bad rows', async () => {
    const report = await importFixture('hkex-latest', 'lcisehk1relsde_1.json', { lang: 'E' });
    expect(report).toEqual({
      importer: 'hkex-latest:E',
      inserted: 3,
      updated: 0,
      unchanged: 1,
      rejected: 3,
      rejections: [
        { row: 5, reason: 'unknown tier-2 category code "19999"' },
        { row: 6, reason: 'relTime "2025-10-08 16:46" is not a dd/mm/yyyy HH:MM time' },
        { row: 7, reason: 'newsId is missing' },
      ],
    });
    expect(await storedDocument('hkex', '11100010')).toMatchObject({ stockCodes: ['08001'], t1Code: '10000', t2Codes: ['16200'], fileSize: '127KB', releaseTime: new Date('2025-10-08T08:46:00Z') });
    expect(await storedDocument('hkex', '11100011')).toMatchObject({ t1Code: '51500', t2Codes: [] });
    expect(await storedDocument('hkex', '11100012')).toMatchObject({ t1Code: null, t2Codes: [] });
  });

  it('changes nothing when the same file is imported again', async () => {
    expect(await importFixture('hkex-latest', 'lcisehk1relsde_1.json', { lang: 'E' })).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, rejected: 3 });
  });
});

describe('sfc-news importer', () => {
  it('imports EN items as enforcement cases and updates', async () => {
    const report = await importFixture('sfc-news', 'sfc-news-en.json');
    expect(report).toMatchObject({ importer: 'sfc-news', inserted: 2, updated: 0, unchanged: 0, rejected: 4 });
    expect(report.rejections.map((rejection) => rejection.row)).toEqual([3, 4, 5, 6]);
    expect(await storedDocument('sfc', '26PR27')).toMatchObject({
      kind: 'enforcement',
      md5Key: documentMd5Key('sfc', '26PR27'),
      market: null,
      stockCodes: [],
      sourceType: 0,
      punishedParty: 'CHAN Tai Man',
      titleEn: 'SFC bans former account executive for 12 months',
      releaseTime: new Date('2026-02-16T08:53:29.346Z'),
    });
    expect(await storedDocument('sfc', '26PR28')).toMatchObject({ kind: 'update', sourceType: 0, punishedParty: null });
  });

  it('merges the TC items into the same references, keeping the English punished party', async () => {
    const report = await importFixture('sfc-news', 'sfc-news-tc.json');
    expect(report).toMatchObject({ inserted: 1, updated: 2, unchanged: 0, rejected: 0 });
    expect(await storedDocument('sfc', '26PR27')).toMatchObject({ titleEn: 'SFC bans former account executive for 12 months', titleZh: '證監會禁止前客戶主任重投業界12個月', punishedParty: 'CHAN Tai Man' });
    expect(await storedDocument('sfc', '26PR31')).toMatchObject({ kind: 'enforcement', titleEn: null, punishedParty: '李小明' });
    expect(await titleMatches('26PR27', "'证监' <-> '监会'")).toBe(true);
  });

  it('changes nothing when either file is imported again', async () => {
    expect(await importFixture('sfc-news', 'sfc-news-tc.json')).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await importFixture('sfc-news', 'sfc-news-en.json')).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  });
});

describe('import_runs', () => {
  it('records every run with its counts and rejections', async () => {
    const runs = await app.db.select().from(importRuns).orderBy(asc(importRuns.finishedAt));
    expect(runs.map((run) => run.importer)).toContain('hkex-latest:E');
    const firstTitleSearch = runs.find((run) => run.importer === 'hkex-title-search:E')!;
    expect(firstTitleSearch).toMatchObject({ inserted: 5, updated: 0, unchanged: 0, rejected: 6 });
    expect(firstTitleSearch.rejections).toContainEqual({ row: 6, reason: 'NEWS_ID is missing' });
  });
});
