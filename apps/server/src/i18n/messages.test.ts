import { describe, expect, it } from 'vitest';
import { messageCatalogues, renderMessage } from './messages';

const flattenKeys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => flattenKeys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const flattenValues = (node: unknown): string[] =>
  typeof node === 'object' && node !== null ? Object.values(node).flatMap(flattenValues) : [String(node)];

describe(renderMessage.name, () => {
  it('has the same keys in en, zh-CN and zh-HK', () => {
    const englishKeys = flattenKeys(messageCatalogues.en).sort();
    expect(flattenKeys(messageCatalogues['zh-CN']).sort()).toEqual(englishKeys);
    expect(flattenKeys(messageCatalogues['zh-HK']).sort()).toEqual(englishKeys);
  });

  it('uses no simplified-only characters in zh-HK', () => {
    for (const text of flattenValues(messageCatalogues['zh-HK'])) expect(text).not.toMatch(/[权级页设务户录请错误这为网络验证码钟内绑邮]/);
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const keys = flattenKeys(messageCatalogues.en);
    for (const key of keys) {
      const english = placeholders(renderMessage('en', key));
      expect(placeholders(renderMessage('zh-CN', key)), key).toEqual(english);
      expect(placeholders(renderMessage('zh-HK', key)), key).toEqual(english);
    }
  });

  it.each([
    ['en', 'Your Compliance Desk verification code is 123456. It expires in 5 minutes. Do not share it with anyone.'],
    ['zh-CN', '您的合规通验证码为 123456，5 分钟内有效，请勿告诉他人。'],
    ['zh-HK', '您的合規通驗證碼為 123456，5 分鐘內有效，請勿告知他人。'],
  ] as const)('renders the SMS code text in %s', (locale, text) => {
    expect(renderMessage(locale, 'verificationCode.sms', { code: '123456', minutes: 5 })).toBe(text);
  });

  it('escapes values in HTML texts only', () => {
    expect(renderMessage('en', 'verificationCode.emailHtml', { code: '<b>', minutes: 5 })).toContain('<strong>&lt;b&gt;</strong>');
    expect(renderMessage('en', 'verificationCode.emailText', { code: '<b>', minutes: 5 })).toContain('code is <b>.');
  });

  it('refuses an unknown key', () => {
    expect(() => renderMessage('en', 'no.such.key')).toThrow('No message text for no.such.key');
  });
});
