import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DocumentSearchBodySchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseHandle } from '../src/db/client';
import { createCatalogueService } from '../src/modules/companies/catalogue.service';
import { createListedCompaniesRepository } from '../src/modules/companies/listed-companies.repository';
import { seedDemoCorpus } from '../seeds/demo/disclosure/corpus.seed';
import { createSearchRepository } from '../src/modules/disclosure/search/search.repository';
import { createSearchService } from '../src/modules/disclosure/search/search.service';
import type { Caller } from '../src/modules/auth/actor';
import type { QuotaService } from '../src/modules/quota/quota.service';
import { runPendingSeeds } from '../seeds/index';
import { serverEntryArguments } from './built-server';

/**
 * npm run bench:search: loads (or reuses) the demonstration corpus of
 * --announcements documents (--fulltext with bodies) in a PostgreSQL server
 * database and in a PGlite folder, runs the published query mix through the
 * search service, then measures searches per second through the HTTP API with
 * --clients concurrent clients. Prints one JSON document.
 */
const { values } = parseArgs({
  options: {
    announcements: { type: 'string', default: '1000000' },
    fulltext: { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench' },
    'pglite-dir': { type: 'string', default: 'data/bench-pglite' },
    targets: { type: 'string', default: 'postgres,pglite' },
    rounds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '50' },
    'http-seconds': { type: 'string', default: '15' },
  },
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The published query mix (docs/PERFORMANCE.md). Each class runs every body `rounds` times. */
const QUERY_MIX: Record<string, Record<string, string>[]> = {
  'zh-2-char-simplified': ['业绩', '配售', '供股', '股息', '停牌', '核数', '购回', '董事'].map((keyword) => ({ keyword })),
  'zh-2-char-traditional': ['業績', '關連', '復牌', '認購', '授權', '變更', '報表', '會議'].map((keyword) => ({ keyword })),
  'zh-3-4-char': ['盈利警告', '关连交易', '須予披露', '股東週年大會', '翌日披露', '非常重大', '更換核數師', '配售新股份'].map((keyword) => ({ keyword })),
  'en-word': ['placing', 'dividend', 'connected', 'auditors', 'resumption', 'warning', 'buyback', 'allotment'].map((keyword) => ({ keyword })),
  'common-no-date-range': ['盈利警告', 'results', '公告', 'announcement', '翌日披露報表', 'monthly return'].map((keyword) => ({ keyword })),
  'stock-category-date-range': [
    { stockCodes: '00700', t2Code: '13300', datePreset: '5y' },
    { stockCodes: '00005', t1Code: '10000', datePreset: '1y' },
    { stockCodes: '00001', keyword: 'results', datePreset: '3y' },
    { t2Code: '13500', datePreset: '1m' },
    { t1Code: '10000', startDate: '2024-01-01', endDate: '2024-12-31', keyword: '董事' },
    { market: 'A', keyword: '公告', datePreset: '1y' },
  ],
  'full-text': ['商譽減值', '公平合理', '营运资金', '暫停辦理過戶', 'impairment', 'working capital', 'arm\'s length', 'interest rate'].map((keyword) => ({ keyword, scope: 'full' as const })),
  'match-any': ['配售 供股', '盈利警告 盈利預告', 'placing rights', 'dividend buyback'].map((keyword) => ({ keyword, matchMode: 'any' as const })),
};

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 10) / 10;

const summarise = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), p99: round(percentile(sorted, 0.99)), max: round(sorted.at(-1)!) };
};

const log = (message: string) => process.stderr.write(`${message}\n`);

const ensureCorpus = async (handle: DatabaseHandle, announcements: number, fullText: number) => {
  await runPendingSeeds(handle.db, { info: () => undefined }, { includeDemoData: true });
  const started = performance.now();
  let lastReport = 0;
  const result = await seedDemoCorpus(handle.db, { announcements, fullText, now: new Date() }, (done, total) => {
    if (done - lastReport >= 100_000 || done === total) {
      lastReport = done;
      log(`  ${handle.kind}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} documents`);
    }
  });
  if (handle.kind === 'pglite') await handle.db.execute(sql`checkpoint`);
  return { ...result, seconds: round((performance.now() - started) / 1000) };
};

const indexSizes = async (handle: DatabaseHandle) => {
  const rows = await selectRows<{ name: string; bytes: string }>(
    handle.db,
    sql`select c.relname as name, pg_relation_size(c.oid) as bytes from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid where t.relname = 'documents' order by 2 desc`,
  );
  const [table] = await selectRows<{ bytes: string }>(handle.db, sql`select pg_total_relation_size('documents') as bytes`);
  return { tableTotalMB: round(Number(table?.bytes ?? 0) / 1048576), indexesMB: Object.fromEntries(rows.map((row) => [row.name, round(Number(row.bytes) / 1048576)])) };
};

