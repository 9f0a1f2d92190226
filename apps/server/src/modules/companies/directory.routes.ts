import { companiesEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { DirectoryService } from './directory.service';

// Public and free like the other company lists (spec §6 counts only detail pages).
const open = 'public';

/** Accounting firms (/au/auditor/*) and company contacts (/au/listedCompany/contacts). */
export const registerDirectoryRoutes = (app: FastifyInstance, directory: DirectoryService) => {
  routeFor(
    app,
    endpoints.listAuditors,
    { access: open, tags: ['companies'], summary: 'Auditors of listed companies by firm name (either language) and market, most clients first, with a sample of clients' },
    async (request) => ok(request, await directory.listAuditors(request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.auditorClients,
    { access: open, tags: ['companies'], summary: 'The listed companies one firm (by the name /au/auditor/list returns) audits, by code' },
    async (request) => ok(request, await directory.listAuditorClients(request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.listContacts,
    { access: open, tags: ['companies'], summary: 'Company secretary, chairman, principal office, website and share registrar of listed companies by code or name and market' },
    async (request) => ok(request, await directory.listContacts(request.body, request.locale)),
  );
};
