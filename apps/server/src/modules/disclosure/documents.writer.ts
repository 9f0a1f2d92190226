import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DocumentKind } from '@app/contracts';
import { selectRows, type Database } from '../../db/client';
import { facetsOf, toTsvectorLiteral } from './search/search-text';

/** A document as importers and the demo generator hand it over. */
export type DocumentInput = {
  kind: DocumentKind;
  source: string;
  sourceId: string;
  market?: string | null;
  stockCodes?: string[];
  issuerDelisted?: boolean;
  titleEn: string | null;
  titleZh: string | null;
  releaseTime: Date;
  t1Code?: string | null;
  t2Codes?: string[];
  docType?: string | null;
  fileLinkEn?: string | null;
  fileLinkZh?: string | null;
  fileType?: string | null;
  fileSize?: string | null;
  issuingBody?: string | null;
  listType?: number | null;
  orgType?: number | null;
  validity?: number | null;
  versionDate?: string | null;
  effectiveDate?: string | null;
  ruleNumber?: string | null;
  sourceType?: number | null;
  subjectEn?: string | null;
  subjectZh?: string | null;
  punishedParty?: string | null;
  summaryEn?: string | null;
  summaryZh?: string | null;
  bodies?: { lang: 'en' | 'zh'; body: string }[];
};

/** The public key of a document: md5 of its source and source id, stable across re-imports. */
export const documentKeyOf = (source: string, sourceId: string): string => createHash('md5').update(`${source}:${sourceId}`).digest('hex');

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
