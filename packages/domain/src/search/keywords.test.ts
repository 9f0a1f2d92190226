import { describe, expect, it } from 'vitest';
import { parseKeywords } from './keywords';

describe('parseKeywords (spec §5, §8 keyword rules)', () => {
  it.each([
    ['盈利警告', { ok: true, language: 'zh', terms: ['盈利警告'] }],
    ['配售  供股', { ok: true, language: 'zh', terms: ['配售', '供股'] }],
    ['2024年報', { ok: true, language: 'zh', terms: ['2024年報'] }],
    ['2024年', { ok: true, language: 'zh', terms: ['2024年'] }],
    ['final results', { ok: true, language: 'en', terms: ['final', 'results'] }],
    ['"final results" 2024', { ok: true, language: 'en', terms: ['final results', '2024'] }],
    ['ＡＧＭ', { ok: true, language: 'en', terms: ['AGM'] }],
  ])('accepts %j', (input, expected) => {
    expect(parseKeywords(input)).toEqual(expected);
  });

  it.each([
    ['results 業績', 'mixedLanguages'],
    ['H股', 'mixedLanguages'],
    ['!!! ???', 'unrecognisedSymbols'],
    ['   ', 'unrecognisedSymbols'],
    ['股', 'chineseTermTooShort'],
    ['配售 股', 'chineseTermTooShort'],
    ['a b c d e f g h i', 'tooManyTerms'],
  ])('rejects %j as %s', (input, problem) => {
    expect(parseKeywords(input)).toEqual({ ok: false, problem });
  });
});
