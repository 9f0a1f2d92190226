import { AddLetterheadFieldsSchema, DocumentLimits, documentsEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { DocumentsService } from './documents.service';

const tags = ['documents'];
// Spec §6: document generation needs company membership and both file switches on (the admin grants it per user).
const access = { feature: 'file' } as const;
// The visitor token may see the document menu and create documents (spec §2, §6): from the public catalogue, no letterhead, not listed.
const catalogueAccess = { feature: 'file', visitorsAllowed: true } as const;

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]+/g, '_').replace(/"/g, "'")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Document generation (issue 15): templates, generated documents and their files, sendEmailPdf, letterheads. */
export const registerDocumentsRoutes = (app: FastifyInstance, service: DocumentsService) => {
  routeFor(app, documentsEndpoints.listTemplates, { access: catalogueAccess, tags, summary: 'The document templates (built and not yet built) with their rule references and fields' }, async (request) =>
    ok(request, { list: service.listTemplates(request.body.family) }),
  );

  routeFor(app, documentsEndpoints.prefill, { access: catalogueAccess, tags, summary: "What we hold for a template and company (names, board, directors, secretary, today's date)" }, async (request) =>
    ok(request, await service.prefill(request.actor, request.body.templateId, request.body.stockCode)),
  );

  routeFor(app, documentsEndpoints.generate, { access: catalogueAccess, tags, summary: 'Generates a document from a template and keeps it with its inputs; missing particulars are named' }, async (request) =>
    ok(request, await service.generate(request.actor, request.locale, request.body)),
  );

  routeFor(app, documentsEndpoints.list, { access, tags, summary: "The caller's generated documents, newest first" }, async (request) => ok(request, await service.list(requireUser(request), request.body)));

  routeFor(app, documentsEndpoints.detail, { access: catalogueAccess, tags, summary: 'One generated document with its inputs and preview' }, async (request) =>
    ok(request, await service.detail(request.actor, request.body.id)),
  );

  routeFor(app, documentsEndpoints.delete, { access, tags, summary: 'Deletes one of the caller\'s generated documents' }, async (request) => {
    await service.delete(requireUser(request), request.body.id);
    return ok(request, null);
  });

  routeFor(
    app,
    documentsEndpoints.download,
    {
      access: catalogueAccess,
      tags,
      summary: 'The Word (docx) or PDF file of a generated document, regenerated from its inputs on its letterhead; token in the query so a plain link works',
      produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf'],
    },
    async (request, reply) => {
      const file = await service.render(request.actor, request.query.id, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-length', file.content.length)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  routeFor(app, documentsEndpoints.sendEmailPdf, { access, tags, summary: "Spec §7: e-mails a generated document's PDF through the mail provider" }, async (request) => {
    await service.sendEmailPdf(requireUser(request), request.locale, request.body.id, request.body.email);
    return ok(request, null);
  });

  routeFor(app, documentsEndpoints.listLetterheads, { access, tags, summary: "The organisation's letterhead templates" }, async (request) =>
    ok(request, { list: await service.listLetterheads(requireUser(request)) }),
  );

  routeFor(
    app,
    documentsEndpoints.addLetterhead,
    { access, tags, summary: 'Adds a letterhead template (multipart: name, headLanguage, logo and header images, PNG or JPEG up to 2 MB each; spec §5: all required)' },
    async (request) => {
      const actor = requireUser(request);
      const fields: Record<string, string> = {};
      const files: { logo?: Buffer; header?: Buffer } = {};
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the limit (answered as REQUEST_TOO_LARGE); nothing is kept.
      for await (const part of request.parts({ limits: { fileSize: DocumentLimits.imageMaxBytes, files: 2 } })) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === 'logo' || part.fieldname === 'header') files[part.fieldname] = content;
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      const parsed = AddLetterheadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', { details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
      }
      return ok(request, await service.addLetterhead(actor, parsed.data, files));
    },
  );

  routeFor(app, documentsEndpoints.deleteLetterhead, { access, tags, summary: 'Deletes a letterhead template (documents made with it keep their record)' }, async (request) => {
    await service.deleteLetterhead(requireUser(request), request.body.id);
    return ok(request, null);
  });

  routeFor(
    app,
    documentsEndpoints.letterheadImage,
    { access, tags, summary: 'The logo or header image of a letterhead (token in the query, for <img>)', produces: ['image/png', 'image/jpeg'] },
    async (request, reply) => {
      const image = await service.letterheadImage(requireUser(request), request.query.id, request.query.part);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.content);
    },
  );
};
