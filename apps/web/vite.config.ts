import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const ZOD_CONSTRUCTORS = ['z', 'z.object', 'z.string', 'z.enum', 'z.coerce', 'z.number', 'z.array', 'z.boolean', 'z.literal', 'z.union', 'z.discriminatedUnion', 'z.record', 'z.nullable', 'z.optional'];

/** Vite requires a default export here (the one exception to named exports). */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // @app/contracts only declares schemas and constants. Telling the bundler so lets it drop the
      // schemas the web does not use (and much of zod) from the first page. The listed zod
      // constructors are side-effect free.
      treeshake: {
        manualPureFunctions: ZOD_CONSTRUCTORS,
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
      // zod is only needed by forms (lazy chunks); keep it in its own chunk so it is not
      // merged into one the first page loads. (The web's own modules are marked side-effect free
      // in its package.json, so importing one export of a module's index.ts does not pull in the
      // rest of that module; `node scripts/bundle-report.mjs` guards the first-page budget.)
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
