import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';

/*
 * Issue 11 finding 8: a unique-key race that no service caught still answers its spec code from the
 * one table (db/unique-violations.ts), never 500. Drizzle wraps the driver's error; the cause carries
 * SQLSTATE 23505 and the constraint name on node-postgres and PGlite alike.
 */
describe('uncaught unique-key races', () => {
  const appThrowing = async (constraint: string) => {
    const app = Fastify({ logger: false });
    app.decorateRequest('locale', 'en');
    await app.register(errorHandlerPlugin);
    app.post('/api/race', async () => {
      throw new Error('Failed query: update "users" …', { cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint }) });
    });
    await app.ready();
    return app;
  };

  it.each([
    ['users_email_key', 409, 205],
    ['users_phone_key', 409, 204],
    ['favorites_folders_user_name_key', 409, 409],
    ['a_constraint_added_later_key', 409, 409],
  ])('answers a race on %s with HTTP %i and errCode %i', async (constraint, status, errCode) => {
    const app = await appThrowing(constraint);
    const response = await app.inject({ method: 'POST', url: '/api/race' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errCode, resultData: null });
    expect(response.body).not.toMatch(/duplicate key|constraint/);
    await app.close();
  });
});
