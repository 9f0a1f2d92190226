import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const DAY_MS = 86_400_000;
const TENCENT = { type: 1, stockCode: '00700', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司', userCompanyName: '騰訊控股有限公司' };

describe('own company (/api/au/company/detail, updateCompany, updateAccountType)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/company/${path}`, { token, ...fields });
  const organisationOf = async (id: string) => (await app.db.select().from(organisations).where(eq(organisations.id, id)))[0];
  const subAccount = () => buildUser(app, { user: { userType: 2, adminStatus: 0 } });

  it.each(['detail', 'updateCompany', 'updateAccountType'])('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, `/api/au/company/${path}`, { type: '2' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errCode).toBe(9999);
  });

  it.each([
    ['updateCompany', { shortName: 'X' }],
    ['updateAccountType', { type: '3', companyName: 'X' }],
  ])('refuses %s to a sub-account that is not the administrator', async (path, fields) => {
    const { token } = await subAccount();
    const response = await call(token, path, fields);
    expect(response.statusCode).toBe(403);
    expect(response.json().errCode).toBe(403);
  });

  describe('detail', () => {
    it('returns the company fields the server stores, named in the request language', async () => {
      const { token, organisation } = await buildUser(app, { organisation: { type: 2, userCompanyName: 'Lee & Co', shortNameEn: 'Lee and Company', shortNameCn: '李氏律師行', companyAddress: '1 Queen’s Road' } });
      const body = (await call(token, 'detail', { language: '2' })).json();
      expect(body).toEqual({
        errCode: 0,
        resultMsg: 'Success',
        resultData: {
          companyId: organisation.id,
          type: 2,
          stockCode: null,
          companyName: 'Lee and Company',
          companyNameCn: '李氏律師行',
          companyNameEn: 'Lee and Company',
          shortName: 'Lee & Co',
          registAddress: '1 Queen’s Road',
          province: null,
          city: null,
          district: null,
          headImageUrl: null,
          certificationStatus: 0,
          certificationCheckStatus: 0,
          checkStatus: 0,
          accountTypeChangeableFrom: null,
          listedCompany: null,
        },
      });
      expect((await call(token, 'detail', { language: '1' })).json().resultData.companyName).toBe('李氏律師行');
    });

    it('adds the catalogue entry for a listed company', async () => {
      const { token } = await buildUser(app, { organisation: TENCENT });
      const detail = (await call(token, 'detail')).json().resultData;
      expect(detail.listedCompany).toEqual({ stockCode: '00700', market: 'HK', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司', status: 1, listingDate: null });
    });
  });

  describe('updateCompany', () => {
    it('stores names, short name and address; ignores fields the server does not keep', async () => {
      const { token, organisation } = await buildUser(app);
      const response = await call(token, 'updateCompany', {
        companyId: organisation.id,
        companyNameEn: 'Harbour Legal',
        companyNameCn: '海港律師行',
        shortName: 'Harbour',
        registAddress: '18/F Central',
        legal: 'Someone',
        tel: '21234567',
        websiteUrl: 'https://example.com',
      });
      expect(response.json().errCode).toBe(0);
      expect(response.json().resultData).toMatchObject({ companyNameEn: 'Harbour Legal', companyNameCn: '海港律師行', shortName: 'Harbour', registAddress: '18/F Central' });
      expect(await organisationOf(organisation.id)).toMatchObject({ shortNameEn: 'Harbour Legal', shortNameCn: '海港律師行', userCompanyName: 'Harbour', companyAddress: '18/F Central' });
    });

    it("keeps a listed company's catalogue names", async () => {
      const { token, organisation } = await buildUser(app, { organisation: TENCENT });
      await call(token, 'updateCompany', { companyNameEn: 'Other Name', registAddress: 'Shenzhen' });
      expect(await organisationOf(organisation.id)).toMatchObject({ shortNameEn: 'Tencent Holdings Limited', companyAddress: 'Shenzhen' });
    });

    it('refuses to update another company', async () => {
      const { token } = await buildUser(app);
      const other = await buildUser(app);
      const response = await call(token, 'updateCompany', { companyId: other.organisation.id, shortName: 'Mine now' });
      expect(response.statusCode).toBe(403);
      expect((await organisationOf(other.organisation.id)).userCompanyName).toBe('Test Law Firm');
    });

    it.each([
      ['shortName', 'x'.repeat(31), 'Short name may be at most 30 characters.'],
      ['companyId', 'not-an-id', 'Company is not valid.'],
    ])('validates %s', async (field, value, message) => {
      const { token } = await buildUser(app);
      const response = await call(token, 'updateCompany', { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().resultData.details).toEqual([{ path: field, message }]);
    });
  });

  describe('updateAccountType', () => {
    it('changes the type once, then refuses within a year', async () => {
      const { token, organisation } = await buildUser(app);
      const yearFrom = (time: number) => new Date(time + 365 * DAY_MS).toISOString().slice(0, 10);
      const changedFrom = Date.now();
      const first = (await call(token, 'updateAccountType', { type: '3' })).json();
      expect(first.errCode).toBe(0);
      expect(first.resultData.type).toBe(3);
      // A year from the change: the day of the clock before or after the call (they differ only across midnight).
      expect([yearFrom(changedFrom), yearFrom(Date.now())]).toContain(first.resultData.accountTypeChangeableFrom);
      const second = await call(token, 'updateAccountType', { type: '4' });
      expect(second.statusCode).toBe(409);
      expect(second.json().resultMsg).toBe(`The account type can be changed once a year. You can change it again from ${first.resultData.accountTypeChangeableFrom}.`);
      expect((await organisationOf(organisation.id)).type).toBe(3);
    });

    it('allows the next change a year later', async () => {
      const { token, organisation } = await buildUser(app);
      await app.db.update(organisations).set({ accountTypeChangedAt: new Date(Date.now() - 366 * DAY_MS) }).where(eq(organisations.id, organisation.id));
      expect((await call(token, 'updateAccountType', { type: '9' })).json().errCode).toBe(0);
      expect((await organisationOf(organisation.id)).type).toBe(9);
    });

    it('does not count choosing a first type, nor re-sending the same type', async () => {
      const { token, organisation } = await buildUser(app, { organisation: { type: null, userCompanyName: null } });
      expect((await call(token, 'updateAccountType', { type: '2', companyName: 'New Firm' })).json().errCode).toBe(0);
      expect((await organisationOf(organisation.id)).accountTypeChangedAt).toBeNull();
      expect((await call(token, 'updateAccountType', { type: '2' })).json().errCode).toBe(0);
      expect((await call(token, 'updateAccountType', { type: '5' })).json().errCode).toBe(0);
      expect((await organisationOf(organisation.id)).accountTypeChangedAt).not.toBeNull();
    });

    it('takes a listed company from the catalogue and needs a name when leaving type 1', async () => {
      const { token, organisation } = await buildUser(app);
      const missing = await call(token, 'updateAccountType', { type: '1' });
      expect(missing.json().resultData.details).toEqual([{ path: 'stockCode', message: 'Please select company.' }]);
      expect((await call(token, 'updateAccountType', { type: '1', stockCode: '00005' })).json().errCode).toBe(0);
      expect(await organisationOf(organisation.id)).toMatchObject({ type: 1, stockCode: '00005', shortNameEn: 'HSBC Holdings plc', userCompanyName: '匯豐控股有限公司' });

      const listed = await buildUser(app, { organisation: TENCENT });
      const nameless = await call(listed.token, 'updateAccountType', { type: '2' });
      expect(nameless.json().resultData.details).toEqual([{ path: 'companyName', message: 'Please input company name.' }]);
      expect((await call(listed.token, 'updateAccountType', { type: '2', companyName: 'Tencent Legal' })).json().errCode).toBe(0);
      expect(await organisationOf(listed.organisation.id)).toMatchObject({ type: 2, stockCode: null, shortNameEn: null, userCompanyName: 'Tencent Legal' });
    });

    it('resets a verified certification and refuses while one is under review', async () => {
      const verified = await buildUser(app, { organisation: { certificationStatus: 2, certificationCheckStatus: 2, checkStatus: 2 } });
      expect((await call(verified.token, 'updateAccountType', { type: '3' })).json().errCode).toBe(0);
      expect(await organisationOf(verified.organisation.id)).toMatchObject({ certificationStatus: 0, certificationCheckStatus: 0, checkStatus: 0 });
      const reviewing = await buildUser(app, { organisation: { certificationStatus: 1, certificationCheckStatus: 1, checkStatus: 1 } });
      const response = await call(reviewing.token, 'updateAccountType', { type: '3' });
      expect(response.statusCode).toBe(409);
      expect(response.json().resultMsg).toBe('Your certification is under review. It takes 1-2 working days.');
    });

    it.each([
      [{}, 'Please choose the account type.'],
      [{ type: '10' }, 'Please choose the account type.'],
      [{ type: 'law' }, 'Please choose the account type.'],
    ])('validates the type %j', async (fields, message) => {
      const { token } = await buildUser(app);
      const response = await call(token, 'updateAccountType', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().resultData.details).toEqual([{ path: 'type', message }]);
    });
  });
});
