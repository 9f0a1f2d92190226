import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, closeTestApp, eventually, postForm } from '../../../test/helper';
import { buildUser, signInAs, uniqueHongKongPhone } from '../../../test/factories';
import { changesSettled, twoAppsOnOneDatabase } from '../../../test/shared-database';

// A long cache lifetime: whatever these tests see changing was told by a change, not by the entry ageing out.
const CACHED = { SESSION_CACHE_SECONDS: '60', LIVE_SESSION_CHECK_SECONDS: '0' };

const userInfo = async (app: FastifyInstance, token: string) => (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json();
const updateCompany = (app: FastifyInstance, token: string) => postForm(app, '/api/au/company/updateCompany', { token, shortName: 'Lee' });

/** An administrator with a colleague who may sign in (to hand the administration to). */
const adminWithColleague = async (app: FastifyInstance) => {
  const admin = await buildUser(app, { user: { name: 'Ada' } });
  const [colleague] = await app.db
    .insert(users)
    .values({ organisationId: admin.organisation.id, phone: uniqueHongKongPhone(), phoneRegion: 2, userType: 2, adminStatus: 0, loginAccess: true })
    .returning();
  return { ...admin, colleague };
};


describe('session → actor cache (one process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: CACHED });
  });
  afterAll(() => closeTestApp(app));

  it('keeps the caller between calls (a change made behind the server is not seen yet)', async () => {
    const { user, token } = await buildUser(app, { user: { name: 'Before' } });
    expect((await userInfo(app, token)).resultData.name).toBe('Before');
    await app.db.update(users).set({ name: 'Behind the server' }).where(eq(users.id, user.id));
    expect((await userInfo(app, token)).resultData.name).toBe('Before');
  });

  it('refuses a signed-out token at once', async () => {
    const { token } = await buildUser(app);
    expect((await userInfo(app, token)).errCode).toBe(0);
    expect((await postForm(app, '/api/exit', { token })).json().errCode).toBe(0);
    expect((await userInfo(app, token)).errCode).toBe(9999);
  });

  it('sees a profile change and a removed administration at once', async () => {
    const { token, colleague } = await adminWithColleague(app);
    expect((await userInfo(app, token)).resultData).toMatchObject({ name: 'Ada', isAdmin: true });
    expect((await updateCompany(app, token)).json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, name: 'Ada Lee' })).json().errCode).toBe(0);
    expect((await userInfo(app, token)).resultData.name).toBe('Ada Lee');
    expect((await postForm(app, '/api/au/companyPerson/chageAdmin', { token, id: colleague.id })).json().errCode).toBe(0);
    expect((await userInfo(app, token)).resultData.isAdmin).toBe(false);
    expect((await updateCompany(app, token)).json().errCode).toBe(403);
  });

  it('refuses every session of an account at once once they are ended (password reset)', async () => {
    const { user, token } = await buildUser(app);
    const other = await signInAs(app, user.id);
    expect((await userInfo(app, token)).errCode).toBe(0);
    expect((await userInfo(app, other)).errCode).toBe(0);
    await app.container.sessions.endOtherSessions(user.id);
    expect((await userInfo(app, token)).errCode).toBe(9999);
    expect((await userInfo(app, other)).errCode).toBe(9999);
  });
});

describe.runIf(process.env.DATABASE_URL)('session → actor cache across two processes on one PostgreSQL database', () => {
  const apps = twoAppsOnOneDatabase(CACHED);

  it('a sign-out in one process is refused by the other', async () => {
    const { token } = await buildUser(apps.first);
    expect((await userInfo(apps.second, token)).errCode).toBe(0);
    expect((await userInfo(apps.second, token)).errCode).toBe(0);
    expect((await postForm(apps.first, '/api/exit', { token })).json().errCode).toBe(0);
    await eventually(async () => (await userInfo(apps.second, token)).errCode === 9999);
  });

  it('a permission removed in one process is refused by the other', async () => {
    const { token, colleague } = await adminWithColleague(apps.first);
    expect((await updateCompany(apps.second, token)).json().errCode).toBe(0);
    expect((await postForm(apps.first, '/api/au/companyPerson/chageAdmin', { token, id: colleague.id })).json().errCode).toBe(0);
    await eventually(async () => (await updateCompany(apps.second, token)).json().errCode === 403);
    expect((await userInfo(apps.second, token)).resultData.isAdmin).toBe(false);
  });

  it('a company followed through one process counts at once in the other (the follows cache)', async () => {
    const { token } = await buildUser(apps.first);
    expect((await userInfo(apps.second, token)).resultData.focusNum).toBe(0);
    expect((await userInfo(apps.second, token)).resultData.focusNum).toBe(0);
    expect((await postForm(apps.first, '/api/au/focus/add', { token, stockCode: '00700' })).json().errCode).toBe(0);
    await eventually(async () => (await userInfo(apps.second, token)).resultData.focusNum === 1);
  });

  it('a change made behind the servers is not seen while cached (so the two tests above prove the notifications)', async () => {
    const { user, token } = await buildUser(apps.first, { user: { name: 'Before' } });
    await changesSettled(apps.first, apps.second);
    expect((await userInfo(apps.second, token)).resultData.name).toBe('Before');
    await apps.first.db.update(users).set({ name: 'Behind the server' }).where(eq(users.id, user.id));
    expect((await userInfo(apps.second, token)).resultData.name).toBe('Before');
  });
});
