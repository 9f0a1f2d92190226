import { LanguageCode, downloadsEndpoints, type DocumentKind, type Locale, type PreparedDownload, type PreparedDownloadList } from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';

export type BuildDownloadBody = { stockCodes: string[]; kind?: DocumentKind; startDate?: string; endDate?: string };

/** POST /au/baseDownloadFile/fileUrlToZipByName: prepares one zip of up to 10 companies' documents (VIP). */
export const buildDownload = (body: BuildDownloadBody): Promise<PreparedDownload> =>
  callEndpoint(downloadsEndpoints.buildZip, { ...body, stockCodes: body.stockCodes.join(',') });

/** POST /au/baseDownloadFile/list: the caller's zips of the last 24 hours. */
export const listDownloads = (): Promise<PreparedDownloadList> => callEndpoint(downloadsEndpoints.list);

/**
 * Spec §7: a download is a plain link to GET /au/baseDownloadFile/downloadFile
 * with the token and filePath, so the browser saves the file itself.
 */
export const downloadUrl = (filePath: string, token: string | undefined, locale: Locale): string => {
  const query = new URLSearchParams({ filePath, language: String(LanguageCode[locale]), ...(token ? { token } : {}) });
  return `${config.apiBase}${downloadsEndpoints.downloadFile.path}?${query.toString()}`;
};
