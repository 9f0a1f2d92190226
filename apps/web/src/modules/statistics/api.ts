import {
  LanguageCode,
  type CompanyBoard,
  type CompanyStatistics,
  type DocumentKind,
  type Locale,
  type PreparedDownload,
  type PreparedDownloadList,
  type StatisticsMarket,
} from '@app/contracts';
import { config } from '../../lib/config';
import { apiPost } from '../../lib/http';

/** POST /au/statistics/company: the statistics page's figures (VIP). */
export const getCompanyStatistics = (market: StatisticsMarket, board: CompanyBoard | undefined): Promise<CompanyStatistics> =>
  apiPost<CompanyStatistics>('/au/statistics/company', { market, board });

export type BuildDownloadBody = { stockCodes: string[]; kind?: DocumentKind; startDate?: string; endDate?: string };

/** POST /au/baseDownloadFile/fileUrlToZipByName: prepares one zip of up to 10 companies' documents (VIP). */
export const buildDownload = (body: BuildDownloadBody): Promise<PreparedDownload> =>
  apiPost<PreparedDownload>('/au/baseDownloadFile/fileUrlToZipByName', { ...body, stockCodes: body.stockCodes.join(',') });

/** POST /au/baseDownloadFile/list: the caller's zips of the last 24 hours. */
export const listDownloads = (): Promise<PreparedDownloadList> => apiPost<PreparedDownloadList>('/au/baseDownloadFile/list');

/**
 * Spec §7: a download is a plain link to GET /au/baseDownloadFile/downloadFile
 * with the token and filePath, so the browser saves the file itself.
 */
export const downloadUrl = (filePath: string, token: string | undefined, locale: Locale): string => {
  const query = new URLSearchParams({ filePath, language: String(LanguageCode[locale]), ...(token ? { token } : {}) });
  return `${config.apiBase}/au/baseDownloadFile/downloadFile?${query.toString()}`;
};
