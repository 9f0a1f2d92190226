import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, DatabaseKind, Transaction } from '../../db/client';
import type { PostgresListener } from '../../db/listener';

/**
 * Live push (issue 17): every open signed-in page holds one WebSocket,
 * subscribed to its user and its company. `publish` reaches the sockets of
 * every server process:
 * - PostgreSQL server: `NOTIFY app_live` (inside the caller's transaction when
 *   one is given, so a page is only told after the rows are committed), heard on
 *   the process's one `LISTEN` connection (db/listener.ts);
 * - Redis (REDIS_URL): pub/sub on the same channel, for notifications made
 *   outside a transaction (a transaction's go through PostgreSQL, which
 *   delivers them at commit);
 * - PGlite (one process): in memory.
 * The page is told what kind of thing arrived and refetches (spec §4: any
 * incoming message refreshes the list), so a lost event costs nothing but a
 * late refresh: the page also refetches after every reconnection.
 */

export const LIVE_CHANNEL = 'app_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; user ids are sent in chunks below that. */
const USER_IDS_PER_NOTIFY = 150;

/** What a page receives. */
export type LiveEvent =
  | { type: 'message'; id: string | null; source: number | null }
  | { type: 'hello'; userId: string }
  | { type: 'signed-out' };

/** Who an event is for: users and / or companies (organisation ids). */
export type LiveTargets = { users?: string[]; companies?: string[] };
type Envelope = LiveTargets & { event: LiveEvent };

/** The part of a WebSocket the hub uses (ws.WebSocket fits). */
export type LiveSocket = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  ping?: () => void;
  readyState: number;
};

/** The identity behind a socket, re-checked every `sessionCheckSeconds`. */
export type LiveIdentity = { userId: string; companyId: string };

/** Close code sent when the session behind a socket has ended: the page must not reconnect. */
export const SIGNED_OUT_CLOSE_CODE = 4401;
const OPEN = 1;

export type LiveHubOptions = {
  db: Database;
  databaseKind: DatabaseKind;
  /** The process's LISTEN connection (PostgreSQL), shared with the change bus. */
  listener: PostgresListener;
  /** redis://host:port: events made outside a transaction travel over Redis pub/sub. */
  redisUrl?: string;
  log: FastifyBaseLogger;
  /** Answers who a token belongs to now, or null when the session has ended. */
  identify: (token: string) => Promise<LiveIdentity | null>;
  /** How often open sockets' sessions are re-checked (and pinged). 0 turns the timer off (tests call revalidate). */
  sessionCheckSeconds: number;
};

type Subscriber = { socket: LiveSocket; token: string; identity: LiveIdentity };

