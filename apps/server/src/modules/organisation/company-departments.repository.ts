import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyDepartments } from '../../db/schema';

export type DepartmentRow = typeof companyDepartments.$inferSelect;

/**
 * The SQL of an organisation's departments. Every query takes the
 * organisation id, so one organisation never reads or changes another's.
 */
export const createCompanyDepartmentsRepository = (db: Database) => ({
  /** Every department of the organisation (a few dozen at most), oldest first. */
  all: async (organisationId: string) =>
    db.select().from(companyDepartments).where(eq(companyDepartments.organisationId, organisationId)).orderBy(asc(companyDepartments.createdAt), asc(companyDepartments.id)),

  find: async (organisationId: string, id: string) => {
    const [row] = await db
      .select()
      .from(companyDepartments)
      .where(and(eq(companyDepartments.organisationId, organisationId), eq(companyDepartments.id, id)));
    return row;
  },

  /** Whether another department of the organisation (not `exceptId`) has this name. */
  nameTaken: async (organisationId: string, name: string, exceptId?: string) => {
    const [row] = await db
      .select({ id: companyDepartments.id })
      .from(companyDepartments)
      .where(and(eq(companyDepartments.organisationId, organisationId), eq(companyDepartments.name, name), exceptId ? ne(companyDepartments.id, exceptId) : undefined))
      .limit(1);
    return row !== undefined;
  },

  insert: async (organisationId: string, parentId: string | null, name: string) => {
    const [created] = await db.insert(companyDepartments).values({ organisationId, parentId, name }).returning();
    return created;
  },

  rename: async (organisationId: string, id: string, name: string, now: Date) => {
    await db
      .update(companyDepartments)
      .set({ name, updatedAt: now })
      .where(and(eq(companyDepartments.organisationId, organisationId), eq(companyDepartments.id, id)));
  },

  /** Deletes the department; its sub-departments cascade and their people's dept_id becomes null (foreign keys). */
  remove: async (organisationId: string, id: string) => {
    await db.delete(companyDepartments).where(and(eq(companyDepartments.organisationId, organisationId), eq(companyDepartments.id, id)));
  },
});

export type CompanyDepartmentsRepository = ReturnType<typeof createCompanyDepartmentsRepository>;