const measureLatency = async (handle: DatabaseHandle, rounds: number) => {
  // Quota and VIP rules are not what is measured: a stub quota lets full-text queries through.
  const quota = { consume: async () => ({ used: 0, limit: null }) } as unknown as QuotaService;
  // Visitors search here, so the owner scopes (client and followed companies) are never read.
  const nobody = { listedStockCodes: async () => [], followedStockCodes: async () => [] };
  const service = createSearchService({ repository: createSearchRepository(handle.db), quota, catalogue: createCatalogueService(createListedCompaniesRepository(handle.db)), serviceCompanies: nobody, focus: nobody });
  const request: Caller = { actor: { kind: 'visitor' }, locale: 'en', ip: '127.0.0.1' };
  const classes: Record<string, ReturnType<typeof summarise> & { avgHits: number; cappedShare: number }> = {};
  // Warm the caches once, as a running server would be.
  for (const bodies of Object.values(QUERY_MIX)) for (const body of bodies) await service.search(request, DocumentSearchBodySchema.parse(body));
  for (const [name, bodies] of Object.entries(QUERY_MIX)) {
    const samples: number[] = [];
    let hits = 0;
    let capped = 0;
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      for (const body of bodies) {
        const started = performance.now();
        const result = await service.search(request, DocumentSearchBodySchema.parse(body));
        samples.push(performance.now() - started);
        hits += result.total;
        if (result.totalCapped) capped += 1;
      }
    }
    classes[name] = { ...summarise(samples), avgHits: Math.round(hits / samples.length), cappedShare: round(capped / samples.length) };
    log(`  ${handle.kind} ${name}: p95 ${classes[name]!.p95} ms`);
  }
  return classes;
};

/** Searches per second through the HTTP API: a server child process and `clients` concurrent loops here. */
const measureHttp = async (environment: Record<string, string>, clients: number, seconds: number) => {
  const port = 3900 + Math.floor(Math.random() * 50);
  const child: ChildProcess = spawn(process.execPath, serverEntryArguments(ROOT), {
    cwd: ROOT,
    // The page cache off: the mix repeats, and this figure is the engine's (bench:api measures both).
    // Production refuses the development secrets: one-off ones, as a deployment would set its own.
    env: {
      ...process.env,
      ...environment,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      SEED_DEMO: 'false',
      SEARCH_CACHE_ENTRIES: '0',
      VERIFICATION_CODE_PEPPER: randomBytes(32).toString('hex'),
      FILES_SIGNING_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  const url = `http://127.0.0.1:${port}/api/au/document/search`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (exited !== null) throw new Error(`the API server stopped (exit code ${exited}) before it answered`);
      if (attempt > 600) throw new Error('the API server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const titleQueries = Object.entries(QUERY_MIX)
      .filter(([name]) => name !== 'full-text')
      .flatMap(([, bodies]) => bodies)
      .map((body) => new URLSearchParams(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)])).toString());
    const deadline = Date.now() + seconds * 1000;
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const loop = async () => {
      while (Date.now() < deadline) {
        const body = titleQueries[next++ % titleQueries.length]!;
        const started = performance.now();
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        const json = (await response.json()) as { errCode: number };
        latencies.push(performance.now() - started);
        if (json.errCode !== 0) errors += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, loop));
    const elapsed = (performance.now() - started) / 1000;
    return { clients, seconds: round(elapsed), searches: latencies.length, searchesPerSecond: Math.round(latencies.length / elapsed), errors, latencyMs: summarise(latencies) };
  } finally {
    child.kill('SIGTERM');
  }
};

const announcements = Number(values.announcements);
const fullText = Number(values.fulltext);
const rounds = Number(values.rounds);
const report: Record<string, unknown> = { announcements, fullText, machine: { cpus: (await import('node:os')).cpus().length, node: process.version } };
for (const target of values.targets.split(',')) {
  log(`${target}: preparing the corpus`);
  const handle =
    target === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: values['pg-url'], poolSize: 10 })
      : await openDatabase({ kind: 'pglite', dataDir: path.resolve(ROOT, values['pglite-dir']) });
  try {
    const corpus = await ensureCorpus(handle, announcements, fullText);
    const latency = await measureLatency(handle, rounds);
    const sizes = await indexSizes(handle);
    report[target] = { corpus, latencyMs: latency, sizes };
  } finally {
    await handle.close();
  }
  // Throughput through the API is measured on the server database (PGlite runs every query on the main thread).
  if (target === 'postgres') {
    log(`${target}: HTTP throughput with ${values.clients} clients`);
    (report[target] as Record<string, unknown>).http = await measureHttp({ DATABASE_URL: values['pg-url'], DATABASE_POOL_SIZE: '10' }, Number(values.clients), Number(values['http-seconds']));
  }
}
console.log(JSON.stringify(report, null, 2));
