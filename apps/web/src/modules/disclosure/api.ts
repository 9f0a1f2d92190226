import { disclosureEndpoints as endpoints, type DocumentDetail, type DocumentLangType, type DocumentSearchResult, type HeadlineCategory } from '@app/contracts';
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
