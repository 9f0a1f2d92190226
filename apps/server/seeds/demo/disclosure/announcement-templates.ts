/**
 * Title templates of the demonstration Hong Kong announcements, per headline
 * category, in English and traditional Chinese (A-share titles have their own
 * templates below). Placeholders: {y} year, {py} previous year, {d} English date,
 * {dz} Chinese date, {m} month end (English), {mz} month end (Chinese),
 * {t}/{tz} a counterparty name. `weight` follows how often HKEXnews carries
 * each kind (monthly returns and next-day returns are the most common).
 */
export type TitleTemplate = { t1: string; t2: string | null; docType: string; weight: number; en: string[]; zh: string[] };

export const TITLE_TEMPLATES: TitleTemplate[] = [
  { t1: '51500', t2: null, docType: '11600', weight: 14, en: ['Monthly Return of Equity Issuer on Movements in Securities for the month ended {m}'], zh: ['截至{mz}止月份之股份發行人的證券變動月報表'] },
  { t1: '50000', t2: '50100', docType: '11000', weight: 9, en: ['Next Day Disclosure Return - Changes in issued share capital and/or share buybacks'], zh: ['翌日披露報表 - 已發行股本變動及/或股份購回'] },
  { t1: '50000', t2: '50200', docType: '11000', weight: 5, en: ['Next Day Disclosure Return'], zh: ['翌日披露報表'] },
  { t1: '10000', t2: '13300', docType: '11400', weight: 4, en: ['Announcement of Final Results for the Year Ended 31 December {py}', 'Annual Results Announcement for the Year Ended 31 March {y}'], zh: ['截至{py}年12月31日止年度之全年業績公告', '截至{y}年3月31日止年度之全年業績公告'] },
  { t1: '10000', t2: '13400', docType: '11400', weight: 4, en: ['Interim Results Announcement for the Six Months Ended 30 June {y}'], zh: ['截至{y}年6月30日止六個月之中期業績公告'] },
  { t1: '10000', t2: '13600', docType: '11400', weight: 1, en: ['Third Quarterly Results Announcement for the Nine Months Ended 30 September {y}'], zh: ['截至{y}年9月30日止九個月之第三季度業績公告'] },
  { t1: '10000', t2: '13500', docType: '11000', weight: 1.2, en: ['Profit Warning', 'Profit Warning and Business Update'], zh: ['盈利警告', '盈利警告及業務最新情況'] },
  { t1: '10000', t2: '13550', docType: '11000', weight: 0.6, en: ['Positive Profit Alert'], zh: ['正面盈利預告'] },
  { t1: '10000', t2: '13100', docType: '11000', weight: 1.5, en: ['Final Dividend for the Year Ended 31 December {py}', 'Declaration of Special Dividend'], zh: ['截至{py}年12月31日止年度之末期股息', '宣派特別股息'] },
  { t1: '10000', t2: '13200', docType: '11000', weight: 1, en: ['Closure of Register of Members'], zh: ['暫停辦理股份過戶登記手續'] },
  { t1: '10000', t2: '11200', docType: '11000', weight: 1.5, en: ['Connected Transaction in relation to the Acquisition of the Entire Issued Share Capital of {t}', 'Connected Transaction - Provision of Financial Assistance'], zh: ['有關收購{tz}全部已發行股本之關連交易', '關連交易 - 提供財務資助'] },
  { t1: '10000', t2: '11300', docType: '11000', weight: 1.5, en: ['Continuing Connected Transactions - Renewal of Framework Agreement', 'Continuing Connected Transactions - Revision of Annual Caps'], zh: ['持續關連交易 - 重續框架協議', '持續關連交易 - 修訂年度上限'] },
  { t1: '10000', t2: '12350', docType: '11000', weight: 3, en: ['Change of Executive Director', 'Appointment of Independent Non-executive Director', 'Resignation of Chief Executive Officer', 'Change of Chairman of the Board'], zh: ['執行董事變更', '委任獨立非執行董事', '辭任行政總裁', '董事會主席變更'] },
  { t1: '10000', t2: '12300', docType: '11000', weight: 0.6, en: ['Change of Company Secretary and Authorised Representative'], zh: ['更換公司秘書及授權代表'] },
  { t1: '10000', t2: '12400', docType: '11000', weight: 0.4, en: ['Change of Auditors'], zh: ['更換核數師'] },
  { t1: '10000', t2: '12200', docType: '11000', weight: 0.4, en: ['Change of Principal Place of Business in Hong Kong'], zh: ['更改香港主要營業地點'] },
  { t1: '10000', t2: '14100', docType: '11300', weight: 2.5, en: ['Notice of Annual General Meeting', 'Notice of Extraordinary General Meeting'], zh: ['股東週年大會通告', '股東特別大會通告'] },
  { t1: '10000', t2: '14200', docType: '11000', weight: 2.5, en: ['Poll Results of the Annual General Meeting Held on {d}', 'Poll Results of the Extraordinary General Meeting'], zh: ['於{dz}舉行之股東週年大會投票表決結果', '股東特別大會投票表決結果'] },
  { t1: '10000', t2: '14300', docType: '11000', weight: 2, en: ['Date of Board Meeting'], zh: ['董事會會議召開日期'] },
  { t1: '10000', t2: '15100', docType: '11000', weight: 0.3, en: ['Announcement of Allotment Results'], zh: ['配發結果公告'] },
  { t1: '10000', t2: '16200', docType: '11000', weight: 1.2, en: ['Discloseable Transaction - Disposal of Equity Interest in {t}', 'Discloseable Transaction in relation to the Subscription of Wealth Management Products'], zh: ['須予披露交易 - 出售{tz}股權', '有關認購理財產品之須予披露交易'] },
  { t1: '10000', t2: '16300', docType: '11000', weight: 0.4, en: ['Major Transaction - Acquisition of {t}'], zh: ['主要交易 - 收購{tz}'] },
  { t1: '10000', t2: '16400', docType: '11000', weight: 0.1, en: ['Very Substantial Acquisition in relation to the Acquisition of {t}'], zh: ['有關收購{tz}之非常重大收購事項'] },
  { t1: '10000', t2: '16500', docType: '11000', weight: 0.1, en: ['Very Substantial Disposal'], zh: ['非常重大出售事項'] },
  { t1: '10000', t2: '17100', docType: '11000', weight: 0.4, en: ['Suspension of Trading'], zh: ['暫停買賣'] },
  { t1: '10000', t2: '17200', docType: '11000', weight: 0.4, en: ['Resumption of Trading'], zh: ['恢復買賣'] },
  { t1: '10000', t2: '17300', docType: '11000', weight: 0.5, en: ['Trading Halt'], zh: ['短暫停止買賣'] },
  { t1: '10000', t2: '17400', docType: '11000', weight: 0.4, en: ['Change in Shareholding Structure'], zh: ['股權架構變動'] },
  { t1: '10000', t2: '18100', docType: '11000', weight: 0.6, en: ['Share Buyback Programme'], zh: ['股份購回計劃'] },
  { t1: '10000', t2: '18200', docType: '11000', weight: 0.3, en: ['Issue of Convertible Bonds under General Mandate'], zh: ['根據一般授權發行可換股債券'] },
  { t1: '10000', t2: '18300', docType: '11000', weight: 0.8, en: ['Grant of Share Options', 'Grant of Share Awards under the Share Award Scheme'], zh: ['授出購股權', '根據股份獎勵計劃授出獎勵股份'] },
  { t1: '10000', t2: '18480', docType: '11000', weight: 0.6, en: ['Placing of New Shares under General Mandate', 'Completion of Placing of New Shares'], zh: ['根據一般授權配售新股份', '完成配售新股份'] },
  { t1: '10000', t2: '18500', docType: '11000', weight: 0.2, en: ['Proposed Rights Issue on the Basis of One Rights Share for Every Two Shares Held'], zh: ['建議按每持有兩股股份獲發一股供股股份之基準進行供股'] },
  { t1: '10000', t2: '18460', docType: '11000', weight: 0.1, en: ['Proposed Open Offer'], zh: ['建議公開發售'] },
  { t1: '10000', t2: '19100', docType: '11000', weight: 2, en: ['Inside Information - Update on Business Operations', 'Inside Information - Litigation'], zh: ['內幕消息 - 業務營運最新情況', '內幕消息 - 訴訟'] },
  { t1: '10000', t2: '19200', docType: '11000', weight: 1.5, en: ['Voluntary Announcement - Strategic Cooperation Agreement with {t}', 'Voluntary Announcement - Business Update'], zh: ['自願公告 - 與{tz}訂立戰略合作協議', '自願公告 - 業務最新情況'] },
  { t1: '10000', t2: '19300', docType: '11000', weight: 1, en: ['Clarification Announcement', 'Supplemental Announcement'], zh: ['澄清公告', '補充公告'] },
  { t1: '20000', t2: '21100', docType: '11100', weight: 0.8, en: ['Circular - Connected Transaction and Notice of Extraordinary General Meeting'], zh: ['通函 - 關連交易及股東特別大會通告'] },
  { t1: '20000', t2: '22100', docType: '11100', weight: 1, en: ['Proposals for General Mandates to Issue and Buy Back Shares, Re-election of Retiring Directors and Notice of Annual General Meeting'], zh: ['建議發行及購回股份之一般授權、重選退任董事及股東週年大會通告'] },
  { t1: '20000', t2: '23100', docType: '11100', weight: 0.2, en: ['Major Transaction - Circular'], zh: ['主要交易 - 通函'] },
  { t1: '52000', t2: null, docType: '11700', weight: 1.5, en: ['Form of Proxy for the Annual General Meeting'], zh: ['股東週年大會代表委任表格'] },
  { t1: '40000', t2: '40100', docType: '11500', weight: 1, en: ['Annual Report {py}'], zh: ['{py}年年報'] },
  { t1: '40000', t2: '40200', docType: '11500', weight: 1, en: ['Interim Report {y}'], zh: ['{y}中期報告'] },
  { t1: '40000', t2: '40400', docType: '11500', weight: 0.7, en: ['Environmental, Social and Governance Report {py}'], zh: ['{py}年環境、社會及管治報告'] },
];

