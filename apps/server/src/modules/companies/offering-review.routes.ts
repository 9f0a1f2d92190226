import { OfferingReviewBodySchema, OfferingReviewListBodySchema, OfferingReviewListSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { OfferingsService } from './offerings.service';

const tags = ['back office'];
// guarded like the certification review: back-office staff only
const config = { access: { staff: true } } as const;

/** Staff review of user-added new issues (/au/admin/offering/*): a record is shown to others once approved. */
export const registerOfferingReviewRoutes = (app: FastifyInstance, offerings: OfferingsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/admin/offering/list',
    { config, schema: { tags, summary: 'User-added new issues, pending review first (status filters)', consumes: FORM_CONSUMES, body: OfferingReviewListBodySchema, response: { 200: envelopeSchema(OfferingReviewListSchema) } } },
    async (request) => ok(request, await offerings.listForReview(request.body)),
  );
  api.post(
    '/au/admin/offering/approve',
    { config, schema: { tags, summary: 'Approve a pending user-added new issue: shown to everyone from now on', consumes: FORM_CONSUMES, body: OfferingReviewBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await offerings.review(requireUser(request), request.body, 'approved');
      return ok(request, null);
    },
  );
  api.post(
    '/au/admin/offering/reject',
    { config, schema: { tags, summary: 'Reject a pending user-added new issue (optional reason): it stays visible to its submitter only', consumes: FORM_CONSUMES, body: OfferingReviewBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await offerings.review(requireUser(request), request.body, 'rejected');
      return ok(request, null);
    },
  );
};
