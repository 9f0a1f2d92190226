import { describe, expect, it } from 'vitest';
import { internationalFormOf, normaliseMobile, PhoneRegion } from './phone';

describe(normaliseMobile.name, () => {
  // Spec §3: region codes 1 +86, 2 +852, 3 +853, 4 +886; mainland stored without prefix.
  it.each([
    ['13800138000', PhoneRegion.Mainland, '13800138000'],
    ['+86 138 0013 8000', PhoneRegion.Mainland, '13800138000'],
    ['9123 4567', PhoneRegion.HongKong, '85291234567'],
    ['+852-9123-4567', PhoneRegion.HongKong, '85291234567'],
    ['66123456', PhoneRegion.Macau, '85366123456'],
    ['0912345678', PhoneRegion.Taiwan, '886912345678'],
    ['886912345678', PhoneRegion.Taiwan, '886912345678'],
  ])('%s in region %i is stored as %s', (input, region, stored) => {
    expect(normaliseMobile(input, region)).toBe(stored);
  });

  it.each([
    ['1380013800', PhoneRegion.Mainland],
    ['23456789', PhoneRegion.HongKong],
    ['91234567', PhoneRegion.Mainland],
    ['56123456', PhoneRegion.Macau],
    ['abc', PhoneRegion.HongKong],
    ['', PhoneRegion.HongKong],
  ])('rejects %s in region %i', (input, region) => {
    expect(normaliseMobile(input, region)).toBeUndefined();
  });
});

describe(internationalFormOf.name, () => {
  it.each([
    ['13800138000', '+8613800138000'],
    ['85291234567', '+85291234567'],
  ])('%s → %s', (stored, international) => expect(internationalFormOf(stored)).toBe(international));
});
