// Prints the gzip size of the JavaScript the first page loads (index.html's entry and its
// static imports) and of every chunk, from apps/web/dist. Budget: 300 kB gzip for the first page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;

const initial = new Set();
for (const match of indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)) initial.add(match[1]);
// modulepreload links are included above; also follow static imports of the entry.
const queue = [...initial];
while (queue.length) {
  const file = queue.pop();
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\n])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const imported = `assets/${match[1]}`;
    if (!initial.has(imported)) {
      initial.add(imported);
      queue.push(imported);
    }
  }
}
const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const firstPageGzipBytes = [...initial].reduce((sum, file) => sum + gzipSize(file), 0);
const report = {
  firstPageFiles: [...initial],
  firstPageGzipKB: Math.round(firstPageGzipBytes / 102.4) / 10,
  budgetKB: 300,
  withinBudget: firstPageGzipBytes <= 300 * 1024,
  chunkCount: chunks.length,
  largestChunksGzipKB: chunks
    .map((file) => ({ file, gzipKB: Math.round(gzipSize(`assets/${file}`) / 102.4) / 10 }))
    .sort((a, b) => b.gzipKB - a.gzipKB)
    .slice(0, 8),
};
console.log(JSON.stringify(report, null, 2));
if (!report.withinBudget) process.exitCode = 1;
