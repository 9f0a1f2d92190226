import type { TriText } from '@app/contracts';
import type { Block } from '../document-model';
import { figureProblems, formatShares, hkd, parseAmount, parseShares, percentOf } from './figures';
import { field, tri, type MissingParticular, type TemplateContext, type TemplateDefinition, type TemplateInputs } from './template';

/**
 * HKEX returns as data sheets (secretary-documents-files §2.3, §2.4): the
 * Next Day Disclosure Return (FF304) and the Monthly Return (FF301). They set
 * out the form's sections for preparation and sign-off; the return itself is
 * the official e-form filed through HKEX's e-Submission System, and each sheet
 * says so on its first lines.
 */

const NOT_APPLICABLE = tri('Not applicable', '不適用', '不适用');
const YES_NO = [
  { value: 'yes', label: tri('Yes', '是', '是') },
  { value: 'no', label: tri('No', '否', '否') },
];
const SHARE_CLASS = tri('Type and class of shares', '股份種類及類別', '股份种类及类别');
const SIGNATORY = tri('Submitted by (name)', '呈交者（姓名）', '呈交者（姓名）');
const SIGNATORY_TITLE = tri('Title (director, secretary or other authorised officer)', '職銜（董事、秘書或其他獲授權人員）', '职衔（董事、秘书或其他获授权人员）');

const submittedFields = [field('signatory', 'text', SIGNATORY, { required: true }), field('signatoryTitle', 'text', SIGNATORY_TITLE, { required: true })];

const dataSheetNotice = (form: TriText): TriText =>
  tri(
    `DATA SHEET – NOT THE OFFICIAL FORM. This sheet sets out the particulars of the ${form.en} for preparation and internal sign-off. The return must be filed as the official e-form through HKEX's e-Submission System (ESS); only the e-form filed there is the return.`,
    `資料表－並非正式表格。本表列出${form.zhHK}的資料，以供擬備及內部簽核之用。報表必須透過香港交易所的電子呈交系統（ESS）以正式電子表格呈交；只有經該系統呈交的電子表格方為報表。`,
    `资料表－并非正式表格。本表列出${form.zhCN}的资料，以供拟备及内部签核之用。报表必须透过香港交易所的电子呈交系统（ESS）以正式电子表格呈交；只有经该系统呈交的电子表格方为报表。`,
  );

/** The data-sheet head: notice, form title, issuer block and deadline. */
const returnHead = (context: TemplateContext, form: TriText, title: TriText, extraRows: string[][], deadlineRule: string): Block[] => {
  const { t, inputs, company } = context;
  const deadline = inputs.plain('filingDeadline');
  return [
    { kind: 'disclaimer', runs: [{ text: t(dataSheetNotice(form)) }], script: context.script },
    context.heading(t(title), 1),
    context.table([
      [t(tri('Name of listed issuer', '上市發行人名稱', '上市发行人名称')), context.companyName()],
      [t(tri('Stock code', '股份代號', '股份代号')), company?.stockCode ?? ''],
      ...extraRows,
      [t(tri('Date submitted', '呈交日期', '呈交日期')), context.date(inputs.plain('submissionDate'))],
      ...(deadline
        ? [[t(tri('To be filed by', '呈交限期', '呈交限期')), t(tri(`${context.time('08:30')} on ${context.date(deadline)} (${deadlineRule})`, `${context.date(deadline)}${context.time('08:30')}前（${deadlineRule}）`, `${context.date(deadline)}${context.time('08:30')}前（${deadlineRule}）`))]]
        : []),
    ]),
  ];
};

const submittedBy = (context: TemplateContext): Block[] => [
  context.heading(context.t(tri('Submitted by', '呈交者', '呈交者')), 3, 'left'),
  context.signature([context.say(context.inputs.text('signatory')), context.say(context.inputs.text('signatoryTitle'))]),
];

const sharesText = (text: string, signed = false): string => {
  const value = parseShares(text, signed);
  return value === null ? '' : formatShares(value);
};

// ---------------------------------------------------------------- NDDR (FF304)

const EVENTS: Record<string, TriText> = {
  placing: tri('Placing', '配售', '配售'),
  considerationIssue: tri('Consideration issue', '代價發行', '代价发行'),
  openOffer: tri('Open offer', '公開發售', '公开发售'),
  rightsIssue: tri('Rights issue', '供股', '供股'),
  bonusIssue: tri('Bonus issue', '紅股發行', '红股发行'),
  scripDividend: tri('Scrip dividend', '以股代息', '以股代息'),
  optionExerciseDirector: tri('Share option exercised by a director', '董事行使股份期權', '董事行使股份期权'),
  optionExerciseOther: tri('Share option exercised by a non-director', '非董事行使股份期權', '非董事行使股份期权'),
  repurchase: tri('Repurchase of shares', '購回股份', '购回股份'),
  capitalReorganisation: tri('Capital reorganisation', '股本重組', '股本重组'),
  other: tri('Other (specified below)', '其他（於下文說明）', '其他（于下文说明）'),
};

