import type { RuleReference, TriText } from '@app/contracts';
import { addTradingDays, isProvisionalHolidayDate } from '@app/domain';
import type { Block } from '../document-model';
import { column, field, optionsOf, particularsTable, rowsTable, sourcesTable, tri, type TemplateContext, type TemplateDefinition } from './template';

/**
 * SFO Part XV disclosure-of-interests data sheets (secretary-documents-files §2.8): the
 * particulars of Form 1 (individual substantial shareholder), Form 2 (corporate
 * substantial shareholder) and Form 3A (director or chief executive), section by section.
 * The notices themselves are filed online; the data sheet only prepares them.
 */

const FORMS_RULE: RuleReference = {
  rule: 'SFO Part XV forms (HKEX DI notes for Form 3A)',
  tag: 'V',
  note: tri(
    'Form 1 individual substantial shareholder; Form 2 corporate substantial shareholder; Form 3A director or chief executive (shares of the listed corporation).',
    '表格1：個人主要股東；表格2：法團主要股東；表格3A：董事或最高行政人員（上市法團股份）。',
    '表格1：个人主要股东；表格2：法团主要股东；表格3A：董事或最高行政人员（上市法团股份）。',
  ),
};
const DION: RuleReference = {
  rule: 'Filing through the DION system',
  tag: 'M',
  note: tri(
    'Part XV notices are filed electronically through the Disclosure of Interests Online (DION) system of the SFC and HKEX: not in the facts file; unverified.',
    '第XV部通知須透過證監會及香港交易所的「披露權益網上系統」（DION）以電子方式存檔：未列於資料文件；未經核實。',
    '第XV部通知须通过香港证监会及香港交易所的“披露权益网上系统”（DION）以电子方式提交：未列于资料文件；未经核实。',
  ),
};
const FIELDS_RULE: RuleReference = {
  rule: 'Notice particulars (SFO s.326)',
  tag: 'S',
  note: tri(
    'Class, relevant event date and code, capacity code, long and short positions (and lending pool) with numbers and percentages, prices or consideration, derivatives; for a corporation its controlled corporations.',
    '股份類別、有關事件日期及代號、身分代號、好倉及淡倉（及可供借出的股份）的數目及百分比、價格或代價、衍生工具；法團須列出其受控法團。',
    '股份类别、有关事件日期及代号、身份代号、好仓及淡仓（及可供借出的股份）的数目及百分比、价格或代价、衍生工具；法团须列出其受控法团。',
  ),
};
const BUSINESS_DAYS: RuleReference = {
  rule: 'Business days of Part XV',
  tag: 'M',
  note: tri(
    'The deadline is counted on the Exchange\'s business days; the SFO\'s own definition of a business day may differ: unverified.',
    '限期按交易所營業日計算；《證券及期貨條例》對營業日的定義或有不同：未經核實。',
    '期限按交易所营业日计算；《证券及期货条例》对营业日的定义或有不同：未经核实。',
  ),
};
const FORM_SECTIONS: RuleReference = {
  rule: 'Form section order and code tables',
  tag: 'M',
  note: tri(
    'The sections follow our notes, not the current form; event and capacity codes come from the form\'s notes: check before filing.',
    '各部分按我們的記錄編排，並非現行表格；事件及身分代號以表格附註為準：存檔前請核對。',
    '各部分按我们的记录编排，并非现行表格；事件及身份代号以表格附注为准：提交前请核对。',
  ),
};

