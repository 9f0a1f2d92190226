import { disclosureEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { callerOf } from '../auth/actor';
import type { DocumentFileService } from './document-file.service';
import type { SearchService } from './search/search.service';

/** The disclosure search calls (spec §2 /disData lists and details; the paths are ours, in the §7 style). */
export const registerDisclosureRoutes = (app: FastifyInstance, service: SearchService, files: DocumentFileService) => {
  // Visitors may search titles; full text counts against the free quota and the company filters need VIP (spec §6).
  routeFor(
    app,
    disclosureEndpoints.search,
    { access: 'public', tags: ['disclosure'], summary: 'Search announcements, regulatory documents, enforcement cases, regulatory updates and laws (titles free; full text counts against the daily quota)' },
    async (request) => ok(request, await service.search(callerOf(request), request.body)),
  );

  routeFor(
    app,
    disclosureEndpoints.detail,
    { access: 'public', tags: ['disclosure'], summary: 'One document in one language version (langType 1 Chinese, 2 English), with its body and related documents' },
    async (request) => ok(request, await service.detail(callerOf(request), request.body)),
  );

  // Public like the detail it belongs to: a plain link (query parameters) that the browser opens.
  routeFor(
    app,
    disclosureEndpoints.file,
    {
      access: 'public',
      tags: ['disclosure'],
      summary: "The file of one language version: a demonstration document's PDF made of its stored text, or a 302 redirect to the publisher's file (HKEXnews, SFC)",
      produces: ['application/pdf'],
    },
    async (request, reply) => {
      const file = await files.open(callerOf(request), request.query);
      if (file.kind === 'redirect') return reply.redirect(file.url, 302);
      return reply
        .type(file.contentType)
        .header('content-length', file.content.length)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, max-age=300')
        .send(file.content);
    },
  );

  routeFor(
    app,
    disclosureEndpoints.categories,
    { access: 'public', tags: ['disclosure'], summary: 'The HKEXnews headline-category tree and pre-2007 document types, named in the request language' },
    async (request) => ok(request, { list: await service.categories(request.locale) }),
  );
};
