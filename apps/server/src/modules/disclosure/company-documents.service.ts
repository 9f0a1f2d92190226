import type { Locale } from '@app/contracts';
import type { CompanyDocument, DocumentFilter, createDocumentsRepository } from './documents.repository';

export type { CompanyDocument, DocumentFilter } from './documents.repository';

/** A company's documents and their stored bodies, for the download centre. */
export const createCompanyDocumentsService = (repository: Pick<ReturnType<typeof createDocumentsRepository>, 'listCompanyDocuments' | 'listBodies'>) => ({
  /** A company's documents, newest first, at most `limit`, with the category name in `locale`; dates are Hong Kong calendar days. */
  listCompanyDocuments: (company: { stockCode: string; market: string }, filter: DocumentFilter, limit: number, locale: Locale): Promise<CompanyDocument[]> =>
    repository.listCompanyDocuments(company, filter, limit, locale),
  /** The stored bodies of some documents. */
  listBodies: (documentIds: number[]) => repository.listBodies(documentIds),
});

export type CompanyDocumentsService = ReturnType<typeof createCompanyDocumentsService>;
