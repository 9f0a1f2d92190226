import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../test/disclosure-fixtures';
import { ImportFormatError } from './import-report';
import { parseSfcNews } from './sfc-news.parser';

describe('parseSfcNews', () => {
  it('makes EF items enforcement cases with their unmasked parties, and other items updates', () => {
    const { rows } = parseSfcNews(readFixture('sfc-news-en.json'));
    expect(rows).toEqual([
      {
        row: 1,
        kind: 'enforcement',
        source: 'sfc',
        sourceId: '26PR27',
        md5Key: 'b8d4b5f02092a3544b7236773d1b23a2',
        market: null,
        stockCodes: [],
        releaseTime: new Date('2026-02-16T08:53:29.346Z'),
        t1Code: null,
        t2Codes: [],
        docType: null,
        sourceType: 0,
        titleEn: 'SFC bans former account executive for 12 months',
        fileLinkEn: 'https://apps.sfc.hk/edistributionWeb/gateway/EN/news-and-announcements/news/doc?refNo=26PR27',
        fileType: null,
        fileSize: null,
        punishedParty: 'CHAN Tai Man',
      },
      expect.objectContaining({ sourceId: '26PR28', kind: 'update', sourceType: 0, punishedParty: null }),
    ]);
  });

  it('reports bad dates, missing references, other languages and repeats', () => {
    expect(parseSfcNews(readFixture('sfc-news-en.json')).rejections).toEqual([
      { row: 3, reason: 'issueDate "2026-02-30T09:00:00" is not an ISO date-time' },
      { row: 4, reason: 'newsRefNo is missing' },
      { row: 5, reason: 'lang "SC" is not EN or TC' },
      { row: 6, reason: 'duplicate newsRefNo 26PR28 in EN (first on row 2)' },
    ]);
  });

  it('joins the EN and TC items of one reference in the same file', () => {
    const text = JSON.stringify({
      items: [
        { newsRefNo: '26PR40', lang: 'TC', title: '證監會譴責甲公司', newsType: 'EF', issueDate: '2026-03-01T10:00:00', targetCeList: [{ ceName: '甲公司', masked: false }] },
        { newsRefNo: '26PR40', lang: 'EN', title: 'SFC reprimands Company A', newsType: 'EF', issueDate: '2026-03-01T10:00:00', targetCeList: [{ ceName: 'Company A', masked: false }] },
      ],
      total: 2,
    });
    const { rows } = parseSfcNews(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ row: 1, titleEn: 'SFC reprimands Company A', titleZh: '證監會譴責甲公司', punishedParty: 'Company A' });
    expect(rows[0].fileLinkZh).toBe('https://apps.sfc.hk/edistributionWeb/gateway/TC/news-and-announcements/news/doc?refNo=26PR40');
  });

  it('refuses a file without an items array', () => {
    expect(() => parseSfcNews('{"total":0}')).toThrow(ImportFormatError);
  });
});
