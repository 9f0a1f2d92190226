import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import { preparedQuery, type Database } from '../../db/client';
import { focusCompanies } from '../../db/schema';

export type FollowedRow = {
  id: string;
  market: string;
  stockCode: string;
  createdAt: Date;
};

// Read once per change of a user's follows (cached, focus.service.ts): prepared once per database.
const followedQuery = preparedQuery((db) =>
  db
    .select({ id: focusCompanies.id, market: focusCompanies.market, stockCode: focusCompanies.stockCode, createdAt: focusCompanies.createdAt })
    .from(focusCompanies)
    .where(eq(focusCompanies.userId, sql.placeholder('userId')))
    .orderBy(asc(focusCompanies.createdAt), asc(focusCompanies.id))
    .prepare('focus_followed'),
);

/**
 * The only SQL for followed companies (spec §7 /au/focus/*); every function takes the owning userId.
 * Every change publishes `follows` for its user (the follows cache of focus.service.ts, db/change-bus.ts).
 */
export const createFocusRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => ({
  /** Users following any of `stockCodes` of `market` (alerts fan-out; one indexed read, each user once). */
  followersOf: async (market: string, stockCodes: string[], tx: Database = db): Promise<string[]> => {
    if (stockCodes.length === 0) return [];
    const rows = await tx
      .selectDistinct({ userId: focusCompanies.userId })
      .from(focusCompanies)
      .where(and(eq(focusCompanies.market, market), inArray(focusCompanies.stockCode, stockCodes)));
    return rows.map((row) => row.userId);
  },
  /** Every company the user added, oldest first (a user follows tens, not thousands). */
  listFollowed: (userId: string): Promise<FollowedRow[]> => followedQuery(db).execute({ userId }),

  find: async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(focusCompanies)
      .where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.id, id)));
    return row;
  },

  /** The user's follow of a code in any market (HK and A-share codes do not collide). */
  findByStockCode: async (userId: string, stockCode: string) => {
    const [row] = await db
      .select()
      .from(focusCompanies)
      .where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.stockCode, stockCode)))
      .limit(1);
    return row;
  },

  insert: async (userId: string, market: string, stockCode: string) => {
    const [row] = await db.insert(focusCompanies).values({ userId, market, stockCode }).returning();
    await changes.publish('follows', { users: [userId] }, db);
    return row;
  },

  delete: async (userId: string, id: string) => {
    await db.delete(focusCompanies).where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.id, id)));
    await changes.publish('follows', { users: [userId] }, db);
  },
});

export type FocusRepository = ReturnType<typeof createFocusRepository>;
