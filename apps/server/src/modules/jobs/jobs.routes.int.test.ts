import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

describe('development tools of the job table', () => {
  it('moves the app clock forward and runs the jobs that became due', async () => {
    const ran: string[] = [];
    app.container.jobs.define<{ note: string }>('test.route-run', async ({ note }) => {
      ran.push(note);
    });
    const before = app.container.clock.now().getTime();
    await app.container.jobs.schedule('test.route-run', { note: 'refund after 24 h' }, { runAt: new Date(before + 24 * 3600_000) });

    expect((await postFrom(app, '/dev/jobs/run')).body.resultData).toEqual({ ran: 0, failed: 0, retried: 0 });
    const advanced = await postFrom(app, '/dev/clock', { advanceSeconds: 24 * 3600 });
    expect(advanced.body.errCode).toBe(0);
    expect(advanced.body.resultData.offsetSeconds).toBe(24 * 3600);
    expect(new Date(advanced.body.resultData.now).getTime()).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    // The app's own hourly housekeeping became due as well.
    const run = (await postFrom(app, '/dev/jobs/run')).body.resultData;
    expect(run).toMatchObject({ failed: 0, retried: 0 });
    expect(run.ran).toBeGreaterThanOrEqual(1);
    expect(ran).toEqual(['refund after 24 h']);
    // Back to the system time for whatever runs next.
    expect((await postFrom(app, '/dev/clock/reset')).body.resultData.offsetSeconds).toBe(0);
  });

  it('refuses to move the clock backward or by a fraction, with a message that says why', async () => {
    for (const advanceSeconds of ['-60', '1.5', 'soon']) {
      const { status, body } = await postFrom(app, '/dev/clock', { advanceSeconds });
      expect(status).toBe(400);
      expect(body.errCode).toBe(400);
      expect(body.resultData.details[0].message).toContain('whole number of seconds');
    }
  });
});

describe('the app\'s own recurring jobs', () => {
  it('are on the table once the app is ready, and run when due', async () => {
    for (const kind of ['rate-limits.housekeeping', 'downloads.sweep', 'jobs.cleanup']) {
      const rows = await app.db.execute(sql`select status from jobs where kind = ${kind} and status = 'pending'`);
      expect((rows as unknown as { rows: unknown[] }).rows, kind).toHaveLength(1);
    }
    // Past the next hourly occurrences, wherever the earlier test (which moved the clock a day and back) left them.
    app.container.clock.advance(26 * 3600_000);
    const result = await app.container.jobs.runDue();
    expect(result.failed).toBe(0);
    expect(result.ran).toBeGreaterThanOrEqual(2);
  });
});

describe('without the development tools', () => {
  it('in production the clock and job paths do not exist', async () => {
    const production = await buildTestApp({
      settings: {
        NODE_ENV: 'production',
        VERIFICATION_CODE_PEPPER: 'a-long-random-production-pepper-0123456789abcdef',
        FILES_SIGNING_SECRET: 'a-long-random-production-files-secret-0123456789',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        MAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        MAIL_FROM: 'desk@example.com',
        WECHAT_PROVIDER: 'wechat',
        WECHAT_APP_ID: 'wx0000000000000000',
        WECHAT_APP_SECRET: 'secret',
        // commerce (issue 13): production refuses the payment sandbox; live keys are read on first payment only
        PAYMENT_PROVIDER: 'live',
        WECHATPAY_MCH_ID: '1900000001',
        WECHATPAY_APP_ID: 'wx0000000000000000',
        WECHATPAY_SERIAL_NO: 'ABC123',
        WECHATPAY_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem',
        WECHATPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
        WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: '/keys/wechatpay_pub.pem',
        WECHATPAY_PLATFORM_KEY_ID: 'PUB_KEY_ID_0001',
        ALIPAY_APP_ID: '2021000000000000',
        ALIPAY_SELLER_ID: '2088000000000000',
        ALIPAY_PRIVATE_KEY_PATH: '/keys/alipay_app_key.pem',
        ALIPAY_PUBLIC_KEY_PATH: '/keys/alipay_public.pem',
      },
    });
    try {
      expect((await postFrom(production, '/dev/jobs/run')).status).toBe(404);
      expect((await postFrom(production, '/dev/clock', { advanceSeconds: 60 })).status).toBe(404);
    } finally {
      await closeTestApp(production);
    }
  });
});
