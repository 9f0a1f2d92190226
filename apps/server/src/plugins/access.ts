import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from './error-handler';

// The documentation pages (swagger-ui) are public by nature.
const DOCS_PREFIX = `${API_PREFIX}/docs`;

/**
 * Who may call a route. Every API route declares one in `config.access`; the
 * server refuses to start otherwise, so no call is left open by accident.
 * 'public' needs nothing. Session-based levels (user, listed, isServeCom,
 * admin, vip) arrive with the accounts module and are checked in onRequest.
 */
export type AccessLevel = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX) || route.method === 'HEAD') return;
    const access = (route.config as { access?: AccessLevel } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
  });
});
