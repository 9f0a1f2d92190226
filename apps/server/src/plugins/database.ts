import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { openDatabase, type Database, type DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR/pglite,
 * applies migrations, and closes it when the app closes.
 */
export const databasePlugin = fp(async (app: FastifyInstance, options: { config: AppConfig; pgliteDataDir?: string }) => {
  const { config } = options;
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: options.pgliteDataDir ?? path.join(config.DATA_DIR, 'pglite') });
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  app.log.info({ database: handle.kind }, 'database ready');
});
