import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { documents, headlineCategories, hkCompanies, importRuns, listedCompanies } from '../../../db/schema';
import { facetsOf, toTsvectorLiteral } from '../search/search-text';
import type { DocumentValues, StoredDocument } from './document-merge';
import type { CategoryLevel, CategoryRecord } from './headline-matcher';
import type { ImportReport } from './import-report';

/** Rows per statement: look-ups by key and multi-row inserts stay well under PostgreSQL's parameter limit. */
const BATCH_ROWS = 500;

const inBatches = <Item>(items: readonly Item[]): Item[][] => {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH_ROWS) batches.push(items.slice(start, start + BATCH_ROWS));
  return batches;
};

/** A column written from a JSON recordset: its name, its type in json_to_recordset, and its value. */
type Column<Row> = [name: string, type: string, valueOf: (row: Row) => unknown];

/**
 * Rows as ONE json parameter read back by json_to_recordset: several times
 * faster than a parameter per value, above all on PGlite (see prices.repository).
 */
const recordsetOf = <Row>(columns: Column<Row>[], rows: Row[]): SQL => {
  const records = rows.map((row) => Object.fromEntries(columns.map(([name, , valueOf]) => [name, valueOf(row)])));
  return sql`json_to_recordset(${JSON.stringify(records)}::json) as t(${sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '))})`;
};

/** INSERT … SELECT from a recordset; `casts` turns a recordset column into the stored type. */
const insertFromRecordset = <Row>(table: string, columns: Column<Row>[], rows: Row[], casts: Record<string, string> = {}): SQL => {
  const names = columns.map(([name]) => name);
  return sql`insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
    select ${sql.raw(names.map((name) => casts[name] ?? `t.${name}`).join(', '))} from ${recordsetOf(columns, rows)}`;
};

/** UPDATE … FROM a recordset, matching `key`; `extra` adds set clauses (updated_at = now()). */
const updateFromRecordset = <Row>(table: string, key: string, columns: Column<Row>[], rows: Row[], casts: Record<string, string> = {}, extra = ''): SQL => {
  const assignments = columns.filter(([name]) => name !== key).map(([name]) => `${name} = ${casts[name] ?? `t.${name}`}`);
  if (extra) assignments.push(extra);
  return sql`update ${sql.raw(table)} as target set ${sql.raw(assignments.join(', '))}
    from ${recordsetOf(columns, rows)} where target.${sql.raw(key)} = t.${sql.raw(key)}`;
};

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

const LISTED_COMPANY_COLUMNS: Column<ListedCompanyWrite>[] = [
  ['stock_code', 'varchar', (row) => row.stockCode],
  ['short_name_en', 'varchar', (row) => row.shortNameEn],
  ['status', 'smallint', (row) => row.status],
  ['trading_state', 'varchar', (row) => row.tradingState],
];

const HK_COMPANY_COLUMNS: Column<HkCompanyValues>[] = [
  ['company_no', 'varchar', (row) => row.companyNo],
  ['name_en', 'text', (row) => row.nameEn],
  ['name_zh', 'text', (row) => row.nameZh],
  ['register_kind', 'varchar', (row) => row.registerKind],
  ['incorporation_date', 'date', (row) => row.incorporationDate],
  ['name_history', 'jsonb', (row) => row.nameHistory],
];

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

/** A listed company as the stock-list importer reads it. */
export type StoredListedCompany = { id: string; stockCode: string; shortNameEn: string | null; status: number; tradingState: string | null };
export type ListedCompanyWrite = Omit<StoredListedCompany, 'id'>;

/** A Companies Registry company as the registry importer reads and writes it. */
export type HkCompanyValues = {
  companyNo: string;
  nameEn: string | null;
  nameZh: string | null;
  registerKind: string;
  incorporationDate: string | null;
  nameHistory: { date: string | null; nameEn: string | null; nameZh: string | null }[];
};

/** A category row with its order, as stored. */
export type CategoryValues = CategoryRecord & { level: CategoryLevel; sortOrder: number };

/**
 * The only SQL of the importers. Every function takes the run's transaction
 * as `db`, so a run is written completely or not at all.
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
      })
      .from(headlineCategories) as Promise<CategoryValues[]>,

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

  /** Stored listed companies of a market by code, keyed by code. */
  findListedCompanies: async (market: string, stockCodes: string[]): Promise<Map<string, StoredListedCompany>> => {
    const found = new Map<string, StoredListedCompany>();
    for (const batch of inBatches(stockCodes)) {
      const rows = await db
        .select({
          id: listedCompanies.id,
          stockCode: listedCompanies.stockCode,
          shortNameEn: listedCompanies.shortNameEn,
          status: listedCompanies.status,
          tradingState: listedCompanies.tradingState,
        })
        .from(listedCompanies)
        .where(and(eq(listedCompanies.market, market), inArray(listedCompanies.stockCode, batch)))
        .for('update');
      for (const row of rows) found.set(row.stockCode, row);
    }
    return found;
  },

  insertListedCompanies: async (market: string, rows: ListedCompanyWrite[]): Promise<void> => {
    const columns: Column<ListedCompanyWrite>[] = [['market', 'varchar', () => market], ...LISTED_COMPANY_COLUMNS];
    for (const batch of inBatches(rows)) await db.execute(insertFromRecordset('listed_companies', columns, batch));
  },

  /** Rewrites stored listed companies (by id). */
  updateListedCompanies: async (rows: StoredListedCompany[]): Promise<void> => {
    const columns: Column<StoredListedCompany>[] = [['id', 'uuid', (row) => row.id], ...LISTED_COMPANY_COLUMNS.filter(([name]) => name !== 'stock_code')];
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('listed_companies', 'id', columns, batch, {}, 'updated_at = now()'));
  },

  /** Stored registry companies by number, keyed by number. */
  findHkCompanies: async (companyNumbers: string[]): Promise<Map<string, HkCompanyValues>> => {
    const found = new Map<string, HkCompanyValues>();
    for (const batch of inBatches([...new Set(companyNumbers)])) {
      const rows = await db
        .select({
          companyNo: hkCompanies.companyNo,
          nameEn: hkCompanies.nameEn,
          nameZh: hkCompanies.nameZh,
          registerKind: hkCompanies.registerKind,
          incorporationDate: hkCompanies.incorporationDate,
          nameHistory: hkCompanies.nameHistory,
        })
        .from(hkCompanies)
        .where(inArray(hkCompanies.companyNo, batch))
        .for('update');
      for (const row of rows) found.set(row.companyNo, row as HkCompanyValues);
    }
    return found;
  },

  insertHkCompanies: async (rows: HkCompanyValues[], source: string): Promise<void> => {
    const columns: Column<HkCompanyValues>[] = [...HK_COMPANY_COLUMNS, ['source', 'varchar', () => source]];
    for (const batch of inBatches(rows)) await db.execute(insertFromRecordset('hk_companies', columns, batch));
  },

  /** Rewrites stored registry companies (by number); `source` becomes the importer's. */
  updateHkCompanies: async (rows: HkCompanyValues[], source: string): Promise<void> => {
    const columns: Column<HkCompanyValues>[] = [...HK_COMPANY_COLUMNS, ['source', 'varchar', () => source]];
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('hk_companies', 'company_no', columns, batch, {}, 'updated_at = now()'));
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
