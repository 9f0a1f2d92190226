import { toReaderScript } from '@app/domain/chinese-script';
import type { Database } from '../../../db/client';
import { createDocumentsRepository } from '../documents.repository';
import { DOCUMENT_TYPES, TIER_ONE, TIER_TWO, TIER_TWO_GROUPS } from './headline-categories';

/** Loads the headline-category tree (reference data; the category importer may later replace names). */
export const seedHeadlineCategories = async (db: Database): Promise<string> => {
  const rows = [
    ...TIER_ONE.map((entry, index) => ({ level: 't1', code: entry.code, t1Code: null, groupCode: null, entry, sortOrder: index })),
    ...TIER_TWO_GROUPS.map((entry, index) => ({ level: 't2g', code: entry.code, t1Code: entry.t1, groupCode: null, entry, sortOrder: index })),
    ...TIER_TWO.map((entry, index) => ({ level: 't2', code: entry.code, t1Code: entry.t1, groupCode: entry.group, entry, sortOrder: index })),
    ...DOCUMENT_TYPES.map((entry, index) => ({ level: 'doc', code: entry.code, t1Code: null, groupCode: null, entry, sortOrder: index })),
  ].map(({ entry, ...row }) => ({ ...row, nameEn: entry.en, nameZhHk: entry.zhHk, nameZhCn: toReaderScript(entry.zhHk, 'zh-CN') }));
  await createDocumentsRepository(db).insertMissingHeadlineCategories(rows);
  return `${rows.length} headline categories and document types`;
};

/** Name of the headline-category seed step in seed_runs. */
export const HEADLINE_CATEGORIES_SEED_NAME = '2026-11-22-headline-categories';
