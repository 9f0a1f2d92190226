import fs from 'node:fs';
import { toReaderScript } from '@app/domain/chinese-script';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { catalogueFiles } from '../../../src/modules/companies/listed-companies.catalogue';
import { generateProfiles, type CatalogueCompany } from './demo-profiles';
import { HONG_KONG_SURNAMES, STREETS } from './demo-vocabulary';

/**
 * Round trip on real Hong Kong names and addresses (issue 18): every traditional text a zh-HK reader is shown
 * stays exactly as written. The old path ran traditional text through OpenCC's simplified → Hong Kong
 * conversion, which turned 余 into 餘, 鰂魚涌 into 鰂魚湧, 過戶 into 過户, 群島 into 羣島, 匯豐 into 滙豐.
 */
const file = catalogueFiles().hongKong;
const records = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { symbol: number; engName: string; zhName: string }[]) : [];

/** The old conversion, kept here only to show what it did. */
const oldToHongKong = Converter({ from: 'cn', to: 'hk' });

/** Real addresses, firms and terms of Hong Kong filings. */
const REAL_TEXTS = [
  '香港鰂魚涌英皇道979號太古坊',
  '香港鰂魚涌華蘭路18號港島東中心',
  '羅兵咸永道會計師事務所',
  '香港中央證券登記有限公司（股份過戶登記處）',
  '卓佳證券登記有限公司為本公司的股份過戶登記分處',
  '開曼群島',
  '英屬維爾京群島',
  '百慕達',
  '余慧敏',
];

const hongKongCatalogue: CatalogueCompany[] = records.map((row) => ({
  market: 'HK',
  stockCode: String(row.symbol).padStart(5, '0'),
  shortNameEn: row.engName,
  shortNameCn: row.zhName,
  listingDate: null,
  status: 1,
  board: 'main',
  delistingDate: null,
}));

/** The real issuers' names as HKEX writes them (a few mix in simplified characters: 粤海置地, 瀘州银行). */
const issuerNames = (): string[] => records.map((row) => row.zhName).filter(Boolean);

/** The Chinese texts of the profiles of the real issuers (people, firms, addresses) and the real texts above. */
const profileAndAddressTexts = (): string[] => {
  const profiles = generateProfiles(hongKongCatalogue, new Set(), '2026-11-22');
  return [...profiles.flatMap((profile) => Object.values(profile.profile).flatMap((value) => (value?.zh ? [value.zh] : []))), ...REAL_TEXTS];
};

describe('traditional text shown to a Hong Kong reader (real names and addresses)', () => {
  it('is never converted again: the old conversion changed hundreds, the reader-script one changes none', () => {
    if (records.length === 0) return; // the shared folder is absent on this machine
    const names = issuerNames();
    const others = profileAndAddressTexts();
    const texts = [...names, ...others];
    expect(texts.length).toBeGreaterThan(10_000);
    const changedBefore = texts.filter((text) => oldToHongKong(text) !== text);
    // Names are shown with kind 'name' and the HKEX list's script (a traditional source, stored as written); every
    // other text both as running text and as a name.
    expect(names.filter((name) => toReaderScript(name, 'zh-HK', { kind: 'name', script: 'hant' }) !== name)).toEqual([]);
    // Without the stored script only the three names HKEX writes wholly in simplified would change (粤海置地, 烟台北方安德利, 上海小南国).
    expect(names.filter((name) => toReaderScript(name, 'zh-HK', { kind: 'name' }) !== name)).toHaveLength(3);
    expect(others.filter((text) => toReaderScript(text, 'zh-HK') !== text || toReaderScript(text, 'zh-HK', { kind: 'name' }) !== text)).toEqual([]);
    // The defect this guards against, as the issue counted it (the old path really did these).
    const count = (needle: string) => changedBefore.filter((text) => text.includes(needle)).length;
    expect(count('余')).toBeGreaterThan(50);
    expect(count('鰂魚涌')).toBeGreaterThan(50);
    expect(count('匯豐')).toBeGreaterThan(0);
    for (const text of ['香港中央證券登記有限公司（股份過戶登記處）', '開曼群島', '羅兵咸永道會計師事務所']) expect(oldToHongKong(text)).not.toBe(text);
  });

  it('keeps the vocabulary the seeds write in Hong Kong form (余, 鰂魚涌)', () => {
    expect(HONG_KONG_SURNAMES.some(([, surname]) => surname === '余')).toBe(true);
    expect(STREETS.some(([, street]) => street.includes('鰂魚涌'))).toBe(true);
    for (const [, surname] of HONG_KONG_SURNAMES) expect(toReaderScript(surname, 'zh-HK', { kind: 'name' })).toBe(surname);
    for (const [, street] of STREETS) expect(toReaderScript(street, 'zh-HK')).toBe(street);
  });
});