const NDDR_FIGURES = {
  openingIssued: tri('Opening balance: issued shares (excluding treasury shares)', '期初結存：已發行股份（不包括庫存股份）', '期初结存：已发行股份（不包括库存股份）'),
  openingTreasury: tri('Opening balance: treasury shares', '期初結存：庫存股份', '期初结存：库存股份'),
  shares: tri('Number of shares of the event (signed for a reorganisation or other change)', '事件涉及的股份數目（股本重組或其他變動可為負數）', '事件涉及的股份数目（股本重组或其他变动可为负数）'),
  issuePrice: tri('Issue (or repurchase) price per share (HK$)', '每股發行（或購回）價（港元）', '每股发行（或购回）价（港元）'),
  closingPrice: tri('Closing market price on the preceding business day (HK$)', '緊接前一個營業日的收市價（港元）', '紧接前一个营业日的收盘价（港元）'),
  highestPrice: tri('Buy-back: highest price paid per share (HK$)', '購回：每股最高價（港元）', '购回：每股最高价（港元）'),
  lowestPrice: tri('Buy-back: lowest price paid per share (HK$)', '購回：每股最低價（港元）', '购回：每股最低价（港元）'),
  aggregatePaid: tri('Buy-back: aggregate price paid (HK$)', '購回：已付總價（港元）', '购回：已付总价（港元）'),
  mandateTotal: tri('Buy-back mandate: total number of shares', '購回授權：股份總數', '购回授权：股份总数'),
  mandateUsed: tri('Buy-back mandate: shares repurchased under it to date (including these)', '購回授權：至今已購回股份（包括是次）', '购回授权：至今已购回股份（包括是次）'),
};

const signedEvent = (event: string) => event === 'capitalReorganisation' || event === 'other';

const checkNddr = (inputs: TemplateInputs): MissingParticular[] => {
  const event = inputs.plain('eventType');
  const problems = figureProblems(inputs, [
    { key: 'openingIssued', label: NDDR_FIGURES.openingIssued, kind: 'shares', required: true },
    { key: 'openingTreasury', label: NDDR_FIGURES.openingTreasury, kind: 'shares' },
    { key: 'shares', label: NDDR_FIGURES.shares, kind: signedEvent(event) ? 'signedShares' : 'shares', required: true },
    { key: 'issuePrice', label: NDDR_FIGURES.issuePrice, kind: 'amount' },
    { key: 'closingPrice', label: NDDR_FIGURES.closingPrice, kind: 'amount' },
    { key: 'highestPrice', label: NDDR_FIGURES.highestPrice, kind: 'amount' },
    { key: 'lowestPrice', label: NDDR_FIGURES.lowestPrice, kind: 'amount' },
    { key: 'aggregatePaid', label: NDDR_FIGURES.aggregatePaid, kind: 'amount', required: event === 'repurchase' },
    { key: 'mandateTotal', label: NDDR_FIGURES.mandateTotal, kind: 'shares' },
    { key: 'mandateUsed', label: NDDR_FIGURES.mandateUsed, kind: 'shares' },
  ]);
  if (event === 'other' && !inputs.text('eventDetails').en && !inputs.text('eventDetails').zh) problems.push({ path: 'inputs.eventDetails', label: tri('Details of the event', '事件詳情', '事件详情'), problem: 'missing' });
  if (!inputs.plain('filingDeadline')) problems.push({ path: 'inputs.filingDeadline', label: tri('Filing deadline', '呈交限期', '呈交限期'), problem: 'missing' });
  return problems;
};

