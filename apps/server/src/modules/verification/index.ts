import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerCaptchaRoutes } from './captcha.routes';
import { registerDevOutboxRoutes } from './dev-outbox.routes';
import { registerVerificationRoutes } from './verification.routes';

export type { VerificationService } from './verification.service';

/** Verification routes under /api: slider captcha, SMS and e-mail codes, and the development outbox. */
export const verificationModule = async (app: FastifyInstance, services: Pick<Container, 'verification' | 'messaging'>) => {
  registerCaptchaRoutes(app, services.verification);
  registerVerificationRoutes(app, services.verification);
  if (services.messaging.devOutbox) registerDevOutboxRoutes(app, services.messaging.devOutbox);
};
