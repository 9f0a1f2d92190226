import { sql } from 'drizzle-orm';
import { readMigrationState, selectRows, type Database } from '../../db/client';

/** The only SQL of the health check: the server version and the applied migrations. */
export const createHealthRepository = (db: Database) => ({
  serverVersion: async (): Promise<string | undefined> => {
    const [version] = await selectRows<{ server_version: string }>(db, sql`show server_version`);
    return version?.server_version;
  },
  migrationState: () => readMigrationState(db),
});

export type HealthRepository = ReturnType<typeof createHealthRepository>;
