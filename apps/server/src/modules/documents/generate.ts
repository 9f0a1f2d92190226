import {
  DirectorChangeSchema,
  DocumentLimits,
  DocumentDirectorSchema,
  type DirectorChange,
  type DocumentCompany,
  type DocumentDirector,
  type DocumentInputs,
  type DocumentLanguage,
  type DocumentLayout,
  type DocumentScriptName,
  type LocalisedText,
} from '@app/contracts';
import { parseIsoDate } from '@app/domain';
import type { Block, DocumentModel } from './document-model';
import { contextFor, pick, type MissingParticular, type TemplateDefinition, type TemplateInputs, type TemplateRow } from './templates/template';

/**
 * Generation as a pure function (issue 15): (template, inputs, language,
 * layout, company) → document model. The service adds the company data and
 * the letterhead; the renderers turn the model into Word and PDF.
 */

/** The scripts of a requested language, English first when bilingual. */
export const scriptsOf = (language: DocumentLanguage): DocumentScriptName[] => {
  switch (language) {
    case 'en+zh-HK':
      return ['en', 'zh-HK'];
    case 'en+zh-CN':
      return ['en', 'zh-CN'];
    default:
      return [language];
  }
};

/** The requested scripts the template has no text for ("translated template unavailable", spec §8). */
export const unavailableScripts = (template: TemplateDefinition, language: DocumentLanguage): DocumentScriptName[] =>
  scriptsOf(language).filter((script) => !template.scripts.includes(script));

const asText = (value: unknown): LocalisedText => {
  if (typeof value === 'string') return { en: value, zh: value };
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return { en: typeof record.en === 'string' ? record.en : undefined, zh: typeof record.zh === 'string' ? record.zh : undefined };
  }
  return {};
};

const trimmed = (text: LocalisedText): LocalisedText => ({ en: text.en?.trim() || undefined, zh: text.zh?.trim() || undefined });

/** A plain value: a string as typed, or the English (else Chinese) text of a localised one. */
const plainOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  const text = asText(value);
  return (text.en ?? text.zh ?? '').trim();
};

/** One row object of a 'rows' field; a row is kept only when some cell has a value. */
const rowOf = (value: unknown, index: number): TemplateRow | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const cells = value as Record<string, unknown>;
  const row: TemplateRow = { index, text: (column) => trimmed(asText(cells[column])), plain: (column) => plainOf(cells[column]) };
  return Object.keys(cells).some((column) => row.plain(column) || row.text(column).zh) ? row : null;
};

/** Reads raw inputs leniently: what is not of the expected shape counts as absent (and is reported if required). */
export const readInputs = (raw: DocumentInputs): TemplateInputs => ({
  text: (key) => trimmed(asText(raw[key])),
  plain: (key) => plainOf(raw[key]),
  items: (key) => {
    const value = raw[key];
    if (!Array.isArray(value)) return [];
    return value.map((item) => trimmed(asText(item))).filter((item) => item.en || item.zh);
  },
  directors: (key) => {
    const value = raw[key];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item): DocumentDirector[] => {
      const parsed = DocumentDirectorSchema.safeParse(item);
      return parsed.success && (parsed.data.nameEn.trim() || parsed.data.nameZh.trim()) ? [{ ...parsed.data, nameEn: parsed.data.nameEn.trim(), nameZh: parsed.data.nameZh.trim() }] : [];
    });
  },
  changes: (key) => {
    const value = raw[key];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item): DirectorChange[] => {
      const parsed = DirectorChangeSchema.safeParse(item);
      return parsed.success ? [{ ...parsed.data, nameEn: parsed.data.nameEn.trim(), nameZh: parsed.data.nameZh.trim(), effectiveDate: parsed.data.effectiveDate.trim() }] : [];
    });
  },
  rows: (key) => {
    const value = raw[key];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, index) => {
      const row = rowOf(item, index);
      return row ? [row] : [];
    });
  },
});

