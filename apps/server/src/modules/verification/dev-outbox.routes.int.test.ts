import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { postFormFrom, requestSmsCode, uniqueLocalHongKongMobile } from '../../../test/verification';

const REAL_PROVIDERS = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-token',
  TWILIO_FROM: '+15005550006',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: '127.0.0.1',
};

describe('GET /api/dev/outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('lists what the dev providers kept, newest first', async () => {
    const phone = uniqueLocalHongKongMobile();
    await requestSmsCode(app, { type: '2', phone });
    const email = `outbox${Date.now()}@example.com`;
    await postFormFrom(app, '/api/common/sendEmailCode', { type: '1', email });
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=10' });
    expect(response.statusCode).toBe(200);
    const { list, total } = response.json().resultData;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({ channel: 'email', recipient: email, subject: 'Your Compliance Desk verification code' });
    expect(list[1]).toMatchObject({ channel: 'sms', recipient: `+852${phone}`, subject: null });
    expect(Object.keys(list[0]).sort()).toEqual(['attachments', 'body', 'channel', 'createdAt', 'id', 'recipient', 'subject']);
    expect(list[0].attachments).toEqual([]);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].createdAt).getTime());
  });

  it('honours the limit', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1' });
    expect(response.json().resultData.list).toHaveLength(1);
  });

  it('rejects a limit out of range', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: 'limit', message: 'Limit must be a whole number from 1 to 200.' }]);
  });

  it('is documented as a development tool', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/dev/outbox'].get.summary).toMatch(/^Development tool/);
  });

  it('does not exist when both providers are real', async () => {
    const production = await buildTestApp({ settings: REAL_PROVIDERS });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().errCode).toBe(404);
      expect(production.container.messaging.devOutbox).toBeNull();
    } finally {
      await closeTestApp(production);
    }
  });

  it('exists while one of the providers is dev', async () => {
    const mixed = await buildTestApp({ settings: { ...REAL_PROVIDERS, MAIL_PROVIDER: 'dev' } });
    try {
      expect((await mixed.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await closeTestApp(mixed);
    }
  });
});
