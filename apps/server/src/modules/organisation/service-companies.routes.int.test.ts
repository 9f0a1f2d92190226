import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const ENDPOINTS = [
  '/api/au/serviceCompany/list',
  '/api/au/serviceCompany/add',
  '/api/au/serviceCompany/delete',
  '/api/au/serviceCompany/serviceDefault',
  '/api/au/serviceIcrisCompany/list',
  '/api/au/serviceIcrisCompany/add',
  '/api/au/serviceIcrisCompany/delete',
  '/api/au/serviceIcrisCompany/serviceDefault',
];

describe('service companies (/api/au/serviceCompany/*, /api/au/serviceIcrisCompany/*)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, ...fields });
  const addListed = (token: string, stockCode: string, status = '2', job = 'Partner') => call(token, 'serviceCompany/add', { stockCode, job, status });
  const addHongKong = (token: string, companyNo: string, status = '2') =>
    call(token, 'serviceIcrisCompany/add', { companyNo, companyNameEn: `Company ${companyNo} Limited`, companyNameCn: `公司${companyNo}有限公司`, job: 'Secretary', status });
  const rowsOf = (userId: string) => app.db.select().from(serviceCompanies).where(eq(serviceCompanies.userId, userId));
  const defaultsOf = async (userId: string) =>
    (await app.db.select().from(serviceCompanies).where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.status, 1)))).map((row) => row.id);

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, path, { id: '00000000-0000-4000-8000-000000000000', stockCode: '00700', job: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999, resultData: null });
  });

  it.each([
    ['serviceCompany/add', { stockCode: '00700', job: 'Director' }],
    ['serviceIcrisCompany/add', { companyNo: '1234567', companyNameEn: 'A Limited', job: 'Director' }],
    ['serviceCompany/serviceDefault', { id: '00000000-0000-4000-8000-000000000000' }],
    ['serviceIcrisCompany/serviceDefault', { id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s to a listed-company (type 1) account', async (path, fields) => {
    const { token } = await buildUser(app, { organisation: { type: 1, stockCode: '00700', userCompanyName: '騰訊控股有限公司' } });
    const response = await call(token, path, fields);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errCode: 403, resultMsg: 'Listed-company accounts cannot add or switch client companies.', resultData: null });
  });

  it.each([
    ['serviceCompany/add', { job: 'Partner' }, 'stockCode', 'Please select company.'],
    ['serviceCompany/add', { stockCode: '00700' }, 'job', 'Please input position.'],
    ['serviceCompany/add', { stockCode: '00700', job: 'j'.repeat(21) }, 'job', 'Position may be at most 20 characters.'],
    ['serviceCompany/add', { stockCode: '00700', job: 'Partner', status: '3' }, 'status', 'Status must be 1 (default) or 2 (not default).'],
    ['serviceCompany/add', { stockCode: '99999', job: 'Partner' }, 'stockCode', 'Please select company.'],
    ['serviceIcrisCompany/add', { companyNameEn: 'A Limited', job: 'Partner' }, 'companyNo', 'Please enter the company number.'],
    ['serviceIcrisCompany/add', { companyNo: '12-34', companyNameEn: 'A Limited', job: 'Partner' }, 'companyNo', 'The company number may contain only letters and digits, at most 20.'],
    ['serviceIcrisCompany/add', { companyNo: '1234567', job: 'Partner' }, 'companyNameCn', 'Please input company name.'],
    ['serviceCompany/list', { limit: '1001' }, 'limit', 'Page size must be at most 1000.'],
    ['serviceIcrisCompany/delete', { id: 'abc' }, 'id', 'Record is not valid.'],
    ['serviceCompany/serviceDefault', {}, 'id', 'Record is required.'],
  ])('validates %s %j', async (path, fields, field, message) => {
    const { token } = await buildUser(app);
    const response = await call(token, path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('makes the first company the default and returns the new id', async () => {
    const { token, user } = await buildUser(app);
    const first = (await addListed(token, '00700', '2')).json();
    expect(first.errCode).toBe(0);
    expect(first.resultData).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await addListed(token, '600519', '2')).json();
    expect(await defaultsOf(user.id)).toEqual([first.resultData]);
    const list = (await call(token, 'serviceCompany/list', { page: '1', limit: '1000', language: '2' })).json().resultData;
    expect(list).toEqual({
      total: 2,
      list: [
        { id: first.resultData, stockCode: '00700', companyNo: null, name: 'Tencent Holdings Limited', companyNameCn: '騰訊控股有限公司', companyNameEn: 'Tencent Holdings Limited', job: 'Partner', status: 1 },
        { id: second.resultData, stockCode: '600519', companyNo: null, name: '贵州茅台', companyNameCn: '贵州茅台', companyNameEn: null, job: 'Partner', status: 2 },
      ],
    });
  });

  it('names companies in the request language', async () => {
    const { token } = await buildUser(app);
    await addListed(token, '00005');
    const [chinese] = (await call(token, 'serviceCompany/list', { language: '1' })).json().resultData.list;
    expect(chinese.name).toBe('匯豐控股有限公司');
  });

  it('accepts a Hong Kong code typed without its leading zeros', async () => {
    const { token } = await buildUser(app);
    await addListed(token, '5');
    expect((await call(token, 'serviceCompany/list')).json().resultData.list[0].stockCode).toBe('00005');
  });

  it('moves the default when a company is added with status 1 or chosen, across both kinds', async () => {
    const { token, user } = await buildUser(app);
    const tencent = (await addListed(token, '00700')).json().resultData;
    const hsbc = (await addListed(token, '00005', '1')).json().resultData;
    expect(await defaultsOf(user.id)).toEqual([hsbc]);
    const registry = (await addHongKong(token, '0000123', '1')).json().resultData;
    expect(await defaultsOf(user.id)).toEqual([registry]);
    expect((await call(token, 'serviceCompany/serviceDefault', { id: tencent })).json().errCode).toBe(0);
    expect(await defaultsOf(user.id)).toEqual([tencent]);
    const statuses = Object.fromEntries((await rowsOf(user.id)).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ [tencent]: 1, [hsbc]: 2, [registry]: 2 });
    const hongKongList = (await call(token, 'serviceIcrisCompany/list', { language: '2' })).json().resultData;
    expect(hongKongList).toEqual({
      total: 1,
      list: [{ id: registry, stockCode: null, companyNo: '0000123', name: 'Company 0000123 Limited', companyNameCn: '公司0000123有限公司', companyNameEn: 'Company 0000123 Limited', job: 'Secretary', status: 2 }],
    });
  });

  it('refuses a duplicate with RECORD_DUPLICATE', async () => {
    const { token, user } = await buildUser(app);
    await addListed(token, '00700');
    await addHongKong(token, 'F000123');
    for (const response of [await addListed(token, '00700', '1'), await addHongKong(token, 'f000123')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null });
    }
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('promotes the oldest remaining company of either kind when the default is deleted', async () => {
    const { token, user } = await buildUser(app);
    const registry = (await addHongKong(token, '7654321')).json().resultData;
    const tencent = (await addListed(token, '00700')).json().resultData;
    const hsbc = (await addListed(token, '00005', '1')).json().resultData;
    expect((await call(token, 'serviceCompany/delete', { id: tencent })).json().errCode).toBe(0);
    expect(await defaultsOf(user.id)).toEqual([hsbc]);
    expect((await call(token, 'serviceCompany/delete', { id: hsbc })).json().errCode).toBe(0);
    expect(await defaultsOf(user.id)).toEqual([registry]);
    expect((await call(token, 'serviceIcrisCompany/delete', { id: registry })).json().errCode).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("answers 404 for another user's company or the other kind's endpoint", async () => {
    const owner = await buildUser(app);
    const stranger = await buildUser(app);
    const id = (await addListed(owner.token, '00700')).json().resultData;
    for (const response of [
      await call(stranger.token, 'serviceCompany/delete', { id }),
      await call(stranger.token, 'serviceCompany/serviceDefault', { id }),
      await call(owner.token, 'serviceIcrisCompany/serviceDefault', { id }),
      await call(owner.token, 'serviceIcrisCompany/delete', { id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errCode).toBe(404);
    }
    expect((await call(stranger.token, 'serviceCompany/list')).json().resultData).toEqual({ list: [], total: 0 });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('pages the list', async () => {
    const { token } = await buildUser(app);
    for (const code of ['00001', '00002', '00003']) await addListed(token, code);
    const page = (await call(token, 'serviceCompany/list', { page: '2', limit: '2' })).json().resultData;
    expect(page.total).toBe(3);
    expect(page.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(['00003']);
  });

  it('keeps exactly one default under 10 concurrent adds and default changes', async () => {
    const { token, user } = await buildUser(app);
    const seeded = [(await addListed(token, '00001')).json().resultData, (await addHongKong(token, '1000001')).json().resultData];
    const codes = ['00002', '00003', '00004', '00005', '00006'];
    const responses = await Promise.all([
      ...codes.map((code) => addListed(token, code, '1')),
      call(token, 'serviceCompany/serviceDefault', { id: seeded[0] }),
      call(token, 'serviceIcrisCompany/serviceDefault', { id: seeded[1] }),
      addHongKong(token, '1000002', '1'),
      call(token, 'serviceCompany/serviceDefault', { id: seeded[0] }),
      addHongKong(token, '1000003', '2'),
    ]);
    expect(responses.map((response) => response.json().errCode)).toEqual(new Array(10).fill(0));
    expect(await rowsOf(user.id)).toHaveLength(9);
    expect(await defaultsOf(user.id)).toHaveLength(1);
  });

  it('promotes a new default when the default is deleted while other companies are added concurrently', async () => {
    const { token, user } = await buildUser(app);
    const first = (await addListed(token, '00001')).json().resultData;
    const responses = await Promise.all([
      addListed(token, '00002', '2'),
      call(token, 'serviceCompany/delete', { id: first }),
      addHongKong(token, '2000001', '2'),
      addListed(token, '00003', '2'),
    ]);
    expect(responses.map((response) => response.json().errCode)).toEqual([0, 0, 0, 0]);
    expect(await rowsOf(user.id)).toHaveLength(3);
    expect(await defaultsOf(user.id)).toHaveLength(1);
  });
});