const SUBSTANTIAL_RULES: RuleReference[] = [
  {
    rule: 'SFO s.310-s.324',
    tag: 'S',
    note: tri(
      'Notify within 3 business days after the relevant event: reaching 5%, crossing a whole percentage point, falling below 5%; short positions from 1%.',
      '須於有關事件後3個營業日內具報：達到5%、跨越某個百分率整數、跌至低於5%；淡倉由1%起。',
      '须于有关事件后3个营业日内申报：达到5%、跨越某个百分比整数、跌至低于5%；淡仓由1%起。',
    ),
  },
  FORMS_RULE,
  FIELDS_RULE,
  FORM_SECTIONS,
  BUSINESS_DAYS,
  DION,
];
const DIRECTOR_RULES: RuleReference[] = [
  { rule: 'SFO s.341, s.347', tag: 'S', note: tri('Directors and chief executives notify every interest, without threshold, within 3 business days after a relevant event.', '董事及最高行政人員須具報所有權益（無門檻），限期為有關事件後3個營業日內。', '董事及最高行政人员须申报所有权益（无门槛），期限为有关事件后3个营业日内。') },
  { rule: 'SFO first notice on becoming a director', tag: 'M', note: tri('The first notice on becoming a director or chief executive: 10 business days (unverified).', '成為董事或最高行政人員後的首次通知：10個營業日（未經核實）。', '成为董事或最高行政人员后的首次通知：10个营业日（未经核实）。') },
  FORMS_RULE,
  FIELDS_RULE,
  FORM_SECTIONS,
  BUSINESS_DAYS,
  DION,
];

const POSITIONS = optionsOf([
  ['long', tri('Long position', '好倉', '好仓')],
  ['short', tri('Short position', '淡倉', '淡仓')],
  ['lendingPool', tri('Lending pool', '可供借出的股份', '可供借出的股份')],
]);
const POSITION_COLUMNS = [
  column('position', 'select', tri('Position', '倉位', '仓位'), { required: true, options: POSITIONS }),
  column('capacityCode', 'text', tri('Capacity code', '身分代號', '身份代号'), { required: true }),
  column('sharesBefore', 'text', tri('Shares before the event', '事件前股份數目', '事件前股份数目')),
  column('percentBefore', 'text', tri('% before', '事件前百分比', '事件前百分比')),
  column('sharesAfter', 'text', tri('Shares after the event', '事件後股份數目', '事件后股份数目'), { required: true }),
  column('percentAfter', 'text', tri('% after', '事件後百分比', '事件后百分比'), { required: true }),
];
const CONTROLLED_COLUMNS = [
  column('name', 'text', tri('Controlled corporation', '受控法團', '受控法团'), { required: true }),
  column('controller', 'text', tri('Name of controlling person', '控權人姓名／名稱', '控权人姓名／名称'), { required: true }),
  column('control', 'text', tri('% control', '控制百分比', '控制百分比'), { required: true }),
  column('direct', 'select', tri('Direct interest', '直接權益', '直接权益'), { options: optionsOf([['yes', tri('Yes', '是', '是')], ['no', tri('No', '否', '否')]]) }),
  column('shares', 'text', tri('Number of shares', '股份數目', '股份数目')),
];

const NOTICE_KINDS = optionsOf([
  ['event', tri('Relevant event', '有關事件', '有关事件')],
  ['becomingDirector', tri('Becoming a director or chief executive (first notice)', '成為董事或最高行政人員（首次通知）', '成为董事或最高行政人员（首次通知）')],
]);

/** "3 business days after …: [date]", or why it cannot be counted (past the published calendar). */
const filingDeadline = (context: TemplateContext, eventIso: string, businessDays: number): string => {
  try {
    const date = addTradingDays(eventIso, businessDays);
    const provisional = isProvisionalHolidayDate(date) ? context.t(tri(' (on a provisional holiday list: check it)', '（按暫定假期表計算，請核對）', '（按暂定假期表计算，请核对）')) : '';
    return `${context.date(date)}${provisional}`;
  } catch {
    return context.t(tri('cannot be counted: the date lies beyond the published market calendar', '無法計算：日期超出已公布的市場日曆', '无法计算：日期超出已公布的市场日历'));
  }
};

type InterestFormOptions = {
  id: string;
  form: string;
  title: TriText;
  formTitle: TriText;
  rules: RuleReference[];
  filerFields: TemplateDefinition['fields'];
  filerEntries: (context: TemplateContext) => [TriText, string][];
  extraFields?: TemplateDefinition['fields'];
  extraBlocks?: (context: TemplateContext) => Block[];
  /** Business days to file in, by notice kind (Form 3A's first notice differs). */
  days: (noticeKind: string) => number;
};

