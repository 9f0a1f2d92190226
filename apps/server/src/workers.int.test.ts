import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase } from '../test/shared-database';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The real server entry as `npm start` runs it, with its JSON log lines collected as they come. */
const startServer = (env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', WEB_DIST_DIR: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const lines: { pid?: number; msg?: string }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const complete = output.split('\n');
    output = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as { pid?: number; msg?: string });
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, exited, errors: () => errors };
};

/** Waits (on the log, not on a clock) until `count` listening lines have been written; answers them. */
const listening = async (lines: { pid?: number; msg?: string }[], count: number, child: ChildProcess, errors: () => string) => {
  for (;;) {
    const found = lines.filter((line) => line.msg?.startsWith('Compliance Desk on'));
    if (found.length >= count) return found.map((line) => ({ pid: line.pid!, port: Number(/localhost:(\d+)/.exec(line.msg!)![1]) }));
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!process.env.DATABASE_URL)('WORKERS=2 on a PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  beforeAll(async () => {
    database = await createSharedTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('two workers answer on one port, a stopped worker is replaced, and SIGTERM stops them all', async () => {
    const server = startServer({ DATABASE_URL: database.url, WORKERS: '2' });
    try {
      const first = await listening(server.lines, 2, server.child, server.errors);
      expect(new Set(first.map((worker) => worker.pid)).size).toBe(2);
      expect(first.every((worker) => worker.pid !== server.child.pid && worker.port === first[0].port)).toBe(true);
      // The primary migrated and seeded once, before any worker started.
      expect(server.lines.filter((line) => line.msg === 'seed step applied').every((line) => line.pid === server.child.pid)).toBe(true);
      const health = await fetch(`http://127.0.0.1:${first[0].port}/api/health`);
      expect(((await health.json()) as { resultData: { database: string } }).resultData.database).toBe('postgres');

      process.kill(first[0].pid, 'SIGKILL');
      const after = await listening(server.lines, 3, server.child, server.errors);
      const replacement = after[2];
      expect(first.map((worker) => worker.pid)).not.toContain(replacement.pid);
      expect(server.lines.some((line) => line.msg === 'a server worker stopped; starting another')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${first[0].port}/api/health`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect([first[1].pid, replacement.pid].filter(isAlive)).toEqual([]);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 180_000);
});

describe('WORKERS=2 on the embedded PGlite', () => {
  it('is refused at start with a line that says why', async () => {
    const server = startServer({ DATABASE_URL: '', WORKERS: '2', DATA_DIR: '/tmp/compliance-desk-workers-refused' });
    expect(await server.exited).toBe(1);
    expect(server.errors()).toContain('WORKERS=2 needs DATABASE_URL: the embedded PGlite database serves one process');
  }, 60_000);
});
