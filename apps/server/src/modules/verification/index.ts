import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEVELOPMENT_PEPPER, type AppConfig } from '../../config/env';
import { rateLimitsFor } from '../rate-limits/index';
import { registerCaptchaRoutes } from './captcha.routes';
import { registerDevOutboxRoutes } from './dev-outbox.routes';
import type { Clock } from './verification-code';
import { createVerificationRepository } from './verification.repository';
import { registerVerificationRoutes } from './verification.routes';
import { createVerificationService, type VerificationService } from './verification.service';

export type { VerificationService } from './verification.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Slider captcha and SMS / e-mail codes; other modules call consumeCode and consumeVerified. */
    verification: VerificationService;
  }
}


/**
 * Creates the verification service and decorates the root instance with it
 * (app.verification), so every module can use it. Needs the messaging plugin.
 */
export const verificationPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; clock?: Clock }) => {
    const { config } = options;
    if (config.VERIFICATION_CODE_PEPPER === DEVELOPMENT_PEPPER && (config.SMS_PROVIDER !== 'dev' || config.MAIL_PROVIDER !== 'dev')) {
      app.log.warn('VERIFICATION_CODE_PEPPER is the development default; set a long random value in production');
    }
    const service = createVerificationService({
      repository: createVerificationRepository(app.db),
      sms: app.sms,
      mail: app.mail,
      clock: options.clock,
      limits: rateLimitsFor(app.db),
      settings: {
        codeTtlSeconds: config.VERIFICATION_CODE_TTL_SECONDS,
        smsDailyLimitPerPhone: config.SMS_DAILY_LIMIT_PER_PHONE,
        smsDailyLimitPerIp: config.SMS_DAILY_LIMIT_PER_IP,
        emailDailyLimitPerAddress: config.EMAIL_DAILY_LIMIT_PER_ADDRESS,
        emailDailyLimitPerIp: config.EMAIL_DAILY_LIMIT_PER_IP,
        pepper: config.VERIFICATION_CODE_PEPPER,
      },
    });
    app.decorate('verification', service);
  },
  { name: 'verification', dependencies: ['messaging'] },
);

/** Verification routes under /api: slider captcha, SMS and e-mail codes, and the development outbox. */
export const verificationModule = async (app: FastifyInstance) => {
  registerCaptchaRoutes(app, app.verification);
  registerVerificationRoutes(app, app.verification);
  if (app.devOutbox) registerDevOutboxRoutes(app, app.devOutbox);
};
