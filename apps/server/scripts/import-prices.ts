import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { createPricesRepository } from '../src/modules/prices/prices.repository';
import { createPricesService } from '../src/modules/prices/prices.service';
import { PriceImportFormatError, describeRejection } from '../src/modules/prices/price-import.parser';

/**
 * npm run prices:import -- <file.csv|file.json> [...]: upserts daily prices
 * (source 'import') into the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR; stop the server first when it uses PGlite).
 * Layout: CSV header stock_code,date,open,high,low,close,volume,turnover
 * (market optional, default HK), or a JSON array of objects with those fields.
 * Exit code 0 when every row was taken, 2 when rows were refused, 1 on failure.
 */
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run prices:import -- <file.csv|file.json> [more files]');
  process.exit(1);
}

// npm runs scripts from the repository root; resolve paths from where the command was typed.
const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const handle = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` });
const service = createPricesService(createPricesRepository(handle.db));
let exitCode = 0;
try {
  for (const file of files) {
    const filePath = path.resolve(baseDirectory, file);
    try {
      const report = await service.importPrices(filePath, await fs.readFile(filePath, 'utf8'));
      console.log(`${file}: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected} rejected`);
      for (const rejection of report.rejections) console.log(`  ${describeRejection(rejection)}`);
      if (report.rejected > 0) exitCode = Math.max(exitCode, 2);
    } catch (error) {
      if (!(error instanceof PriceImportFormatError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      console.error(`${file}: not imported: ${(error as Error).message}`);
      exitCode = 1;
    }
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
