import { describe, expect, it } from 'vitest';
import { documentMessage, isDirectorChange, namesPerson, peopleConcerned, personKeyOf, sourceOfDocument, switchOfDocument, topicOfDocument } from './alert-rules';
import type { FeedDocument } from '../disclosure/document-feed.service';

const document = (values: Partial<FeedDocument>): FeedDocument => ({
  id: 1,
  kind: 'announcement',
  md5Key: 'a'.repeat(32),
  market: 'HK',
  stockCodes: ['00700'],
  titleEn: null,
  titleZh: null,
  releaseTime: new Date('2026-11-25T02:00:00Z'),
  t1Code: null,
  t2Codes: [],
  issuingBody: null,
  listType: null,
  orgType: null,
  sourceType: null,
  fileLinkEn: null,
  fileLinkZh: null,
  ...values,
});

const chan = { key: 'en:chan tai man', nameEn: 'CHAN Tai Man', nameZh: '陳大文' };
const wong = { key: 'en:wong siu ming', nameEn: 'Wong Siu Ming', nameZh: '黃小明' };

describe('event → recipients (alert rules)', () => {
  it('keys a person by the English name in any case and spacing, else the Chinese name', () => {
    expect(personKeyOf({ nameEn: '  CHAN  Tai Man ', nameZh: '陳大文' })).toBe('en:chan tai man');
    expect(personKeyOf({ nameEn: null, nameZh: '陳 大文' })).toBe('zh:陳大文');
    expect(personKeyOf({ nameEn: ' ', nameZh: null })).toBeNull();
  });

  it('finds the people an announcement names, as whole words or as written in Chinese', () => {
    expect(namesPerson(document({ titleEn: 'Appointment of Executive Director - Mr. Chan Tai Man' }), chan)).toBe(true);
    expect(namesPerson(document({ titleZh: '委任執行董事：陳大文先生' }), chan)).toBe(true);
    expect(namesPerson(document({ titleEn: 'Announcement by CHAN TAI MANUFACTURING' }), chan)).toBe(false);
  });

  it('a board-change announcement concerns everyone on the issuer’s board; another only those it names', () => {
    const board = [{ nameEn: 'Wong Siu Ming', nameZh: null }];
    const change = document({ titleEn: 'Resignation of Independent Non-executive Director' });
    expect(isDirectorChange(change)).toBe(true);
    expect(peopleConcerned(change, [chan, wong], board)).toEqual([wong]);
    const results = document({ titleEn: 'Annual Results 2026' });
    expect(peopleConcerned(results, [chan, wong], board)).toEqual([]);
    expect(peopleConcerned(document({ titleEn: 'Re-designation of Mr Chan Tai Man' }), [chan, wong], [])).toEqual([chan]);
  });

  it('maps kinds to switches, spec §4 sources and topics', () => {
    expect(switchOfDocument('announcement')).toBe('announcementFocus');
    expect(switchOfDocument('enforcement')).toBe('violations');
    expect(switchOfDocument('regulation')).toBe('regulatory');
    expect(switchOfDocument('update')).toBe('regulatory');
    expect(sourceOfDocument({ kind: 'announcement', market: 'HK' })).toBe(1);
    expect(sourceOfDocument({ kind: 'announcement', market: 'SZ' })).toBe(14);
    expect(sourceOfDocument({ kind: 'law', market: null })).toBe(5);
    expect(sourceOfDocument({ kind: 'enforcement', market: null })).toBe(6);
    expect(sourceOfDocument({ kind: 'update', market: null })).toBe(7);
    expect(sourceOfDocument({ kind: 'regulation', market: null })).toBe(8);
    expect(topicOfDocument({ issuingBody: 'SFC', sourceType: null })).toBe('sfc');
    expect(topicOfDocument({ issuingBody: null, sourceType: 1 })).toBe('hkex');
  });

  it('writes one message per user and document per switch, in both languages, with the detail route', () => {
    const message = documentMessage(document({ titleEn: 'Appointment of Director', titleZh: '委任董事' }), 'director', chan);
    expect(message).toMatchObject({ type: 3, source: 1, md5Key: 'a'.repeat(32), dedupeKey: `director:${'a'.repeat(32)}`, ref: { id: 1, kind: 'announcement', market: 'HK' } });
    expect(message.titleEn).toBe('CHAN Tai Man: 00700 Appointment of Director');
    expect(message.title).toBe('陳大文：00700 委任董事');
  });
});
