import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploads } from '../../lib/uploads';
import { registerBusinessCardRoutes } from './business-card.routes';
import { registerCertificationAdminRoutes } from './certification-admin.routes';
import { registerCompanyDepartmentRoutes } from './company-departments.routes';
import { registerCompanyPeopleRoutes } from './company-people.routes';
import { registerCompanyRoutes } from './company.routes';
import { registerServiceCompanyRoutes } from './service-companies.routes';
import { registerStockSearchRoutes } from './stock-search.routes';

/**
 * The account's company, its certification, client (service) companies, the
 * stock picker and the business-card upload (spec §7 Company), plus the
 * back-office certification review.
 */
export const organisationModule = async (
  app: FastifyInstance,
  services: Pick<Container, 'catalogue' | 'serviceCompanies' | 'company' | 'certification' | 'businessCard' | 'companyPeople' | 'companyDepartments'>,
) => {
  // The business-card upload.
  await registerUploads(app);
  registerStockSearchRoutes(app, services.catalogue);
  registerServiceCompanyRoutes(app, services.serviceCompanies);
  registerCompanyRoutes(app, services.company, services.certification);
  registerBusinessCardRoutes(app, services.businessCard);
  registerCertificationAdminRoutes(app, services.certification);
  registerCompanyPeopleRoutes(app, services.companyPeople);
  registerCompanyDepartmentRoutes(app, services.companyDepartments);
};
