import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const MINUTE_MS = 60_000;

const signIn = (app: FastifyInstance, loginName: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ loginName, password }).toString(),
  });

describe('wrong-password lockout on POST /login (5 in 15 minutes locks for 15 minutes)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));
  afterEach(() => vi.useRealTimers());

  it('refuses the right password after 5 wrong ones, says when to retry, and works again after the lock', async () => {
    // only Date is faked: timers, the database and the HTTP layer run as usual
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T01:00:00Z') });
    const { user } = await buildUser(app, { password: 'Harbour88' });
    const phone = user.phone!;

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(app, phone, 'Wrong999')).json()).toMatchObject({ errCode: -2, resultMsg: 'Password error.' });
      vi.advanceTimersByTime(MINUTE_MS);
    }
    const fifth = await signIn(app, phone, 'Wrong999');
    expect(fifth.json()).toMatchObject({ errCode: -2 });
    expect(fifth.json().resultMsg).toContain('try again in 15 minutes');

    vi.advanceTimersByTime(5 * MINUTE_MS);
    const sixth = await signIn(app, phone, 'Harbour88');
    expect(sixth.json()).toMatchObject({
      errCode: -2,
      resultMsg: 'Too many wrong passwords. Password sign-in is paused for this account; try again in 10 minutes, or sign in with an SMS code.',
    });
    expect((await signIn(app, phone, 'Harbour88', { 'x-language': 'zh-HK' })).json().resultMsg).toContain('請於 10 分鐘後再試');
    expect((await signIn(app, phone, 'Harbour88', { 'x-language': 'zh-CN' })).json().resultMsg).toContain('请于 10 分钟后再试');

    // another account is not affected
    const { user: other } = await buildUser(app, { password: 'Harbour88' });
    expect((await postForm(app, '/api/login', { loginName: other.phone!, password: 'Harbour88' })).json().errCode).toBe(0);

    vi.advanceTimersByTime(10 * MINUTE_MS + 1);
    expect((await signIn(app, phone, 'Harbour88')).json().errCode).toBe(0);

    // the success reset the count: 4 more wrong passwords do not lock
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(app, phone, 'Wrong999')).json().resultMsg).toBe('Password error.');
    expect((await signIn(app, phone, 'Harbour88')).json().errCode).toBe(0);
  });

  it('counts only wrong passwords within 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T03:00:00Z') });
    const { user } = await buildUser(app, { password: 'Harbour88' });
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(app, user.phone!, 'Wrong999');
    vi.advanceTimersByTime(15 * MINUTE_MS + 1);
    // the window has passed: this is the first wrong password of a new window
    expect((await signIn(app, user.phone!, 'Wrong999')).json().resultMsg).toBe('Password error.');
    expect((await signIn(app, user.phone!, 'Harbour88')).json().errCode).toBe(0);
  });
});
