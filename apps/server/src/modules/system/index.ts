import { systemEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { routeFor } from '../../lib/route-for';
import { ok } from '../../lib/reply';
import { createSystemRepository } from './system.repository';

/** System parameters: POST /au/sysParam/list {type} (spec §7). */
export const systemModule = async (app: FastifyInstance) => {
  const repository = createSystemRepository(app.db);
  routeFor(
    app,
    systemEndpoints.listParameters,
    { access: 'public', tags: ['system'], summary: 'Public system parameters of one group (e.g. the free-tier limits)' },
    async (request) => {
      const list = await repository.listParametersByType(request.body.type);
      return ok(request, { list, total: list.length });
    },
  );
};
