import { defineEndpoint } from '../endpoint';
import {
  DocumentDetailBodySchema,
  DocumentDetailSchema,
  DocumentSearchBodySchema,
  DocumentSearchResultSchema,
  HeadlineCategoriesResultSchema,
} from '../disclosure';

/** The disclosure search calls (spec §2 /disData lists and details). */
export const disclosureEndpoints = {
  search: defineEndpoint({ path: '/au/document/search', request: DocumentSearchBodySchema, response: DocumentSearchResultSchema }),
  detail: defineEndpoint({ path: '/au/document/detail', request: DocumentDetailBodySchema, response: DocumentDetailSchema }),
  /** A plain link: the PDF made of a demonstration document's stored text, or a redirect to the publisher's file. */
  file: defineEndpoint({ method: 'GET', path: '/au/document/file', request: DocumentDetailBodySchema }),
  categories: defineEndpoint({ path: '/au/document/categories', response: HeadlineCategoriesResultSchema }),
};
