import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';

let app: FastifyInstance;

/** A form POST as the web client sends it. */
const post = (url: string, fields: Record<string, string | number> = {}) => postFrom(app, url, fields, '203.0.113.40');

/** The field → message map of a validation reply. */
const messagesOf = (body: { resultData: { details: { path: string; message: string }[] } }) => Object.fromEntries(body.resultData.details.map((detail) => [detail.path, detail.message]));

// Firm names no generated or reference row uses, so every assertion sees only these rows.
const QUILL = { en: 'Quillfeather Audit Partners', zh: '鵝毛筆審計師行' };
const BRAMBLE = { en: 'Bramblewood Assurance CPA', zh: '荊棘林會計師事務所' };

/** A listed company with a generated profile (upserted: the reference catalogue may hold the code already). */
const company = (market: string, stockCode: string, shortNameEn: string, shortNameCn: string, profile: Record<string, unknown>, extra: Partial<typeof listedCompanies.$inferInsert> = {}) => ({
  market,
  stockCode,
  shortNameEn,
  shortNameCn,
  status: 1,
  profile,
  profileSource: 'demo',
  ...extra,
});

beforeAll(async () => {
  app = await buildTestApp();
  const rows = [
    company('HK', '09871', 'Zephyrine Harbour Holdings', '和風港灣控股', {
      auditor: QUILL,
      chairman: { en: 'Chan Tai Man', zh: '陳大文' },
      companySecretary: { en: 'Ms Wong Siu Ling', zh: '黃小玲女士' },
      registrar: { en: 'Harbour Share Registrars Limited', zh: '港灣股份過戶登記有限公司' },
      principalOffice: { en: '18/F, 1 Queen’s Road Central, Hong Kong', zh: '香港皇后大道中1號18樓' },
    }, { website: 'https://zephyrine.example' }),
    company('HK', '09872', 'Zephyrine Lantern Group', '和風燈籠集團', { auditor: QUILL, chairman: { en: 'Lee Ka Yan', zh: '李家欣' } }),
    company('SH', '688971', 'Zephyrine Tech', '和风科技', { auditor: QUILL, companySecretary: { en: 'Zhang Wei', zh: '张伟' } }),
    company('SZ', '300971', 'Bramble Materials', '荆棘材料', { auditor: BRAMBLE }),
    // delisted companies are not in the directories
    company('HK', '09873', 'Zephyrine Former Ltd', '和風前身', { auditor: BRAMBLE }, { status: 2 }),
  ];
  for (const row of rows) {
    await app.db
      .insert(listedCompanies)
      .values(row)
      .onConflictDoUpdate({ target: [listedCompanies.market, listedCompanies.stockCode], set: { ...row } });
  }
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/auditor/list', () => {
  it('aggregates the auditors of listed companies with their client counts and a sample, labelled demo', async () => {
    const { status, body } = await post('/au/auditor/list', { keyword: 'Quillfeather' });
    expect(status).toBe(200);
    expect(body.errCode).toBe(0);
    expect(body.resultData).toEqual({
      total: 1,
      list: [
        {
          name: QUILL.en,
          displayName: QUILL.en,
          clients: 3,
          source: 'demo',
          sample: [
            { market: 'HK', stockCode: '09871', shortNameEn: 'Zephyrine Harbour Holdings', shortNameCn: '和風港灣控股' },
            { market: 'HK', stockCode: '09872', shortNameEn: 'Zephyrine Lantern Group', shortNameCn: '和風燈籠集團' },
            { market: 'SH', stockCode: '688971', shortNameEn: 'Zephyrine Tech', shortNameCn: '和风科技' },
          ],
        },
      ],
    });
  });

  it('matches the Chinese name in either script, names the firm in the request language and filters by market', async () => {
    const simplified = await post('/au/auditor/list', { keyword: '荆棘林', language: 'zh-HK' });
    expect(simplified.body.resultData.list).toMatchObject([{ name: BRAMBLE.en, displayName: '荊棘林會計師事務所', clients: 1 }]);
    const hongKongOnly = await post('/au/auditor/list', { keyword: 'Quillfeather', market: 'HK' });
    expect(hongKongOnly.body.resultData.list[0]).toMatchObject({ clients: 2 });
    const none = await post('/au/auditor/list', { keyword: 'Bramblewood', market: 'HK' });
    expect(none.body.resultData).toEqual({ list: [], total: 0 });
  });

  it('explains a bad market and page size', async () => {
    const { status, body } = await post('/au/auditor/list', { market: 'US', limit: 15 });
    expect(status).toBe(400);
    expect(messagesOf(body)).toMatchObject({ market: 'Market must be HK (Hong Kong) or A (A shares).', limit: 'Page size must be 10, 20, 30 or 50.' });
  });
});

describe('POST /api/au/auditor/clients', () => {
  it("lists a firm's listed clients by code, paged", async () => {
    const { body } = await post('/au/auditor/clients', { name: QUILL.en, limit: 10 });
    expect(body.errCode).toBe(0);
    expect(body.resultData.total).toBe(3);
    expect(body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(['09871', '09872', '688971']);
    expect(body.resultData.list[0]).toMatchObject({ market: 'HK', status: 1, source: 'demo' });
    const mainland = await post('/au/auditor/clients', { name: QUILL.en, market: 'A' });
    expect(mainland.body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(['688971']);
  });

  it('asks for the firm name', async () => {
    const { status, body } = await post('/au/auditor/clients', { name: '  ' });
    expect(status).toBe(400);
    expect(Object.keys(messagesOf(body))).toEqual(['name']);
  });
});

describe('POST /api/au/listedCompany/contacts', () => {
  it('lists the secretary, chairman, office, website and registrar of each listed company, in the request language', async () => {
    const { status, body } = await post('/au/listedCompany/contacts', { keyword: 'Zephyrine' });
    expect(status).toBe(200);
    expect(body.resultData.total).toBe(3);
    expect(body.resultData.list[0]).toEqual({
      market: 'HK',
      stockCode: '09871',
      shortNameEn: 'Zephyrine Harbour Holdings',
      shortNameCn: '和風港灣控股',
      nameEn: null,
      nameCn: null,
      companySecretary: 'Ms Wong Siu Ling',
      chairman: 'Chan Tai Man',
      principalOffice: '18/F, 1 Queen’s Road Central, Hong Kong',
      website: 'https://zephyrine.example',
      registrar: 'Harbour Share Registrars Limited',
      source: 'demo',
    });
    const chinese = await post('/au/listedCompany/contacts', { keyword: 'Zephyrine', market: 'A', language: 'zh-CN' });
    expect(chinese.body.resultData.list).toMatchObject([{ stockCode: '688971', companySecretary: '张伟', chairman: null, registrar: null }]);
  });

  it('finds a company by code (Hong Kong codes with or without the leading zeros) and by Chinese name in either script', async () => {
    const byCode = await post('/au/listedCompany/contacts', { keyword: '9871' });
    expect(byCode.body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toContain('09871');
    const simplified = await post('/au/listedCompany/contacts', { keyword: '和风港湾' });
    expect(simplified.body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toEqual(['09871']);
  });

  it('explains a bad page, page size and an over-long keyword', async () => {
    const { status, body } = await post('/au/listedCompany/contacts', { keyword: 'x'.repeat(51), page: 0, limit: 7 });
    expect(status).toBe(400);
    expect(Object.keys(messagesOf(body)).sort()).toEqual(['keyword', 'limit', 'page']);
  });
});
