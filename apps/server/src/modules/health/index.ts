import { systemEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { HealthService } from './health.service';

/**
 * GET /health: database kind and version, the applied migration; a failing database answers 999.
 * Load balancers and orchestrators call it every few seconds, so an answered probe writes no request line at
 * LOG_LEVEL=info; a failing one (logged as an error) or a slow one (a warning) still does.
 */
export const healthModule = async (app: FastifyInstance, { health }: { health: HealthService }) => {
  routeFor(
    app,
    systemEndpoints.health,
    { access: 'public', tags: ['system'], summary: 'Service health', logLevel: 'warn' },
    async (request) => ok(request, await health.check()),
  );
};
