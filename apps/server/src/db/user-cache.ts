import { createLru } from '../lib/lru';
import type { ChangeBus, Changes } from './change-bus';

type UserTopic = { [Topic in keyof Changes]: Changes[Topic] extends { users: string[] } ? Topic : never }[keyof Changes];

/** What a service needs to keep per-user reads (container.ts passes SESSION_CACHE_SECONDS and the bus). */
export type UserCacheSettings = { seconds: number; changes: Pick<ChangeBus, 'subscribe' | 'onGap' | 'shared'> };

export type UserCacheOptions<Value> = UserCacheSettings & {
  /** Users kept at most (least recently used out). */
  maxEntries?: number;
  /** Values kept per user at most (the pages of one list: oldest stored out). */
  maxKeysPerUser?: number;
  /** The bus topic whose changes name the users whose values are stale. */
  topic: UserTopic;
  /** The database read behind a user's value; `key` tells apart several values of one user (a list's pages). */
  read: (userId: string, key: string) => Promise<Value>;
  monotonicMs?: () => number;
};

type Stored<Value> = { value: Value; storedAt: number };

/**
 * Values per user read on every signed-in page (getUserInfo's header and client companies, the bell, the
 * favourites lists, the follows), kept by the same rules as the session → actor cache
 * (modules/auth/README.md): `seconds` at most; dropped at once in this process and on commit in every
 * other when the owning repository publishes `topic` for the user; a read that began before a change is
 * not kept; nothing kept while other processes' changes cannot arrive; least recently used users out past
 * `maxEntries`. Values are frozen (shallowly): every caller shares them and none may change them.
 */
export const createUserCache = <Value>({ seconds, maxEntries = 10_000, maxKeysPerUser = 8, changes, topic, read, monotonicMs = () => performance.now() }: UserCacheOptions<Value>) => {
  const ttlMs = seconds * 1000;
  // Per user, the values by key in the order stored (the oldest key goes first past maxKeysPerUser).
  const users = createLru<string, Map<string, Stored<Value>>>(maxEntries);
  let generation = 0;
  changes.subscribe(topic, ({ users: changed }: { users: string[] }) => {
    generation += 1;
    if (changed.length === 0) users.clear();
    for (const userId of changed) users.delete(userId);
  });
  changes.onGap(() => {
    generation += 1;
    users.clear();
  });

  const store = (userId: string, key: string, value: Value) => {
    let values = users.get(userId);
    if (!values) {
      values = new Map<string, Stored<Value>>();
      users.set(userId, values);
    }
    values.delete(key);
    values.set(key, { value, storedAt: monotonicMs() });
    if (values.size > maxKeysPerUser) values.delete(values.keys().next().value as string);
  };

  return {
    get: async (userId: string, key = ''): Promise<Value> => {
      if (ttlMs <= 0) return read(userId, key);
      const values = users.get(userId);
      const stored = values?.get(key);
      if (values && stored) {
        if (monotonicMs() - stored.storedAt < ttlMs) return stored.value;
        values.delete(key);
      }
      const since = generation;
      const value = Object.freeze(await read(userId, key)) as Value;
      if (since === generation && changes.shared()) store(userId, key, value);
      return value;
    },
  };
};

export type UserCache<Value> = Pick<ReturnType<typeof createUserCache<Value>>, 'get'>;

/** A user cache when `settings` are given (the server), else the plain read (scripts, tests of one service). */
export const userCacheOr = <Value>(settings: UserCacheSettings | undefined, topic: UserTopic, read: (userId: string, key: string) => Promise<Value>): UserCache<Value> =>
  settings ? createUserCache({ ...settings, topic, read }) : { get: (userId, key = '') => read(userId, key) };
