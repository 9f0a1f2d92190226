import { toReaderScript } from '@app/domain/chinese-script';
import type { Database } from '../../../db/client';
import { parseRegistryCompanies, type RegisterKind, type RegistryCompanyRow } from './cr-companies.parser';
import { isDocumentUnchanged, mergeDocument, type DocumentPatch, type DocumentValues, type StoredDocument } from './document-merge';
import { describeCategoryFileName, parseHeadlineCategoryFiles, type CategoryFile, type CategoryPatch } from './headline-categories.parser';
import { buildCategoryIndex, type CategoryLevel } from './headline-matcher';
import type { HkexLanguage } from './hkex-document';
import { parseHkexLatestFeed } from './hkex-latest-feed.parser';
import { parseHkexStockList, type StockList, type StockListRow } from './hkex-stock-list.parser';
import { parseHkexTitleSearch } from './hkex-title-search.parser';
import { emptyCounts, ImportFormatError, type ImportCounts, type ImportRejection, type ImportReport } from './import-report';
import { isHongKongIssuerCode, openCompanyRegisters, type CompanyRegisters, type HkCompanyValues, type ListedCompanyWrite, type StoredListedCompany } from '../../companies/index';
import { createImportersRepository, type CategoryValues, type ImportersRepository } from './importers.repository';
import { parseSfcNews } from './sfc-news.parser';

/** The public formats the importers read (README.md in this folder describes each). */
export const ImportFormats = ['hkex-title-search', 'hkex-latest', 'hkex-stock-list', 'hkex-categories', 'sfc-news', 'cr-companies'] as const;
export type ImportFormat = (typeof ImportFormats)[number];

/** One input file of a run. */
export type ImportFile = { name: string; text: string };

/**
 * What a format needs besides the text: `lang` for HKEXnews documents, `list`
 * for stock lists, `level` / `lang` for a category file whose name does not
 * tell them, `registerKind` to hold a registry file to one register.
 */
export type ImportOptions = { lang?: HkexLanguage; list?: StockList; level?: CategoryLevel; registerKind?: RegisterKind };

/** What the apply step of a format did. */
type Applied = ImportCounts & { rejections: ImportRejection[]; skipped?: number };


/** Inserts new documents and updates changed ones; a row whose merged values equal the stored ones is left alone. */
const applyDocuments = async (repository: ImportersRepository, patches: DocumentPatch[]): Promise<Applied> => {
  const inserts: DocumentValues[] = [];
  const updates: StoredDocument[] = [];
  let unchanged = 0;
  for (const source of new Set(patches.map((patch) => patch.source))) {
    const ofSource = patches.filter((patch) => patch.source === source);
    const stored = await repository.findDocuments(source, ofSource.map((patch) => patch.sourceId));
    for (const patch of ofSource) {
      const existing = stored.get(patch.sourceId);
      const values = mergeDocument(existing, patch);
      if (!existing) inserts.push(values);
      else if (isDocumentUnchanged(existing, values)) unchanged += 1;
      else updates.push({ ...values, id: existing.id });
    }
  }
  await repository.insertDocuments(inserts);
  await repository.updateDocuments(updates);
  return { inserted: inserts.length, updated: updates.length, unchanged, rejections: [] };
};

const isSameName = (left: string | null, right: string) => (left ?? '').replace(/\s+/g, ' ').trim().toLowerCase() === right.toLowerCase();

/**
 * Active list: listed (status 1), and "normal" when the state was unknown or
 * delisted. Inactive list: delisted (status 2, trading state "delisted").
 * HKEX reuses codes, so the inactive list names old securities under codes
 * now in use: a listed row is only marked delisted when no active list has
 * confirmed it (trading state unknown) or it carries the inactive entry's own
 * name; otherwise the entry is refused as a reused code. Rows are never deleted.
 */