export const nextDayDisclosureReturn: TemplateDefinition = {
  id: 'hkex.nddr',
  family: 'hkex',
  version: 1,
  title: tri('Next Day Disclosure Return (FF304)', '翌日披露報表（FF304）', '翌日披露报表（FF304）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.25A',
      tag: 'V',
      note: tri(
        'File by 30 minutes before the earlier of the morning session or any pre-opening session on the next business day (08:30), HK time. Left empty, the deadline comes from the NDDR calculator.',
        '須於下一個營業日早市或開市前時段（以較早者為準）開始前30分鐘（上午八時三十分，香港時間）呈交。如留空，限期由翌日披露報表計算器得出。',
        '须于下一个营业日早市或开市前时段（以较早者为准）开始前30分钟（上午8时30分，香港时间）呈交。如留空，限期由翌日披露报表计算器得出。',
      ),
    },
    {
      rule: 'MB r.13.25A(3): 5% threshold for other changes',
      tag: 'M',
      note: tri('Non-director option exercises, warrants and conversions are reported once they reach 5% of issued shares: unverified threshold.', '非董事行使期權、認股權證及轉換等變動達已發行股份5%時須申報：門檻未經核實。', '非董事行使期权、认股权证及转换等变动达已发行股份5%时须申报：门槛未经核实。'),
    },
    {
      rule: 'HKEX annotated NDDR form (FF304)',
      tag: 'S',
      note: tri('Sections I (changes in issued shares) and II (share buy-backs), the confirmations and "submitted by" follow a filed sample; the post-2024 title and treasury-share fields are unverified [M].', '第I部（已發行股份變動）及第II部（股份購回）、確認及「呈交者」按已呈交樣本；2024年後的標題及庫存股份欄目未經核實 [M]。', '第I部（已发行股份变动）及第II部（股份购回）、确认及“呈交者”按已呈交样本；2024年后的标题及库存股份栏目未经核实 [M]。'),
    },
    { rule: 'GEM r.17.27A', tag: 'M', note: tri('The GEM rule number is unverified.', 'GEM規則編號未經核實。', 'GEM规则编号未经核实。') },
  ],
  fields: [
    field('submissionDate', 'date', tri('Date submitted', '呈交日期', '呈交日期'), { required: true }),
    field('shareClass', 'text', SHARE_CLASS, { required: true }),
    field('listed', 'select', tri('Listed on the Stock Exchange', '於聯交所上市', '于联交所上市'), { required: true, options: YES_NO }),
    field('openingIssued', 'text', NDDR_FIGURES.openingIssued, { required: true, bilingual: false, help: tri('The closing balance of the later of the last NDDR and the last Monthly Return.', '即上一份翌日披露報表與上一份月報表（以較後者為準）的期末結存。', '即上一份翌日披露报表与上一份月报表（以较后者为准）的期末结存。') }),
    field('openingTreasury', 'text', NDDR_FIGURES.openingTreasury, { bilingual: false }),
    field('eventType', 'select', tri('Type of event', '事件類別', '事件类别'), { required: true, options: Object.entries(EVENTS).map(([value, label]) => ({ value, label })) }),
    field('eventDetails', 'text', tri('Details of the event (required for "other")', '事件詳情（「其他」必填）', '事件详情（“其他”必填）')),
    field('eventDate', 'date', tri('Date of the event (date of change)', '事件日期（變動日期）', '事件日期（变动日期）'), { required: true }),
    field('eventTime', 'time', tri('Time of the event (HK time)', '事件時間（香港時間）', '事件时间（香港时间）'), { required: true }),
    field('shares', 'text', NDDR_FIGURES.shares, { required: true, bilingual: false }),
    field('repurchaseTreatment', 'select', tri('Repurchased shares are', '購回股份', '购回股份'), {
      options: [
        { value: 'cancelled', label: tri('Cancelled', '註銷', '注销') },
        { value: 'treasury', label: tri('Held as treasury shares', '持作庫存股份', '持作库存股份') },
      ],
    }),
    field('issuePrice', 'text', NDDR_FIGURES.issuePrice, { bilingual: false }),
    field('closingPrice', 'text', NDDR_FIGURES.closingPrice, { bilingual: false }),
    field('highestPrice', 'text', NDDR_FIGURES.highestPrice, { bilingual: false }),
    field('lowestPrice', 'text', NDDR_FIGURES.lowestPrice, { bilingual: false }),
    field('aggregatePaid', 'text', NDDR_FIGURES.aggregatePaid, { bilingual: false }),
    field('mandateDate', 'date', tri('Buy-back mandate: date of the resolution', '購回授權：決議日期', '购回授权：决议日期')),
    field('mandateTotal', 'text', NDDR_FIGURES.mandateTotal, { bilingual: false }),
    field('mandateUsed', 'text', NDDR_FIGURES.mandateUsed, { bilingual: false }),
    field('filingDeadline', 'date', tri('Filing deadline (empty: calculated by MB r.13.25A)', '呈交限期（留空：按第13.25A條計算）', '呈交限期（留空：按第13.25A条计算）')),
    ...submittedFields,
  ],
  prefill: () => ({ shareClass: { en: 'Ordinary shares', zh: '普通股' }, listed: 'yes', eventType: 'placing', repurchaseTreatment: 'cancelled', eventDate: undefined, mandateDate: undefined, filingDeadline: undefined }),
  check: checkNddr,
  build: (context) => {
    const { inputs, t } = context;
    const event = inputs.plain('eventType');
    const repurchase = event === 'repurchase';
    const toTreasury = repurchase && inputs.plain('repurchaseTreatment') === 'treasury';
    const openingIssued = parseShares(inputs.plain('openingIssued')) ?? 0n;
    const openingTreasury = parseShares(inputs.plain('openingTreasury')) ?? 0n;
    const shares = parseShares(inputs.plain('shares'), signedEvent(event)) ?? 0n;
    // Issues add to the issued shares; a repurchase takes them out (into treasury when held there).
    const issuedChange = repurchase ? -shares : shares;
    const treasuryChange = toTreasury ? shares : 0n;
    const closingIssued = openingIssued + issuedChange;
    const closingTreasury = openingTreasury + treasuryChange;
    const issuePrice = parseAmount(inputs.plain('issuePrice'));
    const closingPrice = parseAmount(inputs.plain('closingPrice'));
    let premium = '';
    if (issuePrice !== null && closingPrice !== null && closingPrice > 0n) {
      const difference = percentOf(issuePrice - closingPrice, closingPrice);
      premium = issuePrice >= closingPrice ? t(tri(`Premium of ${difference}`, `溢價${difference}`, `溢价${difference}`)) : t(tri(`Discount of ${difference.replace('-', '')}`, `折讓${difference.replace('-', '')}`, `折让${difference.replace('-', '')}`));
    }
    const form = tri('Next Day Disclosure Return (Form FF304)', '翌日披露報表（表格FF304）', '翌日披露报表（表格FF304）');
    const blocks = returnHead(
      context,
      form,
      tri('NEXT DAY DISCLOSURE RETURN (Equity issuer – changes in issued shares or treasury shares and share buy-backs)', '翌日披露報表（股本發行人－已發行股份或庫存股份變動及股份購回）', '翌日披露报表（股本发行人－已发行股份或库存股份变动及股份购回）'),
      [],
      context.company?.board === 'gem' ? 'GEM r.17.27A' : 'MB r.13.25A',
    );
    const details = context.say(inputs.text('eventDetails'));
    blocks.push(context.heading(t(tri('Section I: Changes in issued shares or treasury shares', '第I部：已發行股份或庫存股份變動', '第I部：已发行股份或库存股份变动')), 2, 'left'));
    blocks.push(
      context.table([
        [t(SHARE_CLASS), context.say(inputs.text('shareClass'))],
        [t(tri('Listed on the Stock Exchange', '於聯交所上市', '于联交所上市')), t(inputs.plain('listed') === 'no' ? tri('No', '否', '否') : tri('Yes', '是', '是'))],
        [t(NDDR_FIGURES.openingIssued), formatShares(openingIssued)],
        [t(NDDR_FIGURES.openingTreasury), formatShares(openingTreasury)],
      ]),
    );
    blocks.push(context.heading(t(tri('Change', '變動', '变动')), 3, 'left'));
    blocks.push(
      context.table([
        [
          t(tri('Type of event', '事件類別', '事件类别')),
          t(tri('Date of change', '變動日期', '变动日期')),
          t(tri('Number of shares', '股份數目', '股份数目')),
          t(tri('As % of existing issued shares before the event', '佔事件前已發行股份的百分比', '占事件前已发行股份的百分比')),
          t(tri('Issue / repurchase price per share', '每股發行／購回價', '每股发行／购回价')),
          t(tri('Closing price, preceding business day', '前一個營業日收市價', '前一个营业日收盘价')),
          t(tri('Premium / discount', '溢價／折讓', '溢价／折让')),
        ],
        [
          `${t(EVENTS[event] ?? EVENTS.other)}${details ? ` – ${details}` : ''}`,
          context.date(inputs.plain('eventDate')),
          formatShares(shares),
          percentOf(shares, openingIssued),
          issuePrice === null ? '' : hkd(inputs.plain('issuePrice')),
          closingPrice === null ? '' : hkd(inputs.plain('closingPrice')),
          premium,
        ],
      ]),
    );
    blocks.push(
      context.table([
        [t(tri('Closing balance: issued shares (excluding treasury shares)', '期末結存：已發行股份（不包括庫存股份）', '期末结存：已发行股份（不包括库存股份）')), formatShares(closingIssued)],
        [t(tri('Closing balance: treasury shares', '期末結存：庫存股份', '期末结存：库存股份')), formatShares(closingTreasury)],
        [t(tri('Closing balance: total issued shares', '期末結存：已發行股份總數', '期末结存：已发行股份总数')), formatShares(closingIssued + closingTreasury)],
      ]),
    );
    blocks.push(context.heading(t(tri('Section II: Share buy-backs', '第II部：股份購回', '第II部：股份购回')), 2, 'left'));
    if (repurchase) {
      const mandateTotal = parseShares(inputs.plain('mandateTotal'));
      const mandateUsed = parseShares(inputs.plain('mandateUsed'));
      const mandateDate = inputs.plain('mandateDate');
      blocks.push(
        context.table([
          [t(tri('Date of repurchase', '購回日期', '购回日期')), context.date(inputs.plain('eventDate'))],
          [t(tri('Number of shares repurchased', '購回股份數目', '购回股份数目')), formatShares(shares)],
          [t(tri('Highest / lowest price paid per share', '每股最高／最低價', '每股最高／最低价')), [hkd(inputs.plain('highestPrice')), hkd(inputs.plain('lowestPrice'))].filter(Boolean).join(' / ') || hkd(inputs.plain('issuePrice'))],
          [t(tri('Aggregate price paid', '已付總價', '已付总价')), hkd(inputs.plain('aggregatePaid'))],
          [t(tri('Repurchased shares are', '購回股份', '购回股份')), t(toTreasury ? tri('held as treasury shares', '持作庫存股份', '持作库存股份') : tri('to be cancelled', '將予註銷', '将予注销'))],
          [t(tri('Date of the resolution granting the buy-back mandate', '授出購回授權的決議日期', '授出购回授权的决议日期')), mandateDate ? context.date(mandateDate) : ''],
          [t(tri('Total number of shares under the mandate', '授權下的股份總數', '授权下的股份总数')), mandateTotal === null ? '' : formatShares(mandateTotal)],
          [t(tri('Shares repurchased under the mandate to date', '至今根據授權購回的股份', '至今根据授权购回的股份')), mandateUsed === null ? '' : formatShares(mandateUsed)],
          [t(tri('As % of the mandate', '佔授權的百分比', '占授权的百分比')), mandateTotal !== null && mandateUsed !== null ? percentOf(mandateUsed, mandateTotal) : ''],
        ]),
      );
    } else {
      blocks.push(context.paragraph(t(NOT_APPLICABLE), 'left'));
    }
    if (!repurchase) {
      blocks.push(context.heading(t(tri('Confirmation', '確認', '确认')), 2, 'left'));
      blocks.push(
        context.paragraph(
          t(
            tri(
              'We confirm, for each issue of shares set out above, that: (i) it has been duly authorised by the board of directors of the listed issuer; (ii) all money due to the listed issuer in respect of the issue has been received by it; (iii) all pre-conditions for the listing imposed by the Listing Rules under "Qualifications of listing" have been fulfilled; and (iv) the shares are in all respects identical to the existing shares of the same class.',
              '我們確認，就上文所載每次股份發行：(i) 已獲上市發行人董事會正式授權；(ii) 上市發行人已收取有關發行的全部應收款項；(iii) 上市規則「上市資格」項下的所有上市先決條件均已履行；及 (iv) 有關股份在各方面均與同類別現有股份相同。',
              '我们确认，就上文所载每次股份发行：(i) 已获上市发行人董事会正式授权；(ii) 上市发行人已收取有关发行的全部应收款项；(iii) 上市规则“上市资格”项下的所有上市先决条件均已履行；及 (iv) 有关股份在各方面均与同类别现有股份相同。',
            ),
          ),
        ),
      );
    }
    blocks.push(...submittedBy(context));
    return blocks;
  },
};

