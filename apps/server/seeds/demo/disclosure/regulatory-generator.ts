import { OrgLists, orgTypeOfListType, RegulatorSourceTypes } from '@app/contracts';
import type { DocumentInput } from '../../../src/modules/disclosure/documents.writer';
import { BODY_SENTENCES } from './announcement-templates';
import { createRandom } from '../random';

/**
 * Demonstration regulatory documents (source 'demo'): entries for every
 * /disData/org list, enforcement cases, regulatory updates and laws. Titles
 * name real subjects (chapter topics, ordinances) but the documents, numbers
 * and dates are generated; rule text is never copied (publishers' terms).
 */

type Topic = { en: string; zh: string };

const RULE_TOPICS: Topic[] = [
  { en: 'Notifiable Transactions', zh: '須予公布的交易' },
  { en: 'Connected Transactions', zh: '關連交易' },
  { en: 'Equity Securities - Continuing Obligations', zh: '股本證券 - 持續責任' },
  { en: 'Financial Information', zh: '財務資料' },
  { en: 'Corporate Governance Code', zh: '企業管治守則' },
  { en: 'Model Code for Securities Transactions by Directors', zh: '上市發行人董事進行證券交易的標準守則' },
  { en: 'Share Schemes', zh: '股份計劃' },
  { en: 'Environmental, Social and Governance Reporting', zh: '環境、社會及管治報告' },
  { en: 'Qualifications for Listing', zh: '上市資格' },
  { en: 'Sponsors and Compliance Advisers', zh: '保薦人及合規顧問' },
  { en: 'Takeovers and Mergers', zh: '收購及合併' },
  { en: 'Disclosure of Inside Information', zh: '內幕消息披露' },
  { en: 'Reverse Takeovers', zh: '反收購行動' },
  { en: 'Weighted Voting Rights', zh: '不同投票權' },
  { en: 'Public Float', zh: '公眾持股量' },
  { en: 'Suspension and Resumption of Trading', zh: '停牌及復牌' },
];

/** A chapter or appendix of a rulebook: its number as the rulebook writes it (EN, 中文) and its title. */
type RuleChapter = { number: string; numberZh: string; en: string; zh: string };

const chapter = (number: string, numberZh: string, en: string, zh: string): RuleChapter => ({ number, numberZh, en, zh });

/**
 * Real chapters of the Main Board and GEM Listing Rules with their real numbers and titles
 * (hk-rules.md: MB 14 / GEM 19 notifiable transactions, MB 14A / GEM 20 connected
 * transactions, the Model Code in MB Appendix C3 and GEM Chapter 5). Only the entries are
 * demonstration: the rule text is never copied (HKEX copyright).
 */