const applyStockList = async (registers: CompanyRegisters, allRows: StockListRow[], list: StockList): Promise<Applied> => {
  const rejections: ImportRejection[] = [];
  const inserts: ListedCompanyWrite[] = [];
  const updates: StoredListedCompany[] = [];
  let unchanged = 0;
  // the lists carry every security; the company catalogue takes issuers' shares only (not warrants, CBBCs, ETFs, debt, RMB counters)
  const rows = allRows.filter((row) => isHongKongIssuerCode(row.stockCode));
  const stored = await registers.findListedCompanies('HK', rows.map((row) => row.stockCode));
  for (const row of rows) {
    const existing = stored.get(row.stockCode);
    const isActive = list === 'active';
    if (!existing) {
      inserts.push({ stockCode: row.stockCode, shortNameEn: row.shortNameEn, status: isActive ? 1 : 2, tradingState: isActive ? 'normal' : 'delisted' });
      continue;
    }
    let next: Omit<ListedCompanyWrite, 'stockCode'>;
    if (isActive) {
      const tradingState = existing.tradingState === null || existing.tradingState === 'delisted' ? 'normal' : existing.tradingState;
      next = { shortNameEn: row.shortNameEn, status: 1, tradingState };
    } else if (existing.status === 1 && existing.tradingState !== null && !isSameName(existing.shortNameEn, row.shortNameEn)) {
      rejections.push({ row: row.row, reason: `code reused: ${row.stockCode} is listed as "${existing.shortNameEn ?? ''}"; the delisted "${row.shortNameEn}" is not stored` });
      continue;
    } else next = { shortNameEn: row.shortNameEn, status: 2, tradingState: 'delisted' };
    if (existing.shortNameEn === next.shortNameEn && existing.status === next.status && existing.tradingState === next.tradingState) unchanged += 1;
    else updates.push({ ...existing, ...next });
  }
  await registers.insertListedCompanies('HK', inserts);
  await registers.updateListedCompanies(updates);
  return { inserted: inserts.length, updated: updates.length, unchanged, rejections, skipped: allRows.length - rows.length };
};

/**
 * Writes categories: a language missing from the run keeps its stored name; a
 * new category needs both. Simplified names are converted from the traditional ones.
 * The files replace the reference seed's guesses: a category they name is no longer
 * a guess, and a guessed code of a level they list but do not name is removed.
 */
const applyCategories = async (repository: ImportersRepository, patches: CategoryPatch[]): Promise<Applied> => {
  const counts = emptyCounts();
  const rejections: ImportRejection[] = [];
  const inserts: CategoryValues[] = [];
  const stored = new Map((await repository.listCategories()).map((row) => [`${row.level}|${row.code}`, row]));
  for (const patch of patches) {
    const existing = stored.get(`${patch.level}|${patch.code}`);
    const nameEn = patch.nameEn ?? existing?.nameEn;
    const nameZhHk = patch.nameZhHk ?? existing?.nameZhHk;
    if (!nameEn || !nameZhHk) {
      const missing = nameEn ? 'Chinese (_c)' : 'English (_e)';
      rejections.push({ row: patch.row, file: patch.file, reason: `${patch.level} ${patch.code} has no ${missing} name: import both language files` });
      continue;
    }
    const next: CategoryValues = {
      level: patch.level,
      code: patch.code,
      t1Code: patch.t1Code,
      groupCode: patch.groupCode,
      nameEn,
      nameZhHk,
      // converted only when the file's name is traditional (never a second conversion of simplified text)
      nameZhCn: toReaderScript(nameZhHk, 'zh-CN'),
      // The English file's order is the display order; a Chinese-only run keeps it.
      sortOrder: patch.nameEn !== undefined || !existing ? patch.sortOrder : existing.sortOrder,
      guessed: false,
    };
    if (!existing) inserts.push(next);
    else if ((Object.keys(next) as (keyof CategoryValues)[]).every((key) => next[key] === existing[key])) counts.unchanged += 1;
    else {
      await repository.updateCategory(next);
      counts.updated += 1;
    }
  }
  await repository.insertCategories(inserts);
  const levels = new Set(patches.map((patch) => patch.level));
  const named = new Set(patches.map((patch) => `${patch.level}|${patch.code}`));
  const disproved = [...stored.values()].filter((row) => row.guessed && levels.has(row.level) && !named.has(`${row.level}|${row.code}`));
  await repository.deleteCategories(disproved);
  return { ...counts, inserted: inserts.length, rejections };
};

