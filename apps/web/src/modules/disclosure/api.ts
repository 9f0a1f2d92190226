import { disclosureEndpoints as endpoints, LanguageCode, type DocumentDetail, type DocumentLangType, type DocumentSearchResult, type HeadlineCategory, type Locale } from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';
import type { DocumentSearchParams } from './search-state';

/**
 * Runs one disclosure search (POST /au/document/search).
 * @param body the parameters of the call (see toSearchBody)
 * @throws ApiError -1 mixed languages, -10 VIP-only filter, 1999 free full-text quota used up
 */
export const searchDocuments = (body: DocumentSearchParams, signal?: AbortSignal): Promise<DocumentSearchResult> => callEndpoint(endpoints.search, body, { signal });

/** Which document to open: by md5Key (notices) or id (rules, cases, updates, laws), in one language version. */
export type DocumentRef = { md5Key?: string; id?: number; langType: DocumentLangType };

/**
 * One document in one language version (POST /au/document/detail).
 * @throws ApiError when the document or this language version does not exist
 */
export const getDocumentDetail = (ref: DocumentRef, signal?: AbortSignal): Promise<DocumentDetail> => callEndpoint(endpoints.detail, ref, { signal });

/** The HKEXnews headline categories and pre-2007 document types, named in the request language (POST /au/document/categories). */
export const listHeadlineCategories = (signal?: AbortSignal): Promise<HeadlineCategory[]> =>
  callEndpoint(endpoints.categories, {}, { signal }).then((result) => result.list);

/**
 * A plain link to a document's file (GET /au/document/file): a demonstration document's PDF, marked in the
 * reader's language, or a redirect to the publisher's file. Public, like the detail, so no token.
 */
export const documentFileUrl = (document: { md5Key: string }, langType: DocumentLangType, locale: Locale): string => {
  const query = new URLSearchParams({ md5Key: document.md5Key, langType: String(langType), language: String(LanguageCode[locale]) });
  return `${config.apiBase}${endpoints.file.path}?${query.toString()}`;
};
