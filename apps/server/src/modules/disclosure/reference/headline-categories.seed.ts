import { toReaderScript } from '@app/domain/chinese-script';
import type { Database } from '../../../db/client';
import { createDocumentsRepository } from '../documents.repository';
import { DOCUMENT_TYPES, TIER_ONE, TIER_TWO, TIER_TWO_GROUPS, type CategoryFixture } from './headline-categories';

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

/** The seeded codes no public source confirms, by level. */
export const guessedCategoryCodes = (): { level: string; code: string }[] =>
  (
    [
      ['t1', TIER_ONE],
      ['t2g', TIER_TWO_GROUPS],
      ['t2', TIER_TWO],
      ['doc', DOCUMENT_TYPES],
    ] as [string, CategoryFixture[]][]
  ).flatMap(([level, entries]) => entries.filter((entry) => !entry.confirmed).map((entry) => ({ level, code: entry.code })));

/**
 * Marks the seeded guesses as such (issue 18), so every screen can say so until the
 * category files are imported, which replace them. A database whose tree was already
 * imported holds no guesses.
 */
export const markGuessedHeadlineCategories = async (db: Database): Promise<string> => {
  const repository = createDocumentsRepository(db);
  if (await repository.categoryFilesImported()) return 'the category files were imported: no guesses to mark';
  const guesses = guessedCategoryCodes();
  await repository.markGuessedCategories(guesses);
  return `${guesses.length} guessed headline categories and document types marked`;
};

/** Name of the seed step that marks the guesses in seed_runs. */
export const GUESSED_CATEGORIES_SEED_NAME = '2026-11-27-headline-categories-guessed';
