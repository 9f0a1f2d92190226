import type { RuleReference, TemplateColumn, TriText } from '@app/contracts';
import type { Block } from '../document-model';
import { column, field, optionsOf, rowsTable, sourcesTable, tri, type MissingParticular, type TemplateContext, type TemplateDefinition, type TemplateInputs } from './template';

/**
 * Statutory registers under the Companies Ordinance (Cap. 622) (secretary-documents-files §2.5):
 * each a table of entries with the columns the brief lists, the date the register is
 * written up to, and the rule references with their confidence tags.
 */

const AS_AT = tri('Register written up to', '登記冊記錄截至', '登记册记录截至');
const NAME_ZH = tri('Chinese name', '中文姓名', '中文姓名');
const NAME_EN = tri('English name', '英文姓名', '英文姓名');
const FORMER_NAMES = tri('Former names / alias', '前用姓名／別名', '曾用名／别名');
const CORRESPONDENCE = tri('Correspondence address', '通訊地址', '通讯地址');
const ID_PARTIAL = tri('Identification number (partial)', '身份證明文件號碼（部分）', '身份证明文件号码（部分）');
const APPOINTED = tri('Date of appointment', '委任日期', '委任日期');
const CEASED = tri('Date of cessation', '停任日期', '停任日期');

const HK_ONLY: RuleReference = {
  rule: 'Registers under Cap. 622',
  tag: 'M',
  note: tri(
    'These registers are those of a company incorporated in Hong Kong; a company incorporated elsewhere keeps the registers its own law requires: unverified.',
    '此等登記冊適用於在香港註冊成立的公司；在其他地方註冊成立的公司按其註冊地法律備存登記冊：未經核實。',
    '此等登记册适用于在香港注册成立的公司；在其他地区注册成立的公司按其注册地法律备存登记册：未经核实。',
  ),
};
const PROTECTED: RuleReference = {
  rule: 'Protected Information (from 23 Aug 2021)',
  tag: 'S',
  note: tri(
    'The usual residential address and the full identification number may be withheld from public inspection of the company\'s own registers; the correspondence address and a partial number are shown instead.',
    '公司可不讓公眾在查閱其登記冊時查閱通常住址及完整身份證明文件號碼，改為顯示通訊地址及部分號碼。',
    '公司可不让公众在查阅其登记册时查阅通常住址及完整身份证明文件号码，改为显示通讯地址及部分号码。',
  ),
};

/** Heading, "written up to" line, the place-of-incorporation warning and the intro of one register. */
const registerHead = (context: TemplateContext, title: TriText, companyName: string, intro: TriText): Block[] => {
  const { t, inputs, company } = context;
  const blocks: Block[] = [];
  if (companyName) blocks.push(context.heading(companyName, 1));
  blocks.push(context.heading(t(title).toUpperCase(), 1));
  blocks.push(context.paragraph(`${t(AS_AT)}${context.script === 'en' ? ': ' : '：'}${context.date(inputs.plain('asAtDate'))}`, 'center'));
  const place = company?.placeOfIncorporation?.trim();
  if (place && place !== 'hong-kong') {
    blocks.push(
      context.paragraph(
        t(
          tri(
            'Note: our records show the company as incorporated outside Hong Kong; this register follows the Companies Ordinance (Cap. 622) and may not be the register its own law requires [M: unverified].',
            '注意：我們的紀錄顯示本公司於香港以外地方註冊成立；本登記冊按《公司條例》（第622章）編製，未必是其註冊地法律所規定的登記冊 [M：未經核實]。',
            '注意：我们的记录显示本公司于香港以外地区注册成立；本登记册按《公司条例》（第622章）编制，未必是其注册地法律所规定的登记册 [M：未经核实]。',
          ),
        ),
      ),
    );
  }
  blocks.push(context.paragraph(t(intro)));
  return blocks;
};

/** Rows without a name in either language, named as missing (a register entry is a person or body). */
const unnamedRows = (inputs: TemplateInputs, key: string, label: TriText, names: string[]): MissingParticular[] =>
  inputs
    .rows(key)
    .filter((row) => names.every((name) => !row.plain(name)))
    .map((row) => ({
      path: `inputs.${key}.${row.index}.${names[0]}`,
      label: tri(`${label.en} ${row.index + 1}: name`, `${label.zhHK} ${row.index + 1}：姓名／名稱`, `${label.zhCN} ${row.index + 1}：姓名／名称`),
      problem: 'missing' as const,
    }));

