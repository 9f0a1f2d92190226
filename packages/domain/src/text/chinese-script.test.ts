import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY, nameKey, nameMatchPattern, scriptOf, toReaderScript } from './chinese-script';

const here = dirname(fileURLToPath(import.meta.url));
const sharedData = resolve(here, '../../../../../shared/data');
const hkListPath = resolve(sharedData, 'hk-listed-companies-2023/data.json');
const holidaysPath = resolve(sharedData, 'hk-public-holidays-1823/tc.json');

/** The real Hong Kong names of the shared HKEX snapshot (2,269 issuers), when the shared folder is present. */
const realHongKongNames = (): string[] =>
  existsSync(hkListPath) ? [...new Set((JSON.parse(readFileSync(hkListPath, 'utf8')) as { zhName: string }[]).map((row) => row.zhName).filter(Boolean))] : [];

/** Real Hong Kong addresses, firms and terms that a simplified → traditional conversion corrupts. */
const REAL_HONG_KONG_TEXTS = [
  '香港鰂魚涌英皇道979號太古坊',
  '香港中環皇后大道中15號置地廣場告羅士打大廈',
  '羅兵咸永道會計師事務所',
  '香港中央證券登記有限公司（股份過戶登記處）',
  '開曼群島',
  '英屬維爾京群島',
  '余慧敏',
  '恒生銀行有限公司',
  '香港灣仔皇后大道東183號合和中心17樓',
  '畢馬威會計師事務所',
  '德勤•關黃陳方會計師行',
  '安永會計師事務所',
];

const simplify = Converter({ from: 'hk', to: 'cn' });

/** The PostgreSQL pattern as a JavaScript regular expression (only the white-space class differs). */
const jsPattern = (keyword: string) => new RegExp(nameMatchPattern(keyword)!.replaceAll('[[:space:]\u3000]+', '[\\s\u3000]*'), 'i');

describe('script classes from the OpenCC dictionaries', () => {
  it('holds thousands of simplified-only characters and none that traditional text uses', () => {
    expect(SIMPLIFIED_ONLY.size).toBeGreaterThan(3000);
    expect(TRADITIONAL_ONLY.size).toBeGreaterThan(2500);
    for (const character of '污温户群余后干台里范恒着') expect(SIMPLIFIED_ONLY.has(character), character).toBe(false);
    for (const character of '们这为说时发东车门问') expect(SIMPLIFIED_ONLY.has(character), character).toBe(true);
  });

  it('tells the script of a text', () => {
    expect(scriptOf('陈大文')).toBe('hans');
    expect(scriptOf('陳大文')).toBe('hant');
    expect(scriptOf('余大文')).toBe('none');
    expect(scriptOf('HSBC')).toBe('none');
    expect(scriptOf('陈大文 陳大文')).toBe('mixed');
  });
});

