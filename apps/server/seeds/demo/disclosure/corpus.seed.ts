import type { Database } from '../../../src/db/client';
import { loadCatalogueCompanies } from '../../../src/modules/companies/index';
import { createDocumentsRepository, insertDocuments, prepareDocumentInsert } from '../../../src/modules/disclosure/documents.repository';
import { generateAnnouncements, type CorpusCompany, type CorpusPlan } from './announcement-generator';
import { generateRegulatoryDocuments } from './regulatory-generator';

/** The issuers the demo corpus is written for: the real company catalogue (companies module). */
export const loadCorpusCompanies = async (db: Database): Promise<CorpusCompany[]> =>
  (await loadCatalogueCompanies(db)).map((row) => ({ market: row.market, stockCode: row.stockCode, nameEn: row.nameEn, nameZh: row.nameZh, delisted: row.status === 2 }));

export type CorpusProgress = (done: number, total: number) => void;

/** Loads of at least this many announcements drop and rebuild the GIN indexes. */
const BULK_LOAD_THRESHOLD = 100_000;

/** (Re)creates any missing GIN index of documents, with more sort memory than the default. */
export const buildGinIndexes = (db: Database) => createDocumentsRepository(db).buildGinIndexes();

/**
 * Makes the demonstration announcement corpus exactly `plan.announcements`
 * long (regenerating it when the size differs), plus the regulatory demo
 * documents. Returns what it did.
 */
export const seedDemoCorpus = async (db: Database, plan: CorpusPlan, onProgress?: CorpusProgress): Promise<{ inserted: number; regulatory: number; skipped: boolean }> => {
  const documents = createDocumentsRepository(db);
  let inserted = 0;
  let skipped = (await documents.countDemoAnnouncements()) === plan.announcements;
  if (!skipped) {
    await documents.deleteDemoAnnouncements();
    const companies = await loadCorpusCompanies(db);
    // A large load writes faster without its GIN indexes, which are then built once (as in migration 0003).
    const rebuildIndexes = plan.announcements >= BULK_LOAD_THRESHOLD;
    if (rebuildIndexes) await documents.dropGinIndexes();
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
    if (rebuildIndexes) await documents.buildGinIndexes();
  }
  const regulatory = await insertDocuments(db, generateRegulatoryDocuments(plan.now));
  await documents.analyze();
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
