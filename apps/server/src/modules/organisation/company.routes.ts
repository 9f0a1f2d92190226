import { organisationEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CertificationService } from './certification.service';
import type { CompanyService } from './company.service';

const tags = ['company'];

/** The caller's own company and its certification (spec §7 /au/company/*). */
export const registerCompanyRoutes = (app: FastifyInstance, company: CompanyService, certification: CertificationService) => {
  routeFor(
    app,
    endpoints.companyDetail,
    { access: 'user', tags, summary: "The caller's company (with its catalogue entry when listed); `language` picks companyName" },
    async (request) => ok(request, await company.getDetail(requireUser(request), request.locale)),
  );
  routeFor(
    app,
    endpoints.updateCompany,
    { access: { admin: true }, tags, summary: 'Update the company fields the server stores (administrator)' },
    async (request) => ok(request, await company.updateCompany(requireUser(request), request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.updateAccountType,
    { access: { admin: true }, tags, summary: 'Change the account type, once a year (administrator)' },
    async (request) => ok(request, await company.updateAccountType(requireUser(request), request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.companyCheckDetail,
    { access: 'user', tags, summary: "Certification state and the caller's latest request" },
    async (request) => ok(request, await certification.getCheckDetail(requireUser(request), request.body.checkType)),
  );
  routeFor(
    app,
    endpoints.certificationCompany,
    { access: 'user', tags, summary: 'Submit an account certification with an uploaded business card' },
    async (request) => ok(request, await certification.submit(requireUser(request), request.body), 'success.certificationSubmitted'),
  );
};
