import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
export default [
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'apps/server/migrations/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.base.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })] },
    rules: { 'import-x/no-cycle': 'error', 'import-x/no-unresolved': 'error' },
  },
];
