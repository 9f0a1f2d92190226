import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedbacks } from '../../db/schema';

export type NewFeedback = typeof feedbacks.$inferInsert;

/** The only SQL for feedback. */
export const createFeedbackRepository = (db: Database) => ({
  /** Stores one feedback and returns its id. */
  insertFeedback: async (feedback: NewFeedback): Promise<string> => {
    const [row] = await db.insert(feedbacks).values(feedback).returning({ id: feedbacks.id });
    return row.id;
  },
  findFeedback: async (id: string) => {
    const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
    return row;
  },
  /** Stores the staff answer and marks the request handled (2). */
  markReplied: async (id: string, reply: string, staffUserId: string, at: Date) => {
    await db.update(feedbacks).set({ status: 2, reply, repliedBy: staffUserId, repliedAt: at, updatedAt: at }).where(eq(feedbacks.id, id));
  },
  /** One user's feedback rows (optionally of one source), newest first. */
  listFeedbacks: async (userId: string, source: string | undefined, page: number, limit: number) => {
    const where = and(eq(feedbacks.userId, userId), source ? eq(feedbacks.source, source) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(feedbacks).where(where),
    ]);
    return { rows, total };
  },
});

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
