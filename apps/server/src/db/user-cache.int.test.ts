import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedItems, favoritesFolders, focusCompanies, listedCompanies, messages } from './schema';
import { buildTestApp, closeTestApp, eventually, postForm, seenOnceNotified } from '../../test/helper';
import { buildUser } from '../../test/factories';
import { changesSettled, heardFor, twoAppsOnOneDatabase } from '../../test/shared-database';

// A long lifetime: whatever these tests see changing was told by a change (db/change-bus.ts), not by the entry ageing out.
const CACHED = { SESSION_CACHE_SECONDS: '60', LIVE_SESSION_CHECK_SECONDS: '0' };

const call = async (app: FastifyInstance, token: string, path: string, fields: Record<string, string> = {}) => (await postForm(app, `/api/au/${path}`, { token, ...fields })).json();
const userInfo = async (app: FastifyInstance, token: string) => (await call(app, token, 'saasuser/getUserInfo')).resultData;
const bell = async (app: FastifyInstance, token: string) => (await call(app, token, 'messageInfo/list', { page: '1', limit: '5', sortRule: 'createDate', sortType: 'desc' })).resultData;
const folders = async (app: FastifyInstance, token: string) => (await call(app, token, 'favorites/list', { page: '1', limit: '50' })).resultData;
const items = async (app: FastifyInstance, token: string) => (await call(app, token, 'collect/list', { page: '1', limit: '10' })).resultData;
const follows = async (app: FastifyInstance, token: string) => (await call(app, token, 'focus/list', { page: '1', limit: '10' })).resultData;
const followedCodes = async (app: FastifyInstance, token: string) => (await follows(app, token)).list.map((row: { stockCode: string }) => row.stockCode);
const announcement = (refKey: string, title: string) => ({ type: '1', refKey, articleTitle: title, langType: '1', path: `/disData/notice/detail?md5Key=${refKey}&langType=1` });


