import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser } from '../../../test/factories';

/** Plays the WeChat side through the simulator pages, as a developer clicking through would. */
const confirmScan = async (app: FastifyInstance, authorizeUrl: string, nickName: string) => {
  const page = await app.inject({ method: 'GET', url: authorizeUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('WeChat (simulated)');
  const url = new URL(authorizeUrl, 'http://localhost');
  const confirm = await app.inject({
    method: 'GET',
    url: `/api/dev/wechat/confirm?${new URLSearchParams({ state: url.searchParams.get('state')!, redirect_uri: url.searchParams.get('redirect_uri')!, nickName })}`,
  });
  expect(confirm.statusCode).toBe(302);
  const callback = await app.inject({ method: 'GET', url: confirm.headers.location as string });
  return callback.body;
};

describe('WeChat scan sign-in (simulator provider)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('does not serve the Official Account callback without WECHAT_MP_TOKEN', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/weixin/mp/callback?signature=a&timestamp=1&nonce=2&echostr=x' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/weixin/mp/callback', headers: { 'content-type': 'text/xml' }, payload: '<xml></xml>' })).statusCode).toBe(404);
  });

  it('binds WeChat to a signed-in user, then signs that user in by scan', async () => {
    const { user, token } = await buildUser(app);
    const bind = (await postForm(app, '/api/weixin/qrLogin/start', { token, mode: 'bind' })).json().resultData;
    expect((await postForm(app, '/api/weixin/qrLogin/poll', { state: bind.state })).json().resultData).toEqual({ status: 'pending' });
    expect(await confirmScan(app, bind.authorizeUrl, 'Binder')).toContain('data-status="done"');
    expect((await postForm(app, '/api/weixin/qrLogin/poll', { state: bind.state })).json().resultData).toEqual({ status: 'bound' });
    expect((await reloadUser(app, user.id)).openId).toMatch(/^sim-open-/);

    const login = (await postForm(app, '/api/weixin/qrLogin/start')).json().resultData;
    await confirmScan(app, login.authorizeUrl, 'Binder');
    const polled = (await postForm(app, '/api/weixin/qrLogin/poll', { state: login.state })).json().resultData;
    expect(polled.status).toBe('signedIn');
    const info = (await postForm(app, '/api/au/saasuser/getUserInfo', { token: polled.token })).json().resultData;
    expect(info.sassUser.id).toBe(user.id);
    expect(info.sassUser.openId).toMatch(/^sim\*\*\*/);
    // a confirmed attempt is used once
    expect((await postForm(app, '/api/weixin/qrLogin/poll', { state: login.state })).json().resultData.status).toBe('expired');
  });

  it('gives an unknown WeChat user a ticket to register with a phone', async () => {
    const login = (await postForm(app, '/api/weixin/qrLogin/start')).json().resultData;
    await confirmScan(app, login.authorizeUrl, 'Newcomer');
    const polled = (await postForm(app, '/api/weixin/qrLogin/poll', { state: login.state })).json().resultData;
    expect(polled).toMatchObject({ status: 'needsPhone', nickName: 'Newcomer' });
    expect(polled.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('binds a ticket to the caller with /weixin/bindOpenId, once', async () => {
    const login = (await postForm(app, '/api/weixin/qrLogin/start')).json().resultData;
    await confirmScan(app, login.authorizeUrl, 'Ticket holder');
    const { ticket } = (await postForm(app, '/api/weixin/qrLogin/poll', { state: login.state })).json().resultData;
    const { user, token } = await buildUser(app);
    expect((await postForm(app, '/api/weixin/bindOpenId', { token, userId: user.id, openId: ticket })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).openId).toMatch(/^sim-open-/);
    const again = await postForm(app, '/api/weixin/bindOpenId', { token, userId: user.id, openId: ticket });
    expect(again.json().errCode).toBe(-3);
  });

  it('refuses to bind for another user id', async () => {
    const { token } = await buildUser(app);
    const other = await buildUser(app);
    const response = await postForm(app, '/api/weixin/bindOpenId', { token, userId: other.user.id, openId: 'x'.repeat(43) });
    expect(response.json().errCode).toBe(403);
  });

  it('needs a signed-in user to start a binding', async () => {
    expect((await postForm(app, '/api/weixin/qrLogin/start', { mode: 'bind' })).json().errCode).toBe(9999);
  });

  it('shows an expired page for an unknown state and refuses foreign redirects', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/weixin/callback?code=abc&state=unknown-state' });
    expect(page.body).toContain('data-status="failed"');
    const redirect = await app.inject({ method: 'GET', url: '/api/dev/wechat/confirm?state=s&redirect_uri=https://evil.example/steal' });
    expect(redirect.statusCode).toBe(400);
  });
});

const DAY_MS = 86_400_000;

/** A user with WeChat bound to the simulator identity `nickName`, and that user's token. */
const buildWechatUser = async (app: FastifyInstance, nickName: string) => {
  const built = await buildUser(app);
  const bind = (await postForm(app, '/api/weixin/qrLogin/start', { token: built.token, mode: 'bind' })).json().resultData;
  await confirmScan(app, bind.authorizeUrl, nickName);
  expect((await postForm(app, '/api/weixin/qrLogin/poll', { state: bind.state })).json().resultData).toEqual({ status: 'bound' });
  return built;
};

describe('WeChat sign-in session length (spec §4)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const signInByScan = async (nickName: string, fields: Record<string, string>) => {
    const login = (await postForm(app, '/api/weixin/qrLogin/start')).json().resultData;
    await confirmScan(app, login.authorizeUrl, nickName);
    // Bounds from the clock before and after the poll that signs in: true however long it takes.
    const from = Date.now();
    const polled = (await postForm(app, '/api/weixin/qrLogin/poll', { state: login.state, ...fields })).json().resultData;
    expect(polled.status).toBe('signedIn');
    return { from, expiresAt: Date.parse(polled.expiresAt), by: Date.now() };
  };

  it('lasts 7 days by default and 3 days with notKeepSigned', async () => {
    await buildWechatUser(app, 'Session length');
    const kept = await signInByScan('Session length', {});
    expect(kept.expiresAt).toBeGreaterThanOrEqual(kept.from + 7 * DAY_MS);
    expect(kept.expiresAt).toBeLessThanOrEqual(kept.by + 7 * DAY_MS);
    const short = await signInByScan('Session length', { notKeepSigned: 'true' });
    expect(short.expiresAt).toBeGreaterThanOrEqual(short.from + 3 * DAY_MS);
    expect(short.expiresAt).toBeLessThanOrEqual(short.by + 3 * DAY_MS);
  });
});

