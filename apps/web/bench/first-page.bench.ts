/**
 * The first page a newcomer opens (issue 19): cold first contentful paint in headless Chromium on
 * localhost, and the JavaScript it downloads (bytes on the wire and uncompressed), per landing route.
 * Starts the built server (apps/web/dist must exist: `npm run build`) on a fresh embedded database
 * without demonstration data, opens each route in a new browser context (empty cache) `--runs` times,
 * and measures a one-line HTML page served by a bare node:http server in the same run as the
 * reference: the ratio is route FCP ÷ reference FCP. Prints JSON. A benchmark, not a test.
 *
 * `--language` is the visitor's stored language (the `language` cookie; without it the browser's en-GB decides).
 *
 *   npm run -s bench:web [-- --runs 5 --routes /,/disData/notice/list --language zh-HK]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Locales } from '@app/contracts';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../e2e/fixtures/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/,/disData/notice/list,/calAi/index' },
    language: { type: 'string' },
  },
});
const LANGUAGE = values.language;
if (LANGUAGE !== undefined && !(Locales as readonly string[]).includes(LANGUAGE)) throw new Error(`--language must be one of ${Locales.join(', ')}, not ${LANGUAGE}`);
const RUNS = Number(values.runs);
const ROUTES = values.routes!.split(',').filter(Boolean);
// The budget and target of issue 19.
const BUDGET_GZIP_KB = 300;
const TARGET_FCP_MS = 1500;

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

type Visit = { fcpMs: number; jsFiles: number; jsTransferKB: number; jsGzipKB: number; jsDecodedKB: number; scripts: { file: string; gzipKB: number }[] };

/** The gzip size of a script of the build (the budget is stated in gzip; browsers get brotli, which is smaller). */
const gzipKB = (url: string) => gzipSync(readFileSync(path.join(DIST, new URL(url).pathname)), { level: 9 }).length / 1024;

/** One cold visit: a new context (no cache, no cookies but the cookie notice accepted), FCP and the scripts it fetched. */
const visit = async (browser: Browser, url: string): Promise<Visit> => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
  await context.addCookies([{ name: 'cookieConsent', value: '1', url }, ...(LANGUAGE ? [{ name: 'language', value: LANGUAGE, url }] : [])]);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // Lazy route chunks start after the entry runs: wait until the network has been quiet for a moment.
  await page.waitForLoadState('networkidle');
  const measured = await page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      const found = performance.getEntriesByName('first-contentful-paint')[0];
      if (found) return resolve(found.startTime);
      new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
    });
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(\?|$)/.test(entry.name));
    return {
      fcpMs: paint,
      urls: scripts.map((entry) => entry.name),
      jsFiles: scripts.length,
      transfer: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  });
  await context.close();
  const scripts = measured.urls.map((script) => ({ file: new URL(script).pathname, gzipKB: gzipKB(script) }));
  return {
    fcpMs: measured.fcpMs,
    jsFiles: measured.jsFiles,
    jsTransferKB: measured.transfer / 1024,
    jsGzipKB: scripts.reduce((sum, script) => sum + script.gzipKB, 0),
    jsDecodedKB: measured.decoded / 1024,
    scripts,
  };
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const round = (value: number) => Math.round(value * 10) / 10;

const summarise = (visits: Visit[]) => ({
  fcpMedianMs: round(median(visits.map((entry) => entry.fcpMs))),
  fcpMaxMs: round(Math.max(...visits.map((entry) => entry.fcpMs))),
  jsFiles: median(visits.map((entry) => entry.jsFiles)),
  jsTransferKB: round(median(visits.map((entry) => entry.jsTransferKB))),
  jsGzipKB: round(median(visits.map((entry) => entry.jsGzipKB))),
  jsDecodedKB: round(median(visits.map((entry) => entry.jsDecodedKB))),
  // What to cut next (scripts/bundle-report.mjs prints these).
  largestScripts: [...visits[0]!.scripts]
    .sort((a, b) => b.gzipKB - a.gzipKB)
    .slice(0, 12)
    .map((script) => ({ file: script.file, gzipKB: round(script.gzipKB) })),
});

const reference = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><title>reference</title><p>Reference page</p>');
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const referencePort = (reference.address() as { port: number }).port;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = await startServer(dataDir, { SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  const load = [os.loadavg().map(round)];
  const referenceVisits: Visit[] = [];
  const routeVisits = new Map<string, Visit[]>(ROUTES.map((route) => [route, []]));
  // Interleaved, so the reference and every route see the same machine load.
  for (let run = 0; run < RUNS; run += 1) {
    referenceVisits.push(await visit(browser, `http://127.0.0.1:${referencePort}/`));
    for (const route of ROUTES) routeVisits.get(route)!.push(await visit(browser, `${server.baseUrl}${route}`));
  }
  load.push(os.loadavg().map(round));
  const referenceSummary = summarise(referenceVisits);
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        language: LANGUAGE ?? 'browser (en-GB)',
        loadAverage: load,
        reference: { fcpMedianMs: referenceSummary.fcpMedianMs },
        targets: { fcpMs: TARGET_FCP_MS, landingJsGzipKB: BUDGET_GZIP_KB },
        routes: ROUTES.map((route) => {
          const summary = summarise(routeVisits.get(route)!);
          return {
            route,
            ...summary,
            fcpRatioToReference: round(summary.fcpMedianMs / referenceSummary.fcpMedianMs),
            meetsFcpTarget: summary.fcpMedianMs <= TARGET_FCP_MS,
            meetsJsBudget: summary.jsGzipKB <= BUDGET_GZIP_KB,
          };
        }),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  reference.close();
  rmSync(dataDir, { recursive: true, force: true });
}
