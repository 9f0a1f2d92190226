import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationRequests, organisations, users } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, signInAs, uniqueHongKongPhone } from '../../../test/factories';
import { blankPng, multipartBody } from '../../../test/uploads';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('account certification (/api/au/company/certificationCompany, companyCheckDetail, /api/au/admin/certification/*)', () => {
  let app: FastifyInstance;
  let staffToken: string;
  let staffId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ token: staffToken, user: { id: staffId } } = await buildUser(app, { user: { isStaff: true } }));
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, ...fields });
  const uploadCard = async (token: string): Promise<string> => {
    const body = multipartBody({ fileName: 'card.png', contentType: 'image/png', content: blankPng() });
    const response = await app.inject({ method: 'POST', url: '/api/upload/businessCard', headers: { ...body.headers, token }, payload: body.payload });
    return response.json().resultData.filePath;
  };
  const organisationOf = async (id: string) => (await app.db.select().from(organisations).where(eq(organisations.id, id)))[0];
  const submission = (filePath: string, fields: Record<string, string> = {}) => ({
    name: 'Chan Tai Man',
    phone: '+85291234567',
    userCompanyName: 'Harbour Legal & Co.',
    job: 'Partner',
    email: 'TM.Chan@harbourlegal.com.hk',
    type: '3',
    filePath,
    ...fields,
  });
  const messagesOf = async (token: string) => (await call(token, 'messageInfo/list', { page: '1', limit: '10' })).json().resultData.list;

  it.each([
    'company/companyCheckDetail',
    'company/certificationCompany',
    'admin/certification/list',
    'admin/certification/approve',
    'admin/certification/reject',
    'admin/certification/businessCard',
  ])('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, `/api/au/${path}`, { id: UNKNOWN_ID });
    expect(response.statusCode).toBe(401);
    expect(response.json().errCode).toBe(9999);
  });

  it.each(['list', 'approve', 'reject', 'businessCard'])('refuses admin/certification/%s to users who are not staff', async (path) => {
    const { token } = await buildUser(app);
    const response = await call(token, `admin/certification/${path}`, { id: UNKNOWN_ID, reason: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errCode).toBe(403);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Email incorrect.'],
    ['name', { name: '名'.repeat(21) }, 'Name may be at most 20 characters.'],
    ['name', { name: '王'.repeat(11) }, 'Name may be at most 20 characters.'],
    ['job', { job: '王'.repeat(11) }, 'Position may be at most 20 characters.'],
    ['userCompanyName', { userCompanyName: '王'.repeat(16) }, 'Company name may be at most 30 characters.'],
    ['phone', { phone: '1'.repeat(21) }, 'Phone may be at most 20 characters.'],
    ['userCompanyName', { userCompanyName: 'c'.repeat(31) }, 'Company name may be at most 30 characters.'],
    ['job', { job: 'j'.repeat(21) }, 'Position may be at most 20 characters.'],
    ['userCompanyName', { userCompanyName: '' }, 'Please input company name.'],
    ['type', { type: '' }, 'Please choose the account type.'],
    ['stockCode', { type: '1' }, 'Please select company.'],
    ['filePath', { filePath: '' }, 'Please upload a business card image (PNG or JPEG).'],
  ])('validates %s (%j)', async (path, fields, message) => {
    const { token } = await buildUser(app);
    const response = await call(token, 'company/certificationCompany', submission(UNKNOWN_ID, fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path, message }] } });
  });

  it('accepts fields of exactly their width, a Chinese character counting 2 (spec §5)', async () => {
    const { token } = await buildUser(app);
    const fields = { name: 'a'.repeat(20), job: '王'.repeat(10), userCompanyName: `${'王'.repeat(14)}ab` };
    expect((await call(token, 'company/certificationCompany', submission(await uploadCard(token), fields))).json().errCode).toBe(0);
  });

  it("refuses a card that is not the caller's upload", async () => {
    const owner = await buildUser(app);
    const card = await uploadCard(owner.token);
    const { token } = await buildUser(app);
    const response = await call(token, 'company/certificationCompany', submission(card));
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: 'filePath', message: 'Please upload a business card image (PNG or JPEG).' }]);
  });

  it('goes from submission through rejection and resubmission to approval', async () => {
    const { token, user, organisation } = await buildUser(app);
    expect((await call(token, 'company/companyCheckDetail')).json().resultData).toEqual({ checkStatus: 0, canSubmit: true, request: null });

    // Submit: under review on the request and the company.
    const card = await uploadCard(token);
    const submitted = (await call(token, 'company/certificationCompany', submission(card))).json();
    expect(submitted).toEqual({ errCode: 0, resultMsg: 'Submitted. The review takes 1-2 working days.', resultData: { id: expect.any(String), status: 1 } });
    expect(await organisationOf(organisation.id)).toMatchObject({ checkStatus: 1, certificationStatus: 1, certificationCheckStatus: 1, type: 2 });
    const pending = (await call(token, 'company/companyCheckDetail', { checkType: '1' })).json().resultData;
    expect(pending).toEqual({
      checkStatus: 1,
      canSubmit: false,
      request: {
        id: submitted.resultData.id,
        status: 1,
        reason: null,
        name: 'Chan Tai Man',
        phone: '+85*****4567',
        userCompanyName: 'Harbour Legal & Co.',
        job: 'Partner',
        email: 'tm.chan@harbourlegal.com.hk',
        type: 3,
        stockCode: null,
        checkType: 1,
        filePath: card,
        createDate: expect.any(String),
        reviewDate: null,
      },
    });
    const again = await call(token, 'company/certificationCompany', submission(card));
    expect(again.statusCode).toBe(409);
    expect(again.json().resultMsg).toBe('Your certification is under review. It takes 1-2 working days.');

    // Staff see it, with the full phone, and can view the card.
    const listed = (await call(staffToken, 'admin/certification/list', { status: '1', limit: '50' })).json().resultData;
    expect(listed.list.find((item: { id: string }) => item.id === submitted.resultData.id)).toMatchObject({ phone: '+85291234567', userId: user.id, organisationId: organisation.id });
    const image = await call(staffToken, 'admin/certification/businessCard', { id: submitted.resultData.id });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(blankPng());

    // Reject with a reason: failed, the user is told why and may resubmit.
    expect((await call(staffToken, 'admin/certification/reject', { id: submitted.resultData.id, reason: 'The card is unreadable.' })).json().errCode).toBe(0);
    expect(await organisationOf(organisation.id)).toMatchObject({ checkStatus: 3, certificationStatus: 3, certificationCheckStatus: 3 });
    const failed = (await call(token, 'company/companyCheckDetail')).json().resultData;
    expect(failed).toMatchObject({ checkStatus: 3, canSubmit: true, request: { status: 3, reason: 'The card is unreadable.', reviewDate: expect.any(String) } });
    const [rejection] = await messagesOf(token);
    expect(rejection).toMatchObject({ source: 12, type: 7, title: '帳戶認證未通過', titleEn: 'Account certification failed', readStatus: 1 });
    expect(rejection.content).toContain('Reason: The card is unreadable.');
    expect(rejection.content).toContain('原因：The card is unreadable.');
    const rejectTwice = await call(staffToken, 'admin/certification/reject', { id: submitted.resultData.id, reason: 'again' });
    expect(rejectTwice.statusCode).toBe(409);
    expect(rejectTwice.json().resultMsg).toBe('This certification request has already been reviewed.');

    // Resubmit and approve: verified, account type applied, message source 10.
    const resubmitted = (await call(token, 'company/certificationCompany', submission(await uploadCard(token), { userCompanyName: 'Harbour CPA' }))).json();
    expect(resubmitted.resultData.status).toBe(1);
    expect((await call(token, 'company/companyCheckDetail')).json().resultData.request.id).toBe(resubmitted.resultData.id);
    expect((await call(staffToken, 'admin/certification/approve', { id: resubmitted.resultData.id })).json().errCode).toBe(0);
    expect(await organisationOf(organisation.id)).toMatchObject({ checkStatus: 2, certificationStatus: 2, certificationCheckStatus: 2, type: 3, userCompanyName: 'Harbour CPA' });
    const [approval] = await messagesOf(token);
    expect(approval).toMatchObject({ source: 10, title: '帳戶認證已通過', titleEn: 'Account certification passed' });
    const [request] = await app.db.select().from(certificationRequests).where(eq(certificationRequests.id, resubmitted.resultData.id));
    expect(request).toMatchObject({ status: 2, reviewedBy: staffId });
    expect((await call(token, 'company/companyCheckDetail')).json().resultData).toMatchObject({ checkStatus: 2, canSubmit: false, request: { status: 2 } });

    const afterApproval = await call(token, 'company/certificationCompany', submission(card));
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().resultMsg).toBe('Your account is already certified.');
    expect((await call(staffToken, 'admin/certification/approve', { id: resubmitted.resultData.id })).statusCode).toBe(409);
  });

  it('applies a listed company from the catalogue on approval (legacy exp1 card field)', async () => {
    const { token, organisation } = await buildUser(app);
    const card = await uploadCard(token);
    const { resultData } = (await call(token, 'company/certificationCompany', submission('', { type: '1', stockCode: '00700', exp1: card }))).json();
    expect((await call(staffToken, 'admin/certification/approve', { id: resultData.id })).json().errCode).toBe(0);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 1, stockCode: '00700', shortNameEn: 'Tencent Holdings Limited', shortNameCn: '騰訊控股有限公司', checkStatus: 2 });
  });

  it('keeps the once-a-year account type rule (spec §4) on submission and on approval', async () => {
    const tooSoon = 'The account type can be changed once a year. You can change it again from';
    const changedLately = await buildUser(app, { organisation: { type: 2, accountTypeChangedAt: new Date() } });
    const refused = await call(changedLately.token, 'company/certificationCompany', submission(await uploadCard(changedLately.token), { type: '3' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().resultMsg).toContain(tooSoon);
    expect(await organisationOf(changedLately.organisation.id)).toMatchObject({ checkStatus: 0, type: 2 });
    const sameType = await call(changedLately.token, 'company/certificationCompany', submission(await uploadCard(changedLately.token), { type: '2' }));
    expect(sameType.json().errCode).toBe(0);

    const { token, organisation } = await buildUser(app, { organisation: { type: 2 } });
    const { resultData } = (await call(token, 'company/certificationCompany', submission(await uploadCard(token), { type: '3' }))).json();
    await app.db.update(organisations).set({ accountTypeChangedAt: new Date() }).where(eq(organisations.id, organisation.id));
    const approval = await call(staffToken, 'admin/certification/approve', { id: resultData.id });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().resultMsg).toContain(tooSoon);
    expect(await organisationOf(organisation.id)).toMatchObject({ type: 2, checkStatus: 1 });
  });

  it('lists requests under review first and filters by status', async () => {
    const first = await buildUser(app);
    const second = await buildUser(app);
    const reviewed = (await call(first.token, 'company/certificationCompany', submission(await uploadCard(first.token)))).json().resultData.id;
    const waiting = (await call(second.token, 'company/certificationCompany', submission(await uploadCard(second.token)))).json().resultData.id;
    await call(staffToken, 'admin/certification/reject', { id: reviewed, reason: 'No match' });
    const all = (await call(staffToken, 'admin/certification/list', { limit: '50' })).json().resultData;
    const statuses = all.list.map((item: { status: number }) => item.status);
    expect(statuses.indexOf(3)).toBeGreaterThan(statuses.lastIndexOf(1));
    expect(all.list.map((item: { id: string }) => item.id)).toContain(waiting);
    const failedOnly = (await call(staffToken, 'admin/certification/list', { status: '3', limit: '50' })).json().resultData;
    expect(failedOnly.list.every((item: { status: number }) => item.status === 3)).toBe(true);
    expect(failedOnly.total).toBe(failedOnly.list.length);
  });

  it.each([
    ['reject', { id: UNKNOWN_ID }, 'reason', 'Please enter the reason.'],
    ['reject', { id: UNKNOWN_ID, reason: 'r'.repeat(201) }, 'reason', 'Reason may be at most 200 characters.'],
    ['approve', { id: 'abc' }, 'id', 'Record is not valid.'],
    ['list', { status: '4' }, 'status', 'Status must be 1 (under review), 2 (verified) or 3 (failed).'],
    ['list', { limit: '15' }, 'limit', 'Page size must be 10, 20, 30 or 50.'],
  ])('validates admin/certification/%s %j', async (path, fields, field, message) => {
    const response = await call(staffToken, `admin/certification/${path}`, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: field, message }]);
  });

  it('tells the requester certification passed (source 10) and the other members their company is approved (source 9); the application switch off sends nothing', async () => {
    const { token, user, organisation } = await buildUser(app);
    const [colleague] = await app.db.insert(users).values({ organisationId: organisation.id, phone: uniqueHongKongPhone(), phoneRegion: 2 }).returning();
    const colleagueToken = await signInAs(app, colleague.id);
    const [quiet] = await app.db.insert(users).values({ organisationId: organisation.id, phone: uniqueHongKongPhone(), phoneRegion: 2 }).returning();
    const quietToken = await signInAs(app, quiet.id);
    expect((await call(quietToken, 'messageSwitch/update', { application: '0' })).json().errCode).toBe(0);
    const { resultData } = (await call(token, 'company/certificationCompany', submission(await uploadCard(token)))).json();
    expect((await call(staffToken, 'admin/certification/approve', { id: resultData.id })).json().errCode).toBe(0);
    expect(await messagesOf(token)).toEqual([expect.objectContaining({ source: 10, type: 7, titleEn: 'Account certification passed' })]);
    expect(await messagesOf(colleagueToken)).toEqual([expect.objectContaining({ source: 9, type: 7, title: '公司已審核通過', titleEn: 'Company approved' })]);
    expect(await messagesOf(quietToken)).toEqual([]);
    expect(user.id).not.toBe(colleague.id);
  });

  it('answers 404 for an unknown request', async () => {
    for (const path of ['approve', 'businessCard']) expect((await call(staffToken, `admin/certification/${path}`, { id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await call(staffToken, 'admin/certification/reject', { id: UNKNOWN_ID, reason: 'x' })).statusCode).toBe(404);
  });
});
