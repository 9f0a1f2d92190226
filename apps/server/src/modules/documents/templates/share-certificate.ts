import type { RuleReference } from '@app/contracts';
import type { Block } from '../document-model';
import { figureProblems, formatShares, hkd, parseShares } from './figures';
import { field, optionsOf, sourcesTable, tri, type TemplateDefinition } from './template';

/**
 * A share certificate of a Hong Kong company (`/docAi/create/createSc`): the holder, the number and class of
 * shares with their distinctive numbers, how far they are paid up, and the execution block. The statutory
 * particulars and deadlines are not in our verified sources, so every rule reference is [M].
 */

const RULES: RuleReference[] = [
  {
    rule: 'CO s.144',
    tag: 'M',
    note: tri(
      'Certificates to be ready for delivery within 2 months after an allotment (unless the terms of issue say otherwise): unverified.',
      '配發後2個月內須備妥股票以供交付（發行條款另有規定者除外）：未經核實。',
      '配发后2个月内须备妥股票以供交付（发行条款另有规定者除外）：未经核实。',
    ),
  },
  {
    rule: 'CO s.146',
    tag: 'M',
    note: tri(
      'Certificates to be ready for delivery within 2 months after a transfer is lodged: unverified.',
      '轉讓文書送交後2個月內須備妥股票以供交付：未經核實。',
      '转让文书送交后2个月内须备妥股票以供交付：未经核实。',
    ),
  },
  {
    rule: 'CO s.127; articles of association',
    tag: 'M',
    note: tri(
      'Execution under the common seal or by two authorised signatories, as the articles provide: unverified; follow the company\'s own articles.',
      '按組織章程細則以法團印章或由兩名獲授權人簽署：未經核實；以公司本身的章程細則為準。',
      '按组织章程细则以法团印章或由两名获授权人签署：未经核实；以公司本身的章程细则为准。',
    ),
  },
];

const SHARES = tri('Number of shares', '股份數目', '股份数目');

