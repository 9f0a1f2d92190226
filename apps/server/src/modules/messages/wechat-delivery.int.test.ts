import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { simulatorIdentityFor } from '../wechat/wechat.provider';
import type { WechatSimulatorSender } from '../wechat/wechat-template.provider';
import { createMessagesRepository } from './messages.repository';
import { WECHAT_DELIVERY_JOB } from './wechat-delivery';

/**
 * WeChat delivery of the message centre through the real app, on the job table, with the template
 * simulator: who gets a template message (switch on, bound, following), and that a failure is retried
 * and the message sent once.
 */
describe('messages: WeChat delivery of alerts', () => {
  let app: FastifyInstance;
  let simulator: WechatSimulatorSender;
  beforeAll(async () => {
    app = await buildTestApp();
    simulator = app.container.wechatTemplates as WechatSimulatorSender;
  });
  afterAll(() => closeTestApp(app));
  beforeEach(() => {
    simulator.sent.length = 0;
    simulator.failNext(0);
    app.container.clock.reset();
  });

  /** A user bound to WeChat (a simulator identity) who follows, or not, the Official Account. */
  const wechatUser = async (nickName: string, following = true) => {
    const built = await buildUser(app);
    const { openId, unionId } = simulatorIdentityFor(`${nickName}-${Date.now()}-${Math.random()}`);
    await app.container.users.updateUser(built.user.id, { openId, unionId }, new Date());
    app.container.wechatSimulator!.setFollowing(openId, following);
    return { ...built, openId };
  };
  const alert = (userId: string, key: string) =>
    app.container.messages.notify(
      { userId, type: 2, source: 1, title: '騰訊控股：董事會會議召開日期及暫停辦理股份過戶登記手續', titleEn: 'Tencent: date of board meeting', md5Key: key, dedupeKey: `announcementFocus:${key}` },
      { switchField: 'announcementFocus' },
    );
  const runJobs = async () => {
    const total = { ran: 0, failed: 0, retried: 0 };
    for (;;) {
      const result = await app.container.jobs.runDue();
      total.ran += result.ran;
      total.failed += result.failed;
      total.retried += result.retried;
      if (result.ran + result.failed + result.retried === 0) return total;
    }
  };
  const deliveries = (userId: string) => createMessagesRepository(app.db).deliveriesOf(userId);
  const sentTo = (openId: string) => simulator.sent.filter((message) => message.openId === openId);

  it('sends a bound, following user with the switch on one template message per alert, fields within 20 characters, linked to the detail; a rerun sends nothing more', async () => {
    const { user, openId } = await wechatUser('follower');
    const message = await alert(user.id, `wx-a-${Date.now()}`);
    await runJobs();
    expect(sentTo(openId)).toHaveLength(1);
    const [sent] = sentTo(openId);
    expect(sent.template).toBe('alert');
    expect(sent.url).toBe(`http://localhost:3000/disData/notice/detail?md5Key=${message!.md5Key}&langType=1`);
    expect(sent.data.thing1).toBe('關注公司公告');
    expect([...sent.data.thing2]).toHaveLength(20);
    expect(sent.data.thing2.endsWith('…')).toBe(true);
    expect(Object.values(sent.data).every((value) => [...value].length <= 20 && !/\n/.test(value))).toBe(true);
    expect(await deliveries(user.id)).toMatchObject([{ messageId: message!.id, channel: 'wechat', status: 'sent', attempts: 1 }]);
    // The same message queued again (a second process, a re-run): the delivery row stops it.
    await app.container.jobs.schedule(WECHAT_DELIVERY_JOB, { messageIds: [message!.id] });
    await runJobs();
    expect(sentTo(openId)).toHaveLength(1);
  });

  it('uses the language of the page that turned WeChat on', async () => {
    const { user, token, openId } = await wechatUser('english');
    await postForm(app, '/api/au/messageSwitch/update', { token, wechat: '1', language: 'en' });
    await alert(user.id, `wx-en-${Date.now()}`);
    await runJobs();
    expect(sentTo(openId)[0].data).toMatchObject({ thing1: 'Followed company', thing2: 'Tencent: date of bo…' });
    expect(sentTo(openId)[0].url).toContain('langType=2');
  });

  it('sends nothing with the switch off, to an unbound user or to one who does not follow the account; the message centre still has each', async () => {
    const off = await wechatUser('switched-off');
    expect((await postForm(app, '/api/au/messageSwitch/update', { token: off.token, wechat: '0' })).json().errCode).toBe(0);
    await alert(off.user.id, `wx-off-${Date.now()}`);
    const unbound = await buildUser(app);
    await alert(unbound.user.id, `wx-unbound-${Date.now()}`);
    const notFollowing = await wechatUser('not-following', false);
    await alert(notFollowing.user.id, `wx-nf-${Date.now()}`);
    await runJobs();
    expect(sentTo(off.openId)).toEqual([]);
    expect(sentTo(notFollowing.openId)).toEqual([]);
    // Switch off and unbound: not even queued. Not following: checked at send time and recorded.
    expect(await deliveries(off.user.id)).toEqual([]);
    expect(await deliveries(unbound.user.id)).toEqual([]);
    expect(await deliveries(notFollowing.user.id)).toMatchObject([{ status: 'skipped', error: 'notFollowing' }]);
    for (const { token } of [off, unbound, notFollowing]) {
      expect((await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10' })).json().resultData.total).toBe(1);
    }
  });

  it('a switch turned off after the alert was queued stops the delivery at send time', async () => {
    const { user, token, openId } = await wechatUser('late-off');
    await alert(user.id, `wx-late-${Date.now()}`);
    await postForm(app, '/api/au/messageSwitch/update', { token, wechat: '0' });
    await runJobs();
    expect(sentTo(openId)).toEqual([]);
    expect(await deliveries(user.id)).toMatchObject([{ status: 'skipped', error: 'switchOff' }]);
  });

  it('a WeChat failure is recorded and retried with back-off; the retry sends it once and the message stays in the centre', async () => {
    const { user, token, openId } = await wechatUser('retry');
    simulator.failNext(1);
    await alert(user.id, `wx-retry-${Date.now()}`);
    expect(await runJobs()).toMatchObject({ retried: 1 });
    expect(sentTo(openId)).toEqual([]);
    expect(await deliveries(user.id)).toMatchObject([{ status: 'retrying', attempts: 1, error: 'wechat -1 simulated system busy' }]);
    expect((await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10' })).json().resultData.total).toBe(1);
    // Not before the back-off (60 s for the first retry).
    app.container.clock.advance(30_000);
    await runJobs();
    expect(sentTo(openId)).toEqual([]);
    app.container.clock.advance(31_000);
    await runJobs();
    expect(sentTo(openId)).toHaveLength(1);
    expect(await deliveries(user.id)).toMatchObject([{ status: 'sent', attempts: 2, error: null }]);
    app.container.clock.advance(3600_000);
    await runJobs();
    expect(sentTo(openId)).toHaveLength(1);
  });

  it('a permanent refusal (not following any more) fails at once without retries', async () => {
    const { user, openId } = await wechatUser('refused');
    simulator.failNext(1, { permanent: true });
    await alert(user.id, `wx-refused-${Date.now()}`);
    expect(await runJobs()).toMatchObject({ retried: 0 });
    expect(sentTo(openId)).toEqual([]);
    expect(await deliveries(user.id)).toMatchObject([{ status: 'failed', error: 'wechat 43004 simulated' }]);
  });

  it('a delivery left "sending" by a process that died during the call is not sent again', async () => {
    const { user, openId } = await wechatUser('crashed');
    const message = await alert(user.id, `wx-crash-${Date.now()}`);
    // The dead run: its row says it was calling WeChat when the process stopped.
    await createMessagesRepository(app.db).claimDelivery({ messageId: message!.id, userId: user.id, channel: 'wechat', status: 'sending', attempts: 1 });
    await runJobs();
    expect(sentTo(openId)).toEqual([]);
    expect(await deliveries(user.id)).toMatchObject([{ status: 'failed', error: 'interruptedNotResent' }]);
  });

  it('queues a fan-out (notifyMany in a transaction) for the bound followers only, in the same transaction', async () => {
    const bound = await wechatUser('fan-bound');
    const unbound = await buildUser(app);
    const key = `wx-fan-${Date.now()}`;
    await app.db.transaction((tx) =>
      app.container.messages.notifyMany([bound.user.id, unbound.user.id], 'announcementFocus', { type: 2, source: 1, title: '公告', titleEn: 'Announcement', md5Key: key, dedupeKey: `announcementFocus:${key}` }, { tx }),
    );
    await runJobs();
    expect(sentTo(bound.openId)).toHaveLength(1);
    expect(await deliveries(unbound.user.id)).toEqual([]);
  });
});
