import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HolidayFeedError, checkHolidayFeeds, mergeHolidayRecords, parseHolidayFeed, type HolidayRecord } from './holiday-feed';

const sharedData = (relative: string): string => fileURLToPath(new URL(`../../../../../shared/data/${relative}`, import.meta.url));
const read = (file: string): unknown => JSON.parse(readFileSync(sharedData(file), 'utf8'));

describe('the 1823 holiday feed importer', () => {
  it('reads the record shape of the shared 1823 copy, all three languages', () => {
    const feeds = {
      en: parseHolidayFeed(read('hk-public-holidays-1823/en.json'), 'en'),
      tc: parseHolidayFeed(read('hk-public-holidays-1823/tc.json'), 'tc'),
      sc: parseHolidayFeed(read('hk-public-holidays-1823/sc.json'), 'sc'),
    };
    expect(feeds.en).toHaveLength(258);
    expect(feeds.en[0]).toEqual({ id: '20111226@1823.gov.hk', name: 'The first weekday after Chrstmas Day', date: '2011-12-26' });
    // The Simplified feed lacks 2015-09-03, so the languages differ: refused, never half-imported.
    expect(() => checkHolidayFeeds(feeds)).toThrowError(HolidayFeedError);
  });

  it('reads the 1823 vcalendar shape and replaces a provisional year with the feed', () => {
    const vcalendar = (names: string[]) => ({
      vcalendar: [
        {
          vevent: [
            { uid: '20270101@1823.gov.hk', dtstart: ['20270101', { value: 'DATE' }], summary: names[0] },
            { uid: '20271225@1823.gov.hk', dtstart: ['20271225', { value: 'DATE' }], summary: names[1] },
          ],
        },
      ],
    });
    const feeds = {
      en: parseHolidayFeed(vcalendar(['The first day of January', 'Christmas Day']), 'en'),
      tc: parseHolidayFeed(vcalendar(['一月一日', '聖誕節']), 'tc'),
      sc: parseHolidayFeed(vcalendar(['一月一日', '圣诞节']), 'sc'),
    };
    expect(feeds.en[1]).toEqual({ id: '20271225@1823.gov.hk', name: 'Christmas Day', date: '2027-12-25' });
    const years = checkHolidayFeeds(feeds);
    expect(years).toEqual([2027]);
    const stored: HolidayRecord[] = [
      { id: '20261225@1823.gov.hk', name: 'Christmas Day', date: '2026-12-25' },
      { id: '20270326@1823.gov.hk', name: 'Good Friday', date: '2027-03-26' },
    ];
    expect(mergeHolidayRecords(stored, feeds.en, years).map((record) => record.date)).toEqual(['2026-12-25', '2027-01-01', '2027-12-25']);
  });

  it.each([
    ['not a list', { holidays: [] }],
    ['an empty list', []],
    ['a bad date', [{ id: 'x', name: 'Day', date: '2027-02-30' }]],
    ['a missing name', [{ id: 'x', name: ' ', date: '2027-01-01' }]],
    ['a provisional entry', [{ id: '20270101@provisional', name: 'Day', date: '2027-01-01' }]],
    ['a date twice', [{ id: 'a', name: 'Day', date: '2027-01-01' }, { id: 'b', name: 'Day', date: '2027-01-01' }]],
  ])('refuses %s', (_case, json) => {
    expect(() => parseHolidayFeed(json, 'en')).toThrowError(HolidayFeedError);
  });

  it('refuses a feed whose languages list other dates or that has no complete year', () => {
    const one = (date: string): HolidayRecord[] => [{ id: 'a', name: 'Day', date }];
    expect(() => checkHolidayFeeds({ en: one('2027-12-25'), tc: one('2027-12-25'), sc: one('2027-12-26') })).toThrowError(HolidayFeedError);
    expect(() => checkHolidayFeeds({ en: one('2027-01-01'), tc: one('2027-01-01'), sc: one('2027-01-01') })).toThrowError(HolidayFeedError);
  });
});
