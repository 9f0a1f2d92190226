import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerFeedbackRoutes } from './feedback.routes';

/** Feedback module: the footer form and contact requests. */
export const feedbackModule = async (app: FastifyInstance, services: Pick<Container, 'feedback'>) => {
  registerFeedbackRoutes(app, services.feedback);
};