/** A register template: the shared shape (as-at date, entries, notes, sources). */
const register = (options: {
  id: string;
  title: TriText;
  rules: RuleReference[];
  columns: TemplateColumn[];
  entriesLabel: TriText;
  intro: TriText;
  notes: TriText[];
  needsCompany?: boolean;
  extraFields?: TemplateDefinition['fields'];
  names?: string[];
  prefill?: TemplateDefinition['prefill'];
  extraBlocks?: (context: TemplateContext) => Block[];
}): TemplateDefinition => ({
  id: options.id,
  family: 'registers',
  version: 1,
  title: options.title,
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: options.needsCompany ?? true,
  rules: options.rules,
  fields: [
    ...(options.extraFields ?? []),
    field('asAtDate', 'date', AS_AT, { required: true }),
    field('entries', 'rows', options.entriesLabel, { required: true, columns: options.columns }),
  ],
  ...(options.prefill ? { prefill: options.prefill } : {}),
  ...(options.names ? { check: (inputs: TemplateInputs) => unnamedRows(inputs, 'entries', options.entriesLabel, options.names!) } : {}),
  build: (context) => {
    const typed = { en: context.inputs.plain('companyNameEn'), zh: context.inputs.plain('companyNameZh') };
    const companyName = options.needsCompany === false ? (context.script === 'en' ? typed.en || typed.zh : typed.zh || typed.en) : context.companyName();
    const blocks = registerHead(context, options.title, companyName, options.intro);
    blocks.push(...rowsTable(context, options.columns, context.inputs.rows('entries'), tri('No entries.', '沒有記項。', '没有记项。')));
    blocks.push(...(options.extraBlocks?.(context) ?? []));
    if (options.notes.length) {
      blocks.push(context.heading(context.t(tri('Notes', '附註', '附注')), 3, 'left'));
      options.notes.forEach((note, index) => blocks.push(context.paragraph(`${index + 1}. ${context.t(note)}`)));
    }
    blocks.push(...sourcesTable(context, options.rules));
    return blocks;
  },
});

const DIRECTOR_CAPACITIES = optionsOf([
  ['director', tri('Director', '董事', '董事')],
  ['alternateDirector', tri('Alternate Director', '替任董事', '替任董事')],
  ['reserveDirector', tri('Reserve Director', '備任董事', '备任董事')],
]);

export const registerOfDirectors = register({
  id: 'registers.directors',
  title: tri('Register of directors', '董事登記冊', '董事登记册'),
  rules: [
    { rule: 'CO s.641-s.642', tag: 'S', note: tri('Keep a register of directors; a correspondence address (no P.O. box) is required since 24 Oct 2022.', '須備存董事登記冊；自2022年10月24日起須載有通訊地址（不可為郵政信箱）。', '须备存董事登记册；自2022年10月24日起须载有通讯地址（不可为邮政信箱）。') },
    { rule: 'CO s.642 field list', tag: 'M', note: tri('Names, former names, alias, addresses, e-mail, identification, capacity and dates of appointment and cessation: the full field list is unverified.', '姓名、前用姓名、別名、地址、電郵、身份證明、身分及委任與停任日期：完整欄目未經核實。', '姓名、曾用名、别名、地址、电子邮箱、身份证明、身份及委任与停任日期：完整栏目未经核实。') },
    PROTECTED,
    HK_ONLY,
  ],
  entriesLabel: tri('Directors', '董事', '董事'),
  columns: [
    column('nameZh', 'text', NAME_ZH),
    column('nameEn', 'text', NAME_EN),
    column('formerNames', 'text', FORMER_NAMES),
    column('correspondenceAddress', 'text', CORRESPONDENCE),
    column('capacity', 'select', tri('Capacity', '身分', '身份'), { options: DIRECTOR_CAPACITIES }),
    column('idPartial', 'text', ID_PARTIAL),
    column('appointedOn', 'date', APPOINTED, { required: true }),
    column('ceasedOn', 'date', CEASED),
  ],
  names: ['nameEn', 'nameZh'],
  intro: tri(
    'Particulars of the directors of the company, present and former, in order of appointment.',
    '本公司現任及前任董事的詳情，按委任先後排列。',
    '本公司现任及前任董事的详情，按委任先后排列。',
  ),
  notes: [
    tri('The usual residential address and the full identification number are Protected Information and are kept separately.', '通常住址及完整身份證明文件號碼屬受保護資料，另行備存。', '通常住址及完整身份证明文件号码属受保护资料，另行备存。'),
    tri('An appointment, cessation or change of particulars is also notified to the Companies Registry on form ND2A or ND2B within 15 days.', '委任、停任或詳情更改亦須於15天內以表格 ND2A 或 ND2B 通知公司註冊處。', '委任、停任或详情变更亦须于15天内以表格 ND2A 或 ND2B 通知香港公司注册处。'),
  ],
  // The directors we hold for the company, serving and former, oldest appointment first.
  prefill: ({ directors }) => ({
    entries: directors.map((director) => ({
      nameZh: director.nameZh,
      nameEn: director.nameEn,
      capacity: director.category === 4 ? 'alternateDirector' : 'director',
      appointedOn: director.appointedOn,
      ceasedOn: director.resignedOn ?? '',
    })),
  }),
});

