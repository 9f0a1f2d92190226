import { systemEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { routeFor } from '../../lib/route-for';
import { ok } from '../../lib/reply';
import type { Container } from '../../container';

/** System parameters: POST /au/sysParam/list {type} (spec §7). */
export const systemModule = async (app: FastifyInstance, { system }: Pick<Container, 'system'>) => {
  routeFor(
    app,
    systemEndpoints.listParameters,
    { access: 'public', tags: ['system'], summary: 'Public system parameters of one group (e.g. the free-tier limits)' },
    async (request) => {
      const list = await system.listParametersByType(request.body.type);
      return ok(request, { list, total: list.length });
    },
  );
};
