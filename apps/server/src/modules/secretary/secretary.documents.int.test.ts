import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildColleague, callAs, tinyPdf, uploadFile } from '../../../test/files';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { multipartBody } from '../../../test/uploads';

/** Matter documents: files of the file store attached to a matter or a task, through the real server and database. */

let app: FastifyInstance;
// Replies are read field by field; each test asserts the ones it is about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = any;
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

const call = async (token: string, path: string, body: Record<string, unknown> = {}) => {
  const response = await app.inject({ method: 'POST', url: `/api/au/secretary/${path}`, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(body) });
  return response.json() as { errCode: number; resultMsg: string; resultData: Reply };
};

/** The spec §7 upload: fields first (scheduleDetailId, stockCode, token), then the file. */
const uploadToTask = async (token: string, fields: Record<string, string>, file: { name: string; content: Buffer }) => {
  const { payload, headers } = multipartBody({ fileName: file.name, contentType: 'application/octet-stream', content: file.content }, { ...fields, token });
  const response = await app.inject({ method: 'POST', url: '/api/au/companyScheduleDetail/fileUpload', headers: { ...headers, token }, payload });
  return response.json() as { errCode: number; resultData: Reply };
};
const download = (token: string, id: string, disposition = 'attachment') => app.inject({ method: 'GET', url: `/api/au/secretary/document/download?id=${id}&disposition=${disposition}&token=${token}` });

/** A listed company (Tencent) with the secretary and the file store, and a started annual cycle. */
const listedCompanyWithMatter = async () => {
  const owner = await buildUser(app, {
    user: { name: 'Ada Secretary' },
    organisation: { type: 1, stockCode: '00700', vipStatus: 3, vipExpiresAt: inOneYear(), secretarySwitch: 1, fileSwitch: 1 },
  });
  const created = await call(owner.token, 'matter/create', {
    templateCode: 'listed-annual-cycle',
    companyKind: 'listed',
    inputs: { financialYearEnd: '2025-12-31', boardMeetingDate: '2026-03-25', agmDate: '2026-05-28' },
    channels: ['email'],
  });
  expect(created.errCode, JSON.stringify(created)).toBe(0);
  const detail = await call(owner.token, 'matter/detail', { id: created.resultData.id });
  return { owner, matterId: created.resultData.id as string, taskId: detail.resultData.tasks[0].id as string };
};

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

