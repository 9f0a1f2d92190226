import type { NewProduct } from './commerce.repository';

/*
 * The starting price list (seeded once; staff change it at /admin/orders →
 * products without a deploy). Currency HKD: the registry fees are Hong Kong
 * dollars (brief §4.4) and which merchant entity collects is an open question
 * (brief §8 no. 1). Official fees from brief §5.1; service charges and the
 * membership prices are placeholders (brief §8 no. 4: no public benchmark).
 */

const CURRENCY = 'HKD';

type Seed = Omit<NewProduct, 'currency' | 'priceMinor'> & { priceMinor?: number };

const registry = (code: string, registryKind: string, sort: number, officialFeeMinor: number, names: [string, string, string], description: [string, string, string], needsPurpose = false): Seed => ({
  code,
  kind: 'registry',
  registry: registryKind,
  nameEn: names[0],
  nameZhCn: names[1],
  nameZhHk: names[2],
  descriptionEn: description[0],
  descriptionZhCn: description[1],
  descriptionZhHk: description[2],
  officialFeeMinor,
  serviceChargeMinor: 3000,
  needsPurpose,
  sort,
});

const oroNote: [string, string, string] = [
  'Official Receiver\'s Office search, up to 5 names. Official fee to be confirmed before go-live.',
  '破产管理署查询，每次最多 5 个名称。官方收费上线前待确认。',
  '破產管理署查冊，每次最多 5 個名稱。官方收費上線前有待確認。',
];

const SEEDS: Seed[] = [
  { code: 'vip-monthly', kind: 'membership', nameEn: 'VIP monthly', nameZhCn: 'VIP 月度会员', nameZhHk: 'VIP 月費會員', priceMinor: 9800, productMonth: 1, sort: 1 },
  { code: 'vip-quarterly', kind: 'membership', nameEn: 'VIP quarterly', nameZhCn: 'VIP 季度会员', nameZhHk: 'VIP 季度會員', priceMinor: 26800, originalPriceMinor: 29400, productMonth: 3, sort: 2 },
  { code: 'vip-yearly', kind: 'membership', nameEn: 'VIP yearly', nameZhCn: 'VIP 年度会员', nameZhHk: 'VIP 年費會員', priceMinor: 89800, originalPriceMinor: 117600, productMonth: 12, recommend: 1, sort: 3 },
  registry('hk-com-particulars', 'com', 10, 2200, ['Company particulars search', '公司资料查询', '公司資料查冊'], ['Companies Registry company particulars report (official fee HK$22).', '公司注册处公司资料报告（官方收费 22 港元）。', '公司註冊處公司資料報告（官方收費港幣 22 元）。']),
  registry('hk-com-image-other', 'com', 11, 1000, ['Document image record (other document)', '文件影像记录（其他文件）', '文件影像紀錄（其他文件）'], ['Image record of one filed document (official fee HK$10).', '一份已登记文件的影像记录（官方收费 10 港元）。', '一份已登記文件的影像紀錄（官方收費港幣 10 元）。']),
  registry('hk-com-image-annual-return', 'com', 12, 1800, ['Document image record (annual return)', '文件影像记录（周年申报表）', '文件影像紀錄（周年申報表）'], ['Image record of an annual return (official fee HK$18).', '周年申报表影像记录（官方收费 18 港元）。', '周年申報表影像紀錄（官方收費港幣 18 元）。']),
  registry('hk-com-image-accounts', 'com', 13, 2300, ['Document image record (accounts, articles, prospectus)', '文件影像记录（账目、章程、招股书）', '文件影像紀錄（賬目、章程、招股章程）'], ['Image record of accounts, articles or a prospectus (official fee HK$23).', '账目、章程或招股书的影像记录（官方收费 23 港元）。', '賬目、章程或招股章程的影像紀錄（官方收費港幣 23 元）。']),
  registry('hk-com-directors-index', 'com', 14, 1100, ['Directors index search (company based)', '董事索引查询（按公司）', '董事索引查冊（按公司）'], ['Directors and secretaries of one company (official fee HK$11).', '一家公司的董事及秘书（官方收费 11 港元）。', '一間公司的董事及秘書（官方收費港幣 11 元）。']),
  registry('hk-com-disqualification', 'com', 15, 1100, ['Disqualification order particulars', '取消资格令详情', '取消資格令詳情'], ['Particulars of one disqualified person (official fee HK$11).', '一名被取消资格人士的详情（官方收费 11 港元）。', '一名被取消資格人士的詳情（官方收費港幣 11 元）。']),
  registry('oro-receiver', 'receiver', 20, 8000, ['Official Receiver combined search', '破产管理署综合查询', '破產管理署綜合查冊'], oroNote),
  registry('oro-bankruptcy', 'bankruptcy', 21, 8000, ['Bankruptcy search', '破产查询', '破產查冊'], oroNote),
  registry('oro-winding', 'winding', 22, 8000, ['Compulsory winding-up search', '强制清盘查询', '強制清盤查冊'], oroNote),
  registry('br-extract', 'br', 30, 2700, ['Business registration extract', '商业登记册资料摘录', '商業登記冊資料摘錄'], ['Electronic extract of the Business Register (IRD, official fee HK$27). The search purpose is recorded (BRO s.19B).', '税务局商业登记册电子摘录（官方收费 27 港元），须记录查询用途（《商业登记条例》第 19B 条）。', '稅務局商業登記冊電子摘錄（官方收費港幣 27 元），須記錄查冊用途（《商業登記條例》第 19B 條）。'], true),
];

/** The seed rows with prices filled in (registry: official fee + service charge). */
export const defaultProducts = (): NewProduct[] =>
  SEEDS.map((seed) => ({ ...seed, currency: CURRENCY, priceMinor: seed.priceMinor ?? (seed.officialFeeMinor ?? 0) + (seed.serviceChargeMinor ?? 0) }));
