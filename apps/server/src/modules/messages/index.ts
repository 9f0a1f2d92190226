import { messagesEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { Container } from '../../container';

const tags = ['messages'];

/** The message centre and notification switches (spec §7 /au/messageInfo/*, /au/messageSwitch/*). */
export const messagesModule = async (app: FastifyInstance, { messages: service }: Pick<Container, 'messages'>) => {
  routeFor(
    app,
    messagesEndpoints.list,
    { access: 'user', tags, summary: "The caller's messages, newest first" },
    async (request) => ok(request, await service.listMessages(requireUser(request).user.id, request.body)),
  );
  routeFor(
    app,
    messagesEndpoints.allRead,
    { access: 'user', tags, summary: 'Mark every message read' },
    async (request) => ok(request, { updated: await service.markAllRead(requireUser(request).user.id) }),
  );
  routeFor(
    app,
    messagesEndpoints.markRead,
    { access: 'user', tags, summary: 'Mark one message read (type 2)' },
    async (request) => {
      await service.markRead(requireUser(request).user.id, request.body.id);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    messagesEndpoints.switches,
    { access: 'user', tags, summary: 'Notification switches of the caller' },
    async (request) => ok(request, await service.getSwitches(requireUser(request).user.id)),
  );
  routeFor(
    app,
    messagesEndpoints.updateSwitches,
    { access: 'user', tags, summary: 'Turn notification switches on (1) or off (0)' },
    async (request) => {
      const userId = requireUser(request).user.id;
      await service.updateSwitches(userId, request.body);
      return ok(request, await service.getSwitches(userId));
    },
  );
};
