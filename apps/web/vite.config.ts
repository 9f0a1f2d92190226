import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadListsWithoutLoaded } from './build/preload-lists';

const ZOD_CONSTRUCTORS = ['z', 'z.object', 'z.string', 'z.enum', 'z.coerce', 'z.number', 'z.array', 'z.boolean', 'z.literal', 'z.union', 'z.discriminatedUnion', 'z.record', 'z.nullable', 'z.optional'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Calls `onNode` for every node under `node`, not entering functions when `intoFunctions` is false. */
const walk = (node: unknown, onNode: (node: Node) => void, intoFunctions = true): void => {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, onNode, intoFunctions));
  if (!node || typeof node !== 'object') return;
  const current = node as Node;
  onNode(current);
  if (!intoFunctions && /Function/.test(current.type)) return;
  for (const [key, child] of Object.entries(current)) if (key !== 'type' && typeof child === 'object') walk(child, onNode, intoFunctions);
};

/**
 * Lets the bundler drop, from the built web, the parts of @app/contracts the web does not use
 * (issue 19: zod and the schemas are most of what contracts weighs on the first page):
 * - the built web never reads an endpoint's schemas (config.replyCheck is 'off' in production and
 *   the forms import the schemas they check by name), so `request:` and `response:` of every
 *   `defineEndpoint({...})` become `void 0`;
 * - contracts only declares schemas and constants, so each top-level declaration that computes its
 *   value (`z.object({ ...pageFields })`, `Schema.extend(...)`) becomes a pure immediately called
 *   function, dropped whole when the value is unused.
 * Build only: tests and the dev server keep the schemas and check replies against them.
 */
const trimContracts = (): Plugin => ({
  name: 'trim-contracts',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/contracts/src/')) return null;
    const edits: { at: number; end?: number; text: string }[] = [];
    const program = parseAst(code) as unknown as { body: Node[] };
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations as Node[]) {
        const init = declarator.init as Node | null;
        let evaluates = false;
        walk(init, (node) => (evaluates ||= /^(CallExpression|NewExpression|SpreadElement|MemberExpression)$/.test(node.type)), false);
        if (!init || /Function/.test(init.type) || !evaluates) continue;
        edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
      }
    }
    walk(program, (node) => {
      const callee = node.callee as Node | undefined;
      const [entry] = (node.arguments as Node[] | undefined) ?? [];
      if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint' || entry?.type !== 'ObjectExpression') return;
      for (const property of entry.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier' || (key.name !== 'request' && key.name !== 'response')) continue;
        edits.push({ at: property.start, end: property.end, text: `${key.name}: void 0` });
      }
    });
    // Replaced properties lie strictly inside a wrapped declaration; no two edits share a position.
    if (edits.length === 0) return null;
    let trimmed = code;
    for (const edit of edits.sort((a, b) => b.at - a.at)) trimmed = trimmed.slice(0, edit.at) + edit.text + trimmed.slice(edit.end ?? edit.at);
    return { code: trimmed, map: null };
  },
});

const UNIQUE_TOOLTIPS_STUB = '\0antd-tooltip-unique-not-built';

/**
 * AntD's ConfigProvider imports the provider of its `tooltip.unique` option (tooltips that share one
 * popup), and with it most of the popup trigger (issue 19: about 8 kB gzip on the first page, where
 * Tooltip and Popover load on first use: ui/PlainPopup). The app never sets that option, so the build
 * puts a stand-in there that says so if it is ever set. Build only: the dev server pre-bundles antd.
 */
const withoutUniqueTooltips = (): Plugin => ({
  name: 'without-unique-tooltips',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === '../tooltip/UniqueProvider' && /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer ?? '') ? UNIQUE_TOOLTIPS_STUB : null;
  },
  load(id) {
    if (id !== UNIQUE_TOOLTIPS_STUB) return null;
    return "export default function UniqueProvider() { throw new Error('ConfigProvider tooltip.unique is left out of this build (apps/web/vite.config.ts withoutUniqueTooltips)'); }";
  },
});

const preloadLists = preloadListsWithoutLoaded();

/** Vite requires a default export here (the one exception to named exports). */
export default defineConfig({
  plugins: [react(), trimContracts(), withoutUniqueTooltips(), preloadLists.plugin],
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
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    rolldownOptions: {
      // @app/contracts only declares schemas and constants. Telling the bundler so lets it drop the
      // schemas the web does not use (and much of zod) from the first page. The listed zod
      // constructors are side-effect free. @rc-component/tree only declares components and helpers
      // but its package.json does not say so: the search panel's Cascader takes two of its helpers,
      // and without this the whole tree (10 kB gzip) came along as a side-effect import. Likewise
      // @rc-component/form: every AntD input takes its FormProvider (antd/es/form/context), which
      // brought the whole of rc-form (13 kB) to the first page, where no form is drawn until first use.
      // And @rc-component/input, whose index brings TextArea and its autosizing (2.5 kB) to every Input.
      treeshake: {
        manualPureFunctions: ZOD_CONSTRUCTORS,
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') && !/node_modules[\\/]@rc-component[\\/](tree|form|input)[\\/]/.test(id),
      },
      // zod is only needed by forms (lazy chunks); keep it in its own chunk so it is not
      // merged into one the first page loads. (The web's own modules are marked side-effect free
      // in its package.json, so importing one export of a module's index.ts does not pull in the
      // rest of that module; `node scripts/bundle-report.mjs` guards the first-page budget.)
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
