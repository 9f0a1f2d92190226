import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { buildColleague } from '../../../test/files';
import { docxText, pdfText } from './documents.test-support';

/**
 * Issue 15 with the file store of issue 16: every generation is also saved, as Word and PDF, into
 * "Generated documents 生成文件/<stock code> <name>"; a user the store refuses still gets the document.
 */
const STOCK = '00005';
const FOLDER = 'Generated documents 生成文件';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const post = async (app: FastifyInstance, token: string | undefined, path: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload });
  return { status: response.statusCode, body: response.json() };
};

const boardNotice = (secretary: string) => ({
  templateId: 'hkex.directorChange',
  stockCode: STOCK,
  docLanguage: 'en',
  inputs: {
    announcementDate: '2026-03-25',
    signatory: { en: secretary },
    signatoryTitle: { en: 'Company Secretary' },
    directors: [
      { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2 },
      { nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3 },
    ],
    changes: [{ kind: 'appointment', nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3, effectiveDate: '2026-04-01', age: '58', particulars: { en: 'Mr. Chan has over 30 years of experience in banking.' } }],
  },
});

type StoredNode = { id: string; name: string; kind: string; sizeBytes: number; mimeType: string; version: number };

describe('generated documents in the file store (issues 15 and 16)', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.update(listedCompanies).set({ nameEn: 'HSBC Holdings plc', nameCn: '滙豐控股有限公司', board: 'main', placeOfIncorporation: 'hong-kong' }).where(eq(listedCompanies.stockCode, STOCK));
    owner = await buildUser(app, { user: { vipStatus: 3, fileSwitch: 1, name: 'Ann Secretary' }, organisation: { type: 1, stockCode: STOCK, vipStatus: 3, fileSwitch: 1 } });
  });
  afterAll(() => closeTestApp(app));

  const download = async (token: string, id: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/au/file/download?id=${id}&token=${token}` });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('saves the Word and PDF files under the company folder, and a second generation of the same document as a new version', async () => {
    const first = await post(app, owner.token, '/au/docGenerate/add', boardNotice('Aileen Taylor'));
    expect(first.body.errCode, JSON.stringify(first.body)).toBe(0);
    const stored = first.body.resultData.storedFiles;
    expect(stored).toMatchObject({ space: 'org', docxFileId: expect.any(String), pdfFileId: expect.any(String), folderId: expect.any(String) });

    // The folder path from the root of the organisation's space.
    const root = await post(app, owner.token, '/au/file/list', { space: 'org' });
    const top = root.body.resultData.list.find((node: StoredNode) => node.name === FOLDER);
    expect(top?.kind).toBe('folder');
    const companyFolders = (await post(app, owner.token, '/au/file/list', { space: 'org', folderId: top.id })).body.resultData.list;
    expect(companyFolders.map((node: StoredNode) => node.name)).toEqual(['00005 HSBC Holdings plc']);
    expect(companyFolders[0].id).toBe(stored.folderId);

    const listed: StoredNode[] = (await post(app, owner.token, '/au/file/list', { space: 'org', folderId: stored.folderId })).body.resultData.list;
    expect(listed).toHaveLength(2);
    const word = listed.find((node) => node.id === stored.docxFileId)!;
    const pdf = listed.find((node) => node.id === stored.pdfFileId)!;
    // the title as a file name (the ':' of "Announcement: change of directors" is not allowed in names)
    expect(word).toMatchObject({ name: 'Announcement change of directors - HSBC Holdings plc.docx', mimeType: DOCX, version: 1 });
    expect(pdf).toMatchObject({ name: 'Announcement change of directors - HSBC Holdings plc.pdf', mimeType: 'application/pdf', version: 1 });

    // The stored bytes are the documents themselves, of the size the store lists.
    const wordBytes = await download(owner.token, word.id);
    const pdfBytes = await download(owner.token, pdf.id);
    expect(wordBytes.length).toBe(word.sizeBytes);
    expect(pdfBytes.length).toBe(pdf.sizeBytes);
    expect(docxText(wordBytes)).toContain('Chan Tai Man');
    expect(pdfText(pdfBytes)).toContain('HSBC Holdings plc');
    // The same document as the generated document's own download (the bytes differ only by the time stamps inside).
    const direct = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${first.body.resultData.id}&format=docx&token=${owner.token}` });
    expect(docxText(direct.rawPayload)).toBe(docxText(wordBytes));

    // Regenerating (or revising) the same document: a new version of the same two files, not new files.
    const second = await post(app, owner.token, '/au/docGenerate/add', boardNotice('Aileen Taylor (revised)'));
    expect(second.body.errCode).toBe(0);
    expect(second.body.resultData.title).toBe(first.body.resultData.title);
    expect(second.body.resultData.storedFiles).toEqual(stored);
    const again: StoredNode[] = (await post(app, owner.token, '/au/file/list', { space: 'org', folderId: stored.folderId })).body.resultData.list;
    expect(again.map((node) => [node.id, node.version]).sort()).toEqual([stored.docxFileId, stored.pdfFileId].map((id) => [id, 2]).sort());
    const versions = await post(app, owner.token, '/au/file/versions', { id: stored.docxFileId });
    expect(versions.body.resultData.list).toHaveLength(2);
    expect(docxText(await download(owner.token, stored.docxFileId))).toContain('Aileen Taylor (revised)');

    // The generated-documents list tells where each one lives.
    const list = await post(app, owner.token, '/au/docGenerate/list', { page: 1, limit: 10 });
    expect(list.body.resultData.list.map((row: { storedFiles: unknown }) => row.storedFiles)).toEqual([stored, stored]);
  });

  it('a colleague the store refuses (read-only folder) still generates and downloads, with nothing saved and no error', async () => {
    const colleague = await buildColleague(app, owner.organisation.id, { name: 'Reader' });
    const top = (await post(app, owner.token, '/au/file/list', { space: 'org' })).body.resultData.list.find((node: StoredNode) => node.name === FOLDER);
    const set = await post(app, owner.token, '/au/file/permission/set', { folderId: top.id, entries: [{ subjectType: 'user', subjectId: colleague.user.id, right: 'read' }] });
    expect(set.body.errCode).toBe(0);

    const made = await post(app, colleague.token, '/au/docGenerate/add', { ...boardNotice('Reader'), docLanguage: 'en' });
    expect(made.body.errCode, JSON.stringify(made.body)).toBe(0);
    expect(made.body.resultData.storedFiles).toBeNull();
    const pdf = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${made.body.resultData.id}&format=pdf&token=${colleague.token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // nothing new in the company folder: still the owner's two files at version 2
    const listed: StoredNode[] = (await post(app, owner.token, '/au/file/list', { space: 'org', folderId: (await post(app, owner.token, '/au/file/list', { space: 'org', folderId: top.id })).body.resultData.list[0].id })).body.resultData.list;
    expect(listed.map((node) => node.version)).toEqual([2, 2]);
  });

  it('the visitor token (no file store) still generates, with nothing saved', async () => {
    const made = await post(app, undefined, '/au/docGenerate/add', boardNotice('Visitor'));
    expect(made.body.errCode, JSON.stringify(made.body)).toBe(0);
    expect(made.body.resultData.storedFiles).toBeNull();
  });
});
