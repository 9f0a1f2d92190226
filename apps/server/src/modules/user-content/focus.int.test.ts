import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, focusCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm, seenOnceNotified } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const DAY_MS = 86_400_000;
const ENDPOINTS = ['/api/au/focus/list', '/api/au/focus/add', '/api/au/focus/delete', '/api/au/focus/hasFocus'];
const TENCENT = { stockCode: '00700', market: 'HK', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司' };
const HSBC = { stockCode: '00005', market: 'HK', shortNameEn: 'HSBC Holdings plc', shortNameCn: '匯豐控股有限公司' };

describe('followed companies (/api/au/focus/*)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/focus/${path}`, { token, ...fields });
  const follow = (token: string, stockCode: string) => call(token, 'add', { stockCode });
  const listOf = async (token: string, fields: Record<string, string> = {}) => (await call(token, 'list', fields)).json().resultData;
  const codesOf = async (token: string, fields: Record<string, string> = {}) => (await listOf(token, fields)).list.map((row: { stockCode: string }) => row.stockCode);
  /** A listed-company account (type 1) whose own stock is `stockCode`. */
  const buildListedUser = (stockCode: string) => buildUser(app, { organisation: { type: 1, stockCode, userCompanyName: 'Own Listed Co' } });
  const addAnnouncement = (stockCodes: string[], daysAgo: number, kind = 'announcement') =>
    app.db.insert(documents).values({
      kind,
      md5Key: randomUUID().replaceAll('-', ''),
      source: 'demo',
      sourceId: randomUUID(),
      market: 'HK',
      stockCodes,
      titleEn: 'Test announcement',
      releaseTime: new Date(Date.now() - daysAgo * DAY_MS),
      searchTitle: '',
    });

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, path, { stockCode: '00700', q_stockCode: '00700' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999, resultData: null });
  });

  it.each([
    ['add', {}, 'stockCode', 'Please enter a stock code (letters and digits, at most 10).'],
    ['add', { stockCode: '00700;drop' }, 'stockCode', 'Please enter a stock code (letters and digits, at most 10).'],
    ['delete', {}, 'id', 'Please give the record or the stock code to unfollow.'],
    ['delete', { id: 'abc' }, 'id', 'Record is not valid.'],
    ['hasFocus', {}, 'q_stockCode', 'Please enter a stock code (letters and digits, at most 10).'],
    ['list', { limit: '15' }, 'limit', 'Page size must be 10, 20, 30 or 50.'],
    ['list', { sortRule: 'name' }, 'sortRule', 'Sort by must be createDate, stockCode or noticeNum.'],
    ['list', { sortType: 'up' }, 'sortType', 'Sort order must be asc or desc.'],
    ['list', { type: '3' }, 'type', 'Market type must be 1 (Hong Kong) or 2 (A shares).'],
  ])('validates %s %j', async (path, fields, field, message) => {
    const { token } = await buildUser(app);
    const response = await call(token, path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('follows a company by a Hong Kong code without its leading zeros, with its market and names from the catalogue', async () => {
    const { token } = await buildUser(app);
    const followedFrom = Date.now();
    const added = (await follow(token, '700')).json();
    const followedBy = Date.now();
    expect(added).toMatchObject({ errCode: 0, resultData: { stockCode: '00700', market: 'HK' } });
    expect(added.resultData.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await listOf(token);
    expect(list.total).toBe(1);
    // noticeNum is asserted with its own announcements below (the database is shared within this file)
    expect(list.list[0]).toEqual({ id: added.resultData.id, ...TENCENT, createDate: expect.any(String), noticeNum: expect.any(Number), locked: false, lockReason: null });
    // Stamped during the call (a second either side for the database clock's rounding), however long it took.
    expect(Date.parse(list.list[0].createDate)).toBeGreaterThanOrEqual(followedFrom - 1000);
    expect(Date.parse(list.list[0].createDate)).toBeLessThanOrEqual(followedBy + 1000);
  });

  it('finds a mainland A share by its code and market', async () => {
    const { token } = await buildUser(app);
    expect((await follow(token, '600519')).json().resultData).toMatchObject({ stockCode: '600519', market: 'SH' });
  });

  it('refuses an unknown stock code with a clear message', async () => {
    const { token, user } = await buildUser(app);
    const response = await follow(token, '99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errCode: 404, resultMsg: 'No listed company has the stock code 99999. Please select a company from the list.', resultData: null });
    expect(await app.db.select().from(focusCompanies).where(eq(focusCompanies.userId, user.id))).toEqual([]);
  });

  it('refuses to follow the same company twice', async () => {
    const { token } = await buildUser(app);
    await follow(token, '00700');
    const response = await follow(token, '700');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null });
  });

  it('counts each company’s announcements of the last 30 days only', async () => {
    const { token } = await buildUser(app);
    await follow(token, '00700');
    await follow(token, '00005');
    await addAnnouncement(['00700'], 1);
    await addAnnouncement(['00700'], 29);
    await addAnnouncement(['00700', '00005'], 3);
    await addAnnouncement(['00700'], 31);
    await addAnnouncement(['00700'], 2, 'regulation');
    const countsOf = async () => Object.fromEntries((await listOf(token)).list.map((row: { stockCode: string; noticeNum: number }) => [row.stockCode, row.noticeNum]));
    expect(await countsOf()).toEqual({ '00700': 3, '00005': 1 });
    expect(await codesOf(token, { sortRule: 'noticeNum', sortType: 'desc' })).toEqual(['00700', '00005']);
    expect(await codesOf(token, { sortRule: 'noticeNum', sortType: 'asc' })).toEqual(['00005', '00700']);

    // The counts are kept while the documents are unchanged: an announcement added or removed shows once the
    // documents' counter notifies its change (at once on PGlite, moments after the commit on PostgreSQL).
    await addAnnouncement(['00005'], 4);
    await seenOnceNotified(app, async () => (await countsOf())['00005'] === 2);
    expect(await countsOf()).toEqual({ '00700': 3, '00005': 2 });
    expect(await codesOf(token, { sortRule: 'noticeNum', sortType: 'desc' })).toEqual(['00700', '00005']);
    await addAnnouncement(['00005'], 5);
    await addAnnouncement(['00005'], 6);
    await seenOnceNotified(app, async () => (await countsOf())['00005'] === 4);
    expect(await codesOf(token, { sortRule: 'noticeNum', sortType: 'desc' })).toEqual(['00005', '00700']);
    await app.db.delete(documents).where(eq(documents.titleEn, 'Test announcement'));
    await seenOnceNotified(app, async () => (await countsOf())['00005'] === 0);
    expect(await countsOf()).toEqual({ '00700': 0, '00005': 0 });
  });

  it('lists the own listed company as locked without it being added, and refuses to unfollow it', async () => {
    const { token } = await buildListedUser('00005');
    await follow(token, '00700');
    const list = await listOf(token);
    expect(list.total).toBe(2);
    expect(list.list[0]).toEqual({ id: null, ...HSBC, createDate: null, noticeNum: expect.any(Number), locked: true, lockReason: 'ownCompany' });
    expect(list.list[1]).toMatchObject({ stockCode: '00700', locked: false });

    const refused = await call(token, 'delete', { stockCode: '5' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errCode: 409,
      resultMsg: '00005 is your own listed company or your default client company, so it is always followed and cannot be unfollowed.',
      resultData: null,
    });
    const chinese = (await call(token, 'delete', { stockCode: '00005', language: '1' })).json();
    expect(chinese.resultMsg).toBe('00005 是您自己的上市公司或預設服務公司，會一直關注，不能取消關注。');
    expect((await call(token, 'delete', { stockCode: '00005', language: '3' })).json().resultMsg).toBe('00005 是您自己的上市公司或默认服务公司，始终关注，不能取消关注。');
    expect((await listOf(token)).total).toBe(2);
  });

  it('locks the default client company, also when it was followed before it became the default', async () => {
    const { token } = await buildUser(app);
    const followed = (await follow(token, '00700')).json().resultData;
    await postForm(app, '/api/au/serviceCompany/add', { token, stockCode: '00005', job: 'Partner', status: '1' });
    let list = await listOf(token);
    expect(list.list.map((row: { stockCode: string; locked: boolean; lockReason: string | null }) => [row.stockCode, row.locked, row.lockReason])).toEqual([
      ['00005', true, 'defaultServiceCompany'],
      ['00700', false, null],
    ]);
    expect((await follow(token, '00005')).statusCode).toBe(409);

    // 00700 becomes the default client company: its explicit follow is locked too.
    await postForm(app, '/api/au/serviceCompany/add', { token, stockCode: '00700', job: 'Partner', status: '1' });
    list = await listOf(token);
    expect(list.list).toEqual([expect.objectContaining({ id: followed.id, stockCode: '00700', locked: true, lockReason: 'defaultServiceCompany' })]);
    const refused = await call(token, 'delete', { id: followed.id });
    expect(refused.json()).toMatchObject({ errCode: 409, resultMsg: expect.stringContaining('00700 is your own listed company or your default client company') });
  });

  it('unfollows by id or by stock code', async () => {
    const { token } = await buildUser(app);
    const tencent = (await follow(token, '00700')).json().resultData;
    await follow(token, '00005');
    expect((await call(token, 'delete', { id: tencent.id })).json()).toMatchObject({ errCode: 0, resultData: null });
    expect((await call(token, 'delete', { stockCode: '5' })).json().errCode).toBe(0);
    expect((await listOf(token)).total).toBe(0);
    const again = await call(token, 'delete', { stockCode: '00005' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errCode: 404, resultMsg: 'The record was not found.' });
  });

  it("answers not-found for another user's follow and leaves it in place", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const followed = (await follow(owner.token, '00700')).json().resultData;
    const response = await call(other.token, 'delete', { id: followed.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().errCode).toBe(404);
    expect(await codesOf(owner.token)).toEqual(['00700']);
    expect((await listOf(other.token)).total).toBe(0);
    expect((await call(other.token, 'hasFocus', { q_stockCode: '00700' })).json().resultData.hasFocus).toBe(false);
  });

  it('tells whether a company is followed and whether it is locked', async () => {
    const { token } = await buildListedUser('00005');
    const followed = (await follow(token, '00700')).json().resultData;
    expect((await call(token, 'hasFocus', { q_stockCode: '700' })).json().resultData).toEqual({ hasFocus: true, id: followed.id, locked: false, lockReason: null });
    expect((await call(token, 'hasFocus', { q_stockCode: '00005' })).json().resultData).toEqual({ hasFocus: true, id: null, locked: true, lockReason: 'ownCompany' });
    expect((await call(token, 'hasFocus', { q_stockCode: '600519' })).json().resultData).toEqual({ hasFocus: false, id: null, locked: false, lockReason: null });
  });

  it('searches by code or name, filters by market and sorts by code', async () => {
    const { token } = await buildUser(app);
    for (const code of ['00700', '00005', '600519']) await follow(token, code);
    expect(await codesOf(token, { q_stockCode: 'tencent' })).toEqual(['00700']);
    expect(await codesOf(token, { q_stockCode: '匯豐' })).toEqual(['00005']);
    expect(await codesOf(token, { q_stockCode: '6005' })).toEqual(['600519']);
    expect(await codesOf(token, { type: '2' })).toEqual(['600519']);
    expect(await codesOf(token, { type: '1', sortRule: 'stockCode', sortType: 'asc' })).toEqual(['00005', '00700']);
    // default order: newest follow first
    expect(await codesOf(token)).toEqual(['600519', '00005', '00700']);
    const firstPage = await listOf(token, { page: '1', limit: '10', sortRule: 'createDate', sortType: 'asc' });
    expect(firstPage.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(['00700', '00005', '600519']);
    expect((await listOf(token, { page: '2', limit: '10' })).list).toEqual([]);
  });

  it('reports the number of followed companies, implicit ones included, as the session focusNum', async () => {
    const { token } = await buildListedUser('00005');
    const focusNum = async () => (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.focusNum;
    expect(await focusNum()).toBe(1);
    await follow(token, '00700');
    await follow(token, '600519');
    expect(await focusNum()).toBe(3);
    await call(token, 'delete', { stockCode: '600519' });
    expect(await focusNum()).toBe(2);
  });

  it("names followed companies in the reader's script, and finds them typed that way", async () => {
    const { token } = await buildUser(app);
    await follow(token, '00700');
    await follow(token, '000002');
    const list = async (url: string, fields: Record<string, string> = {}) => (await postForm(app, url, { token, ...fields })).json().resultData.list;
    const names = (rows: { stockCode: string; shortNameCn: string | null }[]) => Object.fromEntries(rows.map((row) => [row.stockCode, row.shortNameCn]));
    expect(names(await list('/api/au/focus/list?language=zh-CN'))).toEqual({ '00700': '腾讯控股有限公司', '000002': '万  科Ａ' });
    expect(names(await list('/api/au/focus/list?language=zh-HK'))).toEqual({ '00700': '騰訊控股有限公司', '000002': '萬  科Ａ' });
    expect(names(await list('/api/au/focus/list?language=zh-CN', { q_stockCode: '腾讯' }))).toEqual({ '00700': '腾讯控股有限公司' });
  });
});
