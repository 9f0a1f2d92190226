/**
 * The HKEXnews headline-category tree (tier 1, tier-2 groups, tier 2) and the
 * pre-2007 document types, written from the shapes and codes documented in
 * shared/domain/data-sources.md §2.1. All 20 tier-1 codes and 22 groups are
 * there; tier 2 holds the codes announcements use most (the live file has 293).
 * `confirmed` marks codes and English names seen in public sources; the others
 * are our reading of the Chinese names and should be checked against a live
 * tiertwo_e.json (the category importer replaces them when run).
 */
export type CategoryFixture = { code: string; en: string; zhHk: string; confirmed: boolean };
export type TierTwoFixture = CategoryFixture & { t1: string; group: string };

export const TIER_ONE: CategoryFixture[] = [
  { code: '10000', en: 'Announcements and Notices', zhHk: '公告及通告', confirmed: true },
  { code: '20000', en: 'Circulars', zhHk: '通函', confirmed: false },
  { code: '30000', en: 'Listing Documents', zhHk: '上市文件', confirmed: true },
  { code: '40000', en: 'Financial Statements/ESG Information', zhHk: '財務報表/環境、社會及管治資料', confirmed: true },
  { code: '50000', en: 'Next Day Disclosure Returns', zhHk: '翌日披露報表', confirmed: true },
  { code: '51000', en: 'Share Buyback Reports (before 1 January 2009)', zhHk: '股份購回報告(2009年1月1日之前)', confirmed: false },
  { code: '51500', en: 'Monthly Returns', zhHk: '月報表', confirmed: true },
  { code: '52000', en: 'Proxy Forms', zhHk: '委任代表表格', confirmed: false },
  { code: '53000', en: 'Company Information Sheet (GEM)', zhHk: '公司資料報表(GEM)', confirmed: false },
  { code: '54000', en: 'Constitutional Documents', zhHk: '章程文件', confirmed: false },
  { code: '55000', en: 'Takeovers Code - dealing disclosures', zhHk: '《收購守則》─ 交易披露', confirmed: false },
  { code: '56000', en: 'Documents on Display', zhHk: '展示文件', confirmed: false },
  { code: '57000', en: 'Documents on Display (Debt Issuance Programmes)', zhHk: '展示文件(債務發行計劃)', confirmed: false },
  { code: '58000', en: 'Documents on Display (Debt Securities)', zhHk: '展示文件(債務證券)', confirmed: false },
  { code: '59000', en: 'Documents on Display (Structured Products)', zhHk: '展示文件(結構性產品)', confirmed: false },
  { code: '70000', en: 'Debt and Structured Products', zhHk: '債務及結構性產品', confirmed: true },
  { code: '80000', en: 'Trading Information of Exchange Traded Funds', zhHk: '交易所買賣基金的交易資料', confirmed: false },
  { code: '81000', en: 'Trading Information of Leveraged and Inverse Products', zhHk: '槓桿及反向產品的交易資料', confirmed: false },
  { code: '90000', en: 'Regulatory Announcement & News', zhHk: '監管者公告及新聞', confirmed: false },
  { code: '91000', en: 'Application Proofs, OC Announcements and PHIPs', zhHk: '申請版本、整體協調人公告及聆訊後資料集', confirmed: false },
];

