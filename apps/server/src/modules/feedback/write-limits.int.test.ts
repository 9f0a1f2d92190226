import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { postFormFrom } from '../../../test/verification';

/*
 * Issue 11 finding 8: feedback and e-mail codes are anonymous writes, limited per client address and
 * per signed-in account in the shared database counters (so every process counts together).
 */
describe('limits on feedback and e-mail codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const feedback = (remoteAddress: string, extra: Record<string, string> = {}) =>
    postFormFrom(app, '/api/common/addFeedBack', { name: 'Tom', phone: '85291234567', content: 'More A-share notices', language: '2', ...extra }, remoteAddress);
  let counter = 0;
  const emailCode = (remoteAddress: string, extra: Record<string, string> = {}) =>
    postFormFrom(app, '/api/common/sendEmailCode', { type: '1', email: `limit${(counter += 1)}@mailbox.example`, language: '2', ...extra }, remoteAddress);

  it('takes 10 feedbacks an hour from one client address, then answers -5 with the wait', async () => {
    for (let index = 0; index < 10; index += 1) expect((await feedback('198.18.0.1')).json().errCode).toBe(0);
    const refused = await feedback('198.18.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errCode: -5, resultData: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.json().resultMsg).toMatch(/Too many submissions/);
    // another address is not affected
    expect((await feedback('198.18.0.2')).json().errCode).toBe(0);
  });

  it('takes 10 feedbacks an hour from one account, whatever the address', async () => {
    const { token } = await buildUser(app);
    for (let index = 0; index < 10; index += 1) expect((await feedback(`198.18.1.${index + 1}`, { token })).json().errCode).toBe(0);
    expect((await feedback('198.18.1.99', { token })).json().errCode).toBe(-5);
  });

  it('sends 10 e-mail codes an hour to one client address, then -5', async () => {
    for (let index = 0; index < 10; index += 1) expect((await emailCode('198.18.2.1')).json().errCode).toBe(0);
    expect((await emailCode('198.18.2.1')).json()).toMatchObject({ errCode: -5, resultData: { retryAfterSeconds: expect.any(Number) } });
  });

  it('sends 5 e-mail codes an hour to one signed-in account, whatever the address', async () => {
    const { token } = await buildUser(app);
    for (let index = 0; index < 5; index += 1) expect((await emailCode(`198.18.3.${index + 1}`, { token })).json().errCode).toBe(0);
    expect((await emailCode('198.18.3.99', { token })).json().errCode).toBe(-5);
  });
});
