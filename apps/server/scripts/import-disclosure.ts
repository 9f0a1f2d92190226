import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { registerKindOfFileName, RegisterKinds, type RegisterKind } from '../src/modules/disclosure/importers/cr-companies.parser';
import { CategoryLevels, type CategoryLevel } from '../src/modules/disclosure/importers/headline-matcher';
import { hkexLanguageOfFileName, HkexLanguages, type HkexLanguage } from '../src/modules/disclosure/importers/hkex-document';
import { stockListOfFileName, StockLists, type StockList } from '../src/modules/disclosure/importers/hkex-stock-list.parser';
import { ImportFormatError } from '../src/modules/disclosure/importers/import-report';
import { createDisclosureImporter, ImportFormats, type ImportFile, type ImportOptions } from '../src/modules/disclosure/importers/importers.service';

/**
 * npm run data:import -- --format <format> [options] <file> [...]: imports
 * public disclosure files (HKEXnews, SFC, Companies Registry; see
 * apps/server/src/modules/disclosure/importers/README.md) into the configured
 * database (DATABASE_URL, else the embedded PGlite in DATA_DIR; stop the server
 * first when it uses PGlite). Each file is one run (all category files
 * together are one run); each run prints one JSON line with its counts.
 * Exit code 0 when every row was taken, 2 when rows were refused, 1 on failure.
 */
const USAGE = `Usage: npm run data:import -- --format <${ImportFormats.join('|')}> [options] <file> [more files]
  --lang E|ZH                 language of an HKEXnews file (hkex-title-search; hkex-latest and categories tell it from the file name)
  --list active|inactive      which stock list (hkex-stock-list; told from activestock_/inactivestock_ file names)
  --level t1|t2g|t2|doc       category level when the file name does not tell it (hkex-categories)
  --register local|foreign    hold a registry file to one register (cr-companies; told from RNC063L/RNC063F file names)`;

const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
};

const oneOf = <Value extends string>(value: string | undefined, allowed: readonly Value[], flag: string): Value | undefined => {
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  return match ?? fail(`--${flag} must be one of ${allowed.join(', ')} (got "${value}").`);
};

const ARGUMENTS = {
  options: {
    format: { type: 'string' },
    lang: { type: 'string' },
    list: { type: 'string' },
    level: { type: 'string' },
    register: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
} as const;

const readArguments = () => {
  try {
    return parseArgs(ARGUMENTS);
  } catch (error) {
    return fail((error as Error).message);
  }
};
const { values, positionals: fileArguments } = readArguments();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const format = oneOf(values.format, ImportFormats, 'format') ?? fail('--format is required.');
if (fileArguments.length === 0) fail('Name at least one file.');
const baseOptions = {
  lang: oneOf<HkexLanguage>(values.lang, HkexLanguages, 'lang'),
  list: oneOf<StockList>(values.list, StockLists, 'list'),
  level: oneOf<CategoryLevel>(values.level, CategoryLevels, 'level'),
  registerKind: oneOf<RegisterKind>(values.register, RegisterKinds, 'register'),
};

/** The options of one file: the flags, else what its name tells. */
const optionsFor = (fileName: string): ImportOptions => ({
  lang: baseOptions.lang ?? (format === 'hkex-latest' ? (hkexLanguageOfFileName(fileName) ?? undefined) : undefined),
  list: baseOptions.list ?? stockListOfFileName(fileName) ?? undefined,
  level: baseOptions.level,
  registerKind: baseOptions.registerKind ?? registerKindOfFileName(fileName) ?? undefined,
});

// npm runs scripts from the repository root; resolve paths from where the command was typed.
const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const readFiles = async (names: string[]): Promise<ImportFile[]> =>
  Promise.all(names.map(async (name) => ({ name: path.basename(name), text: await fs.readFile(path.resolve(baseDirectory, name), 'utf8') })));

// Category files of all levels and both languages make one run; every other file is a run of its own.
const runs: { names: string[]; options: ImportOptions }[] =
  format === 'hkex-categories'
    ? [{ names: fileArguments, options: baseOptions }]
    : fileArguments.map((name) => ({ names: [name], options: optionsFor(path.basename(name)) }));

const config = loadConfig();
const handle = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` });
const importer = createDisclosureImporter(handle.db);
let exitCode = 0;
try {
  for (const run of runs) {
    const files = run.names.length === 1 ? { file: run.names[0] } : { files: run.names };
    try {
      const report = await importer.run(format, await readFiles(run.names), run.options);
      console.log(JSON.stringify({ ...files, ...report }));
      if (report.rejected > 0) exitCode = Math.max(exitCode, 2);
    } catch (error) {
      if (!(error instanceof ImportFormatError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      console.error(JSON.stringify({ ...files, error: (error as Error).message }));
      exitCode = 1;
    }
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
