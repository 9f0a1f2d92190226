import type { DirectorChange, DocumentCompany, DocumentDirector, DocumentInputs, DocumentScriptName, DocumentTemplate, LocalisedText, RuleReference, TemplateColumn, TemplateField, TriText } from '@app/contracts';
import { documentDate, documentDateWithWeekday, documentTime } from '@app/domain';
import { toReaderScript } from '@app/domain/chinese-script';
import type { Block, Run } from '../document-model';

/** Text in the three scripts, written by hand (zh-HK Hong Kong usage, zh-CN mainland usage). */
export const tri = (en: string, zhHK: string, zhCN: string): TriText => ({ en, zhHK, zhCN });

/** The text of `value` in `script`. */
export const pick = (value: TriText, script: DocumentScriptName): string => (script === 'en' ? value.en : script === 'zh-HK' ? value.zhHK : value.zhCN);


/** One row of a 'rows' field, read like the inputs themselves (absent cells are empty). */
export type TemplateRow = {
  /** Where the row is in the list the user sent (empty rows are skipped). */
  index: number;
  text: (column: string) => LocalisedText;
  plain: (column: string) => string;
};

/** A template's validated inputs as its build function reads them. */
export type TemplateInputs = {
  text: (key: string) => LocalisedText;
  plain: (key: string) => string;
  items: (key: string) => LocalisedText[];
  directors: (key: string) => DocumentDirector[];
  changes: (key: string) => DirectorChange[];
  /** The rows of a 'rows' field that have at least one cell filled in. */
  rows: (key: string) => TemplateRow[];
};

/** What a build function receives for one language part of a document. */
export type TemplateContext = {
  script: DocumentScriptName;
  company: DocumentCompany | null;
  inputs: TemplateInputs;
  /** Hand-written boilerplate in this script. */
  t: (value: TriText) => string;
  /** A user's text in this script ('' when absent): English as typed, Chinese converted to the script. */
  say: (value: LocalisedText | undefined) => string;
  date: (iso: string) => string;
  dateWithWeekday: (iso: string) => string;
  time: (hhmm: string) => string;
  /** The company's name in this script's document (English name, or the Chinese name). */
  companyName: () => string;
  /** A person's name in this script: the Chinese name when there is one, else the English one. */
  personName: (person: { nameEn?: string; nameZh?: string }) => string;
  heading: (text: string, level?: 1 | 2 | 3, align?: 'left' | 'center') => Block;
  paragraph: (text: string | Run[], align?: 'left' | 'center' | 'right' | 'justify') => Block;
  signature: (lines: string[]) => Block;
  table: (rows: string[][]) => Block;
};

/** A director we hold for a company, as prefills read them (the directors of the company register). */
export type HeldDirector = DocumentDirector & { appointedOn: string; resignedOn: string | null };

/** What we hold for the chosen company when a template is prefilled. */
export type HeldData = { company: DocumentCompany | null; directors: HeldDirector[]; today: string };

/** A template: catalogue data (contracts' DocumentTemplate) and, when built, its build function. */
export type TemplateDefinition = DocumentTemplate & {
  build?: (context: TemplateContext) => Block[];
  /** Extra checks beyond the field list: [path, message key, label] of each missing particular. */
  check?: (inputs: TemplateInputs, scripts: DocumentScriptName[]) => MissingParticular[];
  /**
   * The template's own prefill, laid over the generic one (today's dates, directors, secretary):
   * a key set to undefined is left empty for the user or the calculators.
   */
  prefill?: (held: HeldData) => DocumentInputs;
};

/** One missing or invalid particular: where, and the label the message names. */
export type MissingParticular = { path: string; label: TriText; problem: 'missing' | 'date' | 'changeRequired' | 'tooMany' };

export const sayIn = (script: DocumentScriptName, value: LocalisedText | undefined): string => {
  if (!value) return '';
  if (script === 'en') return (value.en ?? '').trim();
  // What users type in Chinese is brought to the document's script (§3.5: derive, let the user edit), converted
  // only when it is in the other script: 過戶, 開曼群島 or 羅兵咸永道 typed in traditional stay as typed (issue 18).
  return toReaderScript((value.zh ?? '').trim(), script);
};

/** A Hong Kong issuer's Chinese name comes from HKEX's list, a traditional source kept as written (粤海置地 stays for a Hong Kong reader). */
const companyNameScript = (company: DocumentCompany) => (/^\d{5}$/.test(company.stockCode) ? ('hant' as const) : undefined);

/** The context of one language part. */
export const contextFor = (script: DocumentScriptName, company: DocumentCompany | null, inputs: TemplateInputs): TemplateContext => {
  const run = (text: string | Run[]): Run[] => (typeof text === 'string' ? [{ text }] : text);
  return {
    script,
    company,
    inputs,
    t: (value) => pick(value, script),
    say: (value) => sayIn(script, value),
    date: (iso) => documentDate(iso, script),
    dateWithWeekday: (iso) => documentDateWithWeekday(iso, script),
    time: (hhmm) => documentTime(hhmm, script),
    // Names in the document's script, name-safe (issue 18): a mainland reader's simplified, a Hong Kong name as its source writes it.
    companyName: () => (script === 'en' ? company?.nameEn || company?.nameZh || '' : company?.nameZh ? toReaderScript(company.nameZh, script, { kind: 'name', script: companyNameScript(company) }) : company?.nameEn || ''),
    personName: (person) => (script === 'en' ? person.nameEn || person.nameZh || '' : person.nameZh ? toReaderScript(person.nameZh, script, { kind: 'name' }) : person.nameEn || ''),
    heading: (text, level = 1, align = 'center') => ({ kind: 'heading', runs: [{ text, bold: true }], level, align, script }),
    paragraph: (text, align = 'justify') => ({ kind: 'paragraph', runs: run(text), align, script }),
    signature: (lines) => ({ kind: 'signature', runs: lines.map((text) => ({ text })), script }),
    table: (rows) => ({ kind: 'table', rows, script }),
  };
};

