import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { DownloadFileQuerySchema, DownloadZipBodySchema, PreparedDownloadListSchema, PreparedDownloadSchema } from '../statistics';

/** Download centre (spec §7 Downloads). */
export const downloadsEndpoints = {
  buildZip: defineEndpoint({ path: '/au/baseDownloadFile/fileUrlToZipByName', request: DownloadZipBodySchema, response: PreparedDownloadSchema }),
  list: defineEndpoint({ path: '/au/baseDownloadFile/list', response: PreparedDownloadListSchema }),
  /** A plain link (token and filePath in the query); the reply is the zip itself. */
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/au/baseDownloadFile/downloadFile',
    request: DownloadFileQuerySchema.extend({ token: z.string().optional(), language: z.string().optional() }),
  }),
};
