import type { AddDepartmentBody, CompanyDepartmentList, DepartmentListBody, UpdateDepartmentBody } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { PeopleService } from '../auth/people.service';
import type { CompanyDepartmentsRepository } from './company-departments.repository';
import { buildDepartmentTrees } from './company-departments.tree';
import { uniqueViolationOf } from './organisation.errors';

/** Two admins adding the same name at once: the unique index decides, with the same answer. */
const rethrowDuplicate = (error: unknown): never => {
  if (uniqueViolationOf(error) === 'company_departments_organisation_name_key') throw new AppError('RECORD_DUPLICATE', { cause: error });
  throw error;
};

/**
 * Departments of the caller's organisation (spec §3 Department, §7 /au/companyDept/*).
 * @throws RECORD_NOT_FOUND for an id or parentId outside the caller's organisation,
 *   RECORD_DUPLICATE when the organisation already has a department of that name.
 */
export const createCompanyDepartmentsService = (deps: {
  repository: CompanyDepartmentsRepository;
  /** How many people each department holds: the users table is the auth module's. */
  people: Pick<PeopleService, 'personCounts'>;
  clock?: () => Date;
}) => {
  const { repository, people, clock = () => new Date() } = deps;

  const findDepartment = async (actor: UserActor, id: string) => {
    const department = await repository.find(actor.organisation.id, id);
    if (!department) throw new AppError('RECORD_NOT_FOUND');
    return department;
  };

  return {
    /** Every department of the organisation, flat (for other modules: the file store's permission entries). */
    all: async (organisationId: string) => (await repository.all(organisationId)).map((dept) => ({ id: dept.id, name: dept.name, parentId: dept.parentId })),

    /** One page of top-level departments, each with all its sub-departments. */
    list: async (actor: UserActor, body: DepartmentListBody): Promise<CompanyDepartmentList> => {
      const [departments, counts] = await Promise.all([repository.all(actor.organisation.id), people.personCounts(actor.organisation.id)]);
      const roots = buildDepartmentTrees(departments, counts);
      const start = (body.page - 1) * body.limit;
      return { list: roots.slice(start, start + body.limit), total: roots.length };
    },

    add: async (actor: UserActor, body: AddDepartmentBody): Promise<string> => {
      const parentId = body.parentId ? (await findDepartment(actor, body.parentId)).id : null;
      if (await repository.nameTaken(actor.organisation.id, body.name)) throw new AppError('RECORD_DUPLICATE');
      const created = await repository.insert(actor.organisation.id, parentId, body.name).catch(rethrowDuplicate);
      return created.id;
    },

    rename: async (actor: UserActor, body: UpdateDepartmentBody) => {
      const department = await findDepartment(actor, body.id);
      if (await repository.nameTaken(actor.organisation.id, body.name, department.id)) throw new AppError('RECORD_DUPLICATE');
      await repository.rename(actor.organisation.id, department.id, body.name, clock()).catch(rethrowDuplicate);
    },

    remove: async (actor: UserActor, id: string) => {
      const department = await findDepartment(actor, id);
      await repository.remove(actor.organisation.id, department.id);
    },

    exists: async (actor: UserActor, name: string) => repository.nameTaken(actor.organisation.id, name),
  };
};

export type CompanyDepartmentsService = ReturnType<typeof createCompanyDepartmentsService>;
