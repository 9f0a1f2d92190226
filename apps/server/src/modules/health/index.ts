import { systemEndpoints } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readMigrationState, selectRows } from '../../db/client';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';

/** GET /health: database kind and version, the applied migration; a failing database answers 999. */
export const healthModule = async (app: FastifyInstance) => {
  routeFor(
    app,
    systemEndpoints.health,
    { access: 'public', tags: ['system'], summary: 'Service health' },
    async (request) => {
      const [version] = await selectRows<{ server_version: string }>(app.db, sql`show server_version`);
      const migration = await readMigrationState(app.db);
      return ok(request, {
        status: 'ok' as const,
        database: app.databaseKind,
        databaseVersion: version?.server_version ?? 'unknown',
        migration: migration.latest,
        migrationCount: migration.count,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
