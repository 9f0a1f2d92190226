import type { DocumentKind, Locale } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { inBatches, updateFromRecordset, type Column } from '../../db/recordset';
import { documentBodies } from '../../db/disclosure.schema';
import { headlineCategories } from '../../db/schema';
import { documentKeyOf, type DocumentInput } from './documents.writer';
import { facetsOf, toTsvectorLiteral } from './search/search-text';

/** A PostgreSQL array literal of plain codes ('{00700,80700}'); codes never contain quotes or commas. */
const arrayLiteral = (values: string[] | undefined): string => `{${(values ?? []).join(',')}}`;

/**
 * A whole column as ONE array-literal parameter ('{"a","b",NULL}'): drizzle
 * would expand a JS array into a row of parameters, which PostgreSQL caps at 1664.
 */
export const pgArrayParameter = (values: unknown[]): string =>
  `{${values
    .map((value) => {
      if (value === null || value === undefined) return 'NULL';
      const text = typeof value === 'string' ? value : String(value);
      return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',')}}`;

/** What the alerts module reads of a new document. */
export type FeedDocument = {
  id: number;
  kind: DocumentKind;
  md5Key: string;
  market: string | null;
  stockCodes: string[];
  titleEn: string | null;
  titleZh: string | null;
  releaseTime: Date;
  t1Code: string | null;
  t2Codes: string[];
  issuingBody: string | null;
  listType: number | null;
  orgType: number | null;
  sourceType: number | null;
  fileLinkEn: string | null;
  fileLinkZh: string | null;
};

const COLUMNS = [
  ['kind', 'text'],
  ['md5_key', 'text'],
  ['source', 'text'],
  ['source_id', 'text'],
  ['market', 'text'],
  ['stock_codes', 'text'],
  ['issuer_delisted', 'boolean'],
  ['title_en', 'text'],
  ['title_zh', 'text'],
  ['release_time', 'timestamptz'],
  ['t1_code', 'text'],
  ['t2_codes', 'text'],
  ['doc_type', 'text'],
  ['file_link_en', 'text'],
  ['file_link_zh', 'text'],
  ['file_type', 'text'],
  ['file_size', 'text'],
  ['issuing_body', 'text'],
  ['list_type', 'int2'],
  ['org_type', 'int2'],
  ['validity', 'int2'],
  ['version_date', 'date'],
  ['effective_date', 'date'],
  ['rule_number', 'text'],
  ['source_type', 'int2'],
  ['subject_en', 'text'],
  ['subject_zh', 'text'],
  ['punished_party', 'text'],
  ['summary_en', 'text'],
  ['summary_zh', 'text'],
  ['has_body', 'boolean'],
  ['search_title', 'text'],
  ['search_body', 'text'],
] as const;

// Casts from the unnested text/array parameters to the column types.
const SELECT_EXPRESSIONS: Record<string, string> = { stock_codes: 'stock_codes::text[]', t2_codes: 't2_codes::text[]', search_title: 'search_title::tsvector', search_body: 'search_body::tsvector' };

const valuesOf = (document: DocumentInput): unknown[] => {
  const bodies = document.bodies ?? [];
  const facets = facetsOf(document);
  return [
    document.kind,
    documentKeyOf(document.source, document.sourceId),
    document.source,
    document.sourceId,
    document.market ?? null,
    arrayLiteral(document.stockCodes),
    document.issuerDelisted ?? false,
    document.titleEn,
    document.titleZh,
    document.releaseTime.toISOString(),
    document.t1Code ?? null,
    arrayLiteral(document.t2Codes),
    document.docType ?? null,
    document.fileLinkEn ?? null,
    document.fileLinkZh ?? null,
    document.fileType ?? null,
    document.fileSize ?? null,
    document.issuingBody ?? null,
    document.listType ?? null,
    document.orgType ?? null,
    document.validity ?? null,
    document.versionDate ?? null,
    document.effectiveDate ?? null,
    document.ruleNumber ?? null,
    document.sourceType ?? null,
    document.subjectEn ?? null,
    document.subjectZh ?? null,
    document.punishedParty ?? null,
    document.summaryEn ?? null,
    document.summaryZh ?? null,
    bodies.length > 0,
    toTsvectorLiteral([document.titleEn, document.titleZh, document.subjectEn, document.subjectZh, document.ruleNumber], facets),
    bodies.length > 0 ? toTsvectorLiteral(bodies.map((body) => body.body), facets) : null,
  ];
};

