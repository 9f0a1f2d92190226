import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { calculatorDeadlines } from '../../db/schema';

export type SavedDeadlineRow = typeof calculatorDeadlines.$inferSelect;
export type NewSavedDeadline = typeof calculatorDeadlines.$inferInsert;

/** The only SQL for saved calculator deadlines (issue 17). */
export const createSavedDeadlinesRepository = (db: Database) => ({
  /** Inserts under a per-user lock unless the user already has `cap` rows; answers null when full. */
  insertCapped: (row: NewSavedDeadline, cap: number): Promise<SavedDeadlineRow | null> =>
    db.transaction(async (tx) => {
      // two concurrent adds must not both pass the count
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calculator-deadlines:${row.userId}`}))`);
      const [{ total }] = await tx.select({ total: count() }).from(calculatorDeadlines).where(eq(calculatorDeadlines.userId, row.userId));
      if (total >= cap) return null;
      const [inserted] = await tx.insert(calculatorDeadlines).values(row).returning();
      return inserted;
    }),
  /** A user's deadlines: those from `today` on by date (soonest first), then past ones (latest first). */
  listOfUser: async (userId: string, today: string, page: number, limit: number) => {
    const where = eq(calculatorDeadlines.userId, userId);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(calculatorDeadlines)
        .where(where)
        .orderBy(
          sql`case when ${calculatorDeadlines.deadlineDate} >= ${today} then 0 else 1 end`,
          sql`case when ${calculatorDeadlines.deadlineDate} >= ${today} then ${calculatorDeadlines.deadlineDate} end asc`,
          sql`${calculatorDeadlines.deadlineDate} desc`,
          calculatorDeadlines.createdAt,
          calculatorDeadlines.id,
        )
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(calculatorDeadlines).where(where),
    ]);
    return { rows, total };
  },
  /** Deletes the user's own row; answers whether one was deleted. */
  deleteOwn: async (userId: string, id: string) => {
    const rows = await db
      .delete(calculatorDeadlines)
      .where(and(eq(calculatorDeadlines.userId, userId), eq(calculatorDeadlines.id, id)))
      .returning({ id: calculatorDeadlines.id });
    return rows.length > 0;
  },
  /** Every saved deadline falling on one of `days` (the reminder job). */
  dueOn: (days: string[], tx: Transaction = db) => tx.select().from(calculatorDeadlines).where(inArray(calculatorDeadlines.deadlineDate, days)).orderBy(calculatorDeadlines.id),
});
export type SavedDeadlinesRepository = ReturnType<typeof createSavedDeadlinesRepository>;
