import { SearchLimits } from '@app/contracts';
import { parseKeywords, type KeywordProblem } from '@app/domain';

/**
 * Instant keyword feedback in the search form, with the rule the server
 * applies (parseKeywords of @app/domain, spec §5) and the server's own
 * messages (errors namespace), so the form and a reply never disagree.
 */

export type KeywordCheck = KeywordProblem | 'tooLong';

/** The problem with a keyword input, or undefined when it can be searched (an empty input lists everything). */
export const checkKeywords = (input: string): KeywordCheck | undefined => {
  if (input.trim() === '') return undefined;
  if (input.length > SearchLimits.keywordMax) return 'tooLong';
  const parsed = parseKeywords(input);
  return parsed.ok ? undefined : parsed.problem;
};

/** Translation key (with namespace) of each problem's message: the server's code or validation message. */
export const KEYWORD_MESSAGE_KEYS: Record<KeywordCheck, string> = {
  mixedLanguages: 'errors:codes.SEARCH_MIXED_LANGUAGE',
  unrecognisedSymbols: 'errors:codes.SEARCH_KEYWORD_INVALID',
  chineseTermTooShort: 'errors:codes.SEARCH_KEYWORD_INVALID',
  tooManyTerms: 'errors:codes.SEARCH_KEYWORD_INVALID',
  tooLong: 'errors:validation.disclosure.keywordLength',
};
