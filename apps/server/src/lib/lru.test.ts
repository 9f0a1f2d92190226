import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('createLru', () => {
  it('drops the least recently used entry when full, a read counting as a use', () => {
    const lru = createLru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.size()).toBe(2);
  });

  it('deletes one key, the entries whose value matches, or everything', () => {
    const lru = createLru<string, { user: string }>(10);
    for (const [key, user] of [['t1', 'u1'], ['t2', 'u2'], ['t3', 'u1']] as const) lru.set(key, { user });
    expect(lru.delete('t2')).toBe(true);
    expect(lru.delete('t2')).toBe(false);
    lru.set('t4', { user: 'u3' });
    lru.deleteWhere((value) => value.user === 'u1');
    expect([lru.get('t1'), lru.get('t3'), lru.get('t4')]).toEqual([undefined, undefined, { user: 'u3' }]);
    lru.clear();
    expect(lru.size()).toBe(0);
  });

  it('keeps nothing with room for none', () => {
    const lru = createLru<string, number>(0);
    lru.set('a', 1);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size()).toBe(0);
    expect(lru.delete('a')).toBe(false);
  });
});
