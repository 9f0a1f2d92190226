import {
  AuditorClientsBodySchema,
  AuditorClientsSchema,
  AuditorListBodySchema,
  AuditorListSchema,
  ContactListBodySchema,
  ContactListSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { DirectoryService } from './directory.service';

// Public and free like the other company lists (spec §6 counts only detail pages).
const open = { access: 'public' } as const;

/** Accounting firms (/au/auditor/*) and company contacts (/au/listedCompany/contacts). */
export const registerDirectoryRoutes = (app: FastifyInstance, directory: DirectoryService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/au/auditor/list',
    { config: open, schema: { tags: ['companies'], summary: 'Auditors of listed companies by firm name (either language) and market, most clients first, with a sample of clients', consumes: FORM_CONSUMES, body: AuditorListBodySchema, response: { 200: envelopeSchema(AuditorListSchema) } } },
    async (request) => ok(request, await directory.listAuditors(request.body, request.locale)),
  );
  api.post(
    '/au/auditor/clients',
    { config: open, schema: { tags: ['companies'], summary: 'The listed companies one firm (by the name /au/auditor/list returns) audits, by code', consumes: FORM_CONSUMES, body: AuditorClientsBodySchema, response: { 200: envelopeSchema(AuditorClientsSchema) } } },
    async (request) => ok(request, await directory.listAuditorClients(request.body)),
  );
  api.post(
    '/au/listedCompany/contacts',
    { config: open, schema: { tags: ['companies'], summary: 'Company secretary, chairman, principal office, website and share registrar of listed companies by code or name and market', consumes: FORM_CONSUMES, body: ContactListBodySchema, response: { 200: envelopeSchema(ContactListSchema) } } },
    async (request) => ok(request, await directory.listContacts(request.body, request.locale)),
  );
};
