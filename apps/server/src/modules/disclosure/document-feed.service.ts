import type { Transaction } from '../../db/client';
import type { createDocumentsRepository } from './documents.repository';

export type { FeedDocument } from './documents.repository';

/** New documents in the order they were stored, for the alerts module's event scanner. */
export const createDocumentFeedService = (repository: Pick<ReturnType<typeof createDocumentsRepository>, 'listAfter' | 'maxId'>) => ({
  /** Up to `limit` documents stored after id `afterId`, oldest first (in `tx` when given: PGlite has one connection). */
  listAfter: (afterId: number, limit: number, tx?: Transaction) => repository.listAfter(afterId, limit, tx),
  /** The newest document id (0 without documents). */
  maxId: (tx?: Transaction) => repository.maxId(tx),
});

export type DocumentFeedService = ReturnType<typeof createDocumentFeedService>;
