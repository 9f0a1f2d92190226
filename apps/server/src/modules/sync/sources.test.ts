import { describe, expect, it } from 'vitest';
import type { SyncNote } from '@app/contracts';
import type { ImportFormat, ImportOptions } from '../disclosure/index';
import { hongKongDate, LATEST_FEED_MAX_PAGES, SYNC_SOURCES, titleSearchUrl, type FetchedFile, type SourceRunContext } from './sources';

/** A source run against answers given by URL, recording what it hands to the importers. */
const runSource = async (id: string, answer: (url: string) => string | null, now = new Date('2026-11-27T01:00:00Z')) => {
  const fetched: string[] = [];
  const imported: { format: ImportFormat; names: string[]; options?: ImportOptions }[] = [];
  const notes: SyncNote[] = [];
  const context: SourceRunContext = {
    now,
    dataDir: '/nonexistent',
    fetch: async (url) => {
      fetched.push(url);
      return answer(url);
    },
    importAnswer: async (format, files, options) => {
      imported.push({ format, names: (Array.isArray(files) ? files : [files]).map((file: FetchedFile) => file.name), options });
    },
    count: () => undefined,
    note: (code, values) => void notes.push({ code, values }),
  };
  await SYNC_SOURCES.find((source) => source.id === id)!.run(context);
  return { fetched, imported, notes };
};

describe('sync sources', () => {
  it('category tree: the four levels in both languages, one importer run', async () => {
    const { fetched, imported } = await runSource('hkex-categories', () => '[]');
    expect(fetched).toHaveLength(8);
    expect(fetched[0]).toBe('https://www1.hkexnews.hk/ncms/script/eds/tierone_e.json');
    expect(imported).toEqual([
      { format: 'hkex-categories', names: ['tierone_e.json', 'tierone_c.json', 'tiertwogrp_e.json', 'tiertwogrp_c.json', 'tiertwo_e.json', 'tiertwo_c.json', 'doc_e.json', 'doc_c.json'], options: undefined },
    ]);
  });

  it('latest feed: reads at most the first pages that page 1 declares, and says so', async () => {
    const { fetched, notes } = await runSource('hkex-latest', (url) => (url.endsWith('_1.json') ? '{"maxNumOfFile":9,"newsInfoLst":[]}' : '{"newsInfoLst":[]}'));
    expect(fetched).toHaveLength(2 * LATEST_FEED_MAX_PAGES);
    expect(notes).toEqual(
      ['lcisehk1relsde_1.json', 'lcisehk1relsdc_1.json'].map((file) => ({ code: 'pagesCapped', values: { file, published: 9, read: LATEST_FEED_MAX_PAGES } })),
    );
  });

  it('Companies Registry: the files of the three Hong Kong days before today, local and foreign', async () => {
    // 01:00 UTC is 09:00 in Hong Kong on the 27th.
    const { fetched, imported } = await runSource('cr-companies', (url) => (url.includes('_20261126') ? 'csv' : null));
    expect(fetched.map((url) => url.split('/').pop())).toEqual(['RNC063L_20261124.csv', 'RNC063F_20261124.csv', 'RNC063L_20261125.csv', 'RNC063F_20261125.csv', 'RNC063L_20261126.csv', 'RNC063F_20261126.csv']);
    expect(imported.map((run) => [run.names[0], run.options?.registerKind])).toEqual([
      ['RNC063L_20261126.csv', 'local'],
      ['RNC063F_20261126.csv', 'foreign'],
    ]);
  });

  it('SFC news: in January also last year', async () => {
    const { fetched } = await runSource('sfc-news', () => '{"items":[],"total":0}', new Date('2027-01-02T00:00:00Z'));
    expect(fetched).toHaveLength(4);
  });

  it('title search: whole-market windows of at most one month', () => {
    const url = new URL(titleSearchUrl('2026-10-27', '2026-11-27', 'E'));
    expect(url.origin + url.pathname).toBe('https://www1.hkexnews.hk/search/titleSearchServlet.do');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ fromDate: '20261027', toDate: '20261127', stockId: '-1', searchType: '0', t1code: '-2', lang: 'E' });
    expect(() => titleSearchUrl('2026-10-27', '2026-11-28', 'E')).toThrow(RangeError);
    expect(() => titleSearchUrl('2026-11-27', '2026-11-26', 'ZH')).toThrow(RangeError);
  });

  it('title search: the two Hong Kong days before today, English then Chinese, and says when rows were left', async () => {
    const { fetched, imported, notes } = await runSource('hkex-title-search', () => '{"result":"[]","recordCnt":3500,"hasNextRow":true}');
    expect(fetched.map((url) => `${new URL(url).searchParams.get('fromDate')}${new URL(url).searchParams.get('lang')}`)).toEqual(['20261125E', '20261125ZH', '20261126E', '20261126ZH']);
    expect(imported.map((run) => run.options?.lang)).toEqual(['E', 'ZH', 'E', 'ZH']);
    expect(notes[0]).toEqual({ code: 'titleSearchCapped', values: { day: '2026-11-25', lang: 'E', total: '3500', read: 3000 } });
  });

  it('dates in Hong Kong', () => {
    expect(hongKongDate(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
  });
});
