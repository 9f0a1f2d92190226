import type { Database } from '../../db/client';
import { SHARED_DATA_DIR, catalogueFiles, hasCatalogueFiles, readCatalogue } from './listed-companies.catalogue';
import { createListedCompaniesRepository } from './listed-companies.repository';
import { correctedListingFacts, type StoredListingFacts } from './listing-facts';

/** Name of the catalogue seed step in seed_runs. */
export const LISTED_COMPANIES_SEED_NAME = '2026-11-22-listed-companies-catalogue';

/**
 * Loads the HK Main Board and A-share catalogues into listed_companies.
 * Idempotent: entries already present (same market and code) are left alone.
 * @returns a report with the counts read and inserted.
 */
export const seedListedCompanies = async (db: Database, dataDir: string = SHARED_DATA_DIR): Promise<string> => {
  const { hongKong, aShares, skipped } = readCatalogue(dataDir);
  const inserted = await createListedCompaniesRepository(db).insertMissing([...hongKong, ...aShares]);
  return `listed companies: ${hongKong.length} HK + ${aShares.length} A-share read (${skipped} skipped), ${inserted} inserted`;
};

/**
 * The catalogue seed step for seeds/index.ts. When the shared data files are
 * missing (a clone without shared/) it warns and offers no step, so nothing is
 * recorded and the step runs on a later start once the data is there.
 */
export const listedCompanySeedSteps = (dataDir: string = SHARED_DATA_DIR): { name: string; run: (db: Database) => Promise<string> }[] => {
  if (!hasCatalogueFiles(dataDir)) {
    const files = Object.values(catalogueFiles(dataDir)).join(' and ');
    process.emitWarning(`The listed-company catalogue is not seeded: ${files} not found. Stock search stays empty until the shared data is present; the seed step then runs on the next start.`, {
      code: 'CATALOGUE_DATA_MISSING',
    });
    return [];
  }
  return [{ name: LISTED_COMPANIES_SEED_NAME, run: (db) => seedListedCompanies(db, dataDir) }];
};

/** Name of the step that takes invented listing facts out of databases seeded before issue 18. */
export const LISTING_FACTS_SEED_NAME = '2026-11-26-listed-companies-listing-facts';

/**
 * Puts every entry's status, board and trading state back to what the lists
 * say (correctedListingFacts): earlier demo seeds delisted, suspended and
 * halted real issuers at random. `hasStockListImport`: an HKEX stock list has been imported.
 * @returns a report with the count of entries corrected.
 */
export const repairListingFacts = async (db: Database, hasStockListImport: boolean): Promise<string> => {
  const repository = createListedCompaniesRepository(db);
  const rows = await repository.listListingFacts();
  const changed = rows.map((row) => correctedListingFacts(row, hasStockListImport)).filter((row, index) => !isSameListingFacts(row, rows[index]!));
  await repository.updateListingFacts(changed);
  return `listing facts: ${changed.length} of ${rows.length} entries corrected`;
};

const isSameListingFacts = (left: StoredListingFacts, right: StoredListingFacts) =>
  left.status === right.status && left.board === right.board && left.tradingState === right.tradingState && left.delistingDate === right.delistingDate;

/** Every catalogue entry with its names, for other modules' seeds (the demo disclosure corpus). */
export const loadCatalogueCompanies = (db: Database) => createListedCompaniesRepository(db).listNames();

/** Which of `stockCodes` the catalogue holds for `market`, for other modules' seeds (demo prices). */
export const listCataloguedCodes = (db: Database, market: string, stockCodes: readonly string[]) => createListedCompaniesRepository(db).listCataloguedCodes(market, stockCodes);
