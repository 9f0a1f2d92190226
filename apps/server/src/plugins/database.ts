import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/**
 * Hands the already open and migrated database to the app (`app.db`). The
 * caller opened it (server.ts, the test helper) outside the plugin start
 * timeout, and closes it after the app.
 */
export const databasePlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('db', options.database.db);
  app.decorate('databaseKind', options.database.kind);
  app.log.info({ database: options.database.kind }, 'database ready');
});
