// The first-page budget of issue 19: the gzip size of the JavaScript the landing route (`/`, which
// lands on the announcement list) loads, 300 kB at most, in each of the three languages (a Chinese
// visit also loads AntD's Chinese locale and larger string files). Counted as npm run bench:web counts
// it (one cold visit in headless Chromium: every script fetched until the network is idle, lazy route
// chunks, locale files and on-demand components included), since most of it is loaded by dynamic
// imports that index.html does not name. Needs `npm run build` and Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). CI prints it after the suite. It exits 1 over the budget (docs/PERFORMANCE.md, "First page").
import { execFileSync } from 'node:child_process';

const BUDGET_KB = 300;
const LANGUAGES = ['en', 'zh-HK', 'zh-CN'];

const landingIn = (language) => {
  const output = execFileSync('npx', ['tsx', 'apps/web/bench/first-page.bench.ts', '--runs', '1', '--routes', '/', '--language', language], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output).routes[0];
};

const visits = LANGUAGES.map((language) => ({ language, landing: landingIn(language) }));
const report = {
  route: visits[0].landing.route,
  budgetKB: BUDGET_KB,
  languages: visits.map(({ language, landing }) => ({
    language,
    firstPageFiles: landing.jsFiles,
    firstPageGzipKB: landing.jsGzipKB,
    withinBudget: landing.jsGzipKB <= BUDGET_KB,
  })),
  withinBudget: visits.every(({ landing }) => landing.jsGzipKB <= BUDGET_KB),
  // What to cut next: the largest scripts of the heaviest language.
  largestScripts: [...visits].sort((a, b) => b.landing.jsGzipKB - a.landing.jsGzipKB)[0].landing.largestScripts,
};
console.log(JSON.stringify(report, null, 2));
if (!report.withinBudget) process.exitCode = 1;
