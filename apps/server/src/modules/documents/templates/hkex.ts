import type { DirectorChange, DocumentScriptName } from '@app/contracts';
import type { Block } from '../document-model';
import { checkClosure, closureDatesOf, closureParagraph, CLOSURE_END, CLOSURE_START, CO632, LAST_LODGEMENT, LODGEMENT, R1366, RECORD_DATE, REGISTRAR } from './closure';
import { ANNOUNCEMENT_RULES, announcementClosing, announcementHead, boardComposition } from './common';
import { figureProblems, hkd } from './figures';
import { categoryOf, field, tri, type MissingParticular, type TemplateContext, type TemplateDefinition } from './template';

/** HKEX documents (secretary-documents-files §2.1-§2.4). */

const DATE_LABEL = tri('Date of announcement', '公告日期', '公告日期');
const SIGNATORY = tri('Signatory (name)', '簽署人（姓名）', '签署人（姓名）');
const SIGNATORY_TITLE = tri('Signatory\'s title', '簽署人職銜', '签署人职衔');
const BOARD = tri('Board composition (after the change)', '董事會組成（變更後）', '董事会组成（变更后）');

export const closingFields = [
  field('signatory', 'text', SIGNATORY, { required: true }),
  field('signatoryTitle', 'text', SIGNATORY_TITLE, { required: true }),
  field('directors', 'directors', BOARD, { required: true }),
];

const CHANGE_HEADINGS: Record<DirectorChange['kind'], (category: string, script: DocumentScriptName) => string> = {
  appointment: (category, script) => (script === 'en' ? `Appointment of ${category}` : `委任${category}`),
  resignation: (category, script) => (script === 'en' ? `Resignation of ${category}` : script === 'zh-HK' ? `${category}辭任` : `${category}辞任`),
  retirement: (category, script) => (script === 'en' ? `Retirement of ${category}` : script === 'zh-HK' ? `${category}退任` : `${category}退任`),
  removal: (category, script) => (script === 'en' ? `Removal of ${category}` : script === 'zh-HK' ? `罷免${category}` : `罢免${category}`),
  redesignation: (category, script) => (script === 'en' ? `Re-designation as ${category}` : script === 'zh-HK' ? `調任為${category}` : `调任为${category}`),
};

