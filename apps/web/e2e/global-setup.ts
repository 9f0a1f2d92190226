import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_STAFF_PHONES_SETTING } from './staff';

/**
 * Starts the server once for the whole suite: a free port, a fresh temporary
 * DATA_DIR (embedded PGlite), the built web app; waits for GET /api/health
 * and stops everything afterwards.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:PORT of the server under test. */
    baseUrl: string;
  }
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 150_000;

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let output = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const waitForHealth = async (baseUrl: string) => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`server exited with ${server.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`);
};

export const setup = async (project: TestProject) => {
  if (!existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @app/web` (npm run test:e2e does it).');
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'compliance-desk-e2e-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STAFF_PHONES: E2E_STAFF_PHONES_SETTING,
  };
  // always the embedded database, whatever the developer's shell says
  delete environment.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: repositoryRoot, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl);
  project.provide('baseUrl', baseUrl);
};

export const teardown = async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
