import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../src/db/client';
import { generateAnnouncements, type CorpusCompany, type CorpusPlan } from './announcement-generator';
import { generateRegulatoryDocuments } from './regulatory-generator';
import { insertDocuments, prepareDocumentInsert } from '../../../src/modules/disclosure/documents.writer';

/** The issuers the demo corpus is written for: the real company catalogue. */
export const loadCorpusCompanies = async (db: Database): Promise<CorpusCompany[]> => {
  const rows = await selectRows<{ market: string; stock_code: string; name_en: string | null; name_zh: string | null; status: number }>(
    db,
    sql`select market, stock_code, coalesce(name_en, short_name_en) as name_en, coalesce(name_cn, short_name_cn) as name_zh, status from listed_companies order by market, stock_code`,
  );
  return rows.map((row) => ({ market: row.market, stockCode: row.stock_code, nameEn: row.name_en, nameZh: row.name_zh, delisted: Number(row.status) === 2 }));
};

export type CorpusProgress = (done: number, total: number) => void;

/** Loads of at least this many announcements drop and rebuild the GIN indexes. */
const BULK_LOAD_THRESHOLD = 100_000;

/** The GIN indexes of documents, exactly as migration 0003 creates them. */
const GIN_INDEXES = [
  ['documents_stock_codes_idx', 'stock_codes'],
  ['documents_t2_codes_idx', 't2_codes'],
  ['documents_search_title_idx', 'search_title'],
  ['documents_search_body_idx', 'search_body'],
] as const;

/** (Re)creates any missing GIN index of documents, with more sort memory than the default. */
export const buildGinIndexes = async (db: Database) => {
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const [name, column] of GIN_INDEXES) await transaction.execute(sql.raw(`create index if not exists ${name} on documents using gin (${column})`));
  });
};

/**
 * Makes the demonstration announcement corpus exactly `plan.announcements`
 * long (regenerating it when the size differs), plus the regulatory demo
 * documents. Returns what it did.
 */
export const seedDemoCorpus = async (db: Database, plan: CorpusPlan, onProgress?: CorpusProgress): Promise<{ inserted: number; regulatory: number; skipped: boolean }> => {
  const [existing] = await selectRows<{ count: string | number }>(db, sql`select count(*) as count from documents where source = 'demo' and kind = 'announcement'`);
  let inserted = 0;
  let skipped = Number(existing?.count ?? 0) === plan.announcements;
  if (!skipped) {
    await db.execute(sql`delete from documents where source = 'demo' and kind = 'announcement'`);
    const companies = await loadCorpusCompanies(db);
    // A large load writes faster without its GIN indexes, which are then built once (as in migration 0003).
    const rebuildIndexes = plan.announcements >= BULK_LOAD_THRESHOLD;
    if (rebuildIndexes) for (const [name] of GIN_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
    // Build batch n + 1 while the database writes batch n: on two cores this nearly doubles the rate.
    let writing: Promise<number> = Promise.resolve(0);
    for (const batch of generateAnnouncements(plan, companies)) {
      const prepared = prepareDocumentInsert(batch);
      inserted += await writing;
      onProgress?.(inserted, plan.announcements);
      writing = prepared.run(db);
    }
    inserted += await writing;
    onProgress?.(inserted, plan.announcements);
    if (rebuildIndexes) await buildGinIndexes(db);
  }
  const regulatory = await insertDocuments(db, generateRegulatoryDocuments(plan.now));
  await db.execute(sql`analyze documents`);
  skipped = skipped && regulatory === 0;
  return { inserted, regulatory, skipped };
};

/** Size of the corpus a new database starts with (the benchmark seeds a million with npm run seed). */
export const STARTER_CORPUS = { announcements: 20_000, fullText: 2_000 } as const;

/** The starter demo corpus step for seeds/index.ts. */
export const demoCorpusSeedStep = {
  name: '2026-11-22-demo-disclosure-corpus',
  run: async (db: Database) => {
    const result = await seedDemoCorpus(db, { ...STARTER_CORPUS, now: new Date() });
    return `${result.inserted} demo announcements (${STARTER_CORPUS.fullText} with full text), ${result.regulatory} demo regulatory documents`;
  },
};
