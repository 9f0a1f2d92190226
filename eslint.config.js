import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Folder names under a directory (the module lists below follow the tree, so a new module is covered at once). */
const foldersIn = (directory) =>
  fs
    .readdirSync(new URL(directory, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const webModules = foldersIn(`${WEB}/modules/`);
const serverModules = foldersIn(`${SERVER}/modules/`);

/**
 * Layer rules of the web app (docs/ARCHITECTURE.md, EXAMPLES §6). Each zone forbids files in `target`
 * to import files in `from`.
 */
const webZones = [
  {
    target: [`${WEB}/ui`, `${WEB}/lib`],
    from: [`${WEB}/modules`, `${WEB}/app`, `${WEB}/pages`],
    message: 'ui/ and lib/ know no domain: they never import modules/, app/ or pages/.',
  },
  {
    target: [`${WEB}/ui`, `${WEB}/lib`],
    from: [`${WEB}/routes.tsx`, `${WEB}/navigation.ts`],
    message: 'ui/ and lib/ know no routes.',
  },
  {
    target: `${WEB}/pages`,
    from: [`${WEB}/routes.tsx`, `${WEB}/app`],
    message: 'Pages never import the route table or the app shell: take paths and route helpers from navigation.ts.',
  },
  {
    target: `${WEB}/modules`,
    from: [`${WEB}/routes.tsx`, `${WEB}/app`, `${WEB}/pages`],
    message: 'Modules never import the route table, the app shell or pages (paths come from navigation.ts).',
  },
  {
    target: `${WEB}/navigation.ts`,
    from: [`${WEB}/routes.tsx`, `${WEB}/app`, `${WEB}/pages`],
    message: 'navigation.ts is imported by the route table, never the other way round.',
  },
  // A module reaches another module only through that module's index.ts.
  ...webModules.flatMap((module) =>
    webModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `${WEB}/modules/${module}`,
        from: `${WEB}/modules/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} module through its index.ts.`,
      })),
  ),
];

/** Layer rules of the server (docs/ARCHITECTURE.md, EXAMPLES §2). */
const serverZones = [
  {
    target: `${SERVER}/plugins`,
    from: `${SERVER}/modules`,
    message: 'plugins/ are cross-cutting and never import a business module; the composition root hands them what they need.',
  },
  // A module calls another module's service, never its repository.
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `${SERVER}/modules/${module}/**`,
        from: `${SERVER}/modules/${other}/**/*.repository.ts`,
        message: `Call the ${other} module's service; its repository is its own.`,
      })),
  ),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'apps/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import graph: no cycles anywhere, and the layer rules above. Type-only imports are erased, so the cycle
  // rule skips them. Test files are skipped by the cycle rule only: nothing imports a test file, so no cycle
  // can pass through one (this halves the rule's cost).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (without these the cycle rule silently sees no imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  // users, organisations and sessions are the auth module's tables: other modules call its services.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/auth/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema'],
              importNames: ['users', 'organisations', 'sessions'],
              message: "users, organisations and sessions are the auth module's tables: call its users, people or session service.",
            },
          ],
        },
      ],
    },
  },
);
