import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { footprints } from '../../db/schema';

export type FootprintRow = typeof footprints.$inferSelect;
export type NewFootprint = Pick<typeof footprints.$inferInsert, 'type' | 'refKey' | 'title' | 'titleEn' | 'path'>;
export type FootprintOrder = { column: 'visitedAt' | 'visitCount'; ascending: boolean };

/** The only SQL for footprints (spec §7 /au/footprint/*); every function takes the owning userId. */
export const createFootprintsRepository = (db: Database) => ({
  list: async (userId: string, page: { offset: number; limit: number }, order: FootprintOrder) => {
    const direction = order.ascending ? asc : desc;
    const where = eq(footprints.userId, userId);
    const [list, [{ total }]] = await Promise.all([
      db
        .select()
        .from(footprints)
        .where(where)
        .orderBy(direction(footprints[order.column]), direction(footprints.visitedAt), direction(footprints.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(footprints).where(where),
    ]);
    return { list, total };
  },

  /**
   * Records a visit: a new row, or the existing one for the same item moved to
   * the top with its title and path refreshed and its count raised.
   * clock_timestamp() (not now()) so visits within one millisecond still order.
   */
  recordVisit: async (userId: string, values: NewFootprint): Promise<FootprintRow> => {
    const [row] = await db
      .insert(footprints)
      .values({ ...values, userId, visitedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [footprints.userId, footprints.type, footprints.refKey],
        set: {
          title: sql`excluded.title`,
          titleEn: sql`excluded.title_en`,
          path: sql`excluded.path`,
          visitedAt: sql`excluded.visited_at`,
          visitCount: sql`${footprints.visitCount} + 1`,
        },
      })
      .returning();
    return row;
  },

  /** Drops all but the newest `keep` footprints of the user (walks the (user_id, visited_at) index). */
  trim: async (userId: string, keep: number) => {
    await db.execute(sql`delete from ${footprints} where id in (
      select id from ${footprints} where user_id = ${userId} order by visited_at desc, id desc offset ${keep}
    )`);
  },

  /** Deletes one of the user's footprints; false when it is not theirs or does not exist. */
  delete: async (userId: string, id: string): Promise<boolean> => {
    const deleted = await db
      .delete(footprints)
      .where(and(eq(footprints.userId, userId), eq(footprints.id, id)))
      .returning({ id: footprints.id });
    return deleted.length > 0;
  },
});

export type FootprintsRepository = ReturnType<typeof createFootprintsRepository>;
