import { defineConfig } from 'vitest/config';

// Workspace projects (EXAMPLES §9). e2e specs have their own config (apps/web/e2e).
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
          // One migrated, reference-seeded template database per run; each file copies it (apps/server/test/database.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
