import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitsFor } from '../rate-limits/index';
import { createAuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createSessionService } from './session.service';

/** Resolves tokens to callers for the access check (register before any route). */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { staffPhones?: ReadonlySet<string> }) => {
  const sessions = createSessionService(createAuthRepository(app.db), { staffPhones: options.staffPhones });
  app.decorate('resolveActor', sessions.resolveActor);
});

/** Sign-in, registration, passwords, sign-out. */
export const authModule = async (app: FastifyInstance) => {
  const repository = createAuthRepository(app.db);
  registerAuthRoutes(
    app,
    createAuthService({ repository, sessions: createSessionService(repository), verifier: app.verification, wechat: app.wechat, limits: rateLimitsFor(app.db) }),
  );
};
