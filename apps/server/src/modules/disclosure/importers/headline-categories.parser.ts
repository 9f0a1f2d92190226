import type { CategoryIndex, CategoryLevel } from './headline-matcher';
import type { HkexLanguage } from './hkex-document';
import { ImportFormatError, type ImportRejection, type ParseResult } from './import-report';
import { isRecord, readJson, textOf } from './parse-helpers';

/** One category file of a run, with its level and language (from its name or the operator). */
export type CategoryFile = { name: string; text: string; level: CategoryLevel; lang: HkexLanguage };

/** A category as the files of one run describe it; a name is undefined when that language's file was not given. */
export type CategoryPatch = {
  row: number;
  file: string;
  level: CategoryLevel;
  code: string;
  t1Code: string | null;
  groupCode: string | null;
  nameEn?: string;
  nameZhHk?: string;
  sortOrder: number;
};

const CODE_PATTERN = /^[0-9A-Za-z]{1,10}$/;

/**
 * The level and language a file name gives away: HKEXnews names
 * (`tierone_e.json`, `tiertwogrp_c.json`, `tiertwo_e.json`, `doc_c.json`) and
 * the hkexann cache names (`hkex_tier_two_groups_cache.json`). Parts it cannot tell are absent.
 */
export const describeCategoryFileName = (fileName: string): { level?: CategoryLevel; lang?: HkexLanguage } => {
  const base = fileName.toLowerCase().replace(/^.*[\\/]/, '');
  let level: CategoryLevel | undefined;
  if (/tiertwogrp|tier_two_group/.test(base)) level = 't2g';
  else if (/tiertwo|tier_two/.test(base)) level = 't2';
  else if (/tierone|tier_one/.test(base)) level = 't1';
  else if (/(^|[^a-z])doc/.test(base)) level = 'doc';
  const lang = /_e\.json$/.test(base) ? 'E' : /_c\.json$/.test(base) ? 'ZH' : undefined;
  return { ...(level ? { level } : {}), ...(lang ? { lang } : {}) };
};

/** Levels in the order a run applies them, so a tier 1 exists before its groups and tier 2s. */
const LEVEL_ORDER: CategoryLevel[] = ['t1', 't2g', 't2', 'doc'];

/**
 * Reads HKEXnews category files (data-sources §2.1, §3.1) of one or more
 * levels, in English and/or Chinese, and joins the two languages on (level, code):
 * tierone `{code, name}`, tiertwogrp `{code, name, t1code}`, tiertwo
 * `{code, name, t1code, t2Gcode}` (-1: no group), doc `{code, name}`.
 * A group's or tier 2's tier 1 (and a tier 2's group) must be stored or in the run.
 * @throws ImportFormatError when a file is not a JSON array.
 */
export const parseHeadlineCategoryFiles = (files: CategoryFile[], options: { categories: CategoryIndex }): ParseResult<CategoryPatch> => {
  const rejections: ImportRejection[] = [];
  const patches = new Map<string, CategoryPatch>();
  const sorted = [...files].sort((left, right) => LEVEL_ORDER.indexOf(left.level) - LEVEL_ORDER.indexOf(right.level));
  const isKnown = (level: CategoryLevel, code: string) => options.categories.hasCode(level, code) || patches.has(`${level}|${code}`);
  for (const file of sorted) {
    const body = readJson(file.text, file.name);
    if (!Array.isArray(body)) throw new ImportFormatError(`${file.name} must be a JSON array of categories.`);
    const seen = new Map<string, number>();
    body.forEach((item: unknown, index: number) => {
      const row = index + 1;
      const reject = (reason: string) => rejections.push({ row, reason, file: file.name });
      if (!isRecord(item)) return reject('the row is not an object');
      const problems: string[] = [];
      const code = textOf(item.code);
      if (!code) problems.push('code is missing');
      else if (!CODE_PATTERN.test(code)) problems.push(`code "${code}" is not a category code`);
      const name = textOf(item.name).replace(/\s+/g, ' ');
      if (!name) problems.push('name is missing');
      let t1Code: string | null = null;
      let groupCode: string | null = null;
      if (file.level === 't2g' || file.level === 't2') {
        t1Code = textOf(item.t1code);
        if (!t1Code) problems.push('t1code is missing');
        else if (!isKnown('t1', t1Code)) problems.push(`unknown tier-1 code "${t1Code}"`);
      }
      if (file.level === 't2') {
        const group = textOf(item.t2Gcode);
        // -1: the tier 1 has no group level
        groupCode = group === '' || group === '-1' ? null : group;
        if (groupCode && !isKnown('t2g', groupCode)) problems.push(`unknown tier-2 group code "${groupCode}"`);
      }
      const first = seen.get(code);
      if (code && first !== undefined) problems.push(`duplicate code ${code} (first on row ${first})`);
      if (problems.length > 0) return reject(problems.join('; '));
      seen.set(code, row);
      const key = `${file.level}|${code}`;
      const patch = patches.get(key) ?? { row, file: file.name, level: file.level, code, t1Code, groupCode, sortOrder: index };
      if (file.lang === 'E') patch.nameEn = name;
      else patch.nameZhHk = name;
      // The English file sets the order and the tree when both are given.
      if (file.lang === 'E') Object.assign(patch, { t1Code, groupCode, sortOrder: index });
      patches.set(key, patch);
    });
  }
  return { rows: [...patches.values()], rejections };
};
