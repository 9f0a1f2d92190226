// Builds the server once into apps/server/dist/server.mjs (issue 19: "build the server once and run the
// compiled output"): every module of apps/server/src and of the workspace packages (@app/contracts,
// @app/domain) bundled into one ES module by esbuild, the npm dependencies left as imports. Running it
// cost about a quarter less CPU per calculator call and a fifteenth less per health call than running the
// sources through tsx, whose transform keeps every function's name with a helper call (docs/PERFORMANCE.md,
// tenth round). `npm start` and `npm run build` run it (about a
// second); tests and `npm run dev` still run the sources. Paths to files outside the code start from
// apps/server/src/server-root.ts, which sits at the bundle's depth.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = path.join(root, 'apps/server/dist/server.mjs');

const started = performance.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript sources (the server runs with --enable-source-maps).
  sourcemap: true,
  plugins: [
    {
      // npm packages are imported from node_modules at run time, as from source; only the workspace's own
      // TypeScript packages are bundled.
      name: 'npm-packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
console.log(`server: built ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`);
