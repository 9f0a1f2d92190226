import { Locales, type Locale } from '@app/contracts';
import { SIMPLIFIED_ONLY as SIMPLIFIED_ONLY_CHARACTERS, TRADITIONAL_ONLY } from '@app/domain/chinese-script';
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

/**
 * zh-HK register (issue 18): [the Hong Kong term, what must not appear instead]. Mainland terms (信息披露, 反饋, 掃碼,
 * 點擊, 回收站) and the second form of a pair written two ways (公布/公佈, 發布/發佈, 宣布/宣佈, 關鍵字/關鍵詞,
 * 股份代號/股票代號, 購回/回購), so each is written one way throughout, as HKEX writes 須予公布.
 */
const HONG_KONG_TERMS: readonly (readonly [string, string])[] = [
  ['資訊披露', '信息披露'],
  ['意見回饋', '反饋'],
  ['掃描二維碼', '掃碼'],
  ['按', '點擊'],
  ['資源回收筒', '回收站'],
  ['須予公布', '須予公佈'],
  ['公布', '公佈'],
  ['發布', '發佈'],
  ['宣布', '宣佈'],
  ['股份代號', '股票代號'],
  ['股份代號', '股票代碼'],
  ['關鍵字', '關鍵詞'],
  ['購回', '回購'],
  ['關連交易', '關聯交易'],
  ['股東週年大會', '年度股東大會'],
];
const NOT_HONG_KONG = HONG_KONG_TERMS.map(([, wrong]) => wrong);

/**
 * zh-CN: the SFC is 香港证监会 (a bare 证监会 reads as the CSRC), 收盘价, one term for delisting (退市), and a
 * registry search is a 查询 (查册 is the Hong Kong word; the zh-CN pages said 查询 under a 查册 menu); mainland
 * words where Hong Kong ones had slipped in (保存 not 储存, 链接 not 连结, 利润 not 溢利), one form of 关键词, and
 * mainland quotation marks (“” not the Hong Kong 「」).
 */
const notMainland = (text: string): string[] =>
  [
    /(?<!香港|中国)证监会/.test(text) ? '证监会' : null,
    text.includes('收市价') ? '收市价' : null,
    text.includes('查册') ? '查册' : null,
    ...['除牌', '摘牌', '储存', '连结', '溢利', '关键字', '「', '」'].filter((term) => text.includes(term)),
  ].filter((term): term is string => term !== null);

const serverModules = resolve(here, '../../../server/src/modules');

/**
 * Every message catalogue of the server, by path: apps/server/src/modules/<module>/locales (sub-folders included)
 * and the verification SMS and e-mail of apps/server/src/i18n.
 */
const serverCatalogues = (locale: Locale): [string, Tree][] => [
  ...readdirSync(serverModules, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|\/)locales\/(.+\/)?[^/]+\.json$/.test(path) && path.endsWith(`/${locale}.json`))
    .sort()
    .map((path): [string, Tree] => [path, JSON.parse(readFileSync(resolve(serverModules, path), 'utf8')) as Tree]),
  [`../i18n/messages.${locale}.json`, JSON.parse(readFileSync(resolve(serverModules, `../i18n/messages.${locale}.json`), 'utf8')) as Tree],
];

/**
 * Other source with Chinese text shown to readers, by path from apps/server/src/modules: product names, the
 * payment and WeChat pages, the demo PDF, generated documents' own words, feedback and deadline messages, and the
 * domain's secretary catalogue, document formats, enumerated values and holiday names.
 */
const OTHER_SOURCES = [
  'alerts/alerts.service.ts',
  'calculators/saved-deadlines.service.ts',
  'commerce/commerce.products.ts',
  'commerce/payments/sandbox.ts',
  'commerce/sandbox.pages.ts',
  'disclosure/demo-document-pdf.ts',
  'documents/documents.service.ts',
  'documents/generate.ts',
  'feedback/feedback.service.ts',
  'wechat/wechat.pages.ts',
  '../../../../packages/domain/src/secretary/catalogue.ts',
  '../../../../packages/domain/src/documents/document-format.ts',
  '../../../../packages/domain/src/format/enumerated-values.ts',
  '../../../../packages/domain/src/calendar/data/hk-holidays.ts',
];

/**
 * The demonstration announcements, rule entries, enforcement cases and company texts, by path from
 * apps/server/src/modules. They write Hong Kong and mainland documents side by side (信息披露 is right in an
 * A-share notice), so they are checked text by text, by the script each is in.
 */
const DEMO_SOURCES = [
  '../../seeds/demo/disclosure/announcement-templates.ts',
  '../../seeds/demo/disclosure/regulatory-generator.ts',
  '../../seeds/demo/companies/demo-vocabulary.ts',
  '../../seeds/demo/companies/demo-company-data.ts',
  '../../seeds/demo/companies/demo-offerings.ts',
];

