import { describe, expect, it } from 'vitest';
import { fixtureCategoryIndex, readFixture } from '../../../../test/disclosure-fixtures';
import { hkexLanguageOfFileName } from './hkex-document';
import { parseHkexLatestFeed } from './hkex-latest-feed.parser';

const categories = fixtureCategoryIndex();

describe('parseHkexLatestFeed', () => {
  const { rows, rejections } = parseHkexLatestFeed(readFixture('lcisehk1relsde_1.json'), { lang: 'E', categories });

  it('takes the feed’s category codes, GEM stocks and links', () => {
    expect(rows.map((row) => row.sourceId)).toEqual(['11042134', '11100010', '11100011', '11100012']);
    expect(rows[1]).toMatchObject({
      market: 'HK',
      stockCodes: ['08001'],
      t1Code: '10000',
      t2Codes: ['16200'],
      releaseTime: new Date('2025-10-08T08:46:00Z'),
      fileLinkEn: 'https://www1.hkexnews.hk/listedco/listconews/gem/2025/1008/2025100800912.pdf',
      fileType: 'PDF',
      fileSize: '127KB',
    });
  });

  it('falls back to the headline when the codes are "NaN", and stores no category when there is none', () => {
    expect(rows[2]).toMatchObject({ t1Code: '51500', t2Codes: [] });
    expect(rows[3]).toMatchObject({ t1Code: null, t2Codes: [], docType: null });
  });

  it('refuses unknown codes, bad times and missing ids', () => {
    expect(rejections).toEqual([
      { row: 5, reason: 'unknown tier-2 category code "19999"' },
      { row: 6, reason: 'relTime "2025-10-08 16:46" is not a dd/mm/yyyy HH:MM time' },
      { row: 7, reason: 'newsId is missing' },
    ]);
  });

  it('tells the language from the feed’s file name', () => {
    expect(hkexLanguageOfFileName('data/lcisehk1relsde_1.json')).toBe('E');
    expect(hkexLanguageOfFileName('lcisehk1relsdc_2.json')).toBe('ZH');
    expect(hkexLanguageOfFileName('search.json')).toBeNull();
  });
});
