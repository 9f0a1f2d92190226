/**
 * A read that concurrent callers share without losing freshness: a caller joins a read only if that read was
 * sent after the caller arrived. While one read is in flight, every caller arriving meanwhile waits for the
 * next read, sent as soon as the current one answers, so at most two reads are outstanding however many
 * calls are waiting (one per call when calls come one at a time).
 */
export const createFreshRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  /** The read in flight, sent at some moment possibly before the current caller arrived. */
  let inFlight: Promise<T> | undefined;
  /** The read every caller arriving during `inFlight` waits for: sent when `inFlight` answers. */
  let following: Promise<T> | undefined;

  const send = (): Promise<T> => {
    const sent = read().finally(() => {
      if (inFlight === sent) inFlight = undefined;
    });
    inFlight = sent;
    return sent;
  };

  return () => {
    if (!inFlight) return send();
    following ??= inFlight
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        // A read sent since `inFlight` answered was sent after every waiter arrived: join it.
        return inFlight ?? send();
      });
    return following;
  };
};

/**
 * A value loaded from the database and kept in memory while the data it came from is unchanged.
 * Every `get` reads a cheap version of the source (e.g. its row count and newest updated_at), so a
 * change made by any process (another server, an importer) is seen on the next call, never later.
 *
 * Under load, callers share version reads without losing that guarantee (`createFreshRead`). Loads of
 * the same version are shared too.
 */
export const createVersionedCache = <T>(readVersion: () => Promise<string>, load: () => Promise<T>) => {
  let cached: { version: string; value: T } | undefined;
  let loading: { version: string; value: Promise<T> } | undefined;
  /** A version read sent after the call arrived. */
  const freshVersion = createFreshRead(readVersion);

  return {
    /**
     * `knownVersion`: a version the caller read itself after its call began (search reads it with the documents'
     * in one round trip), which gives the same guarantee as reading it here.
     */
    get: async (knownVersion?: string): Promise<T> => {
      // The version is read before the data: a write in between only costs one more reload later.
      const version = knownVersion ?? (await freshVersion());
      if (cached?.version === version) return cached.value;
      if (loading?.version !== version) {
        const value = load().then(
          (loaded) => {
            cached = { version, value: loaded };
            return loaded;
          },
          (error: unknown) => {
            if (loading?.value === value) loading = undefined;
            throw error;
          },
        );
        loading = { version, value };
      }
      return loading.value;
    },
    /** Forgets the value (the next get loads it again). */
    invalidate: () => {
      cached = undefined;
      loading = undefined;
    },
  };
};

/** How a kept value learns that its source changed (the change bus gives this). */
export type ChangeWatch = {
  /** Runs `handler` whenever the source changes. */
  onChange: (handler: () => void) => void;
  /** Runs `handler` when changes may have been missed. */
  onGap: (handler: () => void) => void;
  /** False while changes cannot be heard (another process's would be missed): nothing is kept then. */
  heard: () => boolean;
};

/**
 * A read whose answer is kept until `watch` reports a change of its source, for sources that announce their
 * changes (the change counters' notifications). While nothing is heard (`heard()` false) every call reads, as
 * `createFreshRead` does. An answer read while a change arrived is not kept: it may predate the change.
 * Another process's change is seen once its notification arrives (milliseconds after its commit), not at once.
 */
export const createNotifiedRead = <T>(read: () => Promise<T>, watch: ChangeWatch): (() => Promise<T>) => {
  const fresh = createFreshRead(read);
  let kept: T | undefined;
  /** Counts the changes heard, so that a read can tell whether one arrived while it was out. */
  let changes = 0;
  const forget = () => {
    kept = undefined;
    changes += 1;
  };
  watch.onChange(forget);
  watch.onGap(forget);
  return async () => {
    if (kept !== undefined && watch.heard()) return kept;
    const before = changes;
    const value = await fresh();
    if (changes === before && watch.heard()) kept = value;
    return value;
  };
};
