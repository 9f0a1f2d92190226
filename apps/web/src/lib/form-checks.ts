import { PASSWORD_MAX, PASSWORD_MIN } from '@app/domain';

/**
 * Form rules of spec §5 as pure checks. Each returns undefined when the value
 * is fine, else the key of its message (`errors:` keys are the server's own
 * messages, `account:` keys this namespace's).
 */
export type RuleResult = string | undefined;

/** Phone regions of the login and profile forms (spec §2): code → dialling prefix. */
export const PHONE_REGIONS = [
  { value: 1, prefix: '+86' },
  { value: 2, prefix: '+852' },
  { value: 3, prefix: '+853' },
  { value: 4, prefix: '+886' },
] as const;

/** Digits with an optional leading +, starting with a nonzero digit. */
export const checkPhone = (value: string | undefined): RuleResult => {
  const phone = (value ?? '').trim();
  if (!phone) return 'errors:validation.phoneRequired';
  return /^\+?[1-9]\d{4,19}$/.test(phone) ? undefined : 'errors:validation.phoneFormat';
};

/** A six-digit code. */
export const checkCode = (value: string | undefined): RuleResult =>
  /^\d{6}$/.test((value ?? '').trim()) ? undefined : 'errors:validation.codeFormat';

/** A new password: 6-18 characters, no Chinese, no spaces. */
export const checkNewPassword = (value: string | undefined): RuleResult => {
  const password = value ?? '';
  if (!password) return 'errors:validation.passwordRequired';
  const ok = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && !/\p{Script=Han}/u.test(password) && !/\s/.test(password);
  return ok ? undefined : 'errors:validation.passwordRule';
};

/** The confirmation must repeat the new password (the form clears it on mismatch). */
export const checkConfirmPassword = (password: string | undefined, confirmation: string | undefined): RuleResult => {
  if (!confirmation) return 'errors:validation.passwordRequired';
  return password === confirmation ? undefined : 'account:validation.passwordMismatch';
};

export const checkEmail = (value: string | undefined): RuleResult =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim()) ? undefined : 'errors:validation.emailFormat';

/** An AntD rule from a check; `translate` turns the message key into text. */
export const toRule = (check: (value: string | undefined) => RuleResult, translate: (key: string) => string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const key = check(value);
    if (key) throw new Error(translate(key));
  },
});
