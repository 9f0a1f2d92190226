import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

// A worker that stops this soon after starting is failing at start-up, not dying under load.
const EARLY_EXIT_MS = 10_000;
// This many early stops in a row, and the primary gives up instead of restarting forever.
const EARLY_EXITS_ALLOWED = 5;
const RESTART_DELAY_MS = 1000;

/**
 * The primary process of a WORKERS>1 deployment (PostgreSQL only): starts `count` workers that
 * each run the whole server on the same port (node's cluster hands them the connections), restarts
 * one that stops, and on SIGINT / SIGTERM tells each to close and exits when all have. Everything
 * workers must agree on is already in PostgreSQL (or Redis): sessions, limits, lockouts, the job
 * table (each job once across processes), live events (LISTEN / NOTIFY).
 */
export const superviseWorkers = (count: number, log: Logger): void => {
  let stopping = false;
  let earlyExits = 0;
  const startedAt = new Map<Worker, number>();

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // process.exitCode is 1 when the primary gave up.
      if (startedAt.size === 0) process.exit();
      return;
    }
    earlyExits = ranFor < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= EARLY_EXITS_ALLOWED) {
      log.fatal({ pid: worker.process.pid, code, signal }, `${EARLY_EXITS_ALLOWED} workers in a row stopped during start-up; giving up`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server worker stopped; starting another');
    setTimeout(start, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < count; index += 1) start();
  log.info({ workers: count }, `started ${count} server workers`);
};
