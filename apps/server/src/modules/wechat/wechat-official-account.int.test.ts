import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { messageDeliveries, wechatOfficialAccountFollowers } from '../../db/schema';
import { createOfficialAccountUserInfo, parseOfficialAccountEvent, simulatorOfficialAccountOpenIdFor } from './wechat-official-account';
import type { AccessTokenStore, WechatSimulatorSender } from './wechat-template.provider';
import { simulatorIdentityFor } from './wechat.provider';

const TOKEN = 'mpToken2026';

/** The query string WeChat signs each callback with: sha1 of the sorted token, timestamp and nonce. */
const signed = (extra: Record<string, string> = {}, token = TOKEN) => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = String(Math.floor(Math.random() * 1e9));
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp, nonce, ...extra }).toString();
};

/** An event as WeChat posts it in plaintext mode (flat XML, text in CDATA). */
const eventXml = (event: 'subscribe' | 'unsubscribe', oaOpenId: string, createTime: number) =>
  `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${oaOpenId}]]></FromUserName><CreateTime>${createTime}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[]]></EventKey></xml>`;

/**
 * The Official Account server callback through the real app (simulator provider, WECHAT_MP_TOKEN set):
 * signatures, the verification echo, subscribe / unsubscribe recorded and linked by unionId, and the
 * message centre's WeChat alerts following that state to the Official Account openId.
 */
describe('wechat: Official Account callback', () => {
  let app: FastifyInstance;
  let simulator: WechatSimulatorSender;
  let clockSeconds = Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    app = await buildTestApp({ settings: { WECHAT_MP_TOKEN: TOKEN } });
    simulator = app.container.wechatTemplates as WechatSimulatorSender;
  });
  afterAll(() => closeTestApp(app));
  beforeEach(() => {
    simulator.sent.length = 0;
  });

  const post = (body: string, query = signed()) => app.inject({ method: 'POST', url: `/api/weixin/mp/callback?${query}`, headers: { 'content-type': 'text/xml' }, payload: body });
  const follower = async (oaOpenId: string) => (await app.db.select().from(wechatOfficialAccountFollowers).where(eq(wechatOfficialAccountFollowers.oaOpenId, oaOpenId)))[0];
  /** Each event one second after the previous one, as WeChat's CreateTime would be. */
  const next = () => (clockSeconds += 1);

  /** A user bound to WeChat by website sign-in (simulator identity), and that identity's Official Account openId. */
  const boundUser = async (name: string) => {
    const built = await buildUser(app);
    const nickName = `${name}-${Date.now()}-${Math.random()}`;
    const { openId, unionId } = simulatorIdentityFor(nickName);
    await app.container.users.updateUser(built.user.id, { openId, unionId }, new Date());
    return { ...built, openId, oaOpenId: simulatorOfficialAccountOpenIdFor(nickName), nickName };
  };
  const alert = (userId: string, key: string) =>
    app.container.messages.notify({ userId, type: 2, source: 1, title: '公告', titleEn: 'Announcement', md5Key: key, dedupeKey: `announcementFocus:${key}` }, { switchField: 'announcementFocus' });
  const runJobs = async () => {
    for (;;) {
      const result = await app.container.jobs.runDue();
      if (result.ran + result.failed + result.retried === 0) return;
    }
  };
  const sentTo = (openId: string) => simulator.sent.filter((message) => message.openId === openId);
  const focusFlag = async (token: string) => (await postForm(app, '/api/au/saasuser/flag', { token })).json().resultData.focusFlag;

  it('answers the verification with echostr only when the signature is right', async () => {
    const good = await app.inject({ method: 'GET', url: `/api/weixin/mp/callback?${signed({ echostr: 'echo-1234567890' })}` });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('echo-1234567890');
    const bad = await app.inject({ method: 'GET', url: `/api/weixin/mp/callback?${signed({ echostr: 'echo-1234567890' }, 'otherToken')}` });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errCode).toBe(403);
    expect(bad.body).not.toContain('echo-1234567890');
  });

  it('refuses an event with a wrong or missing signature and changes nothing', async () => {
    const { oaOpenId } = await boundUser('forged');
    const forged = await post(eventXml('subscribe', oaOpenId, next()), signed({}, 'otherToken'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errCode).toBe(403);
    expect((await post(eventXml('subscribe', oaOpenId, next()), '')).statusCode).toBe(403);
    // A repeated parameter (a list, not WeChat's) is refused too, not an error.
    expect((await post(eventXml('subscribe', oaOpenId, next()), `${signed()}&signature=abc`)).statusCode).toBe(403);
    expect(await follower(oaOpenId)).toBeUndefined();
  });

  it('subscribe links the follower to the user by unionId and alerts go to the Official Account openId; unsubscribe stops them', async () => {
    const { user, token, openId, oaOpenId } = await boundUser('follower');
    // Before any event: the simulator's switch is off, so not following.
    expect(await focusFlag(token)).toBe(false);

    const subscribed = await post(eventXml('subscribe', oaOpenId, next()));
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toBe('success');
    expect(await follower(oaOpenId)).toMatchObject({ userId: user.id, unionId: user.unionId ?? expect.any(String), following: true });
    expect(await focusFlag(token)).toBe(true);

    await alert(user.id, `oa-1-${Date.now()}`);
    await runJobs();
    expect(sentTo(oaOpenId)).toHaveLength(1);
    expect(sentTo(openId)).toEqual([]);

    expect((await post(eventXml('unsubscribe', oaOpenId, next()))).body).toBe('success');
    expect(await follower(oaOpenId)).toMatchObject({ following: false });
    expect(await focusFlag(token)).toBe(false);
    // The simulator's own follow switch does not override what the Official Account said.
    app.container.wechatSimulator!.setFollowing(openId, true);
    await alert(user.id, `oa-2-${Date.now()}`);
    await runJobs();
    // Still only the first alert, and nothing to the website openId.
    expect(sentTo(oaOpenId)).toHaveLength(1);
    expect(sentTo(openId)).toHaveLength(0);
    const deliveries = await app.db.select().from(messageDeliveries).where(eq(messageDeliveries.userId, user.id));
    expect(deliveries.map((row) => row.status).sort()).toEqual(['sent', 'skipped']);
    expect(deliveries.find((row) => row.status === 'skipped')?.error).toBe('notFollowing');
  });

  it('an older event retried late changes nothing; a repeated one is harmless', async () => {
    const { oaOpenId } = await boundUser('late');
    const subscribeAt = next();
    const unsubscribeAt = next();
    await post(eventXml('unsubscribe', oaOpenId, unsubscribeAt));
    expect((await post(eventXml('subscribe', oaOpenId, subscribeAt))).body).toBe('success');
    expect(await follower(oaOpenId)).toMatchObject({ following: false });
    await post(eventXml('unsubscribe', oaOpenId, unsubscribeAt));
    expect(await follower(oaOpenId)).toMatchObject({ following: false });
  });

  it('a follower who follows before binding WeChat on the website is linked when they bind', async () => {
    const built = await buildUser(app);
    const nickName = `early-${Date.now()}`;
    const oaOpenId = simulatorOfficialAccountOpenIdFor(nickName);
    await post(eventXml('subscribe', oaOpenId, next()));
    expect(await follower(oaOpenId)).toMatchObject({ userId: null, following: true });
    const { openId, unionId } = simulatorIdentityFor(nickName);
    await app.container.users.updateUser(built.user.id, { openId, unionId }, new Date());
    await alert(built.user.id, `oa-early-${Date.now()}`);
    await runJobs();
    expect(sentTo(oaOpenId)).toHaveLength(1);
    expect(await follower(oaOpenId)).toMatchObject({ userId: built.user.id });
  });

  it('answers "success" to other messages and changes nothing; a body that is not XML is refused', async () => {
    const text = await post(`<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[sim-oa-text]]></FromUserName><CreateTime>${next()}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[hello]]></Content></xml>`);
    expect(text.body).toBe('success');
    expect(await follower('sim-oa-text')).toBeUndefined();
    const broken = await post('<xml><Event>subscribe</xml>');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errCode).not.toBe(0);
  });
});

