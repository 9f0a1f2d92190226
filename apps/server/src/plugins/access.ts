import type { ErrorCode } from '@app/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { API_PREFIX } from './error-handler';

// The caller and the rule types come from the auth module (modules/auth/actor.ts declares
// request.actor and config.access); this plugin only runs the check it is given.
type Actor = FastifyRequest['actor'];
type AccessRule = NonNullable<FastifyContextConfig['access']>;

const VISITOR = Object.freeze({ kind: 'visitor' }) as Actor;

// The documentation pages (swagger-ui) are public by nature.
const DOCS_PREFIX = `${API_PREFIX}/docs`;

export type AccessPluginOptions = {
  /** Resolves a token to the caller (the auth module's session service). */
  resolveActor: (token: string | undefined) => Promise<Actor>;
  /** The spec §6 rule: the problem with letting `actor` call a route of `rule` now, or null (the auth module's access policy). */
  checkAccess: (rule: AccessRule, actor: Actor, now: Date) => ErrorCode | null;
};

/**
 * Every API route declares `config.access`; the server refuses to start
 * otherwise. Before validation each request's token is resolved to an actor
 * and the route's rule is checked, so a visitor or a free user is refused
 * on the server whatever the client shows.
 */

export const accessPlugin = fp(async (app: FastifyInstance, { resolveActor, checkAccess }: AccessPluginOptions) => {
  app.decorateRequest('actor', null as never);
  // A callback hook (not async): it runs on every request, and a promise per hook costs more than its work.
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = VISITOR;
    done();
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX) || route.method === 'HEAD') return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
  });
  // A callback hook too: Fastify wraps an async hook's promise in one more per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return done();
    resolveActor(request.token).then((actor) => {
      request.actor = actor;
      let problem: ErrorCode | null;
      try {
        problem = checkAccess(rule, actor, new Date());
      } catch (error) {
        return done(error as Error);
      }
      done(problem ? new AppError(problem) : undefined);
    }, done);
  });
});
