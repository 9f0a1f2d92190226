import type { TriText } from '@app/contracts';
import type { MissingParticular, TemplateInputs } from './template';

/**
 * Numbers that documents print (share counts, HK$ amounts, percentages). Users
 * type them as text ("1,234,567", "0.45"); arithmetic is on BigInt so no share
 * count or amount is rounded by floating point (house rule: money is exact).
 */

const SHARES = /^-?\d{1,3}(,\d{3})*$|^-?\d+$/;
const AMOUNT = /^(\d{1,3}(,\d{3})*|\d+)(\.\d{1,4})?$/;

/** A whole number of shares ("1,234,567"; a leading minus only where `signed`), or null. */
export const parseShares = (text: string, signed = false): bigint | null => {
  const value = text.trim();
  if (!value || !SHARES.test(value) || (!signed && value.startsWith('-'))) return null;
  return BigInt(value.replace(/,/g, ''));
};

/** 1234567n → "1,234,567" (a minus sign kept). */
export const formatShares = (value: bigint): string => {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${digits}`;
};

/** An HK$ amount in ten-thousandths of a dollar (dividends per share go to 4 decimals), or null. */
export const parseAmount = (text: string): bigint | null => {
  const value = text.trim().replace(/^HK\$\s*/i, '');
  if (!AMOUNT.test(value)) return null;
  const [whole, fraction = ''] = value.replace(/,/g, '').split('.');
  return BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0'));
};

/** Ten-thousandths → "HK$1,234.50" / "HK$0.125": at least 2 decimals, trailing zeros beyond them dropped. */
export const formatAmount = (value: bigint): string => {
  const whole = value / 10000n;
  let fraction = (value % 10000n).toString().padStart(4, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `HK$${formatShares(whole)}.${fraction}`;
};

/** The HK$ text of what the user typed ('' when empty or not an amount). */
export const hkd = (text: string): string => {
  const value = parseAmount(text);
  return value === null ? '' : formatAmount(value);
};

/** part / whole as a percentage with 2 decimals, rounded half up ("12.35%"); '' when whole is 0. */
export const percentOf = (part: bigint, whole: bigint): string => {
  if (whole === 0n) return '';
  const negative = part < 0n !== whole < 0n && part !== 0n;
  const a = part < 0n ? -part : part;
  const b = whole < 0n ? -whole : whole;
  const hundredths = (a * 20000n / b + 1n) / 2n;
  return `${negative ? '-' : ''}${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}%`;
};

/** Problems of number fields: each key's text, when present (or required), must parse. */
export const figureProblems = (
  inputs: TemplateInputs,
  fields: { key: string; label: TriText; kind: 'shares' | 'signedShares' | 'amount'; required?: boolean }[],
): MissingParticular[] =>
  fields.flatMap(({ key, label, kind, required }) => {
    const text = inputs.plain(key);
    if (!text) return required ? [{ path: `inputs.${key}`, label, problem: 'missing' as const }] : [];
    const valid = kind === 'amount' ? parseAmount(text) !== null : parseShares(text, kind === 'signedShares') !== null;
    if (valid) return [];
    const hint = kind === 'amount' ? tri3(' (an amount such as 0.45)', '（金額，例如 0.45）', '（金额，例如 0.45）') : tri3(' (a whole number)', '（整數）', '（整数）');
    return [{ path: `inputs.${key}`, label: { en: `${label.en}${hint.en}`, zhHK: `${label.zhHK}${hint.zhHK}`, zhCN: `${label.zhCN}${hint.zhCN}` }, problem: 'missing' as const }];
  });

const tri3 = (en: string, zhHK: string, zhCN: string): TriText => ({ en, zhHK, zhCN });