describe('wechat: Official Account event parsing and user/info', () => {
  it('reads the flat CDATA format, a UnionId when present, and ignores entities', () => {
    expect(parseOfficialAccountEvent(eventXml('subscribe', 'oA-1', 1_700_000_000))).toEqual({ kind: 'subscribe', oaOpenId: 'oA-1', at: new Date(1_700_000_000_000), unionId: null });
    const withUnion = eventXml('subscribe', 'oA-2', 1_700_000_001).replace('</xml>', '<UnionId><![CDATA[o6_union]]></UnionId></xml>');
    expect(parseOfficialAccountEvent(withUnion)?.unionId).toBe('o6_union');
    expect(parseOfficialAccountEvent('<!DOCTYPE xml [<!ENTITY e "oA-x">]><xml><FromUserName>&e;</FromUserName><CreateTime>1</CreateTime><MsgType>event</MsgType><Event>subscribe</Event></xml>')?.oaOpenId).not.toBe('oA-x');
    expect(parseOfficialAccountEvent('<xml><MsgType>event</MsgType><Event>subscribe</Event></xml>')).toBeNull();
    expect(() => parseOfficialAccountEvent('not xml <')).toThrow();
  });

  it('fetches the unionid with the shared access token, and a new token once when WeChat says it is stale', async () => {
    const stored = new Map<string, { token: string | null; expiresAt: Date | null }>();
    const tokens: AccessTokenStore = {
      read: async (appId) => stored.get(appId),
      claimRefresh: async () => true,
      save: async (appId, token, expiresAt) => void stored.set(appId, { token, expiresAt }),
      releaseRefresh: async () => undefined,
      forget: async (appId, token) => {
        if (stored.get(appId)?.token === token) stored.set(appId, { token, expiresAt: null });
      },
    };
    const calls: string[] = [];
    let tokenNumber = 0;
    const fake = (async (input: string | URL) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      if (url.pathname === '/cgi-bin/token') return Response.json({ access_token: `token-${(tokenNumber += 1)}`, expires_in: 7200 });
      if (url.searchParams.get('access_token') === 'token-1' && calls.length > 2) return Response.json({ errcode: 40001, errmsg: 'invalid credential' });
      return Response.json({ subscribe: 1, openid: url.searchParams.get('openid'), unionid: 'o6_union_real' });
    }) as typeof fetch;
    const userInfo = createOfficialAccountUserInfo({ appId: 'wx-oa', appSecret: 'secret', apiBaseUrl: 'https://api.example', tokens, fetch: fake });
    expect(await userInfo('oA-1')).toBe('o6_union_real');
    expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/user/info']);
    // The stored token is now refused: one new token, one retry.
    expect(await userInfo('oA-2')).toBe('o6_union_real');
    expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/user/info', '/cgi-bin/user/info', '/cgi-bin/token', '/cgi-bin/user/info']);
  });
});