export const registerOfSecretaries = register({
  id: 'registers.secretaries',
  title: tri('Register of company secretaries', '公司秘書登記冊', '公司秘书登记册'),
  rules: [
    { rule: 'CO s.643', tag: 'M', note: tri('Natural person: name, former names, alias, correspondence address, identification (full number protected). Body corporate: name and registered or principal office. Unverified.', '自然人：姓名、前用姓名、別名、通訊地址、身份證明（完整號碼受保護）。法人團體：名稱及註冊或主要辦事處。未經核實。', '自然人：姓名、曾用名、别名、通讯地址、身份证明（完整号码受保护）。法人团体：名称及注册或主要办事处。未经核实。') },
    PROTECTED,
    HK_ONLY,
  ],
  entriesLabel: tri('Company secretaries', '公司秘書', '公司秘书'),
  columns: [
    column('nameZh', 'text', tri('Chinese name', '中文姓名／名稱', '中文姓名／名称')),
    column('nameEn', 'text', tri('English name', '英文姓名／名稱', '英文姓名／名称')),
    column('formerNames', 'text', FORMER_NAMES),
    column('address', 'text', tri('Correspondence address (body corporate: registered or principal office)', '通訊地址（法人團體：註冊或主要辦事處）', '通讯地址（法人团体：注册或主要办事处）')),
    column('idPartial', 'text', tri('Identification (partial) or company number', '身份證明（部分）或公司編號', '身份证明（部分）或公司编号')),
    column('appointedOn', 'date', APPOINTED, { required: true }),
    column('ceasedOn', 'date', CEASED),
  ],
  names: ['nameEn', 'nameZh'],
  intro: tri('Particulars of the company secretaries of the company, present and former.', '本公司現任及前任公司秘書的詳情。', '本公司现任及前任公司秘书的详情。'),
  notes: [tri('A change is also notified to the Companies Registry on form ND2A or ND2B within 15 days.', '變更亦須於15天內以表格 ND2A 或 ND2B 通知公司註冊處。', '变更亦须于15天内以表格 ND2A 或 ND2B 通知香港公司注册处。')],
  prefill: ({ company }) => (company?.companySecretary ? { entries: [{ nameEn: company.companySecretary }] } : {}),
});

