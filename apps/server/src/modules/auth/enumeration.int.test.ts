import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { postFormFrom, uniqueLocalHongKongMobile } from '../../../test/verification';

/*
 * Issue 11 finding 4: /login with a code and /resetPassword must not tell a registered number from an
 * unregistered one (same errCode, message, data and HTTP status).
 */
describe('no account enumeration through sign-in by code and password reset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));
  let counter = 0;

  const answer = async (url: string, fields: Record<string, string>, remoteAddress: string) => {
    const reply = await postFormFrom(app, url, fields, remoteAddress);
    return { status: reply.statusCode, body: reply.json() };
  };

  it.each([
    ['/api/login', (phone: string) => ({ loginName: phone, phoneType: '2', code: '123456' })],
    ['/api/resetPassword', (phone: string) => ({ phone, phoneType: '2', code: '123456', passWord: 'NewPass22' })],
  ])('%s answers a registered and an unregistered number alike', async (url, fieldsFor) => {
    const registered = (await buildUser(app)).user.phone!.slice(3);
    const unregistered = uniqueLocalHongKongMobile();
    for (const language of ['1', '2', '3']) {
      const known = await answer(url, { ...fieldsFor(registered), language }, '10.4.0.1');
      const unknown = await answer(url, { ...fieldsFor(unregistered), language }, '10.4.0.2');
      expect(unknown).toEqual(known);
      expect(known.body.errCode).toBe(-3);
    }
  });

  it.each([
    ['/api/login', (phone: string) => ({ loginName: phone, phoneType: '2', code: '123456' })],
    ['/api/resetPassword', (phone: string) => ({ phone, phoneType: '2', code: '123456', passWord: 'NewPass22' })],
    ['/api/login', (phone: string) => ({ loginName: phone, phoneType: '2', password: 'Guess12345' })],
  ])('%s counts under the phone look-up limit of /phoneIsExist (20 a minute per address)', async (url, fieldsFor) => {
    const address = `10.5.${(counter += 1)}.1`;
    for (let index = 0; index < 20; index += 1) {
      expect((await answer(url, fieldsFor(uniqueLocalHongKongMobile()), address)).body.errCode).not.toBe(429);
    }
    expect((await answer(url, fieldsFor(uniqueLocalHongKongMobile()), address)).body.errCode).toBe(429);
    // the same budget as /phoneIsExist
    expect((await answer('/api/phoneIsExist', { phone: uniqueLocalHongKongMobile(), phoneType: '2' }, address)).body.errCode).toBe(429);
    expect((await answer(url, fieldsFor(uniqueLocalHongKongMobile()), `10.6.${counter}.1`)).body.errCode).not.toBe(429);
  });
});
