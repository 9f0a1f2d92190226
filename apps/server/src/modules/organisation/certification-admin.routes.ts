import { createReadStream } from 'node:fs';
import { CertificationIdBodySchema, CertificationReviewListSchema, ListCertificationsBodySchema, RejectCertificationBodySchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { CertificationService } from './certification.service';

const tags = ['back office'];
const config = { access: { staff: true } } as const;

/** Certification review for back-office staff (/au/admin/certification/*). */
export const registerCertificationAdminRoutes = (app: FastifyInstance, service: CertificationService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/admin/certification/list',
    { config, schema: { tags, summary: 'Certification requests, those under review first', consumes: FORM_CONSUMES, body: ListCertificationsBodySchema, response: { 200: envelopeSchema(CertificationReviewListSchema) } } },
    async (request) => ok(request, await service.list(request.body)),
  );
  api.post(
    '/au/admin/certification/approve',
    { config, schema: { tags, summary: 'Approve: company verified, account type applied, user notified (source 10)', consumes: FORM_CONSUMES, body: CertificationIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.approve(requireUser(request).user.id, request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/admin/certification/reject',
    { config, schema: { tags, summary: 'Reject with a reason: company failed, user notified (source 12)', consumes: FORM_CONSUMES, body: RejectCertificationBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.reject(requireUser(request).user.id, request.body.id, request.body.reason);
      return ok(request, null);
    },
  );
  api.post(
    '/au/admin/certification/businessCard',
    { config, schema: { tags, summary: "The request's business-card image (the image itself, not an envelope)", consumes: FORM_CONSUMES, body: CertificationIdBodySchema } },
    async (request, reply) => {
      const card = await service.getBusinessCard(request.body.id);
      return reply.type(card.mimeType).header('cache-control', 'private, no-store').send(createReadStream(card.path));
    },
  );
};
