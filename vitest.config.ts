import { defineConfig } from 'vitest/config';

// Workspace projects (EXAMPLES §9). e2e specs have their own config (apps/web/e2e).

// Timeouts only catch a hang: no test's outcome may depend on how fast the machine is, so no
// test, file or wait sets a shorter one (a loaded two-core machine runs many times slower).
const HANG_TIMEOUT_MS = 600_000;
/** Waits for something to appear (findBy*, waitFor, expect.poll) give up well inside a test's timeout. */
const WAIT_TIMEOUT_MS = 300_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/seeds/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's loaded modules (each still builds its own app on its own database):
          // importing the whole app again for every file cost more than its database did.
          isolate: false,
          // One migrated, reference-seeded template database per run; each file copies it (apps/server/test/database.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: HANG_TIMEOUT_MS,
          hookTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: HANG_TIMEOUT_MS,
          hookTimeout: HANG_TIMEOUT_MS,
          expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
        },
      },
    ],
  },
});
