import { feedbackEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { FeedbackService } from './feedback.service';

const writerOf = (request: FastifyRequest) => ({ ip: request.ip, userId: request.actor.kind === 'user' ? request.actor.user.id : null });

/** POST /common/addFeedBack (spec §7): the footer feedback form and contact requests. */
export const registerFeedbackRoutes = (app: FastifyInstance, service: FeedbackService) => {
  routeFor(
    app,
    feedbackEndpoints.add,
    { access: 'public', tags: ['common'], summary: 'Submit feedback (footer form: type 2) or a contact request; at most 10 an hour per client address and per account (-5 after)' },
    async (request) => ok(request, await service.addFeedback(request.body, request.locale, writerOf(request)), 'success.feedbackReceived'),
  );
  routeFor(
    app,
    feedbackEndpoints.adminReply,
    { access: { staff: true }, tags: ['back office'], summary: 'Staff: answer a feedback or contact request (marks it handled; its signed-in sender is told in the message centre, switch contact)' },
    async (request) => {
      await service.reply(requireUser(request).user.id, request.body.id, request.body.reply);
      return ok(request, null);
    },
  );
  routeFor(app, feedbackEndpoints.list, { access: 'user', tags: ['common'], summary: "The caller's own feedback and contact requests (optionally of one source)" }, async (request) =>
    ok(request, await service.listOwn(requireUser(request).user.id, request.body)),
  );
};