/** One Part XV form's data sheet: the shared sections around the filer's own. */
const interestForm = (options: InterestFormOptions): TemplateDefinition => ({
  id: options.id,
  family: 'interest',
  version: 1,
  title: options.title,
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: options.rules,
  fields: [
    ...options.filerFields,
    field('eventDate', 'date', tri('Date of the relevant event', '有關事件的日期', '有关事件的日期'), { required: true }),
    field('eventCode', 'text', tri('Relevant event code', '有關事件代號', '有关事件代号'), { required: true, bilingual: false, help: tri('From the code table in the notes to the form.', '見表格附註的代號表。', '见表格附注的代号表。') }),
    field('shareClass', 'text', tri('Class of shares', '股份類別', '股份类别'), { required: true, bilingual: false }),
    field('issuedShares', 'text', tri('Number of issued shares of the class', '該類別已發行股份數目', '该类别已发行股份数目'), { bilingual: false }),
    field('positions', 'rows', tri('Positions', '倉位', '仓位'), { required: true, columns: POSITION_COLUMNS }),
    field('highestPrice', 'text', tri('On exchange: highest price paid or received per share', '場內：每股所付或所收最高價', '场内：每股所付或所收最高价'), { bilingual: false }),
    field('averagePrice', 'text', tri('On exchange: average price per share', '場內：每股平均價', '场内：每股平均价'), { bilingual: false }),
    field('consideration', 'text', tri('Off exchange: consideration and its nature', '場外：代價及其性質', '场外：代价及其性质'), { bilingual: false }),
    field('derivatives', 'textarea', tri('Derivative interests (listed or unlisted, cash or physically settled, underlying shares)', '衍生工具權益（上市或非上市、以現金或實物交收、相關股份）', '衍生工具权益（上市或非上市、以现金或实物交收、相关股份）'), { bilingual: false }),
    ...(options.extraFields ?? []),
    field('signatoryName', 'text', tri('Signed by (name)', '簽署人（姓名）', '签署人（姓名）'), { required: true, bilingual: false }),
  ],
  build: (context) => {
    const { inputs, t, company } = context;
    const eventDate = inputs.plain('eventDate');
    const days = options.days(inputs.plain('noticeKind'));
    const blocks: Block[] = [
      context.heading(t(tri(`DATA SHEET FOR SFO PART XV ${options.form.toUpperCase()}`, `《證券及期貨條例》第XV部${options.form.replace('Form ', '表格')}資料表`, `《证券及期货条例》第XV部${options.form.replace('Form ', '表格')}资料表`)), 1),
      context.paragraph(t(options.formTitle), 'center'),
      context.paragraph([
        { text: t(tri('Important: ', '重要事項：', '重要事项：')), bold: true },
        {
          text: t(
            tri(
              `this data sheet is not the notice. It sets out the particulars to be entered on ${options.form}. The official form is filed electronically through the Disclosure of Interests Online (DION) system of the SFC and HKEX within ${days} business days after the relevant event.`,
              `本資料表並非通知，只列出須填入${options.form.replace('Form ', '表格')}的資料。正式表格須於有關事件後${days}個營業日內，透過證監會及香港交易所的「披露權益網上系統」（DION）以電子方式存檔。`,
              `本资料表并非通知，只列出须填入${options.form.replace('Form ', '表格')}的资料。正式表格须于有关事件后${days}个营业日内，通过香港证监会及香港交易所的“披露权益网上系统”（DION）以电子方式提交。`,
            ),
          ),
        },
      ]),
      context.paragraph([{ text: t(tri('Filing deadline: ', '存檔限期：', '提交截止日期：')), bold: true }, { text: filingDeadline(context, eventDate, days) }], 'left'),
      // Only the 3-day period has a secondary source; any other period is said to be unverified where it is used.
      ...(days === 3 ? [] : [context.paragraph(t(tri(`The ${days}-business-day period is unverified [M]: check it before relying on it.`, `${days}個營業日的期限未經核實 [M]：倚賴前請先核對。`, `${days}个营业日的期限未经核实 [M]：依赖前请先核对。`)))]),
      context.heading(t(tri('Listed corporation', '上市法團', '上市法团')), 3, 'left'),
      particularsTable(context, [
        [tri('Name', '名稱', '名称'), [company?.nameEn, company?.nameZh].filter(Boolean).join(' / ')],
        [tri('Stock code', '股份代號', '股份代号'), company?.stockCode ?? ''],
        [tri('Class of shares', '股份類別', '股份类别'), inputs.plain('shareClass')],
        [tri('Number of issued shares of the class', '該類別已發行股份數目', '该类别已发行股份数目'), inputs.plain('issuedShares')],
      ]),
      context.heading(t(tri('Filer', '具報人', '申报人')), 3, 'left'),
      particularsTable(context, options.filerEntries(context)),
      context.heading(t(tri('Relevant event', '有關事件', '有关事件')), 3, 'left'),
      particularsTable(context, [
        [tri('Date of the relevant event', '有關事件的日期', '有关事件的日期'), context.date(eventDate)],
        [tri('Relevant event code', '有關事件代號', '有关事件代号'), inputs.plain('eventCode')],
        [tri('On exchange: highest price per share', '場內：每股最高價', '场内：每股最高价'), inputs.plain('highestPrice')],
        [tri('On exchange: average price per share', '場內：每股平均價', '场内：每股平均价'), inputs.plain('averagePrice')],
        [tri('Off exchange: consideration and its nature', '場外：代價及其性質', '场外：代价及其性质'), inputs.plain('consideration')],
      ]),
      context.heading(t(tri('Positions immediately before and after the event', '緊接事件前後的倉位', '紧接事件前后的仓位')), 3, 'left'),
      ...rowsTable(context, POSITION_COLUMNS, inputs.rows('positions'), tri('No position entered.', '未填寫倉位。', '未填写仓位。')),
    ];
    const derivatives = inputs.plain('derivatives');
    if (derivatives) blocks.push(context.heading(t(tri('Derivative interests', '衍生工具權益', '衍生工具权益')), 3, 'left'), context.paragraph(derivatives, 'left'));
    blocks.push(...(options.extraBlocks?.(context) ?? []));
    blocks.push(context.signature([inputs.plain('signatoryName'), t(tri('Date:', '日期：', '日期：'))]));
    blocks.push(...sourcesTable(context, options.rules));
    return blocks;
  },
});