describe('per-user reads kept in memory (one process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: CACHED });
  });
  afterAll(() => closeTestApp(app));

  it('serves the header, the bell, the favourites and the follows from memory (a change made behind the server is not seen yet)', async () => {
    const { user, token } = await buildUser(app);
    const message = await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    const folder = (await call(app, token, 'favorites/add', { name: 'Deals' })).resultData as string;
    expect((await call(app, token, 'collect/add', { favoritesId: folder, ...announcement('k1', 'Placing') })).errCode).toBe(0);
    expect((await call(app, token, 'focus/add', { stockCode: '00700' })).errCode).toBe(0);
    expect((await userInfo(app, token)).unreadNum).toBe(1);
    expect((await bell(app, token)).unreadNum).toBe(1);
    expect((await folders(app, token)).list[0]).toMatchObject({ name: 'Deals', itemCount: 1 });
    expect((await items(app, token)).total).toBe(1);
    expect(await followedCodes(app, token)).toEqual(['00700']);

    await app.db.update(messages).set({ readStatus: 2 }).where(eq(messages.id, message!.id));
    await app.db.update(favoritesFolders).set({ name: 'Renamed behind' }).where(eq(favoritesFolders.id, folder));
    await app.db.delete(collectedItems).where(and(eq(collectedItems.userId, user.id)));
    await app.db.delete(focusCompanies).where(eq(focusCompanies.userId, user.id));
    expect((await userInfo(app, token)).unreadNum).toBe(1);
    expect((await bell(app, token)).unreadNum).toBe(1);
    expect((await folders(app, token)).list[0].name).toBe('Deals');
    expect((await items(app, token)).total).toBe(1);
    expect(await followedCodes(app, token)).toEqual(['00700']);
    expect((await userInfo(app, token)).focusNum).toBe(1);
  });

  it('sees a new message and a message read at once, in the header and the bell', async () => {
    const { user, token } = await buildUser(app);
    expect((await userInfo(app, token)).unreadNum).toBe(0);
    expect((await bell(app, token)).total).toBe(0);
    const first = await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    expect((await userInfo(app, token)).msgList.map((row: { titleEn: string }) => row.titleEn)).toEqual(['Rule updated']);
    expect((await bell(app, token))).toMatchObject({ total: 1, unreadNum: 1 });
    await app.container.messages.notifyMany([user.id], null, { type: 1, source: 5, title: '第二条', titleEn: 'Second', dedupeKey: 'second' });
    expect((await bell(app, token))).toMatchObject({ total: 2, unreadNum: 2 });
    expect((await call(app, token, 'messageInfo/update', { id: first!.id, type: '2' })).errCode).toBe(0);
    expect((await userInfo(app, token)).unreadNum).toBe(1);
    expect((await bell(app, token)).unreadNum).toBe(1);
  });

  it('sees folders and items added, renamed and deleted at once', async () => {
    const { token } = await buildUser(app);
    expect((await folders(app, token)).total).toBe(0);
    expect((await items(app, token)).total).toBe(0);
    const folder = (await call(app, token, 'favorites/add', { name: 'Deals' })).resultData as string;
    expect((await folders(app, token)).list.map((row: { name: string }) => row.name)).toEqual(['Deals']);
    const item = (await call(app, token, 'collect/add', { favoritesId: folder, ...announcement('k2', 'Rights issue') })).resultData as string;
    expect((await folders(app, token)).list[0].itemCount).toBe(1);
    expect((await items(app, token)).list.map((row: { articleTitle: string }) => row.articleTitle)).toEqual(['Rights issue']);
    expect((await call(app, token, 'favorites/update', { id: folder, name: 'Capital' })).errCode).toBe(0);
    expect((await items(app, token)).list[0].favoritesName).toBe('Capital');
    expect((await call(app, token, 'collect/delete', { id: item })).errCode).toBe(0);
    expect((await items(app, token)).total).toBe(0);
    expect((await call(app, token, 'favorites/delete', { id: folder })).errCode).toBe(0);
    expect((await folders(app, token)).total).toBe(0);
  });

  it('sees a company followed and unfollowed at once in the followed-companies list and the session (focusNum)', async () => {
    const { token } = await buildUser(app);
    expect((await follows(app, token)).total).toBe(0);
    const added = await call(app, token, 'focus/add', { stockCode: '00005' });
    expect(added.errCode).toBe(0);
    expect(await followedCodes(app, token)).toEqual(['00005']);
    expect((await userInfo(app, token)).focusNum).toBe(1);
    expect((await call(app, token, 'focus/delete', { id: added.resultData.id })).errCode).toBe(0);
    expect((await follows(app, token)).total).toBe(0);
    expect((await userInfo(app, token)).focusNum).toBe(0);
  });

  it("shows a followed company's name as the catalogue has it now (once the catalogue's counter notifies its change)", async () => {
    const { token } = await buildUser(app);
    expect((await call(app, token, 'focus/add', { stockCode: '00001' })).errCode).toBe(0);
    const [before] = (await follows(app, token)).list;
    try {
      await app.db.update(listedCompanies).set({ shortNameEn: 'Renamed Holdings' }).where(eq(listedCompanies.stockCode, '00001'));
      await seenOnceNotified(app, async () => (await follows(app, token)).list[0].shortNameEn === 'Renamed Holdings');
    } finally {
      await app.db.update(listedCompanies).set({ shortNameEn: before.shortNameEn }).where(eq(listedCompanies.stockCode, '00001'));
    }
  });

  it('sees a client company added and deleted at once in the session (stockCode, focusNum)', async () => {
    const { token } = await buildUser(app);
    expect((await userInfo(app, token))).toMatchObject({ stockCode: null, focusNum: 0 });
    const added = await call(app, token, 'serviceCompany/add', { stockCode: '00700', job: 'Partner', status: '1' });
    expect(added.errCode).toBe(0);
    expect((await userInfo(app, token))).toMatchObject({ stockCode: '00700', focusNum: 1 });
    expect((await call(app, token, 'serviceCompany/delete', { id: added.resultData })).errCode).toBe(0);
    expect((await userInfo(app, token))).toMatchObject({ stockCode: null, focusNum: 0 });
  });
});

