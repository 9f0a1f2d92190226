import { describe, expect, it } from 'vitest';
import { formatCents, formatFileSize, maskMobile } from './display';

describe(maskMobile.name, () => {
  // Spec §9: keep the first 3 and last 4 digits.
  it.each([
    ['13800138000', '138****8000'],
    ['85291234567', '852****4567'],
    ['91234567', '912*4567'],
    ['1234567', '123****'],
    ['123', '123'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskMobile(phone)).toBe(masked);
  });
});

describe(formatFileSize.name, () => {
  // Spec §9: under 100 KB shows KB (0 as 1 KB), otherwise MB with 2 decimals.
  it.each([
    [0, '1 KB'],
    [500, '1 KB'],
    [2048, '2 KB'],
    [99 * 1024, '99 KB'],
    [100 * 1024, '0.10 MB'],
    [10 * 1024 * 1024, '10.00 MB'],
    [1.5 * 1024 * 1024, '1.50 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe(formatCents.name, () => {
  // Spec §9: prices in cents shown as value / 100 with 2 decimals.
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [199900, '1999.00'],
    [12345, '123.45'],
    [-250, '-2.50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
