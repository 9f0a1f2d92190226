import { Locales, type Locale } from '@app/contracts';
import { SIMPLIFIED_ONLY as SIMPLIFIED_ONLY_CHARACTERS } from '@app/domain/chinese-script';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes';
import { buildSidebarMenu } from '../app/layouts/sidebar-menu';
import { NAMESPACES, resolveInitialLocale } from './locales';
import { MENU_AREAS } from '../navigation';

const here = dirname(fileURLToPath(import.meta.url));
const contractsLocales = resolve(here, '../../../../packages/contracts/src/locales');

type Tree = { [key: string]: string | Tree };

const load = (locale: Locale, namespace: string): Tree =>
  JSON.parse(readFileSync(namespace === 'errors' ? resolve(contractsLocales, locale, 'errors.json') : resolve(here, 'locales', locale, `${namespace}.json`), 'utf8'));

/** Flattens a locale file to dotted keys. */
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const variablesOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Simplified-only characters from the OpenCC dictionaries (not a hand list: 污, 温, 户 are valid traditional). */
const SIMPLIFIED_ONLY = SIMPLIFIED_ONLY_CHARACTERS;

/** Mainland or inconsistent terms a Hong Kong reader must not meet (issue 18, register). */
const NOT_HONG_KONG = ['信息披露', '反饋', '掃碼', '點擊', '回收站', '須予公佈', '公佈', '發佈', '股票代號', '關鍵詞', '回購', '關聯交易', '年度股東大會'];

describe('locale files', () => {
  it('registers every namespace file in NAMESPACES (none is left out of these tests)', () => {
    for (const locale of Locales) {
      const files = readdirSync(resolve(here, 'locales', locale)).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
      expect(files.filter((name) => !(NAMESPACES as readonly string[]).includes(name)), locale).toEqual([]);
    }
  });

  it.each(NAMESPACES)('zh-HK %s uses Hong Kong terms (one form of 公布, 發布, 關鍵字, 股份代號, 購回)', (namespace) => {
    const offending = Object.entries(flatten(load('zh-HK', namespace))).filter(([, text]) => NOT_HONG_KONG.some((term) => text.includes(term)));
    expect(offending).toEqual([]);
  });

  it.each(NAMESPACES)('zh-CN %s says 香港证监会 for the SFC and 收盘价', (namespace) => {
    const offending = Object.entries(flatten(load('zh-CN', namespace))).filter(([, text]) => /(?<!香港|中国)证监会/.test(text) || text.includes('收市价'));
    expect(offending).toEqual([]);
  });

  it.each(NAMESPACES)('%s has the same keys in en, zh-CN and zh-HK', (namespace) => {
    const english = Object.keys(flatten(load('en', namespace))).sort();
    for (const locale of Locales) expect(Object.keys(flatten(load(locale, namespace))).sort(), `${locale}/${namespace}`).toEqual(english);
  });

  it.each(NAMESPACES)('%s uses the same interpolation variables in every locale', (namespace) => {
    const english = flatten(load('en', namespace));
    for (const locale of Locales) {
      const translated = flatten(load(locale, namespace));
      for (const [key, text] of Object.entries(english)) expect(variablesOf(translated[key]), `${locale}/${namespace}:${key}`).toEqual(variablesOf(text));
    }
  });

  it.each(NAMESPACES)('%s has no empty strings', (namespace) => {
    for (const locale of Locales) for (const [key, text] of Object.entries(flatten(load(locale, namespace)))) expect(text.trim(), `${locale}:${key}`).not.toBe('');
  });

  it.each(NAMESPACES)('zh-HK %s contains no simplified-only characters', (namespace) => {
    const deny = SIMPLIFIED_ONLY;
    const offending = Object.entries(flatten(load('zh-HK', namespace)))
      .map(([key, text]) => [key, [...text].filter((character) => deny.has(character)).join('')] as const)
      .filter(([, found]) => found.length > 0);
    expect(offending).toEqual([]);
  });

  it('keeps the deny-list to characters that are not traditional', () => {
    // sanity check: a few shared characters must never be in the list
    for (const shared of '里后台范干只系公司上市污温户') expect(SIMPLIFIED_ONLY.has(shared), shared).toBe(false);
  });

  it.each(Locales.filter((locale) => locale !== 'en'))('%s common strings are translated (not copied from English)', (locale) => {
    const english = flatten(load('en', 'common'));
    const translated = flatten(load(locale, 'common'));
    const copied = Object.keys(english).filter((key) => english[key] === translated[key] && /[a-z]{4,}/.test(english[key].replace(/{{\s*\w+\s*}}/g, '')));
    expect(copied).toEqual([]);
  });
});

describe('route titles', () => {
  const routes = flatten(load('en', 'routes'));

  it('has a title for every route', () => {
    for (const entry of appRoutes) expect(routes, entry.path).toHaveProperty([entry.meta.titleKey]);
  });

  it('has a title for every sidebar area and group', () => {
    for (const area of MENU_AREAS) {
      expect(routes).toHaveProperty([`area.${area}`]);
      for (const group of buildSidebarMenu(area, ['listed', 'isServeCom'])) expect(routes, group.titleKey).toHaveProperty([group.titleKey]);
    }
  });
});

describe(resolveInitialLocale.name, () => {
  it.each<[string | undefined, string[], Locale]>([
    ['zh-HK', ['en-US'], 'zh-HK'],
    ['zh-CN', ['zh-TW'], 'zh-CN'],
    ['en', ['zh-CN'], 'en'],
    ['1', [], 'zh-HK'],
    [undefined, ['zh-TW', 'en'], 'zh-HK'],
    [undefined, ['zh-Hant-HK'], 'zh-HK'],
    [undefined, ['zh-CN'], 'zh-CN'],
    [undefined, ['zh'], 'zh-CN'],
    // The same mapping as the server's (issue 18): underscores, scripts, Cantonese, Singapore.
    ['zh_TW', [], 'zh-HK'],
    [undefined, ['yue-HK'], 'zh-HK'],
    [undefined, ['zh-Hans-HK'], 'zh-CN'],
    [undefined, ['zh-SG'], 'zh-CN'],
    [undefined, ['fr-FR', 'en-GB'], 'en'],
    [undefined, ['fr-FR', 'de'], 'en'],
    ['garbage', [], 'en'],
    [undefined, [], 'en'],
  ])('cookie %s and browser %j give %s (stored → browser → en)', (stored, browser, expected) => {
    expect(resolveInitialLocale(stored, browser)).toBe(expected);
  });
});
