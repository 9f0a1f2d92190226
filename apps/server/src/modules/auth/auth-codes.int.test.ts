import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser } from '../../../test/factories';
import { readLatestCode, requestSmsCode, uniqueLocalHongKongMobile } from '../../../test/verification';

/** Registers a new Hong Kong number the way the web does: captcha → code from the outbox → /regist. */
const registerWithCode = async (app: FastifyInstance, local: string, extra: Record<string, string> = {}) => {
  expect((await requestSmsCode(app, { phone: local, type: '2' })).json().errCode).toBe(0);
  const code = await readLatestCode(app, `+852${local}`);
  return postForm(app, '/api/regist', { phone: local, phoneType: '2', code, ...extra });
};

describe('sign-in and registration with SMS codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('registers a phone with a code, signs in, and sets a first password', async () => {
    const local = uniqueLocalHongKongMobile();
    const registered = await registerWithCode(app, local);
    expect(registered.json()).toMatchObject({ errCode: 0, resultData: { isNewUser: true } });
    const { token } = registered.json().resultData;
    const info = (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData;
    expect(info.sassUser).toMatchObject({ phoneRegion: 2, passwordSet: false });
    expect(info.sassCompany.type).toBeNull();
    expect(info.roles).toEqual(['admin']);
    expect((await postForm(app, '/api/au/saasuser/chagePassword', { token, newPassWord: 'Victoria21' })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/login', { loginName: local, phoneType: '2', password: 'Victoria21' })).json().errCode).toBe(0);
  });

  it('refuses a second registration of the same phone (spec §8 201)', async () => {
    const local = uniqueLocalHongKongMobile();
    await registerWithCode(app, local);
    const again = await requestSmsCode(app, { phone: local, type: '2' });
    expect(again.json()).toMatchObject({ errCode: 201, resultMsg: 'The phone number has been registered.' });
  });

  it('registers after /common/checkCode without sending the code again', async () => {
    const local = uniqueLocalHongKongMobile();
    await requestSmsCode(app, { phone: local, type: '2' });
    const code = await readLatestCode(app, `+852${local}`);
    expect((await postForm(app, '/api/common/checkCode', { phone: local, phoneType: '2', code, type: '2' })).json().errCode).toBe(0);
    const registered = await postForm(app, '/api/regist', { phone: local, phoneType: '2' });
    expect(registered.json().errCode).toBe(0);
  });

  it('refuses registration without any code', async () => {
    const response = await postForm(app, '/api/regist', { phone: uniqueLocalHongKongMobile(), phoneType: '2' });
    expect(response.json().errCode).toBe(-3);
  });

  it('signs in by code; a wrong code first is refused, then the right one works', async () => {
    // (an account made directly: one code per minute per phone would refuse a second code right after registering)
    const local = (await buildUser(app)).user.phone!.slice(3);
    await requestSmsCode(app, { phone: local, type: '1' });
    const code = await readLatestCode(app, `+852${local}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await postForm(app, '/api/login', { loginName: local, phoneType: '2', code: wrong })).json()).toMatchObject({ errCode: -4 });
    const signedIn = await postForm(app, '/api/login', { loginName: local, phoneType: '2', code });
    expect(signedIn.json()).toMatchObject({ errCode: 0, resultData: { isNewUser: false } });
    // a code is used once
    expect((await postForm(app, '/api/login', { loginName: local, phoneType: '2', code })).json().errCode).toBe(-3);
  });

  it('resets a forgotten password with a code and ends the old sessions', async () => {
    const { user, token } = await buildUser(app, { password: 'OldPass11' });
    const local = user.phone!.slice(3);
    await requestSmsCode(app, { phone: local, type: '4' });
    const code = await readLatestCode(app, `+852${local}`);
    expect((await postForm(app, '/api/resetPassword', { phone: local, phoneType: '2', code, passWord: 'NewPass22' })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().errCode).toBe(9999);
    expect((await postForm(app, '/api/login', { loginName: local, password: 'OldPass11' })).json().errCode).toBe(-2);
    expect((await postForm(app, '/api/login', { loginName: local, password: 'NewPass22' })).json().errCode).toBe(0);
  });

  it('links a phone in the profile dialog (tab 0) with a type 3 code', async () => {
    const { user, token } = await buildUser(app, { user: { phone: null, phoneRegion: null } });
    const local = uniqueLocalHongKongMobile();
    await requestSmsCode(app, { phone: local, type: '3' });
    const code = await readLatestCode(app, `+852${local}`);
    expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, phone: local, phoneType: '2', code })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).phone).toBe(`852${local}`);
  });

  it('changes the phone with a type 5 code and refuses one taken by another account', async () => {
    const { user, token } = await buildUser(app, { password: 'Current11' });
    const other = await buildUser(app);
    const taken = other.user.phone!.slice(3);
    expect((await requestSmsCode(app, { phone: taken, type: '5' })).json().errCode).toBe(201);
    const local = uniqueLocalHongKongMobile();
    await requestSmsCode(app, { phone: local, type: '5' });
    const code = await readLatestCode(app, `+852${local}`);
    expect((await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '1', phone: local, phoneType: '2', code, oldPassWord: 'Current11' })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).phone).toBe(`852${local}`);
  });

  it('binds an e-mail with an e-mail code', async () => {
    const { user, token } = await buildUser(app, { password: 'Current11' });
    const email = `cosec-${user.id.slice(0, 8)}@firm.hk`;
    expect((await postForm(app, '/api/common/sendEmailCode', { type: '1', email })).json().errCode).toBe(0);
    const code = await readLatestCode(app, email);
    expect((await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '2', email, code, oldPassWord: 'Current11' })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).email).toBe(email);
  });

  it('registers an account bound to a scanned WeChat identity (ticket as openId)', async () => {
    const start = (await postForm(app, '/api/weixin/qrLogin/start')).json().resultData;
    const authorize = new URL(start.authorizeUrl, 'http://localhost');
    const confirm = await app.inject({
      method: 'GET',
      url: `/api/dev/wechat/confirm?${new URLSearchParams({ state: authorize.searchParams.get('state')!, redirect_uri: authorize.searchParams.get('redirect_uri')!, nickName: 'Scanner' })}`,
    });
    await app.inject({ method: 'GET', url: confirm.headers.location as string });
    const { ticket } = (await postForm(app, '/api/weixin/qrLogin/poll', { state: start.state })).json().resultData;
    const local = uniqueLocalHongKongMobile();
    const { token } = (await registerWithCode(app, local, { openId: ticket })).json().resultData;
    const info = (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData;
    expect(info.sassUser).toMatchObject({ nickName: 'Scanner' });
    expect(info.sassUser.openId).not.toBeNull();
  });
});
