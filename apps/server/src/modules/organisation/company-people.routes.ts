import { organisationEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CompanyPeopleService } from './company-people.service';

const tags = ['company people'];
// Spec §2 /manage/comp/staff is an admin page; the list shows colleagues' phones, so it is admin-only too.
const access = { admin: true } as const;

/** People of the caller's organisation (spec §7 /au/companyPerson/*). */
export const registerCompanyPeopleRoutes = (app: FastifyInstance, service: CompanyPeopleService) => {
  routeFor(
    app,
    endpoints.listPeople,
    { access, tags, summary: "The organisation's accounts, the admin first, with their rights and the account limit" },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.addPerson,
    { access, tags, summary: 'Add an account with login access to the organisation (-9 when it is full); returns its id' },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.updatePerson,
    { access, tags, summary: "Change an account's name, phone, e-mail or position" },
    async (request) => {
      await service.update(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.deletePerson,
    { access, tags, summary: 'Delete an account of the organisation (not your own, not an admin)' },
    async (request) => {
      await service.remove(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.openClose,
    { access, tags, summary: 'Grant (code 1) or cancel (code 0) login access (type 1), AI secretary (type 2) or document generation (type 3); cancelling login ends the sessions' },
    async (request) => {
      await service.openClose(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.changeAdmin,
    { access, tags, summary: 'Hand the admin role to another account of the organisation' },
    async (request) => {
      await service.changeAdmin(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
};
