import { describe, expect, it } from 'vitest';
import { createUserCache } from './user-cache';

/** A bus with one process's handlers only; `shared` says whether other processes' changes could arrive. */
const fakeBus = () => {
  const handlers: ((change: { users: string[] }) => void)[] = [];
  const gaps: (() => void)[] = [];
  const bus = {
    shared: true,
    subscribe: (_topic: string, handler: (change: { users: string[] }) => void) => void handlers.push(handler),
    onGap: (handler: () => void) => void gaps.push(handler),
    publish: (users: string[]) => handlers.forEach((handler) => handler({ users })),
    gap: () => gaps.forEach((handler) => handler()),
  };
  return { bus, changes: { subscribe: bus.subscribe, onGap: bus.onGap, shared: () => bus.shared } as never };
};

/** A cache over a counting read: each value says which read made it. */
const counting = (options: { seconds?: number; maxEntries?: number; maxKeysPerUser?: number } = {}) => {
  const { bus, changes } = fakeBus();
  let now = 0;
  let reads = 0;
  let pending: (() => void) | null = null;
  const cache = createUserCache<string>({
    seconds: options.seconds ?? 5,
    maxEntries: options.maxEntries,
    maxKeysPerUser: options.maxKeysPerUser,
    changes,
    topic: 'messages',
    monotonicMs: () => now,
    read: async (userId, key) => {
      reads += 1;
      const value = `${userId}/${key}#${reads}`;
      if (pending === null) return value;
      await new Promise<void>((resolve) => (pending = resolve));
      pending = null;
      return value;
    },
  });
  return {
    cache,
    bus,
    advance: (ms: number) => (now += ms),
    /** The next read waits until `release` (to change something while it is in flight). */
    holdNextRead: () => (pending = () => undefined),
    release: () => pending?.(),
  };
};

describe('createUserCache', () => {
  it('serves a value per user and key until the user is named in a change', async () => {
    const { cache, bus } = counting();
    expect(await cache.get('ann', '5:0')).toBe('ann/5:0#1');
    expect(await cache.get('ann', '5:0')).toBe('ann/5:0#1');
    expect(await cache.get('ann', '10:0')).toBe('ann/10:0#2');
    expect(await cache.get('bob', '5:0')).toBe('bob/5:0#3');
    bus.publish(['ann']);
    expect(await cache.get('ann', '5:0')).toBe('ann/5:0#4');
    expect(await cache.get('ann', '10:0')).toBe('ann/10:0#5');
    expect(await cache.get('bob', '5:0')).toBe('bob/5:0#3');
    bus.publish([]);
    expect(await cache.get('bob', '5:0')).toBe('bob/5:0#6');
  });

  it('reads again once `seconds` have passed, and always with 0 seconds', async () => {
    const timed = counting({ seconds: 5 });
    await timed.cache.get('ann');
    timed.advance(4_999);
    expect(await timed.cache.get('ann')).toBe('ann/#1');
    timed.advance(1);
    expect(await timed.cache.get('ann')).toBe('ann/#2');
    const off = counting({ seconds: 0 });
    await off.cache.get('ann');
    expect(await off.cache.get('ann')).toBe('ann/#2');
  });

  it('does not keep a read that a change overtook', async () => {
    const { cache, bus, holdNextRead, release } = counting();
    holdNextRead();
    const inFlight = cache.get('ann');
    bus.publish(['bob']);
    release();
    expect(await inFlight).toBe('ann/#1');
    expect(await cache.get('ann')).toBe('ann/#2');
  });

  it('keeps nothing while other processes cannot be heard, and forgets everything on a gap', async () => {
    const { cache, bus } = counting();
    await cache.get('ann');
    bus.gap();
    expect(await cache.get('ann')).toBe('ann/#2');
    bus.shared = false;
    expect(await cache.get('bob')).toBe('bob/#3');
    expect(await cache.get('bob')).toBe('bob/#4');
  });

  it('drops the least recently used user and a user\'s oldest key past the bounds', async () => {
    const { cache } = counting({ maxEntries: 2, maxKeysPerUser: 2 });
    await cache.get('ann', 'a');
    await cache.get('ann', 'b');
    await cache.get('ann', 'c');
    expect(await cache.get('ann', 'b')).toBe('ann/b#2');
    expect(await cache.get('ann', 'a')).toBe('ann/a#4');
    await cache.get('bob');
    await cache.get('ann', 'a');
    await cache.get('cat');
    expect(await cache.get('ann', 'a')).toBe('ann/a#4');
    expect(await cache.get('bob')).toBe('bob/#7');
  });
});
