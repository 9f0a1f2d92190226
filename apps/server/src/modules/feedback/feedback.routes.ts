import { feedbackEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { FeedbackService } from './feedback.service';

/** POST /common/addFeedBack (spec §7): the footer feedback form and contact requests. */
export const registerFeedbackRoutes = (app: FastifyInstance, service: FeedbackService) => {
  routeFor(
    app,
    feedbackEndpoints.add,
    { access: 'public', tags: ['common'], summary: 'Submit feedback (footer form: type 2) or a contact request' },
    async (request) => ok(request, await service.addFeedback(request.body, request.locale), 'success.feedbackReceived'),
  );
};