const NAME_EN = tri('English name', '英文姓名', '英文姓名');
const NAME_ZH = tri('Chinese name', '中文姓名', '中文姓名');

export const interestForm1 = interestForm({
  id: 'interest.form1',
  form: 'Form 1',
  title: tri('SFO Part XV Form 1 (individual substantial shareholder)', '《證券及期貨條例》第XV部表格1（個人主要股東）', '《证券及期货条例》第XV部表格1（个人主要股东）'),
  formTitle: tri('Form 1: individual substantial shareholder notice', '表格1：個人主要股東通知', '表格1：个人主要股东通知'),
  rules: SUBSTANTIAL_RULES,
  filerFields: [
    field('nameEn', 'text', NAME_EN, { required: true, bilingual: false }),
    field('nameZh', 'text', NAME_ZH, { bilingual: false }),
    field('address', 'text', tri('Correspondence address', '通訊地址', '通讯地址'), { bilingual: false }),
  ],
  filerEntries: (context) => [
    [NAME_EN, context.inputs.plain('nameEn')],
    [NAME_ZH, context.inputs.plain('nameZh')],
    [tri('Correspondence address', '通訊地址', '通讯地址'), context.inputs.plain('address')],
  ],
  days: () => 3,
});

export const interestForm2 = interestForm({
  id: 'interest.form2',
  form: 'Form 2',
  title: tri('SFO Part XV Form 2 (corporate substantial shareholder)', '《證券及期貨條例》第XV部表格2（法團主要股東）', '《证券及期货条例》第XV部表格2（法团主要股东）'),
  formTitle: tri('Form 2: corporate substantial shareholder notice', '表格2：法團主要股東通知', '表格2：法团主要股东通知'),
  rules: SUBSTANTIAL_RULES,
  filerFields: [
    field('corporationName', 'text', tri('Name of the corporation', '法團名稱', '法团名称'), { required: true, bilingual: false }),
    field('placeOfIncorporation', 'text', tri('Place of incorporation', '註冊成立地點', '注册成立地点'), { required: true, bilingual: false }),
    field('registeredOffice', 'text', tri('Registered office', '註冊辦事處', '注册办事处'), { bilingual: false }),
  ],
  filerEntries: (context) => [
    [tri('Name of the corporation', '法團名稱', '法团名称'), context.inputs.plain('corporationName')],
    [tri('Place of incorporation', '註冊成立地點', '注册成立地点'), context.inputs.plain('placeOfIncorporation')],
    [tri('Registered office', '註冊辦事處', '注册办事处'), context.inputs.plain('registeredOffice')],
  ],
  extraFields: [field('controlled', 'rows', tri('Controlled corporations (the chain of control)', '受控法團（控制鏈）', '受控法团（控制链）'), { columns: CONTROLLED_COLUMNS })],
  extraBlocks: (context) => [
    context.heading(context.t(tri('Controlled corporations', '受控法團', '受控法团')), 3, 'left'),
    ...rowsTable(context, CONTROLLED_COLUMNS, context.inputs.rows('controlled'), tri('None: the interest is held directly.', '無：權益由具報人直接持有。', '无：权益由申报人直接持有。')),
  ],
  days: () => 3,
});

