import { savedDeadlineEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { SavedDeadlinesService } from './saved-deadlines.service';

const tags = ['calculators'];

/** /au/calculatorDeadline/*: the signed-in user's saved calculator deadlines (issue 17). */
export const registerSavedDeadlineRoutes = (app: FastifyInstance, service: SavedDeadlinesService) => {
  routeFor(app, endpoints.add, { access: 'user', tags, summary: 'Save a computed deadline; reminders come as calendar messages 3 days before and on the day' }, async (request) =>
    ok(request, await service.add(requireUser(request).user.id, request.body)),
  );
  routeFor(app, endpoints.list, { access: 'user', tags, summary: "The caller's saved deadlines, upcoming first (paged)" }, async (request) =>
    ok(request, await service.list(requireUser(request).user.id, request.body.page, request.body.limit)),
  );
  routeFor(app, endpoints.delete, { access: 'user', tags, summary: "Delete one of the caller's saved deadlines (stops its reminders)" }, async (request) =>
    ok(request, await service.remove(requireUser(request).user.id, request.body.id)),
  );
};
