import { Converter } from 'opencc-js';
import type { Database } from '../../db/client';
import { loadCatalogueCompanies } from '../companies/index';
import { generateAnnouncements, type CorpusCompany, type CorpusPlan } from './demo/announcement-generator';
import { generateRegulatoryDocuments } from './demo/regulatory-generator';
import { createDocumentsRepository, insertDocuments, prepareDocumentInsert } from './documents.repository';
import { DOCUMENT_TYPES, TIER_ONE, TIER_TWO, TIER_TWO_GROUPS } from './reference/headline-categories';

const toSimplified = Converter({ from: 'hk', to: 'cn' });

/** Loads the headline-category tree (reference data; the category importer may later replace names). */
export const seedHeadlineCategories = async (db: Database): Promise<string> => {
  const rows = [
    ...TIER_ONE.map((entry, index) => ({ level: 't1', code: entry.code, t1Code: null, groupCode: null, entry, sortOrder: index })),
    ...TIER_TWO_GROUPS.map((entry, index) => ({ level: 't2g', code: entry.code, t1Code: entry.t1, groupCode: null, entry, sortOrder: index })),
    ...TIER_TWO.map((entry, index) => ({ level: 't2', code: entry.code, t1Code: entry.t1, groupCode: entry.group, entry, sortOrder: index })),
    ...DOCUMENT_TYPES.map((entry, index) => ({ level: 'doc', code: entry.code, t1Code: null, groupCode: null, entry, sortOrder: index })),
  ].map(({ entry, ...row }) => ({ ...row, nameEn: entry.en, nameZhHk: entry.zhHk, nameZhCn: toSimplified(entry.zhHk) }));
  await createDocumentsRepository(db).insertMissingHeadlineCategories(rows);
  return `${rows.length} headline categories and document types`;
};

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

/** Seed steps for seeds/index.ts: the category tree (reference) and the starter demo corpus. */
export const disclosureSeedSteps = () => [
  { name: '2026-11-22-headline-categories', kind: 'reference' as const, run: seedHeadlineCategories },
  {
    name: '2026-11-22-demo-disclosure-corpus',
    kind: 'demo' as const,
    run: async (db: Database) => {
      const result = await seedDemoCorpus(db, { ...STARTER_CORPUS, now: new Date() });
      return `${result.inserted} demo announcements (${STARTER_CORPUS.fullText} with full text), ${result.regulatory} demo regulatory documents`;
    },
  },
];
