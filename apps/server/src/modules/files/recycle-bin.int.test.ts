import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobDeletions, fileNodes, fileVersions } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { callAs, tinyPdf, uploadFile } from '../../../test/files';
import { buildTestApp, closeTestApp } from '../../../test/helper';

const DAY = 24 * 3600 * 1000;
const inOneYear = () => new Date(Date.now() + 365 * DAY);
const objectPath = (key: string) => path.join('/tmp/compliance-desk-test', 'files', 'store', ...key.split('/'));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
});
afterAll(async () => closeTestApp(app));

const addFolder = async (name: string, parentId?: string) => (await callAs(app, owner.token, '/au/file/folder/add', { name, ...(parentId ? { parentId } : {}) })).body.resultData.id as string;
const keysOf = async (nodeId: string) => (await app.db.select({ key: fileVersions.storageKey }).from(fileVersions).where(eq(fileVersions.nodeId, nodeId))).map((row) => row.key);

describe('recycle bin (spec §4, §9: 30 days; brief §4.2)', () => {
  it('deletes a folder with its subtree to the bin with its purge date, and restores the whole subtree to its place', async () => {
    const board = await addFolder('Bin board');
    const sub = await addFolder('Minutes', board);
    const file = (await uploadFile(app, owner.token, { name: 'Minutes.pdf', content: tinyPdf() }, { folderId: sub })).body.resultData.id;
    const deleted = await callAs(app, owner.token, '/au/file/delete', { ids: board });
    expect(deleted.body.resultData.count).toBe(3);
    expect((await callAs(app, owner.token, '/au/file/list', {})).body.resultData.list.map((node: { id: string }) => node.id)).not.toContain(board);
    expect((await callAs(app, owner.token, '/au/file/versions', { id: file })).body.errCode).toBe(404);

    const bin = (await callAs(app, owner.token, '/au/file/recycle/list', {})).body.resultData;
    const item = bin.list.find((entry: { id: string }) => entry.id === board);
    expect(item).toMatchObject({ name: 'Bin board', kind: 'folder', originalPath: '/' });
    expect(new Date(item.purgeAfter).getTime() - new Date(item.trashedAt).getTime()).toBe(30 * DAY);
    // only what the user deleted is listed, not what came along inside it
    expect(bin.list.map((entry: { id: string }) => entry.id)).not.toContain(sub);

    // a new folder of the same name meanwhile: the restored one takes 'name (2)'
    await addFolder('Bin board');
    expect((await callAs(app, owner.token, '/au/file/recycle/restore', { ids: board })).body.resultData.count).toBe(3);
    const list = (await callAs(app, owner.token, '/au/file/list', { folderId: board })).body.resultData;
    expect(list.path.map((entry: { name: string }) => entry.name)).toEqual(['', 'Bin board (2)']);
    expect(list.list.map((node: { name: string }) => node.name)).toEqual(['Minutes']);
    expect((await callAs(app, owner.token, '/au/file/versions', { id: file })).body.resultData.list).toHaveLength(1);
  });

  it('purges exactly at +30 days, never before; rows first, then the stored objects; a crash in between loses nothing that was not due', async () => {
    const kept = (await uploadFile(app, owner.token, { name: 'Kept.pdf', content: tinyPdf('kept') })).body.resultData.id;
    const due = (await uploadFile(app, owner.token, { name: 'Due.pdf', content: tinyPdf('due') })).body.resultData.id;
    const [dueKey] = await keysOf(due);
    await callAs(app, owner.token, '/au/file/delete', { ids: due });
    const [row] = await app.db.select().from(fileNodes).where(eq(fileNodes.id, due));
    const purgeAfter = row.purgeAfter!;

    const at = (time: Date) => app.container.files.purgeDue(500, time);
    // one millisecond early: nothing goes
    expect(await at(new Date(purgeAfter.getTime() - 1))).toBe(0);
    expect(await exists(objectPath(dueKey))).toBe(true);
    // a crash after the rows' transaction and before the object is deleted: the object waits in file_blob_deletions
    await app.db.insert(fileBlobDeletions).values({ storageKey: 'orphan/crash-test' });
    expect(await at(purgeAfter)).toBe(1);
    expect(await app.db.select().from(fileNodes).where(eq(fileNodes.id, due))).toEqual([]);
    expect(await exists(objectPath(dueKey))).toBe(false);
    expect(await app.db.select().from(fileBlobDeletions)).toEqual([]);
    // running again (a second process, a retry) changes nothing
    expect(await at(purgeAfter)).toBe(0);
    expect((await callAs(app, owner.token, '/au/file/versions', { id: kept })).body.resultData.list).toHaveLength(1);
  });

  it('empties the bin and deletes items for good on request', async () => {
    const a = (await uploadFile(app, owner.token, { name: 'Empty A.pdf', content: tinyPdf('a') })).body.resultData.id;
    const b = (await uploadFile(app, owner.token, { name: 'Empty B.pdf', content: tinyPdf('b') })).body.resultData.id;
    const [keyA] = await keysOf(a);
    await callAs(app, owner.token, '/au/file/delete', { ids: `${a},${b}` });
    expect((await callAs(app, owner.token, '/au/file/recycle/delete', { ids: a })).body.resultData.count).toBe(1);
    expect(await exists(objectPath(keyA))).toBe(false);
    expect((await callAs(app, owner.token, '/au/file/recycle/empty', {})).body.resultData.count).toBeGreaterThanOrEqual(1);
    expect((await callAs(app, owner.token, '/au/file/recycle/list', {})).body.resultData.list).toEqual([]);
  });

  it('the daily job (files.purge, 03:00 Hong Kong) removes items due and keeps the rest, driven by the app clock', async () => {
    const file = (await uploadFile(app, owner.token, { name: 'Job purge.pdf', content: tinyPdf('job') })).body.resultData.id;
    const [key] = await keysOf(file);
    await callAs(app, owner.token, '/au/file/delete', { ids: file });
    app.container.clock.advance(29 * DAY);
    await app.container.jobs.runDue();
    expect(await app.db.select().from(fileNodes).where(eq(fileNodes.id, file))).toHaveLength(1);
    app.container.clock.advance(2 * DAY);
    const result = await app.container.jobs.runDue();
    expect(result.failed).toBe(0);
    expect(await app.db.select().from(fileNodes).where(eq(fileNodes.id, file))).toEqual([]);
    expect(await exists(objectPath(key))).toBe(false);
  });
});
