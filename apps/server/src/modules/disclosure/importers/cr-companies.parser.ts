import type { ImportRejection, ParseResult } from './import-report';
import { parseRegistryDate, readCsvRecords } from './parse-helpers';

/** Which register a company is on: local (RNC063L) or registered non-Hong Kong (RNC063F, numbers F…). */
export const RegisterKinds = ['local', 'foreign'] as const;
export type RegisterKind = (typeof RegisterKinds)[number];

/** One line of a Companies Registry daily file: a new company, or a change of name when `incorporationDate` is null. */
export type RegistryCompanyRow = {
  row: number;
  companyNo: string;
  registerKind: RegisterKind;
  nameEn: string | null;
  nameZh: string | null;
  incorporationDate: string | null;
  changeDate: string | null;
};

const COLUMN = { nameEn: 1, nameZh: 2, companyNo: 3, incorporationDate: 4, changeDate: 5 } as const;
const COMPANY_NO_PATTERN = /^F?\d{1,8}$/;

const cell = (values: string[], index: number): string => (values[index] ?? '').replace(/\s+/g, ' ').trim();

/** The register kind a file name gives away (RNC063L_… / RNC063F_…), or null. */
export const registerKindOfFileName = (fileName: string): RegisterKind | null => {
  const match = /RNC063([LF])/i.exec(fileName);
  if (!match) return null;
  return match[1].toUpperCase() === 'F' ? 'foreign' : 'local';
};

/**
 * Reads a Companies Registry daily file of new and renamed companies
 * (`RNC063{L|F}_{YYYYMMDD}.csv`, data-sources §3.4): [1] English name, [2]
 * Chinese name, [3] CR number, [4] incorporation (foreign: registration)
 * date, blank for a change of name, [5] change date. A first line that is not
 * a company (a header) is skipped. Rows are numbered by their CSV line.
 * `registerKind` (from the file name) refuses numbers of the other register;
 * without it the kind follows the number (F… is foreign).
 * @throws ImportFormatError on an unclosed quote.
 */
export const parseRegistryCompanies = (text: string, options: { registerKind?: RegisterKind } = {}): ParseResult<RegistryCompanyRow> => {
  const records = readCsvRecords(text);
  const rows: RegistryCompanyRow[] = [];
  const rejections: ImportRejection[] = [];
  records.forEach(({ line, values }, index) => {
    const companyNo = cell(values, COLUMN.companyNo).toUpperCase();
    const isHeader = index === 0 && !COMPANY_NO_PATTERN.test(companyNo) && !parseRegistryDate(cell(values, COLUMN.incorporationDate));
    if (isHeader) return;
    const problems: string[] = [];
    const registerKind: RegisterKind = companyNo.startsWith('F') ? 'foreign' : 'local';
    if (!companyNo) problems.push('the CR number (column 4) is missing');
    else if (!COMPANY_NO_PATTERN.test(companyNo)) problems.push(`"${companyNo}" is not a CR number`);
    else if (options.registerKind && options.registerKind !== registerKind) problems.push(`CR number ${companyNo} is not on the ${options.registerKind} register`);
    const nameEn = cell(values, COLUMN.nameEn) || null;
    const nameZh = cell(values, COLUMN.nameZh) || null;
    if (!nameEn && !nameZh) problems.push('the company has no English or Chinese name');
    const incorporationText = cell(values, COLUMN.incorporationDate);
    const incorporationDate = parseRegistryDate(incorporationText);
    if (incorporationText && !incorporationDate) problems.push(`incorporation date "${incorporationText}" is not a date`);
    const changeText = cell(values, COLUMN.changeDate);
    const changeDate = parseRegistryDate(changeText);
    if (changeText && !changeDate) problems.push(`change date "${changeText}" is not a date`);
    else if (!incorporationText && !changeText) problems.push('a change of name (no incorporation date) needs a change date');
    if (problems.length > 0) rejections.push({ row: line, reason: problems.join('; ') });
    else rows.push({ row: line, companyNo, registerKind, nameEn, nameZh, incorporationDate, changeDate });
  });
  return { rows, rejections };
};
