import type { DocumentDetailBody } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { Caller } from '../auth/actor';
import type { PdfFonts } from '../documents/index';
import { renderDemoDocumentPdf } from './demo-document-pdf';
import type { SearchService } from './search/search.service';

export type DocumentFile = { kind: 'redirect'; url: string } | { kind: 'file'; content: Buffer; fileName: string; contentType: string };

/**
 * The file of a document's language version: whoever may read the document may open its
 * file. Demonstration documents get a PDF of their stored text; imported ones the publisher's link.
 */
export const createDocumentFileService = (deps: { search: Pick<SearchService, 'detail'>; fonts: PdfFonts }) => ({
  /** @throws AppError RECORD_NOT_FOUND (no such document, or no file), DOCUMENT_LANGUAGE_NOT_FOUND */
  open: async (caller: Caller, body: DocumentDetailBody): Promise<DocumentFile> => {
    const detail = await deps.search.detail(caller, body);
    if (detail.fileOrigin === 'generated') {
      const content = await renderDemoDocumentPdf(detail, caller.locale, deps.fonts);
      return { kind: 'file', content, fileName: `${detail.md5Key}.pdf`, contentType: 'application/pdf' };
    }
    if (detail.fileOrigin === 'source' && detail.fileLink) return { kind: 'redirect', url: detail.fileLink };
    throw new AppError('RECORD_NOT_FOUND');
  },
});

export type DocumentFileService = ReturnType<typeof createDocumentFileService>;