// ---------------------------------------------------------------- Monthly Return (FF301)

const MOVEMENTS = [
  { key: 'options', section: tri('(A) Share options under share option schemes', '(A) 股份期權計劃下的股份期權', '(A) 股份期权计划下的股份期权') },
  { key: 'warrants', section: tri('(B) Warrants to issue shares', '(B) 發行股份的認股權證', '(B) 发行股份的认股权证') },
  { key: 'convertibles', section: tri('(C) Convertibles', '(C) 可換股證券', '(C) 可换股证券') },
  { key: 'arrangements', section: tri('(D) Other agreements or arrangements to issue shares (including options outside schemes)', '(D) 其他發行股份的協議或安排（包括計劃以外的期權）', '(D) 其他发行股份的协议或安排（包括计划以外的期权）') },
  { key: 'other', section: tri('(E) Other movements (rights issue, placing, bonus, scrip, repurchase, redemption, consideration issue, capital reorganisation)', '(E) 其他變動（供股、配售、紅股、以股代息、購回、贖回、代價發行、股本重組）', '(E) 其他变动（供股、配售、红股、以股代息、购回、赎回、代价发行、股本重组）') },
] as const;

const MR_FIGURES = {
  issuedOpening: tri('Issued shares (excluding treasury shares) at close of preceding month', '上月底已發行股份（不包括庫存股份）', '上月底已发行股份（不包括库存股份）'),
  treasuryOpening: tri('Treasury shares at close of preceding month', '上月底庫存股份', '上月底库存股份'),
  treasuryChange: tri('Change in treasury shares during the month (negative when sold or used)', '本月庫存股份變動（出售或動用為負數）', '本月库存股份变动（出售或动用为负数）'),
  authorisedOpening: tri('Authorised / registered shares at close of preceding month', '上月底法定／註冊股份', '上月底法定／注册股份'),
  authorisedChange: tri('Increase / (decrease) in authorised shares', '法定股份增加／（減少）', '法定股份增加／（减少）'),
  fundsRaised: tri('Funds raised from the exercise of share options (HK$)', '行使股份期權所籌集資金（港元）', '行使股份期权所筹集资金（港元）'),
};
const movementLabel = (key: string): TriText =>
  key === 'other'
    ? tri('(E) Other movements: change in the total number of issued shares (negative for cancellations)', '(E) 其他變動：已發行股份總數的變動（註銷為負數）', '(E) 其他变动：已发行股份总数的变动（注销为负数）')
    : tri(`(${'ABCD'['options warrants convertibles arrangements'.split(' ').indexOf(key)]}) New shares issued in the month`, `(${'ABCD'['options warrants convertibles arrangements'.split(' ').indexOf(key)]}) 本月發行的新股份`, `(${'ABCD'['options warrants convertibles arrangements'.split(' ').indexOf(key)]}) 本月发行的新股份`);

