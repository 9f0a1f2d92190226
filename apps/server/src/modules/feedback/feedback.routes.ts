import { AddFeedbackBodySchema, AddFeedbackResultSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_CONSUMES } from '../../lib/route-options';
import { ok } from '../../lib/reply';
import type { FeedbackService } from './feedback.service';

const writerOf = (request: FastifyRequest) => ({ ip: request.ip, userId: request.actor.kind === 'user' ? request.actor.user.id : null });

/** POST /common/addFeedBack (spec §7): the footer feedback form and contact requests. */
export const registerFeedbackRoutes = (app: FastifyInstance, service: FeedbackService) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/common/addFeedBack',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: 'Submit feedback (footer form: type 2) or a contact request; at most 10 an hour per client address and per account (-5 after)',
        consumes: FORM_CONSUMES,
        body: AddFeedbackBodySchema,
        response: { 200: envelopeSchema(AddFeedbackResultSchema) },
      },
    },
    async (request) => ok(request, await service.addFeedback(request.body, request.locale, writerOf(request)), 'success.feedbackReceived'),
  );
};
