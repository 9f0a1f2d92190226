import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from '@app/domain/chinese-script';
import { describe, expect, it } from 'vitest';
import { legalTexts as en } from './legal-text.en';
import { legalTexts as zhCN } from './legal-text.zh-CN';
import { legalTexts as zhHK } from './legal-text.zh-HK';
import type { LegalTexts } from './legal-text';

/** The shape of a text: per document, per section, how many paragraphs and list items. */
const shapeOf = (texts: LegalTexts) =>
  Object.fromEntries(Object.entries(texts).map(([kind, document]) => [kind, document.sections.map((section) => [section.paragraphs.length, section.items?.length ?? 0])]));

const allText = (texts: LegalTexts): string =>
  Object.values(texts)
    .flatMap((document) => [document.title, document.intro, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])])
    .join('\n');

describe('user agreement and privacy policy texts', () => {
  it('have the same sections, paragraphs and list items in the three languages', () => {
    expect(shapeOf(zhHK)).toEqual(shapeOf(en));
    expect(shapeOf(zhCN)).toEqual(shapeOf(en));
  });

  it('write zh-HK in traditional characters and Hong Kong terms, zh-CN in simplified characters', () => {
    const hongKong = allText(zhHK);
    expect([...hongKong].filter((character) => SIMPLIFIED_ONLY.has(character))).toEqual([]);
    expect(['信息披露', '反饋', '掃碼', '點擊', '回收站', '公佈', '發佈', '隱私'].filter((term) => hongKong.includes(term))).toEqual([]);
    const mainland = allText(zhCN);
    expect([...mainland].filter((character) => TRADITIONAL_ONLY.has(character))).toEqual([]);
  });

  it('state the retention periods and cookie lifetimes the product uses', () => {
    const english = allText(en);
    // sessions 3 / 7 days (TOKEN_DAYS_*), codes 5 minutes, recycle bin 30 days, language cookie 730 days (spec §9)
    for (const fact of ['3 days, or 7 days', 'valid for 5 minutes', '30 days in the recycle bin', 'language (730 days)', 'within 24 hours of payment']) expect(english).toContain(fact);
  });

  // Issue 18: the privacy policy in each language names both laws, the processors (SMS, e-mail, WeChat, payment),
  // how long data is kept and how to ask for access or deletion, in that language's own terms.
  it.each([
    ['en', en, ['Personal Data (Privacy) Ordinance', 'Personal Information Protection Law', 'SMS provider', 'e-mail provider', 'WeChat', 'WeChat Pay or Alipay', 'How long we keep it', 'data access request', 'delete']],
    ['zh-HK', zhHK, ['個人資料（私隱）條例', '個人信息保護法', '短訊', '電郵', '微信', '微信支付', '支付寶', '保存多久', '查閱', '刪除']],
    ['zh-CN', zhCN, ['个人资料（私隐）条例', '个人信息保护法', '短信', '邮件', '微信', '微信支付', '支付宝', '保存多久', '查阅', '删除']],
  ] as const)('%s privacy policy covers the PDPO and the PIPL, processors, retention, access and deletion', (_locale, texts, facts) => {
    const privacy = [texts.privacy.intro, ...texts.privacy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])].join('\n');
    expect(facts.filter((fact) => !privacy.includes(fact))).toEqual([]);
  });
});
