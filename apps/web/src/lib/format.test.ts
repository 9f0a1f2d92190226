import { describe, expect, it } from 'vitest';
import { formatBandMillions, formatCompact } from './format';

// Issue 18: Chinese counts large amounts in 萬 and 億, never in "B" or "M" or in millions.
describe('large amounts', () => {
  it.each([
    ['en', '15.77bn', '4,000'],
    ['zh-HK', '157.7億', '40億'],
    ['zh-CN', '157.7亿', '40亿'],
  ] as const)('%s: a market value as %s and a fee band of HK$4,000 million as %s', (locale, marketValue, band) => {
    expect(formatCompact(15_770_000_000, locale)).toBe(marketValue);
    expect(formatBandMillions(4_000, locale)).toBe(band);
  });

  it('never writes a Latin suffix in Chinese', () => {
    for (const locale of ['zh-HK', 'zh-CN'] as const)
      for (const value of [57_000_000, 1_230_000_000, 1.2e12, 300]) expect(formatCompact(value, locale)).not.toMatch(/[A-Za-z]/);
  });
});