describe('conversion only across scripts (round trip on real Hong Kong names and addresses)', () => {
  it('keeps every real traditional text exactly as written for a Hong Kong reader', () => {
    for (const text of REAL_HONG_KONG_TEXTS) expect(toReaderScript(text, 'zh-HK')).toBe(text);
    for (const text of REAL_HONG_KONG_TEXTS) expect(toReaderScript(text, 'zh-HK', { kind: 'name' })).toBe(text);
  });

  it('keeps every real Hong Kong issuer name as HKEX writes it, and brings it back after a trip through simplified', () => {
    const names = realHongKongNames();
    if (names.length === 0) return; // the shared folder is absent on this machine
    expect(names.length).toBeGreaterThan(2000);
    // Stored with its script (the HKEX list is a traditional source): every name is shown as written.
    expect(names.filter((name) => toReaderScript(name, 'zh-HK', { kind: 'name', script: 'hant' }) !== name)).toEqual([]);
    // Without a stored script, detection keeps all but the names HKEX itself writes wholly in simplified characters.
    const converted = names.filter((name) => toReaderScript(name, 'zh-HK', { kind: 'name' }) !== name);
    expect(converted.every((name) => scriptOf(name) === 'hans')).toBe(true);
    expect(converted.length).toBeLessThanOrEqual(3);
    // A mainland reader gets a simplified name (no traditional-only character left).
    const stillTraditional = names.filter((name) => [...toReaderScript(name, 'zh-CN', { kind: 'name' })].some((character) => TRADITIONAL_ONLY.has(character)));
    expect(stillTraditional).toEqual([]);
  });

  it('keeps the real 1823 holiday names in traditional script', () => {
    if (!existsSync(holidaysPath)) return;
    const names = [...new Set((JSON.parse(readFileSync(holidaysPath, 'utf8')) as { name: string }[]).map((row) => row.name))];
    for (const name of names) expect(toReaderScript(name, 'zh-HK')).toBe(name);
  });

  it('does convert simplified text for a Hong Kong reader and traditional text for a mainland one', () => {
    expect(toReaderScript('陈大文', 'zh-HK', { kind: 'name' })).toBe('陳大文');
    expect(toReaderScript('余家伟', 'zh-HK', { kind: 'name' })).toBe('余家偉');
    // Characters that are also traditional forms convert inside a simplified name (万科企业 used to stay half converted).
    expect(toReaderScript('万科企业股份有限公司', 'zh-HK', { kind: 'name' })).toBe('萬科企業股份有限公司');
    expect(toReaderScript('华润万家', 'zh-HK', { kind: 'name' })).toBe('華潤萬家');
    expect(toReaderScript('钟南山', 'zh-HK', { kind: 'name' })).toBe('鍾南山');
    // Surnames the phrase conversion would read as words stay.
    expect(toReaderScript('余承东', 'zh-HK', { kind: 'name' })).toBe('余承東');
    expect(toReaderScript('干宝', 'zh-HK', { kind: 'name' })).toBe('干寶');
    expect(toReaderScript('于丹', 'zh-HK', { kind: 'name' })).toBe('于丹');
    expect(toReaderScript('香港鰂魚涌', 'zh-CN')).toBe('香港鲗鱼涌');
    expect(toReaderScript('报告', 'zh-HK')).toBe('報告');
    // The stored script wins over detection.
    expect(toReaderScript('余', 'zh-HK', { script: 'hant' })).toBe('余');
  });

  it('gives a mainland reader mainland quotation marks, and leaves both scripts\' own text alone', () => {
    expect(toReaderScript('滙豐控股有限公司（「本公司」）董事會', 'zh-CN')).toBe('汇丰控股有限公司（“本公司”）董事会');
    expect(toReaderScript('「『N 個月』」', 'zh-CN')).toBe('“‘N 个月’”');
    expect(toReaderScript('（「AGM」）', 'zh-CN')).toBe('（“AGM”）');
    // Already simplified: as written; a Hong Kong reader keeps 「」.
    expect(toReaderScript('关于「某事」的公告', 'zh-CN')).toBe('关于「某事」的公告');
    expect(toReaderScript('（「本公司」）董事會', 'zh-HK')).toBe('（「本公司」）董事會');
  });
});

describe('name keys: one normalisation on both sides', () => {
  it('folds simplified, traditional, variant and full-width spellings to one key', () => {
    expect(nameKey('汇丰控股')).toBe(nameKey('匯豐控股'));
    expect(nameKey('滙豐控股')).toBe(nameKey('匯豐控股'));
    expect(nameKey('恒隆')).toBe(nameKey('恆隆'));
    expect(nameKey('余家伟')).toBe(nameKey('余家偉'));
    expect(nameKey('ＨＳＢＣ　（控股）')).toBe(nameKey('hsbc (控股)'));
    expect(nameKey('接著')).toBe(nameKey('接着'));
    expect(nameKey('鉅泉科技')).toBe(nameKey('钜泉科技'));
    expect(nameKey('新座標')).toBe(nameKey('新坐标'));
  });

  it('finds every real Hong Kong issuer typed in simplified (and in traditional, and full-width)', () => {
    const names = realHongKongNames();
    if (names.length === 0) return;
    const missed = names.filter((name) => {
      const stem = name.replace(/(股份)?有限公司$/, '');
      return ![simplify(stem), stem].every((typed) => jsPattern(typed).test(name));
    });
    expect(missed).toEqual([]);
    expect(jsPattern('汇丰控股').test('匯豐控股有限公司')).toBe(true);
    expect(jsPattern('ｈｓｂｃ').test('HSBC Holdings plc')).toBe(true);
    expect(jsPattern('hsbc').test('ＨＳＢＣ滙豐')).toBe(true);
  });
});
