/**
 * Imports the HKSAR Government's 1823 general-holiday feed and rebuilds the calendar data:
 *
 *   npm run calendar:import-holidays                       (fetches https://www.1823.gov.hk/common/ical/{en,tc,sc}.json)
 *   npm run calendar:import-holidays -- --from <folder>    (a saved copy: en.json, tc.json, sc.json)
 *   npm run calendar:import-holidays -- --from <base URL>  (another address serving the three files)
 *
 * Each complete year in the feed replaces that year in packages/domain/data/hk-holidays-1823/ (the
 * operator's copy, kept in the repository); the calendar build then takes it before the shared copy and
 * before any provisional list, so a provisional year (2027) becomes official with this one command, and
 * later years arrive the same way. Commit the changed files afterwards. Source: 1823, HKSAR Government.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HOLIDAY_FEED_LANGUAGES,
  checkHolidayFeeds,
  mergeHolidayRecords,
  parseHolidayFeed,
  type HolidayFeedLanguage,
  type HolidayRecord,
} from '../src/calendar/holiday-feed';

const DEFAULT_FEED = 'https://www.1823.gov.hk/common/ical';
const scriptDirectory = path.dirname(fileURLToPath(import.meta.url));
const storeDirectory = path.resolve(scriptDirectory, '../data/hk-holidays-1823');

const fromIndex = process.argv.indexOf('--from');
const source = fromIndex > 0 ? process.argv[fromIndex + 1] : DEFAULT_FEED;
if (!source) throw new Error('--from needs a folder or a base URL');

const readSource = async (language: HolidayFeedLanguage): Promise<unknown> => {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(`${source.replace(/\/$/, '')}/${language}.json`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${language}.json: HTTP ${response.status}`);
    // The feed starts with a byte-order mark.
    return JSON.parse((await response.text()).replace(/^\uFEFF/, ''));
  }
  return JSON.parse(readFileSync(path.resolve(source, `${language}.json`), 'utf8').replace(/^\uFEFF/, ''));
};

const readStored = (language: HolidayFeedLanguage): HolidayRecord[] => {
  const file = path.join(storeDirectory, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HolidayRecord[]) : [];
};

const main = async () => {
  const feeds = {} as Record<HolidayFeedLanguage, HolidayRecord[]>;
  for (const language of HOLIDAY_FEED_LANGUAGES) feeds[language] = parseHolidayFeed(await readSource(language), language);
  const years = checkHolidayFeeds(feeds);
  mkdirSync(storeDirectory, { recursive: true });
  for (const language of HOLIDAY_FEED_LANGUAGES) {
    const merged = mergeHolidayRecords(readStored(language), feeds[language], years);
    writeFileSync(path.join(storeDirectory, `${language}.json`), `${JSON.stringify(merged, null, 1)}\n`);
  }
  const build = execFileSync(process.execPath, [path.join(scriptDirectory, 'build-calendar-data.mjs')], { encoding: 'utf8' });
  const { provisionalYears } = JSON.parse(build) as { provisionalYears: number[] };
  console.log(JSON.stringify({ source, yearsImported: years, holidays: feeds.en.length, provisionalYearsLeft: provisionalYears, storedIn: storeDirectory }, null, 2));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
