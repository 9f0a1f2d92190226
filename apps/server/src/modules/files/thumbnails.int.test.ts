import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileVersions } from '../../db/schema';
import { buildColleague, buildDepartment, callAs, tinyPdf, uploadFile } from '../../../test/files';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp } from '../../../test/helper';

const DATA_DIR = '/tmp/compliance-desk-test';
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);
const objectPath = (key: string) => path.join(DATA_DIR, 'files', 'store', ...key.split('/'));
const exists = (file: string) => fs.stat(file).then(() => true, () => false);

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof buildUser>>;
let photo: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
  photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
});
afterAll(async () => closeTestApp(app));

const thumbnail = (id: string, token: string) => app.inject({ method: 'GET', url: `/api/au/file/thumbnail?id=${id}&token=${token}` });
const addFolder = async (name: string) => (await callAs(app, owner.token, '/au/file/folder/add', { name })).body.resultData.id as string;
const storageKeyOf = async (nodeId: string) => (await app.db.select().from(fileVersions).where(eq(fileVersions.nodeId, nodeId)))[0].storageKey;

describe('thumbnails', () => {
  it('are made from images on first use (WebP, at most 160 px), kept in the object storage, and listed; other types have none', async () => {
    const folder = await addFolder('Photos');
    const image = (await uploadFile(app, owner.token, { name: 'Signing.png', content: photo }, { folderId: folder })).body.resultData;
    const pdf = (await uploadFile(app, owner.token, { name: 'Minutes.pdf', content: tinyPdf() }, { folderId: folder })).body.resultData;
    expect(image.thumbnail).toBe(true);
    expect(pdf.thumbnail).toBe(false);
    const listed = await callAs(app, owner.token, '/au/file/list', { folderId: folder });
    expect(Object.fromEntries(listed.body.resultData.list.map((node: { name: string; thumbnail: boolean }) => [node.name, node.thumbnail]))).toEqual({ 'Signing.png': true, 'Minutes.pdf': false });

    const cached = objectPath(`${await storageKeyOf(image.id)}_thumb`);
    expect(await exists(cached)).toBe(false);
    const first = await thumbnail(image.id, owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 80 });
    expect(await exists(cached)).toBe(true);
    // the second request is served from the cache
    expect((await fs.readFile(cached)).equals(first.rawPayload)).toBe(true);
    expect((await thumbnail(image.id, owner.token)).rawPayload.equals(first.rawPayload)).toBe(true);

    expect((await thumbnail(pdf.id, owner.token)).json().errCode).toBe(415);
    // content that starts like a PNG but is not one: a clear error, never a 500
    const broken = (await uploadFile(app, owner.token, { name: 'Broken.png', content: Buffer.concat([photo.subarray(0, 16), Buffer.alloc(200, 7)]) }, { folderId: folder })).body.resultData;
    const refused = await thumbnail(broken.id, owner.token);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errCode).toBe(415);
  });

  it('follow the folder permissions and other organisations see nothing', async () => {
    const legal = await buildDepartment(app, owner.organisation.id, 'Legal team');
    const member = await buildColleague(app, owner.organisation.id, { deptId: legal.id });
    const outsider = await buildColleague(app, owner.organisation.id);
    const folder = await addFolder('Legal photos');
    const image = (await uploadFile(app, owner.token, { name: 'Seal.png', content: photo }, { folderId: folder })).body.resultData;
    const set = await app.inject({
      method: 'POST',
      url: '/api/au/file/permission/set',
      headers: { token: owner.token, 'content-type': 'application/json' },
      payload: { folderId: folder, entries: [{ subjectType: 'department', subjectId: legal.id, right: 'read' }] },
    });
    expect(set.json().errCode).toBe(0);
    // read (preview only) is enough for a thumbnail
    expect((await thumbnail(image.id, member.token)).statusCode).toBe(200);
    expect((await thumbnail(image.id, outsider.token)).json().errCode).toBe(404);
    const other = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
    expect((await thumbnail(image.id, other.token)).json().errCode).toBe(404);
  });

  it('on a share page come through signed URLs that die with the link; purging a file deletes its thumbnail', async () => {
    const folder = await addFolder('Shared photos');
    const image = (await uploadFile(app, owner.token, { name: 'Venue.png', content: photo }, { folderId: folder })).body.resultData;
    const created = await callAs(app, owner.token, '/au/file/share/add', { id: folder, password: 'Photos#1', validity: '7d', permission: 'read' });
    const { token, share } = created.body.resultData as { token: string; share: { id: string } };
    const remoteAddress = '198.51.100.201';
    const unlocked = await callAs(app, null, '/share/unlock', { t: token, password: 'Photos#1' }, { remoteAddress });
    const cookie = String(unlocked.headers['set-cookie']).split(';')[0];
    const listed = await callAs(app, null, '/share/list', { t: token }, { cookie, remoteAddress });
    const item = listed.body.resultData.list.find((node: { name: string }) => node.name === 'Venue.png');
    expect(item.thumbnailUrl).toMatch(/^\/api\/share\/file\?s=/);
    const served = await app.inject({ method: 'GET', url: item.thumbnailUrl, remoteAddress });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // a read-only link gives thumbnails, never the file
    expect((await callAs(app, null, '/share/link', { t: token, id: image.id, disposition: 'attachment' }, { cookie, remoteAddress })).body.errCode).not.toBe(0);

    expect((await callAs(app, owner.token, '/au/file/share/revoke', { id: share.id })).body.errCode).toBe(0);
    const dead = await app.inject({ method: 'GET', url: item.thumbnailUrl, remoteAddress });
    expect(dead.statusCode).toBe(410);
    expect(dead.json().errCode).toBe(410);

    const key = await storageKeyOf(image.id);
    expect(await exists(objectPath(`${key}_thumb`))).toBe(true);
    expect((await callAs(app, owner.token, '/au/file/delete', { ids: image.id })).body.errCode).toBe(0);
    expect((await callAs(app, owner.token, '/au/file/recycle/delete', { ids: image.id })).body.errCode).toBe(0);
    expect(await exists(objectPath(key))).toBe(false);
    expect(await exists(objectPath(`${key}_thumb`))).toBe(false);
  });
});
