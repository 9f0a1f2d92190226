import { describe, expect, it } from 'vitest';
import { createHealthService, HEALTH_PROBE_MAX_AGE_MS } from './health.service';

/** A repository whose probes the test answers one by one, and a clock it moves by hand. */
const setUp = () => {
  const probes: { resolve: (version: string) => void; reject: (error: Error) => void }[] = [];
  let migrationReads = 0;
  let time = 0;
  const service = createHealthService({
    databaseKind: 'postgres',
    now: () => time,
    repository: {
      serverVersion: () => new Promise<string | undefined>((resolve, reject) => probes.push({ resolve, reject })),
      migrationState: async () => {
        migrationReads += 1;
        return { latest: '0001_test', count: 2 };
      },
    },
  });
  return { service, probes, migrationReads: () => migrationReads, advance: (ms: number) => (time += ms) };
};

describe('health service', () => {
  it('answers calls within a second from one probe, and probes again after it', async () => {
    const { service, probes, migrationReads, advance } = setUp();
    const first = service.check();
    advance(HEALTH_PROBE_MAX_AGE_MS);
    const second = service.check();
    expect(probes).toHaveLength(1);
    probes[0]!.resolve('17.2');
    expect(await first).toMatchObject({ status: 'ok', database: 'postgres', databaseVersion: '17.2', migration: '0001_test', migrationCount: 2 });
    expect((await second).databaseVersion).toBe('17.2');

    advance(1);
    const third = service.check();
    expect(probes).toHaveLength(2);
    probes[1]!.resolve('17.3');
    expect((await third).databaseVersion).toBe('17.3');
    expect(migrationReads()).toBe(1);
  });

  it('fails while the database does not answer, and probes again on the next call', async () => {
    const { service, probes } = setUp();
    const failing = service.check();
    probes[0]!.reject(new Error('connection refused'));
    await expect(failing).rejects.toThrow('connection refused');
    // No time has passed, yet the failure is not reused.
    const next = service.check();
    expect(probes).toHaveLength(2);
    probes[1]!.resolve('17.2');
    expect((await next).status).toBe('ok');
  });
});
