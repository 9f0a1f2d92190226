import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter';

describe(createFixedWindowLimiter.name, () => {
  const setup = () => {
    let now = 1_000_000;
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000, clock: () => now });
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('allows `limit` calls per key in a window, then refuses', () => {
    const { limiter } = setup();
    expect([1, 2, 3, 4].map(() => limiter.tryConsume('1.2.3.4'))).toEqual([true, true, true, false]);
  });

  it('counts each key on its own', () => {
    const { limiter } = setup();
    for (let call = 0; call < 3; call += 1) limiter.tryConsume('1.2.3.4');
    expect(limiter.tryConsume('5.6.7.8')).toBe(true);
  });

  it('starts again when the window has passed, not before', () => {
    const { limiter, advance } = setup();
    for (let call = 0; call < 3; call += 1) limiter.tryConsume('1.2.3.4');
    advance(59_999);
    expect(limiter.tryConsume('1.2.3.4')).toBe(false);
    advance(1);
    expect(limiter.tryConsume('1.2.3.4')).toBe(true);
  });
});
