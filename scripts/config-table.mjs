// Prints the README configuration table from apps/server/src/config/env.ts, the one
// place that defines each variable, its default and its one-line comment.
// Usage: node scripts/config-table.mjs
import fs from 'node:fs';

const source = fs.readFileSync(new URL('../apps/server/src/config/env.ts', import.meta.url), 'utf8');
const body = source.split('const EnvSchema = z.object({')[1].split('\n});')[0];
const rows = [];
let comment = [];
let current = null;
const finish = () => {
  if (!current) return;
  // The default may sit on a later line of a chained schema (`.default(…)` ends the chain).
  const defaultValue = current.lines.join(' ').match(/\.default\(([^()]*)\),?$/)?.[1]?.replace(/^'(.*)'$/, '$1');
  const shown = { WEB_DIST_DIR: 'apps/web/dist', BODY_LIMIT_BYTES: '11534336 (11 MB)' }[current.name] ?? defaultValue ?? '(unset)';
  rows.push(`| \`${current.name}\` | \`${shown}\` | ${current.comment} |`);
  current = null;
};
for (const line of body.split('\n').map((text) => text.trim())) {
  if (line.startsWith('//')) {
    finish();
    comment.push(line.slice(2).trim());
    continue;
  }
  const match = line.match(/^([A-Z0-9_]+):\s*(.*)$/);
  if (match) {
    finish();
    current = { name: match[1], comment: comment.join(' '), lines: [match[2]] };
    comment = [];
  } else if (current) current.lines.push(line);
}
finish();
console.log(['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n'));
