import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type Column, inBatches, insertFromRecordset, updateFromRecordset } from '../../../db/recordset';
import { documents, headlineCategories, importRuns } from '../../../db/schema';
import { facetsOf, toTsvectorLiteral } from '../search/search-text';
import type { DocumentValues, StoredDocument } from './document-merge';
import type { CategoryLevel, CategoryRecord } from './headline-matcher';
import type { ImportReport } from './import-report';

const DOCUMENT_COLUMNS: Column<DocumentValues>[] = [
  ['kind', 'varchar', (row) => row.kind],
  ['md5_key', 'varchar', (row) => row.md5Key],
  ['source', 'varchar', (row) => row.source],
  ['source_id', 'varchar', (row) => row.sourceId],
  ['market', 'varchar', (row) => row.market],
  ['stock_codes', 'text[]', (row) => row.stockCodes],
  ['release_time', 'timestamptz', (row) => row.releaseTime.toISOString()],
  ['t1_code', 'varchar', (row) => row.t1Code],
  ['t2_codes', 'text[]', (row) => row.t2Codes],
  ['doc_type', 'varchar', (row) => row.docType],
  ['source_type', 'smallint', (row) => row.sourceType],
  ['title_en', 'text', (row) => row.titleEn],
  ['title_zh', 'text', (row) => row.titleZh],
  ['file_link_en', 'text', (row) => row.fileLinkEn],
  ['file_link_zh', 'text', (row) => row.fileLinkZh],
  ['file_type', 'varchar', (row) => row.fileType],
  ['file_size', 'varchar', (row) => row.fileSize],
  ['punished_party', 'text', (row) => row.punishedParty],
  // Both titles and the filter facets as a tsvector literal built by modules/disclosure/search, cast with ::tsvector (no parser involved).
  ['search_title', 'text', (row) => toTsvectorLiteral([row.titleEn, row.titleZh], facetsOf(row))],
];
const DOCUMENT_CASTS = { search_title: 't.search_title::tsvector' };

const documentSelection = {
  id: documents.id,
  kind: documents.kind,
  md5Key: documents.md5Key,
  source: documents.source,
  sourceId: documents.sourceId,
  market: documents.market,
  stockCodes: documents.stockCodes,
  releaseTime: documents.releaseTime,
  t1Code: documents.t1Code,
  t2Codes: documents.t2Codes,
  docType: documents.docType,
  sourceType: documents.sourceType,
  titleEn: documents.titleEn,
  titleZh: documents.titleZh,
  fileLinkEn: documents.fileLinkEn,
  fileLinkZh: documents.fileLinkZh,
  fileType: documents.fileType,
  fileSize: documents.fileSize,
  punishedParty: documents.punishedParty,
};

/** A category row with its order, as stored. */
export type CategoryValues = CategoryRecord & { level: CategoryLevel; sortOrder: number; guessed: boolean };

/**
 * The importers' SQL for documents, categories and runs (the company registers are
 * written through the companies module's openCompanyRegisters). Every function takes
 * the run's transaction as `db`, so a run is written completely or not at all.
 */
export const createImportersRepository = (db: Database) => ({
  /** The whole HKEXnews category tree (a few hundred rows). */
  listCategories: (): Promise<CategoryValues[]> =>
    db
      .select({
        level: headlineCategories.level,
        code: headlineCategories.code,
        t1Code: headlineCategories.t1Code,
        groupCode: headlineCategories.groupCode,
        nameEn: headlineCategories.nameEn,
        nameZhHk: headlineCategories.nameZhHk,
        nameZhCn: headlineCategories.nameZhCn,
        sortOrder: headlineCategories.sortOrder,
        guessed: headlineCategories.guessed,
      })
      .from(headlineCategories) as Promise<CategoryValues[]>,

  /** Deletes categories (by level and code). */
  deleteCategories: async (keys: { level: string; code: string }[]): Promise<void> => {
    for (const key of keys) await db.delete(headlineCategories).where(and(eq(headlineCategories.level, key.level), eq(headlineCategories.code, key.code)));
  },

  insertCategories: async (rows: CategoryValues[]): Promise<void> => {
    for (const batch of inBatches(rows)) await db.insert(headlineCategories).values(batch);
  },

  updateCategory: async (row: CategoryValues): Promise<void> => {
    await db
      .update(headlineCategories)
      .set(row)
      .where(and(eq(headlineCategories.level, row.level), eq(headlineCategories.code, row.code)));
  },

  /** Stored documents of one source by their source ids, keyed by source id. */
  findDocuments: async (source: string, sourceIds: string[]): Promise<Map<string, StoredDocument>> => {
    const found = new Map<string, StoredDocument>();
    for (const batch of inBatches([...new Set(sourceIds)])) {
      const rows = await db
        .select(documentSelection)
        .from(documents)
        .where(and(eq(documents.source, source), inArray(documents.sourceId, batch)))
        // Another run importing the same documents waits instead of merging over this one.
        .for('update');
      for (const row of rows) found.set(row.sourceId, row as StoredDocument);
    }
    return found;
  },

  insertDocuments: async (rows: DocumentValues[]): Promise<void> => {
    for (const batch of inBatches(rows)) await db.execute(insertFromRecordset('documents', DOCUMENT_COLUMNS, batch, DOCUMENT_CASTS));
  },

  /** Rewrites stored documents (by id) with merged values. */
  updateDocuments: async (rows: StoredDocument[]): Promise<void> => {
    const columns: Column<StoredDocument>[] = [['id', 'bigint', (row) => row.id], ...DOCUMENT_COLUMNS];
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('documents', 'id', columns, batch, DOCUMENT_CASTS));
  },

  /** When the latest run of `importer` (any of its variants, `importer:…`) finished, or null when it never ran. */
  lastRunFinishedAt: async (importer: string): Promise<Date | null> => {
    const [row] = await db
      .select({ finishedAt: importRuns.finishedAt })
      .from(importRuns)
      .where(or(eq(importRuns.importer, importer), like(importRuns.importer, `${importer}:%`)))
      .orderBy(desc(importRuns.finishedAt))
      .limit(1);
    return row?.finishedAt ?? null;
  },

  /** Records what a run did (import_runs). */
  recordRun: async (report: ImportReport): Promise<void> => {
    await db.insert(importRuns).values({
      importer: report.importer,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected,
      rejections: report.rejections,
    });
  },
});

export type ImportersRepository = ReturnType<typeof createImportersRepository>;
