import { SIMPLIFIED_ONLY } from '@app/domain/chinese-script';
import { describe, expect, it } from 'vitest';
import { certificationMessage, organisationMessageCatalogues } from './organisation.messages';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)) : [[prefix, String(node)]];

describe(certificationMessage.name, () => {
  it('has the same keys and placeholders in en, zh-CN and zh-HK', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const english = flatten(organisationMessageCatalogues.en);
    for (const locale of ['zh-CN', 'zh-HK'] as const) {
      const other = new Map(flatten(organisationMessageCatalogues[locale]));
      expect([...other.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });

  it('uses no simplified characters in zh-HK', () => {
    // The OpenCC-built class of simplified-only characters, not a second conversion (which would reject 余, 群島, 過戶).
    for (const [key, text] of flatten(organisationMessageCatalogues['zh-HK'])) expect([...text].filter((character) => SIMPLIFIED_ONLY.has(character)), key).toEqual([]);
  });

  it('builds the passed (source 10) and failed (source 12) messages with the reason', () => {
    expect(certificationMessage('certificationPassed')).toMatchObject({ type: 7, source: 10, titleEn: 'Account certification passed' });
    const failed = certificationMessage('certificationFailed', { reason: 'Blurred card' });
    expect(failed).toMatchObject({ source: 12, title: '帳戶認證未通過' });
    expect(failed.content).toBe(
      'Your account certification was not approved. Reason: Blurred card You may correct the details and submit again.\n您的帳戶認證未獲通過。原因：Blurred card 您可修改資料後重新提交。',
    );
  });
});
