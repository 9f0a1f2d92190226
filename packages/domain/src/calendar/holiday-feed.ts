import { isIsoDate, type IsoDate } from './dates';

/**
 * The HKSAR Government's 1823 general-holiday feed (https://www.1823.gov.hk/common/ical/{en,tc,sc}.json),
 * read and checked before `npm run calendar:import-holidays` stores it and rebuilds the calendar data.
 * Pure: the importer script does the fetching and writing.
 */

/** One holiday in the record shape the product stores (the same as shared/data/hk-public-holidays-1823). */
export type HolidayRecord = { readonly id: string; readonly name: string; readonly date: IsoDate };

/** The feed's three languages, as its file names spell them. */
export const HOLIDAY_FEED_LANGUAGES = ['en', 'tc', 'sc'] as const;
export type HolidayFeedLanguage = (typeof HOLIDAY_FEED_LANGUAGES)[number];

/** Why a feed was refused. */
export class HolidayFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HolidayFeedError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** 'YYYYMMDD' (the iCal form) or 'YYYY-MM-DD' as 'YYYY-MM-DD'; null otherwise. */
const readFeedDate = (value: unknown): IsoDate | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  const date = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text.trim();
  return isIsoDate(date) ? date : null;
};

/**
 * The holidays of one language file. Accepts the record shape
 * (`[{ id, name, date }]`) and the 1823 iCal-as-JSON shape
 * (`{ vcalendar: [{ vevent: [{ uid, dtstart: ['20270101', …], summary }] }] }`).
 * @throws HolidayFeedError naming the first bad entry.
 */
export const parseHolidayFeed = (json: unknown, language: HolidayFeedLanguage): HolidayRecord[] => {
  let entries: unknown[];
  if (Array.isArray(json)) entries = json;
  else if (isObject(json) && Array.isArray(json.vcalendar)) entries = json.vcalendar.flatMap((calendar) => (isObject(calendar) && Array.isArray(calendar.vevent) ? calendar.vevent : []));
  else throw new HolidayFeedError(`${language}: neither a list of { id, name, date } nor the 1823 vcalendar shape`);
  if (entries.length === 0) throw new HolidayFeedError(`${language}: no holidays`);
  const records = entries.map((entry, index) => {
    if (!isObject(entry)) throw new HolidayFeedError(`${language}[${index}]: not an object`);
    const date = readFeedDate(entry.date ?? entry.dtstart);
    const name = typeof entry.name === 'string' ? entry.name : typeof entry.summary === 'string' ? entry.summary : '';
    if (!date) throw new HolidayFeedError(`${language}[${index}]: no valid date`);
    if (!name.trim()) throw new HolidayFeedError(`${language}[${index}] ${date}: no name`);
    const id = typeof entry.id === 'string' ? entry.id : typeof entry.uid === 'string' ? entry.uid : `${date.replaceAll('-', '')}@1823.gov.hk`;
    if (id.endsWith('@provisional')) throw new HolidayFeedError(`${language}[${index}] ${date}: a provisional entry, not the 1823 feed`);
    return { id, name: name.trim(), date };
  });
  const dates = new Set(records.map((record) => record.date));
  if (dates.size !== records.length) throw new HolidayFeedError(`${language}: a date appears twice`);
  return records.sort((first, second) => (first.date < second.date ? -1 : 1));
};

/**
 * Checks the three languages list the same dates and that each year they
 * touch is complete (has Christmas Day), so a half-fetched feed cannot
 * replace a year. Returns the years covered.
 * @throws HolidayFeedError when the languages differ or a year is incomplete.
 */
export const checkHolidayFeeds = (feeds: Readonly<Record<HolidayFeedLanguage, readonly HolidayRecord[]>>): number[] => {
  const english = feeds.en.map((record) => record.date).join();
  for (const language of ['tc', 'sc'] as const)
    if (feeds[language].map((record) => record.date).join() !== english) throw new HolidayFeedError(`${language}: other dates than en`);
  const years = [...new Set(feeds.en.map((record) => Number(record.date.slice(0, 4))))].sort();
  const complete = years.filter((year) => feeds.en.some((record) => record.date === `${year}-12-25`));
  if (complete.length === 0) throw new HolidayFeedError('en: no complete year (no Christmas Day)');
  return complete;
};

/**
 * The stored list after an import: every date of the years the new feed
 * covers completely comes from it, other years stay as they were.
 */
export const mergeHolidayRecords = (stored: readonly HolidayRecord[], incoming: readonly HolidayRecord[], years: readonly number[]): HolidayRecord[] => {
  const replaced = new Set(years);
  const kept = stored.filter((record) => !replaced.has(Number(record.date.slice(0, 4))));
  const added = incoming.filter((record) => replaced.has(Number(record.date.slice(0, 4))));
  return [...kept, ...added].sort((first, second) => (first.date < second.date ? -1 : 1));
};
