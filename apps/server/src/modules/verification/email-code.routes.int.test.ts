import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { insertAccount, obtainCaptchaTicket, postFormFrom, readLatestCode, readLatestOutboxMessage } from '../../../test/verification';

// Tests that stop the clock (vi.useFakeTimers) get it back, even when they fail.
afterEach(() => vi.useRealTimers());

describe('POST /api/common/sendEmailCode and /api/common/checkEmailCode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  let counter = 0;
  const uniqueEmail = () => `person${Date.now()}${(counter += 1)}@example.com`;
  const sendEmailCode = (fields: Record<string, string>) => postFormFrom(app, '/api/common/sendEmailCode', fields, '192.0.2.10');
  const checkEmailCode = (fields: Record<string, string>) => postFormFrom(app, '/api/common/checkEmailCode', fields, '192.0.2.10');

  it('e-mails a code in the request language', async () => {
    const email = uniqueEmail();
    const response = await sendEmailCode({ type: '1', email, language: '3' });
    expect(response.json()).toEqual({ errCode: 0, resultMsg: '验证码已发送。', resultData: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const message = await readLatestOutboxMessage(app, email);
    expect(message).toMatchObject({ channel: 'email', subject: '您的合规通验证码' });
    expect(message?.body).toMatch(/^您的合规通验证码为 \d{6}。/);
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    const email = uniqueEmail();
    await sendEmailCode({ type: '1', email });
    const code = await readLatestCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await checkEmailCode({ email, code: wrong })).json()).toMatchObject({ errCode: -4, resultMsg: 'Error verification code.' });
    expect((await checkEmailCode({ email, code })).json()).toMatchObject({ errCode: 0, resultData: { verified: true } });
  });

  it('matches the address whatever its case', async () => {
    const email = `Upper.${uniqueEmail()}`;
    await sendEmailCode({ type: '1', email });
    const code = await readLatestCode(app, email);
    expect((await checkEmailCode({ email: email.toUpperCase(), code, type: '1' })).json().errCode).toBe(0);
  });

  it('locks the code after 5 wrong entries', async () => {
    const email = uniqueEmail();
    await sendEmailCode({ type: '1', email });
    const code = await readLatestCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await checkEmailCode({ email, code: wrong });
    expect((await checkEmailCode({ email, code })).json()).toMatchObject({ errCode: -4, resultMsg: expect.stringContaining('request a new one') });
  });

  it('refuses an address another account uses with 205', async () => {
    const email = uniqueEmail();
    await insertAccount(app, { email: email.toUpperCase() });
    const response = await sendEmailCode({ type: '1', email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errCode: 205, resultMsg: 'Email address exists.', resultData: null });
    expect(await readLatestOutboxMessage(app, email)).toBeUndefined();
  });

  it('refuses a second code within a minute', async () => {
    const email = uniqueEmail();
    // The clock stands still: the second request comes "within a minute" however slowly the first ran.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    await sendEmailCode({ type: '1', email });
    expect((await sendEmailCode({ type: '1', email })).json()).toMatchObject({ errCode: -5 });
  });

  it('uses up a captcha ticket when one is sent, and refuses a bad one', async () => {
    const captchaTicket = await obtainCaptchaTicket(app, '192.0.2.10');
    expect((await sendEmailCode({ type: '1', email: uniqueEmail(), captchaTicket })).json().errCode).toBe(0);
    expect((await sendEmailCode({ type: '1', email: uniqueEmail(), captchaTicket })).json()).toMatchObject({ errCode: -3 });
  });

  it('answers -3 when no code was sent', async () => {
    expect((await checkEmailCode({ email: uniqueEmail(), code: '123456' })).json()).toMatchObject({ errCode: -3 });
  });

  it.each([
    [{ type: '1', email: 'not-an-address' }, 'email', 'Email incorrect.'],
    [{ type: '1' }, 'email', 'Please enter your e-mail address.'],
    [{ type: '2', email: 'a@example.com' }, 'type', 'E-mail code type must be 1 (bind or change e-mail).'],
  ])('rejects %j naming %s', async (fields, path, message) => {
    const response = await sendEmailCode(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path, message }]);
  });
});
