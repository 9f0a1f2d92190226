import { sql } from 'drizzle-orm';
import { readMigrationState, selectRows, type Database } from '../../db/client';

/** The only SQL of the health check. */
export const createHealthRepository = (db: Database) => ({
  /** The database server's version: a query that needs the database to answer (the reachability probe). */
  serverVersion: async (): Promise<string | undefined> => {
    const [row] = await selectRows<{ server_version: string | null }>(db, sql`select current_setting('server_version') as server_version`);
    return row?.server_version ?? undefined;
  },
  /** The newest applied migration this build knows and how many are applied. */
  migrationState: () => readMigrationState(db),
});

export type HealthRepository = ReturnType<typeof createHealthRepository>;