export const TIER_TWO_GROUPS: (CategoryFixture & { t1: string })[] = [
  { code: '1', t1: '10000', en: 'Connected Transactions', zhHk: '關連交易', confirmed: false },
  { code: '2', t1: '10000', en: 'Change in Board/Company Particulars', zhHk: '董事會/公司資料變更', confirmed: false },
  { code: '3', t1: '10000', en: 'Financial Information', zhHk: '財務資料', confirmed: false },
  { code: '4', t1: '10000', en: 'Meetings/Voting', zhHk: '會議/表決', confirmed: false },
  { code: '5', t1: '10000', en: 'New Listings', zhHk: '新上市', confirmed: false },
  { code: '6', t1: '10000', en: 'Notifiable Transactions', zhHk: '須予公布的交易', confirmed: true },
  { code: '7', t1: '10000', en: 'Reorganisation/Change in Shareholding/Major Changes/Public Float/Listing Status', zhHk: '重組/股權變動/主要變更/公眾持股量/上市地位', confirmed: false },
  { code: '8', t1: '10000', en: 'Securities/Share Capital', zhHk: '證券/股本', confirmed: false },
  { code: '9', t1: '10000', en: 'Miscellaneous', zhHk: '其他', confirmed: false },
  { code: '10', t1: '20000', en: 'Connected Transactions', zhHk: '關連交易', confirmed: false },
  { code: '11', t1: '20000', en: 'Change in Board/Company Particulars', zhHk: '董事會/公司資料變更', confirmed: false },
  { code: '12', t1: '20000', en: 'Meetings/Voting', zhHk: '會議/表決', confirmed: false },
  { code: '13', t1: '20000', en: 'Notifiable Transactions', zhHk: '須予公布的交易', confirmed: false },
  { code: '14', t1: '20000', en: 'Reorganisation/Major Changes/Listing Status', zhHk: '重組/主要變更/上市地位', confirmed: false },
  { code: '15', t1: '20000', en: 'Securities/Share Capital', zhHk: '證券/股本', confirmed: false },
  { code: '16', t1: '20000', en: 'Miscellaneous', zhHk: '其他', confirmed: false },
  { code: '20', t1: '70000', en: 'Derivative Warrants', zhHk: '衍生權證', confirmed: false },
  { code: '21', t1: '70000', en: 'Equity Linked Instruments', zhHk: '股票掛鈎票據', confirmed: false },
  { code: '22', t1: '70000', en: 'Callable Bull/Bear Contracts', zhHk: '牛熊證', confirmed: false },
  { code: '26', t1: '70000', en: 'Debt Securities', zhHk: '債務證券', confirmed: false },
  { code: '28', t1: '70000', en: 'Structured Product Issuer Information', zhHk: '結構性產品發行人資料', confirmed: false },
  { code: '30001', t1: '70000', en: 'Debt Issuance Programmes', zhHk: '債務發行計劃', confirmed: false },
];

const t2 = (code: string, t1: string, group: string, en: string, zhHk: string, confirmed = false): TierTwoFixture => ({ code, t1, group, en, zhHk, confirmed });