/**
 * Prepares the insert of a batch (the CPU part: lexemes and parameters) so a
 * loader can build the next batch while the database writes this one.
 * `run` inserts the documents and their bodies, skipping any whose
 * (source, source_id) is already stored, and resolves to how many were inserted.
 */
export const prepareDocumentInsert = (documents: DocumentInput[]): { run: (db: Database) => Promise<number> } => {
  if (documents.length === 0) return { run: async () => 0 };
  const columns = COLUMNS.map(([name]) => name);
  const arrays: unknown[][] = columns.map(() => []);
  for (const document of documents) valuesOf(document).forEach((value, index) => arrays[index]!.push(value));
  const unnestArgs = sql.join(
    COLUMNS.map(([, type], index) => sql`${pgArrayParameter(arrays[index]!)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const selectList = columns.map((name) => SELECT_EXPRESSIONS[name] ?? name).join(', ');
  const bodiesByKey = new Map(documents.filter((document) => document.bodies?.length).map((document) => [`${document.source}:${document.sourceId}`, document.bodies!]));
  return {
    run: async (db) => {
      const inserted = await selectRows<{ id: number; source: string; source_id: string }>(
        db,
        sql`insert into documents (${sql.raw(columns.join(', '))})
            select ${sql.raw(selectList)} from unnest(${unnestArgs}) as input(${sql.raw(columns.join(', '))})
            on conflict (source, source_id) do nothing
            returning id, source, source_id`,
      );
      const ids: number[] = [];
      const langs: string[] = [];
      const texts: string[] = [];
      for (const row of inserted) {
        for (const body of bodiesByKey.get(`${row.source}:${row.source_id}`) ?? []) {
          ids.push(Number(row.id));
          langs.push(body.lang);
          texts.push(body.body);
        }
      }
      if (ids.length > 0) {
        await db.execute(sql`insert into document_bodies (document_id, lang, body) select * from unnest(${pgArrayParameter(ids)}::int8[], ${pgArrayParameter(langs)}::text[], ${pgArrayParameter(texts)}::text[])`);
      }
      return inserted.length;
    },
  };
};

/** Inserts documents and their bodies now; see prepareDocumentInsert. */
export const insertDocuments = (db: Database, documents: DocumentInput[]): Promise<number> => prepareDocumentInsert(documents).run(db);

/** A stored demonstration document as a seed step rewrites it in place. */
export type DemoDocumentRow = {
  id: number;
  sourceId: string;
  market: string | null;
  stockCodes: string[];
  releaseTime: Date;
  listType: number | null;
  titleEn: string | null;
  titleZh: string | null;
  t1Code: string | null;
  t2Codes: string[];
  docType: string | null;
  ruleNumber: string | null;
  subjectEn: string | null;
  subjectZh: string | null;
  summaryEn: string | null;
  summaryZh: string | null;
  fileSize: string | null;
};

// The columns a rewrite sets, with the title vector made again from the new titles.
const REWRITE_COLUMNS: Column<DemoDocumentRow>[] = [
  ['id', 'bigint', (row) => row.id],
  ['title_en', 'text', (row) => row.titleEn],
  ['title_zh', 'text', (row) => row.titleZh],
  ['t1_code', 'text', (row) => row.t1Code],
  ['t2_codes', 'text[]', (row) => row.t2Codes],
  ['doc_type', 'text', (row) => row.docType],
  ['rule_number', 'text', (row) => row.ruleNumber],
  ['summary_en', 'text', (row) => row.summaryEn],
  ['summary_zh', 'text', (row) => row.summaryZh],
  ['file_size', 'text', (row) => row.fileSize],
  ['search_title', 'text', (row) => toTsvectorLiteral([row.titleEn, row.titleZh, row.subjectEn, row.subjectZh, row.ruleNumber], facetsOf(row))],
];

/** One document row of a company's index. */
export type CompanyDocument = {
  id: number;
  kind: string;
  source: string;
  titleEn: string | null;
  titleZh: string | null;
  stockCodes: string[];
  /** 'YYYY-MM-DD HH:MM' in Hong Kong time. */
  releaseTime: string;
  category: string | null;
  /** The category is a guess of our reference tree, not yet confirmed by the imported category files. */
  categoryGuessed: boolean;
  fileLinkEn: string | null;
  fileLinkZh: string | null;
  /** Languages with a stored body ('en', 'zh'). */
  bodyLangs: string[];
  /** How many documents matched in all (the list itself stops at the limit). */
  total: number;
};

export type DocumentFilter = { kind?: DocumentKind; startDate?: string; endDate?: string };

// Category names per interface language (headline_categories columns).
const CATEGORY_NAME_COLUMN: Record<Locale, string> = { en: 'name_en', 'zh-HK': 'name_zh_hk', 'zh-CN': 'name_zh_cn' };

/** The GIN indexes of documents, exactly as migration 0003 creates them. */
const GIN_INDEXES = [
  ['documents_stock_codes_idx', 'stock_codes'],
  ['documents_t2_codes_idx', 't2_codes'],
  ['documents_search_title_idx', 'search_title'],
  ['documents_search_body_idx', 'search_body'],
] as const;

/** Documents by company (the download centre) and the bulk writes of seeds and loaders: categories, the demo corpus, index maintenance. */
export const createDocumentsRepository = (db: Database) => ({
  /** Documents stored after id `afterId`, oldest first (the alerts module's event feed). */
  listAfter: (afterId: number, limit: number, tx: Database = db): Promise<FeedDocument[]> =>
    selectRows<FeedDocument>(
      tx,
      sql`select id, kind, md5_key as "md5Key", market, stock_codes as "stockCodes", title_en as "titleEn", title_zh as "titleZh",
          release_time as "releaseTime", t1_code as "t1Code", t2_codes as "t2Codes", issuing_body as "issuingBody", list_type as "listType",
          org_type as "orgType", source_type as "sourceType", file_link_en as "fileLinkEn", file_link_zh as "fileLinkZh"
        from documents where id > ${afterId} order by id limit ${limit}`,
    ).then((rows) => rows.map((row) => ({ ...row, id: Number(row.id), releaseTime: new Date(row.releaseTime) }))),
  /** The newest document id (0 when there are none). */
  maxId: async (tx: Database = db): Promise<number> => {
    const [row] = await selectRows<{ max: string | number | null }>(tx, sql`select max(id) as max from documents`);
    return Number(row?.max ?? 0);
  },
  /**
   * A company's documents, newest first, at most `limit`, with the category
   * name in `locale` (tier-2 headline, else tier 1, else the pre-2007 type).
   * Dates are Hong Kong calendar days.
   */
  listCompanyDocuments: (company: { stockCode: string; market: string }, filter: DocumentFilter, limit: number, locale: Locale) => {
    const name = sql.raw(CATEGORY_NAME_COLUMN[locale]);
    const conditions = [sql`d.stock_codes @> array[${company.stockCode}]::text[]`, sql`(d.market is null or d.market = ${company.market})`];
    if (filter.kind) conditions.push(sql`d.kind = ${filter.kind}`);
    if (filter.startDate) conditions.push(sql`d.release_time >= (${filter.startDate}::date)::timestamp at time zone 'Asia/Hong_Kong'`);
    if (filter.endDate) conditions.push(sql`d.release_time < (${filter.endDate}::date + 1)::timestamp at time zone 'Asia/Hong_Kong'`);
    return selectRows<CompanyDocument>(
      db,
      sql`select d.id::int as id, d.kind, d.source, d.title_en as "titleEn", d.title_zh as "titleZh", d.stock_codes as "stockCodes",
          to_char(d.release_time at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD HH24:MI') as "releaseTime",
          coalesce(t2.${name}, t1.${name}, dt.${name}) as category,
          coalesce(t2.guessed, t1.guessed, dt.guessed, false) as "categoryGuessed",
          d.file_link_en as "fileLinkEn", d.file_link_zh as "fileLinkZh",
          array(select b.lang from document_bodies b where b.document_id = d.id order by b.lang) as "bodyLangs",
          (count(*) over ())::int as total
        from documents d
        left join headline_categories t1 on t1.level = 't1' and t1.code = d.t1_code
        left join headline_categories t2 on t2.level = 't2' and t2.code = d.t2_codes[1]
        left join headline_categories dt on dt.level = 'doc' and dt.code = d.doc_type
        where ${sql.join(conditions, sql` and `)}
        order by d.release_time desc, d.id desc
        limit ${limit}`,
    );
  },

  /** The stored bodies of some documents. */
  listBodies: (documentIds: number[]) =>
    db
      .select({ documentId: documentBodies.documentId, lang: documentBodies.lang, body: documentBodies.body })
      .from(documentBodies)
      .where(inArray(documentBodies.documentId, documentIds)),
  /** Inserts the headline categories not stored yet. */
  insertMissingHeadlineCategories: async (rows: (typeof headlineCategories.$inferInsert)[]) => {
    await db.insert(headlineCategories).values(rows).onConflictDoNothing();
  },
  /** Whether any run of the category importer has been recorded (the tree then comes from the files). */
  categoryFilesImported: async (): Promise<boolean> => {
    const [row] = await selectRows<{ found: number }>(db, sql`select 1 as found from import_runs where importer = 'hkex-categories' limit 1`);
    return row !== undefined;
  },
  /** Marks categories as guesses of the reference seed. */
  markGuessedCategories: async (keys: { level: string; code: string }[]) => {
    for (const key of keys) await db.update(headlineCategories).set({ guessed: true }).where(and(eq(headlineCategories.level, key.level), eq(headlineCategories.code, key.code)));
  },
  /** The stored demonstration documents of a kind (the markets given, or all). */
  listDemoDocuments: async (kind: DocumentKind, markets?: string[]): Promise<DemoDocumentRow[]> => {
    const rows = await selectRows<DemoDocumentRow>(
      db,
      sql`select id, source_id as "sourceId", market, stock_codes as "stockCodes", release_time as "releaseTime", list_type as "listType", title_en as "titleEn",
          title_zh as "titleZh", t1_code as "t1Code", t2_codes as "t2Codes", doc_type as "docType", rule_number as "ruleNumber", subject_en as "subjectEn",
          subject_zh as "subjectZh", summary_en as "summaryEn", summary_zh as "summaryZh", file_size as "fileSize"
        from documents where source = 'demo' and kind = ${kind} ${markets ? sql`and market = any(${arrayLiteral(markets)}::text[])` : sql``} order by id`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), releaseTime: new Date(row.releaseTime) }));
  },
  /**
   * Rewrites demonstration documents' titles, categories, rule numbers, summaries and file sizes in place:
   * their ids stay, so the alerts feed sees nothing new.
   */
  rewriteDemoDocuments: async (rows: DemoDocumentRow[]) => {
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('documents', 'id', REWRITE_COLUMNS, batch, { search_title: 't.search_title::tsvector' }));
  },
  /** Deletes demonstration documents (their bodies go with them). */
  deleteDemoDocuments: async (ids: number[]) => {
    if (ids.length > 0) await db.execute(sql`delete from documents where source = 'demo' and id = any(${pgArrayParameter(ids)}::int8[])`);
  },
  countDemoAnnouncements: async (): Promise<number> => {
    const [existing] = await selectRows<{ count: string | number }>(db, sql`select count(*) as count from documents where source = 'demo' and kind = 'announcement'`);
    return Number(existing?.count ?? 0);
  },
  deleteDemoAnnouncements: async () => {
    await db.execute(sql`delete from documents where source = 'demo' and kind = 'announcement'`);
  },
  /** Drops the GIN indexes before a large load (buildGinIndexes puts them back). */
  dropGinIndexes: async () => {
    for (const [name] of GIN_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
  },
  /** (Re)creates any missing GIN index of documents, with more sort memory than the default. */
  buildGinIndexes: async () => {
    await db.transaction(async (transaction) => {
      await transaction.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const [name, column] of GIN_INDEXES) await transaction.execute(sql.raw(`create index if not exists ${name} on documents using gin (${column})`));
    });
  },
  /**
   * After a load: merges the GIN indexes' pending lists into the indexes, then refreshes the planner
   * statistics. Rows inserted into a GIN index with fastupdate wait in a pending list that every
   * search scans in full until VACUUM merges it; PGlite never autovacuums, and a server does so only
   * later, so right after the 20,000-document starter corpus a stock-code or keyword look-up took
   * 6–10 ms instead of 0.2 ms (docs/PERFORMANCE.md).
   */
  analyze: async () => {
    await db.execute(
      sql`select gin_clean_pending_list(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam where i.indrelid = 'documents'::regclass and am.amname = 'gin'`,
    );
    await db.execute(sql`analyze documents`);
  },
});
