import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runPendingSeeds } from '../seeds/index';
import { configurePgliteSession, openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';

/*
 * Test databases. The run migrates and reference-seeds one template
 * (global-setup.ts); each test file starts from a copy of it, so no file
 * migrates from scratch and none does it inside a Fastify plugin timeout.
 * PGlite: the template's data folder is dumped to a file and each copy is a
 * new in-memory PGlite loaded from it. PostgreSQL (DATABASE_URL): the
 * template is a database on that server and each copy is
 * `create database … template …`, dropped when the file ends.
 */

/** Where the run's template lives (handed from global-setup.ts to the test files). */
export type TestDatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string };

const silentLog = { info: () => undefined };

/** The PGlite client under a drizzle database (drizzle keeps it as `$client`). */
const pgliteClientOf = (db: Database) => (db as unknown as { $client: PGlite }).$client;

/** A database name on the same server as `serverUrl`. */
const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs statements on the server's maintenance connection (create and drop database). */
const onServer = async (serverUrl: string, ...statements: string[]) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Seeds the reference data into a new, migrated database (the template, or a file's own without one). */
const seedReferenceData = async (handle: DatabaseHandle) => {
  await runPendingSeeds(handle.db, silentLog, { includeDemoData: false });
};

/**
 * Makes the run's template: PostgreSQL when DATABASE_URL is set, else PGlite.
 * Returns it and the function that removes it at the end of the run.
 */
export const createTestDatabaseTemplate = async (): Promise<{ template: TestDatabaseTemplate; remove: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await seedReferenceData(handle);
    } finally {
      await handle.close();
    }
    return { template: { kind: 'postgres', serverUrl, name }, remove: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const dumpFile = path.join(os.tmpdir(), `compliance-desk-test-template-${randomUUID()}.tar`);
  try {
    await seedReferenceData(handle);
    // Uncompressed: each file loads it about a quarter of a second faster than gzip.
    const dump = await pgliteClientOf(handle.db).dumpDataDir('none');
    await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { template: { kind: 'pglite', dumpFile }, remove: () => fs.rm(dumpFile, { force: true }) };
};

/** The template dump, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated and reference-seeded database for one test file, copied
 * from the template (or made from scratch when there is none, as when a file
 * runs outside the vitest config). `close` also drops a server copy.
 */
export const openTestDatabase = async (template: TestDatabaseTemplate | undefined): Promise<DatabaseHandle> => {
  if (template?.kind === 'pglite') {
    pgliteTemplate ??= fs.readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
    const client = await PGlite.create('memory://', { loadDataDir: await pgliteTemplate });
    await configurePgliteSession(client);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const serverUrl = template?.kind === 'postgres' ? template.serverUrl : process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await seedReferenceData(handle);
    return handle;
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template.name}` : `create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 10 });
  if (!template) await seedReferenceData(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
