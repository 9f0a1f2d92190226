import type { DocumentDirector, RuleReference } from '@app/contracts';
import type { Block } from '../document-model';
import { categoryOf, joinNames, tri, type TemplateContext } from './template';

/**
 * The parts every HKEX announcement shares (secretary-documents-files §2.1):
 * the disclaimer, the issuer block, "By order of the Board", the board
 * composition and, on GEM, the GEM statements.
 */

export const DISCLAIMER = tri(
  'Hong Kong Exchanges and Clearing Limited and The Stock Exchange of Hong Kong Limited take no responsibility for the contents of this announcement, make no representation as to its accuracy or completeness and expressly disclaim any liability whatsoever for any loss howsoever arising from or in reliance upon the whole or any part of the contents of this announcement.',
  '香港交易及結算所有限公司及香港聯合交易所有限公司對本公告的內容概不負責，對其準確性或完整性亦不發表任何聲明，並明確表示，概不對因本公告全部或任何部分內容而產生或因倚賴該等內容而引致的任何損失承擔任何責任。',
  '香港交易及结算所有限公司及香港联合交易所有限公司对本公告的内容概不负责，对其准确性或完整性亦不发表任何声明，并明确表示，概不对因本公告全部或任何部分内容而产生或因依赖该等内容而引致的任何损失承担任何责任。',
);

const GEM_CHARACTERISTICS = tri(
  'CHARACTERISTICS OF GEM OF THE STOCK EXCHANGE OF HONG KONG LIMITED (THE "STOCK EXCHANGE"): GEM has been positioned as a market designed to accommodate small and mid-sized companies to which a higher investment risk may be attached than other companies listed on the Stock Exchange. Prospective investors should be aware of the potential risks of investing in such companies and should make the decision to invest only after due and careful consideration.',
  '香港聯合交易所有限公司（「聯交所」）GEM的特色：GEM的定位，乃為中小型公司提供一個上市的市場，此等公司相比起其他在聯交所上市的公司帶有較高投資風險。有意投資的人士應了解投資於該等公司的潛在風險，並應經過審慎周詳的考慮後方作出投資決定。',
  '香港联合交易所有限公司（“联交所”）GEM的特色：GEM的定位，乃为中小型公司提供一个上市的市场，此等公司相比起其他在联交所上市的公司带有较高投资风险。有意投资的人士应了解投资于该等公司的潜在风险，并应经过审慎周详的考虑后方作出投资决定。',
);

const GEM_RESPONSIBILITY = tri(
  'This announcement, for which the directors of the Company collectively and individually accept full responsibility, includes particulars given in compliance with the Rules Governing the Listing of Securities on GEM of the Stock Exchange for the purpose of giving information with regard to the Company. The directors, having made all reasonable enquiries, confirm that to the best of their knowledge and belief the information contained in this announcement is accurate and complete in all material respects and not misleading or deceptive, and there are no other matters the omission of which would make any statement herein or this announcement misleading.',
  '本公告的資料乃遵照聯交所GEM證券上市規則而刊載，旨在提供有關本公司的資料；本公司的董事願就本公告的資料共同及個別地承擔全部責任。各董事在作出一切合理查詢後，確認就其所知及所信，本公告所載資料在各重要方面均屬準確完備，沒有誤導或欺詐成分，且並無遺漏任何其他事項，足以令致本公告或其所載任何陳述產生誤導。',
  '本公告的资料乃遵照联交所GEM证券上市规则而刊载，旨在提供有关本公司的资料；本公司的董事愿就本公告的资料共同及个别地承担全部责任。各董事在作出一切合理查询后，确认就其所知及所信，本公告所载资料在各重要方面均属准确完备，没有误导或欺诈成分，且并无遗漏任何其他事项，足以令致本公告或其所载任何陈述产生误导。',
);

/** Rule references every announcement template carries. */
export const ANNOUNCEMENT_RULES: RuleReference[] = [
  {
    rule: 'HKEX standard disclaimer',
    tag: 'M',
    note: tri(
      'Seen in published announcements [S]; the rule that prescribes it was not located: unverified.',
      '見於已刊發的公告 [S]；訂明此聲明的規則未能找到：未經核實。',
      '见于已刊发的公告 [S]；规定此声明的规则未能找到：未经核实。',
    ),
  },
  {
    rule: 'Board composition statement',
    tag: 'M',
    note: tri('Practice [S]; the rule number is unverified.', '慣例 [S]；規則編號未經核實。', '惯例 [S]；规则编号未经核实。'),
  },
  {
    rule: 'GEM statements (GEM issuers only)',
    tag: 'M',
    note: tri('Characteristics of GEM and directors\' responsibility statement: unverified.', 'GEM的特色及董事責任聲明：未經核實。', 'GEM的特色及董事责任声明：未经核实。'),
  },
];

