import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { createWechatTemplateSender, PermanentWechatError, wechatKeyword } from './wechat-template.provider';
import { createWechatRepository } from './wechat.repository';

/** A stand-in for api.weixin.qq.com: counts token requests and records template sends. */
const fakeWechatApi = () => {
  const calls = { tokens: 0, sends: [] as { token: string; body: { touser: string; template_id: string; data: Record<string, { value: string }> } }[] };
  let nextErrcode = 0;
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/cgi-bin/token') {
      calls.tokens += 1;
      return Response.json({ access_token: `token-${calls.tokens}`, expires_in: 7200 });
    }
    calls.sends.push({ token: url.searchParams.get('access_token') ?? '', body: JSON.parse(String(init?.body)) });
    const errcode = nextErrcode;
    nextErrcode = 0;
    return Response.json({ errcode, errmsg: errcode ? 'error' : 'ok' });
  }) as typeof fetch;
  return { calls, fetch: fakeFetch, failNextWith: (errcode: number) => (nextErrcode = errcode) };
};

describe('WeChat template sender: the access token shared through PostgreSQL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const senderOn = (api: ReturnType<typeof fakeWechatApi>, appId: string) =>
    createWechatTemplateSender({
      appId,
      appSecret: 'secret',
      templateIds: { alert: 'tmpl-alert' },
      apiBaseUrl: 'https://api.weixin.example',
      // Each "process" has its own repository on the one database, as separate servers would.
      tokens: createWechatRepository(app.db).accessTokens,
      fetch: api.fetch,
    });

  it('two processes share one token: it is fetched once, and a 40001 makes the next send fetch a new one for both', async () => {
    const api = fakeWechatApi();
    const first = senderOn(api, 'wx-shared');
    const second = senderOn(api, 'wx-shared');
    const message = { openId: 'o1', template: 'alert' as const, url: 'https://desk.example/x', data: { thing1: '關注公司公告', thing2: '一二三四五六七八九十一二三四五六七八九十一二三' } };
    // Both start with no token: one refreshes under its lease, the other waits for that token.
    await Promise.all([first.send(message), second.send(message)]);
    await first.send(message);
    await second.send(message);
    expect(api.calls.tokens).toBe(1);
    expect(api.calls.sends.map((send) => send.token)).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
    // the 20-character keyword limit (May 2023) is applied before sending
    expect(api.calls.sends[0].body.data.thing2.value).toBe('一二三四五六七八九十一二三四五六七八九…');
    expect(api.calls.sends[0].body.template_id).toBe('tmpl-alert');

    api.failNextWith(40001);
    await expect(first.send(message)).rejects.toThrow(/40001/);
    await second.send(message);
    expect(api.calls.tokens).toBe(2);
    expect(api.calls.sends.at(-1)!.token).toBe('token-2');
  });

  it('a process whose read came before another one\'s save does not take the refresh: the stored token stays', async () => {
    const first = createWechatRepository(app.db).accessTokens;
    const second = createWechatRepository(app.db).accessTokens;
    const now = new Date();
    const lease = new Date(now.getTime() + 30_000);
    // Both read "no token"; the first claims, fetches and saves before the second claims.
    expect(await first.read('wx-late-claim')).toBeUndefined();
    expect(await first.claimRefresh('wx-late-claim', now, lease)).toBe(true);
    await first.save('wx-late-claim', 'token-a', new Date(now.getTime() + 3_600_000));
    expect(await second.claimRefresh('wx-late-claim', now, lease)).toBe(false);
    expect((await second.read('wx-late-claim'))?.token).toBe('token-a');
    // Once WeChat rejects it, the refresh is free again.
    await second.forget('wx-late-claim', 'token-a');
    expect(await second.claimRefresh('wx-late-claim', now, lease)).toBe(true);
  });

  it('refusals that retrying cannot fix are permanent; a template without an id is not sent', async () => {
    const api = fakeWechatApi();
    const sender = senderOn(api, 'wx-permanent');
    api.failNextWith(43004);
    await expect(sender.send({ openId: 'o1', template: 'alert', url: 'u', data: {} })).rejects.toBeInstanceOf(PermanentWechatError);
    await expect(sender.send({ openId: 'o1', template: 'reminder', url: 'u', data: {} })).rejects.toThrow('templateNotConfigured');
  });

  it('cuts keyword values to one line of 20 characters', () => {
    expect(wechatKeyword('  short\nline ')).toBe('short line');
    expect([...wechatKeyword('😀'.repeat(30))]).toHaveLength(20);
  });
});
