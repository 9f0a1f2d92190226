import { FREE_COMPANY_LIMIT, FREE_SEARCH_LIMIT } from '@app/domain';
import { QuotaParameterKeys } from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SEED_LOCK_KEY, type Database } from '../src/db/client';
import { seedRuns } from '../src/db/schema';
import { createSystemRepository } from '../src/modules/system/system.repository';
import { LISTING_FACTS_SEED_NAME, listedCompanySeedSteps, repairListingFacts } from '../src/modules/companies/index';
import { createDisclosureImporter } from '../src/modules/disclosure/index';
import { GUESSED_CATEGORIES_SEED_NAME, HEADLINE_CATEGORIES_SEED_NAME, markGuessedHeadlineCategories, seedHeadlineCategories } from '../src/modules/disclosure/reference/headline-categories.seed';
import { createAlertsRepository } from '../src/modules/alerts/alerts.repository';
import { createDocumentFeedService } from '../src/modules/disclosure/document-feed.service';
import { createDocumentsRepository } from '../src/modules/disclosure/documents.repository';
import { companyDemoSeedSteps } from './demo/companies/demo.seed';
import { createCommerceRepository } from '../src/modules/commerce/commerce.repository';
import { defaultProducts } from '../src/modules/commerce/commerce.products';
import { demoCorpusSeedStep } from './demo/disclosure/corpus.seed';
import { demoTitlesSeedStep } from './demo/disclosure/retitle.seed';
import { demoPriceSeedSteps } from './demo/prices/demo-prices.seed';
import { secretaryTemplateSeedStep } from '../src/modules/secretary/index';

/** 'reference' data the product needs (parameters, the real company catalogue); 'demo' data is synthetic. */
type SeedStep = { name: string; kind?: 'reference' | 'demo'; run: (db: Database) => Promise<string> };

/**
 * Moves the alerts' document cursor past every stored document. A demonstration corpus (re)loaded by
 * `npm run seed -- --announcements N` or a benchmark is history, not news: without this each of its
 * documents would become an alert job (a million of them for bench:api's corpus, run in the background of
 * the measurement).
 */
export const startAlertsAfterStoredDocuments = async (db: Database): Promise<string> => {
  const position = await createDocumentFeedService(createDocumentsRepository(db)).maxId();
  await createAlertsRepository(db).setCursor('documents', position);
  return `alerts start after document ${position}`;
};

/**
 * Seed steps in the order they run. Each runs once per database (recorded in
 * seed_runs); a new step gets a new name instead of editing an old one.
 */
const SEED_STEPS: SeedStep[] = [
  {
    name: '2026-11-22-system-parameters',
    run: async (db) => {
      await createSystemRepository(db).insertMissingParameters([
        { type: 'quota', key: QuotaParameterKeys.freeSearchLimit, value: String(FREE_SEARCH_LIMIT), description: 'Free daily full-text searches (spec §6)' },
        { type: 'quota', key: QuotaParameterKeys.freeCompanyLimit, value: String(FREE_COMPANY_LIMIT), description: 'Free daily company look-ups (spec §6)' },
      ]);
      return '2 system parameters';
    },
  },
  // The listed-company catalogue from ../shared/data; absent (with a warning) when the data is missing.
  ...listedCompanySeedSteps(),
  // Synthetic daily prices (source 'demo') for ~20 well-known HK stocks of the catalogue; offered with the catalogue step.
  ...demoPriceSeedSteps().map((step) => ({ ...step, kind: 'demo' as const })),
  // Demo company profiles, directors, financial statements, shareholders, offerings and Hong Kong registry companies (source 'demo').
  ...companyDemoSeedSteps().map((step) => ({ ...step, kind: 'demo' as const })),
  // Listing facts back to what the stock lists say where an earlier demo seed invented them (issue 18); a no-op on new databases.
  {
    name: LISTING_FACTS_SEED_NAME,
    kind: 'reference',
    run: async (db) => repairListingFacts(db, (await createDisclosureImporter(db).lastRunAt('hkex-stock-list')) !== null),
  },
  // The headline-category tree, then the starter demonstration corpus of announcements and regulatory documents.
  { name: HEADLINE_CATEGORIES_SEED_NAME, kind: 'reference', run: seedHeadlineCategories },
  { name: GUESSED_CATEGORIES_SEED_NAME, kind: 'reference', run: markGuessedHeadlineCategories },
  { ...demoCorpusSeedStep, kind: 'demo' },
  { ...demoTitlesSeedStep, kind: 'demo' },
  // Alerts start from the documents already stored: only documents added later are alerted (issue 17).
  { name: '2026-11-25-alerts-document-cursor', kind: 'reference', run: startAlertsAfterStoredDocuments },
  // The compliance secretary's matter templates (brief §1 catalogue).
  secretaryTemplateSeedStep,
  // The starting price list of memberships and registry searches (issue 13); staff change prices afterwards.
  {
    name: '2026-11-25-commerce-products',
    kind: 'reference',
    run: async (db) => {
      await createCommerceRepository(db).insertMissingProducts(defaultProducts());
      return `${defaultProducts().length} products`;
    },
  },
];

/**
 * Runs the seed steps this database has not run yet (demonstration data only
 * when `includeDemoData`); returns what each did.
 */
export const runPendingSeeds = async (db: Database, log: Pick<FastifyBaseLogger, 'info'>, options: { includeDemoData: boolean }): Promise<string[]> => {
  const done = await db.select({ name: seedRuns.name }).from(seedRuns).where(inArray(seedRuns.name, SEED_STEPS.map((step) => step.name)));
  const doneNames = new Set(done.map((row) => row.name));
  const reports: string[] = [];
  for (const step of SEED_STEPS.filter((candidate) => !doneNames.has(candidate.name) && (options.includeDemoData || candidate.kind !== 'demo'))) {
    await db.transaction(async (transaction) => {
      // Another process starting on this database may run the same step: one runs it, the other skips it.
      await transaction.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [already] = await transaction.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, step.name));
      if (already) return;
      const report = await step.run(transaction as unknown as Database);
      await transaction.insert(seedRuns).values({ name: step.name });
      reports.push(`${step.name}: ${report}`);
      log.info({ seed: step.name, report }, 'seed step applied');
    });
  }
  return reports;
};
