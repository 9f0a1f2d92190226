import { describe, expect, it } from 'vitest';
import { buildBodyText, buildIndexCsv, safeName } from './download-archive';
import type { DownloadDocument } from './download-archive';

const document = (values: Partial<DownloadDocument> = {}): DownloadDocument => ({
  id: 7,
  kind: 'announcement',
  source: 'hkex',
  titleEn: 'Results',
  titleZh: '業績',
  stockCodes: ['00700'],
  releaseTime: '2024-03-20 18:30',
  category: null,
  categoryGuessed: false,
  fileLinkEn: null,
  fileLinkZh: null,
  bodyLangs: [],
  total: 1,
  ...values,
});

describe('safeName', () => {
  it.each([
    ['00700 Tencent/Holdings: Ltd', '00700 Tencent Holdings Ltd'],
    ['..', ''],
    ['a\u0000b\nc', 'a b c'],
    ['長和 CK Hutchison.', '長和 CK Hutchison'],
  ])('%j → %j', (input, expected) => {
    expect(safeName(input)).toBe(expected);
  });

  it('keeps names to 80 characters', () => {
    expect(safeName('x'.repeat(200))).toHaveLength(80);
  });
});

describe('buildIndexCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formula cells', () => {
    const csv = buildIndexCsv([document({ titleEn: 'He said "yes", then\nleft', titleZh: '+86 line', category: '@risk' })], 'en', 2000);
    const [, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toBe(`2024-03-20 18:30,"He said ""yes"", then\nleft",'+86 line,'@risk,announcement,00700,,,,hkex`);
  });

  it('says which categories are guesses not yet confirmed by the category files', () => {
    const [, guessed, confirmed] = buildIndexCsv([document({ category: '盈利警告', categoryGuessed: true }), document({ category: '末期業績' })], 'zh-HK', 2000).split('\r\n');
    expect(guessed).toContain(',盈利警告 （類別未核實）,');
    expect(confirmed).toContain(',末期業績,');
  });

  it('writes the header in the request language', () => {
    expect(buildIndexCsv([document()], 'zh-HK', 2000)).toMatch(/^\uFEFF發布時間（香港時間）,標題（英文）/);
  });
});

describe('buildBodyText', () => {
  it('heads a Chinese body with the Chinese title and labels demonstration documents', () => {
    const text = buildBodyText(document({ source: 'demo', fileLinkZh: 'https://example.test/zh.pdf' }), 'zh', '正文', 'zh-CN');
    expect(text.split('\r\n')).toEqual(['标题: 業績', '发布时间（香港时间）: 2024-03-20 18:30', '链接: https://example.test/zh.pdf', '演示数据：本文件仅用于展示产品功能，并非真实披露。', '', '正文', '']);
  });
});

describe('the zip texts catalogue', () => {
  const keysOf = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it('has the same keys in en, zh-CN and zh-HK', async () => {
    const [en, zhCN, zhHK] = await Promise.all(['en', 'zh-CN', 'zh-HK'].map(async (locale) => (await import(`./locales/${locale}.json`)).default as object));
    expect(keysOf(zhCN!).sort()).toEqual(keysOf(en!).sort());
    expect(keysOf(zhHK!).sort()).toEqual(keysOf(en!).sort());
  });
});
