import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser } from '../../../test/factories';
import { readLatestCode, requestSmsCode, uniqueLocalHongKongMobile } from '../../../test/verification';

describe('the language stored with the account (issue 18)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('POST /api/au/saasuser/updateLanguage stores the chosen language, any usual tag', async () => {
    const { user, token } = await buildUser(app);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.sassUser.locale).toBeNull();
    expect((await postForm(app, '/api/au/saasuser/updateLanguage', { token, locale: 'zh_TW' })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).locale).toBe('zh-HK');
    expect((await postForm(app, '/api/au/saasuser/updateLanguage', { token, locale: '3' })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.sassUser.locale).toBe('zh-CN');
  });

  it('refuses an unknown language with a field error and a visitor with 9999', async () => {
    const { token } = await buildUser(app);
    const refused = (await postForm(app, '/api/au/saasuser/updateLanguage', { token, locale: 'fr' })).json();
    expect(refused.errCode).toBe(400);
    expect(refused.resultData.details[0].path).toBe('locale');
    expect((await postForm(app, '/api/au/saasuser/updateLanguage', { locale: 'en' })).json().errCode).toBe(9999);
  });

  it('takes the language of the sign-in request when none is stored, and never overrides a stored one', async () => {
    const blank = await buildUser(app, { password: 'Harbour88' });
    await postForm(app, '/api/login', { loginName: blank.user.phone!, password: 'Harbour88', language: 'zh-Hans' });
    expect((await reloadUser(app, blank.user.id)).locale).toBe('zh-CN');
    await postForm(app, '/api/login', { loginName: blank.user.phone!, password: 'Harbour88', language: '2' });
    expect((await reloadUser(app, blank.user.id)).locale).toBe('zh-CN');
  });

  it('leaves the language unset when the sign-in request names none', async () => {
    const { user } = await buildUser(app, { password: 'Harbour88' });
    expect((await postForm(app, '/api/login', { loginName: user.phone!, password: 'Harbour88' })).json().errCode).toBe(0);
    expect((await reloadUser(app, user.id)).locale).toBeNull();
  });

  it('registration keeps the request language (Accept-Language too)', async () => {
    const local = uniqueLocalHongKongMobile();
    expect((await requestSmsCode(app, { phone: local, type: '2' })).json().errCode).toBe(0);
    const code = await readLatestCode(app, `+852${local}`);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/regist',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en;q=0.4, yue-HK;q=0.9' },
      payload: new URLSearchParams({ phone: local, phoneType: '2', code }).toString(),
    });
    const { token } = registered.json().resultData;
    expect((await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData.sassUser.locale).toBe('zh-HK');
  });
});