export const TIER_TWO: TierTwoFixture[] = [
  t2('11200', '10000', '1', 'Connected Transaction', '關連交易', true),
  t2('11300', '10000', '1', 'Continuing Connected Transaction', '持續關連交易'),
  t2('12350', '10000', '2', 'Change in Directors or of Important Executive Functions or Responsibilities', '董事變更或重要行政職能或職責的變更', true),
  t2('12300', '10000', '2', 'Change in Company Secretary', '更換公司秘書'),
  t2('12400', '10000', '2', 'Change in Auditors', '更換核數師'),
  t2('12200', '10000', '2', 'Change of Registered Address', '更改註冊地址'),
  t2('13300', '10000', '3', 'Final Results', '末期業績', true),
  t2('13400', '10000', '3', 'Interim Results', '中期業績', true),
  t2('13600', '10000', '3', 'Quarterly Results', '季度業績', true),
  t2('13500', '10000', '3', 'Profit Warning', '盈利警告'),
  t2('13550', '10000', '3', 'Positive Profit Alert', '盈利預告'),
  t2('13100', '10000', '3', 'Dividend or Distribution', '股息或分派'),
  t2('13200', '10000', '3', 'Closure of Books or Change of Book Closure Period', '暫停辦理過戶登記手續或更改暫停過戶日期'),
  t2('14100', '10000', '4', 'Notice of General Meeting', '股東大會通告'),
  t2('14200', '10000', '4', 'Results of General Meeting', '股東大會的投票結果'),
  t2('14300', '10000', '4', 'Date of Board Meeting', '董事會會議召開日期'),
  t2('15100', '10000', '5', 'Allotment Results', '配發結果', true),
  t2('15200', '10000', '5', 'Formal Notice', '正式通告'),
  t2('16100', '10000', '6', 'Share Transaction', '股份交易'),
  t2('16200', '10000', '6', 'Discloseable Transaction', '須予披露的交易', true),
  t2('16300', '10000', '6', 'Major Transaction', '主要交易'),
  t2('16400', '10000', '6', 'Very Substantial Acquisition', '非常重大的收購事項'),
  t2('16500', '10000', '6', 'Very Substantial Disposal', '非常重大的出售事項'),
  t2('17100', '10000', '7', 'Suspension', '停牌'),
  t2('17200', '10000', '7', 'Resumption', '復牌'),
  t2('17300', '10000', '7', 'Trading Halt', '短暫停牌'),
  t2('17400', '10000', '7', 'Change in Shareholding', '股權變動'),
  t2('17500', '10000', '7', 'Public Float', '公眾持股量'),
  t2('18100', '10000', '8', 'Share Buyback', '股份購回'),
  t2('18200', '10000', '8', 'Issue of Convertible Securities', '發行可換股證券'),
  t2('18240', '10000', '8', 'Consideration Issue', '代價發行', true),
  t2('18300', '10000', '8', 'Share Option Scheme', '股份期權計劃'),
  t2('18460', '10000', '8', 'Open Offer', '公開發售', true),
  t2('18480', '10000', '8', 'Placing', '配售', true),
  t2('18500', '10000', '8', 'Rights Issue', '供股', true),
  t2('19100', '10000', '9', 'Inside Information', '內幕消息'),
  t2('19200', '10000', '9', 'Voluntary Announcement', '自願公告'),
  t2('19300', '10000', '9', 'Other - Miscellaneous', '其他 - 雜項'),
  t2('21100', '20000', '10', 'Connected Transaction', '關連交易'),
  t2('22100', '20000', '12', 'Explanatory Statement for Repurchase of Shares', '購回股份的說明函件'),
  t2('22200', '20000', '12', 'General Mandate', '一般性授權'),
  t2('23100', '20000', '13', 'Major Transaction', '主要交易'),
  t2('30500', '30000', '-1', 'Introduction', '以介紹形式上市', true),
  t2('30600', '30000', '-1', 'Offer for Sale', '發售現有證券', true),
  t2('30700', '30000', '-1', 'Offer for Subscription', '發售以供認購', true),
  t2('31000', '30000', '-1', 'Placing of Securities of a Class New to Listing', '配售新類別證券', true),
  t2('40100', '40000', '-1', 'Annual Report', '年報', true),
  t2('40200', '40000', '-1', 'Interim/Half-Year Report', '中期/半年度報告', true),
  t2('40300', '40000', '-1', 'Quarterly Report', '季度報告', true),
  t2('40400', '40000', '-1', 'ESG Information/Report', '環境、社會及管治資料/報告', true),
  t2('50100', '50000', '-1', 'Share Buyback', '股份購回'),
  t2('50200', '50000', '-1', 'Changes in Issued Share Capital', '已發行股本變動'),
  t2('71100', '70000', '20', 'Daily Trading Report - DW', '每日交易報告 - 衍生權證', true),
  t2('71500', '70000', '22', 'Daily Trading Report - CBBC', '每日交易報告 - 牛熊證', true),
  t2('91100', '91000', '-1', 'Post Hearing Information Pack or PHIP', '聆訊後資料集'),
  t2('91200', '91000', '-1', 'Application Proof or related material', '申請版本或相關材料'),
  t2('91300', '91000', '-1', 'OC Announcement', '整體協調人公告'),
];

/** Document types of filings from 1999-04-01 to 2007-06-24 (the live doc_e.json has 17). */
export const DOCUMENT_TYPES: CategoryFixture[] = [
  { code: '11000', en: 'Announcements', zhHk: '公告', confirmed: false },
  { code: '11100', en: 'Circulars', zhHk: '通函', confirmed: false },
  { code: '11200', en: 'Prospectuses', zhHk: '招股章程', confirmed: false },
  { code: '11300', en: 'Notices of Meeting', zhHk: '會議通告', confirmed: false },
  { code: '11400', en: 'Results Announcements', zhHk: '業績公告', confirmed: false },
  { code: '11500', en: 'Financial Statements', zhHk: '財務報表', confirmed: true },
  { code: '11600', en: 'Monthly Returns', zhHk: '月報表', confirmed: false },
  { code: '11700', en: 'Proxy Forms', zhHk: '委任代表表格', confirmed: false },
];

/** When headline categories replaced document types (HKEXnews config.js HeadlineCategoryStart). */
export const HEADLINE_CATEGORY_START = '2007-06-25';
