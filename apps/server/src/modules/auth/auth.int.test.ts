import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { postFormFrom } from '../verification/verification.testing';
import { PHONE_LOOKUPS_PER_MINUTE } from './phone-lookup-limit';

const DAY_MS = 86_400_000;

describe('password sign-in, sessions and sign-out', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('signs in with phone + password for 7 days, or 3 days with notKeepSigned (spec §4)', async () => {
    const { user } = await buildUser(app, { password: 'Harbour88' });
    const local = user.phone!.slice(3);
    const kept = await postForm(app, '/api/login', { loginName: local, phoneType: '2', password: 'Harbour88' });
    expect(kept.json()).toMatchObject({ errCode: 0, resultData: { isNewUser: false } });
    const keptDays = (Date.parse(kept.json().resultData.expiresAt) - Date.now()) / DAY_MS;
    expect(keptDays).toBeGreaterThan(6.99);
    expect(keptDays).toBeLessThanOrEqual(7);

    const short = await postForm(app, '/api/login', { loginName: local, password: 'Harbour88', notKeepSigned: 'true' });
    const shortDays = (Date.parse(short.json().resultData.expiresAt) - Date.now()) / DAY_MS;
    expect(shortDays).toBeGreaterThan(2.99);
    expect(shortDays).toBeLessThanOrEqual(3);
  });

  it('stores only a hash of the token', async () => {
    const { user } = await buildUser(app, { password: 'Harbour88' });
    const { token } = (await postForm(app, '/api/login', { loginName: user.phone!, password: 'Harbour88' })).json().resultData;
    const stored = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a wrong password', { password: 'Wrong999' }, -2, 'Password error.'],
    ['an unknown phone', { loginName: '98765432', password: 'Harbour88' }, -1, 'User not registered.'],
  ])('refuses %s', async (_case, fields, errCode, message) => {
    const { user } = await buildUser(app, { password: 'Harbour88' });
    const response = await postForm(app, '/api/login', { loginName: user.phone!, ...fields });
    expect(response.json()).toMatchObject({ errCode, resultMsg: message });
  });

  it('tells a user without a password to sign in by code first', async () => {
    const { user } = await buildUser(app);
    const response = await postForm(app, '/api/login', { loginName: user.phone!, password: 'Anything1' });
    expect(response.json().errCode).toBe(-2);
    expect(response.json().resultMsg).toContain('no password yet');
  });

  it('requires a code or a password', async () => {
    const response = await postForm(app, '/api/login', { loginName: '91234567' });
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'password', message: 'Please enter the verification code or the password.' }] } });
  });

  it('refuses a user whose login access was cancelled', async () => {
    const { user } = await buildUser(app, { password: 'Harbour88', user: { loginAccess: false } });
    const response = await postForm(app, '/api/login', { loginName: user.phone!, password: 'Harbour88' });
    expect(response.json().errCode).toBe(403);
  });

  it('ends the session on /exit: the token then gets 9999', async () => {
    const { token } = await buildUser(app);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/exit', { token })).json().errCode).toBe(0);
    const after = await postForm(app, '/api/au/saasuser/getUserInfo', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errCode: 9999, resultMsg: 'Your session has expired. Please sign in again.' });
  });

  it('answers 9999 for an expired session', async () => {
    const { user, token } = await buildUser(app);
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().errCode).toBe(9999);
  });

  it.each([undefined, 'sightseer'])('asks a visitor (token %s) to sign in on a user call', async (token) => {
    const response = await postForm(app, '/api/au/saasuser/getUserInfo', token ? { token } : {});
    expect(response.json()).toMatchObject({ errCode: 9999, resultMsg: 'Please sign in to continue.' });
  });

  it('accepts the token in a header too', async () => {
    const { token } = await buildUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/au/saasuser/getUserInfo', headers: { token } });
    expect(response.json().errCode).toBe(0);
  });

  it('changes the password: the old one is required once set, and other sessions end', async () => {
    const { user, token } = await buildUser(app, { password: 'Harbour88' });
    const other = (await postForm(app, '/api/login', { loginName: user.phone!, password: 'Harbour88' })).json().resultData.token;
    const missingOld = await postForm(app, '/api/au/saasuser/chagePassword', { token, newPassWord: 'Kowloon99' });
    expect(missingOld.json().resultData.details[0]).toEqual({ path: 'oldPassWord', message: 'Please enter the password.' });
    const wrongOld = await postForm(app, '/api/au/saasuser/chagePassword', { token, oldPassWord: 'nope1234', newPassWord: 'Kowloon99' });
    expect(wrongOld.json().errCode).toBe(-2);
    const changed = await postForm(app, '/api/au/saasuser/chagePassword', { token, oldPassWord: 'Harbour88', newPassWord: 'Kowloon99' });
    expect(changed.json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token: other })).json().errCode).toBe(9999);
    expect((await postForm(app, '/api/login', { loginName: user.phone!, password: 'Kowloon99' })).json().errCode).toBe(0);
  });

  it.each(['short', '密码密码密码密码', 'a'.repeat(19), 'has space1'])('rejects the new password %j (6-18, no Chinese)', async (newPassWord) => {
    const { token } = await buildUser(app);
    const response = await postForm(app, '/api/au/saasuser/chagePassword', { token, newPassWord });
    expect(response.json().resultData.details).toEqual([{ path: 'newPassWord', message: 'Wrong new password (6-18 bits without Chinese characters).' }]);
  });

  it('sets a first password without the old one (first-time password dialog)', async () => {
    const { user, token } = await buildUser(app);
    expect((await postForm(app, '/api/au/saasuser/chagePassword', { token, newPassWord: 'FirstPass1' })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/login', { loginName: user.phone!, password: 'FirstPass1' })).json().errCode).toBe(0);
  });

  it('reports whether a phone is registered', async () => {
    const { user } = await buildUser(app, { password: 'Harbour88' });
    expect((await postForm(app, '/api/phoneIsExist', { phone: user.phone!.slice(3), phoneType: '2' })).json().resultData).toBe(true);
    expect((await postForm(app, '/api/phoneIsExist', { phone: '13800000000', phoneType: '1' })).json().resultData).toBe(false);
    // Only registration: how an account signs in is not told to anyone who asks.
    expect((await postForm(app, '/api/common/bindDetail', { phone: user.phone! })).json().resultData).toEqual({ registered: true });
  });

  it(`answers 429 after ${PHONE_LOOKUPS_PER_MINUTE} phone look-ups a minute from one address, the two calls counted together`, async () => {
    const lookUp = (path: string, remoteAddress: string) => postFormFrom(app, path, { phone: '91234567', phoneType: '2', language: '2' }, remoteAddress);
    for (let call = 0; call < PHONE_LOOKUPS_PER_MINUTE; call += 1) {
      expect((await lookUp(call % 2 ? '/api/phoneIsExist' : '/api/common/bindDetail', '203.0.113.7')).json().errCode).toBe(0);
    }
    for (const path of ['/api/phoneIsExist', '/api/common/bindDetail']) {
      const refused = await lookUp(path, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ errCode: 429, resultMsg: 'Too many requests. Please wait a moment and try again.', resultData: null });
    }
    // another address is counted on its own
    expect((await lookUp('/api/phoneIsExist', '203.0.113.8')).json().errCode).toBe(0);
  });
});
