import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationCodes } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import {
  insertAccount,
  obtainCaptchaTicket,
  postFormFrom,
  readLatestCode,
  readLatestOutboxMessage,
  requestSmsCode,
  uniqueLocalHongKongMobile,
} from '../../../test/verification';

// Tests that stop the clock (vi.useFakeTimers) get it back, even when they fail.
afterEach(() => vi.useRealTimers());

describe('POST /api/common/sendCode and /api/common/checkCode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const checkCode = (fields: Record<string, string>) => postFormFrom(app, '/api/common/checkCode', fields);

  it('texts a code to a new number for registering, in the request language', async () => {
    const phone = uniqueLocalHongKongMobile();
    const response = await requestSmsCode(app, { type: '2', phone, language: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errCode: 0, resultMsg: '驗證碼已發送。', resultData: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const message = await readLatestOutboxMessage(app, `+852${phone}`);
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    expect(message?.body).toMatch(/^您的合規通驗證碼為 \d{6}，5 分鐘內有效，請勿告知他人。$/);
  });

  it('stores only a hash of the code', async () => {
    const phone = uniqueLocalHongKongMobile();
    await requestSmsCode(app, { type: '2', phone });
    const code = await readLatestCode(app, `+852${phone}`);
    const rows = await app.db.select().from(verificationCodes);
    const row = rows.find((candidate) => candidate.target === `852${phone}`);
    expect(row).toMatchObject({ channel: 'sms', purpose: 'register', failedAttempts: 0, ip: '127.0.0.1' });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('sends mainland numbers in international form', async () => {
    const phone = `13${String(Date.now()).slice(-9)}`;
    expect((await requestSmsCode(app, { type: '2', phone, phoneType: '1' })).json().errCode).toBe(0);
    expect(await readLatestOutboxMessage(app, `+86${phone}`)).toBeDefined();
  });

  describe('captcha ticket', () => {
    it('is required before any SMS', async () => {
      const phone = uniqueLocalHongKongMobile();
      const response = await postFormFrom(app, '/api/common/sendCode', { type: '2', phone, phoneType: '2' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errCode: -3, resultMsg: 'Please complete the slider verification first.', resultData: null });
      expect(await readLatestOutboxMessage(app, `+852${phone}`)).toBeUndefined();
    });

    it('must be a real one', async () => {
      const response = await postFormFrom(app, '/api/common/sendCode', { type: '2', phone: uniqueLocalHongKongMobile(), phoneType: '2', captchaTicket: 'made-up' });
      expect(response.json().errCode).toBe(-3);
    });
  });

  describe('validation', () => {
    it.each([
      [{ type: '2', phone: '12345678', phoneType: '2' }, 'phone', 'Please input the correct phone number for the chosen region.'],
      [{ type: '2', phone: '91234567', phoneType: '1' }, 'phone', 'Please input the correct phone number for the chosen region.'],
      [{ type: '2', phoneType: '2' }, 'phone', 'Phone empty. Please enter your phone number.'],
      [{ type: '2', phone: '91234567' }, 'phoneType', 'Please choose the phone region (+86, +852, +853 or +886).'],
      [{ type: '2', phone: '91234567', phoneType: '7' }, 'phoneType', 'Please choose the phone region (+86, +852, +853 or +886).'],
      [{ type: '9', phone: '91234567', phoneType: '2' }, 'type', 'Code type must be 1 (login), 2 (register), 3 (bind phone), 4 (reset password) or 5 (change phone).'],
      [{ phone: '91234567', phoneType: '2' }, 'type', 'Type is required.'],
    ])('rejects %j naming %s', async (fields, path, message) => {
      const response = await postFormFrom(app, '/api/common/sendCode', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path, message }] } });
    });

    it('rejects a malformed code before looking anything up', async () => {
      const response = await checkCode({ phone: '91234567', code: '12ab56' });
      expect(response.json().resultData.details).toEqual([{ path: 'code', message: 'Please input the correct verification code.' }]);
    });
  });

  describe('account rules', () => {
    it.each([
      ['2', 'register'],
      ['3', 'bind phone'],
      ['5', 'change phone'],
    ])('refuses type %s (%s) for a registered number with 201 and sends nothing', async (type) => {
      const phone = uniqueLocalHongKongMobile();
      await insertAccount(app, { phone: `852${phone}` });
      const response = await requestSmsCode(app, { type, phone });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errCode: 201, resultMsg: 'The phone number has been registered.', resultData: null });
      expect(await readLatestOutboxMessage(app, `+852${phone}`)).toBeUndefined();
    });

    it.each([
      ['1', 'login'],
      ['4', 'reset password'],
    ])('refuses type %s (%s) for an unregistered number with -1', async (type) => {
      const response = await requestSmsCode(app, { type, phone: uniqueLocalHongKongMobile() });
      expect(response.json()).toEqual({ errCode: -1, resultMsg: 'User not registered.', resultData: null });
    });

    it.each(['1', '4'])('sends type %s to a registered number', async (type) => {
      const phone = uniqueLocalHongKongMobile();
      await insertAccount(app, { phone: `852${phone}` });
      expect((await requestSmsCode(app, { type, phone })).json().errCode).toBe(0);
      expect(await readLatestCode(app, `+852${phone}`)).toMatch(/^\d{6}$/);
    });
  });

  describe('checking a code', () => {
    it('refuses a wrong code, then accepts the right one', async () => {
      const phone = uniqueLocalHongKongMobile();
      await requestSmsCode(app, { type: '2', phone });
      const code = await readLatestCode(app, `+852${phone}`);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await checkCode({ phone, code: wrong, phoneType: '2' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errCode: -4, resultMsg: 'Error verification code.', resultData: null });
      const accepted = await checkCode({ phone, code, phoneType: '2' });
      expect(accepted.json()).toEqual({ errCode: 0, resultMsg: 'The verification code is correct.', resultData: { verified: true, validForSeconds: 600 } });
    });

    it('finds the code without phoneType or type, as the web sends it', async () => {
      const phone = uniqueLocalHongKongMobile();
      await requestSmsCode(app, { type: '2', phone });
      const code = await readLatestCode(app, `+852${phone}`);
      expect((await checkCode({ phone, code })).json().errCode).toBe(0);
      expect((await checkCode({ phone: `+852 ${phone}`, code })).json().errCode).toBe(0);
    });

    it('does not accept a code for another purpose', async () => {
      const phone = uniqueLocalHongKongMobile();
      await requestSmsCode(app, { type: '2', phone });
      const code = await readLatestCode(app, `+852${phone}`);
      expect((await checkCode({ phone, code, type: '3' })).json()).toMatchObject({ errCode: -3, resultMsg: 'Please get a verification code first.' });
    });

    it('answers -3 when no code was sent', async () => {
      expect((await checkCode({ phone: uniqueLocalHongKongMobile(), code: '123456' })).json().errCode).toBe(-3);
    });

    it('locks the code after 5 wrong entries and then refuses even the right one', async () => {
      const phone = uniqueLocalHongKongMobile();
      await requestSmsCode(app, { type: '2', phone });
      const code = await readLatestCode(app, `+852${phone}`);
      const wrong = code === '000000' ? '111111' : '000000';
      const replies = [];
      for (let attempt = 0; attempt < 5; attempt += 1) replies.push((await checkCode({ phone, code: wrong })).json());
      expect(replies.slice(0, 4).map((reply) => reply.errCode)).toEqual([-4, -4, -4, -4]);
      const locked = 'Too many wrong entries. This verification code no longer works; please request a new one.';
      expect(replies[4]).toEqual({ errCode: -4, resultMsg: locked, resultData: null });
      expect((await checkCode({ phone, code })).json()).toMatchObject({ errCode: -4, resultMsg: locked });
    });
  });

  it('refuses a second code within a minute with -5', async () => {
    const phone = uniqueLocalHongKongMobile();
    // The clock stands still: solving the second puzzle takes no time, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    expect((await requestSmsCode(app, { type: '2', phone })).json().errCode).toBe(0);
    const again = await requestSmsCode(app, { type: '2', phone });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errCode: -5, resultMsg: 'Captcha can only be sent one time per minute.' });
    expect(again.json().resultData.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('takes the ticket even when the number is refused, so numbers cannot be probed without solving puzzles', async () => {
    const phone = uniqueLocalHongKongMobile();
    await insertAccount(app, { phone: `852${phone}` });
    const captchaTicket = await obtainCaptchaTicket(app);
    expect((await postFormFrom(app, '/api/common/sendCode', { type: '2', phone, phoneType: '2', captchaTicket })).json().errCode).toBe(201);
    expect((await postFormFrom(app, '/api/common/sendCode', { type: '1', phone, phoneType: '2', captchaTicket })).json().errCode).toBe(-3);
  });
});
