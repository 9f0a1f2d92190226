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
import { registerServiceCompanyRoutes } from './service-companies.routes';
import { createServiceCompaniesRepository } from './service-companies.repository';
import { createServiceCompaniesService } from './service-companies.service';
import { registerStockSearchRoutes } from './stock-search.routes';
import { createStockSearchService } from './stock-search.service';

export type OrganisationModuleOptions = {
  /** DATA_DIR: uploaded files go under DATA_DIR/files. */
  dataDir: string;
  /** Text recognition for business cards (default: Tesseract, English, offline). */
  ocr?: OcrEngine;
};

/**
 * The account's company, its certification, client (service) companies, the
 * stock picker and the business-card upload (spec §7 Company), plus the
 * back-office certification review. The OCR worker stops when the app closes.
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
  registerBusinessCardRoutes(app, createBusinessCardService({ repository: organisation, ocr, dataDir: options.dataDir, log: app.log }));
  registerCertificationAdminRoutes(app, certification);
  const departments = createCompanyDepartmentsRepository(app.db);
  registerCompanyPeopleRoutes(app, createCompanyPeopleService({ repository: createCompanyPeopleRepository(app.db), departments, verifier: app.verification }));
  registerCompanyDepartmentRoutes(app, createCompanyDepartmentsService({ repository: departments }));
};
