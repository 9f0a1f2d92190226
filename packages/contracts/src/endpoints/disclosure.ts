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
  categories: defineEndpoint({ path: '/au/document/categories', response: HeadlineCategoriesResultSchema }),
};