const RULEBOOK_CHAPTERS: Record<1 | 2, RuleChapter[]> = {
  1: [
    chapter('Chapter 3A', '第三A章', 'Sponsors and Compliance Advisers', '保薦人及合規顧問'),
    chapter('Chapter 4', '第四章', "Accountants' Reports and Pro Forma Financial Information", '會計師報告及備考財務資料'),
    chapter('Chapter 6', '第六章', 'Trading Halt, Suspension, Cancellation and Withdrawal of Listing', '短暫停牌、停牌、除牌及撤回上市'),
    chapter('Chapter 8', '第八章', 'Qualifications for Listing', '上市資格'),
    chapter('Chapter 8A', '第八A章', 'Weighted Voting Rights', '不同投票權'),
    chapter('Chapter 13', '第十三章', 'Equity Securities: Continuing Obligations', '股本證券:持續責任'),
    chapter('Chapter 14', '第十四章', 'Equity Securities: Notifiable Transactions', '股本證券:須予公布的交易'),
    chapter('Chapter 14A', '第十四A章', 'Equity Securities: Connected Transactions', '股本證券:關連交易'),
    chapter('Chapter 17', '第十七章', 'Equity Securities: Share Schemes', '股本證券:股份計劃'),
    chapter('Chapter 18A', '第十八A章', 'Equity Securities: Biotech Companies', '股本證券:生物科技公司'),
    chapter('Chapter 19A', '第十九A章', "Equity Securities: Issuers Incorporated in the People's Republic of China", '股本證券:在中華人民共和國註冊成立的發行人'),
    chapter('Appendix C1', '附錄C1', 'Corporate Governance Code', '企業管治守則'),
    chapter('Appendix C2', '附錄C2', 'Environmental, Social and Governance Reporting Code', '環境、社會及管治報告守則'),
    chapter('Appendix C3', '附錄C3', 'Model Code for Securities Transactions by Directors of Listed Issuers', '上市發行人董事進行證券交易的標準守則'),
  ],
  2: [
    chapter('Chapter 5', '第五章', 'Directors, Company Secretary, Board Committees, Authorised Representatives and Corporate Governance Matters', '董事、公司秘書、董事委員會、授權代表及企業管治事宜'),
    chapter('Chapter 6A', '第六A章', 'Sponsors and Compliance Advisers', '保薦人及合規顧問'),
    chapter('Chapter 11', '第十一章', 'Equity Securities: Qualifications for Listing', '股本證券:上市資格'),
    chapter('Chapter 17', '第十七章', 'Equity Securities: Continuing Obligations', '股本證券:持續責任'),
    chapter('Chapter 18', '第十八章', 'Equity Securities: Financial Information', '股本證券:財務資料'),
    chapter('Chapter 19', '第十九章', 'Equity Securities: Notifiable Transactions', '股本證券:須予公布的交易'),
    chapter('Chapter 20', '第二十章', 'Equity Securities: Connected Transactions', '股本證券:關連交易'),
    chapter('Chapter 23', '第二十三章', 'Equity Securities: Share Schemes', '股本證券:股份計劃'),
    chapter('Appendix C1', '附錄C1', 'Corporate Governance Code', '企業管治守則'),
  ],
};

const RULEBOOK_NAMES: Record<1 | 2, Topic> = { 1: { en: 'Main Board Listing Rules', zh: '主板上市規則' }, 2: { en: 'GEM Listing Rules', zh: 'GEM上市規則' } };

const LIST_TITLES: Record<number, Topic> = {
  3: { en: 'Guidance Letter HKEX-GL{n}-{y} - {topic}', zh: '指引信HKEX-GL{n}-{y} - {topic}' },
  4: { en: 'Listing Decision LD{n}-{y} - {topic}', zh: '上市決策LD{n}-{y} - {topic}' },
  5: { en: 'Frequently Asked Questions Series {n} - {topic}', zh: '常問問題系列{n} - {topic}' },
  6: { en: 'Guidelines on {topic}', zh: '有關{topic}的指引' },
  7: { en: 'Code on {topic}', zh: '{topic}守則' },
  8: { en: 'Circular to Licensed Corporations - {topic}', zh: '致持牌法團的通函 - {topic}' },
  9: { en: 'Interpretation Letter {n}/{y} - {topic}', zh: '詮釋函件{n}/{y} - {topic}' },
  10: { en: 'Practice Note {n} - {topic}', zh: '應用指引第{n}號 - {topic}' },
  11: { en: 'SFC FAQs on {topic}', zh: '證監會有關{topic}的常見問題' },
  12: { en: 'Policy Statement on {topic}', zh: '有關{topic}的政策聲明' },
  13: { en: 'Takeovers Panel Decision - {topic}', zh: '收購委員會決定 - {topic}' },
  14: { en: 'SFC Regulatory Bulletin: {topic}', zh: '證監會監管通訊:{topic}' },
  15: { en: 'Consultation Paper on {topic}', zh: '有關{topic}的諮詢文件' },
  16: { en: 'SFC Consultation Paper on {topic}', zh: '證監會有關{topic}的諮詢文件' },
};

