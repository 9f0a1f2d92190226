import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseKind } from './client';

export type NotificationHandler = (payload: string | undefined) => void;

export type PostgresListenerOptions = {
  db: Database;
  databaseKind: DatabaseKind;
  /** The server's DATABASE_URL (used when the pool does not name its own database). */
  databaseUrl?: string;
  log: FastifyBaseLogger;
};

/**
 * The one `LISTEN` connection of a server process (PostgreSQL): live push (messages/live-hub.ts) and the
 * change bus (db/change-bus.ts) register their channels on it. When the connection drops it reconnects
 * with back-off; notifications sent meanwhile are lost, so `onGap` handlers run when the connection ends
 * (caches then forget what they hold). On PGlite (one process) it listens in the process to the database's
 * own triggers (`listenInProcess`); `listening()`, which is about other processes, stays false there.
 */
export const createPostgresListener = ({ db, databaseKind, databaseUrl, log }: PostgresListenerOptions) => {
  const handlers = new Map<string, NotificationHandler[]>();
  const gapHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let starting: Promise<void> | undefined;
  let closed = false;
  let reconnectDelayMs = 500;
  /** PGlite: whether the database's own notifications reach the handlers (after `start`). */
  let listeningInProcess = false;

  const gap = () => {
    for (const handler of gapHandlers) handler();
  };

  const dispatch = (channel: string, payload: string | undefined) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };

  const connect = async () => {
    if (closed) return;
    if (databaseKind === 'pglite') return listenInProcess();
    // A dedicated connection to the open database: the pool's own settings (a test's throwaway copy
    // has its own name), else the configured URL.
    const pool = (db as unknown as { $client?: { options?: pg.ClientConfig } }).$client;
    const connection = pool?.options?.connectionString ? pool.options : databaseUrl ? { connectionString: databaseUrl } : undefined;
    if (!connection) {
      log.warn('LISTEN: no PostgreSQL connection settings; other processes cannot tell this one about changes');
      return;
    }
    const next = new pg.Client({ ...connection, connectionString: connection.connectionString });
    next.on('notification', (message) => dispatch(message.channel, message.payload));
    next.on('error', (error) => log.warn({ err: error }, 'LISTEN connection failed'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      gap();
      const delay = reconnectDelayMs;
      reconnectDelayMs = Math.min(reconnectDelayMs * 2, 30_000);
      setTimeout(() => void connect().catch((error: unknown) => log.warn({ err: error }, 'LISTEN reconnect failed')), delay).unref();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${channel}`);
    client = next;
    reconnectDelayMs = 500;
    // Whatever was sent before this connection listened is unknown: start from nothing.
    gap();
  };

  /**
   * PGlite: the database runs in this process on one connection, so notifications come from its own
   * triggers only (the change counters', migration 0023). PGlite hands a COMMIT's notifications to the
   * listeners in microtasks queued while it reads the COMMIT's answer, so they run before the writer's
   * `await` resumes: in-process readers never see a counter older than a write that has returned.
   */
  const listenInProcess = async () => {
    const pglite = (db as unknown as { $client: { listen: (channel: string, callback: (payload: string) => void) => Promise<unknown> } }).$client;
    for (const channel of handlers.keys()) await pglite.listen(channel, (payload) => dispatch(channel, payload));
    listeningInProcess = true;
  };

  return {
    /** Calls `handler` with the payload of every notification on `channel` (register before `start`). */
    on: (channel: string, handler: NotificationHandler) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`LISTEN channel ${channel}: lower-case letters and _ only`);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    /** Calls `handler` whenever notifications may have been missed (the connection was (re)established or lost). */
    onGap: (handler: () => void) => {
      gapHandlers.push(handler);
    },
    /** Connects and listens (once, however many modules ask). */
    start: () => {
      starting ??= connect();
      return starting;
    },
    /** True while notifications of other processes arrive. */
    listening: () => client !== undefined,
    /** PGlite: true once the database's own notifications (its triggers') reach the handlers. */
    listeningInProcess: () => listeningInProcess,
    close: async () => {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
};

export type PostgresListener = ReturnType<typeof createPostgresListener>;