const checkMonthlyReturn = (inputs: TemplateInputs): MissingParticular[] => {
  const problems = figureProblems(inputs, [
    { key: 'issuedOpening', label: MR_FIGURES.issuedOpening, kind: 'shares', required: true },
    { key: 'treasuryOpening', label: MR_FIGURES.treasuryOpening, kind: 'shares' },
    { key: 'treasuryChange', label: MR_FIGURES.treasuryChange, kind: 'signedShares' },
    { key: 'fundsRaised', label: MR_FIGURES.fundsRaised, kind: 'amount' },
    ...MOVEMENTS.map(({ key }) => ({ key: `${key}Shares`, label: movementLabel(key), kind: key === 'other' ? ('signedShares' as const) : ('shares' as const) })),
    ...(inputs.plain('authorised') === 'applicable'
      ? [
          { key: 'authorisedOpening', label: MR_FIGURES.authorisedOpening, kind: 'shares' as const, required: true },
          { key: 'authorisedChange', label: MR_FIGURES.authorisedChange, kind: 'signedShares' as const },
        ]
      : []),
  ]);
  if (!inputs.plain('filingDeadline')) problems.push({ path: 'inputs.filingDeadline', label: tri('Filing deadline', '呈交限期', '呈交限期'), problem: 'missing' });
  return problems;
};