/** Counterparties for {t} / {tz}. */
export const COUNTERPARTIES: { en: string; zh: string }[] = [
  { en: 'Bright Harbour Holdings Limited', zh: '明港控股有限公司' },
  { en: 'Golden Crane Investments Limited', zh: '金鶴投資有限公司' },
  { en: 'Evergreen Logistics (Shenzhen) Co., Ltd.', zh: '長青物流(深圳)有限公司' },
  { en: 'Pearl River Property Development Limited', zh: '珠江物業發展有限公司' },
  { en: 'Summit Medical Technology Limited', zh: '峰峻醫療科技有限公司' },
  { en: 'Jade Bay Energy Company Limited', zh: '翠灣能源有限公司' },
  { en: 'Oriental Semiconductor (Wuxi) Co., Ltd.', zh: '東方半導體(無錫)有限公司' },
  { en: 'Harbourfront Hotel Management Limited', zh: '海濱酒店管理有限公司' },
];

/** Sentences the full-text bodies are made of ({n} company, {t} counterparty, {y} year, {a} amount). */
export const BODY_SENTENCES: { en: string; zh: string }[] = [
  { en: 'The board of directors (the "Board") of {n} (the "Company") announces the following information.', zh: '{n}(「本公司」)董事會(「董事會」)謹此公布以下資料。' },
  { en: 'The Company entered into an agreement with {t} on the date of this announcement.', zh: '本公司於本公告日期與{t}訂立協議。' },
  { en: 'As one or more of the applicable percentage ratios exceed 5% but are less than 25%, the transaction constitutes a discloseable transaction under Chapter 14 of the Listing Rules.', zh: '由於一項或多項適用百分比率超過5%但低於25%,該交易構成上市規則第十四章項下之須予披露交易。' },
  { en: 'The consideration of HK${a} million was determined after arm\'s length negotiations with reference to the net asset value.', zh: '代價港幣{a}百萬元乃經公平磋商並參考資產淨值後釐定。' },
  { en: 'Shareholders and potential investors are advised to exercise caution when dealing in the shares of the Company.', zh: '股東及潛在投資者於買賣本公司股份時務請審慎行事。' },
  { en: 'The Group recorded revenue of approximately HK${a} million for the year ended 31 December {y}.', zh: '本集團截至{y}年12月31日止年度錄得收益約港幣{a}百萬元。' },
  { en: 'The decrease in profit was mainly attributable to the impairment of goodwill and lower gross margin.', zh: '溢利減少主要由於商譽減值及毛利率下降所致。' },
  { en: 'The Board recommends the payment of a final dividend for the year.', zh: '董事會建議派付本年度末期股息。' },
  { en: 'The independent non-executive directors consider the terms of the agreement fair and reasonable.', zh: '獨立非執行董事認為協議條款屬公平合理。' },
  { en: 'A circular containing further details will be despatched to the shareholders on or before {y}.', zh: '載有進一步詳情之通函將於{y}年或之前寄發予股東。' },
  { en: 'The register of members will be closed during the book closure period.', zh: '本公司將於暫停辦理過戶登記期間暫停辦理股份過戶登記手續。' },
  { en: 'Save as disclosed above, there is no other matter that needs to be brought to the attention of the shareholders.', zh: '除上文所披露者外,概無其他事項須提請股東垂注。' },
  { en: 'The Company will continue to monitor the impact of interest rate movements on its financing costs.', zh: '本公司將繼續監察利率變動對融資成本之影響。' },
  { en: 'The proceeds will be used for general working capital and the repayment of bank borrowings.', zh: '所得款項將用作一般營運資金及償還銀行借款。' },
  { en: 'The auditor has agreed the figures in this preliminary announcement to the consolidated financial statements.', zh: '核數師已同意本初步公告所載數字與綜合財務報表相符。' },
  { en: 'The Company has complied with the code provisions of the Corporate Governance Code throughout the period.', zh: '本公司於期內一直遵守企業管治守則之守則條文。' },
];

