import { describe, expect, it } from 'vitest';
import { emailTargetOf, generateCode, generateTicket, hashSecret, isSameHash, phoneRuleFor, phoneTargetsOf, startOfHongKongDay } from './verification-code';

describe(generateCode.name, () => {
  it('gives six digits, leading zeros included', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe(generateTicket.name, () => {
  it('gives a URL-safe 256-bit ticket', () => {
    expect(generateTicket()).toMatch(/^[\w-]{43}$/);
  });
});

describe(hashSecret.name, () => {
  it('is a hex SHA-256 HMAC bound to the pepper and the scope', () => {
    const hash = hashSecret('pepper-one-0123456789', 'sms:85291234567:login', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret('pepper-one-0123456789', 'sms:85291234567:login', '123456')).toBe(hash);
    expect(hashSecret('pepper-two-0123456789', 'sms:85291234567:login', '123456')).not.toBe(hash);
    expect(hashSecret('pepper-one-0123456789', 'sms:85291234567:register', '123456')).not.toBe(hash);
    expect(isSameHash(hash, hashSecret('pepper-one-0123456789', 'sms:85291234567:login', '123456'))).toBe(true);
    expect(isSameHash(hash, hashSecret('pepper-one-0123456789', 'sms:85291234567:login', '123457'))).toBe(false);
    expect(isSameHash(hash, 'abc')).toBe(false);
  });
});

describe(startOfHongKongDay.name, () => {
  // Hong Kong is UTC+8 all year, so its day starts at 16:00 UTC the day before.
  it.each([
    ['2031-05-06T02:00:00Z', '2031-05-05T16:00:00.000Z'],
    ['2031-05-06T15:59:59Z', '2031-05-05T16:00:00.000Z'],
    ['2031-05-06T16:00:00Z', '2031-05-06T16:00:00.000Z'],
    ['2031-12-31T23:00:00Z', '2031-12-31T16:00:00.000Z'],
  ])('%s belongs to the day starting %s', (now, start) => {
    expect(startOfHongKongDay(new Date(now)).toISOString()).toBe(start);
  });
});

describe(phoneRuleFor.name, () => {
  it.each([
    ['login', 'registered'],
    ['resetPassword', 'registered'],
    ['register', 'unregistered'],
    ['bindPhone', 'unregistered'],
    ['changePhone', 'unregistered'],
    ['addMember', 'unregistered'],
    ['confirmPhone', 'own'],
  ] as const)('%s needs a %s number', (purpose, rule) => {
    expect(phoneRuleFor(purpose)).toBe(rule);
  });
});

describe(phoneTargetsOf.name, () => {
  it('reads the number for the given region', () => {
    expect(phoneTargetsOf('9123 4567', 2)).toEqual(['85291234567']);
    expect(phoneTargetsOf('+86 138 0013 8000', 1)).toEqual(['13800138000']);
    expect(phoneTargetsOf('91234567', 1)).toEqual([]);
  });

  it('tries every region when none is given', () => {
    expect(phoneTargetsOf('61234567')).toEqual(['85261234567', '85361234567']);
    expect(phoneTargetsOf('85291234567')).toEqual(['85291234567']);
  });
});

describe(emailTargetOf.name, () => {
  it('trims and lower-cases', () => {
    expect(emailTargetOf('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
});
