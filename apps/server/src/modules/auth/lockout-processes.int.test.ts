import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildAppOn, createSharedTestDatabase } from '../../../test/shared-database';
import { PHONE_LOOKUPS_PER_MINUTE } from './phone-lookup-limit';

const onPostgres = Boolean(process.env.DATABASE_URL);

const post = (app: FastifyInstance, url: string, fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const signIn = (app: FastifyInstance, loginName: string, password: string) => post(app, '/api/login', { loginName, password });

describe('limits and lockouts are kept in the database: shared by processes, kept across restarts', () => {
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  /** One database for the test: a throwaway PostgreSQL database, or a PGlite folder. */
  const newDatabase = async (): Promise<{ url?: string; pgliteDataDir?: string }> => {
    if (onPostgres) {
      const shared = await createSharedTestDatabase();
      cleanups.push(shared.drop);
      return { url: shared.url };
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lockout-restart-'));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    return { pgliteDataDir: path.join(folder, 'pglite') };
  };
  const start = async (database: { url?: string; pgliteDataDir?: string }) => {
    const app = await buildAppOn(database);
    apps.push(app);
    return app;
  };

  it('a password lockout and a used-up look-up limit survive a restart', async () => {
    const database = await newDatabase();
    const before = await start(database);
    const { user } = await buildUser(before, { password: 'Harbour88' });
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await signIn(before, user.phone!, 'Wrong999')).json().resultMsg).toBe('Password error.');
    expect((await signIn(before, user.phone!, 'Wrong999')).json().resultMsg).toContain('try again in 15 minutes');
    for (let call = 0; call < PHONE_LOOKUPS_PER_MINUTE; call += 1)
      expect((await post(before, '/api/phoneIsExist', { phone: '91234567', phoneType: '2' }, '203.0.113.20')).statusCode).toBe(200);
    await before.close();
    apps.splice(0);

    const after = await start(database);
    const locked = (await signIn(after, user.phone!, 'Harbour88')).json();
    expect(locked.errCode).toBe(-2);
    expect(locked.resultMsg).toMatch(/try again in 1[45] minutes/);
    expect((await post(after, '/api/phoneIsExist', { phone: '91234567', phoneType: '2' }, '203.0.113.20')).statusCode).toBe(429);
  });

  it.skipIf(!onPostgres)('two apps on one PostgreSQL database count wrong passwords and look-ups together', async () => {
    const database = await newDatabase();
    const a = await start(database);
    const b = await start(database);
    const { user } = await buildUser(a, { password: 'Harbour88' });
    // 5 wrong passwords, alternating between the two processes, lock the account on both
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await signIn(attempt % 2 ? a : b, user.phone!, 'Wrong999')).json().resultMsg).toBe('Password error.');
    expect((await signIn(b, user.phone!, 'Wrong999')).json().resultMsg).toContain('try again in 15 minutes');
    for (const app of [a, b]) expect((await signIn(app, user.phone!, 'Harbour88')).json().errCode).toBe(-2);

    // the look-up limit is one budget for both processes
    for (let call = 0; call < PHONE_LOOKUPS_PER_MINUTE; call += 1)
      expect((await post(call % 2 ? a : b, '/api/phoneIsExist', { phone: '91234567', phoneType: '2' }, '203.0.113.21')).statusCode).toBe(200);
    for (const app of [a, b]) expect((await post(app, '/api/common/bindDetail', { phone: '91234567' }, '203.0.113.21')).statusCode).toBe(429);
  });

  it.skipIf(!onPostgres)('two processes starting at once on a new database both start (migrations and seeds run once)', async () => {
    const database = await newDatabase();
    const [a, b] = await Promise.all([start(database), start(database)]);
    for (const app of [a, b]) expect((await app.inject({ method: 'GET', url: '/api/health' })).json().errCode).toBe(0);
    const parameters = (await post(a, '/api/au/sysParam/list', { type: 'quota' })).json().resultData;
    expect(parameters.total).toBe(2);
  });
});
