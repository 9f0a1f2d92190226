#!/usr/bin/env node
/**
 * Compiles the market calendars into small TypeScript modules under
 * src/calendar/data/ so that @app/domain needs no I/O at run time.
 *
 *   node packages/domain/scripts/build-calendar-data.mjs [--shared <path to shared/data>]
 *
 * Sources (read-only, beside the repository in ../shared/data):
 * - exchange-calendars/xhkg.csv, xshg.csv: the exchange_calendars answer files
 *   (Apache-2.0). They are the record up to their last session.
 * - hk-public-holidays-1823/{en,tc,sc}.json: HK general holidays (Source: 1823,
 *   HKSAR Government). After the XHKG record ends they decide the trading days:
 *   weekdays that are not general holidays trade, and Christmas Eve, New Year's
 *   Eve and Lunar New Year's Eve trade a morning session when they fall on a
 *   weekday that is not a holiday (hk-rules §7).
 * - data/hk-holidays-1823/{en,tc,sc}.json in this package (optional): the 1823 feed as
 *   imported by scripts/import-1823-holidays.mjs (`npm run calendar:import-holidays`). Its
 *   dates replace the shared copy's, so later years arrive the same way.
 * - hk-public-holidays-YYYY/{en,tc,sc}.json: a provisional list for a year the 1823
 *   feed does not cover yet (ids ending '@provisional', tag [S]). Used only for a year
 *   with no official (1823) list; such years are written to HK_HOLIDAY_PROVISIONAL_YEARS
 *   so that every answer for them can say so.
 * - adata-a-shares/calendar/YYYY.csv: only cross-checked against xshg.csv.
 *
 * Output: per year the non-trading weekdays and the half days as 'MMDD' lists,
 * the session-time eras found in the record, and the holiday names.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const scriptDirectory = path.dirname(fileURLToPath(import.meta.url));
const sharedArgumentIndex = process.argv.indexOf('--shared');
const sharedDataDirectory =
  sharedArgumentIndex > 0
    ? path.resolve(process.argv[sharedArgumentIndex + 1])
    : path.resolve(scriptDirectory, '../../../../shared/data');
const outputDirectory = path.resolve(scriptDirectory, '../src/calendar/data');
/** The operator's import of the 1823 feed (scripts/import-1823-holidays.mjs writes it). */
const importedHolidayDirectory = path.resolve(scriptDirectory, '../data/hk-holidays-1823');

/** The HK calendar starts here (the brief's calculable range), before the first session. */
const HK_RANGE_FIRST_DATE = '1990-01-01';

