import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploads } from '../../lib/uploads';
import { registerDocumentsRoutes } from './documents.routes';

/** Document generation (issue 15): templates, letterheads, generated documents as Word and PDF, sendEmailPdf. */
export const documentsModule = async (app: FastifyInstance, services: Pick<Container, 'documents'>) => {
  // Letterhead images.
  await registerUploads(app);
  registerDocumentsRoutes(app, services.documents);
};

// The PDF renderer, for other modules' generated files (the disclosure module's demonstration documents).
export { renderPdf, type PdfFonts } from './render-pdf';
export type { DocumentModel } from './document-model';
