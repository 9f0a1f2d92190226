import { scriptOf, SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from '@app/domain/chinese-script';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { seedCompanyDemoData } from '../../../seeds/demo/companies/demo.seed';

/**
 * Issue 18, names follow the reader's script: every response carrying a company's (or person's) Chinese name
 * sends it in the reader's script, as stored when already in it, converted as a name otherwise.
 */

let app: FastifyInstance;

type Language = 'en' | 'zh-CN' | 'zh-HK';
const post = (language: Language, url: string, fields: Record<string, string | number> = {}) => postFrom(app, `${url}?language=${language}`, fields, '203.0.113.77');

type Named = { stockCode: string; shortNameCn: string | null; nameCn?: string | null };
const byCode = (list: Named[], stockCode: string) => list.find((row) => row.stockCode === stockCode);

beforeAll(async () => {
  app = await buildTestApp();
  await seedCompanyDemoData(app.db, { today: '2026-11-22' });
});
afterAll(() => closeTestApp(app));

describe('company lists and pages', () => {
  it('sends 00700 simplified to a mainland reader, as stored to a Hong Kong one and to an English one', async () => {
    const [mainland, hongKong, english] = await Promise.all((['zh-CN', 'zh-HK', 'en'] as const).map((language) => post(language, '/au/listedCompany/list', { keyword: '00700' })));
    expect(byCode(mainland.body.resultData.list, '00700')).toMatchObject({ nameCn: '腾讯控股有限公司', shortNameCn: '腾讯控股有限公司', shortNameEn: 'Tencent Holdings Limited' });
    expect(byCode(hongKong.body.resultData.list, '00700')).toMatchObject({ nameCn: '騰訊控股有限公司' });
    expect(byCode(english.body.resultData.list, '00700')).toMatchObject({ nameCn: '騰訊控股有限公司' });
  });

  it('keeps 匯豐 for a Hong Kong reader (never 滙豐) and converts an A share to traditional', async () => {
    const hsbc = await post('zh-HK', '/au/listedCompany/list', { keyword: '00005' });
    expect(byCode(hsbc.body.resultData.list, '00005')?.shortNameCn).toBe('匯豐控股有限公司');
    // 万 is also a traditional form, so only the market says the stored 万科Ａ is simplified.
    const [hongKong, mainland] = await Promise.all((['zh-HK', 'zh-CN'] as const).map((language) => post(language, '/au/listedCompany/list', { keyword: '000002', market: 'A' })));
    expect(byCode(mainland.body.resultData.list, '000002')?.shortNameCn).toBe('万  科Ａ');
    expect(byCode(hongKong.body.resultData.list, '000002')?.shortNameCn).toBe('萬  科Ａ');
    const pingAn = await post('zh-HK', '/au/listedCompany/list', { keyword: '000001', market: 'A' });
    expect(byCode(pingAn.body.resultData.list, '000001')?.shortNameCn).toBe('平安銀行');
  });

  it('converts the listing status, the detail page and its directors alike', async () => {
    const status = await post('zh-CN', '/au/listedCompany/status', { market: 'HK', stockCode: '00700' });
    expect(status.body.resultData.nameCn).toBe('腾讯控股有限公司');
    const detail = await post('zh-CN', '/au/listedCompany/detail', { market: 'HK', stockCode: '00700' });
    expect(detail.body.resultData.company).toMatchObject({ stockCode: '00700', nameCn: '腾讯控股有限公司' });
    for (const director of detail.body.resultData.directors) {
      expect(director.companyShortNameCn).toBe('腾讯控股有限公司');
      if (director.nameZh) expect(['hans', 'none']).toContain(scriptOf(director.nameZh));
    }
  });

  it('converts shareholder names (an A share\'s holders are filed in simplified) for a Hong Kong reader', async () => {
    const holders = async (language: Language) =>
      ((await post(language, '/au/listedCompany/shareholders', { market: 'SZ', stockCode: '000002' })).body.resultData.list as { holderName: string }[]).map((row) => row.holderName);
    const [mainland, hongKong] = await Promise.all([holders('zh-CN'), holders('zh-HK')]);
    expect(mainland.some((name) => scriptOf(name) === 'hans')).toBe(true);
    expect(hongKong).toHaveLength(mainland.length);
    for (const name of hongKong) expect([...name].filter((character) => SIMPLIFIED_ONLY.has(character))).toEqual([]);
  });

  it('shows a mainland reader no traditional Hong Kong name, and a Hong Kong reader no simplified A-share name, in the whole lists', async () => {
    const names = async (language: Language, market: 'HK' | 'A') => {
      const seen: string[] = [];
      for (const status of [1, 2]) {
        for (let page = 1; ; page += 1) {
          const { body } = await post(language, '/au/listedCompany/list', { status, market, page, limit: 50 });
          const list: Named[] = body.resultData.list;
          for (const row of list) for (const name of [row.shortNameCn, row.nameCn]) if (name) seen.push(name);
          if (list.length < 50) break;
        }
      }
      return seen;
    };
    const hongKongNames = await names('zh-CN', 'HK');
    expect(hongKongNames.length).toBeGreaterThan(2000);
    expect(hongKongNames.filter((name) => [...name].some((character) => TRADITIONAL_ONLY.has(character)))).toEqual([]);
    const aShareNames = await names('zh-HK', 'A');
    expect(aShareNames.length).toBeGreaterThan(5000);
    expect(aShareNames.filter((name) => [...name].some((character) => SIMPLIFIED_ONLY.has(character)))).toEqual([]);
  });
});

describe('the stock picker', () => {
  it('answers the picker in the reader\'s script', async () => {
    const mainland = await post('zh-CN', '/common/listCompanyInfo', { queryName: '騰訊', limit: 5 });
    expect(byCode(mainland.body.resultData, '00700')?.shortNameCn).toBe('腾讯控股有限公司');
    const hongKong = await post('zh-HK', '/common/listCompanyInfo', { queryName: '汇丰', limit: 5 });
    expect(byCode(hongKong.body.resultData, '00005')?.shortNameCn).toBe('匯豐控股有限公司');
    const vanke = await post('zh-HK', '/common/listCompanyInfo', { queryName: '000002', limit: 5 });
    expect(byCode(vanke.body.resultData, '000002')?.shortNameCn).toBe('萬  科Ａ');
    const english = await post('en', '/common/listCompanyInfo', { queryName: '00700', limit: 5 });
    expect(byCode(english.body.resultData, '00700')?.shortNameCn).toBe('騰訊控股有限公司');
  });
});

describe('directors, registry companies and offerings', () => {
  it('converts the directors list for a mainland reader', async () => {
    const { body } = await post('zh-CN', '/au/director/list', { stockCode: '00700', market: 'HK', limit: 50 });
    expect(body.resultData.list.length).toBeGreaterThan(0);
    for (const director of body.resultData.list) expect(director.companyShortNameCn).toBe('腾讯控股有限公司');
  });

  it("converts a director's own name on the detail page unless it is the person's follow key", async () => {
    const stored = await post('en', '/au/director/list', { stockCode: '00700', market: 'HK', limit: 50 });
    const director = (stored.body.resultData.list as { id: string; nameEn: string | null; nameZh: string | null }[]).find((row) => row.nameEn && row.nameZh && scriptOf(row.nameZh) === 'hant');
    expect(director).toBeDefined();
    const { body } = await post('zh-CN', '/au/director/detail', { id: director!.id });
    expect(body.resultData.director.nameEn).toBe(director!.nameEn);
    expect(body.resultData.director.nameZh).not.toBe(director!.nameZh);
    expect(scriptOf(body.resultData.director.nameZh)).toBe('hans');
  });

  it('converts registry names only across scripts', async () => {
    const [mainland, hongKong] = await Promise.all((['zh-CN', 'zh-HK'] as const).map((language) => post(language, '/au/hkCompany/list', { limit: 50 })));
    const stored: { companyNo: string; nameZh: string | null }[] = hongKong.body.resultData.list;
    const traditional = stored.filter((row) => row.nameZh && scriptOf(row.nameZh) === 'hant');
    expect(traditional.length).toBeGreaterThan(0);
    for (const row of mainland.body.resultData.list as { companyNo: string; nameZh: string | null }[]) if (row.nameZh) expect(scriptOf(row.nameZh)).not.toBe('hant');
  });

  it('converts offering names for a mainland reader', async () => {
    const [mainland, english] = await Promise.all((['zh-CN', 'en'] as const).map((language) => post(language, '/au/offering/list', { stateGroup: 'all', limit: 50 })));
    const stored = (english.body.resultData.list as { nameZh: string | null }[]).filter((row) => row.nameZh && scriptOf(row.nameZh) === 'hant');
    expect(stored.length).toBeGreaterThan(0);
    for (const row of mainland.body.resultData.list as { nameZh: string | null }[]) if (row.nameZh) expect(scriptOf(row.nameZh)).not.toBe('hant');
  });
});