/**
 * Title templates of the demonstration A-share announcements, written as mainland issuers
 * title them (simplified script and mainland terms: 年度股东大会 and 临时股东大会, 关联交易,
 * 会计师事务所, 停牌 / 复牌, 权益分派), under the nearest HKEXnews headline category.
 * Mainland issuers file no monthly or next-day returns, circulars or proxy forms, so those
 * kinds are absent. Placeholders as above; {tz} is the counterparty in simplified script.
 */
export const A_SHARE_TITLE_TEMPLATES: TitleTemplate[] = [
  { t1: '10000', t2: '14100', docType: '11300', weight: 2.5, en: ['Notice of Convening the {py} Annual General Meeting', 'Notice of Convening the First Extraordinary General Meeting of {y}'], zh: ['关于召开{py}年年度股东大会的通知', '关于召开{y}年第一次临时股东大会的通知'] },
  { t1: '10000', t2: '14200', docType: '11000', weight: 2.5, en: ['Announcement on the Resolutions of the {py} Annual General Meeting', 'Announcement on the Resolutions of the First Extraordinary General Meeting of {y}'], zh: ['{py}年年度股东大会决议公告', '{y}年第一次临时股东大会决议公告'] },
  { t1: '10000', t2: '14300', docType: '11000', weight: 3, en: ['Announcement on the Resolutions of the Board of Directors'], zh: ['董事会决议公告'] },
  { t1: '40000', t2: '40100', docType: '11500', weight: 1, en: ['Annual Report {py}'], zh: ['{py}年年度报告'] },
  { t1: '40000', t2: '40200', docType: '11500', weight: 1, en: ['Semi-Annual Report {y}'], zh: ['{y}年半年度报告'] },
  { t1: '40000', t2: '40300', docType: '11500', weight: 1.5, en: ['First Quarter Report {y}', 'Third Quarter Report {y}'], zh: ['{y}年第一季度报告', '{y}年第三季度报告'] },
  { t1: '40000', t2: '40400', docType: '11500', weight: 0.7, en: ['Environmental, Social and Corporate Governance (ESG) Report {py}'], zh: ['{py}年度环境、社会及公司治理(ESG)报告'] },
  { t1: '10000', t2: '13500', docType: '11000', weight: 1.2, en: ['Preliminary Earnings Estimate for {py}'], zh: ['{py}年度业绩预告'] },
  { t1: '10000', t2: '13100', docType: '11000', weight: 1.5, en: ['Announcement on the Implementation of the {py} Annual Equity Distribution'], zh: ['{py}年年度权益分派实施公告'] },
  { t1: '10000', t2: '11200', docType: '11000', weight: 1.5, en: ['Announcement on a Related-Party Transaction with {t}'], zh: ['关于与{tz}关联交易的公告'] },
  { t1: '10000', t2: '11300', docType: '11000', weight: 1.5, en: ['Announcement on the Estimated Routine Related-Party Transactions for {y}'], zh: ['关于{y}年度日常关联交易预计的公告'] },
  { t1: '10000', t2: '12350', docType: '11000', weight: 3, en: ['Announcement on the Resignation of a Director', 'Announcement on the Appointment of the General Manager', 'Announcement on the Resignation of the Chairman of the Board'], zh: ['关于董事辞职的公告', '关于聘任总经理的公告', '关于董事长辞职的公告'] },
  { t1: '10000', t2: '12300', docType: '11000', weight: 0.6, en: ['Announcement on the Appointment of the Secretary of the Board'], zh: ['关于聘任董事会秘书的公告'] },
  { t1: '10000', t2: '12400', docType: '11000', weight: 0.4, en: ['Announcement on the Change of Accounting Firm'], zh: ['关于变更会计师事务所的公告'] },
  { t1: '10000', t2: '16200', docType: '11000', weight: 1.2, en: ['Announcement on an Outbound Investment in {t}', 'Announcement on the Purchase of Wealth Management Products with Idle Own Funds'], zh: ['关于对{tz}投资的公告', '关于使用闲置自有资金购买理财产品的公告'] },
  { t1: '10000', t2: '16300', docType: '11000', weight: 0.4, en: ['Announcement on the Progress of the Major Asset Restructuring'], zh: ['关于重大资产重组的进展公告'] },
  { t1: '10000', t2: '17100', docType: '11000', weight: 0.4, en: ['Announcement on the Suspension of Trading for Planning a Major Event'], zh: ['关于筹划重大事项的停牌公告'] },
  { t1: '10000', t2: '17200', docType: '11000', weight: 0.4, en: ['Announcement on the Resumption of Trading'], zh: ['关于股票复牌的公告'] },
  { t1: '10000', t2: '17400', docType: '11000', weight: 1, en: ['Advance Disclosure of a Share Reduction by a Shareholder Holding More than 5%', "Announcement on the Pledge of Part of the Controlling Shareholder's Shares"], zh: ['关于持股5%以上股东减持股份的预披露公告', '关于控股股东部分股份质押的公告'] },
  { t1: '10000', t2: '18100', docType: '11000', weight: 0.8, en: ['Plan to Repurchase Shares through Centralised Bidding', 'Announcement on the Progress of the Share Repurchase'], zh: ['关于以集中竞价交易方式回购公司股份的方案', '关于回购股份进展情况的公告'] },
  { t1: '10000', t2: '18200', docType: '11000', weight: 0.3, en: ['Proposal on the Issue of Convertible Corporate Bonds to Unspecified Investors'], zh: ['向不特定对象发行可转换公司债券预案'] },
  { t1: '10000', t2: '18300', docType: '11000', weight: 0.8, en: ['Announcement on the Grant of Restricted Shares to Incentive Recipients', 'Stock Option Incentive Plan {y} (Draft)'], zh: ['关于向激励对象授予限制性股票的公告', '{y}年股票期权激励计划(草案)'] },
  { t1: '10000', t2: '19100', docType: '11000', weight: 2, en: ['Announcement on Abnormal Fluctuation in Share Trading', 'Announcement on Material Litigation'], zh: ['关于股票交易异常波动的公告', '关于重大诉讼的公告'] },
  { t1: '10000', t2: '19200', docType: '11000', weight: 1.5, en: ['Voluntary Disclosure on a Strategic Cooperation Agreement with {t}'], zh: ['关于与{tz}签订战略合作协议的自愿性信息披露公告'] },
  { t1: '10000', t2: '19300', docType: '11000', weight: 1, en: ['Special Report on the Deposit and Use of Raised Funds for {py}', 'Annual Work Report of the Independent Directors for {py}'], zh: ['关于{py}年度募集资金存放与实际使用情况的专项报告', '{py}年度独立董事述职报告'] },
];

