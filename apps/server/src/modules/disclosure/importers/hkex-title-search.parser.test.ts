import { describe, expect, it } from 'vitest';
import { fixtureCategoryIndex, readFixture } from '../../../../test/disclosure-fixtures';
import { parseHkexTitleSearch } from './hkex-title-search.parser';
import { ImportFormatError } from './import-report';

const categories = fixtureCategoryIndex();

describe('parseHkexTitleSearch', () => {
  it('builds English announcements from the E file, with links, codes and categories', () => {
    const { rows } = parseHkexTitleSearch(readFixture('hkex-title-search-e.json'), { lang: 'E', categories });
    expect(rows.map((row) => row.sourceId)).toEqual(['11042134', '11060001', '11070002', '11080003', '1234567']);
    expect(rows[0]).toEqual({
      row: 1,
      kind: 'announcement',
      source: 'hkex',
      sourceId: '11042134',
      md5Key: 'e912d7780e3c4b72d5c13a8aa3fd5ed4',
      market: 'HK',
      stockCodes: ['00700', '80700'],
      releaseTime: new Date('2024-01-18T09:41:00Z'),
      t1Code: '50000',
      t2Codes: ['50100'],
      docType: null,
      sourceType: null,
      titleEn: 'Next Day Disclosure Return - Changes in issued share capital and/or share buybacks',
      fileLinkEn: 'https://www1.hkexnews.hk/listedco/listconews/sehk/2024/0118/2024011800507.pdf',
      fileType: 'PDF',
      fileSize: '91KB',
      punishedParty: null,
    });
    expect(rows[1]).toMatchObject({ titleEn: '2023 Annual Results & Final Dividend / Closure of Register', t1Code: '10000', t2Codes: ['13300', '13100', '13200'] });
    expect(rows[3]).toMatchObject({ stockCodes: ['00005'], t1Code: '51500', t2Codes: [] });
    expect(rows[4]).toMatchObject({ t1Code: null, docType: '11500', releaseTime: new Date('2005-03-01T01:15:00Z') });
    expect(rows.every((row) => row.titleZh === undefined && row.fileLinkZh === undefined)).toBe(true);
  });

  it('reports each malformed row with its position and reason', () => {
    const { rejections } = parseHkexTitleSearch(readFixture('hkex-title-search-e.json'), { lang: 'E', categories });
    expect(rejections).toEqual([
      { row: 5, reason: 'DATE_TIME "31/02/2024 10:00" is not a dd/mm/yyyy HH:MM time' },
      { row: 6, reason: 'NEWS_ID is missing' },
      { row: 7, reason: 'unknown headline category "Announcements and Notices - [Made-up Category]" in LONG_TEXT' },
      { row: 8, reason: 'STOCK_CODE "ABCDE" is not a Hong Kong stock code' },
      { row: 9, reason: 'duplicate NEWS_ID 11042134 (first on row 1)' },
      { row: 10, reason: 'the row is not an object' },
    ]);
  });

  it('puts the ZH file into the Chinese title and link, matching Chinese headlines', () => {
    const { rows, rejections } = parseHkexTitleSearch(readFixture('hkex-title-search-zh.json'), { lang: 'ZH', categories });
    expect(rejections).toEqual([]);
    expect(rows[0]).toMatchObject({
      sourceId: '11042134',
      titleZh: '翌日披露報表 - 已發行股份變動及/或股份購回',
      fileLinkZh: 'https://www1.hkexnews.hk/listedco/listconews/sehk/2024/0118/2024011800508_c.pdf',
      t1Code: '50000',
      t2Codes: ['50100'],
    });
    expect(rows[0].titleEn).toBeUndefined();
    expect(rows[1]).toMatchObject({ t1Code: '10000', t2Codes: ['13300', '13100', '13200'] });
  });

  it('refuses a file that is not JSON, or whose result string is not a JSON array', () => {
    expect(() => parseHkexTitleSearch(readFixture('hkex-title-search-not-json.json'), { lang: 'E', categories })).toThrow(ImportFormatError);
    expect(() => parseHkexTitleSearch('{"result":"[{\\"NEWS_ID\\":","recordCnt":1}', { lang: 'E', categories })).toThrow(/"result" string is not valid JSON/);
    expect(() => parseHkexTitleSearch('{"result":"{}"}', { lang: 'E', categories })).toThrow(/JSON array/);
    expect(() => parseHkexTitleSearch('[]', { lang: 'E', categories })).toThrow(/"result" field/);
  });

  it('reads an empty search (result null) as no rows', () => {
    expect(parseHkexTitleSearch('{"result":null,"recordCnt":0}', { lang: 'E', categories })).toEqual({ rows: [], rejections: [] });
  });
});
