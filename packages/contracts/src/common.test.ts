import { describe, expect, it } from 'vitest';
import { LanguageCode, localeFromAcceptLanguage, localeFromLanguageParam } from './common';

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
    // The usual tags, any case, with `_` or `-` (issue 18).
    ['zh_TW', 'zh-HK'],
    ['zh_HK', 'zh-HK'],
    ['ZH-HK', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-hant-tw', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['yue-HK', 'zh-HK'],
    ['yue', 'zh-HK'],
    ['zh_CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['en_US', 'en'],
    ['EN', 'en'],
  ])('maps %j to %s', (value, locale) => {
    expect(localeFromLanguageParam(value)).toBe(locale);
  });

  it.each([undefined, null, '', '4', 'fr', 'klingon', 'fr-HK', 'ja_JP'])('gives nothing for %j', (value) => {
    expect(localeFromLanguageParam(value)).toBeUndefined();
  });

  it('round-trips every numeric code', () => {
    for (const [locale, code] of Object.entries(LanguageCode)) expect(localeFromLanguageParam(code)).toBe(locale);
  });
});

describe(localeFromAcceptLanguage.name, () => {
  it.each([
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-HK'],
    ['en;q=0.5, zh_HK;q=0.9', 'zh-HK'],
    ['fr-FR, zh-CN;q=0.7, en;q=0.6', 'zh-CN'],
    ['zh-Hant;q=0, en', 'en'],
    ['yue-HK;q=0.8, zh-SG;q=0.8', 'zh-HK'],
    ['*, en;q=0.1', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, '', 'fr, de;q=0.5', 'zh;q=0'])('gives nothing for %j', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeUndefined();
  });
});