/** Sentences of the A-share bodies, as mainland announcements word them ({n} company, {t} counterparty, {y} year, {a} amount). */
export const A_SHARE_BODY_SENTENCES: { en: string; zh: string }[] = [
  { en: 'The Company and all members of its board of directors warrant that the information disclosed is true, accurate and complete, with no false records, misleading statements or material omissions.', zh: '本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。' },
  { en: 'The board of directors of {n} (the "Company") considered and approved the relevant proposals.', zh: '{n}(以下简称“公司”)董事会审议通过了相关议案。' },
  { en: 'The Company signed the relevant agreement with {t}.', zh: '公司与{t}签署了相关协议。' },
  { en: 'The amount of the transaction is RMB{a} ten thousand, funded from the Company\'s own funds.', zh: '本次交易金额为人民币{a}万元，资金来源为公司自有资金。' },
  { en: 'The transaction does not constitute a major asset restructuring under the Administrative Measures for the Material Asset Restructuring of Listed Companies.', zh: '本次交易不构成《上市公司重大资产重组管理办法》规定的重大资产重组。' },
  { en: 'The independent directors expressed their independent opinion agreeing to the matter.', zh: '独立董事对该事项发表了同意的独立意见。' },
  { en: 'In {y}, the Company achieved operating revenue of RMB{a} million.', zh: '公司{y}年度实现营业收入人民币{a}百万元。' },
  { en: 'The Company will fulfil its information disclosure obligations in a timely manner as the matter progresses.', zh: '公司将根据相关事项的进展情况，及时履行信息披露义务。' },
  { en: 'Investors are advised to pay attention to investment risks.', zh: '敬请广大投资者注意投资风险。' },
];
