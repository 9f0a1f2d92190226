import type { AddFootprintBody, Footprint, FootprintList, ListFootprintsBody, Locale } from '@app/contracts';
import { UserContentLimits } from '@app/contracts';
import { titleForReader } from '../../lib/reader-name';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { FootprintRow, FootprintsRepository } from './footprints.repository';

/** footprints row → footprint (allow-list); the Chinese title in the reader's script when a list is read. */
const presentFootprint = (row: FootprintRow, locale: Locale | null = null): Footprint => ({
  id: row.id,
  type: row.type,
  refKey: row.refKey,
  title: titleForReader(row.title, locale) ?? row.title,
  titleEn: row.titleEn,
  path: row.path,
  visitDate: row.visitedAt.toISOString(),
  visitCount: row.visitCount,
});

/** Footprints: the detail pages a user opened, newest visit first, the newest 500 kept. */
export const createFootprintsService = (deps: { footprints: FootprintsRepository }) => {
  const { footprints } = deps;
  return {
    /** POST /au/footprint/list: newest visit first unless sortRule/sortType say otherwise. */
    list: async (actor: UserActor, body: ListFootprintsBody, locale: Locale): Promise<FootprintList> => {
      const order = { column: body.sortRule === 'visitCount' ? ('visitCount' as const) : ('visitedAt' as const), ascending: body.sortType === 'asc' };
      const { list, total } = await footprints.list(actor.user.id, { offset: (body.page - 1) * body.limit, limit: body.limit }, order);
      return { list: list.map((row) => presentFootprint(row, locale)), total };
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