export const registerOfMembers = register({
  id: 'registers.members',
  title: tri('Register of members', '成員登記冊', '成员登记册'),
  rules: [
    { rule: 'CO s.627', tag: 'M', note: tri('Name and address, date entered as a member, date ceased, shares held by class, amount paid: fields modelled on UK CA 2006 s.113; unverified.', '姓名及地址、登記為成員日期、終止日期、按類別持有的股份、已繳款額：欄目參照英國2006年公司法第113條；未經核實。', '姓名及地址、登记为成员日期、终止日期、按类别持有的股份、已缴款额：栏目参照英国2006年公司法第113条；未经核实。') },
    { rule: 'Former members\' entries', tag: 'M', note: tri('A former member\'s entry may be removed after 10 years (30 under Cap. 32): unverified.', '前成員的記項可於10年後刪除（第32章下為30年）：未經核實。', '前成员的记项可于10年后删除（第32章下为30年）：未经核实。') },
    HK_ONLY,
  ],
  entriesLabel: tri('Members', '成員', '成员'),
  columns: [
    column('name', 'text', tri('Name', '姓名／名稱', '姓名／名称'), { required: true }),
    column('address', 'text', tri('Address', '地址', '地址')),
    column('shareClass', 'text', tri('Class of shares', '股份類別', '股份类别')),
    column('shares', 'text', tri('Shares held (distinguishing numbers, if any)', '持有股份（如有識別號碼）', '持有股份（如有识别号码）'), { required: true }),
    column('amountPaid', 'text', tri('Amount paid or agreed to be paid', '已繳或同意繳付的款額', '已缴或同意缴付的金额')),
    column('enteredOn', 'date', tri('Date entered as a member', '登記為成員日期', '登记为成员日期'), { required: true }),
    column('ceasedOn', 'date', tri('Date ceased to be a member', '終止為成員日期', '终止为成员日期')),
  ],
  intro: tri('Members of the company and the shares they hold. Joint holders are entered together.', '本公司成員及其持有的股份。聯名持有人一併登記。', '本公司成员及其持有的股份。联名持有人一并登记。'),
  notes: [
    tri('Shares of a listed company held through CCASS are registered in the name of its nominee [M: unverified].', '上市公司經中央結算系統持有的股份以其代理人名義登記 [M：未經核實]。', '上市公司经中央结算系统持有的股份以其代理人名义登记 [M：未经核实]。'),
    tri('The register may be closed for up to 30 days in a year, extendable to 60 by members\' resolution (CO s.632) [M: unverified].', '成員登記冊每年暫停登記合共不得超過30天，經成員決議可延至60天（《公司條例》第632條）[M：未經核實]。', '成员登记册每年暂停登记合共不得超过30天，经成员决议可延至60天（《公司条例》第632条）[M：未经核实]。'),
  ],
});

export const registerOfCharges = register({
  id: 'registers.charges',
  title: tri('Register of charges', '押記登記冊', '押记登记册'),
  rules: [
    { rule: 'CO s.334-s.340', tag: 'V', note: tri('Registrable charges (s.334): deliver form NM1 with a certified copy of the instrument within 1 month after creation.', '須登記的押記（第334條）：須於設立後1個月內交付表格 NM1 及文書的經核證副本。', '须登记的押记（第334条）：须于设立后1个月内提交表格 NM1 及文书的经核证副本。') },
    { rule: 'Register of charges columns', tag: 'M', note: tri('Date created, description, property charged, amount secured, chargees: unverified.', '設立日期、描述、被押記財產、所保證款額、承押記人：未經核實。', '设立日期、描述、被押记财产、所担保金额、承押记人：未经核实。') },
    HK_ONLY,
  ],
  entriesLabel: tri('Charges', '押記', '押记'),
  columns: [
    column('createdOn', 'date', tri('Date created', '設立日期', '设立日期'), { required: true }),
    column('description', 'text', tri('Description of the instrument', '文書描述', '文书描述'), { required: true }),
    column('property', 'text', tri('Property charged', '被押記財產', '被押记财产'), { required: true }),
    column('amount', 'text', tri('Amount secured', '所保證款額', '所担保金额')),
    column('chargees', 'text', tri('Chargees (persons entitled)', '承押記人（有權享有押記的人）', '承押记人（有权享有押记的人）'), { required: true }),
    column('registeredOn', 'date', tri('Form NM1 delivered on', '表格 NM1 交付日期', '表格 NM1 提交日期')),
    column('satisfiedOn', 'date', tri('Satisfied or released on', '清償或解除日期', '清偿或解除日期')),
  ],
  intro: tri('Charges on the property of the company.', '本公司財產上的押記。', '本公司财产上的押记。'),
  notes: [tri('Copies of the instruments creating the charges are kept with this register.', '設立押記的文書副本與本登記冊一併備存。', '设立押记的文书副本与本登记册一并备存。')],
});

const CONTROLLER_KINDS = optionsOf([
  ['individual', tri('Registrable individual', '須登記個人', '须登记个人')],
  ['specifiedEntity', tri('Registrable specified entity', '須登記指明實體', '须登记指明实体')],
  ['legalEntity', tri('Registrable legal entity (member)', '須登記法律實體（成員）', '须登记法律实体（成员）')],
]);
const CONTROL = optionsOf([
  ['shares', tri('More than 25% of the issued shares', '持有超過25%的已發行股份', '持有超过25%的已发行股份')],
  ['votes', tri('More than 25% of the voting rights', '持有超過25%的表決權', '持有超过25%的表决权')],
  ['directors', tri('Right to appoint or remove a majority of the board', '有權委任或罷免董事局過半數董事', '有权委任或罢免董事会过半数董事')],
  ['influence', tri('Significant influence or control', '對公司有重大影響力或控制權', '对公司有重大影响力或控制权')],
]);

