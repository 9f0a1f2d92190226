import { z } from 'zod';
import { PageQuerySchema } from './common';

/**
 * Departments of an organisation (spec §3 Department: id, parentId, name up
 * to 60 characters, with sub-departments; §7 /au/companyDept/*). Names are
 * unique within the organisation; deleting a department deletes its
 * sub-departments and leaves its people without a department.
 */
export const CompanyDepartmentLimits = { nameMax: 60 } as const;

const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') });
const nameField = z.string().trim().min(1).max(CompanyDepartmentLimits.nameMax);

/** POST /au/companyDept/list {page, limit}: pages over the top-level departments. */
export const DepartmentListBodySchema = PageQuerySchema;
export type DepartmentListBody = z.infer<typeof DepartmentListBodySchema>;

/** POST /au/companyDept/add {parentId?, name}: a top-level department when parentId is absent. */
export const AddDepartmentBodySchema = z.object({
  parentId: uuidField.optional(),
  name: nameField,
});
export type AddDepartmentBody = z.infer<typeof AddDepartmentBodySchema>;

/** POST /au/companyDept/update {id, name}: renames a department. */
export const UpdateDepartmentBodySchema = z.object({ id: uuidField, name: nameField });
export type UpdateDepartmentBody = z.infer<typeof UpdateDepartmentBodySchema>;

/** POST /au/companyDept/delete {id}. */
export const DepartmentIdBodySchema = z.object({ id: uuidField });
export type DepartmentIdBody = z.infer<typeof DepartmentIdBodySchema>;

/** POST /au/companyDept/exist {name} → whether the organisation already has a department of that name. */
export const DepartmentExistBodySchema = z.object({ name: nameField });
export type DepartmentExistBody = z.infer<typeof DepartmentExistBodySchema>;

export type CompanyDepartment = {
  id: string;
  parentId: string | null;
  name: string;
  /** People in this department and its sub-departments. */
  personCount: number;
  children: CompanyDepartment[];
};

/** One department with its sub-departments. */
export const CompanyDepartmentSchema: z.ZodType<CompanyDepartment> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  personCount: z.number().int().describe('people in this department and its sub-departments'),
  get children() {
    return z.array(CompanyDepartmentSchema);
  },
  // A recursive schema needs an id: the OpenAPI document refers to it as a component.
}).meta({ id: 'CompanyDepartment' });

export const CompanyDepartmentListSchema = z.object({
  list: z.array(CompanyDepartmentSchema).describe('top-level departments of the page, each with its sub-departments'),
  total: z.number().int().describe('number of top-level departments'),
});
export type CompanyDepartmentList = z.infer<typeof CompanyDepartmentListSchema>;
