import type { AddFootprintBody, Footprint, FootprintList, ListFootprintsBody, Locale } from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { savedTitlesForReader, type SavedNames } from '../../lib/reader-name';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { FootprintRow, FootprintsRepository } from './footprints.repository';

/** footprints row → footprint (allow-list), with its Chinese title as the reader sees it (savedTitlesForReader; as stored without one). */
const presentFootprint = (row: FootprintRow, title: string | null = row.title): Footprint => ({
  id: row.id,
  type: row.type,
  refKey: row.refKey,
  title: title ?? row.title,
  titleEn: row.titleEn,
  path: row.path,
  visitDate: row.visitedAt.toISOString(),
  visitCount: row.visitCount,
});

/** Footprints: the detail pages a user opened, newest visit first, the newest 500 kept. */
export const createFootprintsService = (deps: { footprints: FootprintsRepository; names?: SavedNames }) => {
  const { footprints, names } = deps;
  return {
    /** POST /au/footprint/list: newest visit first unless sortRule/sortType say otherwise. */
    list: async (actor: UserActor, body: ListFootprintsBody, locale: Locale): Promise<FootprintList> => {
      const order = { column: body.sortRule === 'visitCount' ? ('visitCount' as const) : ('visitedAt' as const), ascending: body.sortType === 'asc' };
      const { list, total } = await footprints.list(actor.user.id, { offset: (body.page - 1) * body.limit, limit: body.limit }, order);
      const titles = await savedTitlesForReader(list, locale, names);
      return { list: list.map((row, index) => presentFootprint(row, titles[index])), total };
    },

    /** POST /au/footprint/add: records the visit (a repeat visit moves it to the top), then drops the oldest beyond 500. */
    record: async (actor: UserActor, body: AddFootprintBody): Promise<Footprint> => {
      const row = await footprints.recordVisit(actor.user.id, { type: body.type, refKey: body.refKey, title: body.title, titleEn: body.titleEn ?? null, path: body.path });
      await footprints.trim(actor.user.id, UserContentLimits.footprintsKept);
      return presentFootprint(row);
    },

    /**
     * POST /au/footprint/delete {id}.
     * @throws RECORD_NOT_FOUND when it is not one of the caller's footprints.
     */
    remove: async (actor: UserActor, id: string): Promise<void> => {
      if (!(await footprints.delete(actor.user.id, id))) throw new AppError('RECORD_NOT_FOUND');
    },
  };
};

export type FootprintsService = ReturnType<typeof createFootprintsService>;