export const registerOfSignificantControllers = register({
  id: 'registers.significantControllers',
  title: tri('Register of significant controllers', '重要控制人登記冊', '重要控制人登记册'),
  // Listed companies are exempt, so the company is typed in rather than chosen from the listed catalogue.
  needsCompany: false,
  rules: [
    { rule: 'CO Part 12 Div 2A (s.653A ff.)', tag: 'S', note: tri('Every Hong Kong-incorporated company except listed companies keeps the register; particulars entered or updated within 7 days after they are confirmed.', '除上市公司外，所有在香港註冊成立的公司均須備存此登記冊；詳情須於確認後7天內登記或更新。', '除上市公司外，所有在香港注册成立的公司均须备存此登记册；详情须于确认后7天内登记或更新。') },
    { rule: 'CO s.653ZC', tag: 'S', note: tri('A designated representative is named; failure is a fine at level 4 (HK$25,000).', '須指定代表；違反可處第4級罰款（25,000港元）。', '须指定代表；违反可处第4级罚款（25,000港元）。') },
    { rule: 'Control test', tag: 'S', note: tri('More than 25% of the shares or votes, the right to appoint or remove a board majority, or significant influence or control.', '持有超過25%股份或表決權、有權委任或罷免董事局過半數成員，或具有重大影響力或控制權。', '持有超过25%股份或表决权、有权委任或罢免董事会过半数成员，或具有重大影响力或控制权。') },
  ],
  extraFields: [
    field('companyNameEn', 'text', tri('Company name (English)', '公司名稱（英文）', '公司名称（英文）'), { required: true, bilingual: false }),
    field('companyNameZh', 'text', tri('Company name (Chinese)', '公司名稱（中文）', '公司名称（中文）'), { bilingual: false }),
    field('representativeName', 'text', tri('Designated representative (name)', '指定代表（姓名）', '指定代表（姓名）'), { required: true, bilingual: false }),
    field('representativeContact', 'text', tri('Designated representative (contact details)', '指定代表（聯絡資料）', '指定代表（联系方式）'), { required: true, bilingual: false }),
  ],
  entriesLabel: tri('Registrable persons and entities', '須登記人士及實體', '须登记人士及实体'),
  columns: [
    column('name', 'text', tri('Name', '姓名／名稱', '姓名／名称'), { required: true }),
    column('kind', 'select', tri('Kind', '類別', '类别'), { required: true, options: CONTROLLER_KINDS }),
    column('address', 'text', tri('Correspondence address or registered office', '通訊地址或註冊辦事處', '通讯地址或注册办事处')),
    column('identification', 'text', tri('Identification, or legal form, governing law, register and number', '身份證明，或法律形式、管限法律、登記冊及編號', '身份证明，或法律形式、管辖法律、登记册及编号')),
    column('registrableOn', 'date', tri('Date it became registrable', '成為須登記人士或實體的日期', '成为须登记人士或实体的日期'), { required: true }),
    column('control', 'select', tri('Nature of control', '控制性質', '控制性质'), { required: true, options: CONTROL }),
    column('note', 'text', tri('Note (e.g. particulars not yet confirmed)', '附註（例如詳情尚未確認）', '附注（例如详情尚未确认）'), { bilingual: true }),
  ],
  intro: tri(
    'Persons and entities with significant control over the company (Companies Ordinance (Cap. 622) Part 12 Division 2A).',
    '對本公司有重大控制權的人士及實體（《公司條例》（第622章）第12部第2A分部）。',
    '对本公司有重大控制权的人士及实体（《公司条例》（第622章）第12部第2A分部）。',
  ),
  notes: [
    tri('A company whose shares are listed is exempt from keeping this register.', '股份上市的公司獲豁免備存此登記冊。', '股份上市的公司获豁免备存此登记册。'),
    tri('Particulars are entered or updated within 7 days after they are confirmed.', '詳情須於確認後7天內登記或更新。', '详情须于确认后7天内登记或更新。'),
  ],
  extraBlocks: (context) => [
    context.heading(context.t(tri('Designated representative', '指定代表', '指定代表')), 3, 'left'),
    context.paragraph(`${context.inputs.plain('representativeName')}${context.script === 'en' ? ', ' : '，'}${context.inputs.plain('representativeContact')}`, 'left'),
  ],
});
