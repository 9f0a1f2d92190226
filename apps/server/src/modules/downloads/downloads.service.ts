import { randomBytes } from 'node:crypto';
import { DownloadLimits, type DownloadZipBody, type Locale, type PreparedDownload, type PreparedDownloadList } from '@app/contracts';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/errors';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';
import { DEMO_SOURCE, bodyFileName, buildArchiveReadme, buildBodyText, buildCompanyReadme, buildIndexCsv, companyFolder, companyName } from './download-archive';
import type { DownloadStore } from './download-store';
import type { DownloadCompany, DownloadDocument, DownloadsRepository } from './downloads.repository';
import { createZipWriter } from './zip-writer';

// Bodies are read this many documents at a time, so one zip never holds every body in memory.
const BODY_BATCH = 100;

/** HK codes are stored with 5 digits: '700' also looks for '00700'. */
const lookupCodes = (code: string): string[] => (/^\d{1,4}$/.test(code) ? [code, code.padStart(5, '0')] : [code]);

const hongKongTime = (date: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Hong_Kong', dateStyle: 'short', timeStyle: 'short' }).format(date);

/** documents_00700_00005_20261122-1530_ab12cd.zip (three codes at most in the name). */
const zipFileName = (companies: readonly DownloadCompany[], now: Date): string => {
  const codes = companies.slice(0, 3).map((company) => company.stockCode);
  const more = companies.length > 3 ? [`and${companies.length - 3}more`] : [];
  const stamp = hongKongTime(now).replace(/[-:]/g, '').replace(' ', '-');
  return [`documents`, ...codes, ...more, stamp, randomBytes(3).toString('hex')].join('_').replace(/[^A-Za-z0-9_-]/g, '') + '.zip';
};

type Dependencies = { repository: DownloadsRepository; store: DownloadStore; limits: RateLimitsService; clock?: () => Date };

/**
 * One build at a time per user, across every server process: a lease counted in the database,
 * released when the build ends; a process that dies mid-build leaves it to lapse after 10 minutes.
 */
export const ZIP_BUILDS_AT_A_TIME_PER_USER: RateLimitRule = { scope: 'downloads.zip-build', limit: 1, windowSeconds: 600 };

/**
 * The download centre (/disData/download/index): zips of companies'
 * documents, kept for 24 hours and fetched only by the user who made them.
 */
export const createDownloadsService = ({ repository, store, limits, clock = () => new Date() }: Dependencies) => {
  /**
   * The companies of the request in its order.
   * @throws AppError VALIDATION_FAILED naming the codes that are not listed companies.
   */
  const resolveCompanies = async (stockCodes: string[], locale: Locale): Promise<DownloadCompany[]> => {
    const found = await repository.findCompanies(stockCodes.flatMap(lookupCodes));
    const unknown: string[] = [];
    const companies: DownloadCompany[] = [];
    for (const code of stockCodes) {
      const company = found.find((candidate) => lookupCodes(code).includes(candidate.stockCode));
      if (!company) unknown.push(code);
      else if (!companies.includes(company)) companies.push(company);
    }
    if (unknown.length > 0) {
      const message = translate(locale, 'validation.downloads.unknownStockCode', { codes: unknown.join(', ') });
      throw new AppError('VALIDATION_FAILED', { details: [{ path: 'stockCodes', message }] });
    }
    return companies;
  };

  /** Writes the zip: a README, then per company its README, index.csv and body files. */
  const writeZip = async (
    partPath: string,
    parts: { company: DownloadCompany; folder: string; documents: DownloadDocument[] }[],
    context: { locale: Locale; preparedAt: string; filters: DownloadZipBody },
  ) => {
    const limit = DownloadLimits.maxDocumentsPerCompany;
    const textContext = { locale: context.locale, limit, preparedAt: context.preparedAt, filters: context.filters };
    const zip = createZipWriter(partPath);
    try {
      zip.addText('README.txt', buildArchiveReadme(parts, textContext));
      for (const { folder, documents } of parts) {
        zip.addText(`${folder}/README.txt`, buildCompanyReadme(folder, documents, textContext));
        zip.addText(`${folder}/index.csv`, buildIndexCsv(documents, context.locale, limit));
        const withBodies = documents.filter((document) => document.bodyLangs.length > 0);
        for (let start = 0; start < withBodies.length; start += BODY_BATCH) {
          const batch = withBodies.slice(start, start + BODY_BATCH);
          const byId = new Map(batch.map((document) => [document.id, document]));
          for (const body of await repository.listBodies(batch.map((document) => document.id))) {
            const document = byId.get(body.documentId);
            if (document) zip.addText(`${folder}/${bodyFileName(document, body.lang)}`, buildBodyText(document, body.lang, body.body, context.locale));
          }
          await zip.drain();
        }
      }
      await zip.finish();
    } catch (error) {
      await zip.abort();
      throw error;
    }
  };

  return {
    /**
     * POST /au/baseDownloadFile/fileUrlToZipByName: one zip of up to 10
     * companies' documents (newest 2,000 each), stored for the caller.
     * @throws AppError VALIDATION_FAILED for unknown stock codes, DOWNLOADS_NO_DOCUMENTS when nothing matched,
     *   DOWNLOADS_BUILD_IN_PROGRESS while another build of the user's runs.
     */
    buildZip: async (userId: string, body: DownloadZipBody, locale: Locale): Promise<PreparedDownload> => {
      // A zip of ten companies can take a while: one build at a time per user.
      if (!(await limits.consume(ZIP_BUILDS_AT_A_TIME_PER_USER, userId)).allowed) throw new AppError('DOWNLOADS_BUILD_IN_PROGRESS');
      try {
        const companies = await resolveCompanies(body.stockCodes, locale);
        const limit = DownloadLimits.maxDocumentsPerCompany;
        const parts = [];
        for (const company of companies) {
          const documents = await repository.listCompanyDocuments(company, body, limit, locale);
          parts.push({ company, folder: companyFolder(company, locale), documents });
        }
        const documentCount = parts.reduce((sum, part) => sum + part.documents.length, 0);
        if (documentCount === 0) throw new AppError('DOWNLOADS_NO_DOCUMENTS');

        const now = clock();
        const fileName = zipFileName(companies, now);
        const { zipPath, partPath } = await store.prepare(userId, fileName);
        try {
          await writeZip(partPath, parts, { locale, preparedAt: hongKongTime(now), filters: body });
          return await store.commit(userId, partPath, zipPath, {
            fileName,
            filePath: fileName,
            documents: documentCount,
            companies: parts.map(({ company, documents }) => ({
              stockCode: company.stockCode,
              market: company.market,
              name: companyName(company, locale),
              documents: documents.length,
              truncated: (documents[0]?.total ?? 0) > documents.length,
            })),
            demo: parts.some((part) => part.documents.some((document) => document.source === DEMO_SOURCE)),
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + DownloadLimits.keepHours * 3_600_000).toISOString(),
            kind: body.kind ?? null,
            startDate: body.startDate ?? null,
            endDate: body.endDate ?? null,
          });
        } catch (error) {
          await store.removeQuietly(partPath);
          throw error;
        }
      } finally {
        await limits.reset(ZIP_BUILDS_AT_A_TIME_PER_USER, userId);
      }
    },

    /** POST /au/baseDownloadFile/list: the caller's prepared zips of the last 24 hours. */
    listPrepared: async (userId: string): Promise<PreparedDownloadList> => {
      const list = await store.list(userId);
      return { list, total: list.length };
    },

    /**
     * GET /au/baseDownloadFile/downloadFile: one of the caller's zips.
     * @throws AppError DOWNLOADS_FILE_NOT_FOUND when it is not the caller's, has expired or never existed.
     */
    getZip: async (userId: string, filePath: string) => {
      const found = await store.find(userId, filePath);
      if (!found) throw new AppError('DOWNLOADS_FILE_NOT_FOUND');
      return found;
    },

    /** Removes expired zips of every user (run at start-up). */
    sweepExpired: () => store.sweepAll(),
  };
};

export type DownloadsService = ReturnType<typeof createDownloadsService>;
