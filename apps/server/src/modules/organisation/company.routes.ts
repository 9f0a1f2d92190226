import {
  CertificationCompanyBodySchema,
  CertificationSubmittedSchema,
  CompanyCheckDetailBodySchema,
  CompanyCheckDetailSchema,
  CompanyDetailSchema,
  UpdateAccountTypeBodySchema,
  UpdateCompanyBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { CertificationService } from './certification.service';
import type { CompanyService } from './company.service';

const tags = ['company'];

/** The caller's own company and its certification (spec §7 /au/company/*). */
export const registerCompanyRoutes = (app: FastifyInstance, company: CompanyService, certification: CertificationService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/company/detail',
    { config: { access: 'user' }, schema: { tags, summary: "The caller's company (with its catalogue entry when listed); `language` picks companyName", consumes: FORM_CONSUMES, body: z.object({}), response: { 200: envelopeSchema(CompanyDetailSchema) } } },
    async (request) => ok(request, await company.getDetail(requireUser(request), request.locale)),
  );
  api.post(
    '/au/company/updateCompany',
    { config: { access: { admin: true } }, schema: { tags, summary: 'Update the company fields the server stores (administrator)', consumes: FORM_CONSUMES, body: UpdateCompanyBodySchema, response: { 200: envelopeSchema(CompanyDetailSchema) } } },
    async (request) => ok(request, await company.updateCompany(requireUser(request), request.body, request.locale)),
  );
  api.post(
    '/au/company/updateAccountType',
    { config: { access: { admin: true } }, schema: { tags, summary: 'Change the account type, once a year (administrator)', consumes: FORM_CONSUMES, body: UpdateAccountTypeBodySchema, response: { 200: envelopeSchema(CompanyDetailSchema) } } },
    async (request) => ok(request, await company.updateAccountType(requireUser(request), request.body, request.locale)),
  );
  api.post(
    '/au/company/companyCheckDetail',
    { config: { access: 'user' }, schema: { tags, summary: "Certification state and the caller's latest request", consumes: FORM_CONSUMES, body: CompanyCheckDetailBodySchema, response: { 200: envelopeSchema(CompanyCheckDetailSchema) } } },
    async (request) => ok(request, await certification.getCheckDetail(requireUser(request), request.body.checkType)),
  );
  api.post(
    '/au/company/certificationCompany',
    { config: { access: 'user' }, schema: { tags, summary: 'Submit an account certification with an uploaded business card', consumes: FORM_CONSUMES, body: CertificationCompanyBodySchema, response: { 200: envelopeSchema(CertificationSubmittedSchema) } } },
    async (request) => ok(request, await certification.submit(requireUser(request), request.body), 'success.certificationSubmitted'),
  );
};