/** The paragraphs of one change, with the r.13.51(2) particulars. */
const changeBlocks = (context: TemplateContext, change: DirectorChange): Block[] => {
  const { t, script } = context;
  const category = t(categoryOf(change.category));
  const name = context.personName(change);
  const date = context.date(change.effectiveDate);
  // "an executive director", "a non-executive director"
  const lower = category.toLowerCase();
  const categoryLower = script === 'en' ? `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}` : category;
  const blocks: Block[] = [context.heading(CHANGE_HEADINGS[change.kind](category, script), 2, 'left')];
  const reason = context.say(change.reason);
  const particulars = context.say(change.particulars);
  if (change.kind === 'appointment' || change.kind === 'redesignation') {
    blocks.push(
      context.paragraph(
        t(
          change.kind === 'appointment'
            ? tri(
                `The board of directors (the "Board") of the Company is pleased to announce that ${name} has been appointed as ${categoryLower} of the Company with effect from ${date}.`,
                `本公司董事會（「董事會」）欣然宣布，${name}已獲委任為本公司${category}，自${date}起生效。`,
                `本公司董事会（“董事会”）欣然宣布，${name}已获委任为本公司${category}，自${date}起生效。`,
              )
            : tri(
                `The board of directors (the "Board") of the Company announces that ${name} has been re-designated as ${categoryLower} of the Company with effect from ${date}.`,
                `本公司董事會（「董事會」）宣布，${name}已調任為本公司${category}，自${date}起生效。`,
                `本公司董事会（“董事会”）宣布，${name}已调任为本公司${category}，自${date}起生效。`,
              ),
        ),
      ),
    );
    const age = change.age ? t(tri(`${name}, aged ${change.age}. `, `${name}，${change.age}歲。`, `${name}，${change.age}岁。`)) : '';
    if (age || particulars) blocks.push(context.paragraph(`${age}${particulars}`));
    if (change.category === 3) {
      blocks.push(
        context.paragraph(
          t(
            tri(
              `${name} has confirmed that the independence criteria set out in Rule 3.13 of the Listing Rules are met.`,
              `${name}已確認符合上市規則第3.13條所載的獨立性準則。`,
              `${name}已确认符合上市规则第3.13条所载的独立性准则。`,
            ),
          ),
        ),
      );
    }
    blocks.push(
      context.paragraph(
        t(
          tri(
            `Save as disclosed above, there is no other information to be disclosed pursuant to any of the requirements of Rule 13.51(2)(h) to (v) of the Listing Rules and there are no other matters relating to the ${change.kind === 'appointment' ? 'appointment' : 're-designation'} of ${name} that need to be brought to the attention of the shareholders of the Company.`,
            `除上文所披露者外，概無其他資料須根據上市規則第13.51(2)(h)至(v)條的任何規定予以披露，亦無其他有關${name}${change.kind === 'appointment' ? '獲委任' : '調任'}的事宜須敦請本公司股東垂注。`,
            `除上文所披露者外，概无其他资料须根据上市规则第13.51(2)(h)至(v)条的任何规定予以披露，亦无其他有关${name}${change.kind === 'appointment' ? '获委任' : '调任'}的事宜须敦请本公司股东垂注。`,
          ),
        ),
      ),
    );
    if (change.kind === 'appointment') {
      blocks.push(context.paragraph(t(tri(`The Board would like to welcome ${name} to join the Board.`, `董事會謹此歡迎${name}加入董事會。`, `董事会谨此欢迎${name}加入董事会。`))));
    }
    return blocks;
  }
  const verb = {
    resignation: tri('has resigned as', '已辭任', '已辞任'),
    retirement: tri('has retired as', '已退任', '已退任'),
    removal: tri('has been removed as', '已被罷免', '已被罢免'),
  }[change.kind];
  blocks.push(
    context.paragraph(
      script === 'en'
        ? `The Board announces that ${name} ${verb.en} ${categoryLower} of the Company with effect from ${date}${reason ? ` ${reason.replace(/\.$/, '')}` : ''}.`
        : `${script === 'zh-HK' ? '董事會宣布' : '董事会宣布'}，${name}${t(verb)}本公司${category}，自${date}起生效${reason ? `，${reason.replace(/。$/, '')}` : ''}。`,
    ),
  );
  blocks.push(
    context.paragraph(
      t(
        tri(
          `${name} has confirmed that there is no disagreement with the Board and that there is no other matter relating to the ${change.kind} that needs to be brought to the attention of the shareholders of the Company or The Stock Exchange of Hong Kong Limited.`,
          `${name}已確認與董事會並無意見分歧，亦無其他有關其${t(verb).replace(/^已(被)?/, '')}的事宜須敦請本公司股東或香港聯合交易所有限公司垂注。`,
          `${name}已确认与董事会并无意见分歧，亦无其他有关其${t(verb).replace(/^已(被)?/, '')}的事宜须敦请本公司股东或香港联合交易所有限公司垂注。`,
        ),
      ),
    ),
  );
  if (change.kind !== 'removal') {
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The Board would like to express its sincere gratitude to ${name} for the valuable contribution made to the Company during the term of office.`,
            `董事會謹此衷心感謝${name}在任期間對本公司作出的寶貴貢獻。`,
            `董事会谨此衷心感谢${name}在任期间对本公司作出的宝贵贡献。`,
          ),
        ),
      ),
    );
  }
  return blocks;
};

/** Spec §5: a director change needs at least one change, each with its effective date; r.13.51(2) particulars. */
const checkChanges = (inputs: Parameters<NonNullable<TemplateDefinition['check']>>[0], scripts: DocumentScriptName[]): MissingParticular[] => {
  const changes = inputs.changes('changes');
  if (changes.length === 0) return [{ path: 'inputs.changes', label: tri('Changes', '變更', '变更'), problem: 'changeRequired' }];
  const missing: MissingParticular[] = [];
  const needsEn = scripts.includes('en');
  const needsZh = scripts.some((script) => script !== 'en');
  changes.forEach((change, index) => {
    const number = index + 1;
    const at = (key: string) => `inputs.changes.${index}.${key}`;
    if (!change.effectiveDate) missing.push({ path: at('effectiveDate'), label: tri(`Effective date of change ${number}`, `變更 ${number} 的生效日期`, `变更 ${number} 的生效日期`), problem: 'missing' });
    if (needsEn && !change.nameEn) missing.push({ path: at('nameEn'), label: tri(`English name in change ${number}`, `變更 ${number} 的英文姓名`, `变更 ${number} 的英文姓名`), problem: 'missing' });
    if (needsZh && !change.nameZh) missing.push({ path: at('nameZh'), label: tri(`Chinese name in change ${number}`, `變更 ${number} 的中文姓名`, `变更 ${number} 的中文姓名`), problem: 'missing' });
    if (change.kind === 'appointment') {
      // r.13.51(2)(a): full name and age; (b)-(g) the particulars.
      if (!change.age) missing.push({ path: at('age'), label: tri(`Age in change ${number} (r.13.51(2)(a))`, `變更 ${number} 的年齡（第13.51(2)(a)條）`, `变更 ${number} 的年龄（第13.51(2)(a)条）`), problem: 'missing' });
      if (needsEn && !change.particulars?.en) missing.push({ path: at('particulars.en'), label: tri(`English particulars in change ${number} (r.13.51(2)(b)-(g))`, `變更 ${number} 的英文履歷資料（第13.51(2)(b)至(g)條）`, `变更 ${number} 的英文履历资料（第13.51(2)(b)至(g)条）`), problem: 'missing' });
      if (needsZh && !change.particulars?.zh) missing.push({ path: at('particulars.zh'), label: tri(`Chinese particulars in change ${number} (r.13.51(2)(b)-(g))`, `變更 ${number} 的中文履歷資料（第13.51(2)(b)至(g)條）`, `变更 ${number} 的中文履历资料（第13.51(2)(b)至(g)条）`), problem: 'missing' });
    }
    if (change.kind === 'resignation' || change.kind === 'removal') {
      // r.13.51(2): on resignation or removal, the reasons.
      if (needsEn && !change.reason?.en) missing.push({ path: at('reason.en'), label: tri(`English reason in change ${number}`, `變更 ${number} 的英文原因`, `变更 ${number} 的英文原因`), problem: 'missing' });
      if (needsZh && !change.reason?.zh) missing.push({ path: at('reason.zh'), label: tri(`Chinese reason in change ${number}`, `變更 ${number} 的中文原因`, `变更 ${number} 的中文原因`), problem: 'missing' });
    }
  });
  return missing;
};

export const directorChangeAnnouncement: TemplateDefinition = {
  id: 'hkex.directorChange',
  family: 'hkex',
  version: 1,
  title: tri('Announcement: change of directors', '公告：董事變更', '公告：董事变更'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.51(2)',
      tag: 'V',
      note: tri(
        'Announce as soon as practicable; particulars of the new or re-designated person; reasons on resignation or removal.',
        '在切實可行的範圍內盡快公布；新委任或調任人士的資料；辭任或罷免的原因。',
        '在切实可行的范围内尽快公布；新委任或调任人士的资料；辞任或罢免的原因。',
      ),
    },
    {
      rule: 'MB r.13.51(2)(a)-(w) item letters',
      tag: 'M',
      note: tri('The item lettering, including "(h) to (v)", is unverified: check it against the current rule.', '各項目的字母編號（包括「(h)至(v)」）未經核實，請與現行規則核對。', '各项目的字母编号（包括“(h)至(v)”）未经核实，请与现行规则核对。'),
    },
    {
      rule: 'MB r.3.13',
      tag: 'M',
      note: tri('Independence confirmation on an INED appointment: unverified.', '獨立非執行董事獲委任時的獨立性確認：未經核實。', '独立非执行董事获委任时的独立性确认：未经核实。'),
    },
    ...ANNOUNCEMENT_RULES,
  ],
  fields: [
    field('announcementDate', 'date', DATE_LABEL, { required: true }),
    field('changes', 'changes', tri('Changes (each with its effective date)', '變更（各附生效日期）', '变更（各附生效日期）'), { required: true }),
    ...closingFields,
  ],
  check: checkChanges,
  build: (context) => {
    const { inputs, t } = context;
    const blocks = announcementHead(context);
    blocks.push(context.heading(t(tri('CHANGE OF DIRECTORS', '董事變更', '董事变更')), 1));
    const company = context.companyName();
    blocks.push(
      context.paragraph(
        t(
          tri(
            `This announcement is made by ${company} (the "Company") pursuant to Rule 13.51(2) of the Rules Governing the Listing of Securities on The Stock Exchange of Hong Kong Limited (the "Listing Rules").`,
            `本公告乃由${company}（「本公司」）根據香港聯合交易所有限公司證券上市規則（「上市規則」）第13.51(2)條作出。`,
            `本公告乃由${company}（“本公司”）根据香港联合交易所有限公司证券上市规则（“上市规则”）第13.51(2)条作出。`,
          ),
        ),
      ),
    );
    for (const change of inputs.changes('changes')) blocks.push(...changeBlocks(context, change));
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};

export const announcementSkeleton: TemplateDefinition = {
  id: 'hkex.announcement',
  family: 'hkex',
  version: 1,
  title: tri('Announcement (general skeleton)', '公告（通用範本）', '公告（通用模板）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: ANNOUNCEMENT_RULES,
  fields: [
    field('announcementDate', 'date', DATE_LABEL, { required: true }),
    field('headline', 'text', tri('Title', '標題', '标题'), { required: true }),
    field('body', 'items', tri('Paragraphs', '段落', '段落'), { required: true }),
    ...closingFields,
  ],
  build: (context) => {
    const { inputs } = context;
    const blocks = announcementHead(context);
    blocks.push(context.heading(context.say(inputs.text('headline')).toUpperCase(), 1));
    for (const item of inputs.items('body')) blocks.push(context.paragraph(context.say(item)));
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};

const DIVIDENDS = {
  final: { name: tri('final dividend', '末期股息', '末期股息'), defined: tri('Final Dividend', '末期股息', '末期股息') },
  interim: { name: tri('interim dividend', '中期股息', '中期股息'), defined: tri('Interim Dividend', '中期股息', '中期股息') },
  special: { name: tri('special dividend', '特別股息', '特别股息'), defined: tri('Special Dividend', '特別股息', '特别股息') },
} as const;

const YES_NO = [
  { value: 'yes', label: tri('Yes', '是', '是') },
  { value: 'no', label: tri('No', '否', '否') },
];

const DIVIDEND_PER_SHARE = tri('Dividend per share (HK$)', '每股股息（港元）', '每股股息（港元）');
const DIVIDEND_TOTAL = tri('Aggregate amount of the dividend (HK$, approximately)', '股息總額（港元，約數）', '股息总额（港元，约数）');
const AGM_DATE = tri('Date of the annual general meeting (when subject to approval)', '股東週年大會日期（須經批准時）', '年度股东大会日期（须经批准时）');

/** Spec §5 and r.13.45(1): rate, amount, dates; the closure or record date; approval needs the AGM date. */
const checkDividend = (inputs: Parameters<NonNullable<TemplateDefinition['check']>>[0]): MissingParticular[] => [
  ...figureProblems(inputs, [
    { key: 'dividendPerShare', label: DIVIDEND_PER_SHARE, kind: 'amount' },
    { key: 'totalAmount', label: DIVIDEND_TOTAL, kind: 'amount' },
  ]),
  ...(inputs.plain('dividendKind') !== 'special' && !inputs.plain('periodEnd') ? [{ path: 'inputs.periodEnd', label: tri('End of the financial period', '財政期間結算日', '财政期间结算日'), problem: 'missing' as const }] : []),
  ...(inputs.plain('subjectToApproval') === 'yes' && !inputs.plain('agmDate') ? [{ path: 'inputs.agmDate', label: AGM_DATE, problem: 'missing' as const }] : []),
  ...checkClosure(inputs),
  // The dividend is paid after entitlement is fixed (the book-closure calculator's rule too).
  ...(inputs.plain('paymentDate') && inputs.plain('paymentDate') <= (inputs.plain('closureEnd') || inputs.plain('recordDate'))
    ? [{ path: 'inputs.paymentDate', label: tri('Expected payment date (after the closure or record date)', '預期派付日期（須在暫停過戶或記錄日期之後）', '预期派付日期（须在暂停过户或记录日期之后）'), problem: 'date' as const }]
    : []),
];

export const dividendAnnouncement: TemplateDefinition = {
  id: 'hkex.dividend',
  family: 'hkex',
  version: 1,
  title: tri('Dividend and book-closure announcement', '股息及暫停辦理股份過戶登記公告', '股息及暂停办理股份过户登记公告'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.45(1)',
      tag: 'V',
      note: tri(
        'Announce a dividend decision immediately after the board approves it, stating the rate, the amount and the expected payment date.',
        '董事會批准股息決定後須立即公布，列明股息率、金額及預期派付日期。',
        '董事会批准股息决定后须立即公布，列明股息率、金额及预期派付日期。',
      ),
    },
    {
      rule: 'MB r.13.45 note 1',
      tag: 'V',
      note: tri('Publish between 12:00 and 12:30 or after 16:30 on a business day (after 12:30 on the Christmas, New Year and Lunar New Year eves).', '須於營業日中午十二時至十二時三十分或下午四時三十分後刊發（聖誕節、新年及農曆新年前夕則於十二時三十分後）。', '须于营业日中午12时至12时30分或下午4时30分后刊发（圣诞节、新年及农历新年前夕则于12时30分后）。'),
    },
    R1366,
    LODGEMENT,
    { rule: 'Ex-dividend date (CCASS T+2 settlement)', tag: 'M', note: tri('The ex-date the calculator gives follows T+2 settlement practice: unverified.', '計算器得出的除息日按T+2交收慣例推算：未經核實。', '计算器得出的除息日按T+2交收惯例推算：未经核实。') },
    CO632,
    {
      rule: 'HKEX standard dividend announcement form',
      tag: 'M',
      note: tri('A dividend is also reported on HKEX\'s standard dividend form through e-Submission: unverified.', '股息亦須透過電子呈交系統以香港交易所的標準股息表格申報：未經核實。', '股息亦须透过电子呈交系统以香港交易所的标准股息表格申报：未经核实。'),
    },
    ...ANNOUNCEMENT_RULES,
  ],
  fields: [
    field('announcementDate', 'date', DATE_LABEL, { required: true }),
    field('dividendKind', 'select', tri('Dividend', '股息', '股息'), {
      required: true,
      options: [
        { value: 'final', label: tri('Final dividend', '末期股息', '末期股息') },
        { value: 'interim', label: tri('Interim dividend', '中期股息', '中期股息') },
        { value: 'special', label: tri('Special dividend', '特別股息', '特别股息') },
      ],
    }),
    field('periodEnd', 'date', tri('End of the financial period (not for a special dividend)', '財政期間結算日（特別股息除外）', '财政期间结算日（特别股息除外）')),
    field('dividendPerShare', 'text', DIVIDEND_PER_SHARE, { required: true, bilingual: false }),
    field('totalAmount', 'text', DIVIDEND_TOTAL, { required: true, bilingual: false }),
    field('subjectToApproval', 'select', tri('Subject to shareholders\' approval at the AGM', '須經股東於股東週年大會上批准', '须经股东于年度股东大会上批准'), { required: true, options: YES_NO }),
    field('agmDate', 'date', AGM_DATE),
    field('closureStart', 'date', CLOSURE_START),
    field('closureEnd', 'date', CLOSURE_END),
    field('recordDate', 'date', RECORD_DATE),
    field('lastLodgementDate', 'date', LAST_LODGEMENT),
    field('exDate', 'date', tri('Ex-dividend date (empty: calculated)', '除息日（留空：自動計算）', '除息日（留空：自动计算）')),
    field('paymentDate', 'date', tri('Expected payment date', '預期派付日期', '预期派付日期'), { required: true }),
    field('scripOption', 'select', tri('Scrip dividend option', '以股代息選擇', '以股代息选择'), { required: true, options: YES_NO }),
    field('registrar', 'text', REGISTRAR, { required: true }),
    ...closingFields,
  ],
  // Only the announcement date is today; the dividend's own dates are the board's decision or calculated.
  prefill: () => ({ dividendKind: 'final', subjectToApproval: 'yes', scripOption: 'no', recordDate: undefined, lastLodgementDate: undefined, exDate: undefined, paymentDate: undefined, agmDate: undefined }),
  check: checkDividend,
  build: (context) => {
    const { inputs, t } = context;
    const kind = DIVIDENDS[inputs.plain('dividendKind') as keyof typeof DIVIDENDS] ?? DIVIDENDS.final;
    const defined = t(kind.defined);
    const name = t(kind.name);
    const dates = closureDatesOf(inputs);
    const closed = Boolean(dates.start && dates.end);
    const company = context.companyName();
    const perShare = hkd(inputs.plain('dividendPerShare'));
    const total = hkd(inputs.plain('totalAmount'));
    const periodEnd = inputs.plain('periodEnd') ? context.date(inputs.plain('periodEnd')) : '';
    const entitlementDay = context.date(dates.record || dates.start);
    const recommend = inputs.plain('subjectToApproval') === 'yes';
    const blocks = announcementHead(context);
    blocks.push(
      context.heading(
        t(
          closed
            ? tri(`${kind.defined.en.toUpperCase()} AND CLOSURE OF REGISTER OF MEMBERS`, `${kind.defined.zhHK}及暫停辦理股份過戶登記`, `${kind.defined.zhCN}及暂停办理股份过户登记`)
            : tri(`${kind.defined.en.toUpperCase()} AND RECORD DATE`, `${kind.defined.zhHK}及記錄日期`, `${kind.defined.zhCN}及记录日期`),
        ),
        1,
      ),
    );
    const periodEn = !periodEnd || inputs.plain('dividendKind') === 'special' ? '' : inputs.plain('dividendKind') === 'interim' ? ` for the six months ended ${periodEnd}` : ` for the year ended ${periodEnd}`;
    const periodZh = !periodEnd || inputs.plain('dividendKind') === 'special' ? '' : inputs.plain('dividendKind') === 'interim' ? `截至${periodEnd}止六個月之` : `截至${periodEnd}止年度之`;
    const article = /^[aeiou]/.test(name) ? 'an' : 'a';
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The board of directors (the "Board") of ${company} (the "Company") has resolved to ${recommend ? 'recommend the payment of' : 'declare'} ${article} ${name} of ${perShare} per share${periodEn} (the "${defined}"), amounting to approximately ${total} in aggregate, to shareholders whose names appear on the register of members of the Company on ${entitlementDay}.`,
            `${company}（「本公司」）董事會（「董事會」）已議決${recommend ? '建議派發' : '宣派'}${periodZh}${name}每股${perShare}（「${defined}」），合共約${total}，予於${entitlementDay}名列本公司股東名冊的股東。`,
            `${company}（“本公司”）董事会（“董事会”）已议决${recommend ? '建议派发' : '宣派'}${periodZh.replace('個', '个')}${name}每股${perShare}（“${defined}”），合共约${total}，予于${entitlementDay}名列本公司股东名册的股东。`,
          ),
        ),
      ),
    );
    if (recommend) {
      const agm = context.date(inputs.plain('agmDate'));
      blocks.push(
        context.paragraph(
          t(
            tri(
              `The payment of the ${defined} is subject to the approval of the shareholders of the Company at the annual general meeting of the Company to be held on ${agm}.`,
              `${defined}須待本公司股東於${agm}舉行的本公司股東週年大會上批准後，方可派發。`,
              `${defined}须待本公司股东于${agm}举行的本公司年度股东大会上批准后，方可派发。`,
            ),
          ),
        ),
      );
    }
    const payment = context.date(inputs.plain('paymentDate'));
    blocks.push(context.paragraph(t(tri(`The ${defined} is expected to be paid on or about ${payment}.`, `預期${defined}將於${payment}或前後派發。`, `预期${defined}将于${payment}或前后派发。`))));
    if (inputs.plain('scripOption') === 'yes') {
      blocks.push(
        context.paragraph(
          t(
            tri(
              `Shareholders will be given the option to elect to receive the ${defined} wholly or partly in new fully paid shares of the Company in lieu of cash (the "Scrip Dividend Scheme"). The Scrip Dividend Scheme is conditional upon the Listing Committee of The Stock Exchange of Hong Kong Limited granting the listing of, and permission to deal in, the new shares to be issued under it. A circular containing details of the Scrip Dividend Scheme, together with a form of election, will be sent to shareholders in due course.`,
              `股東可選擇以本公司新繳足股份代替現金收取全部或部分${defined}（「以股代息計劃」）。以股代息計劃須待香港聯合交易所有限公司上市委員會批准根據該計劃將予發行的新股份上市及買賣後，方可作實。載有以股代息計劃詳情的通函連同選擇表格將於適當時候寄發予股東。`,
              `股东可选择以本公司新缴足股份代替现金收取全部或部分${defined}（“以股代息计划”）。以股代息计划须待香港联合交易所有限公司上市委员会批准根据该计划将予发行的新股份上市及买卖后，方可作实。载有以股代息计划详情的通函连同选择表格将于适当时候寄发予股东。`,
            ),
          ),
        ),
      );
    }
    blocks.push(context.heading(t(closed ? tri('CLOSURE OF REGISTER OF MEMBERS', '暫停辦理股份過戶登記', '暂停办理股份过户登记') : tri('RECORD DATE', '記錄日期', '记录日期')), 2, 'left'));
    const purpose = { entitlement: tri(`the ${defined}`, `獲派${defined}`, `获派${defined}`), qualify: tri(`qualify for the ${defined}`, `符合資格獲派${defined}`, `符合资格获派${defined}`) };
    blocks.push(closureParagraph(context, purpose, dates, context.say(inputs.text('registrar'))));
    const ex = inputs.plain('exDate');
    if (ex) blocks.push(context.paragraph(t(tri(`The shares of the Company will be traded ex-dividend from ${context.date(ex)}.`, `本公司股份將由${context.date(ex)}起除息買賣。`, `本公司股份将自${context.date(ex)}起除息交易。`))));
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};
