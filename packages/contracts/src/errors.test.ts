import { describe, expect, it } from 'vitest';
import en from './locales/en/errors.json' with { type: 'json' };
import zhCN from './locales/zh-CN/errors.json' with { type: 'json' };
import zhHK from './locales/zh-HK/errors.json' with { type: 'json' };
import { ErrorCodes, type ErrorCode } from './errors';

const catalogues = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

const flattenKeys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => flattenKeys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('ErrorCodes', () => {
  // Spec §8: the numeric errCodes the web reacts to.
  it.each<[ErrorCode, number]>([
    ['AUTH_SESSION_INVALID', 9999],
    ['AUTH_LOGIN_REQUIRED', 9999],
    ['AUTH_SESSION_REPLACED', 9998],
    ['AUTH_USER_INFO_CHANGED', 9997],
    ['ORGANISATION_USER_LIMIT', -9],
    ['VIP_REQUIRED', -10],
    ['VIP_COMPANY_REQUIRED', -11],
    ['AUTH_USER_NOT_REGISTERED', -1],
    ['SEARCH_MIXED_LANGUAGE', -1],
    ['AUTH_PASSWORD_WRONG', -2],
    ['AUTH_SMS_CODE_NOT_SENT', -3],
    ['AUTH_SMS_CODE_INVALID', -4],
    ['AUTH_SMS_CODE_TOO_FREQUENT', -5],
    ['AUTH_PHONE_REGISTERED', 201],
    ['ACCOUNT_PHONE_EXISTS', 204],
    ['ACCOUNT_EMAIL_EXISTS', 205],
    ['SYSTEM_MAINTENANCE', 502],
    ['COMMERCE_ALREADY_MEMBER', 500],
    ['QUOTA_SEARCH_EXCEEDED', 1999],
    ['QUOTA_COMPANY_EXCEEDED', 2000],
  ])('%s is errCode %i', (code, errCode) => {
    expect(ErrorCodes[code].errCode).toBe(errCode);
  });

  it('never answers an unexpected failure with a code the web reads as success or as a member message', () => {
    expect([0, -12, -14, -15, 500]).not.toContain(ErrorCodes.SYSTEM_INTERNAL_ERROR.errCode);
  });

  it('gives every code an HTTP error status except the user-info reload signal', () => {
    for (const [code, { status }] of Object.entries(ErrorCodes)) {
      if (code === 'AUTH_USER_INFO_CHANGED') continue;
      expect(status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it.each(Object.keys(catalogues))('has a %s message for every code', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues].codes as Record<string, string>;
    for (const code of Object.keys(ErrorCodes)) expect(catalogue[code], code).toBeTruthy();
  });

  it('has the same message keys in all three languages', () => {
    const englishKeys = flattenKeys(en).sort();
    expect(flattenKeys(zhCN).sort()).toEqual(englishKeys);
    expect(flattenKeys(zhHK).sort()).toEqual(englishKeys);
  });
});
