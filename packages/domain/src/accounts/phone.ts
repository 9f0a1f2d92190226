/**
 * Phone regions of the profile dialog (spec §3): 1 +86, 2 +852, 3 +853, 4 +886.
 * Numbers are stored canonically: mainland numbers as the 11 digits, the
 * others with their country code in front (the spec's "adds prefix" helper).
 */
export const PhoneRegion = { Mainland: 1, HongKong: 2, Macau: 3, Taiwan: 4 } as const;
export type PhoneRegionCode = (typeof PhoneRegion)[keyof typeof PhoneRegion];

type RegionRule = { dialCode: string; mobile: RegExp; storedWithPrefix: boolean };

// Mobile number plans: mainland 1[3-9]xxxxxxxxx; HK 8 digits from 4-9; Macau 8 digits from 6; Taiwan 9 from 9 (drop the trunk 0).
const REGION_RULES: Record<PhoneRegionCode, RegionRule> = {
  1: { dialCode: '86', mobile: /^1[3-9]\d{9}$/, storedWithPrefix: false },
  2: { dialCode: '852', mobile: /^[4-9]\d{7}$/, storedWithPrefix: true },
  3: { dialCode: '853', mobile: /^6\d{7}$/, storedWithPrefix: true },
  4: { dialCode: '886', mobile: /^9\d{8}$/, storedWithPrefix: true },
};

/** True when `value` is one of the four region codes. */
export const isPhoneRegion = (value: number): value is PhoneRegionCode => value in REGION_RULES;

/** The dial code (without +) of a region: 86, 852, 853, 886. */
export const dialCodeOf = (region: PhoneRegionCode): string => REGION_RULES[region].dialCode;

/**
 * The canonical stored form of a mobile number entered for a region, or
 * undefined when it is not a mobile number of that region. Accepts spaces,
 * dashes, a leading + and the country code typed again.
 */
export const normaliseMobile = (input: string, region: PhoneRegionCode): string | undefined => {
  const rule = REGION_RULES[region];
  let digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.startsWith(rule.dialCode) && !rule.mobile.test(digits)) digits = digits.slice(rule.dialCode.length);
  if (region === PhoneRegion.Taiwan && digits.startsWith('0')) digits = digits.slice(1);
  if (!rule.mobile.test(digits)) return undefined;
  return rule.storedWithPrefix ? `${rule.dialCode}${digits}` : digits;
};

/** The international form (+852 9123 4567 → '+85291234567') of a canonical number. */
export const internationalFormOf = (stored: string): string => (/^1[3-9]\d{9}$/.test(stored) ? `+86${stored}` : `+${stored}`);
