import type { SendCodeBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import type { SliderPuzzle } from './slider-captcha';
import { createVerificationRepository } from './verification.repository';
import { createVerificationService, type VerificationSettings } from './verification.service';
import { rateLimitsFor } from '../rate-limits/index';
import { humanTrail, insertAccount, postFormFrom, readLatestCode, requestSmsCode, uniqueLocalHongKongMobile } from '../../../test/verification';

// The service with a fake clock on the real database; puzzles sit at a known place so tickets are cheap.
const FIXED_PUZZLE: SliderPuzzle = { pieceX: 120, pieceY: 30, background: 'data:image/png;base64,', piece: 'data:image/png;base64,' };
const SETTINGS: VerificationSettings = {
  codeTtlSeconds: 300,
  smsDailyLimitPerPhone: 10,
  smsDailyLimitPerIp: 30,
  emailDailyLimitPerAddress: 10,
  emailDailyLimitPerIp: 30,
  pepper: 'compliance-desk-development-pepper',
};

describe('VerificationService', () => {
  let app: FastifyInstance;
  let now: Date;
  let service: ReturnType<typeof createVerificationService>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));
  beforeEach(() => {
    now = new Date('2031-05-06T02:00:00Z');
    // Same pepper as the app, so codes it stores can be checked over HTTP too.
    service = createVerificationService({
      repository: createVerificationRepository(app.db),
      accounts: app.container.users,
      sms: app.container.messaging.sms,
      mail: app.container.messaging.mail,
      settings: SETTINGS,
      rateLimits: rateLimitsFor(app.db, { clock: () => now }),
      clock: () => now,
      drawPuzzle: () => FIXED_PUZZLE,
    });
  });

  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let captchaClients = 0;
  const ticket = async () => {
    // A client of its own for each puzzle: the per-address puzzle limit is not under test here.
    captchaClients += 1;
    const client = { ip: `10.1.${Math.floor(captchaClients / 250)}.${captchaClients % 250}` };
    const puzzle = await service.createSliderCaptcha(client);
    const x = FIXED_PUZZLE.pieceX;
    return (await service.verifySliderCaptcha({ id: puzzle.id, x, trail: JSON.stringify(humanTrail(x)) }, client)).ticket;
  };
  const send = async (phone: string, options: { ip?: string; type?: SendCodeBody['type'] } = {}) =>
    service.sendSmsCode({ type: options.type ?? '2', phone, phoneType: 2, captchaTicket: await ticket() }, { ip: options.ip ?? '10.0.0.1', locale: 'en' });
  const codeFor = (phone: string) => readLatestCode(app, `+852${phone}`);

  describe('once a minute per phone', () => {
    it('refuses a resend 59 s later and accepts one 61 s later', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      advance(59);
      await expect(send(phone)).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_TOO_FREQUENT', data: { retryAfterSeconds: 1 } });
      advance(2);
      await expect(send(phone)).resolves.toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    });

    it('lets only one of two simultaneous requests through', async () => {
      const phone = uniqueLocalHongKongMobile();
      const results = await Promise.allSettled([send(phone), send(phone)]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'AUTH_SMS_CODE_TOO_FREQUENT' } });
    });

    it('counts across purposes', async () => {
      const phone = uniqueLocalHongKongMobile();
      await insertAccount(app, { phone: `852${phone}` });
      await send(phone, { type: '1' });
      advance(30);
      await expect(send(phone, { type: '4' })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_TOO_FREQUENT' });
    });

    it('lets the new code supersede the old one', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const first = await codeFor(phone);
      advance(61);
      await send(phone);
      const second = await codeFor(phone);
      const target = `852${phone}`;
      if (first !== second) {
        await expect(service.consumeCode({ channel: 'sms', target, purpose: 'register', code: first })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_INVALID' });
      }
      await expect(service.consumeCode({ channel: 'sms', target, purpose: 'register', code: second })).resolves.toBeUndefined();
    });
  });

  describe('daily caps', () => {
    it('allows 10 codes a day to one phone, then refuses until the next Hong Kong day', async () => {
      const phone = uniqueLocalHongKongMobile();
      for (let sent = 0; sent < 10; sent += 1) {
        await send(phone);
        advance(61);
      }
      await expect(send(phone)).rejects.toMatchObject({ code: 'AUTH_SMS_DAILY_LIMIT', errCode: -5 });
      // 02:00 UTC + 10 min is 10:10 in Hong Kong; the day turns at 16:00 UTC.
      now = new Date('2031-05-06T15:59:00Z');
      await expect(send(phone)).rejects.toMatchObject({ code: 'AUTH_SMS_DAILY_LIMIT' });
      now = new Date('2031-05-06T16:00:00Z');
      await expect(send(phone)).resolves.toMatchObject({ resendAfterSeconds: 60 });
    });

    it('allows 30 codes a day from one IP, then refuses that IP only', async () => {
      const ip = '203.0.113.9';
      for (let sent = 0; sent < 30; sent += 1) await send(uniqueLocalHongKongMobile(), { ip });
      await expect(send(uniqueLocalHongKongMobile(), { ip })).rejects.toMatchObject({ code: 'AUTH_SMS_DAILY_LIMIT' });
      await expect(send(uniqueLocalHongKongMobile(), { ip: '203.0.113.10' })).resolves.toMatchObject({ expiresInSeconds: 300 });
    });
  });

  describe('code lifetime', () => {
    it('expires a code after 5 minutes', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const code = await codeFor(phone);
      advance(301);
      await expect(service.checkSmsCode({ phone, code, phoneType: 2 })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_NOT_SENT', errCode: -3 });
    });

    it('still accepts it at 4 min 59 s', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const code = await codeFor(phone);
      advance(299);
      await expect(service.checkSmsCode({ phone, code })).resolves.toEqual({ verified: true, validForSeconds: 600 });
    });

    it('lets a new code work after a lockout', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const code = await codeFor(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await service.checkSmsCode({ phone, code: wrong }).catch(() => undefined);
      await expect(service.checkSmsCode({ phone, code })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_LOCKED', errCode: -4 });
      advance(61);
      await send(phone);
      await expect(service.checkSmsCode({ phone, code: await codeFor(phone) })).resolves.toMatchObject({ verified: true });
    });
  });

  describe('consumeCode', () => {
    it('uses a code once', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const input = { channel: 'sms' as const, target: `852${phone}`, purpose: 'register' as const, code: await codeFor(phone) };
      await expect(service.consumeCode(input)).resolves.toBeUndefined();
      await expect(service.consumeCode(input)).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_NOT_SENT' });
    });

    it('refuses a wrong code, counting it, and locks after 5', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const code = await codeFor(phone);
      const input = { channel: 'sms' as const, target: `852${phone}`, purpose: 'register' as const, code: code === '000000' ? '111111' : '000000' };
      for (let attempt = 0; attempt < 4; attempt += 1) await expect(service.consumeCode(input)).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_INVALID' });
      await expect(service.consumeCode(input)).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_LOCKED' });
      await expect(service.consumeCode({ ...input, code })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_LOCKED' });
    });

    it('answers NOT_SENT for another purpose or no code', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      const code = await codeFor(phone);
      await expect(service.consumeCode({ channel: 'sms', target: `852${phone}`, purpose: 'login', code })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_NOT_SENT' });
      await expect(service.consumeCode({ channel: 'sms', target: '85290000000', purpose: 'register', code })).rejects.toMatchObject({ code: 'AUTH_SMS_CODE_NOT_SENT' });
    });
  });

  describe('consumeVerified', () => {
    it('uses a code checked in the last 10 minutes, once', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      await service.checkSmsCode({ phone, code: await codeFor(phone), phoneType: 2 });
      advance(599);
      const input = { channel: 'sms' as const, target: `852${phone}`, purpose: 'register' as const };
      await expect(service.consumeVerified(input)).resolves.toBe(true);
      await expect(service.consumeVerified(input)).resolves.toBe(false);
    });

    it('refuses a code checked more than 10 minutes ago', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      await service.checkSmsCode({ phone, code: await codeFor(phone) });
      advance(601);
      await expect(service.consumeVerified({ channel: 'sms', target: `852${phone}`, purpose: 'register' })).resolves.toBe(false);
    });

    it('refuses a code that was never checked, or checked for another purpose', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      await expect(service.consumeVerified({ channel: 'sms', target: `852${phone}`, purpose: 'register' })).resolves.toBe(false);
      await service.checkSmsCode({ phone, code: await codeFor(phone) });
      await expect(service.consumeVerified({ channel: 'sms', target: `852${phone}`, purpose: 'bindPhone' })).resolves.toBe(false);
    });

    it('refuses once a newer code was requested', async () => {
      const phone = uniqueLocalHongKongMobile();
      await send(phone);
      await service.checkSmsCode({ phone, code: await codeFor(phone) });
      advance(61);
      await send(phone);
      await expect(service.consumeVerified({ channel: 'sms', target: `852${phone}`, purpose: 'register' })).resolves.toBe(false);
    });
  });

  describe('app.container.verification', () => {
    it('is the service other modules use, on the real clock', async () => {
      const phone = uniqueLocalHongKongMobile();
      await requestSmsCode(app, { type: '2', phone }, '192.0.2.44');
      const code = await readLatestCode(app, `+852${phone}`);
      expect((await postFormFrom(app, '/api/common/checkCode', { phone, code }, '192.0.2.44')).json().errCode).toBe(0);
      await expect(app.container.verification.consumeVerified({ channel: 'sms', target: `852${phone}`, purpose: 'register' })).resolves.toBe(true);
    });

    it('consumes an e-mail code by the lower-cased address', async () => {
      const email = `Mixed.${Date.now()}@Example.com`;
      await postFormFrom(app, '/api/common/sendEmailCode', { type: '1', email }, '192.0.2.45');
      const code = await readLatestCode(app, email);
      await expect(app.container.verification.consumeCode({ channel: 'email', target: email.toLowerCase(), purpose: 'bindEmail', code })).resolves.toBeUndefined();
    });
  });
});
