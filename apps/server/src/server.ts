import { runPendingSeeds } from '../seeds/index';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

// Process entry: validate configuration, open and migrate the database, build,
// seed what this database has not had yet, listen, and close cleanly on signals.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Opened (and migrated) before the app is built, so a long migration never meets a plugin start timeout.
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  // A second process on the same embedded data folder is refused with a message naming the holder.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  await database.close();
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  await runPendingSeeds(database.db, app.log, { includeDemoData: config.SEED_DEMO });
} catch (error) {
  await app.close();
  await database.close();
  throw error;
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
app.log.info(`Compliance Desk on http://localhost:${port} (API docs: http://localhost:${port}/api/docs; database: ${app.databaseKind})`);