export const createLiveHub = ({ db, databaseKind, listener, redisUrl, log, identify, sessionCheckSeconds }: LiveHubOptions) => {
  const subscribers = new Set<Subscriber>();
  const byUser = new Map<string, Set<Subscriber>>();
  const byCompany = new Map<string, Set<Subscriber>>();
  let redisPublisher: Redis | undefined;
  let redisSubscriber: Redis | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delivered = 0;

  const index = (map: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber, add: boolean) => {
    const set = map.get(key) ?? new Set<Subscriber>();
    if (add) set.add(subscriber);
    else set.delete(subscriber);
    if (set.size === 0) map.delete(key);
    else map.set(key, set);
  };

  const send = (subscriber: Subscriber, event: LiveEvent) => {
    if (subscriber.socket.readyState !== OPEN) return;
    try {
      subscriber.socket.send(JSON.stringify(event));
      delivered += 1;
    } catch (error) {
      log.debug({ err: error }, 'live push: send failed');
    }
  };

  /** Sends an envelope to this process's matching sockets (each socket once). */
  const deliver = (envelope: Envelope) => {
    const targets = new Set<Subscriber>();
    for (const userId of envelope.users ?? []) for (const subscriber of byUser.get(userId) ?? []) targets.add(subscriber);
    for (const companyId of envelope.companies ?? []) for (const subscriber of byCompany.get(companyId) ?? []) targets.add(subscriber);
    for (const subscriber of targets) send(subscriber, envelope.event);
  };

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    try {
      deliver(JSON.parse(payload) as Envelope);
    } catch (error) {
      log.warn({ err: error }, 'live push: unreadable event');
    }
  };

  listener.on(LIVE_CHANNEL, receive);

  /** Envelopes small enough for one NOTIFY each. */
  const split = (envelope: Envelope): Envelope[] => {
    const users = envelope.users ?? [];
    if (users.length <= USER_IDS_PER_NOTIFY) return [envelope];
    const parts: Envelope[] = [];
    for (let start = 0; start < users.length; start += USER_IDS_PER_NOTIFY) {
      parts.push({ event: envelope.event, users: users.slice(start, start + USER_IDS_PER_NOTIFY), ...(start === 0 ? { companies: envelope.companies } : {}) });
    }
    return parts;
  };

  const connectRedis = async () => {
    if (!redisUrl) return;
    redisPublisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    redisSubscriber = new Redis(redisUrl, { lazyConnect: true });
    redisPublisher.on('error', (error) => log.warn({ err: error }, 'live push: Redis publisher error'));
    redisSubscriber.on('error', (error) => log.warn({ err: error }, 'live push: Redis subscriber error'));
    await Promise.all([redisPublisher.connect(), redisSubscriber.connect()]);
    redisSubscriber.on('message', (_channel: string, payload: string) => receive(payload));
    await redisSubscriber.subscribe(LIVE_CHANNEL);
  };

  /** Re-checks every socket's session; an ended one is told and closed (the page stops reconnecting). */
  const revalidate = async () => {
    for (const subscriber of [...subscribers]) {
      const identity = await identify(subscriber.token).catch(() => subscriber.identity);
      if (!identity) {
        send(subscriber, { type: 'signed-out' });
        subscriber.socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out');
        remove(subscriber);
      } else subscriber.socket.ping?.();
    }
  };

  const remove = (subscriber: Subscriber) => {
    subscribers.delete(subscriber);
    index(byUser, subscriber.identity.userId, subscriber, false);
    index(byCompany, subscriber.identity.companyId, subscriber, false);
  };

  return {
    /** Opens the LISTEN connection (PostgreSQL) and Redis when configured, and starts the session check. */
    start: async () => {
      await listener.start();
      await connectRedis();
      if (sessionCheckSeconds > 0) {
        timer = setInterval(() => void revalidate().catch((error: unknown) => log.warn({ err: error }, 'live push: session check failed')), sessionCheckSeconds * 1000);
        timer.unref();
      }
    },
    /** Which transports carry events between processes. */
    transports: () => [...(listener.listening() ? ['postgres'] : []), ...(redisSubscriber ? ['redis'] : []), ...(databaseKind === 'pglite' ? ['memory'] : [])],
    /**
     * Tells the pages of `targets` about `event`, on every process. With `tx` (PostgreSQL) the
     * notification leaves when that transaction commits, and not at all if it rolls back.
     */
    publish: async (targets: LiveTargets, event: LiveEvent, options: { tx?: Transaction } = {}) => {
      if ((targets.users?.length ?? 0) === 0 && (targets.companies?.length ?? 0) === 0) return;
      const envelopes = split({ ...targets, event });
      if (databaseKind === 'postgres' && (options.tx || !redisPublisher)) {
        const runner = options.tx ?? db;
        for (const envelope of envelopes) await runner.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelope)})`);
        return;
      }
      if (redisPublisher) {
        for (const envelope of envelopes) await redisPublisher.publish(LIVE_CHANNEL, JSON.stringify(envelope));
        return;
      }
      // PGlite: one process. A transaction's queries hold the only connection, so a page's refetch waits for the commit.
      for (const envelope of envelopes) setImmediate(() => deliver(envelope));
    },
    /** Adds an authenticated socket; returns the function that removes it. */
    attach: (socket: LiveSocket, token: string, identity: LiveIdentity) => {
      const subscriber: Subscriber = { socket, token, identity };
      subscribers.add(subscriber);
      index(byUser, identity.userId, subscriber, true);
      index(byCompany, identity.companyId, subscriber, true);
      send(subscriber, { type: 'hello', userId: identity.userId });
      return () => remove(subscriber);
    },
    revalidate,
    /** Who a token belongs to now (null: a visitor or an ended session). */
    identify: (token: string) => identify(token).catch(() => null),
    /** Open sockets on this process, and events sent to them so far (for the benchmark). */
    stats: () => ({ sockets: subscribers.size, delivered }),
    /** Stops the session check and closes the sockets and Redis; the LISTEN connection is the container's to close. */
    close: async () => {
      if (timer) clearInterval(timer);
      for (const subscriber of subscribers) subscriber.socket.close(1001, 'server stopping');
      subscribers.clear();
      byUser.clear();
      byCompany.clear();
      redisPublisher?.disconnect();
      redisSubscriber?.disconnect();
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
