import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind, Transaction } from './client';
import type { ChangeWatch } from '../lib/versioned-cache';
import type { PostgresListener } from './listener';

export const CHANGES_CHANNEL = 'app_changes';

/**
 * What changed, by topic, for the per-process caches kept in front of the database:
 * - `actor`: users, organisations or sessions whose signed-in caller (auth's session → actor cache) is stale;
 * - `follows`: users whose followed companies changed (user-content's follows cache: the rows and their codes);
 * - `messages`: users whose messages or read states changed (the message centre's header and first pages);
 * - `favourites`: users whose favourite folders or items changed (the favourites lists);
 * - `clientCompanies`: users whose client companies changed (organisation's listed client codes);
 * - `documents`, `catalogue`: the documents' or the listed-company catalogue's change counter moved. Sent by the
 *   counters' triggers in the database (migration 0023) whoever writes, on PGlite as on PostgreSQL.
 * A change naming nothing (`{}`, `{ users: [] }`) means everything.
 */
export type Changes = {
  actor: { users?: string[]; organisations?: string[]; sessions?: string[] };
  follows: { users: string[] };
  messages: { users: string[] };
  favourites: { users: string[] };
  clientCompanies: { users: string[] };
  documents: Record<string, never>;
  catalogue: Record<string, never>;
};
export type ChangeTopic = keyof Changes;

type Envelope = { [Topic in ChangeTopic]: { topic: Topic; change: Changes[Topic] } }[ChangeTopic];
type Handler<Topic extends ChangeTopic> = (change: Changes[Topic]) => void;

/**
 * Tells every server process that rows behind a cache changed (docs/ARCHITECTURE.md, per-process state).
 * `publish` runs this process's handlers at once, then (PostgreSQL) sends `NOTIFY app_changes` on the
 * writer's connection: inside the writer's transaction when it has one, so the other processes hear of
 * the change when it commits. Every process, this one included, runs its handlers again on arrival, which
 * also clears what this process may have read between its own write and the commit.
 * A cache that must agree with other processes stores nothing while `shared()` is false (the LISTEN
 * connection is down) and forgets everything on `onGap`. PGlite is one process: local handlers suffice for
 * the app's own changes, and the counters' triggers reach the bus through the listener in the process.
 */
export const createChangeBus = ({ databaseKind, listener }: { databaseKind: DatabaseKind; listener: PostgresListener }) => {
  const handlers = new Map<ChangeTopic, Handler<ChangeTopic>[]>();
  const run = (envelope: Envelope) => {
    for (const handler of handlers.get(envelope.topic) ?? []) handler(envelope.change as never);
  };
  const subscribe = <Topic extends ChangeTopic>(topic: Topic, handler: Handler<Topic>) => {
    handlers.set(topic, [...(handlers.get(topic) ?? []), handler as Handler<ChangeTopic>]);
  };
  const shared = () => databaseKind === 'pglite' || listener.listening();
  listener.on(CHANGES_CHANNEL, (payload) => {
    if (!payload) return;
    try {
      run(JSON.parse(payload) as Envelope);
    } catch {
      // an unreadable payload cannot name what changed: every cache starts over
      for (const topicHandlers of handlers.values()) for (const handler of topicHandlers) handler(EVERYTHING as never);
    }
  });

  return {
    /** Runs `handler` for every change of `topic`, made by this process or another. */
    subscribe,
    /** Runs `handler` when changes of other processes may have been missed (caches forget everything). */
    onGap: (handler: () => void) => listener.onGap(handler),
    /**
     * Tells this process now and the others when `db` (the writer's transaction, or the database) commits.
     * Call it with the connection that made the change, after the change.
     */
    publish: async <Topic extends ChangeTopic>(topic: Topic, change: Changes[Topic], db: Database | Transaction) => {
      const envelope = { topic, change } as Envelope;
      run(envelope);
      if (databaseKind === 'postgres') await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(envelope)})`);
    },
    /** True when a cache may keep what it read: one process (PGlite), or the other processes' changes arrive. */
    shared,
    /** The changes of `topics` as a value kept in memory hears of them (lib/versioned-cache.ts createNotifiedRead). */
    watch: (...topics: ChangeTopic[]): ChangeWatch => ({
      onChange: (handler) => {
        for (const topic of topics) subscribe(topic, handler);
      },
      onGap: (handler) => listener.onGap(handler),
      // The triggers' notifications reach this process only once the listener runs: in the process on PGlite
      // (a script that never starts it keeps nothing), over the LISTEN connection on PostgreSQL.
      heard: () => (databaseKind === 'pglite' ? listener.listeningInProcess() : listener.listening()),
    }),
  };
};

/** A change that names nothing in particular: handlers treat an empty or unknown change as "everything". */
const EVERYTHING = { users: [] };

export type ChangeBus = ReturnType<typeof createChangeBus>;

/** A bus for code that runs without a server (scripts, test factories): nothing is cached there. */
export const noChanges: Pick<ChangeBus, 'publish'> = { publish: async () => undefined };
