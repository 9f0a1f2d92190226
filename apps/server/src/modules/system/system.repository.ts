import { asc, eq, sql } from 'drizzle-orm';
import { preparedQuery, type Database } from '../../db/client';
import { systemParameters } from '../../db/schema';

export type NewSystemParameter = typeof systemParameters.$inferInsert;

/** One group's parameters, prepared once (the quota limits are read on every getUserInfo and search). */
const parametersByTypeQuery = preparedQuery((db) =>
  db
    .select({ key: systemParameters.key, value: systemParameters.value, description: systemParameters.description })
    .from(systemParameters)
    .where(eq(systemParameters.type, sql.placeholder('type')))
    .orderBy(asc(systemParameters.key))
    .prepare('system_parameters_by_type'),
);

/** The only SQL for system parameters. */
export const createSystemRepository = (db: Database) => ({
  /** Parameters of one group, by key. */
  listParametersByType: (type: string): Promise<{ key: string; value: string; description: string | null }[]> => parametersByTypeQuery(db).execute({ type }),
  /** Inserts parameters that do not exist yet; existing values (edited by staff) are kept. */
  insertMissingParameters: async (parameters: NewSystemParameter[]) => {
    if (parameters.length === 0) return;
    await db.insert(systemParameters).values(parameters).onConflictDoNothing({ target: [systemParameters.type, systemParameters.key] });
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
