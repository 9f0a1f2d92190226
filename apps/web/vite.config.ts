import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const ZOD_CONSTRUCTORS = ['z', 'z.object', 'z.string', 'z.enum', 'z.coerce', 'z.number', 'z.array', 'z.boolean', 'z.literal', 'z.union', 'z.discriminatedUnion', 'z.record', 'z.nullable', 'z.optional'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The built web never reads an endpoint's schemas: config.replyCheck is 'off' in production and
 * the forms import the schemas they check by name. Replacing `request:` and `response:` of every
 * `defineEndpoint({...})` in packages/contracts with `void 0` lets the bundler drop those schemas,
 * and with them most of zod, from the first page (issue 19). Build only: tests and the dev server
 * keep the schemas and check replies against them.
 */
const stripEndpointSchemas = (): Plugin => ({
  name: 'strip-endpoint-schemas',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/contracts/src/') || !code.includes('defineEndpoint(')) return null;
    const ranges: [number, number][] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const current = node as Node;
      const callee = current.callee as Node | undefined;
      const [entry] = (current.arguments as Node[] | undefined) ?? [];
      if (current.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineEndpoint' && entry?.type === 'ObjectExpression') {
        for (const property of entry.properties as Node[]) {
          const key = property.key as Node | undefined;
          const value = property.value as Node;
          if (property.type === 'Property' && !property.computed && key?.type === 'Identifier' && (key.name === 'request' || key.name === 'response')) {
            ranges.push(property.shorthand ? [property.start, property.end] : [value.start, value.end]);
          }
        }
      }
      for (const [key, child] of Object.entries(current)) if (key !== 'type' && typeof child === 'object') visit(child);
    };
    visit(parseAst(code));
    if (ranges.length === 0) return null;
    let stripped = code;
    for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
      const shorthand = /^\s*(request|response)\s*$/.exec(code.slice(start, end));
      stripped = stripped.slice(0, start) + (shorthand ? `${shorthand[1]}: void 0` : 'void 0') + stripped.slice(end);
    }
    return { code: stripped, map: null };
  },
});

/** Vite requires a default export here (the one exception to named exports). */
export default defineConfig({
  plugins: [react(), stripEndpointSchemas()],
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
