import { describe, expect, it } from 'vitest';
import { dailyAt, every } from './schedules';

describe('dailyAt (Asia/Hong_Kong)', () => {
  const at0300 = dailyAt('03:00');
  it.each([
    // 02:00 HKT on 25 Nov is 18:00 UTC on 24 Nov: today's 03:00 HKT is still ahead.
    ['2026-11-24T18:00:00Z', '2026-11-24T19:00:00.000Z'],
    // exactly 03:00 HKT: the next is tomorrow's.
    ['2026-11-24T19:00:00Z', '2026-11-25T19:00:00.000Z'],
    // across the month end.
    ['2026-11-30T20:00:00Z', '2026-12-01T19:00:00.000Z'],
  ])('after %s → %s', (after, next) => {
    expect(at0300(new Date(after)).toISOString()).toBe(next);
  });
  it('refuses a time that is not HH:mm', () => {
    expect(() => dailyAt('3am')).toThrow(RangeError);
    expect(() => dailyAt('24:00')).toThrow(RangeError);
  });
});

describe('every', () => {
  it('is aligned to multiples of the period, strictly after', () => {
    expect(every(3600)(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(every(3600)(new Date('2026-11-25T10:59:59Z')).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
});
