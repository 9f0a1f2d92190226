import { describe, expect, it } from 'vitest';
import { doubleWidthLength, isEmptyValue, isNumberWithinFiveDecimals, isValidEmail, isValidPhone } from './values';

describe(isEmptyValue.name, () => {
  // Spec §5: undefined, null, empty, 'NA', 'null', 'undefined' and false are empty.
  it.each([undefined, null, '', '  ', 'NA', 'null', 'undefined', false])('treats %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });
  it.each([0, '0', 'na', 'N/A', true, 'text', [], {}])('treats %j as not empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe(doubleWidthLength.name, () => {
  // Spec §5: double-width characters count as 2.
  it.each([
    ['', 0],
    ['abc', 3],
    ['合规', 4],
    ['A股公告', 7],
    ['ＡＢ', 4],
    ['𠀋', 2],
    ['2025年', 6],
  ])('%j has length %i', (text, length) => {
    expect(doubleWidthLength(text)).toBe(length);
  });
});

describe(isNumberWithinFiveDecimals.name, () => {
  // Spec §5: a number input allows at most 5 decimals.
  it.each(['0', '12', '-3', '1.5', '1.12345', ' 7.25 '])('accepts %j', (text) => {
    expect(isNumberWithinFiveDecimals(text)).toBe(true);
  });
  it.each(['', '1.123456', '1.', '.5', 'abc', '1e5', '1,000'])('rejects %j', (text) => {
    expect(isNumberWithinFiveDecimals(text)).toBe(false);
  });
});

describe(isValidPhone.name, () => {
  // Spec §5: digits with an optional leading +, nonzero first digit.
  it.each(['85291234567', '+8613800138000', '91234567', '+85366123456'])('accepts %j', (text) => {
    expect(isValidPhone(text)).toBe(true);
  });
  it.each(['', '0123456789', '+0852', '852-9123-4567', '1234', 'abc', '++852912345'])('rejects %j', (text) => {
    expect(isValidPhone(text)).toBe(false);
  });
});

describe(isValidEmail.name, () => {
  it.each(['a@b.hk', 'first.last@law-firm.com.hk'])('accepts %j', (text) => expect(isValidEmail(text)).toBe(true));
  it.each(['a@b', 'a b@c.com', '@x.com', 'plain'])('rejects %j', (text) => expect(isValidEmail(text)).toBe(false));
});
