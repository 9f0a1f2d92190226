/**
 * npm run bench:alerts: one announcement to 10,000 followers (issue 17). Prints JSON: the time until
 * the last message is stored and its pushes published (the alert job's transaction committed), and a
 * reference measured in the same run: the same 10,000 rows stored one notify at a time (first 500, scaled).
 * PGlite in memory, or DATABASE_URL's server (a throwaway database is not created: use a test database).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildAppOn } from '../test/shared-database';
import { focusCompanies } from '../src/db/schema';
import type { FeedDocument } from '../src/modules/disclosure/document-feed.service';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const app = await buildAppOn(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {}, { LIVE_SESSION_CHECK_SECONDS: '0', JOBS_RUNNER: 'false' });
try {
  const stockCode = '09999';
  const [{ id: organisationId }] = (
    (await app.db.execute(sql`insert into organisations (type, user_company_name) values (2, 'bench') returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const users = (
    (await app.db.execute(
      sql`insert into users (phone, phone_region, organisation_id) select '8529' || lpad(g::text, 7, '0') || floor(random() * 1000)::text, 2, ${organisationId} from generate_series(1, ${FOLLOWERS}) g returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((row) => row.id);
  for (let start = 0; start < users.length; start += 2000) {
    await app.db.insert(focusCompanies).values(users.slice(start, start + 2000).map((userId) => ({ userId, market: 'HK', stockCode })));
  }
  const document: FeedDocument = {
    id: 1, kind: 'announcement', md5Key: 'f'.repeat(32), market: 'HK', stockCodes: [stockCode], titleEn: 'Bench announcement', titleZh: '基準公告',
    releaseTime: new Date(), t1Code: null, t2Codes: [], issuingBody: null, listType: null, orgType: null, sourceType: null, fileLinkEn: null, fileLinkZh: null,
  };
  const started = performance.now();
  const counts = await app.db.transaction((tx) => app.container.alerts.alertDocument(document, tx));
  const fanOutMs = performance.now() - started;

  const sample = users.slice(0, 500);
  const referenceStarted = performance.now();
  for (const userId of sample) await app.container.messages.notify({ userId, type: 2, source: 1, title: 'one at a time', dedupeKey: 'bench:reference' });
  const referencePerMessageMs = (performance.now() - referenceStarted) / sample.length;
  console.log(
    JSON.stringify({
      benchmark: 'alerts fan-out: one announcement to its followers',
      database: app.databaseKind,
      followers: FOLLOWERS,
      messagesStored: counts.announcementFocus,
      storedAndPushedMs: Math.round(fanOutMs),
      reference: { method: 'messages.notify one user at a time (500 measured, scaled)', perMessageMs: Number(referencePerMessageMs.toFixed(3)), scaledMs: Math.round(referencePerMessageMs * FOLLOWERS) },
    }),
  );
} finally {
  await app.close();
}
