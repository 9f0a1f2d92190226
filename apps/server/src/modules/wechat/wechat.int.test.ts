import type { FastifyInstance } from 'fastify';
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