/** Server and domain source with Chinese text shown to readers (document templates, category names, OTHER_SOURCES): [path, text]. */
const serverSources = (): [string, string][] =>
  [
    ...['documents/templates', 'disclosure/reference'].flatMap((folder) =>
      readdirSync(resolve(serverModules, folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => `${folder}/${file}`),
    ),
    ...OTHER_SOURCES,
  ].map((path) => [path, readFileSync(resolve(serverModules, path), 'utf8')]);

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

  // 創業板 was GEM's Chinese name in Hong Kong until 2018: Shenzhen's ChiNext is 深圳創業板 for a Hong Kong reader.
  it.each(NAMESPACES)('zh-HK %s names ChiNext 深圳創業板, never a bare 創業板', (namespace) => {
    expect(Object.entries(flatten(load('zh-HK', namespace))).filter(([, text]) => /(?<!深圳)創業板/.test(text))).toEqual([]);
  });

  it.each(NAMESPACES)('zh-CN %s says 香港证监会 for the SFC, 收盘价, 退市 and 查询', (namespace) => {
    const offending = Object.entries(flatten(load('zh-CN', namespace))).filter(([, text]) => notMainland(text).length > 0);
    expect(offending).toEqual([]);
  });

  it('uses the Hong Kong form of each term somewhere (the list names terms the interface really writes)', () => {
    const everything = NAMESPACES.flatMap((namespace) => Object.values(flatten(load('zh-HK', namespace)))).join('\n');
    for (const term of ['資訊披露', '按', '資源回收筒', '公布', '發布', '股份代號', '關鍵字', '購回', '意見']) expect(everything, term).toContain(term);
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

describe('server message catalogues and document texts (issue 18: no namespace skipped)', () => {
  const hongKong = serverCatalogues('zh-HK');

  it('finds every server catalogue in each language', () => {
    expect(hongKong.length).toBeGreaterThanOrEqual(7);
    for (const locale of Locales) expect(serverCatalogues(locale).map(([path]) => path.replace(`${locale}.json`, ''))).toEqual(hongKong.map(([path]) => path.replace('zh-HK.json', '')));
  });

  it.each(hongKong.map(([path]) => path.replace('zh-HK.json', '<locale>.json')))('%s has the same keys, variables and no empty text in every locale', (path) => {
    const texts = (locale: Locale) => flatten(serverCatalogues(locale).find(([candidate]) => candidate === path.replace('<locale>', locale))![1]);
    const english = texts('en');
    for (const locale of Locales) {
      const translated = texts(locale);
      expect(Object.keys(translated).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(variablesOf(translated[key]!), `${locale}:${key}`).toEqual(variablesOf(text));
        expect(translated[key]!.trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });

  it.each(hongKong.map(([path]) => path))('zh-HK %s uses Hong Kong terms and traditional characters only', (path) => {
    const texts = Object.entries(flatten(hongKong.find(([candidate]) => candidate === path)![1]));
    expect(texts.filter(([, text]) => NOT_HONG_KONG.some((term) => text.includes(term)))).toEqual([]);
    expect(texts.filter(([, text]) => [...text].some((character) => SIMPLIFIED_ONLY.has(character)))).toEqual([]);
  });

  it.each(serverCatalogues('zh-CN').map(([path]) => path))('zh-CN %s says 香港证监会, 收盘价, 退市 and 查询', (path) => {
    const texts = Object.entries(flatten(serverCatalogues('zh-CN').find(([candidate]) => candidate === path)![1]));
    expect(texts.filter(([, text]) => notMainland(text).length > 0)).toEqual([]);
  });

  it('writes the document templates and category names in the same register (a traditional term cannot sit in simplified text, nor the reverse)', () => {
    const sources = serverSources();
    expect(sources.length).toBeGreaterThan(10);
    // Quotation marks excepted: the templates are written in traditional Chinese and toReaderScript gives a mainland reader “”.
    const mainlandSlips = (text: string) => notMainland(text).filter((term) => term !== '「' && term !== '」');
    const offending = sources.flatMap(([path, text]) => [...NOT_HONG_KONG.filter((term) => term.length > 1 && text.includes(term)), ...mainlandSlips(text)].map((term) => `${path}: ${term}`));
    expect(offending).toEqual([]);
  });
});

describe('quotation marks and register of the server texts', () => {
  /** A source's string literals (quotes and template literals; a nested `${}` cuts one short, which only shortens a check). */
  const literals = (source: string) => [...source.matchAll(/(["'`])((?:\\.|(?!\1).)*?)\1/g)].map((match) => match[2]!);
  const isSimplified = (text: string) => [...text].some((character) => SIMPLIFIED_ONLY.has(character)) && ![...text].some((character) => TRADITIONAL_ONLY.has(character));

  it('writes the simplified texts of the document templates with the mainland’s “” (a Hong Kong 「」 is traditional typography)', () => {
    const offending = serverSources().flatMap(([path, source]) => literals(source).filter((text) => isSimplified(text) && /[「」『』]/.test(text)).map((text) => `${path}: ${text.slice(0, 40)}`));
    expect(offending).toEqual([]);
  });

  it('writes the demonstration texts in the register of their script: Hong Kong terms in traditional, mainland ones in simplified', () => {
    const isTraditional = (text: string) => [...text].some((character) => TRADITIONAL_ONLY.has(character)) && ![...text].some((character) => SIMPLIFIED_ONLY.has(character));
    const offending = DEMO_SOURCES.flatMap((path) =>
      literals(readFileSync(resolve(serverModules, path), 'utf8')).flatMap((text) => {
        const slips = isTraditional(text) ? NOT_HONG_KONG.filter((term) => text.includes(term)) : isSimplified(text) ? notMainland(text) : [];
        return slips.map((term) => `${path}: ${term} in ${text.slice(0, 30)}`);
      }),
    );
    expect(offending).toEqual([]);
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
