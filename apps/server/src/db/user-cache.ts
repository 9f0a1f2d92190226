import type { ChangeBus, Changes } from './change-bus';

type UserTopic = { [Topic in keyof Changes]: Changes[Topic] extends { users: string[] } ? Topic : never }[keyof Changes];

export type UserCacheOptions<Value> = {
  /** How long a user's value is served at most (SESSION_CACHE_SECONDS); 0: always read. */
  seconds: number;
  maxEntries?: number;
  /** The bus whose `topic` changes name the users whose value is stale. */
  changes: Pick<ChangeBus, 'subscribe' | 'onGap' | 'shared'>;
  topic: UserTopic;
  read: (userId: string) => Promise<Value>;
  monotonicMs?: () => number;
};

/**
 * A value per user read on every signed-in page (getUserInfo's followed codes), kept by the same rules as
 * the session → actor cache (modules/auth/README.md): `seconds` at most; dropped at once in this process and
 * on commit in every other when the owning repository publishes `topic` for the user; a read that began
 * before a change is not kept; nothing kept while other processes' changes cannot arrive; least recently
 * used out past `maxEntries`. Values are frozen: every caller shares them.
 */
export const createUserCache = <Value>({ seconds, maxEntries = 10_000, changes, topic, read, monotonicMs = () => performance.now() }: UserCacheOptions<Value>) => {
  const ttlMs = seconds * 1000;
  const entries = new Map<string, { value: Value; storedAt: number }>();
  let generation = 0;
  changes.subscribe(topic, ({ users }: { users: string[] }) => {
    generation += 1;
    if (users.length === 0) entries.clear();
    for (const userId of users) entries.delete(userId);
  });
  changes.onGap(() => {
    generation += 1;
    entries.clear();
  });

  return {
    get: async (userId: string): Promise<Value> => {
      if (ttlMs <= 0) return read(userId);
      const entry = entries.get(userId);
      if (entry) {
        entries.delete(userId);
        if (monotonicMs() - entry.storedAt < ttlMs) {
          entries.set(userId, entry);
          return entry.value;
        }
      }
      const since = generation;
      const value = Object.freeze(await read(userId)) as Value;
      if (since === generation && changes.shared()) {
        entries.set(userId, { value, storedAt: monotonicMs() });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
  };
};
