import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { runPendingSeeds } from '../seeds/index';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import type { SyncFetch } from '../src/modules/sync/index';
import { openTestDatabase } from './database';

export type TestAppOptions = {
  /** Extra environment values (provider choices, STAFF_PHONES). */
  settings?: Record<string, string>;
  /**
   * 'reference' (the default): the reference data a new database gets (system
   * parameters, the company catalogue, the category tree); 'demo': also every
   * demonstration seed step, as SEED_DEMO does on a server.
   */
  seed?: 'reference' | 'demo';
  /** Outbound HTTP of the public-source sync: recorded answers (no test reaches the internet). */
  fetch?: SyncFetch;
};

const openDatabases = new WeakMap<FastifyInstance, DatabaseHandle>();

/**
 * Builds the real app, as server.ts does, on this test file's own database:
 * a copy of the run's migrated and reference-seeded template (PGlite in
 * memory, or with DATABASE_URL a throwaway database on that server), opened
 * before Fastify starts so no plugin start timeout can meet it. Close it with
 * closeTestApp.
 */
export const buildTestApp = async ({ settings = {}, seed = 'reference', fetch }: TestAppOptions = {}): Promise<FastifyInstance> => {
  const database = await openTestDatabase(inject('testDatabaseTemplate'));
  try {
    if (seed === 'demo') await runPendingSeeds(database.db, { info: () => undefined }, { includeDemoData: true });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      // Tests run due jobs themselves (app.container.jobs.runDue), on the clock they move.
      JOBS_RUNNER: 'false',
      WEB_DIST_DIR: '',
      DATA_DIR: '/tmp/compliance-desk-test',
      SEED_DEMO: seed === 'demo' ? 'true' : 'false',
      ...settings,
    });
    const app = await buildApp({ config, database, fetch });
    openDatabases.set(app, database);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
};

/** Closes a test app, then its database (a server copy is dropped). */
export const closeTestApp = async (app: FastifyInstance | undefined) => {
  if (!app) return;
  await app.close();
  await openDatabases.get(app)?.close();
};

/** A form-encoded POST through app.inject, as the web client sends it. */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * A form-encoded POST to `/api<path>` from a given client address, read as `{ status, body }`
 * (numbers are sent as text, as the web does). Each test asserts the fields it is about.
 */
export const postFrom = async (app: FastifyInstance, path: string, fields: Record<string, string | number> = {}, remoteAddress = '203.0.113.20') => {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
  return { status: response.statusCode, body: response.json() };
};

/**
 * Polls until `check` holds (what another process hears of by a notification arrives in its own time); the
 * deadline only ends a hang, far below any cache lifetime the tests set.
 */
export const eventually = async (check: () => Promise<boolean>, deadlineMs = 20_000) => {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not seen before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Waits for a write that the change counters' triggers announce (documents, the catalogue; migration 0023) to show
 * in `app`: on PGlite `check` must hold at once (the listener in the process hears the trigger before the write
 * returns); on PostgreSQL the notification comes over the LISTEN connection moments after the commit: polled.
 */
export const seenOnceNotified = async (app: FastifyInstance, check: () => Promise<boolean>) => {
  if (app.databaseKind !== 'pglite') return eventually(check);
  if (!(await check())) throw new Error('not seen at once on PGlite, where the trigger is heard before the write returns');
};
