import { companiesEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { OfferingsService } from './offerings.service';

const tags = ['back office'];
// guarded like the certification review: back-office staff only
const access = { staff: true } as const;

/** Staff review of user-added new issues (/au/admin/offering/*): a record is shown to others once approved. */
export const registerOfferingReviewRoutes = (app: FastifyInstance, offerings: OfferingsService) => {
  routeFor(app, endpoints.listOfferingsForReview, { access, tags, summary: 'User-added new issues, pending review first (status filters)' }, async (request) =>
    ok(request, await offerings.listForReview(request.body)),
  );
  routeFor(app, endpoints.approveOffering, { access, tags, summary: 'Approve a pending user-added new issue: shown to everyone from now on' }, async (request) => {
    await offerings.review(requireUser(request), request.body, 'approved');
    return ok(request, null);
  });
  routeFor(
    app,
    endpoints.rejectOffering,
    { access, tags, summary: 'Reject a pending user-added new issue (optional reason): it stays visible to its submitter only' },
    async (request) => {
      await offerings.review(requireUser(request), request.body, 'rejected');
      return ok(request, null);
    },
  );
};
