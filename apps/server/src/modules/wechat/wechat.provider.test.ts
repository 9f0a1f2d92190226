import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWechatOpenPlatformProvider } from './wechat.provider';

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/**
 * A stand-in for api.weixin.qq.com: cgi-bin/token hands out numbered tokens;
 * wxa/getwxacodeunlimit answers an image for the newest token and errcode
 * 40001 (invalid token) for an older one, as WeChat does.
 */
const startFakeWechat = async () => {
  const calls: { path: string; query: URLSearchParams; body?: unknown }[] = [];
  let issued = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({ path: url.pathname, query: url.searchParams, body: raw ? JSON.parse(raw) : undefined });
      const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/cgi-bin/token') {
        if (url.searchParams.get('secret') !== 'mini-secret') return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        issued += 1;
        return json({ access_token: `token-${issued}`, expires_in: 7200 });
      }
      if (url.searchParams.get('access_token') !== `token-${issued}`) return json({ errcode: 40001, errmsg: 'invalid credential' });
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(IMAGE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    revokeTokens: () => (issued += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('WeChat mini-program codes (wxacode.getUnlimited)', () => {
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
  beforeAll(async () => {
    wechat = await startFakeWechat();
  });
  beforeEach(() => {
    wechat.calls.length = 0;
  });
  afterAll(() => wechat.close());

  const provider = (appSecret = 'mini-secret') =>
    createWechatOpenPlatformProvider({ appId: 'web-app', appSecret: 'web-secret', apiBaseUrl: wechat.baseUrl, openBaseUrl: wechat.baseUrl, miniProgram: { appId: 'mini-app', appSecret } });

  it('posts scene, page and width with the mini-program’s client-credential token, and keeps the token', async () => {
    const mini = provider();
    expect(await mini.miniProgramCode({ scene: 'doc=42', page: 'pages/index/index', width: 430 })).toEqual({ contentType: 'image/jpeg', image: IMAGE });
    await mini.miniProgramCode({ scene: 'doc=43', width: 280 });
    expect(wechat.calls.map((call) => call.path)).toEqual(['/cgi-bin/token', '/wxa/getwxacodeunlimit', '/wxa/getwxacodeunlimit']);
    expect(Object.fromEntries(wechat.calls[0]!.query)).toEqual({ grant_type: 'client_credential', appid: 'mini-app', secret: 'mini-secret' });
    expect(wechat.calls[1]!.body).toEqual({ scene: 'doc=42', page: 'pages/index/index', width: 430 });
    expect(wechat.calls[2]!.body).toEqual({ scene: 'doc=43', width: 280 });
  });

  it('fetches a new token once when WeChat says the kept one is invalid', async () => {
    const mini = provider();
    await mini.miniProgramCode({ scene: 'a', width: 430 });
    wechat.revokeTokens();
    wechat.calls.length = 0;
    expect((await mini.miniProgramCode({ scene: 'b', width: 430 })).image).toEqual(IMAGE);
    expect(wechat.calls.map((call) => call.path)).toEqual(['/wxa/getwxacodeunlimit', '/cgi-bin/token', '/wxa/getwxacodeunlimit']);
  });

  it('fails with WeChat’s error when the credentials are wrong', async () => {
    await expect(provider('wrong').miniProgramCode({ scene: 'a', width: 430 })).rejects.toThrow(/40125 invalid appsecret/);
  });

  it('fails clearly without mini-program credentials', async () => {
    const withoutMini = createWechatOpenPlatformProvider({ appId: 'web-app', appSecret: 'web-secret', apiBaseUrl: wechat.baseUrl, openBaseUrl: wechat.baseUrl });
    await expect(withoutMini.miniProgramCode({ scene: 'a', width: 430 })).rejects.toThrow(/WECHAT_MINI_APP_ID/);
  });
});
