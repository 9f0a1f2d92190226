import type { Health } from '@app/contracts';
import type { DatabaseKind } from '../../db/client';
import type { HealthRepository } from './health.repository';

/** How old a database probe may be when a health call reports it. */
export const HEALTH_PROBE_MAX_AGE_MS = 1_000;

/**
 * GET /health: database kind and version, the applied migration, the uptime.
 *
 * Reachability: every answer reports a database probe (the server version, one query) sent at most
 * HEALTH_PROBE_MAX_AGE_MS before it, and fails (999) when that probe failed; calls within that second
 * share the probe, so monitors and load balancers polling health cost the database one query a second,
 * not one per call. A failed probe is not reused: the next call probes again.
 * The migration state is read once: this process applied every migration its build knows when it
 * opened the database, and the answer names only those, so it cannot change while the process runs.
 */
export const createHealthService = (deps: { repository: HealthRepository; databaseKind: DatabaseKind; now?: () => number }) => {
  const now = deps.now ?? (() => performance.now());
  let probe: { sentAt: number; version: Promise<string | undefined> } | undefined;
  let migrations: ReturnType<HealthRepository['migrationState']> | undefined;

  const probedVersion = () => {
    const at = now();
    if (!probe || at - probe.sentAt > HEALTH_PROBE_MAX_AGE_MS) {
      const version = deps.repository.serverVersion();
      const sent = { sentAt: at, version };
      probe = sent;
      version.catch(() => {
        if (probe === sent) probe = undefined;
      });
    }
    return probe.version;
  };

  const migrationState = () => {
    if (!migrations) {
      const read = deps.repository.migrationState();
      migrations = read;
      read.catch(() => {
        if (migrations === read) migrations = undefined;
      });
    }
    return migrations;
  };

  return {
    check: async (): Promise<Health> => {
      const [version, migration] = await Promise.all([probedVersion(), migrationState()]);
      return {
        status: 'ok' as const,
        database: deps.databaseKind,
        databaseVersion: version ?? 'unknown',
        migration: migration.latest,
        migrationCount: migration.count,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
};

export type HealthService = ReturnType<typeof createHealthService>;
