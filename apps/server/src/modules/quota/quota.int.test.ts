import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const requestOf = (actor: FastifyRequest['actor'], ip = '203.0.113.7') => ({ actor, ip }) as FastifyRequest;

describe('QuotaService', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('counts a free user per day and refuses the 11th search with 1999 and the limit', async () => {
    const { user, organisation } = await buildUser(app);
    const request = requestOf({ kind: 'user', sessionId: 's', user, organisation });
    for (let use = 1; use <= 10; use += 1) expect(await app.container.quota.consume(request, 'search')).toEqual({ used: use, limit: 10 });
    const refused = await app.container.quota.consume(request, 'search').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'QUOTA_SEARCH_EXCEEDED', errCode: 1999, data: { limit: 10, visitor: false } });
    // company look-ups have their own count (spec §6)
    expect(await app.container.quota.consume(request, 'company')).toEqual({ used: 1, limit: 10 });
  });

  it('counts visitors by address and marks the refusal for the login prompt', async () => {
    const request = requestOf({ kind: 'visitor' }, '198.51.100.9');
    for (let use = 1; use <= 10; use += 1) await app.container.quota.consume(request, 'company');
    await expect(app.container.quota.consume(request, 'company')).rejects.toMatchObject({ errCode: 2000, data: { visitor: true } });
    expect(await app.container.quota.consume(requestOf({ kind: 'visitor' }, '198.51.100.10'), 'company')).toEqual({ used: 1, limit: 10 });
  });

  it('does not count VIP members', async () => {
    const { user, organisation } = await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: new Date(Date.now() + 86_400_000) } });
    const request = requestOf({ kind: 'user', sessionId: 's', user, organisation });
    for (let use = 0; use < 12; use += 1) expect(await app.container.quota.consume(request, 'search')).toEqual({ used: 0, limit: null });
  });

  it('never lets concurrent calls overshoot the limit', async () => {
    const { user, organisation } = await buildUser(app);
    const request = requestOf({ kind: 'user', sessionId: 's', user, organisation });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => app.container.quota.consume(request, 'search')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await app.container.quota.usedToday(`user:${user.id}`, 'search')).toBe(10);
  });
});
