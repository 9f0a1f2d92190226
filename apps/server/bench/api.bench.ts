import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serverEntryArguments } from './built-server';
import { leanAutocannon } from './load-generator';
import { drivePaced } from './paced-load';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { hashPassword } from '../src/lib/secrets';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { sql } from 'drizzle-orm';
import { seedDemoCorpus } from '../seeds/demo/disclosure/corpus.seed';
import { runPendingSeeds, startAlertsAfterStoredDocuments } from '../seeds/index';

/**
 * npm run bench:api: throughput of the hot calls through the real server, as ratios to a bare
 * Fastify 5 route measured in the same run (issue 19). For each target database (a fresh PostgreSQL
 * database on --pg-url's server, created and dropped by the run, and a temporary PGlite folder) it
 * migrates and seeds the demonstration data, makes the announcement corpus --announcements long
 * (bench:search's generator: the million-document corpus by default), adds one user with a password,
 * starts the server as a child process (production mode, the default log level; on PostgreSQL one process per
 * core, as issue 19 asks of a PostgreSQL deployment, --workers to change), signs in through POST /api/login, follows
 * companies and fills a favourites folder through the API, then drives each call class with autocannon at each
 * --clients count for --seconds, in one-second turns with the bare route (driveInTurns), and prints one JSON document:
 * req/s, p50/p95/p99 ms, errors, server CPU and memory, the ratio of req/s to the bare route and that ratio in each
 * turn (`turnRatios`). The static file (staticFile) is also measured against a bare route sending the same bytes
 * (`ratioToBareFile`). autocannon runs lean (load-generator.ts: reply bodies counted, not decoded or copied).
 * A benchmark, not a test: figures depend on the machine's load (recorded in the JSON).
 * Two search classes: `search` repeats a fixed mix of 30 bodies (a repeated query, which the server's page cache
 * answers from memory), `searchUncached` sends the same mix with a range ending on another day each time, so no
 * body repeats in a run (`searchUncachedBodies` counts them) and every one is the engine's work.
 * Every call runs flat out (each client sends its next request when the last is answered), so its p95 is the
 * latency of a saturated server. The search target is a rate and a latency ("300 searches a second at 50
 * clients, p95 under 150 ms"): searchUncached is therefore also offered at --search-rate per second (default
 * 300) over the largest --clients count of connections, arriving at random (Poisson) and each timed from when it
 * fell due (paced-load.ts), reported as `<N>ClientsAt<R>PerSec` with the rate reached.
 *
 *   npm run -s bench:api                                           # both databases, 1,000,000 announcements, 20 and 50 clients, 5 s each
 *   npm run -s bench:api -- --announcements 20000 --seconds 3      # a small corpus: minutes, not an hour
 *   npm run -s bench:api -- --pg-database postgres://postgres@127.0.0.1:5432/bench --pglite-dir data/bench   # stored corpora, kept (bench:search --pglite-dir data/bench/pglite)
 *   npm run -s bench:api -- --targets postgres --calls health,getUserInfo --clients 20
 *   npm run -s bench:api -- --server-node-args=--cpu-prof,--cpu-prof-dir=/tmp/prof   # CPU profile of the server
 *   npm run -s bench:api -- --compare-with /tmp/before   # also another checkout's server (same node_modules), in the same turns
 *   npm run -s bench:api -- --targets postgres --workers 1   # the PostgreSQL server as one process (default: one per core; CPU and memory summed over the workers)
 *   npm run -s bench:api -- --stock-autocannon   # autocannon as shipped: every reply body decoded into a string and read into a new buffer, as rounds 1–11 measured
 *
 * --compare-with DIR starts DIR's server beside this one (on PostgreSQL on the same database, on PGlite on
 * a copy of the prepared folder) and drives each call on it in the same turns as this one's: a before/after
 * comparison taken at the same machine load, reported as `compare` in each entry.
 */
const { values } = parseArgs({
  options: {
    'pg-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-database': { type: 'string' },
    'pglite-dir': { type: 'string' },
    targets: { type: 'string', default: 'postgres,pglite' },
    announcements: { type: 'string', default: '1000000' },
    fulltext: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '20,50' },
    calls: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    'pool-size': { type: 'string' },
    'server-node-args': { type: 'string', default: '' },
    'web-dist': { type: 'string' },
    'compare-with': { type: 'string' },
    workers: { type: 'string', default: String(os.availableParallelism()) },
    'search-rate': { type: 'string', default: '300' },
    'stock-autocannon': { type: 'boolean', default: false },
  },
});

