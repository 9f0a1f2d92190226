import { Locales, type Locale } from '@app/contracts';
import { readFileSync } from 'node:fs';
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

/**
 * Characters that exist only in simplified Chinese (their traditional forms
 * differ). Characters valid in both scripts (里, 后, 台, 范, 干, 只, 系 …) are
 * deliberately not listed.
 */
const SIMPLIFIED_ONLY =
  '权级页设务户录请错误这为网络选择议证码册诉个们来时会对发说经过动开关门问间让认识记论读语谈计订许访评话询该详谢资质贵费购买卖价实现点热东车轮转达还运进连递释铁钱银锁长闭陆际险随难电须顾题风飞马鸡鱼鸟麦黄齐龙龟广厂压历县号吗听启员团围图场坏块坚报处备复够夺宁宝宽导层岁岛币带帮库应废张弹强归当彻态总恶惊惯战执扩扫护担拥挂损换据携摄摆数断无旧显晓杀杂条极构枪标样档桥梦检楼欢残毁气汇汉污汤沟没泪洁浅测济浏涨润渐温湾湿满灭灯灵灾炉烂烦爱状独猎献环盘监盖盗础确种积称稳穷窃竞笔筑简类粮纠红约纪纳纸纷练组细织终绍经结绘给绝统继绩续维综绿编缓缘罗罚职联胜脑脚脸艰节荐药获营虑虽补装见规视览觉触认讨训讯讲识词译试诗诚课谁调谋谨贝负财责贤败货贩贪贯贴贸贺赋赔赖赚赛赞赠赢赶趋跃践踪轨软轻载辅辆辉辑输辖辩边迁迈违迟适逻遗邮邻酝鉴针钟钢钥钩铃铅铜铸链销锅锋锦键镇镜闪闯闲闸闹闻阀阁阅队阳阴阵阶陈隐隶雾静韩顶项顺顿预领频颗颜额飘饭饮饰饱馆馈驱驳驶驻驾验骂骗骤鲁鲜鸣鸭龄图书发';

describe('locale files', () => {
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
    const deny = new Set([...SIMPLIFIED_ONLY]);
    const offending = Object.entries(flatten(load('zh-HK', namespace)))
      .map(([key, text]) => [key, [...text].filter((character) => deny.has(character)).join('')] as const)
      .filter(([, found]) => found.length > 0);
    expect(offending).toEqual([]);
  });

  it('keeps the deny-list to characters that are not traditional', () => {
    // sanity check: a few shared characters must never be in the list
    for (const shared of '里后台范干只系公司上市') expect(SIMPLIFIED_ONLY).not.toContain(shared);
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
    [undefined, ['fr-FR', 'en-GB'], 'en'],
    [undefined, ['fr-FR', 'de'], 'en'],
    ['garbage', [], 'en'],
    [undefined, [], 'en'],
  ])('cookie %s and browser %j give %s (stored → browser → en)', (stored, browser, expected) => {
    expect(resolveInitialLocale(stored, browser)).toBe(expected);
  });
});
