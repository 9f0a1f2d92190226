import { describe, expect, it } from 'vitest';
import { checkCode, checkConfirmPassword, checkEmail, checkNewPassword, checkPhone } from './form-checks';

describe(checkPhone.name, () => {
  it.each<[string | undefined, string | undefined]>([
    ['91234567', undefined],
    ['13800138000', undefined],
    ['+85291234567', undefined],
    [' 91234567 ', undefined],
    ['', 'errors:validation.phoneRequired'],
    [undefined, 'errors:validation.phoneRequired'],
    ['01234567', 'errors:validation.phoneFormat'],
    ['9123-4567', 'errors:validation.phoneFormat'],
    ['abc', 'errors:validation.phoneFormat'],
    ['123', 'errors:validation.phoneFormat'],
  ])('%j → %s', (value, expected) => expect(checkPhone(value)).toBe(expected));
});

describe(checkCode.name, () => {
  it.each<[string | undefined, string | undefined]>([
    ['123456', undefined],
    ['12345', 'errors:validation.codeFormat'],
    ['1234567', 'errors:validation.codeFormat'],
    ['12a456', 'errors:validation.codeFormat'],
    [undefined, 'errors:validation.codeFormat'],
  ])('%j → %s', (value, expected) => expect(checkCode(value)).toBe(expected));
});

describe(checkNewPassword.name, () => {
  it.each<[string | undefined, string | undefined]>([
    ['abc123', undefined],
    ['a'.repeat(18), undefined],
    ['abc12', 'errors:validation.passwordRule'],
    ['a'.repeat(19), 'errors:validation.passwordRule'],
    ['密码abc123', 'errors:validation.passwordRule'],
    ['abc 123', 'errors:validation.passwordRule'],
    ['', 'errors:validation.passwordRequired'],
  ])('%j → %s', (value, expected) => expect(checkNewPassword(value)).toBe(expected));
});

describe(checkConfirmPassword.name, () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['abc123', 'abc123', undefined],
    ['abc123', 'abc124', 'account:validation.passwordMismatch'],
    ['abc123', '', 'errors:validation.passwordRequired'],
  ])('%j / %j → %s', (password, confirmation, expected) => expect(checkConfirmPassword(password, confirmation)).toBe(expected));
});

describe(checkEmail.name, () => {
  it.each<[string, string | undefined]>([
    ['a@b.co', undefined],
    ['a@b', 'errors:validation.emailFormat'],
    ['not an email', 'errors:validation.emailFormat'],
  ])('%j → %s', (value, expected) => expect(checkEmail(value)).toBe(expected));
});
