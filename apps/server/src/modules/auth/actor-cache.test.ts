import { describe, expect, it } from 'vitest';
import type { Actor } from './access.policy';
import { createActorCache } from './actor-cache';

type UserActor = Extract<Actor, { kind: 'user' }>;
const actorOf = (sessionId: string, userId: string, organisationId: string) =>
  ({ kind: 'user', sessionId, user: { id: userId }, organisation: { id: organisationId } }) as unknown as UserActor;

describe('session → actor cache', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const later = new Date('2026-11-28T00:00:00Z');
  const setup = (maxEntries = 10) => {
    let clock = 0;
    const cache = createActorCache({ ttlMs: 5000, maxEntries, monotonicMs: () => clock });
    return { cache, advance: (ms: number) => (clock += ms) };
  };

  it('serves an entry for the TTL only, and never past its session expiry', () => {
    const { cache, advance } = setup();
    const actor = actorOf('s1', 'u1', 'o1');
    cache.store('t1', actor, later, cache.begin());
    expect(cache.get('t1', now)).toBe(actor);
    expect(cache.get('t1', later)).toBeUndefined();
    cache.store('t1', actor, later, cache.begin());
    advance(4999);
    expect(cache.get('t1', now)).toBe(actor);
    advance(1);
    expect(cache.get('t1', now)).toBeUndefined();
  });

  it('drops the entries of a changed user, organisation or session, and everything for an empty change', () => {
    const { cache } = setup();
    const entries = [actorOf('s1', 'u1', 'o1'), actorOf('s2', 'u2', 'o1'), actorOf('s3', 'u3', 'o2'), actorOf('s4', 'u4', 'o3')];
    const storeAll = () => entries.forEach((actor, index) => cache.store(`t${index}`, actor, later, cache.begin()));
    storeAll();
    cache.invalidate({ users: ['u1'] });
    expect(['t0', 't1', 't2', 't3'].map((token) => cache.get(token, now) !== undefined)).toEqual([false, true, true, true]);
    cache.invalidate({ organisations: ['o1'] });
    expect(['t1', 't2', 't3'].map((token) => cache.get(token, now) !== undefined)).toEqual([false, true, true]);
    cache.invalidate({ sessions: ['s3'] });
    expect(['t2', 't3'].map((token) => cache.get(token, now) !== undefined)).toEqual([false, true]);
    storeAll();
    cache.invalidate({});
    expect(cache.size()).toBe(0);
  });

  it('does not keep a lookup that began before a change', () => {
    const { cache } = setup();
    const since = cache.begin();
    cache.invalidate({ users: ['someone else'] });
    cache.store('t1', actorOf('s1', 'u1', 'o1'), later, since);
    expect(cache.get('t1', now)).toBeUndefined();
  });

  it('keeps at most maxEntries, the least recently used out first', () => {
    const { cache } = setup(2);
    cache.store('a', actorOf('sa', 'ua', 'o'), later, cache.begin());
    cache.store('b', actorOf('sb', 'ub', 'o'), later, cache.begin());
    expect(cache.get('a', now)).toBeDefined();
    cache.store('c', actorOf('sc', 'uc', 'o'), later, cache.begin());
    expect(cache.size()).toBe(2);
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('a', now)).toBeDefined();
    expect(cache.get('c', now)).toBeDefined();
  });
});