const LAWS: Topic[] = [
  { en: 'Securities and Futures Ordinance (Cap. 571)', zh: '《證券及期貨條例》(第571章)' },
  { en: 'Companies Ordinance (Cap. 622)', zh: '《公司條例》(第622章)' },
  { en: 'Companies (Winding Up and Miscellaneous Provisions) Ordinance (Cap. 32)', zh: '《公司(清盤及雜項條文)條例》(第32章)' },
  { en: 'Securities and Futures (Stock Market Listing) Rules (Cap. 571V)', zh: '《證券及期貨(在證券市場上市)規則》(第571V章)' },
  { en: 'Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615)', zh: '《打擊洗錢及恐怖分子資金籌集條例》(第615章)' },
  { en: 'Accounting and Financial Reporting Council Ordinance (Cap. 588)', zh: '《會計及財務匯報局條例》(第588章)' },
  { en: 'Securities Law of the People\'s Republic of China', zh: '《中華人民共和國證券法》' },
  { en: 'Company Law of the People\'s Republic of China', zh: '《中華人民共和國公司法》' },
  { en: 'Trial Administrative Measures of Overseas Securities Offering and Listing by Domestic Companies', zh: '《境內企業境外發行證券和上市管理試行辦法》' },
];

const ENFORCEMENT: Topic[] = [
  { en: 'failure to disclose inside information as soon as reasonably practicable', zh: '未有在合理地切實可行的範圍內盡快披露內幕消息' },
  { en: 'breach of the connected transaction requirements', zh: '違反關連交易規定' },
  { en: 'failure to publish annual results on time', zh: '未有按時刊發年度業績' },
  { en: 'market misconduct and false trading', zh: '市場失當行為及虛假交易' },
  { en: 'breach of directors\' undertaking to cooperate with investigations', zh: '違反董事承諾配合調查' },
  { en: 'failures in anti-money laundering controls', zh: '打擊洗錢監控缺失' },
];

const UPDATES: Topic[] = [
  { en: 'Exchange publishes conclusions on {topic}', zh: '聯交所刊發有關{topic}的諮詢總結' },
  { en: 'Exchange reminds issuers of requirements on {topic}', zh: '聯交所提醒發行人有關{topic}的規定' },
  { en: 'SFC issues guidance on {topic}', zh: '證監會就{topic}發出指引' },
  { en: 'Listing Committee report on {topic}', zh: '上市委員會有關{topic}的報告' },
];

