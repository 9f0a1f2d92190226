import type { FastifyInstance } from 'fastify';
import { rateLimitsFor } from '../rate-limits/index';
import { createFeedbackRepository } from './feedback.repository';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** Feedback module: the footer form and contact requests. */
export const feedbackModule = async (app: FastifyInstance) => {
  registerFeedbackRoutes(app, createFeedbackService(createFeedbackRepository(app.db), rateLimitsFor(app.db)));
};
