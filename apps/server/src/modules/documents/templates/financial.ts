import type { Block } from '../document-model';
import { checkClosure, closureDatesOf, closureParagraph, CLOSURE_END, CLOSURE_START, CO632, LAST_LODGEMENT, LODGEMENT, R1366, RECORD_DATE, REGISTRAR } from './closure';
import { ANNOUNCEMENT_RULES, announcementClosing, announcementHead, boardComposition } from './common';
import { figureProblems, hkd } from './figures';
import { field, tri, type MissingParticular, type TemplateContext, type TemplateDefinition } from './template';

/** Financial-report documents (secretary-documents-files §2.9). */

const PERIODS = {
  annual: { en: 'annual results', zhHK: '全年業績', zhCN: '全年业绩', periodEn: 'year', periodHK: '截至', dividend: tri('a final dividend', '末期股息', '末期股息') },
  interim: { en: 'interim results', zhHK: '中期業績', zhCN: '中期业绩', periodEn: 'six months', periodHK: '截至', dividend: tri('an interim dividend', '中期股息', '中期股息') },
  quarterly: { en: 'quarterly results', zhHK: '季度業績', zhCN: '季度业绩', periodEn: 'three months', periodHK: '截至', dividend: tri('a quarterly dividend', '季度股息', '季度股息') },
} as const;

