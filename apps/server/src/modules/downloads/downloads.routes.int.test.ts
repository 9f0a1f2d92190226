import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBodies, documents, headlineCategories } from '../../db/disclosure.schema';
import { listedCompanies } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';

const BUILD = '/api/au/baseDownloadFile/fileUrlToZipByName';
const LIST = '/api/au/baseDownloadFile/list';
const DOWNLOAD = '/api/au/baseDownloadFile/downloadFile';
const DATA_DIR = '/tmp/compliance-desk-test';
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

let app: FastifyInstance;
let ownerToken: string;
let ownerId: string;
let otherToken: string;
let sequence = 0;

type NewDocument = typeof documents.$inferInsert;
/** Inserts one announcement and returns its id. */
const insertDocument = async (values: Partial<NewDocument> & { stockCodes: string[]; releaseTime: Date }): Promise<number> => {
  sequence += 1;
  const [row] = await app.db
    .insert(documents)
    .values({
      kind: 'announcement',
      md5Key: sequence.toString(16).padStart(32, '0'),
      source: 'hkex',
      sourceId: `download-test-${sequence}`,
      market: 'HK',
      titleEn: `Announcement ${sequence}`,
      titleZh: `公告 ${sequence}`,
      searchTitle: sql`to_tsvector('simple', 'announcement')`,
      ...values,
    })
    .returning({ id: documents.id });
  return row!.id;
};

const download = (token: string | undefined, filePath: string) =>
  app.inject({ method: 'GET', url: DOWNLOAD, query: { ...(token ? { token } : {}), filePath } });

const unzip = (payload: Buffer) =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(payload))).map(([name, data]) => [name, strFromU8(data)]));

