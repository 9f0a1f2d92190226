import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDigests } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm, postFrom } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import type { MailProvider } from '../../providers/index';
import { createJobsRepository, createJobsService } from '../jobs/index';
import { createAlertDigest, DIGEST_LEASE_SECONDS, previousHongKongDay } from './alerts.digest';
import { createAlertsRepository } from './alerts.repository';

type OutboxRow = { channel: string; recipient: string; subject: string | null; body: string };

/** The first 08:00 Hong Kong time on a later Hong Kong day than `at`, plus a minute. */
const tomorrowAtEightHongKong = (at: Date) => {
  const today = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return new Date(new Date(`${today}T08:01:00+08:00`).getTime() + 86_400_000);
};

describe('alerts: the daily e-mail digest', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const outboxOf = async (recipient: string): Promise<OutboxRow[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=100' });
    return (response.json().resultData.list as OutboxRow[]).filter((row) => row.recipient === recipient);
  };
  const alertFor = (userId: string, title: string, titleEn: string, md5Key: string) =>
    app.container.messages.notify({ userId, type: 2, source: 1, title, titleEn, md5Key, dedupeKey: `doc:${md5Key}` });

  it('sends an opted-in user one digest of the day’s unread alerts, in their language, once; an opted-out user gets none', async () => {
    const stamp = Date.now();
    const optedIn = await buildUser(app, { user: { email: `digest-in-${stamp}@example.com` } });
    const optedOut = await buildUser(app, { user: { email: `digest-out-${stamp}@example.com` } });

    // Off by default; turning it on through the API keeps the page's language (en) for the digest.
    const before = await postForm(app, '/api/au/messageSwitch/detail', { token: optedIn.token });
    expect(before.json().resultData.emailDigest).toBe(0);
    const updated = await postForm(app, '/api/au/messageSwitch/update', { token: optedIn.token, emailDigest: '1', language: 'en' });
    expect(updated.json()).toMatchObject({ errCode: 0, resultData: { emailDigest: 1 } });
    expect((await postForm(app, '/api/au/messageSwitch/update', { token: optedIn.token, emailDigest: '2' })).json().errCode).not.toBe(0);

    await alertFor(optedIn.user.id, '騰訊控股：董事變更公告', 'Tencent: change in directors', `digest-a-${stamp}`);
    const read = await alertFor(optedIn.user.id, '已讀的公告', 'An announcement already read', `digest-b-${stamp}`);
    await app.container.messages.markRead(optedIn.user.id, read!.id);
    await alertFor(optedOut.user.id, '騰訊控股：董事變更公告', 'Tencent: change in directors', `digest-a-${stamp}`);

    // The recurring job runs at 08:00 Hong Kong time the next day.
    const target = tomorrowAtEightHongKong(app.container.clock.now());
    app.container.clock.advance(target.getTime() - app.container.clock.now().getTime());
    try {
      const run = (await postFrom(app, '/dev/jobs/run')).body.resultData;
      expect(run).toMatchObject({ failed: 0, retried: 0 });

      const digests = await outboxOf(optedIn.user.email!);
      expect(digests).toHaveLength(1);
      const { day } = previousHongKongDay(target);
      expect(digests[0]).toMatchObject({ channel: 'email', subject: `Your alerts of ${day}: 1 unread` });
      expect(digests[0].body).toContain('Tencent: change in directors');
      expect(digests[0].body).toContain(`/disData/notice/detail?md5Key=digest-a-${stamp}&langType=2`);
      expect(digests[0].body).not.toContain('An announcement already read');
      expect(await outboxOf(optedOut.user.email!)).toEqual([]);

      // A rerun of the day (a retry, a second process) finds the delivery row and sends nothing more.
      expect(await app.container.alertDigest.sendDigests(app.container.clock.now())).toBe(0);
      expect(await outboxOf(optedIn.user.email!)).toHaveLength(1);
      const rows = await app.db.select().from(alertDigests).where(eq(alertDigests.userId, optedIn.user.id));
      expect(rows).toMatchObject([{ day, messageCount: 1 }]);
      expect(rows[0].sentAt).not.toBeNull();

      // The next day has nothing new: nothing is sent.
      expect(await app.container.alertDigest.sendDigests(new Date(target.getTime() + 86_400_000))).toBe(0);
      expect(await outboxOf(optedIn.user.email!)).toHaveLength(1);
    } finally {
      app.container.clock.reset();
    }
  });

  /** A second "process": its own job table service and digest on the same database, with its own repository and mail. */
  const otherProcess = (overrides: { markDigestSent?: () => Promise<void> } = {}) => {
    const repository = createAlertsRepository(app.db);
    return createAlertDigest({
      repository: { ...repository, ...overrides },
      clock: app.container.clock,
      jobs: createJobsService({ db: app.db, repository: createJobsRepository(app.db), clock: app.container.clock, worker: 'other-process' }),
      messages: app.container.messages,
      users: app.container.users,
      mail: app.container.messaging.mail,
      publicBaseUrl: 'http://localhost:3000',
      log: app.log,
    });
  };
  const optedInUser = async (label: string) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const user = await buildUser(app, { user: { email: `digest-${label}-${stamp}@example.com` } });
    await postForm(app, '/api/au/messageSwitch/update', { token: user.token, emailDigest: '1', language: 'en' });
    await alertFor(user.user.id, '公告', `Announcement ${label}`, `digest-${label}-${stamp}`);
    return user;
  };

  it('a process that died between claiming and sending: its lease runs out and the restarted job sends the digest exactly once', async () => {
    const user = await optedInUser('crash-claim');
    const target = tomorrowAtEightHongKong(app.container.clock.now());
    const { day } = previousHongKongDay(target);
    app.container.clock.advance(target.getTime() - app.container.clock.now().getTime());
    try {
      // The dead run got as far as its claim.
      const claimedAt = app.container.clock.now();
      expect(await createAlertsRepository(app.db).claimDigest(user.user.id, day, 1, claimedAt, new Date(claimedAt.getTime() + DIGEST_LEASE_SECONDS * 1000))).not.toBeNull();
      // While the lease holds, a rerun leaves it alone (the claimant may still be sending).
      await app.container.alertDigest.sendDigests(app.container.clock.now());
      expect(await outboxOf(user.user.email!)).toHaveLength(0);
      app.container.clock.advance(DIGEST_LEASE_SECONDS * 1000 + 1000);
      await app.container.alertDigest.sendDigests(target);
      await otherProcess().sendDigests(target);
      await app.container.alertDigest.sendDigests(target);
      expect(await outboxOf(user.user.email!)).toHaveLength(1);
      const [row] = await app.db.select().from(alertDigests).where(eq(alertDigests.userId, user.user.id));
      expect(row).toMatchObject({ day, attempts: 2, claimedUntil: null });
      expect(row.sentAt).not.toBeNull();
    } finally {
      app.container.clock.reset();
    }
  });

  it('a process that died after the e-mail left but before marking it: the restarted job sends it once more, then never again', async () => {
    const user = await optedInUser('crash-mark');
    const target = tomorrowAtEightHongKong(app.container.clock.now());
    app.container.clock.advance(target.getTime() - app.container.clock.now().getTime());
    try {
      // The "crash": marking throws, so the claim stays unmarked as if the process had stopped there.
      await expect(otherProcess({ markDigestSent: () => Promise.reject(new Error('process died')) }).sendDigests(target)).rejects.toThrow('process died');
      expect(await outboxOf(user.user.email!)).toHaveLength(1);
      await app.container.alertDigest.sendDigests(target);
      expect(await outboxOf(user.user.email!)).toHaveLength(1);
      app.container.clock.advance(DIGEST_LEASE_SECONDS * 1000 + 1000);
      await app.container.alertDigest.sendDigests(target);
      await app.container.alertDigest.sendDigests(target);
      expect(await outboxOf(user.user.email!)).toHaveLength(2);
    } finally {
      app.container.clock.reset();
    }
  });

  it('a failed e-mail gives the claim back at once: the job retry sends it', async () => {
    const user = await optedInUser('fail');
    const target = tomorrowAtEightHongKong(new Date());
    const failing = createAlertDigest({
      repository: createAlertsRepository(app.db),
      clock: app.container.clock,
      jobs: createJobsService({ db: app.db, repository: createJobsRepository(app.db), clock: app.container.clock, worker: 'failing' }),
      messages: app.container.messages,
      users: app.container.users,
      mail: { name: 'failing', send: async () => Promise.reject(new Error('SMTP 451')) } as unknown as MailProvider,
      publicBaseUrl: 'http://localhost:3000',
      log: app.log,
    });
    await expect(failing.sendDigests(target)).rejects.toThrow('SMTP 451');
    expect(await app.container.alertDigest.sendDigests(target)).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(user.user.email!)).toHaveLength(1);
  });

  it('writes the digest in simplified Chinese for a user who chose it in zh-CN', async () => {
    const stamp = Date.now();
    const user = await buildUser(app, { user: { email: `digest-cn-${stamp}@example.com` } });
    await postForm(app, '/api/au/messageSwitch/update', { token: user.token, emailDigest: '1', language: 'zh-CN' });
    await alertFor(user.user.id, '腾讯控股：董事变更公告', 'Tencent: change in directors', `digest-c-${stamp}`);
    const target = tomorrowAtEightHongKong(new Date());
    expect(await app.container.alertDigest.sendDigests(target)).toBe(1);
    const [digest] = await outboxOf(user.user.email!);
    expect(digest.subject).toBe(`${previousHongKongDay(target).day} 的提醒：1 条未读`);
    expect(digest.body).toContain('腾讯控股：董事变更公告');
    expect(digest.body).toContain('langType=1');
  });

  it('follows the language stored with the account over the page that turned the digest on (issue 18)', async () => {
    const stamp = Date.now();
    const user = await buildUser(app, { user: { email: `digest-hk-${stamp}@example.com` } });
    await postForm(app, '/api/au/messageSwitch/update', { token: user.token, emailDigest: '1', language: 'en' });
    await postForm(app, '/api/au/saasuser/updateLanguage', { token: user.token, locale: 'zh-HK' });
    await alertFor(user.user.id, '騰訊控股：董事變更公告', 'Tencent: change in directors', `digest-h-${stamp}`);
    const target = tomorrowAtEightHongKong(new Date());
    expect(await app.container.alertDigest.sendDigests(target)).toBe(1);
    const [digest] = await outboxOf(user.user.email!);
    expect(digest.subject).toBe(`${previousHongKongDay(target).day} 的提示：1 則未讀`);
  });
});
