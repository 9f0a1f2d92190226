/**
 * What every importer returns: the rows it took (by what happened to them) and
 * the rows it refused, each with its position in the file and a reason.
 */

/** A refused row: `row` is the record's 1-based position (CSV: its line), `file` only in multi-file runs. */
export type ImportRejection = { row: number; reason: string; file?: string };

/** The parser's answer: valid rows (keeping their position) and refused ones. */
export type ParseResult<Row> = { rows: Row[]; rejections: ImportRejection[] };

/** How the apply step treated the valid rows. */
export type ImportCounts = { inserted: number; updated: number; unchanged: number };

/** One import run as stored in import_runs and printed by the command line. */
export type ImportReport = ImportCounts & {
  importer: string;
  rejected: number;
  rejections: ImportRejection[];
  /** Valid rows the format leaves out on purpose (a stock list's warrants, CBBCs, ETFs and debt: not companies). */
  skipped?: number;
};

/** The input cannot be read as the format at all (not JSON, wrong top-level shape): nothing is imported. */
export class ImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFormatError';
  }
}

/** Zero counts, to add to. */
export const emptyCounts = (): ImportCounts => ({ inserted: 0, updated: 0, unchanged: 0 });
