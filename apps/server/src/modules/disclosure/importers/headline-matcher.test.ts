import { describe, expect, it } from 'vitest';
import { fixtureCategoryIndex } from '../../../../test/disclosure-fixtures';

const categories = fixtureCategoryIndex();

describe('matchHeadlinePath', () => {
  it('matches a tier 1 and several tier 2s joined by " / "', () => {
    expect(
      categories.matchHeadlinePath('Announcements and Notices - [Final Results / Dividend or Distribution / Closure of Books or Change of Book Closure Period]'),
    ).toEqual({ category: { t1Code: '10000', t2Codes: ['13300', '13100', '13200'], docType: null } });
  });

  it('keeps a "/" inside a name ("Interim/Half-Year Report", "中期/半年度報告")', () => {
    const expected = { category: { t1Code: '40000', t2Codes: ['40200'], docType: null } };
    expect(categories.matchHeadlinePath('Financial Statements/ESG Information - [Interim/Half-Year Report]')).toEqual(expected);
    expect(categories.matchHeadlinePath('財務報表/環境、社會及管治資料 - [中期/半年度報告]')).toEqual(expected);
  });

  it('matches Chinese (traditional or simplified) and case-insensitive English names', () => {
    expect(categories.matchHeadlinePath('公告及通告 - [須予披露的交易]')).toEqual({ category: { t1Code: '10000', t2Codes: ['16200'], docType: null } });
    expect(categories.matchHeadlinePath('公告及通告 - [须予披露的交易]')).toEqual({ category: { t1Code: '10000', t2Codes: ['16200'], docType: null } });
    expect(categories.matchHeadlinePath('next day disclosure returns - [share buyback]')).toEqual({ category: { t1Code: '50000', t2Codes: ['50100'], docType: null } });
  });

  it('reads a tier 1 alone (even one with " - " in its name) and a pre-2007 document type', () => {
    expect(categories.matchHeadlinePath('Monthly Returns')).toEqual({ category: { t1Code: '51500', t2Codes: [], docType: null } });
    expect(categories.matchHeadlinePath('Takeovers Code - dealing disclosures')).toEqual({ category: { t1Code: '55000', t2Codes: [], docType: null } });
    expect(categories.matchHeadlinePath('Financial Statements')).toEqual({ category: { t1Code: null, t2Codes: [], docType: '11500' } });
  });

  it('merges the headlines of a multi-headline path', () => {
    expect(categories.matchHeadlinePath('Announcements and Notices - [Connected Transaction]<br/>Announcements and Notices - [Discloseable Transaction]')).toEqual({
      category: { t1Code: '10000', t2Codes: ['11200', '16200'], docType: null },
    });
  });

  it('names the headline it cannot match, and answers null for an empty path', () => {
    expect(categories.matchHeadlinePath('Announcements and Notices - [Made-up Category]')).toEqual({ unknown: 'Announcements and Notices - [Made-up Category]' });
    expect(categories.matchHeadlinePath('Circulars - [Final Results]')).toEqual({ unknown: 'Circulars - [Final Results]' });
    expect(categories.matchHeadlinePath('')).toBeNull();
  });
});
