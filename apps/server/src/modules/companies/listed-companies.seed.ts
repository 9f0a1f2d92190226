import type { Database } from '../../db/client';
import { SHARED_DATA_DIR, catalogueFiles, hasCatalogueFiles, readCatalogue } from './listed-companies.catalogue';
import { createListedCompaniesRepository } from './listed-companies.repository';

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

/** Every catalogue entry with its names, for other modules' seeds (the demo disclosure corpus). */
export const loadCatalogueCompanies = (db: Database) => createListedCompaniesRepository(db).listNames();

/** Which of `stockCodes` the catalogue holds for `market`, for other modules' seeds (demo prices). */
export const listCataloguedCodes = (db: Database, market: string, stockCodes: readonly string[]) => createListedCompaniesRepository(db).listCataloguedCodes(market, stockCodes);