let bodiedId: number;
let demoId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: inOneYear() } });
  ownerToken = owner.token;
  ownerId = owner.user.id;
  ({ token: otherToken } = await buildUser(app, { organisation: { vipStatus: 3, vipExpiresAt: inOneYear() } }));
  await app.db.insert(listedCompanies).values([
    { stockCode: 'D0001', market: 'HK', shortNameEn: 'Test Holdings One', shortNameCn: '測試控股一' },
    { stockCode: 'D0002', market: 'HK', shortNameEn: 'Test/Two: Ltd', shortNameCn: null },
    { stockCode: 'D0003', market: 'HK', shortNameEn: 'Quiet Co', shortNameCn: null },
    { stockCode: 'D0004', market: 'HK', shortNameEn: 'Busy Co', shortNameCn: null },
  ]);
  await app.db
    .insert(headlineCategories)
    .values([
      { level: 't1', code: 'ZT1', nameEn: 'Test Announcements', nameZhHk: '測試公告', nameZhCn: '测试公告' },
      { level: 't2', code: 'ZT2', t1Code: 'ZT1', nameEn: 'Test Results', nameZhHk: '測試業績', nameZhCn: '测试业绩' },
    ])
    .onConflictDoNothing();
  bodiedId = await insertDocument({
    stockCodes: ['D0001'],
    releaseTime: new Date('2024-03-20T10:30:00Z'),
    titleEn: '=Annual Results, 2023',
    t1Code: 'ZT1',
    t2Codes: ['ZT2'],
    fileLinkEn: 'https://example.test/en.pdf',
    fileLinkZh: 'https://example.test/zh.pdf',
    hasBody: true,
  });
  await app.db.insert(documentBodies).values([
    { documentId: bodiedId, lang: 'en', body: 'The board announces the results.' },
    { documentId: bodiedId, lang: 'zh', body: '董事會宣佈業績。' },
  ]);
  demoId = await insertDocument({ stockCodes: ['D0001', 'D0002'], releaseTime: new Date('2024-01-05T01:00:00Z'), source: 'demo', hasBody: true });
  await app.db.insert(documentBodies).values({ documentId: demoId, lang: 'en', body: 'A generated joint announcement.' });
  await insertDocument({ stockCodes: ['D0001'], releaseTime: new Date('2022-06-01T08:00:00Z') });
  await insertDocument({ stockCodes: ['D0001'], releaseTime: new Date('2023-06-01T08:00:00Z'), kind: 'enforcement', market: null });
  // 2,001 announcements: one more than a zip takes per company.
  await app.db.execute(sql`insert into documents (kind, md5_key, source, source_id, market, stock_codes, title_en, release_time, search_title)
    select 'announcement', md5('busy' || g), 'hkex', 'busy-' || g, 'HK', array['D0004'], 'Busy ' || g, timestamptz '2020-01-01' + g * interval '1 hour', to_tsvector('simple', 'busy')
    from generate_series(1, 2001) g`);
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/baseDownloadFile/fileUrlToZipByName', () => {
  it('asks visitors and free users to buy VIP (-10, spec §6) and sends an expired session to sign in (9999)', async () => {
    expect((await postForm(app, BUILD, { stockCodes: 'D0001' })).json().errCode).toBe(-10);
    expect((await postForm(app, BUILD, { token: 'sightseer', stockCodes: 'D0001' })).json().errCode).toBe(-10);
    expect((await postForm(app, BUILD, { token: 'expired-or-unknown-token', stockCodes: 'D0001' })).json().errCode).toBe(9999);
    const { token } = await buildUser(app);
    const reply = await postForm(app, BUILD, { token, stockCodes: 'D0001' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errCode).toBe(-10);
    expect((await download(token, 'x.zip')).json().errCode).toBe(-10);
    expect((await download(undefined, 'x.zip')).json().errCode).toBe(-10);
  });

  it('refuses more than 10 companies with a message naming the limit', async () => {
    const codes = Array.from({ length: 11 }, (_, index) => `C${index}`).join(',');
    const reply = await postForm(app, BUILD, { token: ownerToken, stockCodes: codes });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().resultData.details).toEqual([{ path: 'stockCodes', message: 'A bulk download may contain at most 10 companies. Please remove some.' }]);
  });

  it('names the stock codes that are not listed companies', async () => {
    const reply = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0001,NOPE1' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().resultData.details).toEqual([{ path: 'stockCodes', message: 'Not a listed company we know: NOPE1.' }]);
  });

  it('says so when no document matches', async () => {
    const reply = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0003' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errCode).toBe(404);
  });

  it('builds a zip with a folder per company: README, index.csv and the stored bodies; demo documents are labelled', async () => {
    const reply = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0001, D0002', kind: 'announcement' });
    expect(reply.statusCode).toBe(200);
    const result = reply.json().resultData;
    expect(result).toMatchObject({
      documents: 4,
      demo: true,
      kind: 'announcement',
      companies: [
        { stockCode: 'D0001', market: 'HK', name: 'Test Holdings One', documents: 3, truncated: false },
        { stockCode: 'D0002', market: 'HK', name: 'Test/Two: Ltd', documents: 1, truncated: false },
      ],
    });
    expect(result.filePath).toMatch(/^documents_D0001_D0002_\d{8}-\d{4}_[0-9a-f]{6}\.zip$/);
    expect(result.fileName).toBe(result.filePath);

    const file = await download(ownerToken, result.filePath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${result.filePath}"`);
    expect(file.rawPayload.length).toBe(result.sizeBytes);
    const entries = unzip(file.rawPayload);
    const one = 'D0001 Test Holdings One';
    const two = 'D0002 Test Two Ltd';
    expect(Object.keys(entries).sort()).toEqual(
      [
        'README.txt',
        `${one}/README.txt`,
        `${one}/index.csv`,
        `${one}/documents/2024-03-20_${bodiedId}_en.txt`,
        `${one}/documents/2024-03-20_${bodiedId}_zh.txt`,
        `${one}/documents/2024-01-05_${demoId}_en.txt`,
        `${two}/README.txt`,
        `${two}/index.csv`,
        `${two}/documents/2024-01-05_${demoId}_en.txt`,
      ].sort(),
    );
    const index = entries[`${one}/index.csv`]!.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(index).toHaveLength(4);
    expect(index[0]).toBe('Release time (HKT),Title (English),Title (Chinese),Category,Kind,Stock codes,Link (English),Link (Chinese),Text files in this folder,Source');
    // HKT release time, formula-safe and quoted title, tier-2 category name, links and the body files.
    expect(index[1]).toBe(
      `2024-03-20 18:30,"'=Annual Results, 2023",公告 ${bodiedId},Test Results,announcement,D0001,https://example.test/en.pdf,https://example.test/zh.pdf,` +
        `documents/2024-03-20_${bodiedId}_en.txt documents/2024-03-20_${bodiedId}_zh.txt,hkex`,
    );
    expect(index[2]).toContain(',demo');
    expect(entries[`${one}/documents/2024-03-20_${bodiedId}_zh.txt`]).toContain('董事會宣佈業績。');
    expect(entries[`${one}/documents/2024-01-05_${demoId}_en.txt`]).toContain('Demonstration data: this document was generated');
    expect(entries[`${one}/documents/2024-03-20_${bodiedId}_en.txt`]).not.toContain('Demonstration data');
    expect(entries[`${one}/README.txt`]).toContain('Demonstration data: 1 of these documents come from the demonstration corpus');
    expect(entries[`${one}/README.txt`]).toContain('At most 2000 documents per company are included');
    expect(entries['README.txt']).toContain(`${two} — documents: 1`);
    expect(entries['README.txt']).toContain('Kind: announcements. Release dates: all.');
  });

  it('keeps to the date range (Hong Kong days) and the kind', async () => {
    const reply = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0001', startDate: '2024-01-05', endDate: '2024-03-20' });
    expect(reply.json().resultData).toMatchObject({ documents: 2, startDate: '2024-01-05', endDate: '2024-03-20', kind: null });
    const enforcement = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0001', kind: 'enforcement' });
    expect(enforcement.json().resultData.documents).toBe(1);
    const inverted = await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0001', startDate: '2024-02-01', endDate: '2024-01-01' });
    expect(inverted.json().resultData.details).toEqual([{ path: 'endDate', message: 'The end date must not be before the start date.' }]);
  });

  it('takes the newest 2,000 documents of a company and says so in the index', async () => {
    const result = (await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0004' })).json().resultData;
    expect(result.companies).toEqual([{ stockCode: 'D0004', market: 'HK', name: 'Busy Co', documents: 2000, truncated: true }]);
    const entries = unzip((await download(ownerToken, result.filePath)).rawPayload);
    const index = entries['D0004 Busy Co/index.csv']!.trim().split('\r\n');
    expect(index).toHaveLength(2002);
    expect(index[1]).toContain('Busy 2001');
    expect(index.at(-1)).toBe('Only the newest 2000 of 2001 matching documents are included. Narrow the date range to download older ones.');
  });
});

