import { documentKeyOf } from '../documents.writer';
import { splitCsvRecords } from '../../../lib/csv';
import { ImportFormatError } from './import-report';

/** Hong Kong time is UTC+8 all year (no daylight saving). */
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/**
 * Parses a whole file as JSON (a leading BOM is ignored).
 * @throws ImportFormatError naming `what` when the text is not JSON.
 */
export const readJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportFormatError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
};

/** True for a plain JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string or number field as trimmed text; anything else is ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

/**
 * Decodes the HTML entities HKEXnews puts in titles (`&amp;`, `&#x2f;`,
 * `&#39;`) in one pass, so `&amp;lt;` stays `&lt;`; unknown names are kept.
 */
export const decodeHtmlEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Feed text as stored: entities decoded, `<br/>` as a space, whitespace collapsed. */
export const cleanFeedText = (value: unknown): string =>
  decodeHtmlEntities(textOf(value).replace(/<br\s*\/?>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Splits HKEXnews multi-counter fields ("00700<br/>80700") into trimmed, non-empty parts. */
export const splitOnBreaks = (value: unknown): string[] =>
  textOf(value)
    .split(/<br\s*\/?>/i)
    .map((part) => part.trim())
    .filter(Boolean);

/** A UTC Date from HK wall-clock parts, or null when the parts are not a real date and time. */
const fromHongKongParts = (year: number, month: number, day: number, hour: number, minute: number, second = 0, millisecond = 0): Date | null => {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const check = new Date(utc);
  // Date.UTC rolls 31/02 over into March; a rolled-over day is not a real date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - HONG_KONG_OFFSET_MS);
};

/** HKEXnews release time `dd/mm/yyyy HH:MM` (HKT) as an instant, or null when malformed. */
export const parseHkexDateTime = (value: unknown): Date | null => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/.exec(textOf(value));
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number);
  return fromHongKongParts(year, month, day, hour, minute);
};

/**
 * An ISO local date-time as the SFC sends it (`2026-02-16T16:53:29.346`, HKT);
 * an explicit `Z` or offset is honoured. Null when malformed.
 */
export const parseSfcDateTime = (value: unknown): Date | null => {
  const text = textOf(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone] = match;
  const millisecond = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = fromHongKongParts(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second), millisecond);
  if (!local || !zone) return local;
  // With a zone, the wall-clock parts are in that zone instead of HKT.
  const zoneMinutes = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return new Date(local.getTime() + HONG_KONG_OFFSET_MS - zoneMinutes * 60_000);
};

/**
 * A calendar date in one of the layouts registry files use (dd/mm/yyyy,
 * dd-mm-yyyy, yyyy-mm-dd, yyyy/mm/dd, yyyymmdd) as an ISO date, or null.
 */
export const parseRegistryDate = (value: unknown): string | null => {
  const text = textOf(value);
  let parts: RegExpExecArray | null;
  let year: number, month: number, day: number;
  if ((parts = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text))) [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  else if ((parts = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text)) || (parts = /^(\d{4})(\d{2})(\d{2})$/.exec(text))) {
    [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  } else return null;
  if (!fromHongKongParts(year, month, day, 0, 0)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A Hong Kong stock code padded to 5 digits ('700' → '00700'), or null when it is not 1-5 digits. */
export const toHongKongStockCode = (value: unknown): string | null => {
  const text = textOf(value);
  return /^\d{1,5}$/.test(text) ? text.padStart(5, '0') : null;
};

/** The public document key (spec §2 md5Key): md5 hex of `<source>:<id>`, the same key the demo corpus uses. */
export const documentMd5Key = (source: string, sourceId: string): string => documentKeyOf(source, sourceId);

/** Splits CSV text into records (RFC 4180 quoting), each with the line it starts on; blank lines are skipped. */
export const readCsvRecords = (text: string) => splitCsvRecords(text, (message) => new ImportFormatError(message));

/**
 * Keeps the first row per key and refuses later ones, naming where the first was.
 * @returns the rows to keep and the rejections for the repeats.
 */
export const dropDuplicates = <Row extends { row: number }>(rows: Row[], keyOf: (row: Row) => string, describe: (key: string) => string) => {
  const firstRowOf = new Map<string, number>();
  const kept: Row[] = [];
  const rejections: { row: number; reason: string }[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    const first = firstRowOf.get(key);
    if (first !== undefined) rejections.push({ row: row.row, reason: `duplicate ${describe(key)} (first on row ${first})` });
    else {
      firstRowOf.set(key, row.row);
      kept.push(row);
    }
  }
  return { kept, rejections };
};