/** The problems of one row of a 'rows' field: required cells (in the languages needed), real dates, known options. */
const rowProblems = (definition: TemplateDefinition['fields'][number], row: TemplateRow, number: number, needs: { en: boolean; zh: boolean }): MissingParticular[] => {
  const problems: MissingParticular[] = [];
  for (const cell of definition.columns ?? []) {
    // The path names the row where the user typed it (empty rows are skipped, not renumbered).
    const path = `inputs.${definition.key}.${row.index}.${cell.key}`;
    const label = (suffix: { en: string; zh: string } = { en: '', zh: '' }) => ({
      en: `${definition.label.en} ${number}: ${cell.label.en}${suffix.en}`,
      zhHK: `${definition.label.zhHK} ${number}：${cell.label.zhHK}${suffix.zh}`,
      zhCN: `${definition.label.zhCN} ${number}：${cell.label.zhCN}${suffix.zh}`,
    });
    const value = row.plain(cell.key);
    if (cell.kind === 'date') {
      if (!value) {
        if (cell.required) problems.push({ path, label: label(), problem: 'missing' });
      } else if (!parseIsoDate(value)) problems.push({ path, label: label(), problem: 'date' });
      continue;
    }
    if (cell.kind === 'select') {
      if (cell.required && !value) problems.push({ path, label: label(), problem: 'missing' });
      else if (value && cell.options && !cell.options.some((option) => option.value === value)) problems.push({ path, label: label(), problem: 'missing' });
      continue;
    }
    if (!cell.required) continue;
    if (!cell.bilingual) {
      if (!value) problems.push({ path, label: label(), problem: 'missing' });
      continue;
    }
    const text = row.text(cell.key);
    if (needs.en && !text.en) problems.push({ path: `${path}.en`, label: label({ en: ' (English)', zh: '（英文）' }), problem: 'missing' });
    if (needs.zh && !text.zh) problems.push({ path: `${path}.zh`, label: label({ en: ' (Chinese)', zh: '（中文）' }), problem: 'missing' });
  }
  return problems;
};

/**
 * The particulars that are missing or malformed for these scripts: required
 * fields (English and/or Chinese text as the language needs), real dates,
 * times, and the template's own checks. Named, never silently left blank.
 */
export const missingParticulars = (template: TemplateDefinition, inputs: TemplateInputs, scripts: DocumentScriptName[]): MissingParticular[] => {
  const needsEn = scripts.includes('en');
  const needsZh = scripts.some((script) => script !== 'en');
  const missing: MissingParticular[] = [];
  for (const definition of template.fields) {
    const path = `inputs.${definition.key}`;
    const label = definition.label;
    switch (definition.kind) {
      case 'date': {
        const value = inputs.plain(definition.key);
        if (!value) {
          if (definition.required) missing.push({ path, label, problem: 'missing' });
        } else if (!parseIsoDate(value)) missing.push({ path, label, problem: 'date' });
        break;
      }
      case 'time':
      case 'select': {
        const value = inputs.plain(definition.key);
        const valid = definition.kind === 'time' ? /^([01]?\d|2[0-3]):[0-5]\d$/.test(value) : !definition.options || definition.options.some((option) => option.value === value);
        if (definition.required && !value) missing.push({ path, label, problem: 'missing' });
        else if (value && !valid) missing.push({ path, label, problem: 'missing' });
        break;
      }
      case 'text':
      case 'textarea': {
        if (!definition.required) break;
        const text = inputs.text(definition.key);
        if (!definition.bilingual) {
          if (!inputs.plain(definition.key)) missing.push({ path, label, problem: 'missing' });
          break;
        }
        if (needsEn && !text.en) missing.push({ path: `${path}.en`, label: { en: `${label.en} (English)`, zhHK: `${label.zhHK}（英文）`, zhCN: `${label.zhCN}（英文）` }, problem: 'missing' });
        if (needsZh && !text.zh) missing.push({ path: `${path}.zh`, label: { en: `${label.en} (Chinese)`, zhHK: `${label.zhHK}（中文）`, zhCN: `${label.zhCN}（中文）` }, problem: 'missing' });
        break;
      }
      case 'items': {
        const items = inputs.items(definition.key);
        if (definition.required && items.length === 0) {
          missing.push({ path, label, problem: 'missing' });
          break;
        }
        items.forEach((item, index) => {
          if (needsEn && !item.en) missing.push({ path: `${path}.${index}.en`, label: { en: `${label.en} ${index + 1} (English)`, zhHK: `${label.zhHK} ${index + 1}（英文）`, zhCN: `${label.zhCN} ${index + 1}（英文）` }, problem: 'missing' });
          if (needsZh && !item.zh) missing.push({ path: `${path}.${index}.zh`, label: { en: `${label.en} ${index + 1} (Chinese)`, zhHK: `${label.zhHK} ${index + 1}（中文）`, zhCN: `${label.zhCN} ${index + 1}（中文）` }, problem: 'missing' });
        });
        break;
      }
      case 'directors': {
        const directors = inputs.directors(definition.key);
        if (definition.required && directors.length === 0) missing.push({ path, label, problem: 'missing' });
        break;
      }
      case 'changes':
        break;
      case 'rows': {
        const rows = inputs.rows(definition.key);
        if (definition.required && rows.length === 0) {
          missing.push({ path, label, problem: 'missing' });
          break;
        }
        if (rows.length > DocumentLimits.rowsMax) {
          missing.push({ path, label, problem: 'tooMany' });
          break;
        }
        rows.forEach((row, index) => missing.push(...rowProblems(definition, row, index + 1, { en: needsEn, zh: needsZh })));
        break;
      }
    }
  }
  for (const problem of template.check?.(inputs, scripts) ?? []) {
    if (problem.path === 'inputs.changes' || !missing.some((known) => known.path === problem.path)) missing.push(problem);
  }
  return missing.filter((problem, index) => missing.findIndex((other) => other.path === problem.path) === index);
};

