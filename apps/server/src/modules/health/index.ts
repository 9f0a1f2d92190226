import { systemEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { HealthService } from './health.service';

/** GET /health: database kind and version, the applied migration; a failing database answers 999. */
export const healthModule = async (app: FastifyInstance, { health }: { health: HealthService }) => {
  routeFor(
    app,
    systemEndpoints.health,
    { access: 'public', tags: ['system'], summary: 'Service health' },
    async (request) => ok(request, await health.check()),
  );
};
