import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoHandles } from '../../../test/shared-database';
import type { DatabaseHandle } from '../../db/client';
import { rateLimitsFor, type RateLimitRule } from './index';

const rule = (scope: string, limit = 3, windowSeconds = 60): RateLimitRule => ({ scope, limit, windowSeconds });

describe('rate limits in the database', () => {
  let handles: { first: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> };
  let now = new Date('2026-11-25T08:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    handles = await openTwoHandles();
  });
  afterAll(() => handles.close());

  it('allows `limit` calls in a window, refuses the next with the seconds left, and starts again when it ends', async () => {
    const limits = rateLimitsFor(handles.first.db, { clock });
    const r = rule('test.window');
    expect(await limits.consume(r, 'k')).toEqual({ allowed: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
    await limits.consume(r, 'k');
    expect(await limits.consume(r, 'k')).toEqual({ allowed: true, count: 3, remaining: 0, retryAfterSeconds: 0 });
    now = new Date(now.getTime() + 20_500);
    expect(await limits.consume(r, 'k')).toEqual({ allowed: false, count: 4, remaining: 0, retryAfterSeconds: 40 });
    expect(await limits.peek(r, 'k')).toEqual({ allowed: false, count: 4, remaining: 0, retryAfterSeconds: 40 });
    // another key and another scope count apart
    expect((await limits.consume(r, 'other')).count).toBe(1);
    expect((await limits.consume(rule('test.other-scope'), 'k')).count).toBe(1);
    now = new Date(now.getTime() + 40_000);
    expect(await limits.peek(r, 'k')).toEqual({ allowed: true, count: 0, remaining: 3, retryAfterSeconds: 0 });
    expect(await limits.consume(r, 'k')).toEqual({ allowed: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
  });

  it('peek does not count and reset starts the count again', async () => {
    const limits = rateLimitsFor(handles.first.db, { clock });
    const r = rule('test.reset', 2);
    expect(await limits.peek(r, 'k')).toMatchObject({ allowed: true, count: 0 });
    await limits.consume(r, 'k');
    expect(await limits.peek(r, 'k')).toMatchObject({ allowed: true, count: 1, remaining: 1 });
    await limits.consume(r, 'k');
    expect(await limits.peek(r, 'k')).toMatchObject({ allowed: false, count: 2, remaining: 0 });
    await limits.reset(r, 'k');
    expect(await limits.peek(r, 'k')).toMatchObject({ allowed: true, count: 0 });
  });

  it('two services on one database count together, exactly, under concurrent calls', async () => {
    const a = rateLimitsFor(handles.first.db, { clock });
    const b = rateLimitsFor(handles.second.db, { clock });
    const r = rule('test.shared', 10);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).consume(r, 'ip-1')));
    expect(results.map((x) => x.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.filter((x) => x.allowed)).toHaveLength(10);
    expect(await b.peek(r, 'ip-1')).toMatchObject({ count: 30, allowed: false });
  });

  it('a new service on the same database (a restart) still sees the count', async () => {
    const r = rule('test.restart', 1);
    await rateLimitsFor(handles.first.db, { clock }).consume(r, 'k');
    expect(await rateLimitsFor(handles.second.db, { clock }).consume(r, 'k')).toMatchObject({ allowed: false, count: 2 });
  });

  it('stores very long keys by their hash and housekeeping removes ended windows only', async () => {
    const limits = rateLimitsFor(handles.first.db, { clock });
    const long = 'x'.repeat(500);
    await limits.consume(rule('test.long', 1), long);
    expect(await limits.consume(rule('test.long', 1), long)).toMatchObject({ allowed: false, count: 2 });
    await limits.consume(rule('test.short-window', 5, 1), 'k');
    await limits.consume(rule('test.long-window', 5, 3600), 'k');
    now = new Date(now.getTime() + 5_000);
    await limits.removeEnded();
    now = new Date(now.getTime() - 5_000);
    expect(await limits.peek(rule('test.short-window', 5, 1), 'k')).toMatchObject({ count: 0 });
    expect(await limits.peek(rule('test.long-window', 5, 3600), 'k')).toMatchObject({ count: 1 });
  });
});