describe('POST /api/au/saasuser/flag (follows the official account)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const focusFlag = async (token: string) => (await postForm(app, '/api/au/saasuser/flag', { token, timeStamp: String(Date.now()) })).json().resultData.focusFlag;
  const isFollow = async (token: string) => (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.isFollow;
  const setFollowing = (nickName: string, follow: boolean) =>
    app.inject({ method: 'GET', url: `/api/dev/wechat/officialAccount?${new URLSearchParams({ nickName, follow: String(follow) })}` });

  it('answers from the simulated official account, and getUserInfo.isFollow agrees', async () => {
    const { token } = await buildWechatUser(app, 'Follower');
    expect(await focusFlag(token)).toBe(false);
    expect(await isFollow(token)).toBe(false);

    const page = await setFollowing('Follower', true);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-following="true"');
    expect(await focusFlag(token)).toBe(true);
    expect(await isFollow(token)).toBe(true);

    expect((await setFollowing('Follower', false)).body).toContain('data-following="false"');
    expect(await focusFlag(token)).toBe(false);
  });

  it('is false for a user without WeChat, whoever follows', async () => {
    await setFollowing('WeChat user', true);
    const { token } = await buildUser(app);
    expect(await focusFlag(token)).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    expect((await postForm(app, '/api/au/saasuser/flag', { timeStamp: '1' })).json().errCode).toBe(9999);
  });
});

describe('GET /api/miniweixin/miniCode (simulator)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ token } = await buildUser(app));
  });
  afterAll(() => closeTestApp(app));

  const miniCode = (query: Record<string, string>) => app.inject({ method: 'GET', url: `/api/miniweixin/miniCode?${new URLSearchParams(query)}`, headers: { token, 'x-language': 'en' } });

  it.each([
    ['the smallest width', '280', 280],
    ['the largest width', '1280', 1280],
  ])('draws a PNG at %s', async (_case, width, pixels) => {
    const response = await miniCode({ scene: 'doc=42&s=share', page: 'pages/index/index', width });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(response.rawPayload);
    expect([image.width, image.height]).toEqual([pixels, pixels]);
  });

  it('uses WeChat’s default width of 430 px', async () => {
    const image = PNG.sync.read((await miniCode({ scene: 'abc' })).rawPayload);
    expect(image.width).toBe(430);
  });

  it('leads to the simulator’s mini-program page showing the scene and page', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/dev/wechat/miniProgram?scene=doc%3D42&page=pages/doc/view' });
    expect(page.body).toContain('Mini-program (simulated)');
    expect(page.body).toContain('doc=42');
    expect(page.body).toContain('pages/doc/view');
  });

  it.each([
    [{ scene: 'abc', width: '279' }, 'width', 'Width must be a whole number of pixels from 280 to 1280.'],
    [{ scene: 'abc', width: '1281' }, 'width', 'Width must be a whole number of pixels from 280 to 1280.'],
    [{ scene: 'abc', width: '300.5' }, 'width', 'Width must be a whole number of pixels from 280 to 1280.'],
    [{ scene: 'x'.repeat(33) }, 'scene', "Scene must be 1 to 32 characters: letters, digits or !#$&'()*+,/:;=?@-._~"],
    [{ scene: 'a b' }, 'scene', "Scene must be 1 to 32 characters: letters, digits or !#$&'()*+,/:;=?@-._~"],
    [{ scene: '文件' }, 'scene', "Scene must be 1 to 32 characters: letters, digits or !#$&'()*+,/:;=?@-._~"],
    [{}, 'scene', "Scene must be 1 to 32 characters: letters, digits or !#$&'()*+,/:;=?@-._~"],
    [{ scene: 'abc', page: '/pages/index' }, 'page', 'Page must be a mini-program page path such as pages/index/index.'],
  ])('refuses %j', async (query, path, message) => {
    const response = await miniCode(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path, message }]);
  });

  it('accepts a scene of exactly 32 characters', async () => {
    expect((await miniCode({ scene: 'x'.repeat(32) })).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/miniweixin/miniCode?scene=abc' });
    expect(response.json().errCode).toBe(9999);
  });
});
