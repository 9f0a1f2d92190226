import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFormFrom, requestSmsCode, uniqueLocalHongKongMobile } from '../../test/verification';
import { startFakeGateway } from '../../test/fake-gateway';
import { buildTestApp, closeTestApp } from '../../test/helper';

describe('messaging providers (createMessagingProviders)', () => {
  describe('with the default (dev) providers', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => closeTestApp(app));

    it('keeps SMS and e-mail in the development outbox', async () => {
      expect([app.container.messaging.sms.name, app.container.messaging.mail.name]).toEqual(['dev', 'dev']);
      await app.container.messaging.sms.send('+85260000001', 'Reminder: filing due tomorrow.');
      await app.container.messaging.mail.send({ to: 'team@example.com', subject: 'Reminder', text: 'Filing due tomorrow.', html: '<p>Filing due tomorrow.</p>' });
      const { list } = await app.container.messaging.devOutbox!.listLatest(2);
      // Both were stored within the same millisecond or so: their creation times may tie, so compare by channel.
      const byChannel = [...list].sort((left, right) => left.channel.localeCompare(right.channel));
      expect(byChannel.map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body }))).toEqual([
        { channel: 'email', recipient: 'team@example.com', subject: 'Reminder', body: 'Filing due tomorrow.' },
        { channel: 'sms', recipient: '+85260000001', subject: null, body: 'Reminder: filing due tomorrow.' },
      ]);
    });
  });

  // One start-up failure end to end; each provider's missing settings are covered in providers/index.test.ts.
  it('stops the start when SMS_PROVIDER=aliyun has no keys', async () => {
    await expect(buildTestApp({ settings: { SMS_PROVIDER: 'aliyun' } })).rejects.toThrow(
      /Invalid configuration:\n {2}SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE/,
    );
  });

  it('texts a verification code through Twilio when SMS_PROVIDER=twilio', async () => {
    const gateway = await startFakeGateway(() => ({ status: 201, json: { sid: 'SM1' } }));
    const app = await buildTestApp({
      settings: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: gateway.url,
      },
    });
    try {
      const phone = uniqueLocalHongKongMobile();
      expect((await requestSmsCode(app, { type: '2', phone })).json().errCode).toBe(0);
      const fields = Object.fromEntries(new URLSearchParams(gateway.received[0].body));
      expect(fields.To).toBe(`+852${phone}`);
      expect(fields.Body).toMatch(/^Your Compliance Desk verification code is \d{6}\. It expires in 5 minutes\./);
    } finally {
      await closeTestApp(app);
      await gateway.close();
    }
  });

  it('withdraws the code and answers 999 when the gateway fails, so the user may retry at once', async () => {
    let fail = true;
    const gateway = await startFakeGateway(() => (fail ? { status: 503, json: { code: 20429, message: 'Too many requests' } } : { status: 201, json: { sid: 'SM2' } }));
    const app = await buildTestApp({
      settings: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: gateway.url,
      },
    });
    try {
      const phone = uniqueLocalHongKongMobile();
      const failed = await requestSmsCode(app, { type: '2', phone });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ errCode: 999 });
      fail = false;
      expect((await requestSmsCode(app, { type: '2', phone })).json().errCode).toBe(0);
    } finally {
      await closeTestApp(app);
      await gateway.close();
    }
  });

  it('e-mails a verification code over SMTP when MAIL_PROVIDER=smtp', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const app = await buildTestApp({
      settings: {
        MAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String((server.server.address() as AddressInfo).port),
        MAIL_FROM: 'Compliance Desk <no-reply@example.com>',
      },
    });
    try {
      const response = await postFormFrom(app, '/api/common/sendEmailCode', { type: '1', email: 'new.address@example.com' });
      expect(response.json().errCode).toBe(0);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: new.address@example.com');
      expect(received[0]).toContain('Subject: Your Compliance Desk verification code');
      expect(received[0]).toMatch(/Your Compliance Desk verification code is \d{6}\./);
    } finally {
      await closeTestApp(app);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
