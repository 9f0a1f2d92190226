import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * End-to-end suite: a real server (fresh data folder) serving the built web
 * app, driven by headless Chromium through playwright-core. Run with
 * `npm run test:e2e` (builds the web first). Vitest requires a default export here.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: repositoryRoot,
    include: ['apps/web/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // one browser per file and one server for all: files run one after another
    fileParallelism: false,
  },
});
