/**
 * Spec §5 "non-empty check": undefined, null, '', 'NA', 'null', 'undefined'
 * and false all count as empty (the legacy client sent these literally).
 */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && ['', 'NA', 'null', 'undefined'].includes(value.trim()));

/** Characters that take two columns: CJK, full-width forms, Hangul, kana. */
const DOUBLE_WIDTH = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

/** Spec §5: string length where a double-width character counts as 2. */
export const doubleWidthLength = (text: string): number => {
  let length = 0;
  for (const character of text) length += DOUBLE_WIDTH.test(character) ? 2 : 1;
  return length;
};

/** Spec §5: a number input allows at most 5 decimals (and an optional sign). */
export const NUMBER_INPUT_PATTERN = /^-?\d+(\.\d{1,5})?$/;

/** True when `text` is a plain decimal number with at most 5 decimals. */
export const isNumberWithinFiveDecimals = (text: string): boolean => NUMBER_INPUT_PATTERN.test(text.trim());

/**
 * Spec §5 phone rule: digits with an optional leading +, starting with a
 * nonzero digit. Length 5–15 digits covers the regions we serve (E.164 max 15).
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{4,14}$/;

/** True when `text` is a phone number by the spec §5 rule. */
export const isValidPhone = (text: string): boolean => PHONE_PATTERN.test(text.trim());

/** Standard e-mail shape (spec §5 'email incorrect'). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True when `text` looks like an e-mail address. */
export const isValidEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim());