export const resultsBoardMeetingNotice: TemplateDefinition = {
  id: 'financial.boardMeetingDate',
  family: 'financial',
  version: 1,
  title: tri('Announcement: date of board meeting (results)', '公告：董事會會議日期（業績）', '公告：董事会会议日期（业绩）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.43',
      tag: 'V',
      note: tri(
        'Publish the date of the board meeting for results or a dividend at least 7 clear business days before the meeting. Left empty, the announcement date is the latest date the meeting-notice calculator gives.',
        '須於會議前最少7個完整營業日公布審議業績或股息的董事會會議日期。如公告日期留空，將採用會議通知計算器得出的最後日期。',
        '须于会议前最少7个完整营业日公布审议业绩或股息的董事会会议日期。如公告日期留空，将采用会议通知计算器得出的最后日期。',
      ),
    },
    ...ANNOUNCEMENT_RULES,
  ],
  fields: [
    field('meetingDate', 'date', tri('Board meeting date', '董事會會議日期', '董事会会议日期'), { required: true }),
    field('periodEnd', 'date', tri('End of the financial period', '財政期間結算日', '财政期间结算日'), { required: true }),
    field('resultsKind', 'select', tri('Results', '業績', '业绩'), {
      required: true,
      options: [
        { value: 'annual', label: tri('Annual results', '全年業績', '全年业绩') },
        { value: 'interim', label: tri('Interim results', '中期業績', '中期业绩') },
        { value: 'quarterly', label: tri('Quarterly results', '季度業績', '季度业绩') },
      ],
    }),
    field('considerDividend', 'select', tri('Consider a dividend', '考慮派發股息', '考虑派发股息'), {
      required: true,
      options: [
        { value: 'yes', label: tri('Yes', '是', '是') },
        { value: 'no', label: tri('No', '否', '否') },
      ],
    }),
    field('announcementDate', 'date', tri('Date of announcement (empty: latest date by MB r.13.43)', '公告日期（留空：按第13.43條計算的最後日期）', '公告日期（留空：按第13.43条计算的最后日期）')),
    field('signatory', 'text', tri('Signatory (name)', '簽署人（姓名）', '签署人（姓名）'), { required: true }),
    field('signatoryTitle', 'text', tri("Signatory's title", '簽署人職銜', '签署人职衔'), { required: true }),
    field('directors', 'directors', tri('Board composition', '董事會組成', '董事会组成'), { required: true }),
  ],
  build: (context) => {
    const { inputs, t, script } = context;
    const kind = PERIODS[(inputs.plain('resultsKind') as keyof typeof PERIODS) || 'annual'] ?? PERIODS.annual;
    const dividend = inputs.plain('considerDividend') === 'yes';
    const company = context.companyName();
    const meeting = context.dateWithWeekday(inputs.plain('meetingDate'));
    const periodEnd = context.date(inputs.plain('periodEnd'));
    const blocks: Block[] = announcementHead(context);
    blocks.push(context.heading(t(tri('DATE OF BOARD MEETING', '董事會會議日期', '董事会会议日期')), 1));
    const purposeEn = `approving the ${kind.en} of the Company and its subsidiaries for the ${kind.periodEn === 'year' ? 'year' : `${kind.periodEn}`} ended ${periodEnd} and its publication${dividend ? `, and considering the payment of ${kind.dividend.en}, if any` : ''}`;
    const zhResults = script === 'zh-HK' ? kind.zhHK : kind.zhCN;
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The board of directors (the "Board") of ${company} (the "Company") announces that a meeting of the Board will be held on ${meeting} for the purposes of, among other matters, ${purposeEn}.`,
            `${company}（「本公司」）董事會（「董事會」）宣布，董事會會議將於${meeting}舉行，藉以（其中包括）批准本公司及其附屬公司截至${periodEnd}止期間之${zhResults}及其發布${dividend ? `，以及考慮派發${t(kind.dividend)}（如有）` : ''}。`,
            `${company}（“本公司”）董事会（“董事会”）宣布，董事会会议将于${meeting}举行，藉以（其中包括）批准本公司及其附属公司截至${periodEnd}止期间之${zhResults}及其发布${dividend ? `，以及考虑派发${t(kind.dividend)}（如有）` : ''}。`,
          ),
        ),
      ),
    );
    blocks.push(
      context.paragraph(
        t(
          tri(
            'This announcement is made pursuant to Rule 13.43 of the Rules Governing the Listing of Securities on The Stock Exchange of Hong Kong Limited.',
            '本公告乃根據香港聯合交易所有限公司證券上市規則第13.43條作出。',
            '本公告乃根据香港联合交易所有限公司证券上市规则第13.43条作出。',
          ),
        ),
      ),
    );
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};

const SIGNATORY_FIELDS = [
  field('signatory', 'text', tri('Signatory (name)', '簽署人（姓名）', '签署人（姓名）'), { required: true }),
  field('signatoryTitle', 'text', tri("Signatory's title", '簽署人職銜', '签署人职衔'), { required: true }),
  field('directors', 'directors', tri('Board composition', '董事會組成', '董事会组成'), { required: true }),
];

/** "pursuant to Rule 13.66 of the Listing Rules"; GEM's rule number is unverified, so a GEM issuer cites the GEM rules without one. */
const listingRulesCitation = (context: TemplateContext, mainBoardRule: string): string => {
  if (context.company?.board === 'gem') {
    return context.t(
      tri(
        'the Rules Governing the Listing of Securities on GEM of The Stock Exchange of Hong Kong Limited',
        '香港聯合交易所有限公司GEM證券上市規則',
        '香港联合交易所有限公司GEM证券上市规则',
      ),
    );
  }
  return context.t(
    tri(
      `Rule ${mainBoardRule} of the Rules Governing the Listing of Securities on The Stock Exchange of Hong Kong Limited`,
      `香港聯合交易所有限公司證券上市規則第${mainBoardRule}條`,
      `香港联合交易所有限公司证券上市规则第${mainBoardRule}条`,
    ),
  );
};

/** Meetings the register is closed for: the defined term and the meeting's name. */
const MEETINGS = {
  annualGeneralMeeting: { name: tri('annual general meeting', '股東週年大會', '年度股东大会'), defined: tri('AGM', '股東週年大會', '年度股东大会') },
  generalMeeting: { name: tri('extraordinary general meeting', '股東特別大會', '临时股东大会'), defined: tri('EGM', '股東特別大會', '临时股东大会') },
} as const;

const CLOSURE_DIVIDENDS = {
  final: tri('final dividend', '末期股息', '末期股息'),
  interim: tri('interim dividend', '中期股息', '中期股息'),
  special: tri('special dividend', '特別股息', '特别股息'),
} as const;

const MEETING_DATE_LABEL = tri('Meeting date (for a meeting)', '大會日期（適用於大會）', '大会日期（适用于大会）');

const checkClosureOfRegister = (inputs: Parameters<NonNullable<TemplateDefinition['check']>>[0]): MissingParticular[] => [
  ...(inputs.plain('purpose') !== 'dividend' && !inputs.plain('meetingDate') ? [{ path: 'inputs.meetingDate', label: MEETING_DATE_LABEL, problem: 'missing' as const }] : []),
  ...(!inputs.plain('announcementDate') ? [{ path: 'inputs.announcementDate', label: tri('Date of announcement', '公告日期', '公告日期'), problem: 'missing' as const }] : []),
  ...checkClosure(inputs),
];

export const closureOfRegister: TemplateDefinition = {
  id: 'financial.closureOfRegister',
  family: 'financial',
  version: 1,
  title: tri('Closure of register of members', '暫停辦理股份過戶登記', '暂停办理股份过户登记'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [R1366, LODGEMENT, CO632, ...ANNOUNCEMENT_RULES],
  fields: [
    field('purpose', 'select', tri('Closed for', '暫停過戶目的', '暂停过户目的'), {
      required: true,
      options: [
        { value: 'annualGeneralMeeting', label: tri('Annual general meeting', '股東週年大會', '年度股东大会') },
        { value: 'generalMeeting', label: tri('Extraordinary general meeting', '股東特別大會', '临时股东大会') },
        { value: 'dividend', label: tri('Dividend', '股息', '股息') },
      ],
    }),
    field('meetingDate', 'date', MEETING_DATE_LABEL),
    field('dividendKind', 'select', tri('Dividend (for a dividend)', '股息（適用於股息）', '股息（适用于股息）'), {
      options: [
        { value: 'final', label: tri('Final dividend', '末期股息', '末期股息') },
        { value: 'interim', label: tri('Interim dividend', '中期股息', '中期股息') },
        { value: 'special', label: tri('Special dividend', '特別股息', '特别股息') },
      ],
    }),
    field('closureStart', 'date', CLOSURE_START),
    field('closureEnd', 'date', CLOSURE_END),
    field('recordDate', 'date', RECORD_DATE),
    field('lastLodgementDate', 'date', LAST_LODGEMENT),
    field('registrar', 'text', REGISTRAR, { required: true }),
    field('announcementDate', 'date', tri('Date of announcement (empty: latest date by MB r.13.66)', '公告日期（留空：按第13.66條計算的最後日期）', '公告日期（留空：按第13.66条计算的最后日期）')),
    ...SIGNATORY_FIELDS,
  ],
  prefill: () => ({ purpose: 'annualGeneralMeeting', announcementDate: undefined, recordDate: undefined, lastLodgementDate: undefined }),
  check: checkClosureOfRegister,
  build: (context) => {
    const { inputs, t } = context;
    const company = context.companyName();
    const dates = closureDatesOf(inputs);
    const closed = Boolean(dates.start && dates.end);
    const purpose = inputs.plain('purpose');
    const blocks: Block[] = announcementHead(context);
    blocks.push(context.heading(t(closed ? tri('CLOSURE OF REGISTER OF MEMBERS', '暫停辦理股份過戶登記', '暂停办理股份过户登记') : tri('RECORD DATE', '記錄日期', '记录日期')), 1));
    blocks.push(
      context.paragraph(
        t(tri(`This announcement is made by ${company} (the "Company") pursuant to ${listingRulesCitation(context, '13.66')}.`, `本公告乃由${company}（「本公司」）根據${listingRulesCitation(context, '13.66')}作出。`, `本公告乃由${company}（“本公司”）根据${listingRulesCitation(context, '13.66')}作出。`)),
      ),
    );
    if (purpose === 'dividend') {
      const name = t(CLOSURE_DIVIDENDS[inputs.plain('dividendKind') as keyof typeof CLOSURE_DIVIDENDS] ?? CLOSURE_DIVIDENDS.final);
      blocks.push(closureParagraph(context, { entitlement: tri(`the ${name}`, `獲派${name}`, `获派${name}`), qualify: tri(`qualify for the ${name}`, `符合資格獲派${name}`, `符合资格获派${name}`) }, dates, context.say(inputs.text('registrar'))));
    } else {
      const meeting = MEETINGS[purpose as keyof typeof MEETINGS] ?? MEETINGS.annualGeneralMeeting;
      const when = context.date(inputs.plain('meetingDate'));
      const defined = t(meeting.defined);
      blocks.push(
        context.paragraph(
          t(
            tri(
              `The ${meeting.name.en} of the Company will be held on ${when} (the "${defined}").`,
              `本公司謹訂於${when}舉行${meeting.name.zhHK}（「${defined}」）。`,
              `本公司谨定于${when}举行${meeting.name.zhCN}（“${defined}”）。`,
            ),
          ),
        ),
      );
      blocks.push(
        closureParagraph(
          context,
          { entitlement: tri(`attend and vote at the ${defined}`, `出席${defined}並於會上投票`, `出席${defined}并于会上投票`), qualify: tri(`be eligible to attend and vote at the ${defined}`, `符合資格出席${defined}並於會上投票`, `符合资格出席${defined}并于会上投票`) },
          dates,
          context.say(inputs.text('registrar')),
        ),
      );
    }
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};

const SHELL_DIVIDEND = tri('Dividend per share (HK$; empty: no dividend)', '每股股息（港元；留空：不派息）', '每股股息（港元；留空：不派息）');

/** "[To be inserted: …]" / 「［待加入：…］」: what the shell leaves for the user. */
const placeholder = (context: TemplateContext, what: ReturnType<typeof tri>): Block =>
  context.paragraph(context.t(tri(`[To be inserted: ${what.en}]`, `［待加入：${what.zhHK}］`, `［待加入：${what.zhCN}］`)), 'left');

export const resultsAnnouncementShell: TemplateDefinition = {
  id: 'financial.resultsShell',
  family: 'financial',
  version: 1,
  title: tri('Results announcement shell', '業績公告框架', '业绩公告框架'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.49(1), r.13.49(6)',
      tag: 'V',
      note: tri('Annual results within 3 months after the year end; interim results within 2 months after the half-year end.', '全年業績須於年結日後3個月內公布；中期業績須於半年結日後2個月內公布。', '全年业绩须于年结日后3个月内公布；中期业绩须于半年结日后2个月内公布。'),
    },
    {
      rule: 'MB r.13.45 note 1',
      tag: 'V',
      note: tri('Publish between 12:00 and 12:30 or after 16:30 on a business day, or by 08:30 the next business day.', '須於營業日中午十二時至十二時三十分或下午四時三十分後刊發，或最遲於下一個營業日上午八時三十分前刊發。', '须于营业日中午12时至12时30分或下午4时30分后刊发，或最迟于下一个营业日上午8时30分前刊发。'),
    },
    {
      rule: 'MB App D2',
      tag: 'M',
      note: tri('The financial information a results announcement must contain (formerly App 16): the detailed list is unverified; the shell leaves the statements to be inserted.', '業績公告須載的財務資料（前稱附錄16）：詳細清單未經核實；框架留待加入財務報表。', '业绩公告须载的财务资料（前称附录16）：详细清单未经核实；框架留待加入财务报表。'),
    },
    {
      rule: 'CG Code (App C1), Model Code (App C3), audit committee and auditor statements',
      tag: 'M',
      note: tri('The standard compliance, audit-committee and "agreed by the auditor" statements are practice; their wording is unverified: check each against the facts.', '企業管治、審核委員會及「經核數師核對」等標準聲明屬慣例；字眼未經核實，請逐項核對事實。', '企业管治、审计委员会及“经审计师核对”等标准声明属惯例；字眼未经核实，请逐项核对事实。'),
    },
    ...ANNOUNCEMENT_RULES,
  ],
  fields: [
    field('announcementDate', 'date', tri('Date of announcement', '公告日期', '公告日期'), { required: true }),
    field('resultsKind', 'select', tri('Results', '業績', '业绩'), {
      required: true,
      options: [
        { value: 'annual', label: tri('Annual results', '全年業績', '全年业绩') },
        { value: 'interim', label: tri('Interim results', '中期業績', '中期业绩') },
      ],
    }),
    field('periodEnd', 'date', tri('End of the financial period', '財政期間結算日', '财政期间结算日'), { required: true }),
    field('audited', 'select', tri('Audited', '經審核', '经审计'), {
      required: true,
      options: [
        { value: 'yes', label: tri('Audited', '經審核', '经审计') },
        { value: 'no', label: tri('Unaudited', '未經審核', '未经审计') },
      ],
    }),
    field('highlights', 'items', tri('Financial highlights (optional)', '財務摘要（選填）', '财务摘要（选填）')),
    field('dividendPerShare', 'text', SHELL_DIVIDEND, { bilingual: false }),
    field('paymentDate', 'date', tri('Expected dividend payment date (optional)', '預期股息派付日期（選填）', '预期股息派付日期（选填）')),
    field('agmDate', 'date', tri('Date of the annual general meeting (optional)', '股東週年大會日期（選填）', '年度股东大会日期（选填）')),
    field('auditor', 'text', tri("Auditor's name (annual results)", '核數師名稱（全年業績）', '审计师名称（全年业绩）')),
    field('website', 'text', tri("Company's website", '本公司網站', '本公司网站'), { bilingual: false }),
    ...SIGNATORY_FIELDS,
  ],
  prefill: () => ({ resultsKind: 'annual', audited: 'yes', paymentDate: undefined, agmDate: undefined }),
  check: (inputs) => figureProblems(inputs, [{ key: 'dividendPerShare', label: SHELL_DIVIDEND, kind: 'amount' }]),
  build: (context) => {
    const { inputs, t } = context;
    const annual = inputs.plain('resultsKind') !== 'interim';
    const audited = inputs.plain('audited') === 'yes';
    const end = context.date(inputs.plain('periodEnd'));
    const company = context.companyName();
    const period = annual ? tri(`year ended ${end}`, `截至${end}止年度`, `截至${end}止年度`) : tri(`six months ended ${end}`, `截至${end}止六個月`, `截至${end}止六个月`);
    const results = annual ? tri('annual results', '全年業績', '全年业绩') : tri('interim results', '中期業績', '中期业绩');
    const gem = context.company?.board === 'gem';
    const blocks: Block[] = announcementHead(context);
    blocks.push(
      context.heading(
        t(
          annual
            ? tri(`ANNUAL RESULTS ANNOUNCEMENT FOR THE YEAR ENDED ${end.toUpperCase()}`, `截至${end}止年度之全年業績公告`, `截至${end}止年度之全年业绩公告`)
            : tri(`INTERIM RESULTS ANNOUNCEMENT FOR THE SIX MONTHS ENDED ${end.toUpperCase()}`, `截至${end}止六個月之中期業績公告`, `截至${end}止六个月之中期业绩公告`),
        ),
        1,
      ),
    );
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The board of directors (the "Board") of ${company} (the "Company") announces the ${audited ? 'audited' : 'unaudited'} consolidated results of the Company and its subsidiaries (together, the "Group") for the ${period.en}, together with the comparative figures for the corresponding period of the previous year.`,
            `${company}（「本公司」）董事會（「董事會」）公布本公司及其附屬公司（統稱「本集團」）${period.zhHK}之${audited ? '經審核' : '未經審核'}綜合業績，連同上一年度同期之比較數字。`,
            `${company}（“本公司”）董事会（“董事会”）公布本公司及其附属公司（统称“本集团”）${period.zhCN}之${audited ? '经审计' : '未经审计'}综合业绩，连同上一年度同期之比较数字。`,
          ),
        ),
      ),
    );
    const highlights = inputs.items('highlights').map((item) => context.say(item)).filter(Boolean);
    if (highlights.length) {
      blocks.push(context.heading(t(tri('FINANCIAL HIGHLIGHTS', '財務摘要', '财务摘要')), 2, 'left'));
      for (const item of highlights) blocks.push(context.paragraph(`•  ${item}`, 'left'));
    }
    const figures = gem
      ? tri('the figures the GEM Listing Rules require, with comparatives', 'GEM上市規則規定的數字及比較數字', 'GEM上市规则规定的数字及比较数字')
      : tri('the figures Appendix D2 to the Listing Rules requires, with comparatives', '上市規則附錄D2規定的數字及比較數字', '上市规则附录D2规定的数字及比较数字');
    for (const heading of [
      tri('CONSOLIDATED STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME', '綜合損益及其他全面收益表', '综合损益及其他综合收益表'),
      tri('CONSOLIDATED STATEMENT OF FINANCIAL POSITION', '綜合財務狀況表', '综合财务状况表'),
      tri('NOTES', '附註', '附注'),
    ]) {
      blocks.push(context.heading(t(heading), 2, 'left'));
      blocks.push(placeholder(context, figures));
    }
    const amount = hkd(inputs.plain('dividendPerShare'));
    const payment = inputs.plain('paymentDate');
    const agm = inputs.plain('agmDate');
    blocks.push(context.heading(t(tri('DIVIDEND', '股息', '股息')), 2, 'left'));
    if (amount) {
      const paid = payment ? context.date(payment) : '';
      blocks.push(
        context.paragraph(
          t(
            annual
              ? tri(
                  `The Board recommends the payment of a final dividend of ${amount} per share for the ${period.en}${agm ? ', subject to the approval of the shareholders at the annual general meeting' : ''}${paid ? `, expected to be paid on or about ${paid}` : ''}.`,
                  `董事會建議派發${period.zhHK}之末期股息每股${amount}${agm ? '，惟須待股東於股東週年大會上批准' : ''}${paid ? `，預期將於${paid}或前後派發` : ''}。`,
                  `董事会建议派发${period.zhCN}之末期股息每股${amount}${agm ? '，惟须待股东于年度股东大会上批准' : ''}${paid ? `，预期将于${paid}或前后派发` : ''}。`,
                )
              : tri(
                  `The Board has resolved to declare an interim dividend of ${amount} per share for the ${period.en}${paid ? `, expected to be paid on or about ${paid}` : ''}.`,
                  `董事會已議決宣派${period.zhHK}之中期股息每股${amount}${paid ? `，預期將於${paid}或前後派發` : ''}。`,
                  `董事会已议决宣派${period.zhCN}之中期股息每股${amount}${paid ? `，预期将于${paid}或前后派发` : ''}。`,
                ),
          ),
        ),
      );
    } else {
      blocks.push(
        context.paragraph(
          t(
            tri(
              `The Board does not recommend the payment of ${annual ? 'a final' : 'an interim'} dividend for the ${period.en}.`,
              `董事會不建議派發${period.zhHK}之${annual ? '末期' : '中期'}股息。`,
              `董事会不建议派发${period.zhCN}之${annual ? '末期' : '中期'}股息。`,
            ),
          ),
        ),
      );
    }
    if (annual && agm) {
      const when = context.date(agm);
      blocks.push(context.heading(t(tri('ANNUAL GENERAL MEETING', '股東週年大會', '年度股东大会')), 2, 'left'));
      blocks.push(
        context.paragraph(
          t(
            tri(
              `The annual general meeting of the Company will be held on ${when}. A notice convening the annual general meeting will be published and despatched to shareholders in the manner required by the Listing Rules in due course.`,
              `本公司股東週年大會將於${when}舉行。召開股東週年大會的通告將按上市規則規定的方式適時刊發及寄發予股東。`,
              `本公司年度股东大会将于${when}举行。召开年度股东大会的通知将按上市规则规定的方式适时刊发及寄发予股东。`,
            ),
          ),
        ),
      );
    }
    if (amount || (annual && agm)) {
      blocks.push(context.heading(t(tri('CLOSURE OF REGISTER OF MEMBERS', '暫停辦理股份過戶登記', '暂停办理股份过户登记')), 2, 'left'));
      blocks.push(placeholder(context, tri('the closure dates (or record dates) and the latest time for lodging transfers (4:30 p.m.), at least 10 business days ahead (MB r.13.66)', '暫停過戶日期（或記錄日期）及遞交過戶文件的最後時限（下午四時三十分），須最少提前10個營業日公布（第13.66條）', '暂停过户日期（或记录日期）及递交过户文件的最后时限（下午4时30分），须最少提前10个营业日公布（第13.66条）')));
    }
    blocks.push(context.heading(t(tri('MANAGEMENT DISCUSSION AND ANALYSIS', '管理層討論及分析', '管理层讨论与分析')), 2, 'left'));
    blocks.push(placeholder(context, tri('business review, financial review, liquidity and capital resources, outlook', '業務回顧、財務回顧、流動資金及資本資源、展望', '业务回顾、财务回顾、流动资金及资本资源、展望')));
    blocks.push(context.heading(t(tri('PURCHASE, SALE OR REDEMPTION OF LISTED SECURITIES', '購買、出售或贖回上市證券', '购买、出售或赎回上市证券')), 2, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            `Neither the Company nor any of its subsidiaries purchased, sold or redeemed any of the Company's listed securities (including any sale of treasury shares) during the ${period.en}.`,
            `本公司或其任何附屬公司於${period.zhHK}概無購買、出售或贖回本公司任何上市證券（包括出售庫存股份）。`,
            `本公司或其任何附属公司于${period.zhCN}概无购买、出售或赎回本公司任何上市证券（包括出售库存股份）。`,
          ),
        ),
      ),
    );
    blocks.push(context.heading(t(tri('CORPORATE GOVERNANCE', '企業管治', '企业管治')), 2, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The Company has complied with the code provisions of the Corporate Governance Code${gem ? '' : ' set out in Appendix C1 to the Listing Rules'} during the ${period.en}[, save as disclosed below].`,
            `本公司於${period.zhHK}一直遵守${gem ? '' : '上市規則附錄C1所載'}企業管治守則的守則條文［，惟下文所披露者除外］。`,
            `本公司于${period.zhCN}一直遵守${gem ? '' : '上市规则附录C1所载'}企业管治守则的守则条文［，惟下文所披露者除外］。`,
          ),
        ),
      ),
    );
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The Company has adopted the Model Code for Securities Transactions by Directors of Listed Issuers${gem ? '' : ' set out in Appendix C3 to the Listing Rules'}. Having made specific enquiry of all directors, all directors confirmed that they complied with it during the ${period.en}.`,
            `本公司已採納${gem ? '' : '上市規則附錄C3所載'}上市發行人董事進行證券交易的標準守則。經向全體董事作出具體查詢後，全體董事確認於${period.zhHK}一直遵守該守則。`,
            `本公司已采纳${gem ? '' : '上市规则附录C3所载'}上市发行人董事进行证券交易的标准守则。经向全体董事作出具体查询后，全体董事确认于${period.zhCN}一直遵守该守则。`,
          ),
        ),
      ),
    );
    blocks.push(context.heading(t(tri('AUDIT COMMITTEE', '審核委員會', '审计委员会')), 2, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            `The audit committee of the Company has reviewed the ${results.en} of the Group for the ${period.en}.`,
            `本公司審核委員會已審閱本集團${period.zhHK}之${results.zhHK}。`,
            `本公司审计委员会已审阅本集团${period.zhCN}之${results.zhCN}。`,
          ),
        ),
      ),
    );
    if (annual && audited) {
      const auditor = context.say(inputs.text('auditor')) || t(tri('[auditor]', '［核數師］', '［审计师］'));
      blocks.push(context.heading(t(tri('SCOPE OF WORK OF THE AUDITOR', '核數師的工作範圍', '审计师的工作范围')), 2, 'left'));
      blocks.push(
        context.paragraph(
          t(
            tri(
              `The figures in this announcement of the Group's consolidated statement of financial position, consolidated statement of profit or loss and other comprehensive income and the related notes for the ${period.en} have been agreed by the Company's auditor, ${auditor}, to the amounts set out in the Group's audited consolidated financial statements for the year. The work performed by ${auditor} in this respect did not constitute an assurance engagement, and consequently no opinion or assurance conclusion has been expressed by ${auditor} on this announcement.`,
              `本公告所載本集團${period.zhHK}之綜合財務狀況表、綜合損益及其他全面收益表及相關附註的數字，已經本公司核數師${auditor}與本集團該年度經審核綜合財務報表所載金額核對一致。${auditor}就此進行的工作並不構成核證委聘，因此${auditor}並無對本公告發表任何意見或核證結論。`,
              `本公告所载本集团${period.zhCN}之综合财务状况表、综合损益及其他综合收益表及相关附注的数字，已经本公司审计师${auditor}与本集团该年度经审计综合财务报表所载金额核对一致。${auditor}就此进行的工作并不构成鉴证业务，因此${auditor}并无对本公告发表任何意见或鉴证结论。`,
            ),
          ),
        ),
      );
    }
    const website = inputs.plain('website');
    blocks.push(context.heading(t(tri(`PUBLICATION OF ${results.en.toUpperCase()} AND ${annual ? 'ANNUAL' : 'INTERIM'} REPORT`, `刊發${results.zhHK}及${annual ? '年報' : '中期報告'}`, `刊发${results.zhCN}及${annual ? '年报' : '中期报告'}`)), 2, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            `This announcement is published on the websites of HKEXnews (www.hkexnews.hk)${website ? ` and the Company (${website})` : ''}. The ${annual ? 'annual report' : 'interim report'} will be despatched to shareholders where required and published on the same websites in due course.`,
            `本公告刊載於披露易網站（www.hkexnews.hk）${website ? `及本公司網站（${website}）` : ''}。${annual ? '年報' : '中期報告'}將於適當時候寄發予有需要的股東，並刊載於上述網站。`,
            `本公告刊载于披露易网站（www.hkexnews.hk）${website ? `及本公司网站（${website}）` : ''}。${annual ? '年报' : '中期报告'}将于适当时候寄发予有需要的股东，并刊载于上述网站。`,
          ),
        ),
      ),
    );
    blocks.push(...announcementClosing(context, context.say(inputs.text('signatory')), context.say(inputs.text('signatoryTitle')), inputs.plain('announcementDate')));
    const composition = boardComposition(context, inputs.directors('directors'));
    if (composition) blocks.push(composition);
    return blocks;
  },
};