describe.runIf(process.env.DATABASE_URL)('per-user reads across two processes on one PostgreSQL database', () => {
  const apps = twoAppsOnOneDatabase(CACHED);

  it('a message stored or read through one process shows in the other', async () => {
    const { user, token } = await buildUser(apps.first);
    expect((await userInfo(apps.second, token)).unreadNum).toBe(0);
    expect((await bell(apps.second, token)).total).toBe(0);
    const message = await apps.first.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    await eventually(async () => (await userInfo(apps.second, token)).unreadNum === 1 && (await bell(apps.second, token)).total === 1);
    expect((await call(apps.first, token, 'messageInfo/update', { id: message!.id, type: '2' })).errCode).toBe(0);
    await eventually(async () => (await userInfo(apps.second, token)).unreadNum === 0 && (await bell(apps.second, token)).unreadNum === 0);
  });

  it('a company followed or unfollowed through one process shows in the other', async () => {
    const { token } = await buildUser(apps.first);
    expect((await follows(apps.second, token)).total).toBe(0);
    const added = await call(apps.first, token, 'focus/add', { stockCode: '00700' });
    expect(added.errCode).toBe(0);
    await eventually(async () => (await followedCodes(apps.second, token)).join() === '00700');
    expect((await call(apps.first, token, 'focus/delete', { id: added.resultData.id })).errCode).toBe(0);
    await eventually(async () => (await follows(apps.second, token)).total === 0);
  });

  it('a folder, an item and a client company added through one process show in the other', async () => {
    const { token } = await buildUser(apps.first);
    expect((await folders(apps.second, token)).total).toBe(0);
    expect((await items(apps.second, token)).total).toBe(0);
    expect((await userInfo(apps.second, token)).stockCode).toBeNull();
    const folder = (await call(apps.first, token, 'favorites/add', { name: 'Deals' })).resultData as string;
    expect((await call(apps.first, token, 'collect/add', { favoritesId: folder, ...announcement('k3', 'Placing') })).errCode).toBe(0);
    expect((await call(apps.first, token, 'serviceCompany/add', { stockCode: '00700', job: 'Partner', status: '1' })).errCode).toBe(0);
    await eventually(async () => (await folders(apps.second, token)).total === 1 && (await items(apps.second, token)).total === 1 && (await userInfo(apps.second, token)).stockCode === '00700');
  });

  it('a change made behind the servers is not seen while cached (so the test above proves the notifications)', async () => {
    const { user, token } = await buildUser(apps.first);
    // Each read that must be kept waits until the second process has heard the changes before it: a read in
    // flight when a change arrives is not kept (db/user-cache.ts), so an `eventually` could pass on one.
    await changesSettled(apps.first, apps.second);
    const messageHeard = heardFor(apps.second, 'messages', user.id);
    await apps.first.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    await messageHeard;
    expect((await bell(apps.second, token)).unreadNum).toBe(1);
    const followHeard = heardFor(apps.second, 'follows', user.id);
    expect((await call(apps.first, token, 'focus/add', { stockCode: '00700' })).errCode).toBe(0);
    await followHeard;
    expect((await follows(apps.second, token)).total).toBe(1);
    await apps.first.db.update(messages).set({ readStatus: 2 }).where(eq(messages.userId, user.id));
    await apps.first.db.delete(focusCompanies).where(eq(focusCompanies.userId, user.id));
    expect((await bell(apps.second, token)).unreadNum).toBe(1);
    expect((await follows(apps.second, token)).total).toBe(1);
  });
});
