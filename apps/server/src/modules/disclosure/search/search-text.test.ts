import { describe, expect, it } from 'vitest';
import { anyOf, englishForms, facetsOf, highlighterFor, highlightRanges, normaliseForSearch, periodLexemes, periodQuery, termVariants, toTsqueryLiteral, toTsvectorLiteral } from './search-text';

describe('toTsvectorLiteral', () => {
  it('indexes Han runs as overlapping bigrams in simplified script and Latin/digit runs as words', () => {
    expect(toTsvectorLiteral(['盈利警告'])).toBe("'盈利':1 '利警':2 '警告':3");
    expect(toTsvectorLiteral(['關連交易'])).toBe(toTsvectorLiteral(['关连交易']));
    expect(toTsvectorLiteral(['Final Results 2025'])).toBe("'final':1 'results':2 '2025':3");
  });

  it('does not glue digits to Chinese ("2025年度" keeps 2025 as its own word)', () => {
    expect(toTsvectorLiteral(['2025年度'])).toBe("'2025':1 '年度':2");
  });

  it('keeps a lone Han character as one lexeme and leaves a gap between texts', () => {
    expect(toTsvectorLiteral(['A股'])).toBe("'a':1 '股':2");
    expect(toTsvectorLiteral(['Profit', '盈利'])).toBe("'profit':1 '盈利':3");
  });
});

describe('toTsqueryLiteral', () => {
  it('makes a Chinese term the phrase of its bigrams', () => {
    expect(toTsqueryLiteral(['盈利警告'], 'all')).toBe("('盈利' <-> '利警' <-> '警告')");
  });

  it('matches English words in their inflected forms, exactly (no prefix scans), and a trailing lone character as a prefix', () => {
    expect(toTsqueryLiteral(['result'], 'all')).toBe("('result' | 'results' | 'resultes' | 'resulted' | 'resulting')");
    expect(englishForms('placings')).toEqual(expect.arrayContaining(['placings', 'placing']));
    expect(englishForms('companies')).toEqual(expect.arrayContaining(['company', 'companies']));
    expect(englishForms('s')).toEqual(['s']);
    expect(toTsqueryLiteral(['2024年'], 'all')).toBe("('2024' <-> '年':*)");
  });

  it('joins terms with & for all and | for any', () => {
    expect(toTsqueryLiteral(['配售', '供股'], 'all')).toBe("'配售' & '供股'");
    const any = toTsqueryLiteral(['配售', 'rights'], 'any')!;
    expect(any.startsWith("'配售' | (")).toBe(true);
    expect(any).toContain("'right' |");
    expect(any).not.toContain(':*');
    expect(toTsqueryLiteral(['!!!'], 'all')).toBeNull();
  });
});

describe('term folding (issue 18)', () => {
  it.each([
    // the official category name (with 的) and the announcements' wording (without) find each other
    ['須予披露的交易', '须予披露交易'],
    ['須予披露交易', '须予披露的交易'],
    // Hong Kong and mainland forms, both ways
    ['關聯交易', '关连交易'],
    ['關連交易', '关联交易'],
    ['年度股东大会', '股东周年大会'],
    ['股東週年大會', '年度股东大会'],
    ['購回', '回购'],
    // 着 and 著 alike
    ['着手', '著手'],
    ['顯著', '显着'],
    // 鉅 converts to 巨 or 钜 by phrase; mainland names keep 钜
    ['鉅泉科技', '钜泉科技'],
    ['鉅子生物', '巨子生物'],
    ['新座標', '新坐标'],
  ])('%s is also searched as %s', (term, variant) => {
    expect(termVariants(normaliseForSearch(term))).toContain(variant);
  });

  it('leaves a term without such forms alone (the benchmark classes keep their one phrase)', () => {
    expect(termVariants(normaliseForSearch('盈利警告'))).toEqual(['盈利警告']);
    expect(toTsqueryLiteral(['盈利警告'], 'all')).toBe("('盈利' <-> '利警' <-> '警告')");
    expect(toTsqueryLiteral(['result'], 'all')).toBe("('result' | 'results' | 'resultes' | 'resulted' | 'resulting')");
  });

  it('searches every form as one phrase, any of them', () => {
    expect(toTsqueryLiteral(['關連交易'], 'all')).toBe("(('关连' <-> '连交' <-> '交易') | ('关联' <-> '联交' <-> '交易'))");
  });

  it('matches a title in the other form: the stored vector of one answers the query of the other', () => {
    const stored = toTsvectorLiteral(['有關須予披露交易的公告']);
    const query = toTsqueryLiteral(['須予披露的交易'], 'all')!;
    // the 的-less phrase is among the query's alternatives, and all its lexemes are stored
    expect(query).toContain("('须予' <-> '予披' <-> '披露' <-> '露交' <-> '交易')");
    for (const lexeme of ['须予', '予披', '披露', '露交', '交易']) expect(stored).toContain(`'${lexeme}'`);
  });

  it('highlights the other form in a title', () => {
    expect(highlightRanges('持續關聯交易', ['關連交易'])).toEqual([[2, 6]]);
    expect(highlightRanges('須予披露交易', ['須予披露的交易'])).toEqual([[0, 6]]);
  });
});