/** Side by side: the English and Chinese parts block by block (both come from one template, so they align). */
const sideBySide = (english: Block[], chinese: Block[], zhScript: DocumentScriptName): Block[] => {
  const blocks: Block[] = [];
  const length = Math.max(english.length, chinese.length);
  for (let index = 0; index < length; index += 1) {
    const left = english[index];
    const right = chinese[index];
    if (!left || !right || left.kind !== right.kind) {
      if (left) blocks.push(left);
      if (right) blocks.push(right);
      continue;
    }
    if (left.kind === 'heading' || left.kind === 'paragraph' || left.kind === 'disclaimer') {
      const rightRuns = 'runs' in right ? right.runs : [];
      blocks.push({ kind: 'pair', runs: left.runs, right: rightRuns, rightScript: zhScript, bold: left.kind === 'heading' });
    } else if (left.kind === 'signature' && right.kind === 'signature') {
      blocks.push({ kind: 'signature', runs: left.runs.map((run, line) => ({ text: run.text === right.runs[line]?.text ? run.text : `${run.text} ${right.runs[line]?.text ?? ''}`.trim() })), script: zhScript });
    } else if (left.kind === 'pageBreak') {
      blocks.push(left);
    } else {
      blocks.push(left, right);
    }
  }
  return blocks;
};

export type GenerationRequest = {
  template: TemplateDefinition;
  company: DocumentCompany | null;
  language: DocumentLanguage;
  layout: DocumentLayout;
  inputs: DocumentInputs;
};

/**
 * The document model of a request. The caller has checked the template is
 * built, the scripts are available and nothing required is missing.
 */
export const buildDocument = ({ template, company, language, layout, inputs }: GenerationRequest): DocumentModel => {
  if (!template.build) throw new Error(`template ${template.id} is not built`);
  const read = readInputs(inputs);
  const scripts = scriptsOf(language);
  const parts = scripts.map((script) => template.build!(contextFor(script, company, read)));
  let blocks: Block[];
  if (parts.length === 1) blocks = parts[0];
  else if (layout === 'sideBySide') blocks = sideBySide(parts[0], parts[1], scripts[1]);
  else if (layout === 'sequential') blocks = [...parts[0], ...parts[1]];
  else blocks = [...parts[0], { kind: 'pageBreak' }, ...parts[1]];
  const companyName = company ? (scripts[0] === 'en' ? company.nameEn || company.nameZh : company.nameZh || company.nameEn) : '';
  const title = [pick(template.title, scripts[0]), companyName].filter(Boolean).join(' - ');
  return { title, blocks };
};
