import { describe, expect, it } from 'vitest';
import { createNotifiedRead, createVersionedCache } from './versioned-cache';

/** A version source whose reads answer when the test says so. */
const controlledVersions = () => {
  const reads: { answer: (version: string) => void }[] = [];
  return {
    reads,
    readVersion: () =>
      new Promise<string>((resolve) => {
        reads.push({ answer: resolve });
      }),
  };
};

const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe('createVersionedCache', () => {
  it('takes a version the caller read itself instead of reading one', async () => {
    let versionReads = 0;
    let loads = 0;
    const cache = createVersionedCache(
      async () => {
        versionReads += 1;
        return 'v1';
      },
      async () => {
        loads += 1;
        return `load ${loads}`;
      },
    );
    expect(await cache.get()).toBe('load 1');
    expect(await cache.get('v1')).toBe('load 1');
    // Another version given: loaded for it, and a later read of v1 loads again.
    expect(await cache.get('v2')).toBe('load 2');
    expect(await cache.get()).toBe('load 3');
    expect(versionReads).toBe(2);
  });

  it('reads the version on every call and loads once per version', async () => {
    let version = 'v1';
    let loads = 0;
    let versionReads = 0;
    const cache = createVersionedCache(
      async () => {
        versionReads += 1;
        return version;
      },
      async () => {
        loads += 1;
        return `value of ${version}`;
      },
    );
    expect(await cache.get()).toBe('value of v1');
    expect(await cache.get()).toBe('value of v1');
    version = 'v2';
    expect(await cache.get()).toBe('value of v2');
    expect({ versionReads, loads }).toEqual({ versionReads: 3, loads: 2 });
  });

  it('never answers a caller from a version read sent before it arrived', async () => {
    const source = controlledVersions();
    let loads = 0;
    const cache = createVersionedCache(source.readVersion, async () => {
      loads += 1;
      return loads;
    });
    const first = cache.get();
    await flush();
    expect(source.reads).toHaveLength(1);
    // Three callers arrive while the first read is in flight (a change may have committed since it was sent).
    const waiting = [cache.get(), cache.get(), cache.get()];
    await flush();
    expect(source.reads).toHaveLength(1);
    source.reads[0]!.answer('v1');
    expect(await first).toBe(1);
    await flush();
    // One more read, sent after they all arrived, serves all three.
    expect(source.reads).toHaveLength(2);
    source.reads[1]!.answer('v2');
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    expect(loads).toBe(2);
  });

  it('recovers after a failed version read', async () => {
    let fail = true;
    const cache = createVersionedCache(
      async () => {
        if (fail) throw new Error('database unavailable');
        return 'v1';
      },
      async () => 'value',
    );
    await expect(cache.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get()).toBe('value');
  });
});

/** A change source the test drives: `change()` and `gap()` run the handlers, `heard` says whether changes arrive. */
const controlledWatch = () => {
  const changeHandlers: (() => void)[] = [];
  const gapHandlers: (() => void)[] = [];
  const state = { heard: true };
  return {
    state,
    change: () => changeHandlers.forEach((handler) => handler()),
    gap: () => gapHandlers.forEach((handler) => handler()),
    watch: { onChange: (handler: () => void) => changeHandlers.push(handler), onGap: (handler: () => void) => gapHandlers.push(handler), heard: () => state.heard },
  };
};

describe('createNotifiedRead', () => {
  /** Calls `read`, checks that it sent read number `count` to the source, answers it with `version` and returns the call's answer. */
  const readAnswered = async (read: () => Promise<string>, source: ReturnType<typeof controlledVersions>, count: number, version: string) => {
    const call = read();
    await flush();
    expect(source.reads).toHaveLength(count);
    source.reads[count - 1]!.answer(version);
    return call;
  };

  it('keeps the answer until a change or a gap is heard, then reads again', async () => {
    const source = controlledVersions();
    const { watch, change, gap } = controlledWatch();
    const read = createNotifiedRead(source.readVersion, watch);
    expect(await readAnswered(read, source, 1, 'v1')).toBe('v1');
    expect(await read()).toBe('v1');
    expect(source.reads).toHaveLength(1);

    change();
    expect(await readAnswered(read, source, 2, 'v2')).toBe('v2');
    expect(await read()).toBe('v2');

    gap();
    expect(await readAnswered(read, source, 3, 'v3')).toBe('v3');
  });

  it('does not keep an answer read while a change arrived: it may be older than the change', async () => {
    const source = controlledVersions();
    const { watch, change } = controlledWatch();
    const read = createNotifiedRead(source.readVersion, watch);
    const first = read();
    await flush();
    change();
    source.reads[0]!.answer('v1');
    expect(await first).toBe('v1');
    expect(await readAnswered(read, source, 2, 'v2')).toBe('v2');
    expect(await read()).toBe('v2');
    expect(source.reads).toHaveLength(2);
  });

  it('reads on every call while changes cannot be heard', async () => {
    let reads = 0;
    const { watch, state } = controlledWatch();
    state.heard = false;
    const read = createNotifiedRead(async () => `v${++reads}`, watch);
    expect([await read(), await read()]).toEqual(['v1', 'v2']);
    state.heard = true;
    expect([await read(), await read()]).toEqual(['v3', 'v3']);
    state.heard = false;
    expect(await read()).toBe('v4');
  });
});
