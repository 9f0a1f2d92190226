import {
  AddServiceCompanyBodySchema,
  AddServiceIcrisCompanyBodySchema,
  CreatedIdSchema,
  ListServiceCompaniesBodySchema,
  ServiceCompanyIdBodySchema,
  ServiceCompanyListSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { ServiceCompanyKind } from './service-companies.repository';
import type { ServiceCompaniesService } from './service-companies.service';

const tags = ['service companies'];
const config = { access: 'user' } as const;

const PREFIXES: Record<ServiceCompanyKind, { path: string; label: string }> = {
  listed: { path: '/au/serviceCompany', label: 'listed' },
  hk: { path: '/au/serviceIcrisCompany', label: 'Hong Kong non-listed' },
};

/** Client companies (spec §7 /au/serviceCompany/*, /au/serviceIcrisCompany/*). */
export const registerServiceCompanyRoutes = (app: FastifyInstance, service: ServiceCompaniesService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, { path, label }] of Object.entries(PREFIXES) as [ServiceCompanyKind, (typeof PREFIXES)[ServiceCompanyKind]][]) {
    api.post(
      `${path}/list`,
      { config, schema: { tags, summary: `The caller's ${label} client companies, the default first (limit up to 1000)`, consumes: FORM_CONSUMES, body: ListServiceCompaniesBodySchema, response: { 200: envelopeSchema(ServiceCompanyListSchema) } } },
      async (request) => ok(request, await service.list(requireUser(request), kind, request.body, request.locale)),
    );
    api.post(
      `${path}/delete`,
      { config, schema: { tags, summary: `Delete a ${label} client company; deleting the default promotes the oldest remaining one`, consumes: FORM_CONSUMES, body: ServiceCompanyIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await service.remove(requireUser(request), kind, request.body.id);
        return ok(request, null);
      },
    );
    api.post(
      `${path}/serviceDefault`,
      { config, schema: { tags, summary: `Make a ${label} client company the one default (all others become 2)`, consumes: FORM_CONSUMES, body: ServiceCompanyIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await service.makeDefault(requireUser(request), kind, request.body.id);
        return ok(request, null);
      },
    );
  }
  api.post(
    '/au/serviceCompany/add',
    { config, schema: { tags, summary: 'Add a listed client company from the catalogue; returns its id', consumes: FORM_CONSUMES, body: AddServiceCompanyBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } } },
    async (request) => ok(request, await service.addListed(requireUser(request), request.body)),
  );
  api.post(
    '/au/serviceIcrisCompany/add',
    { config, schema: { tags, summary: 'Add a Hong Kong non-listed client company by registry number; returns its id', consumes: FORM_CONSUMES, body: AddServiceIcrisCompanyBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } } },
    async (request) => ok(request, await service.addHongKong(requireUser(request), request.body)),
  );
};