/** Field helpers for template definitions. */
export const field = (key: string, kind: TemplateField['kind'], label: TriText, options: Partial<Omit<TemplateField, 'key' | 'kind' | 'label'>> = {}): TemplateField => ({
  key,
  kind,
  label,
  required: options.required ?? false,
  bilingual: options.bilingual ?? (kind === 'text' || kind === 'textarea'),
  ...(options.options ? { options: options.options } : {}),
  ...(options.columns ? { columns: options.columns } : {}),
  ...(options.help ? { help: options.help } : {}),
});

/** A column of a 'rows' field (text columns are plain unless `bilingual`). */
export const column = (key: string, kind: TemplateColumn['kind'], label: TriText, options: Partial<Omit<TemplateColumn, 'key' | 'kind' | 'label'>> = {}): TemplateColumn => ({
  key,
  kind,
  label,
  required: options.required ?? false,
  bilingual: options.bilingual ?? false,
  ...(options.options ? { options: options.options } : {}),
});

/** A select's options from [value, label] pairs. */
export const optionsOf = (entries: [string, TriText][]): NonNullable<TemplateField['options']> => entries.map(([value, label]) => ({ value, label }));

/** One cell of a row as the document shows it in this script: dates formatted, options by label, text in the script. */
export const cellOf = (context: TemplateContext, definition: TemplateColumn, row: TemplateRow): string => {
  const value = row.plain(definition.key);
  if (!value) return '';
  switch (definition.kind) {
    case 'date':
      return context.date(value);
    case 'select': {
      const option = definition.options?.find((candidate) => candidate.value === value);
      return option ? context.t(option.label) : value;
    }
    default:
      return definition.bilingual ? context.say(row.text(definition.key)) : value;
  }
};

/**
 * A 'rows' field as a table block: the column labels as the header, one line per row.
 * Without rows the table says so in a single line rather than printing an empty grid.
 */
export const rowsTable = (context: TemplateContext, columns: TemplateColumn[], rows: TemplateRow[], empty: TriText): Block[] => {
  if (rows.length === 0) return [context.paragraph(context.t(empty), 'left')];
  return [context.table([columns.map((definition) => context.t(definition.label)), ...rows.map((row) => columns.map((definition) => cellOf(context, definition, row)))])];
};

/** "Particular | Value" rows as a two-column table (a data sheet's section); empty values show as "—". */
export const particularsTable = (context: TemplateContext, entries: [TriText, string][]): Block =>
  context.table([[context.t(tri('Particular', '項目', '项目')), context.t(tri('Entry', '填報內容', '填报内容'))], ...entries.map(([label, value]): string[] => [context.t(label), value || '—'])]);

/** What each confidence tag means to a reader of the document. */
const TAG_MEANING: Record<RuleReference['tag'], TriText> = {
  V: tri('checked against the rule or official page', '已與規則或官方網頁核對', '已与规则或官方网页核对'),
  S: tri('secondary source', '第二手資料來源', '第二手资料来源'),
  M: tri('UNVERIFIED: check before relying on it', '未經核實：倚賴前請先核對', '未经核实：依赖前请先核对'),
  T: tri('tested', '已測試', '已测试'),
};

/** The template's rule references as a closing table, every [M] item marked unverified in words. */
export const sourcesTable = (context: TemplateContext, rules: RuleReference[]): Block[] => [
  context.heading(context.t(tri('Sources and confidence', '資料來源及可信程度', '资料来源及可信程度')), 3, 'left'),
  context.table([
    [context.t(tri('Reference', '參考', '参考')), context.t(tri('Confidence', '可信程度', '可信程度')), context.t(tri('Note', '說明', '说明'))],
    ...rules.map((rule) => [rule.rule, `[${rule.tag}] ${context.t(TAG_MEANING[rule.tag])}`, context.t(rule.note)]),
  ]),
];

/** Director categories in documents (spec §3 Director category codes 1-4). */
export const CATEGORY = {
  1: tri('Executive Director', '執行董事', '执行董事'),
  2: tri('Non-executive Director', '非執行董事', '非执行董事'),
  3: tri('Independent Non-executive Director', '獨立非執行董事', '独立非执行董事'),
  4: tri('Alternate Director', '替任董事', '替任董事'),
} as const satisfies Record<number, TriText>;

export const categoryOf = (category: number): TriText => CATEGORY[(category in CATEGORY ? category : 1) as keyof typeof CATEGORY];

/** "A, B and C" / 「A、B及C」. */
export const joinNames = (names: string[], script: DocumentScriptName): string => {
  if (names.length <= 1) return names.join('');
  if (script === 'en') return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, -1).join('、')}及${names.at(-1)}`;
};