/** The last day of the month before `today` (YYYY-MM-DD). */
const previousMonthEnd = (today: string): string => {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};

export const monthlyReturn: TemplateDefinition = {
  id: 'hkex.monthlyReturn',
  family: 'hkex',
  version: 1,
  title: tri('Monthly Return (FF301)', '月報表（FF301）', '月报表（FF301）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    {
      rule: 'MB r.13.25B',
      tag: 'M',
      note: tri(
        'Every calendar month, even if nothing changed, by 08:30 on the 5th business day after the month end: unverified (widely stated; the rule text was not seen). Left empty, the deadline comes from the Monthly Return calculator.',
        '每個曆月均須呈交（即使並無變動），限期為月結後第5個營業日上午八時三十分：未經核實（廣泛引述，但未見規則原文）。如留空，限期由月報表計算器得出。',
        '每个日历月均须呈交（即使并无变动），限期为月结后第5个营业日上午8时30分：未经核实（广泛引述，但未见规则原文）。如留空，限期由月报表计算器得出。',
      ),
    },
    {
      rule: 'Form FF301 sections I-V',
      tag: 'S',
      note: tri('Sections follow a filed 2022 sample [S]; the treasury-share columns since 2024, "not applicable" for Section I of Hong Kong companies and the confirmation wording are unverified [M].', '各部分按2022年已呈交樣本 [S]；2024年起的庫存股份欄目、香港公司第I部填「不適用」的做法及確認字眼未經核實 [M]。', '各部分按2022年已呈交样本 [S]；2024年起的库存股份栏目、香港公司第I部填“不适用”的做法及确认字眼未经核实 [M]。'),
    },
    { rule: 'GEM r.17.27B', tag: 'M', note: tri('The GEM rule number is unverified.', 'GEM規則編號未經核實。', 'GEM规则编号未经核实。') },
  ],
  fields: [
    field('monthEnd', 'date', tri('For the month ended', '截至月份', '截至月份'), { required: true }),
    field('submissionDate', 'date', tri('Date submitted', '呈交日期', '呈交日期'), { required: true }),
    field('status', 'select', tri('Status', '狀態', '状态'), {
      required: true,
      options: [
        { value: 'new', label: tri('New submission', '新呈交', '新呈交') },
        { value: 'amendment', label: tri('Amendment', '修訂', '修订') },
      ],
    }),
    field('shareClass', 'text', SHARE_CLASS, { required: true }),
    field('listed', 'select', tri('Listed on the Stock Exchange', '於聯交所上市', '于联交所上市'), { required: true, options: YES_NO }),
    field('authorised', 'select', tri('Section I: authorised / registered share capital', '第I部：法定／註冊股本', '第I部：法定／注册股本'), {
      required: true,
      options: [
        { value: 'notApplicable', label: tri('Not applicable (no authorised capital, e.g. a Hong Kong company)', '不適用（無法定股本，例如香港公司）', '不适用（无法定股本，例如香港公司）') },
        { value: 'applicable', label: tri('Applicable', '適用', '适用') },
      ],
    }),
    field('authorisedOpening', 'text', MR_FIGURES.authorisedOpening, { bilingual: false }),
    field('authorisedChange', 'text', MR_FIGURES.authorisedChange, { bilingual: false }),
    field('parValue', 'text', tri('Par value per share and currency (e.g. US$0.0001)', '每股面值及貨幣（例如 US$0.0001）', '每股面值及货币（例如 US$0.0001）'), { bilingual: false }),
    field('issuedOpening', 'text', MR_FIGURES.issuedOpening, { required: true, bilingual: false }),
    field('treasuryOpening', 'text', MR_FIGURES.treasuryOpening, { bilingual: false }),
    ...MOVEMENTS.flatMap(({ key, section }) => [
      field(`${key}Shares`, 'text', movementLabel(key), { bilingual: false }),
      field(`${key}Details`, 'text', tri(`${section.en}: details`, `${section.zhHK}：詳情`, `${section.zhCN}：详情`)),
    ]),
    field('fundsRaised', 'text', MR_FIGURES.fundsRaised, { bilingual: false }),
    field('treasuryChange', 'text', MR_FIGURES.treasuryChange, { bilingual: false }),
    field('hdrDetails', 'text', tri('Section IV: Hong Kong Depositary Receipts (empty: not applicable)', '第IV部：香港預託證券（留空：不適用）', '第IV部：香港预托证券（留空：不适用）')),
    field('filingDeadline', 'date', tri('Filing deadline (empty: calculated by MB r.13.25B)', '呈交限期（留空：按第13.25B條計算）', '呈交限期（留空：按第13.25B条计算）')),
    ...submittedFields,
  ],
  prefill: ({ today, company }) => ({
    monthEnd: previousMonthEnd(today),
    status: 'new',
    shareClass: { en: 'Ordinary shares', zh: '普通股' },
    listed: 'yes',
    // Cap. 622 abolished par value and authorised capital (3 Mar 2014); other places usually keep them.
    authorised: company && company.placeOfIncorporation !== 'hong-kong' ? 'applicable' : 'notApplicable',
    filingDeadline: undefined,
  }),
  check: checkMonthlyReturn,
  build: (context) => {
    const { inputs, t } = context;
    const shares = (key: string, signed = false) => parseShares(inputs.plain(key), signed) ?? 0n;
    const issuedOpening = shares('issuedOpening');
    const treasuryOpening = shares('treasuryOpening');
    const treasuryChange = shares('treasuryChange', true);
    const movement = MOVEMENTS.reduce((total, { key }) => total + shares(`${key}Shares`, key === 'other'), 0n);
    // New issues and cancellations change the total; shares moved into treasury leave the issued shares outstanding.
    const issuedChange = movement - treasuryChange;
    const form = tri('Monthly Return (Form FF301)', '月報表（表格FF301）', '月报表（表格FF301）');
    const monthEnd = context.date(inputs.plain('monthEnd'));
    const blocks = returnHead(
      context,
      form,
      tri('MONTHLY RETURN ON MOVEMENTS IN SECURITIES', '股份發行人的證券變動月報表', '股份发行人的证券变动月报表'),
      [
        [t(tri('For the month ended', '截至月份', '截至月份')), monthEnd],
        [t(tri('Status', '狀態', '状态')), t(inputs.plain('status') === 'amendment' ? tri('Amendment', '修訂', '修订') : tri('New submission', '新呈交', '新呈交'))],
      ],
      context.company?.board === 'gem' ? 'GEM r.17.27B' : 'MB r.13.25B',
    );
    const classRow = [t(SHARE_CLASS), `${context.say(inputs.text('shareClass'))}; ${t(tri('listed on the Stock Exchange', '於聯交所上市', '于联交所上市'))}: ${t(inputs.plain('listed') === 'no' ? tri('No', '否', '否') : tri('Yes', '是', '是'))}`];
    blocks.push(context.heading(t(tri('Section I: Movements in authorised / registered share capital', '第I部：法定／註冊股本變動', '第I部：法定／注册股本变动')), 2, 'left'));
    if (inputs.plain('authorised') === 'applicable') {
      const opening = shares('authorisedOpening');
      const change = shares('authorisedChange', true);
      blocks.push(
        context.table([
          classRow,
          [t(tri('Par value', '面值', '面值')), inputs.plain('parValue')],
          [t(tri('Balance at close of preceding month', '上月底結存', '上月底结存')), formatShares(opening)],
          [t(tri('Increase / (decrease)', '增加／（減少）', '增加／（减少）')), formatShares(change)],
          [t(tri('Balance at close of the month', '本月底結存', '本月底结存')), formatShares(opening + change)],
        ]),
      );
    } else {
      blocks.push(context.paragraph(t(NOT_APPLICABLE), 'left'));
    }
    blocks.push(context.heading(t(tri('Section II: Movements in issued shares and treasury shares', '第II部：已發行股份及庫存股份變動', '第II部：已发行股份及库存股份变动')), 2, 'left'));
    blocks.push(context.paragraph(classRow.join(context.script === 'en' ? ': ' : '：'), 'left'));
    blocks.push(
      context.table([
        ['', t(tri('Issued shares (excluding treasury shares)', '已發行股份（不包括庫存股份）', '已发行股份（不包括库存股份）')), t(tri('Treasury shares', '庫存股份', '库存股份')), t(tri('Total issued shares', '已發行股份總數', '已发行股份总数'))],
        [t(tri('Balance at close of preceding month', '上月底結存', '上月底结存')), formatShares(issuedOpening), formatShares(treasuryOpening), formatShares(issuedOpening + treasuryOpening)],
        [t(tri('Increase / (decrease) during the month', '本月增加／（減少）', '本月增加／（减少）')), formatShares(issuedChange), formatShares(treasuryChange), formatShares(movement)],
        [t(tri('Balance at close of the month', '本月底結存', '本月底结存')), formatShares(issuedOpening + issuedChange), formatShares(treasuryOpening + treasuryChange), formatShares(issuedOpening + treasuryOpening + movement)],
      ]),
    );
    blocks.push(context.heading(t(tri('Section III: Details of movements in issued shares', '第III部：已發行股份變動詳情', '第III部：已发行股份变动详情')), 2, 'left'));
    const rows: string[][] = [[t(tri('Category', '類別', '类别')), t(tri('Shares issued / (cancelled) in the month', '本月發行／（註銷）股份', '本月发行／（注销）股份')), t(tri('Details', '詳情', '详情'))]];
    for (const { key, section } of MOVEMENTS) {
      const text = inputs.plain(`${key}Shares`);
      const detail = context.say(inputs.text(`${key}Details`));
      rows.push([t(section), text ? sharesText(text, key === 'other') : t(NOT_APPLICABLE), detail]);
    }
    const funds = hkd(inputs.plain('fundsRaised'));
    if (funds) rows.push([t(MR_FIGURES.fundsRaised), funds, '']);
    rows.push([t(tri('Total increase / (decrease) in issued shares during the month', '本月已發行股份增加／（減少）總數', '本月已发行股份增加／（减少）总数')), formatShares(movement), '']);
    blocks.push(context.table(rows));
    blocks.push(context.heading(t(tri('Section IV: Hong Kong Depositary Receipts', '第IV部：香港預託證券', '第IV部：香港预托证券')), 2, 'left'));
    blocks.push(context.paragraph(context.say(inputs.text('hdrDetails')) || t(NOT_APPLICABLE), 'left'));
    blocks.push(context.heading(t(tri('Section V: Confirmations', '第V部：確認', '第V部：确认')), 2, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            'For each issue of shares during the month not already confirmed in a Next Day Disclosure Return, we confirm that it has been duly authorised by the board of directors, that all money due in respect of it has been received, that the listing pre-conditions have been fulfilled and that the shares are in all respects identical to the existing shares of the same class. The full confirmations (i) to (viii) of the current e-form apply as filed.',
            '就本月內尚未於翌日披露報表中確認的每次股份發行，我們確認其已獲董事會正式授權、有關的全部應收款項已收取、上市先決條件已履行，且有關股份在各方面均與同類別現有股份相同。現行電子表格所載確認事項 (i) 至 (viii) 全文以呈交者為準。',
            '就本月内尚未于翌日披露报表中确认的每次股份发行，我们确认其已获董事会正式授权、有关的全部应收款项已收取、上市先决条件已履行，且有关股份在各方面均与同类别现有股份相同。现行电子表格所载确认事项 (i) 至 (viii) 全文以呈交者为准。',
          ),
        ),
      ),
    );
    blocks.push(...submittedBy(context));
    return blocks;
  },
};
