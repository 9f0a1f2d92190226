import type { FastifyInstance } from 'fastify';
import { createPricesRepository, createPricesService } from '../prices/index';
import { rateLimitsFor } from '../rate-limits/index';
import { registerCompaniesRoutes } from './companies.routes';
import { createCompanyProfilesRepository } from './company-profiles.repository';
import { createCompanySearchIndex } from './company-search-index';
import { createDirectorsRepository } from './directors.repository';
import { createDirectorsService } from './directors.service';
import { createDirectoryRepository } from './directory.repository';
import { registerDirectoryRoutes } from './directory.routes';
import { createDirectoryService } from './directory.service';
import { createHkCompaniesRepository } from './hk-companies.repository';
import { createHkCompaniesService } from './hk-companies.service';
import { createListedCompaniesService } from './listed-companies.service';
import { createOfferingsRepository } from './offerings.repository';
import { createOfferingsService } from './offerings.service';

export { companyDemoSeedSteps, seedCompanyDemoData, COMPANY_DEMO_SEED_NAME } from './demo/demo.seed';

/**
 * Company search (listed, delisted, Hong Kong registry), directors, new
 * issues and prospectuses (spec §2 /disData/comp, director, issue,
 * prospectus), with the free-tier rules of spec §6.
 */
export const companiesModule = async (app: FastifyInstance) => {
  const profiles = createCompanyProfilesRepository(app.db);
  const directors = createDirectorsRepository(app.db);
  const offerings = createOfferingsRepository(app.db);
  registerCompaniesRoutes(app, {
    listed: createListedCompaniesService({
      profiles,
      directors,
      offerings,
      prices: createPricesService(createPricesRepository(app.db)),
      quota: app.quota,
      searchIndex: createCompanySearchIndex(profiles.listIndexed, profiles.catalogueVersion),
    }),
    hkCompanies: createHkCompaniesService({ hkCompanies: createHkCompaniesRepository(app.db), quota: app.quota }),
    directors: createDirectorsService({ directors, quota: app.quota }),
    offerings: createOfferingsService({ offerings, quota: app.quota, limits: rateLimitsFor(app.db) }),
  });
  registerDirectoryRoutes(app, createDirectoryService({ directory: createDirectoryRepository(app.db) }));
};
