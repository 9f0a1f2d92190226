import {
  DocumentDetailBodySchema,
  DocumentDetailSchema,
  DocumentSearchBodySchema,
  DocumentSearchResultSchema,
  HeadlineCategoriesResultSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { callerOf } from '../auth/actor';
import type { SearchService } from './search/search.service';

/** The disclosure search calls (spec §2 /disData lists and details; the paths are ours, in the §7 style). */
export const registerDisclosureRoutes = (app: FastifyInstance, service: SearchService) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/au/document/search',
    {
      // Visitors may search titles; full text counts against the free quota and the company filters need VIP (spec §6).
      config: { access: 'public' },
      schema: {
        tags: ['disclosure'],
        summary: 'Search announcements, regulatory documents, enforcement cases, regulatory updates and laws (titles free; full text counts against the daily quota)',
        consumes: FORM_CONSUMES,
        body: DocumentSearchBodySchema,
        response: { 200: envelopeSchema(DocumentSearchResultSchema) },
      },
    },
    async (request) => ok(request, await service.search(callerOf(request), request.body)),
  );

  routes.post(
    '/au/document/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['disclosure'],
        summary: 'One document in one language version (langType 1 Chinese, 2 English), with its body and related documents',
        consumes: FORM_CONSUMES,
        body: DocumentDetailBodySchema,
        response: { 200: envelopeSchema(DocumentDetailSchema) },
      },
    },
    async (request) => ok(request, await service.detail(callerOf(request), request.body)),
  );

  routes.post(
    '/au/document/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['disclosure'],
        summary: 'The HKEXnews headline-category tree and pre-2007 document types, named in the request language',
        consumes: FORM_CONSUMES,
        response: { 200: envelopeSchema(HeadlineCategoriesResultSchema) },
      },
    },
    async (request) => ok(request, { list: await service.categories(request.locale) }),
  );
};
