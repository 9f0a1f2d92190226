/**
 * Formatting for generated documents (secretary-documents-files §3.5): formal
 * Chinese dates (二零二六年三月二十五日), English dates ("25 March 2026"),
 * times and Hong Kong dollar amounts. Pure; dates are ISO calendar dates
 * (YYYY-MM-DD) that already are Hong Kong dates, so no time zone applies.
 */

/** The written languages of a generated document: English, traditional Chinese (Hong Kong), simplified Chinese. */
export type DocumentScript = 'en' | 'zh-HK' | 'zh-CN';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

/** The parts of an ISO date, or null when it is not a real calendar date. */
export const parseIsoDate = (iso: string): { year: number; month: number; day: number } | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** 1..99 in formal Chinese numerals: 十, 十一, 二十, 二十五. */
const chineseNumber = (value: number): string => {
  if (value < 10) return DIGITS[value];
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
};

/**
 * The formal Chinese date of documents: each digit of the year, then month and day in numerals.
 * @example formalChineseDate('2026-03-25') === '二零二六年三月二十五日'
 */
export const formalChineseDate = (iso: string): string => {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const year = String(date.year)
    .split('')
    .map((digit) => DIGITS[Number(digit)])
    .join('');
  return `${year}年${chineseNumber(date.month)}月${chineseNumber(date.day)}日`;
};

/** "25 March 2026" (the British order of HKEX announcements). */
export const englishDate = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? `${date.day} ${MONTHS_EN[date.month - 1]} ${date.year}` : iso;
};

const weekdayIndex = (iso: string): number | null => {
  const date = parseIsoDate(iso);
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() : null;
};

/** A document date in its language: "25 March 2026" / 二零二六年三月二十五日. */
export const documentDate = (iso: string, script: DocumentScript): string => (script === 'en' ? englishDate(iso) : formalChineseDate(iso));

/** A date with its weekday: "Wednesday, 25 March 2026" / 二零二六年三月二十五日（星期三）. */
export const documentDateWithWeekday = (iso: string, script: DocumentScript): string => {
  const weekday = weekdayIndex(iso);
  if (weekday === null) return iso;
  return script === 'en' ? `${WEEKDAYS_EN[weekday]}, ${englishDate(iso)}` : `${formalChineseDate(iso)}（星期${WEEKDAYS_ZH[weekday]}）`;
};

/**
 * A 24-hour time "HH:MM" as documents write it: "10:30 a.m." / 上午十時三十分 (zh-HK) / 上午10时30分 (zh-CN).
 * Unparseable text is returned as it is.
 */
export const documentTime = (time: string, script: DocumentScript): string => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  if (script === 'en') return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
  const period = hours < 12 ? '上午' : '下午';
  if (script === 'zh-HK') return `${period}${chineseNumber(twelve)}時${minutes === 0 ? '正' : `${chineseNumber(minutes)}分`}`;
  return `${period}${twelve}时${minutes === 0 ? '' : `${minutes}分`}`.replace(/时$/, '时整');
};

/**
 * An amount in minor units (cents) as Hong Kong dollars: "HK$1,234,567.50" in every language (§3.5).
 * @param cents integer minor units
 */
export const hongKongDollars = (cents: number): string => {
  const negative = cents < 0;
  const absolute = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  const rest = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}HK$${dollars}.${rest}`;
};
