import { describe, expect, it } from 'vitest';
import { LanguageCode, localeFromLanguageParam } from './common';

describe(localeFromLanguageParam.name, () => {
  // Spec §4: zhHk=1, en=2, zh=3.
  it.each([
    ['1', 'zh-HK'],
    [1, 'zh-HK'],
    ['2', 'en'],
    ['3', 'zh-CN'],
    ['en-GB', 'en'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
  ])('maps %j to %s', (value, locale) => {
    expect(localeFromLanguageParam(value)).toBe(locale);
  });

  it.each([undefined, null, '', '4', 'fr', 'klingon'])('gives nothing for %j', (value) => {
    expect(localeFromLanguageParam(value)).toBeUndefined();
  });

  it('round-trips every numeric code', () => {
    for (const [locale, code] of Object.entries(LanguageCode)) expect(localeFromLanguageParam(code)).toBe(locale);
  });
});
