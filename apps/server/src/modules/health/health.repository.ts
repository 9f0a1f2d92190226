import { readDatabaseState, type Database } from '../../db/client';

/** The only SQL of the health check: the server version and the applied migrations, in one query. */
export const createHealthRepository = (db: Database) => ({
  databaseState: () => readDatabaseState(db),
});

export type HealthRepository = ReturnType<typeof createHealthRepository>;
