import { ListingStates } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';

/*
 * Issue 11 finding 8: a new issue a user adds is shown to others only after staff approve it (the
 * submitter sees it marked pending), and adding is limited per account and per client address.
 */
let app: FastifyInstance;

const post = (url: string, fields: Record<string, string | number> = {}, remoteAddress = '203.0.113.50') => postFrom(app, url, fields, remoteAddress);

let counter = 0;
/** An A1 application with a name no other test uses. */
const application = () => {
  counter += 1;
  return { nameEn: `Review Test ${counter} Holdings Limited`, board: 'main', offeringType: 'ipo', listingState: ListingStates.applying, applicationDate: '2026-11-02' };
};
const listNames = async (token?: string) =>
  ((await post('/au/offering/list', { stateGroup: 'all', limit: 50, keyword: 'Review Test', ...(token ? { token } : {}) })).body.resultData.list as { nameEn: string; reviewStatus: string }[]);

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

describe('staff approval of user-added new issues', () => {
  it('keeps a new record to its submitter (marked pending) until staff approve it', async () => {
    const submitter = await buildUser(app);
    const other = await buildUser(app);
    const staff = await buildUser(app, { user: { isStaff: true } });
    const fields = application();
    const added = await post('/au/offering/add', { ...fields, token: submitter.token });
    expect(added.body).toMatchObject({ errCode: 0, resultData: { reviewStatus: 'pending' } });
    const { id } = added.body.resultData;

    expect(await listNames(submitter.token)).toContainEqual(expect.objectContaining({ nameEn: fields.nameEn, reviewStatus: 'pending' }));
    expect((await listNames(other.token)).map((row) => row.nameEn)).not.toContain(fields.nameEn);
    expect((await listNames()).map((row) => row.nameEn)).not.toContain(fields.nameEn);
    expect((await post('/au/offering/detail', { id, token: other.token })).body.errCode).toBe(404);
    expect((await post('/au/offering/detail', { id })).body.errCode).toBe(404);
    expect((await post('/au/offering/detail', { id, token: submitter.token })).body.resultData).toMatchObject({ reviewStatus: 'pending', isOwnRecord: true });
    expect((await post('/au/listedCompany/status', { id, token: other.token })).body.errCode).toBe(404);
    expect((await post('/au/listedCompany/status', { id, token: submitter.token })).body.errCode).toBe(0);

    // only staff review, like the certification review
    expect((await post('/au/admin/offering/approve', { id, token: submitter.token })).status).toBe(403);
    const queue = (await post('/au/admin/offering/list', { token: staff.token, status: 'pending' })).body.resultData;
    expect(queue.list.map((row: { id: string }) => row.id)).toContain(id);
    expect((await post('/au/admin/offering/approve', { id, token: staff.token })).body.errCode).toBe(0);
    expect((await post('/au/admin/offering/approve', { id, token: staff.token })).body.errCode).toBe(409);

    expect(await listNames(other.token)).toContainEqual(expect.objectContaining({ nameEn: fields.nameEn, reviewStatus: 'approved' }));
    expect((await post('/au/offering/detail', { id })).body.errCode).toBe(0);
  });

  it('keeps a rejected record hidden from others, with the reason for staff', async () => {
    const submitter = await buildUser(app);
    const staff = await buildUser(app, { user: { isStaff: true } });
    const fields = application();
    const { id } = (await post('/au/offering/add', { ...fields, token: submitter.token })).body.resultData;
    expect((await post('/au/admin/offering/reject', { id, reason: 'No such application on the exchange', token: staff.token })).body.errCode).toBe(0);
    expect((await listNames()).map((row) => row.nameEn)).not.toContain(fields.nameEn);
    expect(await listNames(submitter.token)).toContainEqual(expect.objectContaining({ nameEn: fields.nameEn, reviewStatus: 'rejected' }));
    const reviewed = (await post('/au/admin/offering/list', { token: staff.token, status: 'rejected' })).body.resultData.list;
    expect(reviewed).toContainEqual(expect.objectContaining({ id, rejectReason: 'No such application on the exchange' }));
  });
});

describe('limits on adding new issues', () => {
  it('refuses the 11th record of one account in a day with -5, from any address', async () => {
    const { token } = await buildUser(app);
    for (let index = 0; index < 10; index += 1) {
      expect((await post('/au/offering/add', { ...application(), token }, `198.51.100.${index + 1}`)).body.errCode).toBe(0);
    }
    const refused = await post('/au/offering/add', { ...application(), token, language: '2' }, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errCode: -5, resultData: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.body.resultMsg).toMatch(/Too many submissions/);
  });

  it('refuses the 31st record from one client address in a day, whatever the account', async () => {
    for (let index = 0; index < 30; index += 1) {
      const { token } = await buildUser(app);
      expect((await post('/au/offering/add', { ...application(), token }, '192.0.2.77')).body.errCode).toBe(0);
    }
    const { token } = await buildUser(app);
    expect((await post('/au/offering/add', { ...application(), token }, '192.0.2.77')).body.errCode).toBe(-5);
  });
});
