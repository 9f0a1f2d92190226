// Prints the README configuration table from apps/server/src/config/env.ts, the one
// place that defines each variable, its default and its one-line comment.
// Usage: node scripts/config-table.mjs
import fs from 'node:fs';

const source = fs.readFileSync(new URL('../apps/server/src/config/env.ts', import.meta.url), 'utf8');
const body = source.split('const EnvSchema = z.object({')[1].split('\n});')[0];
const rows = [];
let comment = [];
for (const line of body.split('\n').map((text) => text.trim())) {
  if (line.startsWith('//')) {
    comment.push(line.slice(2).trim());
    continue;
  }
  const match = line.match(/^([A-Z0-9_]+):\s*(.*)$/);
  if (!match) continue;
  const [, name, rest] = match;
  const defaultValue = rest.match(/\.default\((.*)\),?$/)?.[1]?.replace(/^'(.*)'$/, '$1');
  const shown = { WEB_DIST_DIR: 'apps/web/dist', BODY_LIMIT_BYTES: '11534336 (11 MB)' }[name] ?? defaultValue ?? '(unset)';
  rows.push(`| \`${name}\` | \`${shown}\` | ${comment.join(' ')} |`);
  comment = [];
}
console.log(['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n'));
