import { addCalendarDays } from '@app/domain';

/** iCalendar (RFC 5545) text shared by the calendar feed and the .ics attached to reminder e-mails. */

/** RFC 5545 text escaping. */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 line folding at 75 octets (never inside a UTF-8 character). */
export const fold = (line: string): string => {
  if (Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    if (Buffer.byteLength(current + character, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const compactDate = (date: string) => date.replace(/-/g, '');
/** An instant as a UTC DATE-TIME (20261126T091500Z). */
export const stamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** One all-day event on a Hong Kong date (a deadline is a local date, brief §5.4). */
export type AllDayEvent = { uid: string; date: string; summary: string; description: string };

/** The lines of one all-day VEVENT. */
export const eventLines = (event: AllDayEvent, now: Date): string[] => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `DTSTAMP:${stamp(now)}`,
  `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
  `DTEND;VALUE=DATE:${compactDate(addCalendarDays(event.date, 1))}`,
  `SUMMARY:${escapeText(event.summary)}`,
  `DESCRIPTION:${escapeText(event.description)}`,
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/** A whole VCALENDAR (CRLF lines, folded) of all-day events. */
export const calendarText = (events: AllDayEvent[], now: Date, name = 'Compliance Desk'): string => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Compliance Desk//Secretary//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`, 'X-WR-TIMEZONE:Asia/Hong_Kong'];
  for (const event of events) lines.push(...eventLines(event, now));
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
