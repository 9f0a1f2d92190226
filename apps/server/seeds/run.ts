import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env';
import { openConfiguredDatabase } from '../src/db/client';
import { seedDemoCorpus } from './demo/disclosure/corpus.seed';
import { runPendingSeeds, startAlertsAfterStoredDocuments } from './index';

/**
 * npm run seed: applies migrations and any seed step this database has not run yet.
 * npm run seed -- --announcements 1000000 --fulltext 100000: also makes the
 * demonstration announcement corpus that size (regenerated when it differs).
 */
const { values } = parseArgs({ options: { announcements: { type: 'string' }, fulltext: { type: 'string' } } });
const config = loadConfig();
const handle = await openConfiguredDatabase(config, 2);

/** One progress line on stderr: a bar, the count and the rate. */
const progressLine = (started: number) => (done: number, total: number) => {
  const share = total > 0 ? done / total : 1;
  const width = 30;
  const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
  const rate = Math.round(done / ((performance.now() - started) / 1000));
  process.stderr.write(`\r[${bar}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} documents, ${rate.toLocaleString('en')}/s`);
};

try {
  const reports = await runPendingSeeds(handle.db, { info: () => undefined }, { includeDemoData: true });
  let corpus: Record<string, unknown> | null = null;
  if (values.announcements !== undefined) {
    const announcements = Number(values.announcements);
    const fullText = Number(values.fulltext ?? Math.round(announcements / 10));
    if (!Number.isInteger(announcements) || announcements < 0 || !Number.isInteger(fullText) || fullText < 0 || fullText > announcements) {
      throw new Error('--announcements and --fulltext take whole numbers, with --fulltext at most --announcements');
    }
    const started = performance.now();
    const result = await seedDemoCorpus(handle.db, { announcements, fullText, now: new Date() }, progressLine(started));
    // The loaded corpus is history: followers are not alerted to it.
    if (!result.skipped) await startAlertsAfterStoredDocuments(handle.db);
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write('\n');
    corpus = { ...result, seconds: Math.round(seconds * 10) / 10, documentsPerSecond: result.inserted > 0 ? Math.round(result.inserted / seconds) : null };
  }
  console.log(JSON.stringify({ database: handle.kind, applied: reports, corpus }, null, 2));
} finally {
  await handle.close();
}
