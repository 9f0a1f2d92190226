import { describe, expect, it } from 'vitest';
import { CATEGORY_FIXTURES, readFixture } from '../../../../test/disclosure-fixtures';
import { describeCategoryFileName, parseHeadlineCategoryFiles } from './headline-categories.parser';
import { buildCategoryIndex } from './headline-matcher';

const fixtureFiles = (names: string[]) =>
  names.map((name) => {
    const { level, lang } = describeCategoryFileName(name);
    return { name, text: readFixture(name), level: level!, lang: lang! };
  });

describe('parseHeadlineCategoryFiles', () => {
  it('joins the _e and _c files on level and code, in the English order', () => {
    const { rows } = parseHeadlineCategoryFiles(fixtureFiles(CATEGORY_FIXTURES), { categories: buildCategoryIndex([]) });
    expect(rows.filter((row) => row.level === 't1')).toHaveLength(6);
    expect(rows.find((row) => row.level === 't2' && row.code === '40200')).toMatchObject({
      t1Code: '40000',
      groupCode: null,
      nameEn: 'Interim/Half-Year Report',
      nameZhHk: '中期/半年度報告',
      sortOrder: 7,
    });
    expect(rows.find((row) => row.level === 't2g' && row.code === '6')).toMatchObject({ t1Code: '10000', nameEn: 'Notifiable Transactions', nameZhHk: '須予公布的交易' });
    expect(rows.find((row) => row.level === 'doc' && row.code === '11500')).toMatchObject({ nameEn: 'Financial Statements', nameZhHk: '財務報表' });
  });

  it('refuses rows without a code and rows under an unknown tier 1', () => {
    const { rejections } = parseHeadlineCategoryFiles(fixtureFiles(CATEGORY_FIXTURES), { categories: buildCategoryIndex([]) });
    expect(rejections).toEqual([
      { row: 10, file: 'tiertwo_e.json', reason: 'code is missing' },
      { row: 11, file: 'tiertwo_e.json', reason: 'unknown tier-1 code "99000"' },
    ]);
  });

  it('needs a tier 2’s tier 1 to be stored or in the same run', () => {
    const { rows, rejections } = parseHeadlineCategoryFiles(fixtureFiles(['tiertwo_c.json']), { categories: buildCategoryIndex([]) });
    expect(rows).toEqual([]);
    expect(rejections[0]).toEqual({ row: 1, file: 'tiertwo_c.json', reason: 'unknown tier-1 code "10000"; unknown tier-2 group code "1"' });
  });

  it('tells level and language from HKEXnews and hkexann file names', () => {
    expect(describeCategoryFileName('eds/tiertwogrp_e.json')).toEqual({ level: 't2g', lang: 'E' });
    expect(describeCategoryFileName('tiertwo_c.json')).toEqual({ level: 't2', lang: 'ZH' });
    expect(describeCategoryFileName('doc_e.json')).toEqual({ level: 'doc', lang: 'E' });
    expect(describeCategoryFileName('hkex_tier_one_cache.json')).toEqual({ level: 't1' });
    expect(describeCategoryFileName('hkex_doc_types_cache.json')).toEqual({ level: 'doc' });
  });
});