/** Places of incorporation (the catalogue's codes, contracts PlacesOfIncorporation) in each script; 'other' has no name. */
const PLACES: Record<string, [en: string, zhHK: string, zhCN: string]> = {
  'hong-kong': ['Hong Kong', '香港', '香港'],
  'cayman-islands': ['the Cayman Islands', '開曼群島', '开曼群岛'],
  bermuda: ['Bermuda', '百慕達', '百慕大'],
  'british-virgin-islands': ['the British Virgin Islands', '英屬維爾京群島', '英属维尔京群岛'],
  prc: ["the People's Republic of China", '中華人民共和國', '中华人民共和国'],
  singapore: ['Singapore', '新加坡', '新加坡'],
};

/** "(Incorporated in the Cayman Islands with limited liability)" in the part's script; nothing without a known place. */
const incorporationLine = (context: TemplateContext): string | null => {
  const code = context.company?.placeOfIncorporation?.trim();
  const place = code ? PLACES[code] : undefined;
  if (!place) return null;
  if (context.script === 'en') return `(Incorporated in ${place[0]} with limited liability)`;
  return context.script === 'zh-HK' ? `（於${place[1]}註冊成立之有限公司）` : `（于${place[2]}注册成立之有限公司）`;
};

/** The disclaimer, the issuer block (both names, incorporation, stock code) and, for GEM, the GEM statements. */
export const announcementHead = (context: TemplateContext): Block[] => {
  const { t, script, company } = context;
  const blocks: Block[] = [];
  if (company?.board === 'gem') {
    blocks.push({ kind: 'disclaimer', runs: [{ text: t(GEM_CHARACTERISTICS) }], script });
    blocks.push({ kind: 'disclaimer', runs: [{ text: t(GEM_RESPONSIBILITY) }], script });
  }
  blocks.push({ kind: 'disclaimer', runs: [{ text: t(DISCLAIMER) }], script });
  if (company) {
    // Both names head the announcement in either language (practice [S]); the part's own language first.
    const names = script === 'en' ? [company.nameEn, company.nameZh] : [company.nameZh, company.nameEn];
    for (const name of names.filter(Boolean)) blocks.push(context.heading(name, 1));
    const incorporation = incorporationLine(context);
    if (incorporation) blocks.push(context.paragraph(incorporation, 'center'));
    blocks.push(context.paragraph(t(tri(`(Stock Code: ${company.stockCode})`, `（股份代號：${company.stockCode}）`, `（股份代号：${company.stockCode}）`)), 'center'));
  }
  return blocks;
};

/** "By order of the Board", the company, signatory and title, then "Hong Kong, [date]". */
export const announcementClosing = (context: TemplateContext, signatory: string, signatoryTitle: string, dateIso: string): Block[] => {
  const { t } = context;
  return [
    context.paragraph(t(tri('By order of the Board', '承董事會命', '承董事会命')), 'right'),
    context.paragraph(context.companyName(), 'right'),
    ...(context.script === 'en'
      ? [context.paragraph(signatory, 'right'), context.paragraph(signatoryTitle, 'right')]
      : [context.paragraph(`${signatoryTitle}\n${signatory}`, 'right')]),
    context.paragraph(t(tri(`Hong Kong, ${context.date(dateIso)}`, `香港，${context.date(dateIso)}`, `香港，${context.date(dateIso)}`)), 'left'),
  ];
};

/** "As at the date of this announcement, the Board comprises …" by category. */
export const boardComposition = (context: TemplateContext, directors: DocumentDirector[], documentWord: 'announcement' | 'notice' = 'announcement'): Block | null => {
  const { script } = context;
  const byCategory = (category: number) => directors.filter((director) => director.category === category).map((director) => context.personName(director)).filter(Boolean);
  const groups = [1, 2, 3]
    .map((category) => ({ names: byCategory(category), label: categoryOf(category) }))
    .filter((group) => group.names.length > 0);
  if (groups.length === 0) return null;
  if (script === 'en') {
    const parts = groups.map((group) => `${joinNames(group.names, 'en')} as ${group.label.en.toLowerCase().replace('director', 'Director')}${group.names.length > 1 ? 's' : ''}`);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
    return context.paragraph(`As at the date of this ${documentWord}, the Board comprises ${list}.`);
  }
  const word = documentWord === 'announcement' ? '公告' : script === 'zh-HK' ? '通告' : '通告';
  const parts = groups.map((group) => `${context.t(group.label)}${joinNames(group.names, script)}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join('；')}；及${parts.at(-1)}` : parts[0];
  return context.paragraph(script === 'zh-HK' ? `於本${word}日期，董事會成員包括${list}。` : `于本${word}日期，董事会成员包括${list}。`);
};
