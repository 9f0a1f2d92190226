import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedItems } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const ENDPOINTS = [
  '/api/au/favorites/list',
  '/api/au/favorites/add',
  '/api/au/favorites/delete',
  '/api/au/favorites/exist',
  '/api/au/favorites/update',
  '/api/au/collect/list',
  '/api/au/collect/add',
  '/api/au/collect/delete',
  '/api/au/collect/status',
];
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** An announcement to collect. */
const announcement = (refKey: string, title: string, titleEn?: string) => ({
  type: '1',
  refKey,
  articleTitle: title,
  ...(titleEn ? { articleTitleEn: titleEn } : {}),
  langType: '1',
  path: `/disData/notice/detail?md5Key=${refKey}&langType=1`,
});

describe('favourites (/api/au/favorites/*, /api/au/collect/*)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, ...fields });
  const addFolder = async (token: string, name: string, instructions?: string) => {
    const reply = (await call(token, 'favorites/add', { name, ...(instructions ? { instructions } : {}) })).json();
    expect(reply.errCode).toBe(0);
    return reply.resultData as string;
  };
  const collect = (token: string, favoritesId: string, item: Record<string, string>) => call(token, 'collect/add', { favoritesId, ...item });
  const titlesOf = async (token: string, fields: Record<string, string> = {}) =>
    (await call(token, 'collect/list', fields)).json().resultData.list.map((row: { articleTitle: string }) => row.articleTitle);

  it('lists the Chinese title in the reader\'s script, converting only across scripts (issue 18)', async () => {
    const { token } = await buildUser(app);
    const folder = await addFolder(token, 'Script');
    await collect(token, folder, announcement('hk1', '匯豐控股有限公司：股份過戶登記處變更'));
    const listed = async (language: string) => (await postForm(app, `/api/au/collect/list?language=${language}`, { token })).json().resultData.list[0].articleTitle;
    expect(await listed('zh-CN')).toBe('汇丰控股有限公司：股份过户登记处变更');
    expect(await listed('zh-HK')).toBe('匯豐控股有限公司：股份過戶登記處變更');
    expect(await listed('en')).toBe('匯豐控股有限公司：股份過戶登記處變更');
  });

  it('shows a saved company by its code and a saved person by a name-safe conversion, whatever script the page showed (issue 18)', async () => {
    const { token } = await buildUser(app);
    const folder = await addFolder(token, 'Names');
    // Saved by a mainland reader: the page showed the simplified forms.
    await collect(token, folder, { type: '6', refKey: '00005', articleTitle: '汇丰控股有限公司', langType: '1', path: '/disData/comp/detail?stockCode=00005' });
    await collect(token, folder, { type: '8', refKey: 'person-1', articleTitle: '余家伟', langType: '1', path: '/disData/director/detail?id=person-1' });
    const listed = async (language: string) => (await postForm(app, `/api/au/collect/list?language=${language}`, { token, favoritesId: folder, sortRule: 'articleTitle', sortType: 'asc' })).json().resultData.list.map((row: { articleTitle: string }) => row.articleTitle);
    // HKEX writes 匯豐控股 (a conversion gives 滙豐); the surname 余 is not the word 餘.
    expect(await listed('zh-HK')).toEqual(expect.arrayContaining(['匯豐控股有限公司', '余家偉']));
    expect(await listed('zh-CN')).toEqual(expect.arrayContaining(['汇丰控股有限公司', '余家伟']));
  });

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, path, { id: NO_ID, name: 'Folder', favoritesId: NO_ID, ...announcement('abc', 'Title') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999, resultData: null });
  });

  describe('folders', () => {
    it.each([
      ['favorites/add', {}, 'name', 'Please enter the folder name.'],
      ['favorites/add', { name: 'x'.repeat(25) }, 'name', 'The folder name may be at most 24 characters.'],
      ['favorites/add', { name: '公'.repeat(25) }, 'name', 'The folder name may be at most 24 characters.'],
      ['favorites/add', { name: 'Notes', instructions: 'x'.repeat(201) }, 'instructions', 'Description may be at most 200 characters.'],
      ['favorites/update', { name: 'Notes' }, 'id', 'Record is required.'],
      ['favorites/update', { id: NO_ID, name: 'y'.repeat(25) }, 'name', 'The folder name may be at most 24 characters.'],
      ['favorites/exist', {}, 'name', 'Please enter the folder name.'],
      ['favorites/delete', { id: 'folder-1' }, 'id', 'Record is not valid.'],
      ['favorites/list', { limit: '1001' }, 'limit', 'Page size must be at most 1000.'],
    ])('validates %s %j', async (path, fields, field, message) => {
      const { token } = await buildUser(app);
      const response = await call(token, path, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
    });

    it('accepts a name of exactly 24 characters, Chinese included', async () => {
      const { token } = await buildUser(app);
      await addFolder(token, 'x'.repeat(24));
      await addFolder(token, '合規'.repeat(12));
      const list = (await call(token, 'favorites/list')).json().resultData;
      expect(list.list.map((folder: { name: string }) => folder.name)).toEqual(['x'.repeat(24), '合規'.repeat(12)]);
    });

    it('creates folders, lists them oldest first with their item counts (default page 1, limit 1000)', async () => {
      const { token } = await buildUser(app);
      const rules = await addFolder(token, 'Listing rules', 'Chapter 14 notes');
      const cases = await addFolder(token, 'Cases');
      await collect(token, rules, announcement('a1', 'Very substantial acquisition'));
      await collect(token, rules, announcement('a2', 'Connected transaction'));
      const list = (await call(token, 'favorites/list')).json().resultData;
      expect(list).toEqual({
        total: 2,
        list: [
          { id: rules, name: 'Listing rules', instructions: 'Chapter 14 notes', itemCount: 2, createDate: expect.any(String) },
          { id: cases, name: 'Cases', instructions: null, itemCount: 0, createDate: expect.any(String) },
        ],
      });
      expect((await call(token, 'favorites/list', { page: '2', limit: '1' })).json().resultData.list.map((folder: { id: string }) => folder.id)).toEqual([cases]);
      // the total comes with the page's rows, and is counted apart for a page past the end
      expect((await call(token, 'favorites/list', { page: '2', limit: '1' })).json().resultData.total).toBe(2);
      expect((await call(token, 'favorites/list', { page: '3', limit: '1' })).json().resultData).toEqual({ list: [], total: 2 });
    });

    it('refuses a second folder of the same name, but another user may use it', async () => {
      const { token } = await buildUser(app);
      await addFolder(token, 'Rules');
      const response = await call(token, 'favorites/add', { name: 'Rules' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null });
      const chinese = (await call(token, 'favorites/add', { name: 'Rules', language: '1' })).json();
      expect(chinese.errCode).toBe(409);
      const other = await buildUser(app);
      await addFolder(other.token, 'Rules');
    });

    it('tells whether a folder name exists for the caller only', async () => {
      const { token } = await buildUser(app);
      await addFolder(token, 'Rules');
      expect((await call(token, 'favorites/exist', { name: 'Rules' })).json()).toMatchObject({ errCode: 0, resultData: true });
      expect((await call(token, 'favorites/exist', { name: 'Cases' })).json().resultData).toBe(false);
      const other = await buildUser(app);
      expect((await call(other.token, 'favorites/exist', { name: 'Rules' })).json().resultData).toBe(false);
    });

    it('renames a folder and changes its description; a name taken by another folder is refused', async () => {
      const { token } = await buildUser(app);
      const rules = await addFolder(token, 'Rules', 'old');
      await addFolder(token, 'Cases');
      expect((await call(token, 'favorites/update', { id: rules, name: 'Rules', instructions: 'new' })).json().errCode).toBe(0);
      expect((await call(token, 'favorites/update', { id: rules, name: 'Cases' })).json()).toMatchObject({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.' });
      expect((await call(token, 'favorites/update', { id: rules, name: 'Main Board rules' })).json().errCode).toBe(0);
      const [folder] = (await call(token, 'favorites/list')).json().resultData.list;
      // update replaces the whole folder: no instructions sent clears them
      expect(folder).toMatchObject({ id: rules, name: 'Main Board rules', instructions: null });
    });

    it("answers not-found for another user's folder and changes nothing", async () => {
      const owner = await buildUser(app);
      const other = await buildUser(app);
      const folder = await addFolder(owner.token, 'Private');
      await collect(owner.token, folder, announcement('p1', 'Private item'));
      for (const [path, fields] of [
        ['favorites/update', { id: folder, name: 'Stolen' }],
        ['favorites/delete', { id: folder }],
        ['collect/list', { favoritesId: folder }],
        ['collect/add', { favoritesId: folder, ...announcement('x1', 'Injected') }],
      ] as const) {
        const response = await call(other.token, path, fields);
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ errCode: 404, resultMsg: 'The record was not found.', resultData: null });
      }
      expect((await call(owner.token, 'favorites/list')).json().resultData.list).toEqual([expect.objectContaining({ id: folder, name: 'Private', itemCount: 1 })]);
      expect((await call(other.token, 'collect/list')).json().resultData).toEqual({ list: [], total: 0 });
    });

    it('deletes a folder with every item in it', async () => {
      const { token, user } = await buildUser(app);
      const doomed = await addFolder(token, 'Doomed');
      const kept = await addFolder(token, 'Kept');
      await collect(token, doomed, announcement('d1', 'Gone 1'));
      await collect(token, doomed, announcement('d2', 'Gone 2'));
      await collect(token, kept, announcement('k1', 'Stays'));
      expect((await call(token, 'favorites/delete', { id: doomed })).json()).toMatchObject({ errCode: 0, resultData: null });
      const rows = await app.db.select({ articleTitle: collectedItems.articleTitle }).from(collectedItems).where(eq(collectedItems.userId, user.id));
      expect(rows).toEqual([{ articleTitle: 'Stays' }]);
      expect((await call(token, 'favorites/delete', { id: doomed })).statusCode).toBe(404);
    });
  });

  describe('collected items', () => {
    it.each([
      [{ ...announcement('a', 'T') }, 'favoritesId', 'Folder is required.'],
      [{ favoritesId: NO_ID, ...announcement('a', 'T'), type: '0' }, 'type', 'Type must be 1 (announcement), 2 (regulation), 3 (enforcement case), 4 (regulatory update), 5 (law), 6 (listed company), 7 (Hong Kong company), 8 (director) or 9 (new issue).'],
      [{ favoritesId: NO_ID, ...announcement('a', 'T'), langType: '3' }, 'langType', 'Language must be 1 (Chinese) or 2 (English).'],
      [{ favoritesId: NO_ID, ...announcement('a', 'T'), path: 'javascript:alert(1)' }, 'path', 'The page path must be a path inside this site, starting with /.'],
      [{ favoritesId: NO_ID, type: '1', refKey: 'a', path: '/x' }, 'articleTitle', 'Title is required.'],
    ])('validates add %j', async (fields, field, message) => {
      const { token } = await buildUser(app);
      const response = await call(token, 'collect/add', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
    });

    it('collects an item once per folder, in several folders, and reports where it is', async () => {
      const { token } = await buildUser(app);
      const rules = await addFolder(token, 'Rules');
      const cases = await addFolder(token, 'Cases');
      const item = announcement('md5abc', '須予披露的交易', 'Discloseable transaction');
      const first = (await collect(token, rules, item)).json();
      expect(first).toMatchObject({ errCode: 0, resultData: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const duplicate = await collect(token, rules, item);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null });
      const second = (await collect(token, cases, item)).json().resultData;

      const status = (await call(token, 'collect/status', { type: '1', refKey: 'md5abc' })).json().resultData;
      expect(status).toEqual({ collected: true, items: [{ id: first.resultData, favoritesId: rules }, { id: second, favoritesId: cases }] });
      expect((await call(token, 'collect/status', { type: '2', refKey: 'md5abc' })).json().resultData).toEqual({ collected: false, items: [] });

      const [row] = (await call(token, 'collect/list', { favoritesId: rules })).json().resultData.list;
      expect(row).toEqual({
        id: first.resultData,
        favoritesId: rules,
        favoritesName: 'Rules',
        type: 1,
        refKey: 'md5abc',
        articleTitle: '須予披露的交易',
        articleTitleEn: 'Discloseable transaction',
        langType: 1,
        path: '/disData/notice/detail?md5Key=md5abc&langType=1',
        createDate: expect.any(String),
      });
    });

    it('filters by folder, title (either language, case-insensitive, literal) and type; newest first', async () => {
      const { token } = await buildUser(app);
      const rules = await addFolder(token, 'Rules');
      const cases = await addFolder(token, 'Cases');
      await collect(token, rules, announcement('r1', '主板上市規則', 'Main Board Listing Rules'));
      await collect(token, rules, { ...announcement('r2', '100% 收購'), type: '2', path: '/disData/org/detail?id=r2' });
      await collect(token, cases, { ...announcement('c1', '紀律處分', 'Disciplinary action'), type: '3', path: '/disData/sup/detail?id=c1' });

      expect(await titlesOf(token)).toEqual(['紀律處分', '100% 收購', '主板上市規則']);
      expect(await titlesOf(token, { favoritesId: rules })).toEqual(['100% 收購', '主板上市規則']);
      expect(await titlesOf(token, { articleTitle: 'listing rules' })).toEqual(['主板上市規則']);
      expect(await titlesOf(token, { articleTitle: '處分' })).toEqual(['紀律處分']);
      expect(await titlesOf(token, { articleTitle: '0%' })).toEqual(['100% 收購']);
      expect(await titlesOf(token, { articleTitle: '%' })).toEqual(['100% 收購']);
      expect(await titlesOf(token, { type: '3' })).toEqual(['紀律處分']);
      expect(await titlesOf(token, { sortType: 'asc' })).toEqual(['主板上市規則', '100% 收購', '紀律處分']);
      expect(await titlesOf(token, { sortRule: 'articleTitle', sortType: 'asc' })).toEqual(['100% 收購', '主板上市規則', '紀律處分'].sort());
      const paged = (await call(token, 'collect/list', { page: '2', limit: '10' })).json().resultData;
      expect(paged).toEqual({ list: [], total: 3 });
    });

    it('finds a title in either script and width, whichever script it was saved in (issue 18)', async () => {
      const { token } = await buildUser(app);
      const folder = await addFolder(token, 'Scripts');
      await collect(token, folder, announcement('t1', '匯豐控股有限公司：股份過戶登記處變更', 'HSBC Holdings: change of share registrar'));
      await collect(token, folder, announcement('s1', '万科企业股份有限公司关于回购股份的公告'));
      await collect(token, folder, announcement('w1', '２０２５年股東週年大會通告', 'Notice of ＡＧＭ 2025'));

      // saved traditional, typed simplified (and the other way round)
      expect(await titlesOf(token, { articleTitle: '汇丰控股' })).toEqual(['匯豐控股有限公司：股份過戶登記處變更']);
      expect(await titlesOf(token, { articleTitle: '过户登记' })).toEqual(['匯豐控股有限公司：股份過戶登記處變更']);
      expect(await titlesOf(token, { articleTitle: '萬科企業' })).toEqual(['万科企业股份有限公司关于回购股份的公告']);
      expect(await titlesOf(token, { articleTitle: '回購股份' })).toEqual(['万科企业股份有限公司关于回购股份的公告']);
      // full-width input and titles, half-width counterparts; case ignored
      expect(await titlesOf(token, { articleTitle: '2025年股东' })).toEqual(['２０２５年股東週年大會通告']);
      expect(await titlesOf(token, { articleTitle: 'ｈｓｂｃ' })).toEqual(['匯豐控股有限公司：股份過戶登記處變更']);
      expect(await titlesOf(token, { articleTitle: 'agm' })).toEqual(['２０２５年股東週年大會通告']);
      expect(await titlesOf(token, { articleTitle: '：股份' })).toEqual(['匯豐控股有限公司：股份過戶登記處變更']);
    });

    it("removes the caller's item and answers not-found for another user's", async () => {
      const owner = await buildUser(app);
      const other = await buildUser(app);
      const folder = await addFolder(owner.token, 'Mine');
      const id = (await collect(owner.token, folder, announcement('m1', 'Mine'))).json().resultData;
      const foreign = await call(other.token, 'collect/delete', { id });
      expect(foreign.statusCode).toBe(404);
      expect((await call(other.token, 'collect/status', { type: '1', refKey: 'm1' })).json().resultData.collected).toBe(false);
      expect(await titlesOf(owner.token)).toEqual(['Mine']);
      expect((await call(owner.token, 'collect/delete', { id })).json()).toMatchObject({ errCode: 0, resultData: null });
      expect(await titlesOf(owner.token)).toEqual([]);
    });
  });
});
