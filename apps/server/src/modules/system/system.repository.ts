import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemParameters } from '../../db/schema';

export type NewSystemParameter = typeof systemParameters.$inferInsert;

/** The only SQL for system parameters. */
export const createSystemRepository = (db: Database) => ({
  /** Parameters of one group, by key. */
  listParametersByType: (type: string) =>
    db
      .select({ key: systemParameters.key, value: systemParameters.value, description: systemParameters.description })
      .from(systemParameters)
      .where(eq(systemParameters.type, type))
      .orderBy(asc(systemParameters.key)),
  /** Inserts parameters that do not exist yet; existing values (edited by staff) are kept. */
  insertMissingParameters: async (parameters: NewSystemParameter[]) => {
    if (parameters.length === 0) return;
    await db.insert(systemParameters).values(parameters).onConflictDoNothing({ target: [systemParameters.type, systemParameters.key] });
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
