import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';

/** A page's live connection in a test: every event it received, and a way to wait for the next ones. */
export type LiveClient = {
  socket: WebSocket;
  events: { type: string; [key: string]: unknown }[];
  /** Resolves when an event matching `predicate` has arrived (at once if one already has). */
  next: (predicate: (event: { type: string; [key: string]: unknown }) => boolean) => Promise<{ type: string; [key: string]: unknown }>;
  closed: Promise<{ code: number }>;
};

/** Opens /api/au/messageInfo/live on `app` (in memory, no port) with `token`. */
export const openLive = async (app: FastifyInstance, token: string | undefined): Promise<LiveClient> => {
  const events: LiveClient['events'] = [];
  const waiters: { predicate: (event: LiveClient['events'][number]) => boolean; resolve: (event: LiveClient['events'][number]) => void }[] = [];
  let resolveClosed: (value: { code: number }) => void = () => undefined;
  const closed = new Promise<{ code: number }>((resolve) => {
    resolveClosed = resolve;
  });
  const socket = await app.injectWS(`/api/au/messageInfo/live${token ? `?token=${encodeURIComponent(token)}` : ''}`, {}, {
    onInit: (ws) => {
      ws.on('message', (data) => {
        const event = JSON.parse(String(data)) as LiveClient['events'][number];
        events.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      });
      ws.on('close', (code) => resolveClosed({ code }));
    },
  });
  return {
    socket,
    events,
    closed,
    next: (predicate) => {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
};
