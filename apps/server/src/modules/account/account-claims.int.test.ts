import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser, signInAs } from '../../../test/factories';
import { readLatestCode, requestSmsCode, uniqueLocalHongKongMobile } from '../../../test/verification';

/*
 * Issue 11 finding 4 (claiming e-mail addresses and phones) and finding 8 (unique-key races):
 * an address is bound only with its code, a phone or e-mail change needs the holder's password or a
 * code to the current phone and ends the other sessions, and two accounts racing for one address
 * get one success and one 205. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('claiming e-mail addresses and phones', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  let clientNumber = 0;
  /** Each code from its own client address: the per-IP caps are tested elsewhere. */
  const nextClient = () => {
    clientNumber += 1;
    return `10.11.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`;
  };
  const emailCodeFor = async (email: string) => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/common/sendEmailCode',
      remoteAddress: nextClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ type: '1', email }).toString(),
    });
    expect(sent.json().errCode).toBe(0);
    return readLatestCode(app, email);
  };
  const smsCodeFor = async (local: string, type: string, token?: string) => {
    const sent = await requestSmsCode(app, { phone: local, type, ...(token ? { token } : {}) } as { phone: string; type: string }, nextClient());
    return { reply: sent.json(), code: sent.json().errCode === 0 ? await readLatestCode(app, `+852${local}`) : undefined };
  };
  const newAddress = () => `owner-${uniqueLocalHongKongMobile()}@mailbox.example`;
  const signInAgain = async (userId: string) => await signInAs(app, userId);
  const isLive = async (token: string) => (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().errCode === 0;

  describe('perfectInfo binds an e-mail address only with its code', () => {
    it('refuses an address without a code, or with a wrong one, and binds it with the right one', async () => {
      const { user, token } = await buildUser(app);
      const email = newAddress();
      const withoutCode = await postForm(app, '/api/au/saasuser/perfectInfo', { token, language: '2', email, name: 'Squatter' });
      expect(withoutCode.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'emailCode' }] } });
      expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, email, emailCode: '123456' })).json().errCode).toBe(-3);
      expect((await reloadUser(app, user.id)).email).toBeNull();

      const code = await emailCodeFor(email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, email, emailCode: wrong })).json().errCode).toBe(-4);
      expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, email, emailCode: code, name: 'Owner' })).json().errCode).toBe(0);
      expect(await reloadUser(app, user.id)).toMatchObject({ email, name: 'Owner' });
      // the account's own address (in any case) needs no new code
      expect((await postForm(app, '/api/au/saasuser/perfectInfo', { token, email: email.toUpperCase(), job: 'Partner' })).json().errCode).toBe(0);
    });

    it('refuses an address without its code on the company step (tab 1) too', async () => {
      const { user, token } = await buildUser(app, { organisation: { type: null, userCompanyName: null } });
      const response = await postForm(app, '/api/au/saasuser/perfectInfo', { token, type: '2', companyName: 'Claim & Co', email: newAddress() });
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'emailCode' }] } });
      expect((await reloadUser(app, user.id)).email).toBeNull();
    });

    it.each([1, 2, 3])('answers two accounts racing for one new address with one success and one 205, never 500 (round %i)', async () => {
      const first = await buildUser(app);
      const second = await buildUser(app);
      const email = newAddress();
      const code = await emailCodeFor(email);
      const replies = await Promise.all(
        [first, second].map(({ token }) => postForm(app, '/api/au/saasuser/perfectInfo', { token, language: '2', email, emailCode: code })),
      );
      const answers = replies.map((reply) => reply.json().errCode).sort((a, b) => a - b);
      expect(answers).toEqual([0, 205]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const owners = [await reloadUser(app, first.user.id), await reloadUser(app, second.user.id)].filter((user) => user.email === email);
      expect(owners).toHaveLength(1);
    });
  });

  describe('chagePhoneEmail needs the holder and ends the other sessions', () => {
    it('refuses a phone change without the current password or a code to the current phone', async () => {
      const { user, token } = await buildUser(app, { password: 'Current11' });
      const local = uniqueLocalHongKongMobile();
      const { code } = await smsCodeFor(local, '5');
      const unproven = await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, language: '2', type: '1', phone: local, phoneType: '2', code: code! });
      expect(unproven.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'oldPassWord' }] } });
      const wrongPassword = await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '1', phone: local, phoneType: '2', code: code!, oldPassWord: 'Guess1234' });
      expect(wrongPassword.json().errCode).toBe(-2);
      expect((await reloadUser(app, user.id)).phone).toBe(user.phone);
    });

    it('changes the phone with the current password and ends the other sessions, keeping the caller’s', async () => {
      const { user, token } = await buildUser(app, { password: 'Current11' });
      const otherDevice = await signInAgain(user.id);
      const local = uniqueLocalHongKongMobile();
      const { code } = await smsCodeFor(local, '5');
      const changed = await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '1', phone: local, phoneType: '2', code: code!, oldPassWord: 'Current11' });
      expect(changed.json().errCode).toBe(0);
      expect((await reloadUser(app, user.id)).phone).toBe(`852${local}`);
      expect(await isLive(token)).toBe(true);
      expect(await isLive(otherDevice)).toBe(false);
    });

    it('changes the e-mail with a code texted to the current phone (sendCode type 6, own number only)', async () => {
      const { user, token } = await buildUser(app);
      const stranger = await buildUser(app);
      const otherDevice = await signInAgain(user.id);
      // type 6 goes only to the signed-in caller's own number
      expect((await smsCodeFor(stranger.user.phone!.slice(3), '6', token)).reply.errCode).toBe(403);
      expect((await smsCodeFor(user.phone!.slice(3), '6')).reply.errCode).toBe(403);
      const { code: oldCode } = await smsCodeFor(user.phone!.slice(3), '6', token);
      const email = newAddress();
      const code = await emailCodeFor(email);
      const unproven = await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '2', email, code });
      expect(unproven.json().errCode).toBe(400);
      const changed = await postForm(app, '/api/au/saasuser/chagePhoneEmail', { token, type: '2', email, code, oldCode: oldCode! });
      expect(changed.json().errCode).toBe(0);
      expect((await reloadUser(app, user.id)).email).toBe(email);
      expect(await isLive(token)).toBe(true);
      expect(await isLive(otherDevice)).toBe(false);
    });
  });
});
