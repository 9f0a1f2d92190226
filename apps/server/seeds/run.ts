import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runPendingSeeds } from './index';

// npm run seed: applies migrations and any seed step this database has not run yet.
const config = loadConfig();
const handle = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` });
try {
  const reports = await runPendingSeeds(handle.db, { info: () => undefined }, { includeDemoData: true });
  console.log(JSON.stringify({ database: handle.kind, applied: reports }, null, 2));
} finally {
  await handle.close();
}