export const interestForm3A = interestForm({
  id: 'interest.form3A',
  form: 'Form 3A',
  title: tri('SFO Part XV Form 3A (director or chief executive)', '《證券及期貨條例》第XV部表格3A（董事或最高行政人員）', '《证券及期货条例》第XV部表格3A（董事或最高行政人员）'),
  formTitle: tri('Form 3A: director or chief executive notice (shares of the listed corporation)', '表格3A：董事或最高行政人員通知（上市法團股份）', '表格3A：董事或最高行政人员通知（上市法团股份）'),
  rules: DIRECTOR_RULES,
  filerFields: [
    field('nameEn', 'text', NAME_EN, { required: true, bilingual: false }),
    field('nameZh', 'text', NAME_ZH, { bilingual: false }),
    field('office', 'select', tri('Office held', '職位', '职位'), { required: true, options: optionsOf([['director', tri('Director', '董事', '董事')], ['chiefExecutive', tri('Chief executive', '最高行政人員', '最高行政人员')]]) }),
    field('noticeKind', 'select', tri('Notice for', '通知事由', '通知事由'), { required: true, options: NOTICE_KINDS }),
  ],
  filerEntries: (context) => {
    const office = context.inputs.plain('office') === 'chiefExecutive' ? tri('Chief executive', '最高行政人員', '最高行政人员') : tri('Director', '董事', '董事');
    const kind = NOTICE_KINDS.find((option) => option.value === context.inputs.plain('noticeKind'));
    return [
      [NAME_EN, context.inputs.plain('nameEn')],
      [NAME_ZH, context.inputs.plain('nameZh')],
      [tri('Office held', '職位', '职位'), context.t(office)],
      [tri('Notice for', '通知事由', '通知事由'), kind ? context.t(kind.label) : ''],
    ];
  },
  // SFO: 3 business days after a relevant event [S]; the first notice on becoming a director 10 [M].
  days: (noticeKind) => (noticeKind === 'becomingDirector' ? 10 : 3),
});
