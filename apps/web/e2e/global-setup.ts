import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './fixtures/server';
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

let server: RunningServer | undefined;
let dataDir: string | undefined;

export const setup = async (project: TestProject) => {
  if (!existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @app/web` (npm run test:e2e does it).');
  }
  // The server under test is the built one, as `npm start` runs it; building takes a second, so it is always
  // rebuilt here and never stale against the sources.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'compliance-desk-e2e-'));
  server = await startServer(dataDir, {
    STAFF_PHONES: E2E_STAFF_PHONES_SETTING,
    // Every browser of the suite comes from 127.0.0.1: at the default 30 a day per address, the suite's
    // sign-ups together would reach one visitor's limit as specs are added (the limits are tested by the server suite).
    SMS_DAILY_LIMIT_PER_IP: '1000',
    EMAIL_DAILY_LIMIT_PER_IP: '1000',
  });
  project.provide('baseUrl', server.baseUrl);
};

export const teardown = async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
