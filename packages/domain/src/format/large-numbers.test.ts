import { describe, expect, it } from 'vitest';
import { formatLargeNumber } from './large-numbers';

describe(formatLargeNumber.name, () => {
  it.each([
    // 00700: 1.18bn shares at HK$384.40 is about HK$453.6bn
    [453_592_000_000, 'zh-HK', '4,535.92億'],
    [453_592_000_000, 'zh-CN', '4,535.92亿'],
    [453_592_000_000, 'en', '453.59bn'],
    [1_230_000_000, 'zh-HK', '12.3億'],
    [1_230_000_000, 'en', '1.23bn'],
    [3_200_000_000_000, 'zh-HK', '3.2萬億'],
    [3_200_000_000_000, 'zh-CN', '3.2万亿'],
    [56_780_000, 'zh-HK', '5,678萬'],
    [56_780_000, 'zh-CN', '5,678万'],
    [56_780_000, 'en', '56.78m'],
    [12_345, 'zh-CN', '1.23万'],
    [9_940, 'zh-HK', '9,940'],
    [9_999, 'zh-HK', '1萬'],
    [99_999_999, 'zh-HK', '1億'],
    [-250_000_000, 'zh-CN', '-2.5亿'],
    [0, 'zh-HK', '0'],
  ] as const)('%d in %s is %s', (value, locale, expected) => {
    expect(formatLargeNumber(value, locale)).toBe(expected);
  });

  // English keeps the short scale as before (en-GB: k, m, bn).
  it('never writes the English k/m/bn (or K/M/B) in Chinese', () => {
    for (const value of [1e4, 1e6, 1e9, 1e12]) {
      expect(formatLargeNumber(value, 'zh-HK')).not.toMatch(/[KMBkmn]/);
      expect(formatLargeNumber(value, 'zh-CN')).not.toMatch(/[KMBkmn]/);
    }
  });
});
