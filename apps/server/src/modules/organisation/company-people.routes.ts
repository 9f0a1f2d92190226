import {
  AddCompanyPersonBodySchema,
  CompanyPersonIdBodySchema,
  CompanyPersonListBodySchema,
  CompanyPersonListSchema,
  CreatedIdSchema,
  OpenCloseBodySchema,
  UpdateCompanyPersonBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { CompanyPeopleService } from './company-people.service';

const tags = ['company people'];
// Spec §2 /manage/comp/staff is an admin page; the list shows colleagues' phones, so it is admin-only too.
const config = { access: { admin: true } } as const;

/** People of the caller's organisation (spec §7 /au/companyPerson/*). */
export const registerCompanyPeopleRoutes = (app: FastifyInstance, service: CompanyPeopleService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/companyPerson/list',
    {
      config,
      schema: { tags, summary: "The organisation's accounts, the admin first, with their rights and the account limit", consumes: FORM_CONSUMES, body: CompanyPersonListBodySchema, response: { 200: envelopeSchema(CompanyPersonListSchema) } },
    },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  api.post(
    '/au/companyPerson/add',
    {
      config,
      schema: { tags, summary: 'Add an account with login access to the organisation (-9 when it is full); returns its id', consumes: FORM_CONSUMES, body: AddCompanyPersonBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } },
    },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  api.post(
    '/au/companyPerson/update',
    { config, schema: { tags, summary: "Change an account's name, phone, e-mail or position", consumes: FORM_CONSUMES, body: UpdateCompanyPersonBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.update(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/companyPerson/delete',
    { config, schema: { tags, summary: 'Delete an account of the organisation (not your own, not an admin)', consumes: FORM_CONSUMES, body: CompanyPersonIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.remove(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/companyPerson/openClose',
    {
      config,
      schema: {
        tags,
        summary: 'Grant (code 1) or cancel (code 0) login access (type 1), AI secretary (type 2) or document generation (type 3); cancelling login ends the sessions',
        consumes: FORM_CONSUMES,
        body: OpenCloseBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await service.openClose(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/companyPerson/chageAdmin',
    { config, schema: { tags, summary: 'Hand the admin role to another account of the organisation', consumes: FORM_CONSUMES, body: CompanyPersonIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.changeAdmin(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
};
