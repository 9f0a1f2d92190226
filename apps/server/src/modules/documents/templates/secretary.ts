import type { RuleReference, TemplateField, TriText } from '@app/contracts';
import { addRegistryDays } from '@app/domain';
import type { Block } from '../document-model';
import { column, field, optionsOf, particularsTable, rowsTable, sourcesTable, tri, type MissingParticular, type TemplateContext, type TemplateDefinition } from './template';

/** Company-secretary documents (secretary-documents-files §2.6). */

export const consentToAct: TemplateDefinition = {
  id: 'secretary.consentToAct',
  family: 'secretary',
  version: 1,
  title: tri('Consent to act as director (ND2A appointment)', '同意出任董事（ND2A 委任）', '同意出任董事（ND2A 委任）'),
  built: true,
  // English only so far: a Chinese request is "translated template unavailable" (spec §8).
  scripts: ['en'],
  layouts: ['separate'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: [
    { rule: 'CO s.645; Form ND2A', tag: 'V', note: tri('Notify the Registrar of an appointment within 15 days.', '須於15天內將委任通知公司註冊處處長。', '须于15天内将委任通知公司注册处处长。') },
    {
      rule: 'ND2A consent-to-act wording',
      tag: 'M',
      note: tri('The field list and wording of the specified form are unverified: check against the current form.', '指明表格的欄目及字眼未經核實，請與現行表格核對。', '指明表格的栏目及字眼未经核实，请与现行表格核对。'),
    },
  ],
  fields: [
    field('personName', 'text', tri('Name of the appointee', '獲委任人姓名', '获委任人姓名'), { required: true, bilingual: false }),
    field('correspondenceAddress', 'text', tri('Correspondence address (no P.O. box)', '通訊地址（不可為郵政信箱）', '通讯地址（不可为邮政信箱）'), { required: true, bilingual: false }),
    field('appointmentDate', 'date', tri('Date of appointment', '委任日期', '委任日期'), { required: true }),
  ],
  build: (context) => {
    const { inputs } = context;
    const company = context.companyName();
    const blocks: Block[] = [
      context.heading('CONSENT TO ACT AS DIRECTOR', 1),
      context.paragraph(`To: The Board of Directors, ${company} (the "Company")`, 'left'),
      context.paragraph(
        `I, ${inputs.plain('personName')}, of ${inputs.plain('correspondenceAddress')}, hereby consent to act as a director of the Company with effect from ${context.date(inputs.plain('appointmentDate'))}, and confirm that I am not disqualified from acting as a director.`,
      ),
      context.signature([inputs.plain('personName'), `Date: ${context.date(inputs.plain('appointmentDate'))}`]),
    ];
    return blocks;
  },
};

// --- Companies Registry data sheets (ND2A, ND2B, NR1, NAR1) ---
// A data sheet sets out, section by section, what goes on the specified form; it is
// not the form. The form itself is delivered to the Companies Registry.

const COMPANY_NUMBER = tri('Company number', '公司編號', '公司编号');
const NAME_EN = tri('English name (surname first)', '英文姓名（先寫姓氏）', '英文姓名（先写姓氏）');
const NAME_ZH = tri('Chinese name', '中文姓名', '中文姓名');
const PREVIOUS_NAMES = tri('Previous names', '前用姓名', '曾用名');
const ALIAS = tri('Alias', '別名', '别名');
const CORRESPONDENCE = tri('Correspondence address (no P.O. box)', '通訊地址（不可為郵政信箱）', '通讯地址（不可为邮政信箱）');
const EMAIL = tri('E-mail address', '電郵地址', '电子邮箱地址');
const ID_PARTIAL = tri('Identification number (partial)', '身份證明文件號碼（部分）', '身份证明文件号码（部分）');
const SIGNATORY_NAME = tri('Signed by (name)', '簽署人（姓名）', '签署人（姓名）');
const SIGNATORY_CAPACITY = tri('Signed as', '簽署人身分', '签署人身份');

/** Capacities of officers on ND2A / ND2B (CO s.455 reserve director for single-member private companies). */
const CAPACITIES = optionsOf([
  ['director', tri('Director', '董事', '董事')],
  ['alternateDirector', tri('Alternate Director', '替任董事', '替任董事')],
  ['reserveDirector', tri('Reserve Director', '備任董事', '备任董事')],
  ['secretary', tri('Company Secretary', '公司秘書', '公司秘书')],
]);
const SIGNATORY_CAPACITIES = optionsOf([
  ['director', tri('Director', '董事', '董事')],
  ['secretary', tri('Company Secretary', '公司秘書', '公司秘书')],
]);

const signatoryFields = [
  field('signatoryName', 'text', SIGNATORY_NAME, { required: true, bilingual: false }),
  field('signatoryCapacity', 'select', SIGNATORY_CAPACITY, { required: true, options: SIGNATORY_CAPACITIES }),
];

const DELIVERY: RuleReference = {
  rule: 'Delivery through the e-Registry or on paper',
  tag: 'M',
  note: tri(
    'The specified form is delivered to the Companies Registry electronically (e-Registry) or on paper: not in the facts file; unverified.',
    '指明表格須以電子方式（e-Registry）或以紙本交付公司註冊處：未列於資料文件；未經核實。',
    '指明表格须以电子方式（e-Registry）或以纸质方式提交香港公司注册处：未列于资料文件；未经核实。',
  ),
};
const PI_SHEET: RuleReference = {
  rule: 'CR New Inspection Regime: PI-sheet (from 24 Oct 2022)',
  tag: 'V',
  note: tri(
    'Forms reporting individuals\' particulars carry a separate PI-sheet (usual residential address, full identification number) that is not open to public inspection.',
    '申報個人詳情的表格附有獨立的「受保護資料」頁（通常住址、完整身份證明文件號碼），不供公眾查閱。',
    '申报个人详情的表格附有独立的“受保护资料”页（通常住址、完整身份证明文件号码），不供公众查阅。',
  ),
};
const FIELD_LIST = (form: string): RuleReference => ({
  rule: `Form ${form} title, field list and section order`,
  tag: 'M',
  note: tri(
    `The sections of this data sheet follow our notes on ${form}, not the current specified form: unverified, check against the form before filing.`,
    `本資料表的部分按我們對 ${form} 的記錄編排，並非現行指明表格：未經核實，交付前請與表格核對。`,
    `本资料表的部分按我们对 ${form} 的记录编排，并非现行指明表格：未经核实，提交前请与表格核对。`,
  ),
});
const ROLL_FORWARD: RuleReference = {
  rule: 'CR deadline counting (Cap. 1 s.71)',
  tag: 'M',
  note: tri(
    'A last day falling on a Sunday or public holiday moves to the next day that is neither; a Saturday does not move it. Checked for the 42-day annual-return period [V]; assumed for 15-day periods [M].',
    '限期最後一日如為星期日或公眾假期，順延至下一個既非星期日亦非公眾假期的日子；星期六不順延。42天周年申報表期限已核實 [V]；15天期限屬推定 [M]。',
    '期限最后一日如为星期日或公众假期，顺延至下一个既非星期日亦非公众假期的日子；星期六不顺延。42天周年申报表期限已核实 [V]；15天期限属推定 [M]。',
  ),
};

/** The company's names, both scripts, for a form's company section. */
const companyNames = (context: TemplateContext): string => [context.company?.nameEn, context.company?.nameZh].filter(Boolean).join(' / ');

/** "15 days after 2 March 2026: 17 March 2026" with the roll-forward and an incomplete holiday list said in words. */
const registryDeadline = (context: TemplateContext, triggerIso: string, days: number): string => {
  const deadline = addRegistryDays(triggerIso, days);
  const { t } = context;
  const moved = deadline.date !== deadline.nominalDate ? t(tri(' (moved from a Sunday or public holiday)', '（因星期日或公眾假期順延）', '（因星期日或公众假期顺延）')) : '';
  const unknown = deadline.isHolidayListComplete ? '' : t(tri(' (the holiday list does not cover this date yet: it may still move)', '（公眾假期表尚未涵蓋此日期，限期或會順延）', '（公众假期表尚未涵盖此日期，期限或会顺延）'));
  return `${context.date(deadline.date)}${moved}${unknown}`;
};

/** Title, "this is not the form" notice with where and when it is delivered, and the non-Hong Kong company warning. */
const dataSheetHead = (context: TemplateContext, form: string, formTitle: TriText, delivery: TriText, deadline: string | null): Block[] => {
  const { t, company } = context;
  const blocks: Block[] = [];
  const name = context.companyName();
  if (name) blocks.push(context.heading(name, 1));
  blocks.push(context.heading(t(tri(`DATA SHEET FOR SPECIFIED FORM ${form}`, `指明表格 ${form} 資料表`, `指明表格 ${form} 资料表`)), 1));
  blocks.push(context.paragraph(`${form}: ${t(formTitle)}`, 'center'));
  blocks.push(
    context.paragraph([
      { text: t(tri('Important: ', '重要事項：', '重要事项：')), bold: true },
      {
        text: t(
          tri(
            `this data sheet is not the specified form. It sets out the particulars to be entered on specified form ${form}. The specified form itself must be signed and delivered to the Companies Registry, electronically through the e-Registry or on paper, ${delivery.en}`,
            `本資料表並非指明表格，只列出須填入指明表格 ${form} 的資料。指明表格本身須經簽署，並以電子方式（經 e-Registry）或以紙本交付公司註冊處，${delivery.zhHK}`,
            `本资料表并非指明表格，只列出须填入指明表格 ${form} 的资料。指明表格本身须经签署，并以电子方式（经 e-Registry）或以纸质方式提交香港公司注册处，${delivery.zhCN}`,
          ),
        ),
      },
    ]),
  );
  if (deadline) blocks.push(context.paragraph([{ text: t(tri('Filing deadline: ', '交付限期：', '提交截止日期：')), bold: true }, { text: deadline }], 'left'));
  const place = company?.placeOfIncorporation?.trim();
  if (place && place !== 'hong-kong') {
    blocks.push(
      context.paragraph(
        t(
          tri(
            `Note: our records show the company as incorporated outside Hong Kong. Form ${form} is for companies incorporated in Hong Kong; a registered non-Hong Kong company reports changes on other forms [M: unverified].`,
            `注意：我們的紀錄顯示本公司於香港以外地方註冊成立。表格 ${form} 適用於在香港註冊成立的公司；註冊非香港公司以其他表格申報變更 [M：未經核實]。`,
            `注意：我们的记录显示本公司于香港以外地区注册成立。表格 ${form} 适用于在香港注册成立的公司；注册非香港公司以其他表格申报变更 [M：未经核实]。`,
          ),
        ),
      ),
    );
  }
  return blocks;
};

/** The PI-sheet reminder: protected particulars are not written on the data sheet. */
const piSheetNote = (context: TemplateContext): Block =>
  context.paragraph(
    context.t(
      tri(
        'Protected Information (the usual residential address and the full identification number) goes on the form\'s PI-sheet, which is not open to public inspection; this data sheet does not record it.',
        '受保護資料（通常住址及完整身份證明文件號碼）填寫於表格的「受保護資料」頁，該頁不供公眾查閱；本資料表不予記錄。',
        '受保护资料（通常住址及完整身份证明文件号码）填写于表格的“受保护资料”页，该页不供公众查阅；本资料表不予记录。',
      ),
    ),
  );

/** The signing block: who signs the form, and in what capacity. */
const signingBlocks = (context: TemplateContext): Block[] => {
  const { inputs, t } = context;
  const capacity = SIGNATORY_CAPACITIES.find((option) => option.value === inputs.plain('signatoryCapacity'));
  return [
    context.heading(t(tri('Signature', '簽署', '签署')), 3, 'left'),
    context.paragraph(t(tri('The specified form is signed by a director or the company secretary of the company.', '指明表格由公司董事或公司秘書簽署。', '指明表格由公司董事或公司秘书签署。')), 'left'),
    context.signature([inputs.plain('signatoryName'), capacity ? t(capacity.label) : '']),
  ];
};

const optionLabel = (context: TemplateContext, options: NonNullable<TemplateField['options']>, value: string): string => {
  const option = options.find((candidate) => candidate.value === value);
  return option ? context.t(option.label) : value;
};

const ND2A_RULES: RuleReference[] = [
  { rule: 'CO s.645; Form ND2A', tag: 'V', note: tri('Notify the Registrar of an appointment or cessation of a director or company secretary within 15 days.', '董事或公司秘書的委任或停任，須於15天內通知公司註冊處處長。', '董事或公司秘书的委任或停任，须于15天内通知公司注册处处长。') },
  { rule: 'ND2A correspondence address (from 24 Oct 2022)', tag: 'S', note: tri('A correspondence address is required; no P.O. box.', '須提供通訊地址，不可為郵政信箱。', '须提供通讯地址，不可为邮政信箱。') },
  { rule: 'ND2A consent to act', tag: 'M', note: tri('An appointment carries the appointee\'s signed consent to act: unverified.', '委任須附獲委任人簽署的同意出任聲明：未經核實。', '委任须附获委任人签署的同意出任声明：未经核实。') },
  PI_SHEET,
  FIELD_LIST('ND2A'),
  ROLL_FORWARD,
  DELIVERY,
];

const CESSATION_REASONS = optionsOf([
  ['resignation', tri('Resignation', '辭任', '辞任')],
  ['removal', tri('Removal', '罷免', '罢免')],
  ['death', tri('Death', '身故', '身故')],
  ['other', tri('Other', '其他', '其他')],
]);

export const nd2aDataSheet: TemplateDefinition = {
  id: 'secretary.nd2a',
  family: 'secretary',
  version: 1,
  title: tri('ND2A data sheet (appointment / cessation)', 'ND2A 資料表（委任／停任）', 'ND2A 资料表（委任／停任）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: ND2A_RULES,
  fields: [
    field('companyNumber', 'text', COMPANY_NUMBER, { required: true, bilingual: false }),
    field('changeKind', 'select', tri('Appointment or cessation', '委任或停任', '委任或停任'), { required: true, options: optionsOf([['appointment', tri('Appointment', '委任', '委任')], ['cessation', tri('Cessation', '停任', '停任')]]) }),
    field('capacity', 'select', tri('Capacity', '身分', '身份'), { required: true, options: CAPACITIES }),
    field('effectiveDate', 'date', tri('Date of appointment or cessation', '委任或停任日期', '委任或停任日期'), { required: true }),
    field('nameEn', 'text', NAME_EN, { required: true, bilingual: false }),
    field('nameZh', 'text', NAME_ZH, { bilingual: false }),
    field('previousNames', 'text', PREVIOUS_NAMES, { bilingual: false }),
    field('alias', 'text', ALIAS, { bilingual: false }),
    field('correspondenceAddress', 'text', CORRESPONDENCE, { bilingual: false, help: tri('Required for an appointment.', '委任時必須填寫。', '委任时必须填写。') }),
    field('email', 'text', EMAIL, { bilingual: false }),
    field('idPartial', 'text', ID_PARTIAL, { bilingual: false, help: tri('Only the part the form shows publicly; the full number goes on the PI-sheet.', '只填寫表格公開顯示的部分；完整號碼填寫於「受保護資料」頁。', '只填写表格公开显示的部分；完整号码填写于“受保护资料”页。') }),
    field('alternateTo', 'text', tri('Alternate to (director\'s name)', '替任對象（董事姓名）', '替任对象（董事姓名）'), { bilingual: false }),
    field('cessationReason', 'select', tri('Reason for cessation', '停任原因', '停任原因'), { options: CESSATION_REASONS }),
    ...signatoryFields,
  ],
  check: (inputs) => {
    const missing: MissingParticular[] = [];
    const appointment = inputs.plain('changeKind') === 'appointment';
    if (appointment && !inputs.plain('correspondenceAddress')) missing.push({ path: 'inputs.correspondenceAddress', label: CORRESPONDENCE, problem: 'missing' });
    if (appointment && inputs.plain('capacity') === 'alternateDirector' && !inputs.plain('alternateTo')) missing.push({ path: 'inputs.alternateTo', label: tri('Alternate to (director\'s name)', '替任對象（董事姓名）', '替任对象（董事姓名）'), problem: 'missing' });
    if (inputs.plain('changeKind') === 'cessation' && !inputs.plain('cessationReason')) missing.push({ path: 'inputs.cessationReason', label: tri('Reason for cessation', '停任原因', '停任原因'), problem: 'missing' });
    return missing;
  },
  build: (context) => {
    const { inputs, t } = context;
    const appointment = inputs.plain('changeKind') === 'appointment';
    const date = inputs.plain('effectiveDate');
    const capacity = optionLabel(context, CAPACITIES, inputs.plain('capacity'));
    const blocks = dataSheetHead(
      context,
      'ND2A',
      tri('Notice of Change of Company Secretary and Director (Appointment/Cessation)', '更改公司秘書及董事通知書（委任／停任）', '更改公司秘书及董事通知书（委任／停任）'),
      tri('within 15 days after the appointment or cessation (Companies Ordinance (Cap. 622) s.645).', '限期為委任或停任後15天內（《公司條例》（第622章）第645條）。', '期限为委任或停任后15天内（《公司条例》（第622章）第645条）。'),
      registryDeadline(context, date, 15),
    );
    blocks.push(context.heading(t(tri('Company', '公司', '公司')), 3, 'left'));
    blocks.push(particularsTable(context, [[tri('Company name', '公司名稱', '公司名称'), companyNames(context)], [COMPANY_NUMBER, inputs.plain('companyNumber')]]));
    blocks.push(context.heading(t(appointment ? tri('Appointment', '委任', '委任') : tri('Cessation', '停任', '停任')), 3, 'left'));
    const person: [TriText, string][] = [
      [tri('Capacity', '身分', '身份'), capacity],
      [NAME_ZH, inputs.plain('nameZh')],
      [NAME_EN, inputs.plain('nameEn')],
    ];
    if (appointment) {
      person.push([PREVIOUS_NAMES, inputs.plain('previousNames')], [ALIAS, inputs.plain('alias')], [CORRESPONDENCE, inputs.plain('correspondenceAddress')], [EMAIL, inputs.plain('email')]);
    }
    person.push([ID_PARTIAL, inputs.plain('idPartial')]);
    if (appointment && inputs.plain('capacity') === 'alternateDirector') person.push([tri('Alternate to', '替任對象', '替任对象'), inputs.plain('alternateTo')]);
    person.push([appointment ? tri('Date of appointment', '委任日期', '委任日期') : tri('Date of cessation', '停任日期', '停任日期'), context.date(date)]);
    if (!appointment) person.push([tri('Reason for cessation', '停任原因', '停任原因'), optionLabel(context, CESSATION_REASONS, inputs.plain('cessationReason'))]);
    blocks.push(particularsTable(context, person));
    if (appointment) {
      blocks.push(
        context.paragraph(
          t(
            tri(
              'Consent to act: the appointee signs the consent to act on the specified form [M: unverified]. The "Consent to act as director" template prepares a separate consent.',
              '同意出任：獲委任人須於指明表格上簽署同意出任聲明 [M：未經核實]。「同意出任董事」範本可另行擬備同意書。',
              '同意出任：获委任人须于指明表格上签署同意出任声明 [M：未经核实]。“同意出任董事”模板可另行拟备同意书。',
            ),
          ),
        ),
      );
    }
    blocks.push(piSheetNote(context));
    blocks.push(...signingBlocks(context));
    blocks.push(...sourcesTable(context, ND2A_RULES));
    return blocks;
  },
};

const ND2B_RULES: RuleReference[] = [
  { rule: 'CO s.645; Form ND2B', tag: 'V', note: tri('Notify the Registrar of a change in the particulars of a director or company secretary within 15 days.', '董事或公司秘書的詳情有所更改，須於15天內通知公司註冊處處長。', '董事或公司秘书的详情有所更改，须于15天内通知公司注册处处长。') },
  PI_SHEET,
  FIELD_LIST('ND2B'),
  ROLL_FORWARD,
  DELIVERY,
];

const PARTICULARS = optionsOf([
  ['name', tri('Name', '姓名', '姓名')],
  ['alias', tri('Alias', '別名', '别名')],
  ['correspondenceAddress', tri('Correspondence address', '通訊地址', '通讯地址')],
  ['residentialAddress', tri('Usual residential address (PI-sheet)', '通常住址（受保護資料頁）', '通常住址（受保护资料页）')],
  ['email', tri('E-mail address', '電郵地址', '电子邮箱地址')],
  ['identification', tri('Identification document', '身份證明文件', '身份证明文件')],
  ['other', tri('Other', '其他', '其他')],
]);
const ND2B_COLUMNS = [
  column('particular', 'select', tri('Particular changed', '更改項目', '变更项目'), { required: true, options: PARTICULARS }),
  column('previous', 'text', tri('Previous particulars', '原有資料', '原有资料')),
  column('current', 'text', tri('New particulars', '新資料', '新资料'), { required: true }),
  column('date', 'date', tri('Date of change', '更改日期', '变更日期'), { required: true }),
];

export const nd2bDataSheet: TemplateDefinition = {
  id: 'secretary.nd2b',
  family: 'secretary',
  version: 1,
  title: tri('ND2B data sheet (change of particulars)', 'ND2B 資料表（更改詳情）', 'ND2B 资料表（更改详情）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: ND2B_RULES,
  fields: [
    field('companyNumber', 'text', COMPANY_NUMBER, { required: true, bilingual: false }),
    field('capacity', 'select', tri('Capacity', '身分', '身份'), { required: true, options: CAPACITIES }),
    field('nameEn', 'text', tri('English name (as now registered)', '英文姓名（現時登記的姓名）', '英文姓名（现时登记的姓名）'), { required: true, bilingual: false }),
    field('nameZh', 'text', NAME_ZH, { bilingual: false }),
    field('idPartial', 'text', ID_PARTIAL, { bilingual: false }),
    field('changes', 'rows', tri('Changes', '更改', '变更'), {
      required: true,
      columns: ND2B_COLUMNS,
      help: tri('For a residential address or a full identification number write "see PI-sheet": they are Protected Information.', '通常住址或完整身份證明文件號碼屬受保護資料，請填寫「見受保護資料頁」。', '通常住址或完整身份证明文件号码属受保护资料，请填写“见受保护资料页”。'),
    }),
    ...signatoryFields,
  ],
  build: (context) => {
    const { inputs, t } = context;
    const changes = inputs.rows('changes');
    // Several changes may go on one form; the earliest date of change sets the deadline.
    const earliest = changes.map((row) => row.plain('date')).filter(Boolean).sort()[0];
    const blocks = dataSheetHead(
      context,
      'ND2B',
      tri('Notice of Change in Particulars of Company Secretary and Director', '公司秘書及董事詳情更改通知書', '公司秘书及董事详情更改通知书'),
      tri('within 15 days after the change (Companies Ordinance (Cap. 622) s.645).', '限期為更改後15天內（《公司條例》（第622章）第645條）。', '期限为变更后15天内（《公司条例》（第622章）第645条）。'),
      earliest ? registryDeadline(context, earliest, 15) : null,
    );
    blocks.push(context.heading(t(tri('Company', '公司', '公司')), 3, 'left'));
    blocks.push(particularsTable(context, [[tri('Company name', '公司名稱', '公司名称'), companyNames(context)], [COMPANY_NUMBER, inputs.plain('companyNumber')]]));
    blocks.push(context.heading(t(tri('Director or company secretary', '董事或公司秘書', '董事或公司秘书')), 3, 'left'));
    blocks.push(
      particularsTable(context, [
        [tri('Capacity', '身分', '身份'), optionLabel(context, CAPACITIES, inputs.plain('capacity'))],
        [NAME_ZH, inputs.plain('nameZh')],
        [NAME_EN, inputs.plain('nameEn')],
        [ID_PARTIAL, inputs.plain('idPartial')],
      ]),
    );
    blocks.push(context.heading(t(tri('Particulars changed', '更改的詳情', '变更的详情')), 3, 'left'));
    blocks.push(...rowsTable(context, ND2B_COLUMNS, changes, tri('No change entered.', '未填寫任何更改。', '未填写任何变更。')));
    if (changes.length > 1) {
      blocks.push(
        context.paragraph(
          t(
            tri(
              'Each change has its own 15-day period; the filing deadline above is that of the earliest change.',
              '每項更改各有15天期限；上述交付限期按最早的更改計算。',
              '每项变更各有15天期限；上述提交截止日期按最早的变更计算。',
            ),
          ),
        ),
      );
    }
    blocks.push(piSheetNote(context));
    blocks.push(...signingBlocks(context));
    blocks.push(...sourcesTable(context, ND2B_RULES));
    return blocks;
  },
};

const NR1_RULES: RuleReference[] = [
  { rule: 'CO s.658; Form NR1', tag: 'S', note: tri('Notify the Registrar of a change of the registered office within 15 days.', '註冊辦事處地址更改，須於15天內通知公司註冊處處長。', '注册办事处地址变更，须于15天内通知公司注册处处长。') },
  { rule: 'Registered office in Hong Kong', tag: 'M', note: tri('The registered office must be an address in Hong Kong: unverified.', '註冊辦事處須為香港地址：未經核實。', '注册办事处须为香港地址：未经核实。') },
  FIELD_LIST('NR1'),
  ROLL_FORWARD,
  DELIVERY,
];

export const nr1DataSheet: TemplateDefinition = {
  id: 'secretary.nr1',
  family: 'secretary',
  version: 1,
  title: tri('NR1 data sheet (registered office)', 'NR1 資料表（註冊辦事處）', 'NR1 资料表（注册办事处）'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: NR1_RULES,
  fields: [
    field('companyNumber', 'text', COMPANY_NUMBER, { required: true, bilingual: false }),
    field('previousAddress', 'text', tri('Previous address of the registered office', '註冊辦事處原有地址', '注册办事处原有地址'), { bilingual: false }),
    field('newAddress', 'textarea', tri('New address of the registered office (in Hong Kong)', '註冊辦事處新地址（香港）', '注册办事处新地址（香港）'), { required: true, bilingual: false }),
    field('effectiveDate', 'date', tri('Date of change', '更改日期', '变更日期'), { required: true }),
    ...signatoryFields,
  ],
  prefill: ({ company }) => (company?.registeredOffice ? { previousAddress: company.registeredOffice } : {}),
  build: (context) => {
    const { inputs, t } = context;
    const date = inputs.plain('effectiveDate');
    const blocks = dataSheetHead(
      context,
      'NR1',
      tri('Notice of Change of Address of Registered Office', '更改註冊辦事處地址通知書', '更改注册办事处地址通知书'),
      tri('within 15 days after the change (Companies Ordinance (Cap. 622) s.658).', '限期為更改後15天內（《公司條例》（第622章）第658條）。', '期限为变更后15天内（《公司条例》（第622章）第658条）。'),
      registryDeadline(context, date, 15),
    );
    blocks.push(context.heading(t(tri('Company', '公司', '公司')), 3, 'left'));
    blocks.push(particularsTable(context, [[tri('Company name', '公司名稱', '公司名称'), companyNames(context)], [COMPANY_NUMBER, inputs.plain('companyNumber')]]));
    blocks.push(context.heading(t(tri('Registered office', '註冊辦事處', '注册办事处')), 3, 'left'));
    blocks.push(
      particularsTable(context, [
        [tri('Previous address', '原有地址', '原有地址'), inputs.plain('previousAddress')],
        [tri('New address', '新地址', '新地址'), inputs.plain('newAddress')],
        [tri('Date of change', '更改日期', '变更日期'), context.date(date)],
      ]),
    );
    blocks.push(...signingBlocks(context));
    blocks.push(...sourcesTable(context, NR1_RULES));
    return blocks;
  },
};

const NAR1_RULES: RuleReference[] = [
  {
    rule: 'CO s.662(3),(4); Sch 6 s.2',
    tag: 'V',
    note: tri(
      'Public company: the return date is 6 months after the end of the accounting reference period; deliver within 42 days after it, with certified copies of the financial statements, directors\' report and auditor\'s report. A listed company lists only members holding 5% or more of any class.',
      '公眾公司：申報日期為會計參照期結束後6個月；須於該日期後42天內交付，並附經核證的財務報表、董事報告及核數師報告副本。上市公司只須列出持有任何類別股份5%或以上的成員。',
      '公众公司：申报日期为会计参照期结束后6个月；须于该日期后42天内提交，并附经核证的财务报表、董事报告及审计师报告副本。上市公司只须列出持有任何类别股份5%或以上的成员。',
    ),
  },
  {
    rule: 'CO s.662(1),(2)',
    tag: 'V',
    note: tri('Private company: deliver within 42 days after the anniversary of incorporation.', '私人公司：須於成立為法團週年日後42天內交付。', '私人公司：须于成立为法团周年日后42天内提交。'),
  },
  { rule: 'Cap. 622K Sch 1 (fees)', tag: 'S', note: tri('Private company: HK$105 within the period; late fees rise to HK$870 / 1,740 / 2,610 / 3,480.', '私人公司：限期內交付費用為105港元；逾期費用遞增至870／1,740／2,610／3,480港元。', '私人公司：期限内提交费用为105港元；逾期费用递增至870／1,740／2,610／3,480港元。') },
  { rule: 'CR 42-day period counting', tag: 'V', note: tri('Sundays and public holidays count; a last day on a Sunday or public holiday moves to the next day that is neither; a Saturday does not move it.', '星期日及公眾假期計算在內；最後一日如為星期日或公眾假期，順延至下一個既非星期日亦非公眾假期的日子；星期六不順延。', '星期日及公众假期计算在内；最后一日如为星期日或公众假期，顺延至下一个既非星期日亦非公众假期的日子；星期六不顺延。') },
  { rule: 'Form NAR1 sections', tag: 'S', note: tri('Company name, business name, type, date of return, registered office, e-mail, mortgages and charges, share capital, members, company secretary, directors, reserve director, signature, PI-sheet.', '公司名稱、業務名稱、類別、申報日期、註冊辦事處、電郵地址、按揭及押記、股本、成員、公司秘書、董事、備任董事、簽署、受保護資料頁。', '公司名称、业务名称、类别、申报日期、注册办事处、电子邮箱地址、按揭及押记、股本、成员、公司秘书、董事、备任董事、签署、受保护资料页。') },
  PI_SHEET,
  FIELD_LIST('NAR1'),
  DELIVERY,
];

const COMPANY_TYPES = optionsOf([
  ['private', tri('Private company', '私人公司', '私人公司')],
  ['public', tri('Public company (not listed)', '公眾公司（非上市）', '公众公司（非上市）')],
  ['listed', tri('Public company with listed shares', '股份上市的公眾公司', '股份上市的公众公司')],
  ['guarantee', tri('Company limited by guarantee', '擔保有限公司', '担保有限公司')],
]);
const SHARE_CAPITAL_COLUMNS = [
  column('shareClass', 'text', tri('Class of shares', '股份類別', '股份类别'), { required: true }),
  column('issued', 'text', tri('Number of issued shares', '已發行股份數目', '已发行股份数目'), { required: true }),
  column('amount', 'text', tri('Total amount (currency)', '總款額（貨幣）', '总金额（货币）')),
  column('paidUp', 'text', tri('Total amount paid up', '已繳總款額', '已缴总金额')),
];
const MEMBER_COLUMNS = [
  column('name', 'text', tri('Name of member', '成員姓名／名稱', '成员姓名／名称'), { required: true }),
  column('address', 'text', tri('Address', '地址', '地址')),
  column('shareClass', 'text', tri('Class of shares', '股份類別', '股份类别')),
  column('shares', 'text', tri('Shares held', '持有股份', '持有股份'), { required: true }),
];
const RETURN_DIRECTOR_COLUMNS = [
  column('nameZh', 'text', NAME_ZH),
  column('nameEn', 'text', tri('English name', '英文姓名', '英文姓名')),
  column('capacity', 'select', tri('Capacity', '身分', '身份'), { options: CAPACITIES.filter((option) => option.value !== 'secretary') }),
  column('correspondenceAddress', 'text', tri('Correspondence address', '通訊地址', '通讯地址')),
];

export const nar1DataSheet: TemplateDefinition = {
  id: 'secretary.nar1',
  family: 'secretary',
  version: 1,
  title: tri('NAR1 annual return data sheet', 'NAR1 周年申報表資料表', 'NAR1 周年申报表资料表'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sequential'],
  defaultLayout: 'separate',
  needsCompany: true,
  rules: NAR1_RULES,
  fields: [
    field('companyNumber', 'text', COMPANY_NUMBER, { required: true, bilingual: false }),
    field('companyType', 'select', tri('Type of company', '公司類別', '公司类别'), { required: true, options: COMPANY_TYPES }),
    field('dateOfReturn', 'date', tri('Date of this return', '本申報表的申報日期', '本申报表的申报日期'), {
      required: true,
      help: tri(
        'Public company: 6 months after the end of the accounting reference period. Private company: the anniversary of incorporation.',
        '公眾公司：會計參照期結束後6個月。私人公司：成立為法團週年日。',
        '公众公司：会计参照期结束后6个月。私人公司：成立为法团周年日。',
      ),
    }),
    field('businessName', 'text', tri('Business name (if any)', '業務名稱（如有）', '业务名称（如有）'), { bilingual: false }),
    field('registeredOffice', 'textarea', tri('Address of the registered office', '註冊辦事處地址', '注册办事处地址'), { required: true, bilingual: false }),
    field('email', 'text', tri('E-mail address of the company', '公司電郵地址', '公司电子邮箱地址'), { bilingual: false }),
    field('indebtedness', 'text', tri('Mortgages and charges: total indebtedness outstanding', '按揭及押記：未償還債項總額', '按揭及押记：未偿还债务总额'), { bilingual: false }),
    field('shareCapital', 'rows', tri('Share capital (per class)', '股本（按類別）', '股本（按类别）'), { columns: SHARE_CAPITAL_COLUMNS }),
    field('members', 'rows', tri('Members (listed company: holders of 5% or more of a class)', '成員（上市公司：持有某類別股份5%或以上者）', '成员（上市公司：持有某类别股份5%或以上者）'), { columns: MEMBER_COLUMNS }),
    field('secretaryName', 'text', tri('Company secretary (name)', '公司秘書（姓名／名稱）', '公司秘书（姓名／名称）'), { required: true, bilingual: false }),
    field('secretaryAddress', 'text', tri('Company secretary: correspondence address', '公司秘書通訊地址', '公司秘书通讯地址'), { bilingual: false }),
    field('directorRows', 'rows', tri('Directors', '董事', '董事'), { required: true, columns: RETURN_DIRECTOR_COLUMNS }),
    ...signatoryFields,
  ],
  prefill: ({ company, directors }) => ({
    ...(company?.registeredOffice ? { registeredOffice: company.registeredOffice } : {}),
    ...(company?.companySecretary ? { secretaryName: company.companySecretary } : {}),
    companyType: 'listed',
    directorRows: directors
      .filter((director) => !director.resignedOn)
      .map((director) => ({ nameEn: director.nameEn, nameZh: director.nameZh, capacity: director.category === 4 ? 'alternateDirector' : 'director' })),
  }),
  check: (inputs) =>
    inputs
      .rows('directorRows')
      .filter((row) => !row.plain('nameEn') && !row.plain('nameZh'))
      .map((row) => ({ path: `inputs.directorRows.${row.index}.nameEn`, label: tri(`Directors ${row.index + 1}: name`, `董事 ${row.index + 1}：姓名`, `董事 ${row.index + 1}：姓名`), problem: 'missing' as const })),
  build: (context) => {
    const { inputs, t } = context;
    const type = inputs.plain('companyType');
    const date = inputs.plain('dateOfReturn');
    const blocks = dataSheetHead(
      context,
      'NAR1',
      tri('Annual Return', '周年申報表', '周年申报表'),
      tri(
        'within 42 days after the date of the return (Companies Ordinance (Cap. 622) s.662).',
        '限期為申報日期後42天內（《公司條例》（第622章）第662條）。',
        '期限为申报日期后42天内（《公司条例》（第622章）第662条）。',
      ),
      registryDeadline(context, date, 42),
    );
    blocks.push(context.heading(t(tri('Company', '公司', '公司')), 3, 'left'));
    blocks.push(
      particularsTable(context, [
        [tri('Company name', '公司名稱', '公司名称'), companyNames(context)],
        [COMPANY_NUMBER, inputs.plain('companyNumber')],
        [tri('Business name', '業務名稱', '业务名称'), inputs.plain('businessName')],
        [tri('Type of company', '公司類別', '公司类别'), optionLabel(context, COMPANY_TYPES, type)],
        [tri('Date of this return', '本申報表的申報日期', '本申报表的申报日期'), context.date(date)],
        [tri('Address of the registered office', '註冊辦事處地址', '注册办事处地址'), inputs.plain('registeredOffice')],
        [tri('E-mail address', '電郵地址', '电子邮箱地址'), inputs.plain('email')],
        [tri('Mortgages and charges: total indebtedness', '按揭及押記：債項總額', '按揭及押记：债务总额'), inputs.plain('indebtedness')],
      ]),
    );
    blocks.push(context.heading(t(tri('Share capital', '股本', '股本')), 3, 'left'));
    blocks.push(...rowsTable(context, SHARE_CAPITAL_COLUMNS, inputs.rows('shareCapital'), tri('Not entered.', '未填寫。', '未填写。')));
    blocks.push(context.heading(t(tri('Members', '成員', '成员')), 3, 'left'));
    if (type === 'listed') {
      blocks.push(context.paragraph(t(tri('A listed company lists only the members holding 5% or more of the issued shares of any class.', '上市公司只須列出持有任何類別已發行股份5%或以上的成員。', '上市公司只须列出持有任何类别已发行股份5%或以上的成员。'))));
    }
    blocks.push(...rowsTable(context, MEMBER_COLUMNS, inputs.rows('members'), tri('Not entered.', '未填寫。', '未填写。')));
    blocks.push(context.heading(t(tri('Company secretary', '公司秘書', '公司秘书')), 3, 'left'));
    blocks.push(particularsTable(context, [[tri('Name', '姓名／名稱', '姓名／名称'), inputs.plain('secretaryName')], [tri('Correspondence address', '通訊地址', '通讯地址'), inputs.plain('secretaryAddress')]]));
    blocks.push(context.heading(t(tri('Directors', '董事', '董事')), 3, 'left'));
    blocks.push(...rowsTable(context, RETURN_DIRECTOR_COLUMNS, inputs.rows('directorRows'), tri('Not entered.', '未填寫。', '未填写。')));
    if (type !== 'private') {
      blocks.push(
        context.paragraph([
          { text: t(tri('Attachments: ', '附件：', '附件：')), bold: true },
          {
            text: t(
              tri(
                'certified copies of the financial statements, the directors\' report and the auditor\'s report for the period the return covers.',
                '申報表所涵蓋期間的財務報表、董事報告及核數師報告的經核證副本。',
                '申报表所涵盖期间的财务报表、董事报告及审计师报告的经核证副本。',
              ),
            ),
          },
        ]),
      );
    } else {
      blocks.push(context.paragraph(t(tri('Fee: HK$105 when delivered within the period; late fees rise with the delay [S].', '費用：於限期內交付為105港元；逾期費用隨延誤時間遞增 [S]。', '费用：于期限内提交为105港元；逾期费用随延误时间递增 [S]。'))));
    }
    blocks.push(piSheetNote(context));
    blocks.push(...signingBlocks(context));
    blocks.push(...sourcesTable(context, NAR1_RULES));
    return blocks;
  },
};
