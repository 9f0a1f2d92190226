import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildColleague, buildDepartment, callAs, tinyDocx, tinyPdf, uploadFile } from '../../../test/files';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp } from '../../../test/helper';

const DATA_DIR = '/tmp/compliance-desk-test';
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);
const objectsOf = async (organisationId: string) => fs.readdir(path.join(DATA_DIR, 'files', 'store', organisationId)).catch(() => [] as string[]);
const tempFiles = async () => (await fs.readdir(path.join(DATA_DIR, 'files', 'tmp')).catch(() => [] as string[])).filter((name) => name.endsWith('.upload'));

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear(), userCompanyName: 'Acme Holdings' }, user: { name: 'Owner Chan' } });
});
afterAll(async () => closeTestApp(app));

const list = async (token: string, fields: Record<string, string | number> = {}) => callAs(app, token, '/au/file/list', fields);
const addFolder = async (token: string, name: string, parentId?: string) => {
  const response = await callAs(app, token, '/au/file/folder/add', { name, ...(parentId ? { parentId } : {}) });
  expect(response.body.errCode, JSON.stringify(response.body)).toBe(0);
  return response.body.resultData.id as string;
};

describe('uploads, folders and downloads', () => {
  it('stores a PDF streamed with its SHA-256, lists it with size, type and uploader, and downloads it with the brief headers and HTTP Range', async () => {
    const content = tinyPdf('Minutes');
    const uploaded = await uploadFile(app, owner.token, { name: 'Minutes 2026.pdf', content, contentType: 'application/pdf' });
    expect(uploaded.body).toMatchObject({ errCode: 0, resultData: { name: 'Minutes 2026.pdf', kind: 'file', sizeBytes: content.length, mimeType: 'application/pdf', version: 1, uploaderName: 'Owner Chan', previewKind: 'pdf' } });
    const listed = await list(owner.token);
    expect(listed.body.resultData.list.map((node: { name: string }) => node.name)).toContain('Minutes 2026.pdf');
    expect(listed.body.resultData.usage.usedBytes).toBeGreaterThanOrEqual(content.length);

    const id = uploaded.body.resultData.id;
    const download = await app.inject({ method: 'GET', url: `/api/au/file/download?id=${id}&token=${owner.token}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-disposition': `attachment; filename="Minutes 2026.pdf"; filename*=UTF-8''Minutes%202026.pdf`,
    });
    const ranged = await app.inject({ method: 'GET', url: `/api/au/file/download?id=${id}&disposition=inline&token=${owner.token}`, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-3/${content.length}`);
    expect(ranged.body).toBe('%PDF');
  });

  it('adds a version when a file of the same name is uploaded again, and lists the versions', async () => {
    const first = await uploadFile(app, owner.token, { name: 'Register.pdf', content: tinyPdf('v1') });
    const second = await uploadFile(app, owner.token, { name: 'register.PDF'.replace('PDF', 'pdf'), content: tinyPdf('version two') });
    expect(second.body.resultData).toMatchObject({ id: first.body.resultData.id, version: 2 });
    const versions = await callAs(app, owner.token, '/au/file/versions', { id: first.body.resultData.id });
    expect(versions.body.resultData.list.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    const old = versions.body.resultData.list[1];
    const download = await app.inject({ method: 'GET', url: `/api/au/file/download?id=${first.body.resultData.id}&versionId=${old.id}&token=${owner.token}` });
    expect(download.rawPayload.equals(tinyPdf('v1'))).toBe(true);
  });

  it('refuses content that does not match its name, over 10 MB, or of an unsupported type, and leaves nothing behind', async () => {
    const before = await objectsOf(owner.organisation.id);
    const disguised = await uploadFile(app, owner.token, { name: 'minutes.pdf', content: Buffer.from('<script>alert(1)</script>') });
    expect(disguised).toMatchObject({ status: 415, body: { errCode: 415 } });
    const svg = await uploadFile(app, owner.token, { name: 'logo.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(svg.status).toBe(415);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadFile(app, owner.token, { name: 'big.pdf', content: big });
    expect(tooLarge).toMatchObject({ status: 413, body: { errCode: 413 } });
    expect(tooLarge.body.resultMsg).toContain('10 MB');
    expect(await objectsOf(owner.organisation.id)).toEqual(before);
    expect(await tempFiles()).toEqual([]);
    const names = (await list(owner.token, { keyword: 'big' })).body.resultData.list;
    expect(names).toEqual([]);
  });

  it('normalises names: no path traversal, no control or bidi characters', async () => {
    const traversal = await uploadFile(app, owner.token, { name: '../../etc/notes.txt', content: Buffer.from('hello') });
    expect(traversal.body.resultData.name).toBe('notes.txt');
    const bidi = await uploadFile(app, owner.token, { name: 'inv\u202Eoice\u0007.txt', content: Buffer.from('text') });
    expect(bidi.body.resultData.name).toBe('invoice.txt');
    const folder = await callAs(app, owner.token, '/au/file/folder/add', { name: '..' });
    expect(folder.status).toBe(400);
  });

  it('creates, renames, moves, copies and searches; a clash answers "name already exists", a copy into itself "copy failed"', async () => {
    const board = await addFolder(owner.token, 'Board');
    const sub = await addFolder(owner.token, '2026', board);
    expect((await callAs(app, owner.token, '/au/file/folder/add', { name: 'board' })).body.errCode).toBe(409);
    const file = await uploadFile(app, owner.token, { name: 'Agenda.pdf', content: tinyPdf('Agenda') }, { folderId: sub });
    expect((await callAs(app, owner.token, '/au/file/rename', { id: sub, name: 'Year 2026' })).body.errCode).toBe(0);
    expect((await callAs(app, owner.token, '/au/file/move', { ids: board, targetId: sub })).body.errCode).toBe(409);
    expect((await callAs(app, owner.token, '/au/file/copy', { ids: board, targetId: sub })).body).toMatchObject({ errCode: 409 });
    const archive = await addFolder(owner.token, 'Archive');
    expect((await callAs(app, owner.token, '/au/file/copy', { ids: board, targetId: archive })).body).toMatchObject({ errCode: 0, resultData: { count: 3 } });
    expect((await callAs(app, owner.token, '/au/file/move', { ids: file.body.resultData.id, targetId: board })).body.errCode).toBe(0);
    const found = await list(owner.token, { keyword: 'agenda' });
    expect(found.body.resultData.list).toHaveLength(2);
    const sorted = await list(owner.token, { folderId: board, sort: 'name', order: 'desc' });
    expect(sorted.body.resultData.list.map((node: { name: string }) => node.name)).toEqual(['Year 2026', 'Agenda.pdf']);
  });

  it('renders a Word document to sanitised HTML for the preview, served in a sandbox', async () => {
    const uploaded = await uploadFile(app, owner.token, { name: 'Resolution.docx', content: tinyDocx(['RESOLVED that the accounts be approved.', '<script>alert(1)</script>']) });
    expect(uploaded.body.resultData.previewKind).toBe('html');
    const rendered = await app.inject({ method: 'GET', url: `/api/au/file/render?id=${uploaded.body.resultData.id}&token=${owner.token}` });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain('RESOLVED that the accounts be approved.');
    expect(rendered.body).not.toContain('<script');
    expect(rendered.headers['content-security-policy']).toContain('sandbox');
  });

  it('streams a folder as a zip', async () => {
    const folder = await addFolder(owner.token, 'Zip me');
    await uploadFile(app, owner.token, { name: 'a.txt', content: Buffer.from('alpha') }, { folderId: folder });
    const response = await app.inject({ method: 'GET', url: `/api/au/file/zip?id=${folder}&token=${owner.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(response.rawPayload.includes(Buffer.from('a.txt'))).toBe(true);
  });
});

describe('folder permissions (spec §3: read, read-write, download; inherited)', () => {
  it('enforces read, download and read-write for people and departments on every operation, inherited by sub-folders', async () => {
    const organisationId = owner.organisation.id;
    const legal = await buildDepartment(app, organisationId, 'Legal');
    const reader = await buildColleague(app, organisationId, { name: 'Reader' });
    const downloader = await buildColleague(app, organisationId, { deptId: legal.id });
    const outsider = await buildColleague(app, organisationId);
    const folder = await addFolder(owner.token, 'Confidential');
    const sub = await addFolder(owner.token, 'Deals', folder);
    const file = (await uploadFile(app, owner.token, { name: 'Deal.pdf', content: tinyPdf('Deal') }, { folderId: sub })).body.resultData.id;
    await uploadFile(app, owner.token, { name: 'Deal notes.txt', content: Buffer.from('notes') }, { folderId: sub });

    const set = await app.inject({
      method: 'POST',
      url: '/api/au/file/permission/set',
      headers: { token: owner.token, 'content-type': 'application/json' },
      payload: { folderId: folder, entries: [{ subjectType: 'user', subjectId: reader.user.id, right: 'read' }, { subjectType: 'department', subjectId: legal.id, right: 'download' }] },
    });
    expect(set.json().errCode).toBe(0);
    // a colleague may not set permissions
    const refused = await app.inject({ method: 'POST', url: '/api/au/file/permission/set', headers: { token: reader.token, 'content-type': 'application/json' }, payload: { folderId: folder, entries: [] } });
    expect(refused.json().errCode).toBe(403);

    const perms = await callAs(app, reader.token, '/au/file/permission/list', { folderId: sub });
    expect(perms.body.resultData.inheritedFrom).toMatchObject({ id: folder, name: 'Confidential' });

    // reader: sees and previews, cannot download, zip or write
    expect((await list(reader.token, { folderId: sub })).body.resultData.list).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/download?id=${file}&disposition=inline&token=${reader.token}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/download?id=${file}&token=${reader.token}` })).json().errCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/zip?id=${sub}&token=${reader.token}` })).json().errCode).toBe(403);
    expect((await uploadFile(app, reader.token, { name: 'x.txt', content: Buffer.from('x') }, { folderId: sub })).body.errCode).toBe(403);
    expect((await callAs(app, reader.token, '/au/file/delete', { ids: file })).body.errCode).toBe(403);
    expect((await callAs(app, reader.token, '/au/file/share/add', { id: file, password: 'pass1234', validity: '7d', permission: 'download' })).body.errCode).toBe(403);

    // the department's member downloads (inherited by the sub-folder) but cannot write
    expect((await app.inject({ method: 'GET', url: `/api/au/file/download?id=${file}&token=${downloader.token}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/zip?id=${sub}&token=${downloader.token}` })).statusCode).toBe(200);
    expect((await callAs(app, downloader.token, '/au/file/rename', { id: file, name: 'Renamed.pdf' })).body.errCode).toBe(403);

    // someone not named sees nothing: list, search, tree, preview, versions, zip, download all answer "not found"
    expect((await list(outsider.token, { folderId: sub })).body.errCode).toBe(404);
    expect((await list(outsider.token, { keyword: 'deal' })).body.resultData.list).toEqual([]);
    const tree = await callAs(app, outsider.token, '/au/file/tree', {});
    expect(tree.body.resultData.list.map((entry: { id: string }) => entry.id)).not.toContain(folder);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/download?id=${file}&disposition=inline&token=${outsider.token}` })).json().errCode).toBe(404);
    expect((await callAs(app, outsider.token, '/au/file/versions', { id: file })).body.errCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/au/file/zip?id=${folder}&token=${outsider.token}` })).json().errCode).toBe(404);
    // the parent's zip leaves out what a caller may not download
    const parentZip = await app.inject({ method: 'GET', url: `/api/au/file/zip?id=${(await list(owner.token)).body.resultData.folder.id}&token=${outsider.token}` });
    expect(parentZip.statusCode).toBe(200);
    expect(parentZip.rawPayload.includes(Buffer.from('Deal.pdf'))).toBe(false);

    // a sub-folder with entries of its own decides for itself
    await app.inject({ method: 'POST', url: '/api/au/file/permission/set', headers: { token: owner.token, 'content-type': 'application/json' }, payload: { folderId: sub, entries: [{ subjectType: 'user', subjectId: outsider.user.id, right: 'readWrite' }] } });
    expect((await list(outsider.token, { folderId: sub })).body.resultData.list).toHaveLength(2);
    expect((await list(reader.token, { folderId: sub })).body.errCode).toBe(404);
  });

  it('the permissions screen: people and departments to choose from (administrator only), names on entries, and nobody from outside the organisation', async () => {
    const organisationId = owner.organisation.id;
    const finance = await buildDepartment(app, organisationId, 'Finance');
    const clerk = await buildColleague(app, organisationId, { name: 'Clerk Wong', deptId: finance.id });
    const stranger = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() }, user: { name: 'Stranger' } });
    const strangerDept = await buildDepartment(app, stranger.organisation.id, 'Elsewhere');
    const folder = await addFolder(owner.token, 'Board papers');
    const sub = await addFolder(owner.token, 'Minutes', folder);
    const setAs = (token: string, folderId: string, entries: unknown[]) =>
      app.inject({ method: 'POST', url: '/api/au/file/permission/set', headers: { token, 'content-type': 'application/json' }, payload: { folderId, entries } }).then((response) => response.json());

    const subjects = await callAs(app, owner.token, '/au/file/permission/subjects', {});
    expect(subjects.body.errCode).toBe(0);
    expect(subjects.body.resultData.people).toEqual(expect.arrayContaining([{ id: clerk.user.id, name: 'Clerk Wong', deptId: finance.id, isAdmin: false }, expect.objectContaining({ id: owner.user.id, isAdmin: true })]));
    expect(subjects.body.resultData.departments).toEqual(expect.arrayContaining([{ id: finance.id, name: 'Finance', parentId: null }]));
    expect(JSON.stringify(subjects.body.resultData)).not.toContain(stranger.user.id);
    expect(JSON.stringify(subjects.body.resultData)).not.toContain(strangerDept.id);
    expect((await callAs(app, clerk.token, '/au/file/permission/subjects', {})).body.errCode).toBe(403);

    // before any entry: open to everyone; the caller's right to change is reported
    expect((await callAs(app, owner.token, '/au/file/permission/list', { folderId: sub })).body.resultData).toEqual({ inheritedFrom: null, list: [], canManage: true });

    // someone or some department of another organisation cannot be named
    const foreignUser = await setAs(owner.token, folder, [{ subjectType: 'user', subjectId: stranger.user.id, right: 'read' }]);
    expect(foreignUser).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'entries.0.subjectId' }] } });
    const foreignDept = await setAs(owner.token, folder, [{ subjectType: 'user', subjectId: clerk.user.id, right: 'read' }, { subjectType: 'department', subjectId: strangerDept.id, right: 'read' }]);
    expect(foreignDept).toMatchObject({ errCode: 400 });
    expect((await callAs(app, owner.token, '/au/file/permission/list', { folderId: folder })).body.resultData.list).toEqual([]);

    // the same subject twice keeps one entry (the last); entries carry names and the sub-folder shows where they come from
    expect(
      (await setAs(owner.token, folder, [
        { subjectType: 'user', subjectId: clerk.user.id, right: 'readWrite' },
        { subjectType: 'department', subjectId: finance.id, right: 'download' },
        { subjectType: 'user', subjectId: clerk.user.id, right: 'read' },
      ])).errCode,
    ).toBe(0);
    const inherited = await callAs(app, clerk.token, '/au/file/permission/list', { folderId: sub });
    expect(inherited.body.resultData).toEqual({
      inheritedFrom: { id: folder, name: 'Board papers' },
      list: expect.arrayContaining([
        { subjectType: 'user', subjectId: clerk.user.id, right: 'read', subjectName: 'Clerk Wong' },
        { subjectType: 'department', subjectId: finance.id, right: 'download', subjectName: 'Finance' },
      ]),
      canManage: false,
    });
    expect(inherited.body.resultData.list).toHaveLength(2);
    // the clerk reads and downloads through the department, but cannot upload
    expect((await list(clerk.token, { folderId: sub })).body.errCode).toBe(0);
    expect((await uploadFile(app, clerk.token, { name: 'x.txt', content: Buffer.from('x') }, { folderId: sub })).body.errCode).toBe(403);
    // removing every entry returns the folder to open
    expect((await setAs(owner.token, folder, [])).errCode).toBe(0);
    expect((await uploadFile(app, clerk.token, { name: 'x.txt', content: Buffer.from('x') }, { folderId: sub })).body.errCode).toBe(0);
  });

  it('refuses the file store when the company or user file switch is off (spec §6)', async () => {
    const switchedOff = await buildColleague(app, owner.organisation.id, { fileSwitch: 0 });
    expect((await list(switchedOff.token)).body.errCode).toBe(403);
    const free = await buildUser(app);
    expect((await list(free.token)).body.errCode).toBe(-11);
  });
});

describe('cross-organisation sweep', () => {
  it('finds nothing of another organisation through any file call', async () => {
    const folder = await addFolder(owner.token, 'Sweep');
    const file = (await uploadFile(app, owner.token, { name: 'Secret.pdf', content: tinyPdf('secret') }, { folderId: folder })).body.resultData.id;
    const share = (await callAs(app, owner.token, '/au/file/share/add', { id: file, password: 'pass1234', validity: '7d', permission: 'download' })).body.resultData.share.id;
    const other = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
    const t = other.token;
    const calls: [string, Record<string, string>][] = [
      ['/au/file/list', { folderId: folder }],
      ['/au/file/folder/add', { parentId: folder, name: 'x' }],
      ['/au/file/rename', { id: file, name: 'x.pdf' }],
      ['/au/file/move', { ids: file, targetId: folder }],
      ['/au/file/copy', { ids: file, targetId: folder }],
      ['/au/file/versions', { id: file }],
      ['/au/file/delete', { ids: file }],
      ['/au/file/recycle/restore', { ids: file }],
      ['/au/file/recycle/delete', { ids: file }],
      ['/au/file/permission/list', { folderId: folder }],
      ['/au/file/share/add', { id: file, password: 'pass1234', validity: '7d', permission: 'read' }],
      ['/au/file/share/update', { id: share, validity: 'permanent' }],
      ['/au/file/share/revoke', { id: share }],
      ['/au/file/share/regenerate', { id: share }],
      ['/au/file/share/accesses', { id: share }],
    ];
    for (const [callPath, fields] of calls) {
      const response = await callAs(app, t, callPath, fields);
      expect([404], `${callPath} ${JSON.stringify(response.body)}`).toContain(response.body.errCode);
    }
    for (const url of [`/api/au/file/download?id=${file}`, `/api/au/file/download?id=${file}&disposition=inline`, `/api/au/file/render?id=${file}`, `/api/au/file/zip?id=${folder}`]) {
      expect((await app.inject({ method: 'GET', url: `${url}&token=${t}` })).json().errCode, url).toBe(404);
    }
    expect((await list(t, { keyword: 'secret' })).body.resultData.list).toEqual([]);
    expect((await callAs(app, t, '/au/file/share/list', {})).body.resultData.list).toEqual([]);
    expect((await callAs(app, t, '/au/file/recycle/list', {})).body.resultData.list).toEqual([]);
    const permissionSet = await app.inject({ method: 'POST', url: '/api/au/file/permission/set', headers: { token: t, 'content-type': 'application/json' }, payload: { folderId: folder, entries: [] } });
    expect(permissionSet.json().errCode).toBe(404);
    // the owner's file is untouched
    expect((await callAs(app, owner.token, '/au/file/versions', { id: file })).body.resultData.list).toHaveLength(1);
  });
});