// The load generator as bench:api runs it: reply bodies neither decoded nor read into a new buffer each time
// (load-generator.ts). --stock-autocannon keeps autocannon as shipped (the figures of rounds one to eleven).
if (!values['stock-autocannon']) leanAutocannon();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECONDS = Number(values.seconds);
/** Turns of about a second each that a call's --seconds are driven in, alternating with the bare route's. */
const TURNS = Math.max(1, Math.round(SECONDS));
const CLIENT_COUNTS = values.clients.split(',').map(Number);
const ANNOUNCEMENTS = Number(values.announcements);
/** New searches per second offered in the fixed-rate run of searchUncached (0: none). */
const SEARCH_RATE = Number(values['search-rate']);
const FULL_TEXT = Number(values.fulltext ?? Math.round(ANNOUNCEMENTS / 10));
if (!Number.isInteger(ANNOUNCEMENTS) || !Number.isInteger(FULL_TEXT) || FULL_TEXT > ANNOUNCEMENTS || CLIENT_COUNTS.some((count) => !Number.isInteger(count) || count < 1) || !Number.isInteger(SEARCH_RATE) || SEARCH_RATE < 0) {
  throw new Error('--announcements, --fulltext (at most --announcements), --search-rate and --clients (a list) take whole numbers');
}
// A call runs in turns of about a second each: at least one second.
if (!(SECONDS >= 1)) throw new Error('--seconds takes a number of seconds, at least 1');
const PASSWORD = 'Bench-pass-2026';
const log = (message: string) => process.stderr.write(`${message}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The fields of /proc/PID/stat after the command name, or undefined when the process is gone. */
const statFields = (pid: number): string[] | undefined => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
};

/**
 * CPU seconds (user + system) and resident memory of a process and its children (the workers of
 * --workers N; tsx's esbuild service), from /proc (Linux).
 */
const processUsage = (pid: number): { cpuSeconds: number; rssMB: number } | undefined => {
  const own = statFields(pid);
  if (!own) return undefined;
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      const fields = statFields(Number(name));
      return fields && Number(fields[1]) === pid ? [fields] : [];
    });
  let ticks = 0;
  let rssPages = 0;
  for (const fields of [own, ...children]) {
    ticks += Number(fields[11]) + Number(fields[12]);
    rssPages += Number(fields[21]);
  }
  return { cpuSeconds: ticks / 100, rssMB: round((rssPages * 4096) / 1048576) };
};

/**
 * The built web app when there is one, else a small stand-in with a hashed script (the static-file call).
 * The call fetches the entry script index.html names, the file every visitor's browser asks for first.
 */
const webDistDir = async (): Promise<{ dir: string; asset: string; temporary: boolean }> => {
  const candidate = values['web-dist'] ?? path.join(ROOT, 'apps/web/dist');
  if (fs.existsSync(path.join(candidate, 'index.html'))) {
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(path.join(candidate, 'index.html'), 'utf8'))?.[1];
    if (!entry) throw new Error(`${candidate}/index.html names no entry script`);
    return { dir: candidate, asset: entry, temporary: false };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="/assets/index-Bench123.js"></script>');
  // ~60 kB of script-like text, as a route chunk of the real build.
  const line = 'export const value = (input) => input.map((item) => ({ ...item, label: String(item.label).trim() }));\n';
  fs.writeFileSync(path.join(dir, 'assets/index-Bench123.js'), line.repeat(600));
  fs.copyFileSync(path.join(ROOT, 'apps/web/public/favicon.svg'), path.join(dir, 'favicon.svg'));
  return { dir, asset: '/assets/index-Bench123.js', temporary: true };
};

type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Form bodies; several are sent in turn. */
  bodies?: Record<string, string>[];
  /** Instead of `bodies`: a new body for every request. */
  nextBody?: () => Record<string, string>;
  signedIn?: boolean;
  /** Request headers beyond the token and the form's content type. */
  headers?: Record<string, string>;
  /** What the reply must satisfy in the pre-flight check. */
  check?: (json: { errCode: number; resultData: unknown }) => boolean;
};

/** Title searches of bench:search's query mix (docs/PERFORMANCE.md), as the web form sends them. */
const SEARCH_BODIES: Record<string, string>[] = [
  ...['业绩', '配售', '供股', '股息', '業績', '關連', '復牌', '認購'].map((keyword) => ({ keyword })),
  ...['盈利警告', '关连交易', '須予披露', '股東週年大會', '翌日披露', '非常重大'].map((keyword) => ({ keyword })),
  ...['placing', 'dividend', 'connected', 'auditors', 'resumption', 'warning'].map((keyword) => ({ keyword })),
  ...['results', '公告', 'announcement', 'monthly return'].map((keyword) => ({ keyword })),
  { stockCodes: '00700', t2Code: '13300', datePreset: '5y' },
  { stockCodes: '00005', t1Code: '10000', datePreset: '1y' },
  { stockCodes: '00001', keyword: 'results', datePreset: '3y' },
  { t2Code: '13500', datePreset: '1m' },
  { keyword: '配售 供股', matchMode: 'any' },
  { keyword: 'dividend buyback', matchMode: 'any' },
];

const DAY_MS = 86_400_000;
/** A preset's span in days, to turn it into the same range ending on another day. */
const PRESET_DAYS: Record<string, number> = { '1m': 31, '1y': 366, '3y': 3 * 366, '5y': 5 * 366 };
const hongKongDay = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The search mix with bodies that never repeat within a run, so a page cache can never answer one (the `search`
 * call repeats its 30 bodies: how a repeated query behaves). Request n sends body n mod 30 with a range ending
 * n div 30 days before today (a preset becomes a range of the same length): each window search ends at another
 * day but reads about as many documents as the same search today. `sent` and `repeats` count what was sent.
 */
const uncachedSearches = () => {
  const today = Date.now();
  const seen = new Set<string>();
  const account = { sent: 0, repeats: 0 };
  let next = 0;
  const nextBody = (): Record<string, string> => {
    const { datePreset, ...base } = SEARCH_BODIES[next % SEARCH_BODIES.length]!;
    const end = today - Math.floor(next / SEARCH_BODIES.length) * DAY_MS;
    next += 1;
    const body = { ...base, ...(datePreset ? { startDate: hongKongDay(end - PRESET_DAYS[datePreset]! * DAY_MS) } : {}), endDate: hongKongDay(end) };
    const text = new URLSearchParams(body).toString();
    account.sent += 1;
    if (seen.has(text)) account.repeats += 1;
    else seen.add(text);
    return body;
  };
  return { nextBody, account };
};

const callsFor = (asset: string, uncached: ReturnType<typeof uncachedSearches>): Call[] => [
  { name: 'health', method: 'GET', path: '/api/health' },
  // As Chromium asks for it: the server answers from memory with the brotli copy the build made.
  { name: 'staticFile', method: 'GET', path: asset, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  // A small file (the icon every page asks for, 237 bytes): the server's cost per static request, which the
  // entry script's 46 kB hides behind the load generator's reading (docs/PERFORMANCE.md, fourth round).
  { name: 'staticSmall', method: 'GET', path: '/favicon.svg', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  { name: 'getUserInfo', method: 'POST', path: '/api/au/saasuser/getUserInfo', signedIn: true },
  { name: 'favouriteFolders', method: 'POST', path: '/api/au/favorites/list', signedIn: true, bodies: [{ page: '1', limit: '50' }] },
  { name: 'favouriteItems', method: 'POST', path: '/api/au/collect/list', signedIn: true, bodies: [{ page: '1', limit: '10' }] },
  { name: 'follows', method: 'POST', path: '/api/au/focus/list', signedIn: true, bodies: [{ page: '1', limit: '10' }] },
  { name: 'messages', method: 'POST', path: '/api/au/messageInfo/list', signedIn: true, bodies: [{ page: '1', limit: '10', sortRule: 'createDate', sortType: 'desc' }] },
  { name: 'bell', method: 'POST', path: '/api/au/messageInfo/list', signedIn: true, bodies: [{ page: '1', limit: '5', sortRule: 'createDate', sortType: 'desc' }] },
  { name: 'calculator', method: 'POST', path: '/api/au/calculator/meetingNotice', bodies: [{ meetingType: 'annualGeneralMeeting', meetingDate: '2026-06-30', today: '2026-05-01' }] },
  { name: 'search', method: 'POST', path: '/api/au/document/search', bodies: SEARCH_BODIES },
  { name: 'searchUncached', method: 'POST', path: '/api/au/document/search', nextBody: uncached.nextBody },
];

type Measurement = {
  clients: number;
  /** A fixed-rate run's offered requests per second. */
  offeredPerSec?: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  serverCpuPercent?: number;
  serverCpuMsPerRequest?: number;
  serverRssMB?: number;
  ratioToBare?: number;
};

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;

/** The server's CPU time and peak memory while `run` runs (the Node process only, not PostgreSQL's backends). */
const measuringServer = async <T>(serverPid: number | undefined, run: () => Promise<T>) => {
  const before = serverPid ? processUsage(serverPid) : undefined;
  let peakRss = before?.rssMB ?? 0;
  const sampler = serverPid ? setInterval(() => (peakRss = Math.max(peakRss, processUsage(serverPid)?.rssMB ?? 0)), 500) : undefined;
  const started = performance.now();
  const result = await run();
  const elapsed = (performance.now() - started) / 1000;
  if (sampler) clearInterval(sampler);
  const after = serverPid ? processUsage(serverPid) : undefined;
  const usage = (requests: number) =>
    before && after
      ? { serverCpuPercent: Math.round(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100), serverCpuMsPerRequest: round(((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, requests), 2), serverRssMB: peakRss }
      : {};
  return { result, elapsed, usage };
};

const summariseLatencies = (latencies: number[], elapsed: number) => {
  latencies.sort((a, b) => a - b);
  return {
    seconds: round(elapsed),
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
  };
};

const headersOf = (call: Pick<Call, 'method' | 'headers'>, token: string | undefined): Record<string, string> => ({
  ...call.headers,
  ...(token ? { token } : {}),
  ...(call.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
});

/** One turn (about a second) of a call driven flat out: each reply's latency, the time taken, the server's CPU. */
type Turn = { latencies: number[]; elapsed: number; errors: number; non2xx: number; cpuSeconds?: number; rssMB?: number };

/** A call as autocannon sends it; a call with `nextBody` makes a new body for every request. */
const requestsOf = (call: Pick<Call, 'method' | 'bodies' | 'nextBody' | 'headers'>, token: string | undefined): autocannon.Request[] => {
  const headers = headersOf(call, token);
  const { nextBody } = call;
  if (nextBody) return [{ method: call.method, headers, setupRequest: (request: autocannon.Request) => ({ ...request, body: new URLSearchParams(nextBody()).toString() }) }];
  const bodies = call.bodies ?? (call.method === 'POST' ? [{}] : [undefined]);
  return bodies.map((body) => ({ method: call.method, headers, ...(body ? { body: new URLSearchParams(body).toString() } : {}) }));
};

/** Drives requests flat out for `seconds`; latencies come from every response (autocannon's summary has no p95). */
const driveTurn = async (url: string, requests: autocannon.Request[], clients: number, seconds: number, serverPid?: number): Promise<Turn> => {
  const latencies: number[] = [];
  const before = serverPid ? processUsage(serverPid) : undefined;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: clients, duration: seconds, requests }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = serverPid ? processUsage(serverPid) : undefined;
  return { latencies, elapsed, errors: result.errors + result.timeouts, non2xx: result.non2xx, ...(before && after ? { cpuSeconds: after.cpuSeconds - before.cpuSeconds, rssMB: after.rssMB } : {}) };
};

/** A call's turns as one measurement: latencies and requests over all of them, the server's CPU summed, its largest memory. */
const measurementOf = (clients: number, turns: Turn[]): Measurement => {
  const elapsed = turns.reduce((total, turn) => total + turn.elapsed, 0);
  const latencies = turns.flatMap((turn) => turn.latencies);
  const cpuSeconds = turns.every((turn) => turn.cpuSeconds !== undefined) ? turns.reduce((total, turn) => total + turn.cpuSeconds!, 0) : undefined;
  return {
    clients,
    ...summariseLatencies(latencies, elapsed),
    errors: turns.reduce((total, turn) => total + turn.errors, 0),
    non2xx: turns.reduce((total, turn) => total + turn.non2xx, 0),
    ...(cpuSeconds === undefined
      ? {}
      : { serverCpuPercent: Math.round((cpuSeconds / elapsed) * 100), serverCpuMsPerRequest: round((cpuSeconds * 1000) / Math.max(1, latencies.length), 2), serverRssMB: Math.max(...turns.map((turn) => turn.rssMB ?? 0)) }),
  };
};

/** Something bench:api drives: the bare route, the bare file route, the server's call, the compared server's call. */
type Driven = { url: string; requests: autocannon.Request[]; pid?: number };

/**
 * Drives each of `driven` for --seconds in turns of one second each (A B C A B C …), after a one-second warm-up
 * each (JIT, caches, pool connections) that is not counted. On a shared machine the speed moves within a run, by
 * half or more for seconds at a time (docs/PERFORMANCE.md, fourteenth round): taken in turns, a call and the bare
 * route it is compared with see the same machine.
 */
const driveInTurns = async (driven: Driven[], clients: number): Promise<Turn[][]> => {
  for (const target of driven) await autocannon({ url: target.url, connections: clients, duration: 1, requests: target.requests });
  const turns: Turn[][] = driven.map(() => []);
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const [index, target] of driven.entries()) turns[index]!.push(await driveTurn(target.url, target.requests, clients, SECONDS / TURNS, target.pid));
  }
  return turns;
};

/** The request rate of each of a call's `turns` against the bare route's in the same turn, lowest to highest. */
const turnRatios = (turns: Turn[], bareTurns: Turn[]) =>
  turns.map((turn, index) => round(turn.latencies.length / turn.elapsed / (bareTurns[index]!.latencies.length / bareTurns[index]!.elapsed), 2)).sort((a, b) => a - b);

/** Offers one call at `rate` a second over at most `clients` connections (paced-load.ts), after a 1 s warm-up at that rate. */
const drivePacedCall = async (url: string, call: Pick<Call, 'method' | 'nextBody' | 'headers'>, clients: number, rate: number, serverPid?: number): Promise<Measurement> => {
  const { nextBody } = call;
  const paced = { url, method: call.method, headers: headersOf(call, undefined), nextBody: nextBody ? () => new URLSearchParams(nextBody()).toString() : undefined, clients, rate };
  await drivePaced({ ...paced, seconds: 1 });
  const { result, elapsed, usage } = await measuringServer(serverPid, () => drivePaced({ ...paced, seconds: SECONDS }));
  return { clients, offeredPerSec: rate, ...summariseLatencies(result.latencies, elapsed), errors: result.errors, non2xx: result.non2xx, ...usage(result.latencies.length) };
};

const waitFor = async (url: string, child: ChildProcess, what: string) => {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const startBare = async () => {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/bench/bare-route.mjs')], { cwd: path.join(ROOT, 'apps/server'), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare route exited with code ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/bare`, fileUrl: `http://127.0.0.1:${port}/bare-file` };
};
type Bare = Awaited<ReturnType<typeof startBare>>;

