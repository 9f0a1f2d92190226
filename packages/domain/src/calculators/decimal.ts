/**
 * Exact decimal arithmetic on bigint fractions. Amounts and percentages are
 * compared exactly (0.88 against 1.10 is a 20 % discount, not 19.999…), and
 * only the displayed strings are rounded.
 */

/** An exact fraction; `denominator` is always positive and the fraction is reduced. */
export type Exact = { readonly numerator: bigint; readonly denominator: bigint };

/** What a calculator accepts for an amount: a decimal string ('1,234.5') or a finite number. */
export type DecimalInput = string | number;

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

const greatestCommonDivisor = (first: bigint, second: bigint): bigint => {
  let a = first < 0n ? -first : first;
  let b = second < 0n ? -second : second;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** Builds a reduced fraction. @throws RangeError on a zero denominator. */
export const exact = (numerator: bigint, denominator: bigint = 1n): Exact => {
  if (denominator === 0n) throw new RangeError('Zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
};

/** Zero. */
export const ZERO: Exact = exact(0n);
/** One. */
export const ONE: Exact = exact(1n);

/**
 * Parses a decimal string or number exactly; thousands separators (',' or
 * spaces) are ignored. Returns null for anything that is not a finite decimal.
 */
export const parseDecimal = (input: DecimalInput): Exact | null => {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = (typeof input === 'number' ? String(input) : input).trim().replace(/[,\s]/g, '');
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const exponent = (exponentText ? Number(exponentText) : 0) - fraction.length;
  const signed = sign === '-' ? -digits : digits;
  return exponent >= 0 ? exact(signed * 10n ** BigInt(exponent)) : exact(signed, 10n ** BigInt(-exponent));
};

/** An integer as an exact value. */
export const fromInteger = (value: number | bigint): Exact => exact(BigInt(value));

/** a + b. */
export const add = (a: Exact, b: Exact): Exact =>
  exact(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);

/** a − b. */
export const subtract = (a: Exact, b: Exact): Exact =>
  exact(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);

/** a × b. */
export const multiply = (a: Exact, b: Exact): Exact => exact(a.numerator * b.numerator, a.denominator * b.denominator);

/** a ÷ b. @throws RangeError when b is zero. */
export const divide = (a: Exact, b: Exact): Exact => exact(a.numerator * b.denominator, a.denominator * b.numerator);

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export const compare = (a: Exact, b: Exact): -1 | 0 | 1 => {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** Sum of a list (0 for an empty list). */
export const sum = (values: readonly Exact[]): Exact => values.reduce(add, ZERO);

/** The larger of two values. */
export const maxExact = (a: Exact, b: Exact): Exact => (compare(a, b) >= 0 ? a : b);

/** The smaller of two values. */
export const minExact = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);

/** True when the value is below zero. */
export const isNegative = (value: Exact): boolean => value.numerator < 0n;

/** True when the value is zero. */
export const isZero = (value: Exact): boolean => value.numerator === 0n;

/** A percentage as a fraction: percent('20') is 1/5. @throws RangeError on a malformed literal. */
export const percent = (literal: string): Exact => {
  const value = parseDecimal(literal);
  if (!value) throw new RangeError(`Bad percent literal ${literal}`);
  return divide(value, fromInteger(100));
};

/** The fraction `part / whole` expressed in percent (×100). */
export const toPercent = (fraction: Exact): Exact => multiply(fraction, fromInteger(100));

/**
 * Decimal string with `decimals` places. 'halfUp' rounds half away from zero
 * (money); 'down' truncates toward zero, used for ratios so a shown figure
 * never reaches a threshold the exact value does not reach.
 */
export const formatExact = (value: Exact, decimals: number, mode: 'halfUp' | 'down' = 'halfUp'): string => {
  const scale = 10n ** BigInt(decimals);
  const negative = value.numerator < 0n;
  const absolute = negative ? -value.numerator : value.numerator;
  let scaled = (absolute * scale) / value.denominator;
  const remainder = (absolute * scale) % value.denominator;
  if (mode === 'halfUp' && remainder * 2n >= value.denominator) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
};

/** Plain decimal string of an exact value that has a finite decimal expansion, else rounded to 10 places. */
export const formatPlain = (value: Exact): string => {
  let denominator = value.denominator;
  let places = 0;
  while (denominator % 10n === 0n) {
    denominator /= 10n;
    places += 1;
  }
  while (denominator % 2n === 0n || denominator % 5n === 0n) {
    denominator /= denominator % 2n === 0n ? 2n : 5n;
    places += 1;
  }
  if (denominator !== 1n) return formatExact(value, 10);
  return formatExact(value, places);
};
