import type { RuleReference, TriText } from '@app/contracts';
import type { Block } from '../document-model';
import { tri, type MissingParticular, type TemplateContext, type TemplateInputs } from './template';

/**
 * The closure of the register of members (or a record date) as dividend and
 * meeting announcements word it (secretary-documents-files §2.9; hk-rules §2,
 * §8 rows 9-13): the dates, the latest time for lodging transfers (4:30 p.m.)
 * and the share registrar.
 */

export const R1366: RuleReference = {
  rule: 'MB r.13.66',
  tag: 'S',
  note: tri(
    'Announce a closure of the register (or a record date) at least 10 business days before it, 6 for a rights issue. Left empty, the announcement date is the latest date the book-closure calculator gives. Wording not seen [S].',
    '須於暫停辦理股份過戶登記（或記錄日期）前最少10個營業日公布，供股則為6個營業日。如公告日期留空，將採用暫停過戶計算器得出的最後日期。規則原文未見 [S]。',
    '须于暂停办理股份过户登记（或记录日期）前最少10个营业日公布，供股则为6个营业日。如公告日期留空，将采用暂停过户计算器得出的最后日期。规则原文未见 [S]。',
  ),
};
export const CO632: RuleReference = {
  rule: 'CO s.632',
  tag: 'M',
  note: tri(
    'A Hong Kong company may close its register for at most 30 days in a year (60 with a members\' resolution): unverified.',
    '香港公司每年暫停辦理成員登記冊的日數最多30天（經成員決議可延至60天）：未經核實。',
    '香港公司每年暂停办理成员登记册的日数最多30天（经成员决议可延至60天）：未经核实。',
  ),
};
export const LODGEMENT: RuleReference = {
  rule: 'HKEX Guide on record date, book closure and latest time for lodging transfers',
  tag: 'S',
  note: tri(
    'Transfers lodged by 4:30 p.m. on the business day before the closure (or on the record date) count; left empty, the last lodgement date (and a dividend\'s ex-date) come from the book-closure calculator. HKSCC expects the last registration at least 4 business days before a meeting [S].',
    '於暫停過戶前一個營業日（或記錄日期）下午四時三十分前遞交的過戶文件方獲受理；如留空，最後遞交日期（及股息的除淨日）由暫停過戶計算器得出。香港結算期望最後登記日期為會議前最少4個營業日 [S]。',
    '于暂停过户前一个营业日（或记录日期）下午4时30分前递交的过户文件方获受理；如留空，最后递交日期（及股息的除权日）由暂停过户计算器得出。香港结算期望最后登记日期为会议前最少4个营业日 [S]。',
  ),
};

/** What the closure is for, in the three scripts: "the Final Dividend" / 「末期股息」. */
export type ClosurePurpose = {
  /** "determining shareholders' entitlement to …" */
  entitlement: TriText;
  /** "In order to …" */
  qualify: TriText;
};

export type ClosureDates = { start: string; end: string; record: string; lastLodgement: string };

export const closureDatesOf = (inputs: TemplateInputs): ClosureDates => ({
  start: inputs.plain('closureStart'),
  end: inputs.plain('closureEnd'),
  record: inputs.plain('recordDate'),
  lastLodgement: inputs.plain('lastLodgementDate'),
});

/** The closure paragraph of one purpose. */
export const closureParagraph = (context: TemplateContext, purpose: ClosurePurpose, dates: ClosureDates, registrar: string): Block => {
  const { t, date } = context;
  const lodge = date(dates.lastLodgement);
  const time = context.time('16:30');
  const entitlement = t(purpose.entitlement);
  const qualify = t(purpose.qualify);
  const lodgement = tri(
    `In order to ${qualify}, all transfer documents accompanied by the relevant share certificates must be lodged with the Company's share registrar, ${registrar}, for registration not later than ${time} on ${lodge}.`,
    `為${qualify}，所有股份過戶文件連同有關股票須於${lodge}${time}前送達本公司的股份過戶登記處${registrar}，以辦理登記手續。`,
    `为${qualify}，所有股份过户文件连同有关股票须于${lodge}${time}前送达本公司的股份过户登记处${registrar}，以办理登记手续。`,
  );
  if (dates.start && dates.end) {
    const start = date(dates.start);
    const end = date(dates.end);
    return context.paragraph(
      t(
        tri(
          `For the purpose of determining shareholders' entitlement to ${entitlement}, the register of members of the Company will be closed from ${start} to ${end}, both days inclusive, during which period no transfer of shares will be registered. ${lodgement.en}`,
          `為釐定股東${entitlement}的資格，本公司將於${start}至${end}（包括首尾兩天）暫停辦理股份過戶登記手續，期間將不會辦理任何股份過戶登記。${lodgement.zhHK}`,
          `为厘定股东${entitlement}的资格，本公司将于${start}至${end}（包括首尾两天）暂停办理股份过户登记手续，期间将不会办理任何股份过户登记。${lodgement.zhCN}`,
        ),
      ),
    );
  }
  const record = date(dates.record);
  return context.paragraph(
    t(
      tri(
        `The record date for determining shareholders' entitlement to ${entitlement} is ${record}. ${lodgement.en}`,
        `釐定股東${entitlement}資格的記錄日期為${record}。${lodgement.zhHK}`,
        `厘定股东${entitlement}资格的记录日期为${record}。${lodgement.zhCN}`,
      ),
    ),
  );
};

/** Closure fields need both ends, in order, or a record date. */
export const checkClosure = (inputs: TemplateInputs): MissingParticular[] => {
  const dates = closureDatesOf(inputs);
  // Filled by the book-closure calculator when left empty; still named if it could not be.
  const lodgement: MissingParticular[] = dates.lastLodgement ? [] : [{ path: 'inputs.lastLodgementDate', label: LAST_LODGEMENT, problem: 'missing' }];
  if (dates.start || dates.end) {
    const problems: MissingParticular[] = [...lodgement];
    if (!dates.start) problems.push({ path: 'inputs.closureStart', label: CLOSURE_START, problem: 'missing' });
    if (!dates.end) problems.push({ path: 'inputs.closureEnd', label: CLOSURE_END, problem: 'missing' });
    if (dates.start && dates.end && dates.end < dates.start) problems.push({ path: 'inputs.closureEnd', label: CLOSURE_END, problem: 'date' });
    return problems;
  }
  if (!dates.record) return [{ path: 'inputs.recordDate', label: tri('Record date (or the closure dates)', '記錄日期（或暫停過戶日期）', '记录日期（或暂停过户日期）'), problem: 'missing' }, ...lodgement];
  return lodgement;
};

export const CLOSURE_START = tri('First day the register is closed', '暫停辦理過戶登記首日', '暂停办理过户登记首日');
export const CLOSURE_END = tri('Last day the register is closed', '暫停辦理過戶登記最後一日', '暂停办理过户登记最后一日');
export const RECORD_DATE = tri('Record date (when the register is not closed)', '記錄日期（不暫停過戶時）', '记录日期（不暂停过户时）');
export const LAST_LODGEMENT = tri('Last day for lodging transfers, 4:30 p.m. (empty: calculated)', '遞交過戶文件最後日期，下午四時三十分（留空：自動計算）', '递交过户文件最后日期，下午4时30分（留空：自动计算）');
export const REGISTRAR = tri("Share registrar (name and address)", '股份過戶登記處（名稱及地址）', '股份过户登记处（名称及地址）');
