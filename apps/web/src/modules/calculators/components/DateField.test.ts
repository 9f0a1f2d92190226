import { describe, expect, it } from 'vitest';
import { todayIso } from './DateField';

describe(todayIso.name, () => {
  it.each([
    ['late evening UTC is already the next day in Hong Kong', '2026-11-24T17:30:00Z', '2026-11-25'],
    ['early morning UTC is the same day', '2026-11-24T01:00:00Z', '2026-11-24'],
    ['just before midnight in Hong Kong', '2026-12-31T15:59:59Z', '2026-12-31'],
  ])('%s', (_case, now, expected) => {
    expect(todayIso(new Date(now))).toBe(expected);
  });
});
