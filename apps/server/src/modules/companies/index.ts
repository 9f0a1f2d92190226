import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerCompaniesRoutes } from './companies.routes';
import { registerDirectoryRoutes } from './directory.routes';

export { SHARED_DATA_DIR, hasCatalogueFiles } from './listed-companies.catalogue';
export type { CompanyRegistersRepository as CompanyRegisters, HkCompanyValues, ListedCompanyWrite, StoredListedCompany } from './company-registers.repository';
/** The company registers (listed_companies, hk_companies) for an importer, on the importer's transaction. */
export { createCompanyRegistersRepository as openCompanyRegisters } from './company-registers.repository';
/** The catalogue's change counter as a subquery, for a statement that reads it in its own snapshot (the search's first). */
export { CATALOGUE_VERSION_SUBQUERY } from './listed-companies.repository';
export { LISTING_FACTS_SEED_NAME, listCataloguedCodes, listedCompanySeedSteps, loadCatalogueCompanies, repairListingFacts } from './listed-companies.seed';
export { SNAPSHOT_DATES, boardOfCode, isHongKongIssuerCode } from './listing-facts';

/**
 * Company search (listed, delisted, Hong Kong registry), directors, new
 * issues and prospectuses (spec §2 /disData/comp, director, issue,
 * prospectus), with the free-tier rules of spec §6.
 */
export const companiesModule = async (app: FastifyInstance, services: Pick<Container, 'listedCompanies' | 'hkCompanies' | 'directors' | 'offerings' | 'directory'>) => {
  registerCompaniesRoutes(app, { listed: services.listedCompanies, hkCompanies: services.hkCompanies, directors: services.directors, offerings: services.offerings });
  registerDirectoryRoutes(app, services.directory);
};
