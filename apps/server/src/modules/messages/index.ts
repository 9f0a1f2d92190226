import { LIVE_MESSAGES_PATH, LIVE_SIGNED_OUT_CLOSE_CODE, messagesEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { readerLocale } from '../../lib/recipient-locale';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { Container } from '../../container';

const tags = ['messages'];

/** The message centre and notification switches (spec §7 /au/messageInfo/*, /au/messageSwitch/*). */
export const messagesModule = async (app: FastifyInstance, { messages: service, live }: Pick<Container, 'messages' | 'live'>) => {
  await live.start();

  /**
   * The page's live connection (issue 17; spec §4 "push messages arrive over a live connection"):
   * a WebSocket authenticated by the session token (query `token`), subscribed to the user and
   * the company. It receives `{ type: 'message' }` for each new message; a visitor, an ended
   * session or a later sign-out gets `{ type: 'signed-out' }` and close code 4401 (do not reconnect).
   */
  app.get(
    LIVE_MESSAGES_PATH,
    {
      websocket: true,
      config: { access: 'public' },
      schema: { tags, summary: 'Live message events (WebSocket; token as query parameter)', hide: true },
    },
    async (socket, request) => {
      const token = typeof (request.query as { token?: unknown }).token === 'string' ? (request.query as { token: string }).token : request.token;
      const state: { detach?: () => void; closed: boolean } = { closed: false };
      socket.on('close', () => {
        state.closed = true;
        state.detach?.();
      });
      // Pages only listen; anything they send is ignored.
      socket.on('message', () => undefined);
      const identity = token ? await live.identify(token) : null;
      if (state.closed) return;
      if (!identity) {
        socket.send(JSON.stringify({ type: 'signed-out' }));
        socket.close(LIVE_SIGNED_OUT_CLOSE_CODE, 'signed out');
        return;
      }
      state.detach = live.attach(socket, token!, identity);
    },
  );

  routeFor(
    app,
    messagesEndpoints.list,
    { access: 'user', tags, summary: "The caller's messages, newest first" },
    async (request) => {
      const { user } = requireUser(request);
      return ok(request, await service.listMessages(user.id, request.body, readerLocale(request, user.locale)));
    },
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
      await service.updateSwitches(userId, request.body, request.locale);
      return ok(request, await service.getSwitches(userId));
    },
  );
};
