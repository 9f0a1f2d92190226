import fs from 'node:fs';
import { toReaderScript } from '@app/domain/chinese-script';
import { describe, expect, it } from 'vitest';
import { catalogueFiles } from '../../companies/listed-companies.catalogue';
import { normaliseForSearch, termVariants } from './search-text';

/**
 * Document search over real names (issue 18): the index and the query go through the same normalisation, and it
 * must not depend on the text around a term (the hk→cn conversion reads phrases), so a term found inside a title
 * normalises exactly as the same term typed alone; and a name typed in the other script finds its stored spelling.
 */
const files = catalogueFiles();
const hongKong = fs.existsSync(files.hongKong)
  ? (JSON.parse(fs.readFileSync(files.hongKong, 'utf8')) as { zhName?: string }[]).map((row) => row.zhName ?? '').filter((name) => /\p{Script=Han}/u.test(name))
  : [];
const aShares = fs.existsSync(files.aShares)
  ? fs.readFileSync(files.aShares, 'utf8').split('\n').slice(1).map((line) => line.split(',')[1] ?? '').filter((name) => /\p{Script=Han}/u.test(name))
  : [];

const HAN_RUN = /^\p{Script=Han}+$/u;

describe.skipIf(hongKong.length === 0 || aShares.length === 0)('document search normalisation over the real company lists', () => {
  it('normalises every 2-4 character term alone exactly as inside the name it comes from', () => {
    const differ: string[] = [];
    for (const name of [...hongKong, ...aShares]) {
      const indexed = normaliseForSearch(name);
      if (indexed.length !== name.length) continue;
      for (let start = 0; start < name.length; start += 1)
        for (let length = 2; length <= 4 && start + length <= name.length; length += 1) {
          const term = name.slice(start, start + length);
          if (HAN_RUN.test(term) && normaliseForSearch(term) !== indexed.slice(start, start + length)) differ.push(`${term} in ${name}`);
        }
    }
    expect(differ).toEqual([]);
  });

  it('finds every Hong Kong name typed in simplified and every A-share name typed in traditional', () => {
    const found = (stored: string, typed: string) => termVariants(normaliseForSearch(typed)).includes(normaliseForSearch(stored));
    const missed = [
      ...hongKong.filter((name) => !found(name, toReaderScript(name, 'zh-CN', { kind: 'name' }))),
      // a Hong Kong reader types the word as Hong Kong writes it (phrase conversion: 坐标 → 座標)
      ...aShares.filter((name) => !found(name, toReaderScript(name, 'zh-HK', { kind: 'text', script: 'hans' }))),
    ];
    expect(missed).toEqual([]);
  });
});