describe('GET /api/au/baseDownloadFile/downloadFile', () => {
  it('serves a zip only to the user who made it', async () => {
    const { filePath } = (await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0002' })).json().resultData;
    const foreign = await download(otherToken, filePath);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().resultMsg).toContain('not prepared by you');
    expect((await download(ownerToken, filePath)).statusCode).toBe(200);
  });

  it('refuses any file path that is not a plain zip name', async () => {
    for (const filePath of ['../secret.zip', `../${ownerId}/x.zip`, '/etc/passwd', 'a/b.zip', 'x.json', '..']) {
      const reply = await download(ownerToken, filePath);
      expect(reply.statusCode, filePath).toBe(400);
      expect(reply.json().resultData.details[0].path).toBe('filePath');
    }
  });

  it('removes a zip once it is 24 hours old', async () => {
    const { filePath } = (await postForm(app, BUILD, { token: ownerToken, stockCodes: 'D0002' })).json().resultData;
    const zipPath = path.join(DATA_DIR, 'downloads', ownerId, filePath);
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 1000);
    fs.utimesSync(zipPath, dayAgo, dayAgo);
    expect((await download(ownerToken, filePath)).json().errCode).toBe(404);
    expect(fs.existsSync(zipPath)).toBe(false);
  });
});

describe('POST /api/au/baseDownloadFile/list', () => {
  it("lists the caller's own prepared zips, newest first", async () => {
    const mine = (await postForm(app, LIST, { token: ownerToken })).json().resultData;
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.list[0].createdAt >= mine.list.at(-1).createdAt).toBe(true);
    expect((await postForm(app, LIST, { token: otherToken })).json().resultData).toEqual({ list: [], total: 0 });
  });
});