const isSameCompany = (left: HkCompanyValues, right: HkCompanyValues) =>
  left.nameEn === right.nameEn &&
  left.nameZh === right.nameZh &&
  left.registerKind === right.registerKind &&
  left.incorporationDate === right.incorporationDate &&
  JSON.stringify(left.nameHistory) === JSON.stringify(right.nameHistory);

/**
 * The stored company after one registry line. A new company sets its names
 * (unless it has been renamed since) and incorporation date. A change of name
 * pushes the current names onto name_history (newest first, `date` = the day
 * they stopped being used); a line older than the latest stored change is
 * stale and changes nothing, so files can be re-imported in any order.
 */
const applyRegistryLine = (existing: HkCompanyValues | undefined, row: RegistryCompanyRow): HkCompanyValues => {
  const names = { nameEn: row.nameEn, nameZh: row.nameZh };
  if (!existing) return { companyNo: row.companyNo, ...names, registerKind: row.registerKind, incorporationDate: row.incorporationDate, nameHistory: [] };
  const base = { ...existing, registerKind: row.registerKind };
  if (row.incorporationDate) {
    return { ...base, ...(existing.nameHistory.length === 0 ? names : {}), incorporationDate: row.incorporationDate };
  }
  if (existing.nameEn === row.nameEn && existing.nameZh === row.nameZh) return base;
  const currentSince = existing.nameHistory[0]?.date ?? null;
  const changeDate = row.changeDate!;
  if (currentSince && changeDate < currentSince) return existing;
  // A second line for the same day corrects that day's change instead of adding one.
  if (currentSince === changeDate) return { ...base, ...names };
  return { ...base, ...names, nameHistory: [{ date: changeDate, nameEn: existing.nameEn, nameZh: existing.nameZh }, ...existing.nameHistory] };
};

/**
 * Applies registry lines in file order (one company can be incorporated and
 * renamed in one file), counting each line, then writes each company's final state once.
 */
const applyRegistry = async (registers: CompanyRegisters, rows: RegistryCompanyRow[]): Promise<Applied> => {
  const counts = emptyCounts();
  const companies = await registers.findHkCompanies(rows.map((row) => row.companyNo));
  const storedNumbers = new Set(companies.keys());
  const changed = new Set<string>();
  for (const row of rows) {
    const existing = companies.get(row.companyNo);
    const next = applyRegistryLine(existing, row);
    if (!existing) counts.inserted += 1;
    else if (isSameCompany(existing, next)) counts.unchanged += 1;
    else counts.updated += 1;
    if (!existing || !isSameCompany(existing, next)) changed.add(row.companyNo);
    companies.set(row.companyNo, next);
  }
  const written = [...changed].map((companyNo) => companies.get(companyNo)!);
  await registers.insertHkCompanies(written.filter((company) => !storedNumbers.has(company.companyNo)), 'cr');
  await registers.updateHkCompanies(written.filter((company) => storedNumbers.has(company.companyNo)), 'cr');
  return { ...counts, rejections: [] };
};

const requireOne = (files: ImportFile[], format: ImportFormat): ImportFile => {
  if (files.length !== 1) throw new ImportFormatError(`The ${format} format reads one file per run (${files.length} given).`);
  return files[0];
};

const requireLanguage = (options: ImportOptions, format: ImportFormat): HkexLanguage => {
  if (!options.lang) throw new ImportFormatError(`The ${format} format needs the file's language: lang E or ZH.`);
  return options.lang;
};

