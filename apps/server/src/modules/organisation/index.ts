import type { FastifyInstance } from 'fastify';
import { registerBusinessCardRoutes } from './business-card.routes';
import { createTesseractEngine, type OcrEngine } from './business-card.ocr';
import { createBusinessCardService } from './business-card.service';
import { registerCertificationAdminRoutes } from './certification-admin.routes';
import { createCertificationService } from './certification.service';
import { registerCompanyDepartmentRoutes } from './company-departments.routes';
import { createCompanyDepartmentsRepository } from './company-departments.repository';
import { createCompanyDepartmentsService } from './company-departments.service';
import { createCompanyPeopleRepository } from './company-people.repository';
import { registerCompanyPeopleRoutes } from './company-people.routes';
import { createCompanyPeopleService } from './company-people.service';
import { registerCompanyRoutes } from './company.routes';
import { createCompanyService } from './company.service';
import { createListedCompaniesRepository } from './listed-companies.repository';
import { createOrganisationRepository } from './organisation.repository';
import { rateLimitsFor } from '../rate-limits/index';
import { registerServiceCompanyRoutes } from './service-companies.routes';
import { createServiceCompaniesRepository } from './service-companies.repository';
import { createServiceCompaniesService } from './service-companies.service';
import { registerStockSearchRoutes } from './stock-search.routes';
import { createStockSearchService } from './stock-search.service';

const DEFAULT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

export type OrganisationModuleOptions = {
  /** DATA_DIR: uploaded files go under DATA_DIR/files. */
  dataDir: string;
  /** Most bytes of stored files per organisation (ORGANISATION_STORAGE_QUOTA_MB; default 500 MB). */
  storageQuotaBytes?: number;
  /** Text recognition for business cards (default: Tesseract, English, offline, in a pool with a time limit). */
  ocr?: OcrEngine;
};

/**
 * The account's company, its certification, client (service) companies, the
 * stock picker and the business-card upload (spec §7 Company), plus the
 * back-office certification review. The OCR workers stop when the app closes.
 */
export const organisationModule = async (app: FastifyInstance, options: OrganisationModuleOptions) => {
  const listedCompanies = createListedCompaniesRepository(app.db);
  const organisation = createOrganisationRepository(app.db);
  const ocr = options.ocr ?? createTesseractEngine(app.log);
  app.addHook('onClose', async () => {
    await ocr.close();
  });

  const certification = createCertificationService({ organisation, listedCompanies, messages: app.messages, dataDir: options.dataDir, log: app.log });
  registerStockSearchRoutes(app, createStockSearchService(listedCompanies));
  registerServiceCompanyRoutes(app, createServiceCompaniesService({ serviceCompanies: createServiceCompaniesRepository(app.db), listedCompanies }));
  registerCompanyRoutes(app, createCompanyService({ organisation, listedCompanies }), certification);
  const businessCards = createBusinessCardService({
    repository: organisation,
    ocr,
    rateLimits: rateLimitsFor(app.db),
    dataDir: options.dataDir,
    storageQuotaBytes: options.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
    log: app.log,
  });
  registerBusinessCardRoutes(app, businessCards);
  registerCertificationAdminRoutes(app, certification);
  const departments = createCompanyDepartmentsRepository(app.db);
  registerCompanyPeopleRoutes(app, createCompanyPeopleService({ repository: createCompanyPeopleRepository(app.db), departments }));
  registerCompanyDepartmentRoutes(app, createCompanyDepartmentsService({ repository: departments }));
};
