import { scriptOf } from '@app/domain/chinese-script';
import { describe, expect, it } from 'vitest';
import { generateAnnouncements, type CorpusCompany } from './announcement-generator';
import { generateRegulatoryDocuments } from './regulatory-generator';

const NOW = new Date('2026-11-27T00:00:00Z');

/** Hong Kong forms a mainland issuer does not write (as they read once converted to simplified). */
const HONG_KONG_FORMS = ['股东周年大会', '股东特别大会', '关连交易', '须予披露', '核数师', '行政总裁', '翌日披露报表', '月报表', '暂停买卖', '恢复买卖', '购股权', '供股', '可换股', '内幕消息', '自愿公告', '盈利警告', '通函', '代表委任表格', '全年业绩', '末期股息', '之'];

const companies: CorpusCompany[] = [
  ...Array.from({ length: 20 }, (_, index) => ({ market: 'HK', stockCode: String(index + 1).padStart(5, '0'), nameEn: `Harbour ${index} Holdings`, nameZh: `海港${index}控股`, delisted: false })),
  ...Array.from({ length: 20 }, (_, index) => ({ market: index % 2 ? 'SH' : 'SZ', stockCode: String(600_000 + index), nameEn: null, nameZh: `内地${index}股份有限公司`, delisted: false })),
];

describe('demonstration announcements', () => {
  const documents = [...generateAnnouncements({ announcements: 3_000, fullText: 300, now: NOW }, companies)].flat();
  const aShares = documents.filter((document) => document.market !== 'HK');

  it('title A-share announcements in mainland forms and simplified script', () => {
    expect(aShares.length).toBeGreaterThan(500);
    expect(aShares.filter((document) => HONG_KONG_FORMS.some((form) => document.titleZh!.includes(form)))).toEqual([]);
    expect(aShares.filter((document) => scriptOf(document.titleZh!) === 'hant' || scriptOf(document.titleZh!) === 'mixed')).toEqual([]);
    expect(aShares.some((document) => /^关于召开\d{4}年年度股东大会的通知$/.test(document.titleZh!))).toBe(true);
    // their bodies too: no Hong Kong listing-rule sentences
    const bodies = aShares.flatMap((document) => document.bodies ?? []).filter((body) => body.lang === 'zh');
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => /港币|須予|须予|上市规则第十四章/.test(body.body))).toEqual([]);
  });

  it('keep Hong Kong titles in Hong Kong forms', () => {
    const hongKong = documents.filter((document) => document.market === 'HK');
    expect(hongKong.some((document) => document.titleZh === '股東週年大會通告')).toBe(true);
  });

  it('give no file size: the file is the PDF the server makes', () => {
    expect(documents.every((document) => document.fileSize === undefined)).toBe(true);
  });
});

describe('demonstration rule entries', () => {
  const rules = generateRegulatoryDocuments(NOW).filter((document) => document.listType === 1 || document.listType === 2);
  const byNumber = (listType: number, ruleNumber: string) => rules.find((document) => document.listType === listType && document.ruleNumber === ruleNumber);

  it('carry the real chapter numbers and titles of the Main Board and GEM rulebooks', () => {
    expect(byNumber(1, 'Chapter 14')).toMatchObject({ titleEn: 'Main Board Listing Rules - Chapter 14 Equity Securities: Notifiable Transactions', titleZh: '主板上市規則 - 第十四章 股本證券:須予公布的交易' });
    expect(byNumber(1, 'Chapter 14A')?.titleEn).toContain('Connected Transactions');
    expect(byNumber(1, 'Chapter 13')?.titleEn).toContain('Continuing Obligations');
    expect(byNumber(1, 'Chapter 8')?.titleEn).toContain('Qualifications for Listing');
    expect(byNumber(2, 'Chapter 19')?.titleEn).toContain('Notifiable Transactions');
    expect(byNumber(2, 'Chapter 20')?.titleEn).toContain('Connected Transactions');
    // every entry's number is the one in its title
    expect(rules.filter((document) => !document.titleEn!.includes(` - ${document.ruleNumber} `))).toEqual([]);
  });
});
