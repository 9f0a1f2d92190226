import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { focusCompanies } from '../../db/schema';

export type FollowedRow = {
  id: string;
  market: string;
  stockCode: string;
  createdAt: Date;
};

/** The only SQL for followed companies (spec §7 /au/focus/*); every function takes the owning userId. */
export const createFocusRepository = (db: Database) => ({
  /** Every company the user added, oldest first (a user follows tens, not thousands). */
  listFollowed: (userId: string): Promise<FollowedRow[]> =>
    db
      .select({ id: focusCompanies.id, market: focusCompanies.market, stockCode: focusCompanies.stockCode, createdAt: focusCompanies.createdAt })
      .from(focusCompanies)
      .where(eq(focusCompanies.userId, userId))
      .orderBy(asc(focusCompanies.createdAt), asc(focusCompanies.id)),

  /** The stock codes the user added (for the session's focusNum). */
  listFollowedCodes: async (userId: string): Promise<string[]> =>
    (await db.select({ stockCode: focusCompanies.stockCode }).from(focusCompanies).where(eq(focusCompanies.userId, userId))).map((row) => row.stockCode),

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
    return row;
  },

  delete: async (userId: string, id: string) => {
    await db.delete(focusCompanies).where(and(eq(focusCompanies.userId, userId), eq(focusCompanies.id, id)));
  },
});

export type FocusRepository = ReturnType<typeof createFocusRepository>;
