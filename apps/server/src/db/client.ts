import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { SERVER_ROOT } from '../server-root';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The query layer every repository uses; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction opened by one module's repository, handed to another module's
 * service so that its owner's queries run in the same transaction (the
 * caller's row locks and atomicity hold across the two modules).
 */
export type Transaction = Database;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Closes connections (PGlite flushes its data folder). */
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize: number }
  /** dataDir is a folder, or 'memory://' for a throwaway database (tests). */
  | { kind: 'pglite'; dataDir: string };

/** Advisory-lock keys (per database) that serialise start-up work of several processes. */
export const MIGRATION_LOCK_KEY = 7_310_000_001;
export const SEED_LOCK_KEY = 7_310_000_002;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/**
 * The planner's cost of reading a page out of order, for this app's sessions (both databases). PostgreSQL's
 * default, 4, assumes a spinning disk; on SSDs or data held in memory a random read costs about as much as a
 * sequential one. At 4 the planner ANDed a search window's few GIN matches with a scan of every document in the
 * window by release time (7 of its 9 ms over a million documents; 1.6 ms without). A per-session setting, so it
 * leaves the server's other databases alone.
 */
const RANDOM_PAGE_COST = '1.1';

/** The session settings above on an embedded database (one session: set once when it opens). */
export const configurePgliteSession = (client: PGlite) => client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);

/**
 * Opens the database and applies pending migrations, each in its own transaction.
 * A PGlite folder is locked for this process (DataDirLockedError when another holds it).
 * @throws when the server is unreachable, the folder is locked or a migration fails.
 */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
    // An idle connection dropped by the server (restart, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      // Several processes may start at once on one database: one migrates, the others wait for it.
      const locked = await pool.connect();
      try {
        await locked.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await locked.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        locked.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  // One process per data folder: a second PGlite on it would see only its own writes (and lose them).
  const lock = options.dataDir === 'memory://' ? undefined : lockDataDir(options.dataDir);
  let client: PGlite | undefined;
  try {
    if (options.dataDir !== 'memory://') await fs.mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
    await configurePgliteSession(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
};

/**
 * Opens the database the configuration names: the PostgreSQL server of
 * DATABASE_URL, else the embedded PGlite in DATA_DIR/pglite. Migrates it.
 */
export const openConfiguredDatabase = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
  poolSize: number = config.DATABASE_POOL_SIZE,
): Promise<DatabaseHandle> =>
  config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });

/**
 * A query of a hot path, built once per database and sent as a named prepared statement: Drizzle does
 * not rebuild it on every call (query building was the largest cost of a signed-in call, see
 * docs/PERFORMANCE.md), and PostgreSQL parses and plans it once per connection. `build` receives the
 * database and must give a statement prepared under a name unique to the server; values go in as
 * `sql.placeholder(name)`. Given a transaction, it is built for that transaction, as often as before.
 */
export const preparedQuery = <Prepared>(build: (db: Database) => Prepared) => {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db: Database): Prepared => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
};

const dialect = new PgDialect();

/**
 * A hot raw-SQL query (values as `sql.placeholder(name)`) sent as a named prepared statement, as
 * `preparedQuery` does, answering its rows as the driver gives them, as `selectRows` does. For wide rows:
 * Drizzle's select builder maps every field of every row (`is()` on each), which for a search page of 20
 * rows of 28 columns cost more than building the query did (docs/PERFORMANCE.md, fourth round).
 */
export const preparedRows = <Row>(name: string, query: SQL) => {
  const built = dialect.sqlToQuery(query);
  const prepared = preparedQuery((db) => db._.session.prepareQuery(built, undefined, name, false));
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => ((await prepared(db).execute(values)) as unknown as { rows: Row[] }).rows;
};

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export const selectRows = async <Row>(db: Database, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

type Journal = { entries: { idx: number; when: number; tag: string }[] };

// The migration files of this build do not change while it runs: the journal is read once.
let journalOnce: Promise<Journal> | undefined;
const readJournal = () => {
  journalOnce ??= fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8').then((text) => JSON.parse(text) as Journal);
  journalOnce.catch(() => {
    journalOnce = undefined;
  });
  return journalOnce;
};

const appliedOf = (journal: Journal, createdAt: (string | number)[]) => {
  const appliedTimes = new Set(createdAt.map(Number));
  const applied = journal.entries.filter((entry) => appliedTimes.has(entry.when));
  return { latest: applied.at(-1)?.tag ?? 'none', count: applied.length };
};

/** The newest applied migration's tag (file name without .sql) and how many are applied. */
export const readMigrationState = async (db: Database): Promise<{ latest: string; count: number }> => {
  const journal = await readJournal();
  const rows = await selectRows<{ created_at: string }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
  return appliedOf(journal, rows.map((row) => row.created_at));
};
