import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { openLive } from '../../../test/live';
import { buildAppOn, createSharedTestDatabase } from '../../../test/shared-database';

describe('live push (one process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: { LIVE_SESSION_CHECK_SECONDS: '0' } });
  });
  afterAll(() => closeTestApp(app));

  it('tells every open tab of the user, and nobody else, about a new message', async () => {
    const { user, token } = await buildUser(app);
    const other = await buildUser(app);
    const [firstTab, secondTab, stranger] = await Promise.all([openLive(app, token), openLive(app, token), openLive(app, other.token)]);
    await Promise.all([firstTab, secondTab, stranger].map((tab) => tab.next((event) => event.type === 'hello')));
    const message = await app.container.messages.notify({ userId: user.id, type: 1, source: 10, title: '认证已通过', titleEn: 'Certification passed' });
    for (const tab of [firstTab, secondTab]) {
      expect(await tab.next((event) => event.type === 'message')).toEqual({ type: 'message', id: message!.id, source: 10 });
    }
    // the stranger's tab hears its own message only
    const theirs = await app.container.messages.notify({ userId: other.user.id, type: 1, source: 5, title: 'x' });
    expect(await stranger.next((event) => event.type === 'message')).toMatchObject({ id: theirs!.id });
    expect(stranger.events.filter((event) => event.type === 'message')).toHaveLength(1);
    for (const tab of [firstTab, secondTab, stranger]) tab.socket.terminate();
  });

  it('gives a visitor or a stale token no connection', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const tab = await openLive(app, token);
      expect(await tab.next((event) => event.type === 'signed-out')).toEqual({ type: 'signed-out' });
      expect((await tab.closed).code).toBe(4401);
    }
  });

  it('closes the connection of a session signed out elsewhere', async () => {
    const { token } = await buildUser(app);
    const tab = await openLive(app, token);
    await tab.next((event) => event.type === 'hello');
    expect((await postForm(app, '/api/exit', { token })).json().errCode).toBe(0);
    await app.container.live.revalidate();
    expect((await tab.closed).code).toBe(4401);
    expect(tab.events.at(-1)).toEqual({ type: 'signed-out' });
  });

  it('sends a fan-out once per user and never twice for one dedupe key', async () => {
    const users = await Promise.all([buildUser(app), buildUser(app), buildUser(app)]);
    await app.container.messages.updateSwitches(users[2].user.id, { announcementFocus: 0 });
    const tabs = await Promise.all(users.map(({ token }) => openLive(app, token)));
    await Promise.all(tabs.map((tab) => tab.next((event) => event.type === 'hello')));
    const message = { type: 2, source: 1, title: '公告', titleEn: 'Announcement', md5Key: 'abc', dedupeKey: 'doc:abc' };
    const ids = users.map(({ user }) => user.id);
    expect((await app.container.messages.notifyMany(ids, 'announcementFocus', message)).map((row) => row.userId).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await app.container.messages.notifyMany(ids, 'announcementFocus', message)).toEqual([]);
    await Promise.all(tabs.slice(0, 2).map((tab) => tab.next((event) => event.type === 'message')));
    const list = (await postForm(app, '/api/au/messageInfo/list', { token: users[0].token, readStatus: '1' })).json().resultData;
    expect(list.total).toBe(1);
    expect((await postForm(app, '/api/au/messageInfo/list', { token: users[2].token })).json().resultData.total).toBe(0);
    for (const tab of tabs) tab.socket.terminate();
  });
});

describe.runIf(process.env.DATABASE_URL)('live push across two processes on one PostgreSQL database', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    first = await buildAppOn({ url: shared.url }, { LIVE_SESSION_CHECK_SECONDS: '0' });
    second = await buildAppOn({ url: shared.url }, { LIVE_SESSION_CHECK_SECONDS: '0' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.drop();
  });

  it('a message created through one process arrives on a WebSocket held by the other', async () => {
    expect(first.container.live.transports()).toContain('postgres');
    const { user, token } = await buildUser(first);
    const tab = await openLive(first, token);
    await tab.next((event) => event.type === 'hello');
    const message = await second.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    expect(await tab.next((event) => event.type === 'message')).toEqual({ type: 'message', id: message!.id, source: 5 });
    tab.socket.terminate();
  });

  it('a message stored in a transaction is pushed at commit, and not at all after a rollback', async () => {
    const { user, token } = await buildUser(first);
    const tab = await openLive(first, token);
    await tab.next((event) => event.type === 'hello');
    await second.db
      .transaction(async (tx) => {
        await second.container.messages.notify({ userId: user.id, type: 1, source: 5, title: 'rolled back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const kept = await second.db.transaction((tx) => second.container.messages.notify({ userId: user.id, type: 1, source: 5, title: 'kept' }, { tx }));
    expect(await tab.next((event) => event.type === 'message')).toMatchObject({ id: kept!.id });
    expect(tab.events.filter((event) => event.type === 'message')).toHaveLength(1);
    tab.socket.terminate();
  });

  it('also carries events over Redis pub/sub when REDIS_URL is set', async () => {
    const withRedis = await buildAppOn({ url: shared.url }, { LIVE_SESSION_CHECK_SECONDS: '0', REDIS_URL: 'redis://127.0.0.1:6379' });
    const otherRedis = await buildAppOn({ url: shared.url }, { LIVE_SESSION_CHECK_SECONDS: '0', REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      expect(withRedis.container.live.transports()).toEqual(['postgres', 'redis']);
      const { user, token } = await buildUser(withRedis);
      const tab = await openLive(withRedis, token);
      await tab.next((event) => event.type === 'hello');
      const message = await otherRedis.container.messages.notify({ userId: user.id, type: 1, source: 5, title: 'via redis' });
      expect(await tab.next((event) => event.type === 'message')).toMatchObject({ id: message!.id });
      tab.socket.terminate();
    } finally {
      await withRedis.close();
      await otherRedis.close();
    }
  });
});