describe('highlightRanges', () => {
  it('finds simplified terms in traditional titles and merges overlaps', () => {
    expect(highlightRanges('持續關連交易 - 重續框架協議', ['关连', '连交'])).toEqual([[2, 5]]);
  });

  it('highlights matches in full-width titles at their own offsets', () => {
    expect(highlightRanges('２０２５年度ＡＧＭ通告', ['AGM'])).toEqual([[6, 9]]);
    expect(highlightRanges('Ｒｅｓｕｌｔｓ　ｏｆ　ＡＧＭ', ['results of'])).toEqual([[0, 10]]);
    expect(highlightRanges('截至2025年的ＡＧＭ', ['２０２５'])).toEqual([[2, 6]]);
  });

  it('matches English at word starts only, case-insensitively', () => {
    expect(highlightRanges('Results of AGM; Final results', ['result'])).toEqual([
      [0, 6],
      [22, 28],
    ]);
    expect(highlightRanges('Unresulted', ['result'])).toEqual([]);
  });

  it('gives nothing for an empty title', () => {
    expect(highlightRanges(null, ['x'])).toEqual([]);
  });

  it('answers each text and each query for itself although titles and queries are remembered', () => {
    const results = highlighterFor(['result']);
    const agm = highlighterFor(['AGM']);
    for (let round = 0; round < 2; round += 1) {
      expect(results('Results of AGM')).toEqual([[0, 6]]);
      expect(agm('Results of AGM')).toEqual([[11, 14]]);
      expect(agm('２０２５年度ＡＧＭ通告')).toEqual([[6, 9]]);
      expect(results('２０２５年度ＡＧＭ通告')).toEqual([]);
      expect(highlighterFor(['关连'])('持續關連交易')).toEqual([[2, 4]]);
      expect(highlighterFor(['关连', '交易'])('持續關連交易')).toEqual([[2, 6]]);
      expect(highlighterFor([])('持續關連交易')).toEqual([]);
    }
  });
});

describe('normaliseForSearch', () => {
  it('folds full-width letters, traditional script and case', () => {
    expect(normaliseForSearch('ＡＢＣ 匯豐')).toBe('abc 汇丰');
  });
});

describe('facets and period lexemes', () => {
  it('stores the Hong Kong day, month and year of the release, stocks, categories and market', () => {
    // 2026-11-20 17:30 HKT is 09:30 UTC; 2026-11-30 23:30 HKT is still November in Hong Kong.
    expect(facetsOf({ releaseTime: new Date('2026-11-20T09:30:00Z'), stockCodes: ['00700'], t1Code: '10000', t2Codes: ['13300'], market: 'HK' })).toEqual([
      'd:20261120',
      'm:202611',
      'y:2026',
      's:00700',
      'c1:10000',
      'c2:13300',
      'mk:hk',
    ]);
    expect(facetsOf({ releaseTime: new Date('2026-11-30T15:30:00Z') })).toEqual(['d:20261130', 'm:202611', 'y:2026']);
  });

  it('covers a period with days up to 62 days, months up to 24 months, then years', () => {
    expect(periodLexemes(new Date('2026-11-18T16:00:00Z'), new Date('2026-11-20T16:00:00Z'))).toEqual(['d:20261119', 'd:20261120']);
    expect(periodLexemes(new Date('2026-01-01T00:00:00Z'), new Date('2026-11-20T00:00:00Z'))).toEqual(
      Array.from({ length: 11 }, (_, index) => `m:2026${String(index + 1).padStart(2, '0')}`),
    );
    expect(periodLexemes(new Date('2019-06-01T00:00:00Z'), new Date('2026-11-20T00:00:00Z'))).toEqual(['y:2019', 'y:2020', 'y:2021', 'y:2022', 'y:2023', 'y:2024', 'y:2025', 'y:2026']);
    // The tsquery part of a period, remembered per period.
    for (let round = 0; round < 2; round += 1) {
      expect(periodQuery(new Date('2026-11-18T16:00:00Z'), new Date('2026-11-20T16:00:00Z'))).toBe("('d:20261119' | 'd:20261120')");
      expect(periodQuery(new Date('2019-06-01T00:00:00Z'), new Date('2021-03-01T00:00:00Z'))).toBe(anyOf(periodLexemes(new Date('2019-06-01T00:00:00Z'), new Date('2021-03-01T00:00:00Z'))));
    }
  });

  it('stores facets without positions so they never join a phrase', () => {
    expect(toTsvectorLiteral(['盈利'], ['m:202611'])).toBe("'盈利':1 'm:202611'");
    expect(anyOf(['s:00700', 's:00005'])).toBe("('s:00700' | 's:00005')");
  });
});