const PARTIES = ['Chan Tai Man', 'Lee Siu Ming', 'Wong Ka Wai', 'Harbour Star Securities Limited', 'Golden Bridge Capital Limited', 'Cheung Wing Yan', 'Pacific Crest Holdings Limited'];

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The regulatory demonstration documents, dated between 2005 and `now`. */
export const generateRegulatoryDocuments = (now: Date, seed = 7_700_171): DocumentInput[] => {
  const random = createRandom(seed);
  const documents: DocumentInput[] = [];
  const start = Date.UTC(2005, 0, 1);
  const timeBetween = () => start + Math.floor(random.next() * (now.getTime() - start));
  const body = (language: 'en' | 'zh') => Array.from({ length: random.int(8, 14) }, () => random.pick(BODY_SENTENCES)[language].replace(/\{\w+\}/g, '')).join(language === 'en' ? ' ' : '');
  for (const list of OrgLists.filter((entry) => entry.listType > 0)) {
    // The two rulebooks list their real chapters, one entry each; the other lists pick topics.
    const chapters = list.listType === 1 || list.listType === 2 ? RULEBOOK_CHAPTERS[list.listType] : null;
    const count = chapters ? chapters.length : random.int(25, 45);
    for (let index = 0; index < count; index += 1) {
      const rule = chapters?.[index];
      const topic = rule ?? random.pick(RULE_TOPICS);
      const time = timeBetween();
      const year = String(new Date(time).getUTCFullYear());
      const values = { n: String(random.int(1, 160)), y: year.slice(2) };
      const validity = random.chance(0.8) ? 1 : random.chance(0.5) ? 2 : 3;
      const titles = LIST_TITLES[list.listType];
      const book = rule ? RULEBOOK_NAMES[list.listType as 1 | 2] : null;
      documents.push({
        kind: 'regulation',
        source: 'demo',
        sourceId: `reg-${list.listType}-${index}`,
        titleEn: rule && book ? `${book.en} - ${rule.number} ${rule.en}` : fill(titles!.en, { ...values, topic: topic.en }),
        titleZh: rule && book ? `${book.zh} - ${rule.numberZh} ${rule.zh}` : fill(titles!.zh, { ...values, topic: topic.zh }),
        releaseTime: new Date(time),
        issuingBody: list.body,
        listType: list.listType,
        orgType: orgTypeOfListType(list.listType),
        validity,
        versionDate: isoDate(time),
        effectiveDate: isoDate(time + random.int(0, 180) * 86_400_000),
        ruleNumber: rule?.number ?? null,
        summaryEn: `Demonstration entry about ${topic.en.toLowerCase()}.`,
        summaryZh: `關於${topic.zh}的示範條目。`,
        bodies: random.chance(0.5) ? [{ lang: 'en', body: body('en') }, { lang: 'zh', body: body('zh') }] : undefined,
      });
    }
  }
  for (let index = 0; index < 240; index += 1) {
    const subject = random.pick(ENFORCEMENT);
    const sourceType = random.chance(0.5) ? RegulatorSourceTypes.hkex : RegulatorSourceTypes.sfc;
    const party = random.pick(PARTIES);
    const time = timeBetween();
    documents.push({
      kind: 'enforcement',
      source: 'demo',
      sourceId: `enf-${index}`,
      titleEn: `${sourceType === 1 ? 'Listing Enforcement Notice' : 'SFC disciplinary action'}: ${party} - ${subject.en}`,
      titleZh: `${sourceType === 1 ? '上市執法通知' : '證監會紀律處分'}:${party} - ${subject.zh}`,
      releaseTime: new Date(time),
      issuingBody: sourceType === 1 ? 'HKEX' : 'SFC',
      sourceType,
      subjectEn: subject.en,
      subjectZh: subject.zh,
      punishedParty: party,
      summaryEn: `Demonstration enforcement case concerning ${subject.en}.`,
      summaryZh: `有關${subject.zh}的示範執法個案。`,
    });
  }
  for (let index = 0; index < 300; index += 1) {
    const template = random.pick(UPDATES);
    const topic = random.pick(RULE_TOPICS);
    const sourceType = template.en.startsWith('SFC') ? RegulatorSourceTypes.sfc : RegulatorSourceTypes.hkex;
    documents.push({
      kind: 'update',
      source: 'demo',
      sourceId: `upd-${index}`,
      titleEn: fill(template.en, { topic: topic.en.toLowerCase() }),
      titleZh: fill(template.zh, { topic: topic.zh }),
      releaseTime: new Date(timeBetween()),
      issuingBody: sourceType === 1 ? 'HKEX' : 'SFC',
      sourceType,
    });
  }
  LAWS.forEach((law, index) => {
    const time = timeBetween();
    documents.push({
      kind: 'law',
      source: 'demo',
      sourceId: `law-${index}`,
      titleEn: law.en,
      titleZh: law.zh,
      releaseTime: new Date(time),
      issuingBody: law.en.includes("People's Republic") || law.en.includes('Domestic') ? 'CSRC' : 'LEGCO',
      validity: 1,
      versionDate: isoDate(time),
      effectiveDate: isoDate(time),
    });
  });
  return documents.sort((a, b) => a.releaseTime.getTime() - b.releaseTime.getTime());
};