describe('matter documents from the file store', () => {
  it('uploads a document to a task (spec §7 fileUpload), lists it and downloads the same bytes; a preview opens inline', async () => {
    const { owner, matterId, taskId } = await listedCompanyWithMatter();
    const content = tinyPdf('Board minutes');
    const uploaded = await uploadToTask(owner.token, { scheduleDetailId: taskId, stockCode: '700' }, { name: 'Board minutes.pdf', content });
    expect(uploaded).toMatchObject({ errCode: 0, resultData: { name: 'Board minutes.pdf', mimeType: 'application/pdf', sizeBytes: content.length } });

    const listed = await call(owner.token, 'document/list', { matterId });
    expect(listed.resultData.list).toEqual([
      expect.objectContaining({ id: uploaded.resultData.documentId, taskId, fileId: uploaded.resultData.id, available: true, name: 'Board minutes.pdf', canDownload: true, previewKind: 'pdf' }),
    ]);
    expect((await call(owner.token, 'document/list', { matterId, taskId })).resultData.list).toHaveLength(1);

    const response = await download(owner.token, uploaded.resultData.documentId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-disposition']).toContain('attachment');
    const preview = await download(owner.token, uploaded.resultData.documentId, 'inline');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toContain('inline');

    // the file is in the store, in the secretary's folder of this matter
    const folder = await callAs(app, owner.token, '/au/file/list', { folderId: uploaded.resultData.parentId });
    expect(folder.body.resultData.path.map((part: { name: string }) => part.name).slice(1)).toEqual(['AI secretary', expect.stringMatching(/\(([0-9a-f]{8})\)$/)]);
    expect(folder.body.resultData.list.map((node: { name: string }) => node.name)).toEqual(['Board minutes.pdf']);
  });

  it('refuses a file whose content is not its type, a stock code of another company, and an archived matter (nothing attached)', async () => {
    const { owner, matterId, taskId } = await listedCompanyWithMatter();
    expect((await uploadToTask(owner.token, { scheduleDetailId: taskId }, { name: 'fake.pdf', content: Buffer.from('not a pdf at all') })).errCode).toBe(415);
    expect((await uploadToTask(owner.token, { scheduleDetailId: taskId, stockCode: '00005' }, { name: 'a.pdf', content: tinyPdf() })).errCode).toBe(403);
    expect((await uploadToTask(owner.token, {}, { name: 'a.pdf', content: tinyPdf() })).errCode).toBe(400);
    expect((await call(owner.token, 'matter/archive', { id: matterId })).errCode).toBe(0);
    expect((await uploadToTask(owner.token, { scheduleDetailId: taskId }, { name: 'a.pdf', content: tinyPdf() })).errCode).toBe(409);
    expect((await call(owner.token, 'document/list', { matterId })).resultData.list).toEqual([]);
  });

  it('attaches an existing file of the store (once per place), detaches it, and the file stays in the store', async () => {
    const { owner, matterId, taskId } = await listedCompanyWithMatter();
    const stored = await uploadFile(app, owner.token, { name: 'Register of members.pdf', content: tinyPdf('Register') });
    expect(stored.body.errCode).toBe(0);
    const attached = await call(owner.token, 'document/attach', { matterId, fileId: stored.body.resultData.id });
    expect(attached.errCode).toBe(0);
    expect((await call(owner.token, 'document/attach', { matterId, fileId: stored.body.resultData.id })).resultData.id).toBe(attached.resultData.id);
    const onTask = await call(owner.token, 'document/attach', { matterId, taskId, fileId: stored.body.resultData.id });
    expect(onTask.resultData.id).not.toBe(attached.resultData.id);
    expect((await call(owner.token, 'document/list', { matterId })).resultData.list.map((document: { taskId: string | null }) => document.taskId)).toEqual([null, taskId]);

    expect((await call(owner.token, 'document/detach', { id: attached.resultData.id })).errCode).toBe(0);
    expect((await call(owner.token, 'document/list', { matterId })).resultData.list.map((document: { id: string }) => document.id)).toEqual([onTask.resultData.id]);
    const root = await callAs(app, owner.token, '/au/file/list', {});
    expect(root.body.resultData.list.map((node: { name: string }) => node.name)).toContain('Register of members.pdf');
    // a file in the bin shows as unavailable
    expect((await callAs(app, owner.token, '/au/file/delete', { ids: stored.body.resultData.id })).body.errCode).toBe(0);
    expect((await call(owner.token, 'document/list', { matterId, taskId })).resultData.list[0]).toMatchObject({ available: false, name: null, canDownload: false });
  });

  it('another organisation sees nothing: not the list, not the download, and cannot attach its files to our matter', async () => {
    const { owner, matterId, taskId } = await listedCompanyWithMatter();
    const uploaded = await uploadToTask(owner.token, { scheduleDetailId: taskId }, { name: 'Secret.pdf', content: tinyPdf('Secret') });
    const other = await listedCompanyWithMatter();
    expect((await call(other.owner.token, 'document/list', { matterId })).errCode).toBe(404);
    const response = await download(other.owner.token, uploaded.resultData.documentId);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('%PDF');
    expect((await call(other.owner.token, 'document/detach', { id: uploaded.resultData.documentId })).errCode).toBe(404);
    // our file into their matter: the files module does not find it for them
    expect((await call(other.owner.token, 'document/attach', { matterId: other.matterId, fileId: uploaded.resultData.id })).errCode).toBe(404);
    expect((await call(owner.token, 'document/list', { matterId })).resultData.list).toHaveLength(1);
  });

  it("a person with only the read right on the matter's folder may preview but not download; one without any right sees only that a document exists", async () => {
    const { owner, matterId, taskId } = await listedCompanyWithMatter();
    const content = tinyPdf('Circular');
    const uploaded = await uploadToTask(owner.token, { scheduleDetailId: taskId }, { name: 'AGM circular.pdf', content });
    const reader = await buildColleague(app, owner.organisation.id, { name: 'Rita Reader' });
    const outsider = await buildColleague(app, owner.organisation.id, { name: 'Otto Outsider' });
    const folderId = uploaded.resultData.parentId;
    const set = await app.inject({
      method: 'POST',
      url: '/api/au/file/permission/set',
      headers: { 'content-type': 'application/json', token: owner.token },
      payload: JSON.stringify({ folderId, entries: [{ subjectType: 'user', subjectId: reader.user.id, right: 'read' }] }),
    });
    expect(set.json().errCode, set.body).toBe(0);

    const seenByReader = await call(reader.token, 'document/list', { matterId });
    expect(seenByReader.resultData.list[0]).toMatchObject({ available: true, name: 'AGM circular.pdf', canDownload: false });
    const refused = await download(reader.token, uploaded.resultData.documentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errCode).toBe(403);
    expect(refused.body).not.toContain('%PDF');
    expect((await download(reader.token, uploaded.resultData.documentId, 'inline')).rawPayload.equals(content)).toBe(true);

    const seenByOutsider = await call(outsider.token, 'document/list', { matterId });
    expect(seenByOutsider.resultData.list[0]).toMatchObject({ available: false, name: null, canDownload: false });
    expect((await download(outsider.token, uploaded.resultData.documentId)).statusCode).toBe(404);
    expect((await download(owner.token, uploaded.resultData.documentId)).rawPayload.equals(content)).toBe(true);
  });
});
