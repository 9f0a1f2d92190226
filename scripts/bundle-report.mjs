// The first-page budget of issue 19: the gzip size of the JavaScript the landing route (`/`, which
// lands on the announcement list) loads, 300 kB at most. Counted as npm run bench:web counts it (one
// cold visit in headless Chromium: every script fetched until the network is idle, lazy route chunks,
// locale files and on-demand components included), since most of it is loaded by dynamic imports that
// index.html does not name. Needs `npm run build` and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// CI prints it after the suite. It exits 1 over the budget (docs/PERFORMANCE.md, "First page").
import { execFileSync } from 'node:child_process';

const BUDGET_KB = 300;
const output = execFileSync('npx', ['tsx', 'apps/web/bench/first-page.bench.ts', '--runs', '1', '--routes', '/'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const [landing] = JSON.parse(output).routes;
const report = {
  route: landing.route,
  firstPageFiles: landing.jsFiles,
  firstPageGzipKB: landing.jsGzipKB,
  budgetKB: BUDGET_KB,
  withinBudget: landing.jsGzipKB <= BUDGET_KB,
  largestScripts: landing.largestScripts,
};
console.log(JSON.stringify(report, null, 2));
if (!report.withinBudget) process.exitCode = 1;
