import type { SearchRepository } from './search/search.repository';

/** How many announcements companies released recently (the followed-companies list of user-content shows it). */
export const createAnnouncementCountsService = (repository: Pick<SearchRepository, 'countAnnouncements'>) => ({
  /** Announcements released since `since` per stock code; codes without any are absent. */
  countSince: (stockCodes: string[], since: Date): Promise<Map<string, number>> => repository.countAnnouncements(stockCodes, since),
});

export type AnnouncementCountsService = ReturnType<typeof createAnnouncementCountsService>;
