import { HealthSchema, envelopeSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMigrationState, selectRows } from '../../db/client';
import { ok } from '../../lib/reply';

/** GET /health: database kind and version, the applied migration; a failing database answers 999. */
export const healthModule = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Service health', response: { 200: envelopeSchema(HealthSchema) } },
    },
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
