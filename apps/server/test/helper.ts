import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';

/**
 * A fresh database for one test file: PGlite in memory by default, or, when
 * DATABASE_URL is set, a throwaway database created on that server and dropped after.
 */
const createTestDatabase = async (): Promise<{ url?: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
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
 * Builds the real app on a fresh database, as server.ts does; close it with
 * closeTestApp. Reference data is seeded; demonstration data only when a test
 * asks for it (`SEED_DEMO: 'true'`). `settings` are extra environment values.
 */
export const buildTestApp = async (settings: Record<string, string> = {}): Promise<FastifyInstance> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATA_DIR: '/tmp/compliance-desk-test',
    SEED_DEMO: 'false',
    ...settings,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const app = await buildApp({ config, pgliteDataDir: 'memory://' });
  databaseDroppers.set(app, database.drop);
  return app;
};

const databaseDroppers = new WeakMap<FastifyInstance, () => Promise<void>>();

/** Closes a test app, then drops its throwaway database (after the pool has ended). */
export const closeTestApp = async (app: FastifyInstance | undefined) => {
  if (!app) return;
  await app.close();
  await databaseDroppers.get(app)?.();
};

/** A form-encoded POST through app.inject, as the web client sends it. */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
