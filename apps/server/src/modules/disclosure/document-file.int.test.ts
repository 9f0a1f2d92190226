import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { pdfText } from '../documents/documents.test-support';
import { insertDocuments } from './documents.repository';
import { documentKeyOf, type DocumentInput } from './documents.writer';

const HKEX_LINK = 'https://www1.hkexnews.hk/listedco/listconews/sehk/2026/1126/2026112601201.pdf';

const DOCUMENTS: DocumentInput[] = [
  {
    kind: 'announcement',
    source: 'demo',
    sourceId: 'ann-file',
    market: 'HK',
    stockCodes: ['00700'],
    titleEn: 'Discloseable Transaction - Disposal of Equity Interest in Jade Bay Energy',
    titleZh: '須予披露交易 - 出售翠灣能源股權',
    releaseTime: new Date('2026-11-20T09:30:00Z'),
    t1Code: '10000',
    t2Codes: ['16200'],
    fileType: 'PDF',
    fileSize: '812KB',
    bodies: [
      { lang: 'en', body: 'The Company entered into an agreement with Jade Bay Energy Company Limited.' },
      { lang: 'zh', body: '本公司於本公告日期與翠灣能源有限公司訂立協議。' },
    ],
  },
  {
    kind: 'announcement',
    source: 'hkex',
    sourceId: '2026112601201',
    market: 'HK',
    stockCodes: ['00005'],
    titleEn: 'Results of Annual General Meeting',
    titleZh: null,
    releaseTime: new Date('2026-11-26T09:00:00Z'),
    t1Code: '10000',
    t2Codes: [],
    fileType: 'PDF',
    fileSize: '91KB',
    fileLinkEn: HKEX_LINK,
  },
];

const file = (app: FastifyInstance, query: Record<string, string>) => app.inject({ method: 'GET', url: `/api/au/document/file?${new URLSearchParams(query).toString()}` });

describe('GET /au/document/file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, DOCUMENTS);
  });
  afterAll(() => closeTestApp(app));

  it("streams a demonstration document's PDF of its stored text, marked as demonstration in the reader's language", async () => {
    const response = await file(app, { md5Key: documentKeyOf('demo', 'ann-file'), langType: '2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Discloseable Transaction - Disposal of Equity Interest in Jade Bay Energy');
    expect(text).toContain('Demonstration document — not a real filing');
    expect(text).toContain('The Company entered into an agreement with Jade Bay Energy Company Limited.');
    expect(text).toContain('2026-11-20 17:30');
  });

  it('draws the Chinese version with the mark in the reader’s language', async () => {
    const response = await file(app, { md5Key: documentKeyOf('demo', 'ann-file'), langType: '1', language: '3' });
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('須予披露交易-出售翠灣能源股權');
    expect(text).toContain('演示文件—并非真实披露文件');
    expect(text).toContain('本公司於本公告日期與翠灣能源有限公司訂立協議。');
  });

  it('sends an imported document to its publisher’s file, and the detail links there too', async () => {
    const response = await file(app, { md5Key: documentKeyOf('hkex', '2026112601201'), langType: '2' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(HKEX_LINK);
    const detail = (await postForm(app, '/api/au/document/detail', { md5Key: documentKeyOf('hkex', '2026112601201'), langType: '2' })).json();
    expect(detail.resultData).toMatchObject({ fileOrigin: 'source', fileLink: HKEX_LINK, fileSize: '91KB' });
  });

  it('gives a demonstration document a link to its PDF and no invented file size', async () => {
    const md5Key = documentKeyOf('demo', 'ann-file');
    const detail = (await postForm(app, '/api/au/document/detail', { md5Key, langType: '1' })).json();
    expect(detail.resultData).toMatchObject({ fileOrigin: 'generated', fileType: 'PDF', fileSize: null, fileLink: `/au/document/file?md5Key=${md5Key}&langType=1` });
    const hits = (await postForm(app, '/api/au/document/search', { kind: 'announcement', stockCodes: '00700' })).json();
    expect(hits.resultData.list).toEqual([expect.objectContaining({ md5Key, fileOrigin: 'generated', fileSize: null })]);
  });

  it('answers an unknown document with the envelope error and a bad query with a field message', async () => {
    const unknown = await file(app, { id: '987654321', langType: '2' });
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.json()).toMatchObject({ errCode: 404 });
    expect((await file(app, { md5Key: documentKeyOf('hkex', '2026112601201'), langType: '1' })).json()).toMatchObject({ errCode: 404, resultData: { langTypes: [2] } });
    expect((await file(app, { md5Key: 'nope' })).json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'md5Key' }] } });
  });
});