// ---------------------------------------------------------------- date helpers
const MS_PER_DAY = 86_400_000;
const toDayNumber = (date) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / MS_PER_DAY;
const fromDayNumber = (dayNumber) => new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
const addDays = (date, days) => fromDayNumber(toDayNumber(date) + days);
const weekdayOf = (date) => new Date(toDayNumber(date) * MS_PER_DAY).getUTCDay();
const isWeekday = (date) => weekdayOf(date) !== 0 && weekdayOf(date) !== 6;
const eachDay = function* (first, last) {
  for (let day = toDayNumber(first); day <= toDayNumber(last); day += 1) yield fromDayNumber(day);
};
/** UTC 'HH:MM' of an ISO timestamp shifted to UTC+8 (HKT and CST). */
const toUtcPlus8 = (timestamp) => {
  if (!timestamp) return null;
  const minutes = (Number(timestamp.slice(11, 13)) * 60 + Number(timestamp.slice(14, 16)) + 8 * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

// ---------------------------------------------------------------- readers
const readSessions = (file) => {
  const lines = readFileSync(path.join(sharedDataDirectory, 'exchange-calendars', file), 'utf8').trim().split(/\r?\n/);
  const sessions = new Map();
  for (const line of lines.slice(1)) {
    const [session, open, close, breakStart, breakEnd] = line.split(',');
    const date = session.slice(0, 10);
    // The sessions' UTC times sit on the same UTC date for both markets.
    for (const stamp of [open, close]) if (stamp.slice(0, 10) !== date) throw new Error(`${file}: ${date} crosses midnight`);
    sessions.set(date, {
      open: toUtcPlus8(open),
      close: toUtcPlus8(close),
      breakStart: toUtcPlus8(breakStart),
      breakEnd: toUtcPlus8(breakEnd),
    });
  }
  return sessions;
};

/** Known defects of the 1823 feed, repaired so that every language has clean names. */
const cleanName = (name) =>
  name
    .replace(/[\u0080-\u009f]/g, '') // stray C1 byte after "Good Friday" (2012, 2013)
    .replace('Chrstmas', 'Christmas') // 2011 English typo
    .replace(/'/g, '\u2019') // one apostrophe style ("Lunar New Year's Day" appears with both)
    .trim();
/** The Simplified Chinese feed lacks this one-off holiday; the Traditional name transliterated. */
const MISSING_SIMPLIFIED_NAMES = { '2015-09-03': '中国人民抗日战争胜利七十周年纪念日' };

/**
 * The Simplified Chinese feed keeps Hong Kong's 周日 ("weekday") in "the first weekday after Christmas Day",
 * which a mainland reader takes for "Sunday" (周日 = 星期日): the mainland says 工作日 (issue 18).
 */
const mainlandWording = (name) => name.replace(/(第[一二三四五六七八九十]+个)周日/g, '$1工作日');

/** One folder of {en,tc,sc}.json in the 1823 record shape, as date → names (empty when the folder is absent). */
const readHolidayFolder = (directory, { withMissingNames = false } = {}) => {
  if (!existsSync(path.join(directory, 'en.json'))) return new Map();
  const load = (language) =>
    new Map(JSON.parse(readFileSync(path.join(directory, `${language}.json`), 'utf8')).map((holiday) => [holiday.date, cleanName(holiday.name)]));
  const english = load('en');
  const traditional = load('tc');
  const simplified = load('sc');
  if (withMissingNames) for (const [date, name] of Object.entries(MISSING_SIMPLIFIED_NAMES)) if (!simplified.has(date)) simplified.set(date, name);
  const holidays = new Map();
  for (const [date, en] of english) {
    const zhHK = traditional.get(date);
    const zhCN = simplified.has(date) ? mainlandWording(simplified.get(date)) : undefined;
    if (!zhHK || !zhCN) throw new Error(`${directory}: holiday ${date} lacks a Chinese name`);
    holidays.set(date, { en, zhHK, zhCN });
  }
  if (traditional.size !== holidays.size || simplified.size !== holidays.size) throw new Error(`${directory}: holiday lists differ`);
  return holidays;
};

const byDate = (entries) => new Map([...entries].sort(([first], [second]) => (first < second ? -1 : 1)));
/** Years a list covers completely: they contain Christmas Day. */
const completeYears = (holidays) => new Set([...holidays.keys()].filter((date) => date.endsWith('-12-25')).map((date) => Number(date.slice(0, 4))));

/**
 * The official list (the shared 1823 copy, overlaid by the operator's import)
 * plus, for years neither covers, the provisional lists. Returns the merged
 * holidays and the provisional years.
 */
const readHolidays = () => {
  const official = new Map([
    ...readHolidayFolder(path.join(sharedDataDirectory, 'hk-public-holidays-1823'), { withMissingNames: true }),
    ...readHolidayFolder(importedHolidayDirectory),
  ]);
  const officialYears = completeYears(official);
  const provisionalYears = [];
  const merged = new Map(official);
  const provisionalFolders = readdirSync(sharedDataDirectory).filter((name) => /^hk-public-holidays-(19|20)\d{2}$/.test(name)); // not the '-1823' feed copy
  for (const folder of provisionalFolders) {
    const year = Number(folder.slice(-4));
    if (officialYears.has(year)) continue;
    const provisional = readHolidayFolder(path.join(sharedDataDirectory, folder));
    for (const [date, names] of provisional) if (date.startsWith(`${year}-`)) merged.set(date, names);
    provisionalYears.push(year);
  }
  return { holidays: byDate(merged), provisionalYears: provisionalYears.sort() };
};

// ---------------------------------------------------------------- derivations
/** Session eras: consecutive full days with the same times; half days keep their own close. */
const findSessionEras = (sessions, market) => {
  const eras = [];
  for (const [date, session] of sessions) {
    const isHalfDay = session.breakStart === null;
    if (isHalfDay) continue;
    const last = eras.at(-1);
    const sameTimes =
      last &&
      last.open === session.open &&
      last.close === session.close &&
      last.breakStart === session.breakStart &&
      last.breakEnd === session.breakEnd;
    if (!sameTimes) eras.push({ from: date, ...session, halfDayClose: null });
  }
  for (const [date, session] of sessions) {
    if (session.breakStart !== null) continue;
    const era = eras.findLast((candidate) => candidate.from <= date);
    if (session.open !== era.open) throw new Error(`${market} half day ${date} opens at another time than its era`);
    if (era.halfDayClose !== null && era.halfDayClose !== session.close) throw new Error(`${market} half days differ in ${era.from}`);
    era.halfDayClose = session.close;
  }
  return eras;
};

/** Day 1 of Lunar New Year in `year`, found from the holiday names (never computed from the moon). */
const findLunarNewYearsDay = (holidays, year) => {
  const ordinals = [
    [/^Lunar New Year’s Day$/, 0],
    [/^The second day of Lunar New Year$/, 1],
    [/^The third day of Lunar New Year$/, 2],
    [/^The fourth day of Lunar New Year$/, 3],
  ];
  for (const [date, names] of holidays) {
    if (!date.startsWith(`${year}-`)) continue;
    for (const [pattern, offset] of ordinals) if (pattern.test(names.en)) return addDays(date, -offset);
  }
  return null;
};

/** Half days by the eve rule: Christmas Eve, New Year's Eve, Lunar New Year's Eve on a non-holiday weekday. */
const deriveHalfDays = (holidays, year) => {
  const lunarNewYearsDay = findLunarNewYearsDay(holidays, year);
  if (!lunarNewYearsDay) throw new Error(`no Lunar New Year in the holiday list for ${year}`);
  const eves = [addDays(lunarNewYearsDay, -1), `${year}-12-24`, `${year}-12-31`];
  return eves.filter((date) => isWeekday(date) && !holidays.has(date)).sort();
};

/** Years whose holiday list is complete: they contain Christmas Day. */
const findLastHolidayYear = (holidays) => {
  const years = [...holidays.keys()].filter((date) => date.endsWith('-12-25')).map((date) => Number(date.slice(0, 4)));
  return Math.max(...years);
};

const monthDay = (date) => date.slice(5, 7) + date.slice(8, 10);

/** Groups dates per year as space-separated 'MMDD'. */
const groupByYear = (dates, firstYear, lastYear) => {
  const byYear = {};
  for (let year = firstYear; year <= lastYear; year += 1) byYear[year] = [];
  for (const date of dates) byYear[Number(date.slice(0, 4))].push(monthDay(date));
  return Object.fromEntries(Object.entries(byYear).map(([year, days]) => [year, days.sort().join(' ')]));
};

// ---------------------------------------------------------------- XHKG
const buildHongKong = (holidays) => {
  const sessions = readSessions('xhkg.csv');
  const sessionDates = [...sessions.keys()];
  const recordLastDate = sessionDates.at(-1);
  const lastYear = findLastHolidayYear(holidays);
  const lastDate = `${lastYear}-12-31`;
  const closedWeekdays = [];
  const halfDays = [];
  for (const date of eachDay(HK_RANGE_FIRST_DATE, recordLastDate)) {
    const session = sessions.get(date);
    if (!session) {
      if (isWeekday(date)) closedWeekdays.push(date);
    } else if (session.breakStart === null) halfDays.push(date);
  }
  const firstExtensionDate = addDays(recordLastDate, 1);
  for (const date of eachDay(firstExtensionDate, lastDate)) if (isWeekday(date) && holidays.has(date)) closedWeekdays.push(date);
  for (let year = Number(firstExtensionDate.slice(0, 4)); year <= lastYear; year += 1)
    for (const date of deriveHalfDays(holidays, year)) if (date >= firstExtensionDate) halfDays.push(date);

  // Cross-check the extension method over the overlap with the record.
  const overlapFirst = [...holidays.keys()][0];
  const report = { weatherOrAdHocClosures: [], holidayButTrading: [], halfDayDifferences: [] };
  for (const date of eachDay(overlapFirst, recordLastDate)) {
    if (!isWeekday(date)) continue;
    if (holidays.has(date) && sessions.has(date)) report.holidayButTrading.push(date);
    if (!holidays.has(date) && !sessions.has(date)) report.weatherOrAdHocClosures.push(date);
  }
  for (let year = Number(overlapFirst.slice(0, 4)) + 1; year <= Number(recordLastDate.slice(0, 4)); year += 1) {
    const derived = deriveHalfDays(holidays, year).filter((date) => date <= recordLastDate);
    const recorded = halfDays.filter((date) => date.startsWith(`${year}-`) && date <= recordLastDate);
    if (derived.join() !== recorded.join()) report.halfDayDifferences.push({ year, derived, recorded });
  }
  return {
    data: {
      firstDate: HK_RANGE_FIRST_DATE,
      lastDate,
      recordLastDate,
      holidayNamesFirstDate: overlapFirst,
      sessionEras: findSessionEras(sessions, 'XHKG'),
      closedWeekdays: groupByYear(closedWeekdays, 1990, lastYear),
      halfDays: groupByYear(halfDays, 1990, lastYear),
    },
    report,
  };
};

// ---------------------------------------------------------------- XSHG
const buildShanghai = () => {
  const sessions = readSessions('xshg.csv');
  const sessionDates = [...sessions.keys()];
  const firstDate = sessionDates[0];
  const lastDate = sessionDates.at(-1);
  if (!lastDate.endsWith('-12-31')) throw new Error(`xshg.csv ends mid-year (${lastDate})`);
  const closedWeekdays = [];
  for (const date of eachDay(firstDate, lastDate)) if (isWeekday(date) && !sessions.has(date)) closedWeekdays.push(date);
  const halfDays = sessionDates.filter((date) => sessions.get(date).breakStart === null);
  if (halfDays.length > 0) throw new Error('xshg.csv has half days; the data module does not model them');

  // Cross-check against the adata yearly files (same exchanges, independent source).
  const adataDirectory = path.join(sharedDataDirectory, 'adata-a-shares', 'calendar');
  const adataMismatches = [];
  let adataDaysCompared = 0;
  for (const file of readdirSync(adataDirectory).filter((name) => /^\d{4}\.csv$/.test(name))) {
    for (const line of readFileSync(path.join(adataDirectory, file), 'utf8').trim().split(/\r?\n/).slice(1)) {
      const [date, status] = line.split(',');
      adataDaysCompared += 1;
      if ((status === '1') !== sessions.has(date)) adataMismatches.push(date);
    }
  }
  const firstYear = Number(firstDate.slice(0, 4));
  const lastYear = Number(lastDate.slice(0, 4));
  return {
    data: {
      firstDate,
      lastDate,
      recordLastDate: lastDate,
      sessionEras: findSessionEras(sessions, 'XSHG'),
      closedWeekdays: groupByYear(closedWeekdays, firstYear, lastYear),
    },
    report: { adataDaysCompared, adataMismatches },
  };
};

// ---------------------------------------------------------------- writers
const HEADER = (sources) =>
  `// GENERATED by packages/domain/scripts/build-calendar-data.mjs. Do not edit; re-run the script.\n// Sources: ${sources}\n`;

const writeModule = (file, text) => {
  mkdirSync(outputDirectory, { recursive: true });
  writeFileSync(path.join(outputDirectory, file), text);
  return Buffer.byteLength(text);
};

const renderYearTable = (table) =>
  `{\n${Object.entries(table)
    .map(([year, days]) => `    ${year}: '${days}',`)
    .join('\n')}\n  }`;

const renderEras = (eras) =>
  `[\n${eras
    .map(
      (era) =>
        `    { from: '${era.from}', open: '${era.open}', close: '${era.close}', breakStart: ${era.breakStart ? `'${era.breakStart}'` : 'null'}, breakEnd: ${era.breakEnd ? `'${era.breakEnd}'` : 'null'}, halfDayClose: ${era.halfDayClose ? `'${era.halfDayClose}'` : 'null'} },`,
    )
    .join('\n')}\n  ]`;

const renderCalendarModule = (constantName, data, withHalfDays) => `import type { MarketCalendarData } from '../calendar-data-types';

/** Compact market calendar: per year the non-trading weekdays${withHalfDays ? ' and half days' : ''} as 'MMDD'. */
export const ${constantName}: MarketCalendarData = {
  firstDate: '${data.firstDate}',
  lastDate: '${data.lastDate}',
  recordLastDate: '${data.recordLastDate}',
  sessionEras: ${renderEras(data.sessionEras)},
  closedWeekdays: ${renderYearTable(data.closedWeekdays)},
  halfDays: ${withHalfDays ? renderYearTable(data.halfDays) : '{}'},
};
`;

const renderHolidayModule = (holidays, firstDate, provisionalYears) => {
  const nameTable = [];
  const nameIndex = new Map();
  const byYear = {};
  for (const [date, names] of holidays) {
    const key = JSON.stringify([names.en, names.zhHK, names.zhCN]);
    if (!nameIndex.has(key)) {
      nameIndex.set(key, nameTable.length);
      nameTable.push(key);
    }
    (byYear[date.slice(0, 4)] ??= []).push(`${monthDay(date)}:${nameIndex.get(key)}`);
  }
  return `import type { HolidayNameRow } from '../calendar-data-types';

/** First date covered by the official holiday list; earlier closures carry no name. */
export const HK_HOLIDAY_LIST_FIRST_DATE = '${firstDate}';

/** Holiday names, deduplicated: [English, Traditional Chinese (HK), Simplified Chinese]. */
export const HK_HOLIDAY_NAMES: readonly HolidayNameRow[] = [
${nameTable.map((row) => `  ${row},`).join('\n')}
];

/**
 * Years whose holidays come from a provisional list (reports of the Government's announcement, [S]) until the
 * 1823 feed is imported (\`npm run calendar:import-holidays\`). Every answer for these years says so.
 */
export const HK_HOLIDAY_PROVISIONAL_YEARS: readonly number[] = [${provisionalYears.join(', ')}];

/** HK general holidays per year as 'MMDD:nameIndex' (weekends included). */
export const HK_HOLIDAYS_BY_YEAR: Readonly<Record<number, string>> = {
${Object.entries(byYear)
  .map(([year, entries]) => `  ${year}: '${entries.join(' ')}',`)
  .join('\n')}
};
`;
};

const { holidays, provisionalYears } = readHolidays();
const hongKong = buildHongKong(holidays);
const shanghai = buildShanghai();
const sizes = {
  'xhkg.ts': writeModule(
    'xhkg.ts',
    HEADER(`exchange_calendars xhkg.csv (Apache-2.0) up to ${hongKong.data.recordLastDate}; 1823, HKSAR Government after it.`) +
      renderCalendarModule('XHKG_CALENDAR_DATA', hongKong.data, true),
  ),
  'xshg.ts': writeModule(
    'xshg.ts',
    HEADER('exchange_calendars xshg.csv (Apache-2.0); cross-checked with adata (Apache-2.0).') +
      renderCalendarModule('XSHG_CALENDAR_DATA', shanghai.data, false),
  ),
  'hk-holidays.ts': writeModule(
    'hk-holidays.ts',
    HEADER(
      `1823, HKSAR Government (general holidays, via github.com/mathsgod/holiday-data and the operator's import)${provisionalYears.length > 0 ? `; provisional ${provisionalYears.join(', ')} from reports of the Government's announcement [S]` : ''}.`,
    ) + renderHolidayModule(holidays, hongKong.data.holidayNamesFirstDate, provisionalYears),
  ),
};
console.log(JSON.stringify({ sizes, provisionalYears, hongKong: hongKong.report, shanghai: shanghai.report }, null, 2));
