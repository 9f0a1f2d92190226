import { describe, expect, it } from 'vitest';
import { compare, divide, formatExact, formatPlain, parseDecimal, percent, subtract, toPercent, type Exact } from './decimal';

const value = (text: string): Exact => parseDecimal(text) as Exact;

describe(parseDecimal.name, () => {
  it.each([
    ['1,234.50', '1234.5'],
    ['0.1', '0.1'],
    [' -3 ', '-3'],
    ['.5', '0.5'],
    ['1e-7', '0.0000001'],
    ['2.5E+3', '2500'],
  ])('hk-rules §0 decimal arithmetic: parses %j exactly as %s', (text, expected) => {
    expect(formatPlain(value(text))).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '--1', 'NaN'])('spec §5: rejects the non-number %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('reads a JS number through its shortest decimal form (0.1 stays 0.1)', () => {
    expect(formatPlain(parseDecimal(0.1) as Exact)).toBe('0.1');
    expect(parseDecimal(Number.NaN)).toBeNull();
  });
});

describe('exact arithmetic', () => {
  // hk-rules §0: 0.88 against 1.10 is exactly a 20.00 % discount, which is "20 % or more".
  it('hk-rules §0: computes the 0.88 / 1.10 discount as exactly 20 %', () => {
    const discount = toPercent(divide(subtract(value('1.10'), value('0.88')), value('1.10')));
    expect(compare(discount, toPercent(percent('20')))).toBe(0);
    expect(formatExact(discount, 2)).toBe('20.00');
  });

  it.each([
    ['2', '3', 4, 'halfUp', '0.6667'],
    ['2', '3', 4, 'down', '0.6666'],
    ['-1', '8', 2, 'halfUp', '-0.13'],
    ['1', '200', 2, 'halfUp', '0.01'],
    ['-1', '1000', 2, 'halfUp', '0.00'],
  ] as const)('hk-rules §0: formats %s/%s to %i places (%s) as %s', (numerator, denominator, places, mode, expected) => {
    expect(formatExact(divide(value(numerator), value(denominator)), places, mode)).toBe(expected);
  });
});
