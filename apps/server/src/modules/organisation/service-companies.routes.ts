import { organisationEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { ServiceCompanyKind } from './service-companies.repository';
import type { ServiceCompaniesService } from './service-companies.service';

const tags = ['service companies'];
const access = 'user';

const KINDS: Record<ServiceCompanyKind, { calls: Omit<typeof endpoints.serviceCompany, 'add'>; label: string }> = {
  listed: { calls: endpoints.serviceCompany, label: 'listed' },
  hk: { calls: endpoints.serviceIcrisCompany, label: 'Hong Kong non-listed' },
};

/** Client companies (spec §7 /au/serviceCompany/*, /au/serviceIcrisCompany/*). */
export const registerServiceCompanyRoutes = (app: FastifyInstance, service: ServiceCompaniesService) => {
  for (const [kind, { calls, label }] of Object.entries(KINDS) as [ServiceCompanyKind, (typeof KINDS)[ServiceCompanyKind]][]) {
    routeFor(
      app,
      calls.list,
      { access, tags, summary: `The caller's ${label} client companies, the default first (limit up to 1000)` },
      async (request) => ok(request, await service.list(requireUser(request), kind, request.body, request.locale)),
    );
    routeFor(
      app,
      calls.delete,
      { access, tags, summary: `Delete a ${label} client company; deleting the default promotes the oldest remaining one` },
      async (request) => {
        await service.remove(requireUser(request), kind, request.body.id);
        return ok(request, null);
      },
    );
    routeFor(
      app,
      calls.setDefault,
      { access, tags, summary: `Make a ${label} client company the one default (all others become 2)` },
      async (request) => {
        await service.makeDefault(requireUser(request), kind, request.body.id);
        return ok(request, null);
      },
    );
  }
  routeFor(
    app,
    endpoints.serviceCompany.add,
    { access, tags, summary: 'Add a listed client company from the catalogue; returns its id' },
    async (request) => ok(request, await service.addListed(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.serviceIcrisCompany.add,
    { access, tags, summary: 'Add a Hong Kong non-listed client company by registry number; returns its id' },
    async (request) => ok(request, await service.addHongKong(requireUser(request), request.body)),
  );
};
