import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { runPendingSeeds } from '../seeds/index';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * One throwaway PostgreSQL database that several app instances or database handles
 * open together (two "processes" on one database). Only with DATABASE_URL set; PGlite
 * is one process's database by design.
 */
export const createSharedTestDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('createSharedTestDatabase needs DATABASE_URL');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/**
 * Two database handles on one database: two pools on a throwaway PostgreSQL database when
 * DATABASE_URL is set, otherwise one in-memory PGlite shared by both (still one table).
 */
export const openTwoHandles = async (): Promise<{ first: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> }> => {
  if (!process.env.DATABASE_URL) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { first: handle, second: handle, close: handle.close };
  }
  const shared = await createSharedTestDatabase();
  const first = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 5 });
  const second = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 5 });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await shared.drop();
    },
  };
};

/**
 * Builds the real app on a given database, as server.ts would in one process: it opens (and
 * migrates) a PostgreSQL database by URL or a PGlite data folder, builds the app, seeds the
 * reference data this database lacks, and closes the database when the app closes. Two calls
 * with one URL are two "processes" on it.
 */
export const buildAppOn = async (database: { url?: string; pgliteDataDir?: string }, settings: Record<string, string> = {}): Promise<FastifyInstance> => {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JOBS_RUNNER: 'false',
    WEB_DIST_DIR: '',
    DATA_DIR: '/tmp/compliance-desk-test',
    SEED_DEMO: 'false',
    ...settings,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const handle = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 })
    : await openDatabase({ kind: 'pglite', dataDir: database.pgliteDataDir ?? 'memory://' });
  try {
    const app = await buildApp({ config, database: handle });
    await runPendingSeeds(handle.db, app.log, { includeDemoData: false });
    // Like server.ts: the database closes after the app (tests call app.close()).
    const closeApp = app.close.bind(app);
    Object.assign(app, {
      close: async () => {
        await closeApp();
        await handle.close();
      },
    });
    return app;
  } catch (error) {
    await handle.close();
    throw error;
  }
};

/**
 * Two app "processes" on one throwaway PostgreSQL database, built before the enclosing describe's tests (each
 * with `settings`) and closed after them. Read `apps.first` / `apps.second` inside the tests.
 */
export const twoAppsOnOneDatabase = (settings: Record<string, string> = {}): { first: FastifyInstance; second: FastifyInstance } => {
  const apps = {} as { first: FastifyInstance; second: FastifyInstance };
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    apps.first = await buildAppOn({ url: shared.url }, settings);
    apps.second = await buildAppOn({ url: shared.url }, settings);
  }, 60_000);
  afterAll(async () => {
    await apps.first?.close();
    await apps.second?.close();
    await shared?.drop();
  });
  return apps;
};

type UserTopic = 'actor' | 'messages' | 'follows';

/** Settles once `app` has heard a change of `topic` naming `userId` (its caches have dropped what they kept of the user). */
export const heardFor = (app: FastifyInstance, topic: UserTopic, userId: string) =>
  new Promise<void>((resolve) => app.container.changes.subscribe(topic, ({ users }: { users?: string[] }) => users?.includes(userId) && resolve()));

/**
 * Settles once `reader` has heard every change `writer` committed before the call: PostgreSQL delivers
 * notifications in commit order, so a marker sent now arrives after them. A test that must see a read kept
 * calls it first: a read in flight when a change arrives is not kept (db/user-cache.ts), and an earlier
 * test's `eventually` may have passed before its own notification arrived.
 */
export const changesSettled = async (writer: FastifyInstance, reader: FastifyInstance) => {
  const marker = `settled-${randomUUID()}`;
  const heard = heardFor(reader, 'actor', marker);
  await writer.container.changes.publish('actor', { users: [marker] }, writer.db);
  await heard;
};
