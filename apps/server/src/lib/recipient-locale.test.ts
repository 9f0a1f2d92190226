import { describe, expect, it } from 'vitest';
import { recipientLocale } from './recipient-locale';

describe(recipientLocale.name, () => {
  it('takes the stored language over the language the thing was made in', () => {
    expect(recipientLocale('zh-CN', 'zh-HK')).toBe('zh-CN');
  });

  it('falls back to the first usable language when none is stored', () => {
    expect(recipientLocale(null, undefined, 'garbage', 'zh-HK', 'en')).toBe('zh-HK');
  });

  it('answers English when nothing is known (spec §1)', () => {
    expect(recipientLocale(undefined)).toBe('en');
    expect(recipientLocale('fr', null)).toBe('en');
  });
});
