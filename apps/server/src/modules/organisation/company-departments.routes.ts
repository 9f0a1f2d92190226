import { organisationEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CompanyDepartmentsService } from './company-departments.service';

const tags = ['company departments'];
// Spec §2 /manage/comp/org is an admin page, like the people calls.
const access = { admin: true } as const;

/** Departments of the caller's organisation (spec §7 /au/companyDept/*). */
export const registerCompanyDepartmentRoutes = (app: FastifyInstance, service: CompanyDepartmentsService) => {
  routeFor(
    app,
    endpoints.listDepartments,
    { access, tags, summary: 'Top-level departments with their sub-departments and person counts' },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.addDepartment,
    { access, tags, summary: 'Add a department, under parentId when given; names are unique in the organisation. Returns its id' },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.renameDepartment,
    { access, tags, summary: 'Rename a department' },
    async (request) => {
      await service.rename(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.deleteDepartment,
    { access, tags, summary: 'Delete a department and its sub-departments; their people stay, without a department' },
    async (request) => {
      await service.remove(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.departmentExists,
    { access, tags, summary: 'Whether the organisation already has a department of this name' },
    async (request) => ok(request, await service.exists(requireUser(request), request.body.name)),
  );
};
