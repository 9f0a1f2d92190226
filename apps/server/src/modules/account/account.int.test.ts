import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCompanies, organisations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser } from '../../../test/factories';

describe('POST /api/au/saasuser/getUserInfo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('returns the spec §3 session fields with the phone masked', async () => {
    const { user, organisation, token } = await buildUser(app, { user: { name: 'Chan Tai Man', email: 'tm@firm.hk' }, password: 'Harbour88' });
    const { errCode, resultData } = (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json();
    expect(errCode).toBe(0);
    expect(resultData).toMatchObject({
      name: 'Chan Tai Man',
      roles: ['isServeCom', 'admin'],
      isAdmin: true,
      authList: [
        { type: 2, ordinaryValue: 10 },
        { type: 3, ordinaryValue: 10 },
      ],
      msgList: [],
      unreadNum: 0,
      focusNum: 0,
      stockCode: null,
      isFollow: false,
      sassCompany: { id: organisation.id, type: 2, userCompanyName: 'Test Law Firm', certificationStatus: 0, vipStatus: 0 },
    });
    expect(resultData.sassUser).toMatchObject({ id: user.id, email: 'tm@firm.hk', vipStatus: 0, userType: 1, passwordSet: true, openId: null });
    expect(resultData.sassUser.phone).toBe(`${user.phone!.slice(0, 3)}****${user.phone!.slice(-4)}`);
    expect(JSON.stringify(resultData)).not.toContain('passwordHash');
  });

  it('shows a live company membership as vipStatus 3', async () => {
    const { token } = await buildUser(app, { organisation: { vipStatus: 3, vipExpiresAt: new Date(Date.now() + 86_400_000) } });
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.sassUser.vipStatus).toBe(3);
  });
});

describe('POST /api/au/saasuser/perfectInfo (profile dialog tab 1)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // The catalogue seed may already hold it (when shared data is present).
    await app.db.insert(listedCompanies).values({ stockCode: '00005', market: 'HK', shortNameEn: 'HSBC Holdings plc', shortNameCn: '匯豐控股有限公司' }).onConflictDoNothing();
  });
  afterAll(() => closeTestApp(app));

  it('sets a listed company from the catalogue', async () => {
    const { user, token } = await buildUser(app, { organisation: { type: null, userCompanyName: null } });
    const response = await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '1', stockCode: '00005', name: 'Mary', job: 'Company Secretary' });
    expect(response.json().errCode).toBe(0);
    const [organisation] = await app.db.select().from(organisations).where(eq(organisations.id, user.organisationId));
    expect(organisation).toMatchObject({ type: 1, stockCode: '00005', shortNameEn: 'HSBC Holdings plc' });
    expect(await reloadUser(app, user.id)).toMatchObject({ name: 'Mary', job: 'Company Secretary' });
    const info = (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData;
    expect(info.roles).toContain('listed');
    expect(info.stockCode).toBe('00005');
  });

  it.each([
    [{ type: '1' }, 'stockCode', 'Please select company.'],
    [{ type: '1', stockCode: '99999' }, 'stockCode', 'Please select company.'],
    [{ type: '2' }, 'companyName', 'Please input company name.'],
    [{ type: '12', companyName: 'X' }, 'type', 'Please choose the account type.'],
  ])('rejects %j with the spec §5 message', async (fields, path, message) => {
    const { token } = await buildUser(app, { organisation: { type: null } });
    const response = await postForm(app, '/api/au/saasuser/perfectInfo', { token, ...fields });
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path, message }] } });
  });

  const organisationOf = async (id: string) => (await app.db.select().from(organisations).where(eq(organisations.id, id)))[0];

  it('lets the account type change once a year (spec §4)', async () => {
    const { token, organisation } = await buildUser(app, { organisation: { type: 2 } });
    expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '3', companyName: 'Audit & Co' })).json().errCode).toBe(0);
    expect((await organisationOf(organisation.id)).accountTypeChangedAt).not.toBeNull();
    const second = await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '2', companyName: 'Law & Co' });
    expect(second.json().errCode).toBe(409);
    expect(second.json().resultMsg).toMatch(/once a year/);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 3, userCompanyName: 'Audit & Co' });
  });

  it('makes the first choice of a type free for any member of the company', async () => {
    const { token, organisation } = await buildUser(app, { user: { userType: 2, adminStatus: 0 }, organisation: { type: null, userCompanyName: null } });
    expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '2', companyName: 'First Firm' })).json().errCode).toBe(0);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 2, userCompanyName: 'First Firm', accountTypeChangedAt: null });
  });

  it('refuses a sub-account that is not the administrator once the company has a type', async () => {
    const { token, organisation } = await buildUser(app, { user: { userType: 2, adminStatus: 0 }, organisation: { type: 2, userCompanyName: 'Lee & Co' } });
    const response = await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '3', companyName: 'Renamed & Co' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errCode).toBe(403);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 2, userCompanyName: 'Lee & Co' });
  });

  it('refuses a type change while a certification is under review, like updateAccountType', async () => {
    const { token, organisation } = await buildUser(app, { organisation: { type: 2, certificationStatus: 1, certificationCheckStatus: 1, checkStatus: 1 } });
    const response = await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '3', companyName: 'Audit & Co' });
    expect(response.statusCode).toBe(409);
    expect(response.json().resultMsg).toBe('Your certification is under review. It takes 1-2 working days.');
    expect((await organisationOf(organisation.id)).type).toBe(2);
  });

  it('resets a verified certification when the type changes', async () => {
    const { token, organisation } = await buildUser(app, { organisation: { type: 2, certificationStatus: 2, certificationCheckStatus: 2, checkStatus: 2 } });
    expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '3', companyName: 'Audit & Co' })).json().errCode).toBe(0);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 3, certificationStatus: 0, certificationCheckStatus: 0, checkStatus: 0 });
  });
});
