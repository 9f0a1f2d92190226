/**
 * Search keyword rules (spec §5, §8): keywords are Chinese or English, not
 * both; a term in double quotes is one phrase; other terms are split on
 * spaces. Shared by the web (instant feedback) and the server (the rule).
 */

export type KeywordLanguage = 'zh' | 'en';

export type KeywordProblem =
  /** 'Input keyword(s) in either Chinese or English, not both.' */
  | 'mixedLanguages'
  /** Only symbols, nothing searchable. */
  | 'unrecognisedSymbols'
  /** A Chinese term of one character cannot be searched (the index holds pairs of characters). */
  | 'chineseTermTooShort'
  | 'tooManyTerms';

export type ParsedKeywords =
  | { ok: true; language: KeywordLanguage; terms: string[] }
  | { ok: false; problem: KeywordProblem };

export const MAX_KEYWORD_TERMS = 8;
export const MAX_KEYWORD_LENGTH = 100;

const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
// Characters that can be searched: Han, Latin letters and digits.
const SEARCHABLE = /[\p{Script=Han}\p{Script=Latin}\p{Nd}]/u;

/** Splits the input into terms: "quoted phrases" stay whole, the rest splits on white space. */
const splitTerms = (input: string): string[] => {
  const terms: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (const match of input.normalize('NFKC').matchAll(pattern)) {
    const term = (match[1] ?? match[2] ?? '').replace(/"/g, '').trim().replace(/\s+/g, ' ');
    if (term) terms.push(term);
  }
  return terms;
};

/**
 * Parses a keyword input. Digits may go with either language ("2024年報",
 * "2024 results"); Latin letters and Han characters may not be mixed.
 */
export const parseKeywords = (input: string): ParsedKeywords => {
  const terms = splitTerms(input).filter((term) => SEARCHABLE.test(term));
  if (terms.length === 0) return { ok: false, problem: 'unrecognisedSymbols' };
  if (terms.length > MAX_KEYWORD_TERMS) return { ok: false, problem: 'tooManyTerms' };
  const joined = terms.join(' ');
  const hasHan = HAN.test(joined);
  const hasLatin = LATIN_LETTER.test(joined);
  if (hasHan && hasLatin) return { ok: false, problem: 'mixedLanguages' };
  if (hasHan) {
    const hanCount = (term: string) => [...term].filter((char) => HAN.test(char)).length;
    // A lone character is not searchable, but "2024年" (digits + one character) is.
    if (terms.some((term) => hanCount(term) === 1 && !/\p{Nd}/u.test(term))) return { ok: false, problem: 'chineseTermTooShort' };
    return { ok: true, language: 'zh', terms };
  }
  return { ok: true, language: 'en', terms };
};
