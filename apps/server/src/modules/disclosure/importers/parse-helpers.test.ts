import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './import-report';
import {
  cleanFeedText,
  decodeHtmlEntities,
  documentMd5Key,
  dropDuplicates,
  parseHkexDateTime,
  parseRegistryDate,
  parseSfcDateTime,
  readCsvRecords,
  readJson,
  splitOnBreaks,
  toHongKongStockCode,
} from './parse-helpers';

describe('parseHkexDateTime', () => {
  it('reads dd/mm/yyyy HH:MM as Hong Kong time (UTC+8)', () => {
    expect(parseHkexDateTime('18/01/2024 17:41')?.toISOString()).toBe('2024-01-18T09:41:00.000Z');
    expect(parseHkexDateTime('01/01/2024 07:59')?.toISOString()).toBe('2023-12-31T23:59:00.000Z');
  });

  it.each(['31/02/2024 10:00', '18/13/2024 10:00', '18/01/2024 24:00', '2024-01-18 10:00', '18/01/2024', '', null])('refuses %s', (value) => {
    expect(parseHkexDateTime(value)).toBeNull();
  });
});

describe('parseSfcDateTime', () => {
  it('reads a zone-less ISO time as Hong Kong time and honours an explicit zone', () => {
    expect(parseSfcDateTime('2026-02-16T16:53:29.346')?.toISOString()).toBe('2026-02-16T08:53:29.346Z');
    expect(parseSfcDateTime('2026-02-16T16:53')?.toISOString()).toBe('2026-02-16T08:53:00.000Z');
    expect(parseSfcDateTime('2026-02-16T08:53:29Z')?.toISOString()).toBe('2026-02-16T08:53:29.000Z');
    expect(parseSfcDateTime('2026-02-16T16:53:29+08:00')?.toISOString()).toBe('2026-02-16T08:53:29.000Z');
  });

  it('refuses impossible dates and other layouts', () => {
    expect(parseSfcDateTime('2026-02-30T09:00:00')).toBeNull();
    expect(parseSfcDateTime('16/02/2026')).toBeNull();
  });
});

describe('parseRegistryDate', () => {
  it.each([
    ['08/10/2025', '2025-10-08'],
    ['8-10-2025', '2025-10-08'],
    ['2025-10-08', '2025-10-08'],
    ['2025/10/08', '2025-10-08'],
    ['20251008', '2025-10-08'],
  ])('reads %s', (value, expected) => expect(parseRegistryDate(value)).toBe(expected));

  it('refuses a day that does not exist', () => {
    expect(parseRegistryDate('31/09/2025')).toBeNull();
    expect(parseRegistryDate('')).toBeNull();
  });
});

describe('feed text helpers', () => {
  it('decodes entities once, keeping unknown ones', () => {
    expect(decodeHtmlEntities('A &amp; B &#x2f; C &#39;D&#39; &amp;lt; &bogus;')).toBe("A & B / C 'D' &lt; &bogus;");
  });

  it('cleans titles and splits multi-counter fields', () => {
    expect(cleanFeedText('  Results<br/>and&nbsp;Dividend ')).toBe('Results and Dividend');
    expect(splitOnBreaks('00700<br/>80700<BR>')).toEqual(['00700', '80700']);
  });

  it('pads Hong Kong codes and refuses others', () => {
    expect(toHongKongStockCode('700')).toBe('00700');
    expect(toHongKongStockCode(5)).toBe('00005');
    expect(toHongKongStockCode('ABCDE')).toBeNull();
    expect(toHongKongStockCode('123456')).toBeNull();
  });

  it('keys documents by the md5 of source:id', () => {
    expect(documentMd5Key('hkex', '11042134')).toBe('e912d7780e3c4b72d5c13a8aa3fd5ed4');
  });
});

describe('readJson and readCsvRecords', () => {
  it('refuses text that is not JSON', () => {
    expect(() => readJson('<html>', 'The file')).toThrow(ImportFormatError);
    expect(() => readJson('<html>', 'The file')).toThrow(/The file is not valid JSON/);
  });

  it('reads quoted CSV fields and keeps each record’s line', () => {
    expect(readCsvRecords('\uFEFFa,b\r\n\r\n"x, ""y""",z\n')).toEqual([
      { line: 1, values: ['a', 'b'] },
      { line: 3, values: ['x, "y"', 'z'] },
    ]);
    expect(() => readCsvRecords('"open')).toThrow(ImportFormatError);
  });

  it('keeps the first of duplicate rows', () => {
    const rows = [
      { row: 1, key: 'a' },
      { row: 2, key: 'b' },
      { row: 3, key: 'a' },
    ];
    expect(dropDuplicates(rows, (row) => row.key, (key) => `key ${key}`)).toEqual({
      kept: rows.slice(0, 2),
      rejections: [{ row: 3, reason: 'duplicate key a (first on row 1)' }],
    });
  });
});
