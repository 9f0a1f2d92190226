import type { Health } from '@app/contracts';
import type { DatabaseKind } from '../../db/client';
import type { HealthRepository } from './health.repository';

/** GET /health: database kind and version, the applied migration, the uptime. */
export const createHealthService = (deps: { repository: HealthRepository; databaseKind: DatabaseKind }) => ({
  check: async (): Promise<Health> => {
    const { serverVersion: version, ...migration } = await deps.repository.databaseState();
    return {
      status: 'ok' as const,
      database: deps.databaseKind,
      databaseVersion: version ?? 'unknown',
      migration: migration.latest,
      migrationCount: migration.count,
      uptimeSeconds: Math.round(process.uptime()),
    };
  },
});

export type HealthService = ReturnType<typeof createHealthService>;