export const shareCertificate: TemplateDefinition = {
  id: 'registers.shareCertificate',
  family: 'registers',
  version: 1,
  title: tri('Share certificate', '股票', '股票'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['separate', 'sideBySide', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: RULES,
  fields: [
    field('certificateNo', 'text', tri('Certificate number', '股票編號', '股票编号'), { required: true, bilingual: false }),
    field('holders', 'text', tri('Registered holder(s)', '登記持有人', '登记持有人'), { required: true }),
    field('holderAddress', 'text', tri('Address of the holder(s)', '持有人地址', '持有人地址')),
    field('shares', 'text', SHARES, { required: true, bilingual: false, help: tri('A whole number, e.g. 10,000', '整數，例如 10,000', '整数，例如 10,000') }),
    field('shareClass', 'text', tri('Class of shares', '股份類別', '股份类别'), { required: true }),
    field('distinctiveFrom', 'text', tri('Distinctive numbers from', '股份編號由', '股份编号由'), { bilingual: false }),
    field('distinctiveTo', 'text', tri('Distinctive numbers to', '股份編號至', '股份编号至'), { bilingual: false }),
    field('paidUp', 'select', tri('Paid up', '繳足情況', '缴足情况'), {
      required: true,
      options: optionsOf([
        ['full', tri('Fully paid', '已繳足', '已缴足')],
        ['partly', tri('Partly paid', '部分繳付', '部分缴付')],
      ]),
    }),
    field('paidPerShare', 'text', tri('Amount paid per share, if partly paid (HK$)', '如部分繳付，每股已繳款額（港元）', '如部分缴付，每股已缴款额（港元）'), { bilingual: false }),
    field('issueDate', 'date', tri('Date of issue', '發出日期', '发出日期'), { required: true }),
    field('execution', 'select', tri('Executed', '簽立方式', '签立方式'), {
      required: true,
      options: optionsOf([
        ['seal', tri('Under the common seal', '蓋上法團印章', '加盖法团印章')],
        ['signatories', tri('Signed by two authorised signatories', '由兩名獲授權人簽署', '由两名获授权人签署')],
      ]),
    }),
    field('signatory1', 'text', tri('First signatory (name)', '第一簽署人（姓名）', '第一签署人（姓名）')),
    field('signatory2', 'text', tri('Second signatory (name)', '第二簽署人（姓名）', '第二签署人（姓名）')),
  ],
  prefill: () => ({ shareClass: { en: 'Ordinary shares', zh: '普通股' }, paidUp: 'full', execution: 'seal' }),
  check: (inputs) => [
    ...figureProblems(inputs, [
      { key: 'shares', label: SHARES, kind: 'shares', required: true },
      { key: 'distinctiveFrom', label: tri('Distinctive numbers from', '股份編號由', '股份编号由'), kind: 'shares' },
      { key: 'distinctiveTo', label: tri('Distinctive numbers to', '股份編號至', '股份编号至'), kind: 'shares' },
      ...(inputs.plain('paidUp') === 'partly' ? [{ key: 'paidPerShare', label: tri('Amount paid per share', '每股已繳款額', '每股已缴款额'), kind: 'amount' as const, required: true }] : []),
    ]),
    // the range must hold exactly the number of shares certified
    ...(() => {
      const [from, to, shares] = [parseShares(inputs.plain('distinctiveFrom')), parseShares(inputs.plain('distinctiveTo')), parseShares(inputs.plain('shares'))];
      if (from === null || to === null || shares === null || to - from + 1n === shares) return [];
      return [
        {
          path: 'inputs.distinctiveTo',
          label: tri('Distinctive numbers (the range must hold the number of shares)', '股份編號（範圍須與股份數目相符）', '股份编号（范围须与股份数目相符）'),
          problem: 'missing' as const,
        },
      ];
    })(),
  ],
  build: (context) => {
    const { t, inputs, say } = context;
    const shares = formatShares(parseShares(inputs.plain('shares')) ?? 0n);
    const shareClass = say(inputs.text('shareClass'));
    const [from, to] = [inputs.plain('distinctiveFrom'), inputs.plain('distinctiveTo')];
    const range = from && to ? t(tri(`, numbered ${from} to ${to} inclusive`, `，編號由${from}至${to}（包括首尾兩數）`, `，编号由${from}至${to}（包括首尾两数）`)) : '';
    const perShare = hkd(inputs.plain('paidPerShare'));
    const paid =
      inputs.plain('paidUp') === 'partly'
        ? t(tri(`, on each of which ${perShare} has been paid`, `，每股已繳付${perShare}`, `，每股已缴付${perShare}`))
        : t(tri(', fully paid', '，均已繳足', '，均已缴足'));
    const address = say(inputs.text('holderAddress'));
    const holder = `${say(inputs.text('holders'))}${address ? t(tri(` of ${address}`, `（地址：${address}）`, `（地址：${address}）`)) : ''}`;
    const certify = t(
      tri(
        `This is to certify that ${holder} is the registered holder of ${shares} ${shareClass} in the capital of the above-named company${range}${paid}, subject to the articles of association of the company.`,
        `茲證明${holder}為上述公司股本中${shares}股${shareClass}的登記持有人${range}${paid}，並受本公司組織章程細則規限。`,
        `兹证明${holder}为上述公司股本中${shares}股${shareClass}的登记持有人${range}${paid}，并受本公司组织章程细则规限。`,
      ),
    );
    const executed =
      inputs.plain('execution') === 'seal'
        ? t(tri(`Given under the common seal of the company on ${context.date(inputs.plain('issueDate'))}.`, `於${context.date(inputs.plain('issueDate'))}蓋上本公司法團印章發出。`, `于${context.date(inputs.plain('issueDate'))}加盖本公司法团印章发出。`))
        : t(tri(`Signed on behalf of the company on ${context.date(inputs.plain('issueDate'))}.`, `於${context.date(inputs.plain('issueDate'))}代表本公司簽署。`, `于${context.date(inputs.plain('issueDate'))}代表本公司签署。`));
    const signer = (key: string, role: ReturnType<typeof tri>) => `${t(role)}${context.script === 'en' ? ': ' : '：'}${say(inputs.text(key)) || '______________'}`;
    const blocks: Block[] = [
      context.heading(context.companyName(), 1),
      context.paragraph(t(tri('(Incorporated in Hong Kong with limited liability)', '（於香港註冊成立的有限公司）', '（于香港注册成立的有限公司）')), 'center'),
      context.heading(t(tri('SHARE CERTIFICATE', '股票', '股票')), 1),
      context.table([
        [t(tri('Certificate No.', '股票編號', '股票编号')), inputs.plain('certificateNo')],
        [t(SHARES), shares],
        [t(tri('Class', '類別', '类别')), shareClass],
      ]),
      context.paragraph(certify),
      context.paragraph(executed),
      context.signature([signer('signatory1', tri('Director', '董事', '董事')), signer('signatory2', tri('Director / Secretary', '董事／秘書', '董事／秘书'))]),
      context.paragraph(
        t(
          tri(
            'No transfer of any of the shares comprised in this certificate will be registered unless this certificate is delivered with the instrument of transfer.',
            '轉讓本股票所載的任何股份，須連同本股票及轉讓文書一併送交，方予登記。',
            '转让本股票所载的任何股份，须连同本股票及转让文书一并送交，方予登记。',
          ),
        ),
      ),
      ...sourcesTable(context, RULES),
    ];
    return blocks;
  },
};
