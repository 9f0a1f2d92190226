import cluster from 'node:cluster';
import { pino } from 'pino';
import { runPendingSeeds } from '../seeds/index';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { openConfiguredDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { superviseWorkers } from './workers';

// Process entry: validate configuration, open and migrate the database, build, seed what this
// database has not had yet, listen, and close cleanly on signals. With WORKERS>1 (PostgreSQL) this
// process migrates and seeds, then starts that many workers, each of which builds and listens.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Opens (and migrates) the database; a second process on the same embedded data folder is refused with a message naming the holder. */
const openDatabase = (): Promise<DatabaseHandle> =>
  openConfiguredDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });

if (config.WORKERS > 1 && cluster.isPrimary) {
  // Migrations and seeds once, before any worker serves; the workers find them done.
  const log = pino({ level: config.LOG_LEVEL, ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}) });
  const database = await openDatabase();
  try {
    await runPendingSeeds(database.db, log, { includeDemoData: config.SEED_DEMO });
  } finally {
    await database.close();
  }
  superviseWorkers(config.WORKERS, log);
} else {
  await serve(config);
}

async function serve(config: AppConfig) {
  // Opened (and migrated) before the app is built, so a long migration never meets a plugin start timeout.
  const database = await openDatabase();
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  if (cluster.isPrimary) {
    try {
      await runPendingSeeds(database.db, app.log, { includeDemoData: config.SEED_DEMO });
    } catch (error) {
      await app.close();
      await database.close();
      throw error;
    }
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = cluster.isWorker ? `; worker ${process.pid}` : '';
  app.log.info(`Compliance Desk on http://localhost:${port} (API docs: http://localhost:${port}/api/docs; database: ${app.databaseKind}${where})`);
}
