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
});

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
