import { syncEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { SyncService } from './sync.service';

const tags = ['back office'];
const staff = { staff: true } as const;

/** Staff: the public-source sync (/au/admin/sync/*), for /admin/sync. */
export const registerSyncRoutes = (app: FastifyInstance, service: SyncService) => {
  routeFor(
    app,
    endpoints.status,
    { access: staff, tags, summary: 'Public-source sync: each source (switched on by SYNC_SOURCES or not), its schedule, next run and latest runs with counts and errors' },
    async (request) => ok(request, await service.status()),
  );
  routeFor(
    app,
    endpoints.runNow,
    { access: staff, tags, summary: 'Run a switched-on source now (through the job table, within about a second); 409 SYNC_SOURCE_DISABLED otherwise' },
    async (request) => ok(request, await service.runNow(request.body.source)),
  );
};
