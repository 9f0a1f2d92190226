import { describe, expect, it } from 'vitest';
import { createAnnouncementCountsService } from './announcement-counts.service';

const DAY = 86_400_000;
const T = Date.parse('2026-05-01T00:00:00Z');

/** A repository over fixed release times that records what it was asked. */
const fakeRepository = (times: Record<string, number[]>) => {
  const state = { version: '1', reads: [] as { codes: string[]; since: number }[] };
  return {
    state,
    repository: {
      versions: async () => ({ documents: state.version, catalogue: '1' }),
      announcementTimes: async (codes: string[], since: Date) => {
        state.reads.push({ codes, since: since.getTime() });
        return new Map(codes.flatMap((code) => (times[code] ? [[code, times[code]!.filter((time) => time >= since.getTime())] as const] : [])));
      },
    },
  };
};

/** Changes that cannot be heard: the counter is read on every call. */
const unheard = { onChange: () => undefined, onGap: () => undefined, heard: () => false };

describe('announcement counts', () => {
  const times = { '00700': [T - 20 * DAY, T - 10 * DAY, T - DAY, T], '00005': [T - 5 * DAY] };

  it('counts from the kept times as the start moves forward, exactly at the boundary, without reading again', async () => {
    const { repository, state } = fakeRepository(times);
    const counts = createAnnouncementCountsService(repository, unheard);
    expect(await counts.countSince(['00700', '00005', '00001'], new Date(T - 30 * DAY))).toEqual(new Map([['00700', 4], ['00005', 1]]));
    expect(await counts.countSince(['00700', '00005'], new Date(T - 10 * DAY))).toEqual(new Map([['00700', 3], ['00005', 1]]));
    expect(await counts.countSince(['00700', '00005'], new Date(T - 10 * DAY + 1))).toEqual(new Map([['00700', 2], ['00005', 1]]));
    expect(await counts.countSince(['00700'], new Date(T + 1))).toEqual(new Map());
    expect(state.reads).toEqual([{ codes: ['00700', '00005', '00001'], since: T - 31 * DAY }]);
  });

  it('reads again when the documents change, and for a start before the kept times', async () => {
    const { repository, state } = fakeRepository(times);
    const counts = createAnnouncementCountsService(repository, unheard);
    await counts.countSince(['00700'], new Date(T - 5 * DAY));
    expect(await counts.countSince(['00700'], new Date(T - 30 * DAY))).toEqual(new Map([['00700', 4]]));
    state.version = '2';
    await counts.countSince(['00700'], new Date(T - 30 * DAY));
    expect(state.reads.map((read) => read.since)).toEqual([T - 6 * DAY, T - 31 * DAY, T - 31 * DAY]);
  });

  it('keeps the counter while its changes are heard, and starts over when a change arrives', async () => {
    const { repository, state } = fakeRepository(times);
    const handlers: (() => void)[] = [];
    const counts = createAnnouncementCountsService(repository, { onChange: (handler) => handlers.push(handler), onGap: () => undefined, heard: () => true });
    await counts.countSince(['00700'], new Date(T - 30 * DAY));
    state.version = '2';
    // No change heard yet: the kept counter answers, and the kept times with it.
    await counts.countSince(['00700'], new Date(T - 30 * DAY));
    expect(state.reads).toHaveLength(1);
    handlers.forEach((handler) => handler());
    await counts.countSince(['00700'], new Date(T - 30 * DAY));
    expect(state.reads).toHaveLength(2);
    expect(await counts.versions()).toEqual({ documents: '2', catalogue: '1' });
  });
});