/** A reply's status, headers and body bytes exactly as sent (fetch would undo the content encoding). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });

/** Gives the bare route's file route the body and content headers the server sent for `call` (the static-file reference). */
const loadBareFile = async (bare: Bare, url: string, call: Pick<Call, 'headers'>) => {
  const sent = await rawGet(url, call.headers ?? {});
  if (sent.status !== 200) throw new Error(`static file: HTTP ${sent.status}`);
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'x-file-type': String(sent.headers['content-type'] ?? 'application/octet-stream') };
  if (sent.headers['content-encoding']) headers['x-file-encoding'] = String(sent.headers['content-encoding']);
  const response = await fetch(bare.fileUrl, { method: 'PUT', headers, body: new Uint8Array(sent.body) });
  if (!response.ok) throw new Error(`the bare file route refused the file: HTTP ${response.status}`);
  return { bytes: sent.body.length, encoding: sent.headers['content-encoding'] ?? null };
};

/**
 * Migrates and seeds the database (demonstration data included), makes the announcement corpus
 * --announcements long as bench:search does (kept when a reused database already has that size),
 * and adds the benchmark's user.
 */
const prepare = async (handle: DatabaseHandle) => {
  const started = performance.now();
  await runPendingSeeds(handle.db, { info: () => undefined }, { includeDemoData: true });
  let lastReport = 0;
  const corpus = await seedDemoCorpus(handle.db, { announcements: ANNOUNCEMENTS, fullText: FULL_TEXT, now: new Date() }, (done, total) => {
    if (done - lastReport >= 100_000 || done === total) {
      lastReport = done;
      log(`  ${handle.kind}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} documents`);
    }
  });
  // The corpus is history: without this its documents become alert jobs running behind the measurement.
  await startAlertsAfterStoredDocuments(handle.db);
  // A corpus loaded in one go has no visibility map or statistics yet; a database in use has both from autovacuum
  // (an index-only scan of a fresh table reads the table too). Measured as the settled database users would meet.
  if (!corpus.skipped) {
    log(`  ${handle.kind}: vacuum analyze`);
    await handle.db.execute(sql`vacuum analyze`);
  }
  if (handle.kind === 'pglite') await handle.db.execute(sql`checkpoint`);
  const phone = `8529${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await createAuthRepository(handle.db).insertUserWithOrganisation(
    { phone, phoneRegion: 2, passwordHash: await hashPassword(PASSWORD) },
    { type: 2, userCompanyName: 'Benchmark Law Firm' },
  );
  return { phone, corpus: { announcements: ANNOUNCEMENTS, fullText: FULL_TEXT, reused: corpus.skipped }, seedSeconds: round((performance.now() - started) / 1000) };
};

type Json = { errCode: number; resultMsg: string; resultData: Record<string, unknown> | null };

const post = async (base: string, route: string, fields: Record<string, string>, token?: string): Promise<Json> => {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as Json;
};

const mustSucceed = (json: Json, what: string) => {
  if (json.errCode !== 0) throw new Error(`${what}: errCode ${json.errCode} ${json.resultMsg}`);
  return json;
};

/** Signs in through the real flow and gives the user follows, a favourites folder with an item, so the lists have rows. */
const signInAndFill = async (base: string, phone: string) => {
  const login = mustSucceed(await post(base, '/api/login', { loginName: phone, password: PASSWORD, phoneType: '2' }), 'sign-in');
  const token = (login.resultData as { token: string }).token;
  for (const stockCode of ['00700', '00005', '00001']) mustSucceed(await post(base, '/api/au/focus/add', { stockCode }, token), `follow ${stockCode}`);
  const folder = mustSucceed(await post(base, '/api/au/favorites/add', { name: 'Benchmark' }, token), 'favourites folder');
  const folderId = folder.resultData as unknown as string;
  const found = mustSucceed(await post(base, '/api/au/document/search', { keyword: 'results' }, token), 'search');
  const documents = ((found.resultData as { list?: { md5Key: string; titleZh: string | null; titleEn: string | null }[] }).list ?? []).slice(0, 3);
  for (const document of documents) {
    const articleTitle = (document.titleZh ?? document.titleEn ?? 'document').slice(0, 100);
    mustSucceed(await post(base, '/api/au/collect/add', { favoritesId: folderId, type: '1', refKey: document.md5Key, articleTitle, path: '/disData/notice/list' }, token), 'favourite item');
  }
  return token;
};

const benchTarget = async (target: 'postgres' | 'pglite', bare: Bare, web: { dir: string; asset: string }) => {
  const cleanup: (() => Promise<void>)[] = [];
  const environment: Record<string, string> = {};
  let handle: DatabaseHandle;
  let database: string;
  if (target === 'postgres') {
    let url = values['pg-database'];
    if (!url) {
      const name = `bench_api_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: values['pg-url'] });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const parsed = new URL(values['pg-url']);
      parsed.pathname = `/${name}`;
      url = parsed.toString();
      cleanup.push(async () => {
        const dropper = new pg.Client({ connectionString: values['pg-url'] });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
    }
    database = url.replace(/\/\/[^@/]*@/, '//');
    handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    environment.DATABASE_URL = url;
    if (values['pool-size']) environment.DATABASE_POOL_SIZE = values['pool-size'];
  } else {
    // DATA_DIR holds the database in DATA_DIR/pglite (config/env.ts). A reused --pglite-dir is such a
    // DATA_DIR, kept between runs (PGlite cannot open its database through a symlink).
    let dataDir: string;
    if (values['pglite-dir']) {
      dataDir = path.resolve(ROOT, values['pglite-dir']);
      fs.mkdirSync(dataDir, { recursive: true });
      database = `pglite (${path.join(dataDir, 'pglite')}, kept)`;
    } else {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-pglite-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      database = 'pglite (temporary folder)';
    }
    handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    environment.DATA_DIR = dataDir;
  }
  let server: ChildProcess | undefined;
  let compareServer: ChildProcess | undefined;
  try {
    log(`${target}: migrating and seeding`);
    let prepared;
    try {
      prepared = await prepare(handle);
    } finally {
      await handle.close();
    }
    const serverEnvironment = {
      ...process.env,
      ...environment,
      // PGlite is one process's database: --workers applies to PostgreSQL only.
      ...(target === 'pglite' ? { DATABASE_URL: '', WORKERS: '1' } : { WORKERS: values.workers }),
      HOST: '127.0.0.1',
      LOG_LEVEL: values['log-level'],
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      VERIFICATION_CODE_PEPPER: randomBytes(32).toString('hex'),
      FILES_SIGNING_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: web.dir,
    };
    const nodeArgs = values['server-node-args'] ? values['server-node-args'].split(',') : [];
    const startServer = async (root: string, extra: Record<string, string> = {}) => {
      const port = await freePort();
      const child = spawn(process.execPath, [...nodeArgs, ...serverEntryArguments(root)], {
        cwd: root,
        env: { ...serverEnvironment, ...extra, PORT: String(port) },
        // The logs go where a production server's would (a pipe), here discarded.
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/api/health`, child, `the server in ${root}`);
      return { child, url };
    };
    let compareDataDir: string | undefined;
    if (values['compare-with'] && target === 'pglite') {
      // One process per PGlite folder: the other server gets a copy of the prepared one.
      compareDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-compare-'));
      fs.cpSync(path.join(environment.DATA_DIR!, 'pglite'), path.join(compareDataDir, 'pglite'), { recursive: true, dereference: true });
      cleanup.push(() => rm(compareDataDir!, { recursive: true, force: true }));
    }
    const started = await startServer(ROOT);
    server = started.child;
    const base = started.url;
    const token = await signInAndFill(base, prepared.phone);
    let compare: { url: string; token: string } | undefined;
    if (values['compare-with']) {
      const other = await startServer(path.resolve(values['compare-with']), compareDataDir ? { DATA_DIR: compareDataDir } : {});
      compareServer = other.child;
      // On PostgreSQL both servers share the database, and so the session; the PGlite copy needs its own.
      compare = { url: other.url, token: compareDataDir ? await signInAndFill(other.url, prepared.phone) : token };
    }
    const uncached = uncachedSearches();
    const calls = callsFor(web.asset, uncached).filter((call) => !values.calls || values.calls.split(',').includes(call.name));
    // Pre-flight: every call answers errCode 0 (or 200 for the static file) before it is timed.
    for (const call of calls) {
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: { ...(call.signedIn ? { token } : {}), ...(call.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(call.method === 'POST' ? { body: new URLSearchParams(call.nextBody?.() ?? call.bodies?.[0] ?? {}).toString() } : {}),
      });
      if (!response.ok) throw new Error(`${call.name}: HTTP ${response.status}`);
      if (call.path.startsWith('/api/')) mustSucceed((await response.json()) as Json, call.name);
    }
    // The static file is also measured against a bare Fastify route sending the same bytes: a 28 kB reply costs the
    // load generator (on the same cores) far more to read than the bare route's 80 bytes, whatever server sends it.
    const staticFile = calls.find((call) => call.name === 'staticFile');
    const bareFile = staticFile ? await loadBareFile(bare, `${base}${staticFile.path}`, staticFile) : undefined;
    const results: Record<string, Record<string, Measurement>> = { bare: {} };
    for (const clients of CLIENT_COUNTS) {
      const bareRuns: Measurement[] = [];
      for (const call of calls) {
        // The bare route is driven in turns with each call: a ratio is only meaningful against a reference taken at
        // the same time. The static file's turns include the bare file route, a compared server's its call.
        const driven: Driven[] = [{ url: bare.url, requests: requestsOf({ method: 'GET' }, undefined), pid: bare.child.pid }];
        const bareFileIndex = call === staticFile ? driven.push({ url: bare.fileUrl, requests: requestsOf({ method: 'GET' }, undefined), pid: bare.child.pid }) - 1 : -1;
        const callIndex = driven.push({ url: `${base}${call.path}`, requests: requestsOf(call, call.signedIn ? token : undefined), pid: server.pid }) - 1;
        const compareIndex = compare && compareServer ? driven.push({ url: `${compare.url}${call.path}`, requests: requestsOf(call, call.signedIn ? compare.token : undefined), pid: compareServer.pid }) - 1 : -1;
        log(`${target}: ${call.name}, ${clients} clients, in turns with the bare route${bareFileIndex >= 0 ? ', the bare file route' : ''}${compareIndex >= 0 ? ` and ${values['compare-with']}` : ''}`);
        const turns = await driveInTurns(driven, clients);
        const bareRun = measurementOf(clients, turns[0]!);
        bareRuns.push(bareRun);
        const measured = measurementOf(clients, turns[callIndex]!);
        const entry: Measurement & Record<string, unknown> = {
          ...measured,
          ratioToBare: round(measured.reqPerSec / bareRun.reqPerSec, 3),
          turnRatios: turnRatios(turns[callIndex]!, turns[0]!),
          bare: { reqPerSec: bareRun.reqPerSec, p50: bareRun.p50, p95: bareRun.p95, serverCpuPercent: bareRun.serverCpuPercent },
        };
        if (bareFileIndex >= 0) {
          const bareFileRun = measurementOf(clients, turns[bareFileIndex]!);
          entry.ratioToBareFile = round(measured.reqPerSec / bareFileRun.reqPerSec, 3);
          entry.bareFile = { bytes: bareFile!.bytes, contentEncoding: bareFile!.encoding, reqPerSec: bareFileRun.reqPerSec, ratioToBare: round(bareFileRun.reqPerSec / bareRun.reqPerSec, 3), p50: bareFileRun.p50, p95: bareFileRun.p95, serverCpuPercent: bareFileRun.serverCpuPercent };
        }
        if (compareIndex >= 0) {
          const other = measurementOf(clients, turns[compareIndex]!);
          entry.compare = { ...other, ratioToBare: round(other.reqPerSec / bareRun.reqPerSec, 3), turnRatios: turnRatios(turns[compareIndex]!, turns[0]!) };
          log(`  ${values['compare-with']}: ${other.reqPerSec} req/s, p50 ${other.p50} ms, p95 ${other.p95} ms, ${String((entry.compare as Measurement).ratioToBare)} of bare`);
        }
        (results[call.name] ??= {})[`${clients}Clients`] = entry;
        log(`  ${measured.reqPerSec} req/s, p50 ${measured.p50} ms, p95 ${measured.p95} ms, ${entry.ratioToBare} of bare (${bareRun.reqPerSec} req/s)${entry.bareFile ? `, ${String(entry.ratioToBareFile)} of the bare file route` : ''}`);
      }
      // The bare route as a call class of its own: the median of its runs beside the calls, ratio 1 by definition.
      const median = [...bareRuns].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(bareRuns.length / 2)]!;
      results.bare![`${clients}Clients`] = { ...median, ratioToBare: 1, runs: bareRuns.length, reqPerSecMin: Math.min(...bareRuns.map((run) => run.reqPerSec)), reqPerSecMax: Math.max(...bareRuns.map((run) => run.reqPerSec)) } as Measurement;
    }
    const newSearches = calls.find((call) => call.name === 'searchUncached');
    if (newSearches && SEARCH_RATE > 0) {
      // The search target at its own rate: p95 of new searches while SEARCH_RATE a second arrive, not at saturation.
      const clients = Math.max(...CLIENT_COUNTS);
      log(`${target}: searchUncached at ${SEARCH_RATE} a second, ${clients} clients`);
      const paced = await drivePacedCall(`${base}${newSearches.path}`, newSearches, clients, SEARCH_RATE, server.pid);
      results.searchUncached![`${clients}ClientsAt${SEARCH_RATE}PerSec`] = paced;
      log(`  ${paced.reqPerSec} req/s of ${SEARCH_RATE} offered, p50 ${paced.p50} ms, p95 ${paced.p95} ms`);
    }
    // Every searchUncached body sent (warm-ups, both servers) was new: a page cache could answer none of them.
    return { database, corpus: prepared.corpus, seedSeconds: prepared.seedSeconds, calls: results, ...(uncached.account.sent > 0 ? { searchUncachedBodies: uncached.account } : {}) };
  } finally {
    if (server) await stop(server);
    if (compareServer) await stop(compareServer);
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => log(`cleanup: ${String(error)}`));
  }
};

const web = await webDistDir();
const bare = await startBare();
const report: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((value) => round(value, 2)) },
  settings: { compareWith: values['compare-with'] ?? null, seconds: SECONDS, clients: CLIENT_COUNTS, announcements: ANNOUNCEMENTS, fullText: FULL_TEXT, logLevel: values['log-level'], postgresWorkers: Number(values.workers), stockAutocannon: values['stock-autocannon'], poolSize: values['pool-size'] ?? 'default', staticFile: web.asset, webDist: web.temporary ? 'stand-in' : web.dir },
};
try {
  for (const target of values.targets.split(',') as ('postgres' | 'pglite')[]) {
    report[target] = await benchTarget(target, bare, web);
  }
} finally {
  await stop(bare.child);
  if (web.temporary) await rm(web.dir, { recursive: true, force: true });
}
report.loadAverageAtEnd = os.loadavg().map((value) => round(value, 2));
try {
  report.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  // not a git checkout
}
console.log(JSON.stringify(report, null, 2));
