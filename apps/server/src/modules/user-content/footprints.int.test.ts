import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directors, hkCompanies } from '../../db/disclosure.schema';
import { footprints } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const ENDPOINTS = ['/api/au/footprint/list', '/api/au/footprint/add', '/api/au/footprint/delete'];

/** A visit to an announcement detail page. */
const visit = (refKey: string, title = `Announcement ${refKey}`) => ({
  type: '1',
  refKey,
  title,
  titleEn: `${title} (EN)`,
  path: `/disData/notice/detail?md5Key=${refKey}&langType=1`,
});

describe('footprints (/api/au/footprint/*)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/footprint/${path}`, { token, ...fields });
  const refKeysOf = async (token: string, fields: Record<string, string> = {}) =>
    (await call(token, 'list', fields)).json().resultData.list.map((row: { refKey: string }) => row.refKey);

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, path, { ...visit('abc'), id: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999, resultData: null });
  });

  it.each([
    [{ ...visit('a1'), type: '10' }, 'type', 'Type must be 1 (announcement), 2 (regulation), 3 (enforcement case), 4 (regulatory update), 5 (law), 6 (listed company), 7 (Hong Kong company), 8 (director) or 9 (new issue).'],
    [{ ...visit('a1'), refKey: 'x'.repeat(41) }, 'refKey', 'The item key may contain only letters, digits and . _ : -, at most 40.'],
    [{ ...visit('a1'), title: '' }, 'title', 'Title is required.'],
    [{ ...visit('a1'), path: 'https://example.com/phish' }, 'path', 'The page path must be a path inside this site, starting with /.'],
    [{ ...visit('a1'), path: '//example.com/phish' }, 'path', 'The page path must be a path inside this site, starting with /.'],
  ])('validates add %j', async (fields, field, message) => {
    const { token } = await buildUser(app);
    const response = await call(token, 'add', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('lists the Chinese title in the reader\'s script, converting only across scripts (issue 18)', async () => {
    const { token } = await buildUser(app);
    await call(token, 'add', visit('hk1', '騰訊控股有限公司：股份過戶登記處變更'));
    await call(token, 'add', visit('cn1', '万科企业股份有限公司年度股东大会通知'));
    const titles = async (language: string) =>
      Object.fromEntries(
        (await postForm(app, `/api/au/footprint/list?language=${language}`, { token })).json().resultData.list.map((row: { refKey: string; title: string }) => [row.refKey, row.title]),
      );
    expect(await titles('zh-CN')).toEqual({ hk1: '腾讯控股有限公司：股份过户登记处变更', cn1: '万科企业股份有限公司年度股东大会通知' });
    expect(await titles('zh-HK')).toEqual({ hk1: '騰訊控股有限公司：股份過戶登記處變更', cn1: '萬科企業股份有限公司年度股東大會通知' });
    // English readers read titleEn; the Chinese title stays as stored.
    expect((await titles('en')).hk1).toBe('騰訊控股有限公司：股份過戶登記處變更');
  });

  it('shows a visited company, registry company and director under the name its source writes, whatever script the page showed (issue 18)', async () => {
    const { token } = await buildUser(app);
    await app.db.insert(hkCompanies).values({ companyNo: 'T7000001', nameZh: '峰匯控股有限公司', registerKind: 'local', source: 'demo' });
    const [director] = await app.db.insert(directors).values({ market: 'HK', stockCode: '00005', nameZh: '劉偉傑', category: 1, appointedOn: '2020-01-01', source: 'demo' }).returning({ id: directors.id });
    // Visited by a mainland reader: the pages showed the simplified forms.
    await call(token, 'add', { type: '6', refKey: '00005', title: '汇丰控股有限公司', path: '/disData/comp/detail?stockCode=00005' });
    await call(token, 'add', { type: '7', refKey: 'T7000001', title: '峰汇控股有限公司', path: '/disData/comp/hkDetail?companyNo=T7000001' });
    await call(token, 'add', { type: '8', refKey: director!.id, title: '刘伟杰', path: `/disData/director/detail?id=${director!.id}` });
    await call(token, 'add', { type: '8', refKey: 'gone-1', title: '余家伟', path: '/disData/director/detail?id=gone-1' });
    const titles = async (language: string) =>
      Object.fromEntries(
        (await postForm(app, `/api/au/footprint/list?language=${language}`, { token })).json().resultData.list.map((row: { refKey: string; title: string }) => [row.refKey, row.title]),
      );
    // HKEX writes 匯豐 (a conversion gives 滙豐), the registry 峰 (not 峯), the person 傑 (not 杰); 余 is a surname, not 餘.
    expect(await titles('zh-HK')).toEqual({ '00005': '匯豐控股有限公司', T7000001: '峰匯控股有限公司', [director!.id]: '劉偉傑', 'gone-1': '余家偉' });
    expect(await titles('zh-CN')).toEqual({ '00005': '汇丰控股有限公司', T7000001: '峰汇控股有限公司', [director!.id]: '刘伟杰', 'gone-1': '余家伟' });
  });

  it('records visits newest first and moves a repeat visit to the top, counting it', async () => {
    const { token } = await buildUser(app);
    const first = (await call(token, 'add', visit('aaa'))).json();
    expect(first).toMatchObject({ errCode: 0, resultData: { type: 1, refKey: 'aaa', title: 'Announcement aaa', titleEn: 'Announcement aaa (EN)', visitCount: 1 } });
    await call(token, 'add', visit('bbb'));
    await call(token, 'add', visit('ccc'));
    expect(await refKeysOf(token)).toEqual(['ccc', 'bbb', 'aaa']);

    const again = (await call(token, 'add', visit('aaa', 'Renamed announcement'))).json().resultData;
    expect(again).toMatchObject({ id: first.resultData.id, title: 'Renamed announcement', visitCount: 2 });
    const list = (await call(token, 'list')).json().resultData;
    expect(list.total).toBe(3);
    expect(list.list[0]).toEqual({
      id: first.resultData.id,
      type: 1,
      refKey: 'aaa',
      title: 'Renamed announcement',
      titleEn: 'Renamed announcement (EN)',
      path: '/disData/notice/detail?md5Key=aaa&langType=1',
      visitDate: expect.any(String),
      visitCount: 2,
    });
    expect(await refKeysOf(token, { sortType: 'asc' })).toEqual(['bbb', 'ccc', 'aaa']);
    expect(await refKeysOf(token, { sortRule: 'visitCount', sortType: 'desc' })).toEqual(['aaa', 'ccc', 'bbb']);
    expect(await refKeysOf(token, { page: '2', limit: '10' })).toEqual([]);
  });

  it('keeps the same key of different types apart', async () => {
    const { token } = await buildUser(app);
    await call(token, 'add', { ...visit('00700'), type: '6', path: '/disData/comp/detail?stockCode=00700&market=HK' });
    await call(token, 'add', { ...visit('00700'), type: '1' });
    expect((await call(token, 'list')).json().resultData.total).toBe(2);
  });

  it('keeps the newest 500 footprints and drops the oldest', async () => {
    const { token, user } = await buildUser(app);
    const start = Date.now() - 10 * 86_400_000;
    await app.db.insert(footprints).values(
      Array.from({ length: 500 }, (_, index) => ({
        userId: user.id,
        type: 1,
        refKey: `old${index}`,
        title: `Old ${index}`,
        path: `/disData/notice/detail?md5Key=old${index}`,
        visitedAt: new Date(start + index * 60_000),
      })),
    );
    await call(token, 'add', visit('newest'));
    const rows = await app.db.select({ refKey: footprints.refKey }).from(footprints).where(eq(footprints.userId, user.id));
    expect(rows).toHaveLength(500);
    const keys = new Set(rows.map((row) => row.refKey));
    expect(keys.has('newest')).toBe(true);
    expect(keys.has('old0')).toBe(false);
    expect(keys.has('old1')).toBe(true);
    const page = (await call(token, 'list', { limit: '10' })).json().resultData;
    expect(page.total).toBe(500);
    expect(page.list[0].refKey).toBe('newest');
  });

  it("deletes the caller's footprint and answers not-found for another user's", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { id } = (await call(owner.token, 'add', visit('mine'))).json().resultData;

    const foreign = await call(other.token, 'delete', { id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errCode: 404, resultMsg: 'The record was not found.', resultData: null });
    expect((await call(other.token, 'list')).json().resultData).toEqual({ list: [], total: 0 });
    expect(await refKeysOf(owner.token)).toEqual(['mine']);

    expect((await call(owner.token, 'delete', { id })).json()).toMatchObject({ errCode: 0, resultData: null });
    expect(await refKeysOf(owner.token)).toEqual([]);
    expect((await call(owner.token, 'delete', { id })).statusCode).toBe(404);
  });
});