/** The category files of a run with their level and language, from the options or the file names. */
const describeCategoryFiles = (files: ImportFile[], options: ImportOptions): CategoryFile[] =>
  files.map((file) => {
    const fromName = describeCategoryFileName(file.name);
    const level = options.level ?? fromName.level;
    const lang = options.lang ?? fromName.lang;
    if (!level || !lang) throw new ImportFormatError(`${file.name}: name the category level (t1, t2g, t2, doc) and language (E or ZH); the file name does not tell.`);
    return { ...file, level, lang };
  });

/**
 * The disclosure importers. `run` reads the files of one run, applies the
 * valid rows and records the run in import_runs, all in one transaction: a
 * failure leaves nothing behind, and re-importing the same files reports
 * every row unchanged.
 */
export const createDisclosureImporter = (db: Database) => ({
  /** When the latest run of a format (any list or language of it, e.g. 'hkex-stock-list') finished, or null. */
  lastRunAt: (format: ImportFormat): Promise<Date | null> => createImportersRepository(db).lastRunFinishedAt(format),

  /**
   * Imports `files` in `format`.
   * @returns the counts and every refused row with its reason.
   * @throws ImportFormatError when a file is not the format at all, or an option it needs is missing.
   */
  run: (format: ImportFormat, files: ImportFile[], options: ImportOptions = {}): Promise<ImportReport> =>
    db.transaction(async (transaction) => {
      const repository = createImportersRepository(transaction as unknown as Database);
      const loadCategories = async () => buildCategoryIndex(await repository.listCategories());
      let importer: string = format;
      let parsedRejections: ImportRejection[];
      let applied: Applied;
      switch (format) {
        case 'hkex-title-search':
        case 'hkex-latest': {
          const lang = requireLanguage(options, format);
          const parse = format === 'hkex-title-search' ? parseHkexTitleSearch : parseHkexLatestFeed;
          const parsed = parse(requireOne(files, format).text, { lang, categories: await loadCategories() });
          importer = `${format}:${lang}`;
          parsedRejections = parsed.rejections;
          applied = await applyDocuments(repository, parsed.rows);
          break;
        }
        case 'sfc-news': {
          const parsed = parseSfcNews(requireOne(files, format).text);
          parsedRejections = parsed.rejections;
          applied = await applyDocuments(repository, parsed.rows);
          break;
        }
        case 'hkex-stock-list': {
          if (!options.list) throw new ImportFormatError('The hkex-stock-list format needs the list: active or inactive.');
          const parsed = parseHkexStockList(requireOne(files, format).text);
          importer = `${format}:${options.list}`;
          parsedRejections = parsed.rejections;
          applied = await applyStockList(openCompanyRegisters(transaction as unknown as Database), parsed.rows, options.list);
          break;
        }
        case 'hkex-categories': {
          if (files.length === 0) throw new ImportFormatError('The hkex-categories format needs at least one file.');
          const parsed = parseHeadlineCategoryFiles(describeCategoryFiles(files, options), { categories: await loadCategories() });
          parsedRejections = parsed.rejections;
          applied = await applyCategories(repository, parsed.rows);
          break;
        }
        case 'cr-companies': {
          const parsed = parseRegistryCompanies(requireOne(files, format).text, { registerKind: options.registerKind });
          if (options.registerKind) importer = `${format}:${options.registerKind}`;
          parsedRejections = parsed.rejections;
          applied = await applyRegistry(openCompanyRegisters(transaction as unknown as Database), parsed.rows);
          break;
        }
        default:
          throw new ImportFormatError(`Unknown format "${format as string}"; use one of ${ImportFormats.join(', ')}.`);
      }
      const rejections = [...parsedRejections, ...applied.rejections].sort((left, right) => (left.file ?? '').localeCompare(right.file ?? '') || left.row - right.row);
      const report: ImportReport = {
        importer,
        inserted: applied.inserted,
        updated: applied.updated,
        unchanged: applied.unchanged,
        rejected: rejections.length,
        rejections,
        ...(applied.skipped !== undefined ? { skipped: applied.skipped } : {}),
      };
      await repository.recordRun(report);
      return report;
    }),
});

export type DisclosureImporter = ReturnType<typeof createDisclosureImporter>;
