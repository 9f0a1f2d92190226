import {
  AddDepartmentBodySchema,
  CompanyDepartmentListSchema,
  CreatedIdSchema,
  DepartmentExistBodySchema,
  DepartmentIdBodySchema,
  DepartmentListBodySchema,
  UpdateDepartmentBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { CompanyDepartmentsService } from './company-departments.service';

const tags = ['company departments'];
// Spec §2 /manage/comp/org is an admin page, like the people calls.
const config = { access: { admin: true } } as const;

/** Departments of the caller's organisation (spec §7 /au/companyDept/*). */
export const registerCompanyDepartmentRoutes = (app: FastifyInstance, service: CompanyDepartmentsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/companyDept/list',
    {
      config,
      schema: { tags, summary: 'Top-level departments with their sub-departments and person counts', consumes: FORM_CONSUMES, body: DepartmentListBodySchema, response: { 200: envelopeSchema(CompanyDepartmentListSchema) } },
    },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  api.post(
    '/au/companyDept/add',
    {
      config,
      schema: { tags, summary: 'Add a department, under parentId when given; names are unique in the organisation. Returns its id', consumes: FORM_CONSUMES, body: AddDepartmentBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } },
    },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  api.post(
    '/au/companyDept/update',
    { config, schema: { tags, summary: 'Rename a department', consumes: FORM_CONSUMES, body: UpdateDepartmentBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.rename(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/companyDept/delete',
    {
      config,
      schema: { tags, summary: 'Delete a department and its sub-departments; their people stay, without a department', consumes: FORM_CONSUMES, body: DepartmentIdBodySchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.remove(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/companyDept/exist',
    { config, schema: { tags, summary: 'Whether the organisation already has a department of this name', consumes: FORM_CONSUMES, body: DepartmentExistBodySchema, response: { 200: envelopeSchema(z.boolean()) } } },
    async (request) => ok(request, await service.exists(requireUser(request), request.body.name)),
  );
};
