import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { checkAccess, type AccessRule, type Actor } from '../modules/auth/access.policy';
import { API_PREFIX } from './error-handler';

const VISITOR: Actor = Object.freeze({ kind: 'visitor' });

// The documentation pages (swagger-ui) are public by nature.
const DOCS_PREFIX = `${API_PREFIX}/docs`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see AccessRule); required on every API route. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The caller, resolved from the token before validation. */
    actor: Actor;
  }
}

/**
 * Every API route declares `config.access`; the server refuses to start
 * otherwise. Before validation each request's token is resolved to an actor
 * and the route's rule is checked, so a visitor or a free user is refused
 * on the server whatever the client shows.
 */
export type AccessPluginOptions = {
  /** Resolves a token to the caller (the auth module's session service). */
  resolveActor: (token: string | undefined) => Promise<Actor>;
};

export const accessPlugin = fp(async (app: FastifyInstance, { resolveActor }: AccessPluginOptions) => {
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = VISITOR;
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX) || route.method === 'HEAD') return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
  });
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    request.actor = await resolveActor(request.token);
    const problem = checkAccess(rule, request.actor, new Date());
    if (problem) throw new AppError(problem);
  });
});
